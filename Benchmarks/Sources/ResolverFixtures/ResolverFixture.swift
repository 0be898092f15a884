// The resource tree the resolver benchmarks and the syscall driver use, and
// the seed's way of resolving a name (one `fileExists` per candidate).
import Foundation
import StandardPaths

/// 10,000 assets with variants, in 100 folders of 100 assets.
public enum ResolverFixture {
  /// The number of folders.
  public static let folderCount = 100
  /// The number of assets in each folder.
  public static let assetsPerFolder = 100
  /// The device every lookup is for: a phone whose list has heights, the
  /// 568 fallback, scales and `-hd` (24 candidates).
  public static let device = Device.iPhone6

  /// The variant suffixes (with extension) of asset `index`: always the
  /// plain and `@2x` names, and a deterministic mix of the others.
  public static func variants(ofAsset index: Int) -> [String] {
    var result = [".png", "@2x.png"]
    if index % 4 == 0 { result.append("@3x.png") }
    if index % 5 == 0 { result += ["~ipad.png", "@2x~ipad.png"] }
    if index % 7 == 0 { result.append("-568h@2x.png") }
    if index % 11 == 0 { result.append("-667h@2x.png") }
    if index % 13 == 0 { result.append("-736h@3x.png") }
    if index % 3 == 0 { result.append("-hd.png") }
    if index % 6 == 0 { result.append("~mac.png") }
    return result
  }

  /// The name of asset `index` without suffixes or extension, relative to
  /// the tree's root: `f07/asset00712`.
  public static func request(forAsset index: Int) -> String {
    let folder = index / assetsPerFolder
    return "f" + padded(folder, 2) + "/asset" + padded(index, 5)
  }

  /// Every asset's request, in order.
  public static let requests: [String] = (0..<folderCount * assetsPerFolder).map(request(forAsset:))

  /// One request per folder: resolving these lists (indexes) every folder.
  public static let oneRequestPerFolder: [String] = (0..<folderCount).map {
    request(forAsset: $0 * assetsPerFolder)
  }

  /// Creates the tree under `root` (which must exist); returns the number
  /// of files written.
  @discardableResult
  public static func generate(at root: String) throws -> Int {
    var count = 0
    for index in 0..<folderCount * assetsPerFolder {
      let stem = root + "/" + request(forAsset: index)
      if index % assetsPerFolder == 0 {
        try FileManager.default.createDirectory(
          atPath: (stem as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      }
      for variant in variants(ofAsset: index) {
        guard FileManager.default.createFile(atPath: stem + variant, contents: nil) else {
          throw CocoaError(.fileWriteUnknown)
        }
        count += 1
      }
    }
    return count
  }

  /// Creates the tree in a new, uniquely named directory under the system
  /// temporary directory and returns its path.
  public static func makeTemporaryTree() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("standard-paths-resolver-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try generate(at: root)
    return root
  }

  /// One tree per process, created on first use and removed when the
  /// process exits (the benchmark tool runs a target in several processes,
  /// not all of which reach `Benchmark.teardown`).
  public static let processTree: String = {
    do {
      let root = try makeTemporaryTree()
      atexit { ResolverFixture.removeProcessTree() }
      return root
    } catch {
      fatalError("cannot create the benchmark tree: \(error)")
    }
  }()

  /// Removes ``processTree``.
  public static func removeProcessTree() {
    try? FileManager.default.removeItem(atPath: processTree)
  }

  /// The seed's lookup: the candidates in ranking order, each probed with
  /// `FileManager.fileExists(atPath:)` until one exists (no memo).
  public static func seedStyleLookup(_ name: String, root: String) -> String? {
    let requested = FileName(root + "/" + name).appendingPathExtension(ifAbsent: "png")
    for candidate in requested.resourceCandidates(for: device) {
      let path = candidate.string
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
