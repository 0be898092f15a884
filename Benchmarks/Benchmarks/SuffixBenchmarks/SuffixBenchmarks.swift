// Parsing and formatting suffixed file names: StandardPaths' byte-level
// `FileName` against the same work done the seed's way, with NSString path
// methods and string searching, in the same run.
import Benchmark
import Foundation
import StandardPaths

/// A mix of the names the suffix grammar meets: plain, suffixed, double
/// extensions, directories, URLs and look-alikes.
let corpus = [
  "foo.png",
  "Image1@2x~ipad.png",
  "Default-568h@2x.png",
  "images/Image1-667h@2x~iphone.png",
  "foo-hd-1024h@2x~ipad.png",
  "model.obj.gz",
  "/Users/me/Library/Application Support/App/icon-hd~mac.png",
  "http://example.com//assets/banner@3x.jpg",
  "me@box.png",
  "splash-fresh.png",
  "archive.tar.gz",
  "Resources/level1-736h@3x~iphone.plist",
]

/// The components both routes compute.
struct Components {
  var directory = ""
  var base = ""
  var height: Double?
  var isHD = false
  var scale: Double?
  var idiom: String?
  var pathExtension = ""
}

/// The seed's route: Foundation path methods to split the name, then
/// `hasSuffix` and backwards searches for each suffix.
enum NSStringRoute {
  static let idiomSuffixes = ["~iphone", "~ipad", "~tv", "~car", "~mac"]

  static func parse(_ path: String) -> Components {
    let nsPath = path as NSString
    var result = Components()
    result.directory = nsPath.deletingLastPathComponent
    let last = nsPath.lastPathComponent as NSString
    var pathExtension = last.pathExtension
    var stem = last.deletingPathExtension
    if pathExtension == "gz" {
      let inner = (stem as NSString).pathExtension
      if !inner.isEmpty {
        pathExtension = inner + ".gz"
        stem = (stem as NSString).deletingPathExtension
      }
    }
    result.pathExtension = pathExtension
    for suffix in idiomSuffixes where stem.hasSuffix(suffix) {
      result.idiom = suffix
      stem.removeLast(suffix.count)
      break
    }
    if stem.hasSuffix("x"), let at = stem.range(of: "@", options: .backwards),
      let scale = Double(stem[at.upperBound..<stem.index(before: stem.endIndex)])
    {
      result.scale = scale
      stem = String(stem[..<at.lowerBound])
    }
    if stem.hasSuffix("-hd") {
      result.isHD = true
      stem.removeLast(3)
    }
    if stem.hasSuffix("h"), let dash = stem.range(of: "-", options: .backwards),
      let height = Double(stem[dash.upperBound..<stem.index(before: stem.endIndex)])
    {
      result.height = height
      stem = String(stem[..<dash.lowerBound])
    }
    result.base = stem
    return result
  }

  static func format(_ components: Components) -> String {
    var name = components.base
    if let height = components.height { name += "-\(Int(height))h" }
    if components.isHD { name += "-hd" }
    if let scale = components.scale { name += "@\(Int(scale))x" }
    if let idiom = components.idiom { name += idiom }
    if !components.pathExtension.isEmpty {
      name = (name as NSString).appendingPathExtension(components.pathExtension) ?? name
    }
    guard !components.directory.isEmpty else { return name }
    return (components.directory as NSString).appendingPathComponent(name)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    maxDuration: .seconds(2),
    maxIterations: 200_000
  )

  // One iteration = parse all 12 names, set the scale to 3, format them.
  Benchmark("Parse+format (FileName)") { benchmark in
    for _ in benchmark.scaledIterations {
      for path in corpus {
        var name = FileName(path)
        name.scale = 3
        blackHole(name.string)
      }
    }
  }

  Benchmark("Parse+format (NSString)") { benchmark in
    for _ in benchmark.scaledIterations {
      for path in corpus {
        var components = NSStringRoute.parse(path)
        components.scale = 3
        blackHole(NSStringRoute.format(components))
      }
    }
  }

  // One iteration = parse all 12 names.
  Benchmark("Parse only (FileName)") { benchmark in
    for _ in benchmark.scaledIterations {
      for path in corpus { blackHole(FileName(path)) }
    }
  }

  Benchmark("Parse only (NSString)") { benchmark in
    for _ in benchmark.scaledIterations {
      for path in corpus { blackHole(NSStringRoute.parse(path)) }
    }
  }
}
