import Foundation
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// A real directory tree of resources in a fresh, uniquely named directory
/// under the system temporary directory, removed with everything in it when
/// the value is released. Never the home directory.
public final class ResourceTree: Sendable {
  /// The tree's absolute path.
  public let root: String

  /// The demo bundle of the seed's `FileSuffixesTest` (reference §5.1),
  /// without the stale lower-case duplicates.
  public static let demoBundle = [
    "Image1.png", "Image1@2x.png", "Image1~ipad.png", "Image1@2x~ipad.png", "Image1~mac.png",
    "Image1@2x~mac.png", "Image1-568h@2x.png", "Image1-667h@2x.png", "Image1-736h@3x.png",
    "Image2.png", "Image2-hd.png", "Image2-hd@2x.png",
  ]

  /// Creates the tree with the given files (relative paths; a trailing `/`
  /// makes a directory).
  public init(_ items: [String] = []) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("standard-paths-resolver-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for item in items { try add(item) }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative`.
  public func path(_ relative: String) -> String {
    relative.isEmpty ? root : root + "/" + relative
  }

  /// Adds a file (or, with a trailing `/`, a directory) and its missing
  /// parents.
  public func add(_ relative: String) throws {
    let target = path(relative)
    if relative.hasSuffix("/") {
      try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
      return
    }
    let parent = (target as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: target, contents: Data(relative.utf8)) else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Removes a file or directory.
  public func remove(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: path(relative))
  }

  /// A resolver rooted here, reading the real file system.
  public func resolver(
    device: Device = .mac, localization: ResourceLocalization? = nil,
    cachePolicy: ResourceCachePolicy = .default
  ) -> ResourceResolver {
    ResourceResolver(
      root: root, device: device, localization: localization, fileSystem: LiveFileSystem(),
      cachePolicy: cachePolicy)
  }
}
