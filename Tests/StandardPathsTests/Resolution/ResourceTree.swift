import Foundation

@testable import StandardPaths

/// A real directory tree of resources in a fresh, uniquely named directory
/// under the system temporary directory, removed with everything in it when
/// the value is released. Never the home directory.
final class ResourceTree: Sendable {
  /// The tree's absolute path.
  let root: String

  /// The demo bundle of the seed's `FileSuffixesTest` (reference §5.1),
  /// without the stale lower-case duplicates.
  static let demoBundle = [
    "Image1.png", "Image1@2x.png", "Image1~ipad.png", "Image1@2x~ipad.png", "Image1~mac.png",
    "Image1@2x~mac.png", "Image1-568h@2x.png", "Image1-667h@2x.png", "Image1-736h@3x.png",
    "Image2.png", "Image2-hd.png", "Image2-hd@2x.png",
  ]

  /// Creates the tree with the given files (relative paths; a trailing `/`
  /// makes a directory).
  init(_ items: [String] = []) throws {
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
  func path(_ relative: String) -> String {
    relative.isEmpty ? root : root + "/" + relative
  }

  /// Adds a file (or, with a trailing `/`, a directory) and its missing
  /// parents.
  func add(_ relative: String) throws {
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
  func remove(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: path(relative))
  }

  /// A resolver rooted here, reading the real file system.
  func resolver(
    device: Device = .mac, localization: ResourceLocalization? = nil,
    cachePolicy: ResourceCachePolicy = .default
  ) -> ResourceResolver {
    ResourceResolver(
      root: root, device: device, localization: localization, fileSystem: LiveDirectoryReader(),
      cachePolicy: cachePolicy)
  }
}

/// A `DirectoryReader` over a mutable in-memory tree that counts the calls
/// made to it, to check that lookups make none.
final class CountingReader: DirectoryReader {
  private struct State: Sendable {
    var fileSystem = VirtualFileSystem()
    var listings = 0
    var stamps = 0
    var isSettled = true
    var duringListing: (@Sendable () -> Void)?
  }

  private let state = SynchronizedValue(State())

  init(files: [String] = []) {
    for file in files { add(file) }
  }

  /// Adds a file.
  func add(_ path: String) {
    state.withLock { $0.fileSystem.addFile(path, contents: "") }
  }

  /// Removes a file.
  func remove(_ path: String) {
    state.withLock { $0.fileSystem.removeItem(path) }
  }

  /// How many listings and stamps were read so far.
  var calls: (listings: Int, stamps: Int) {
    state.withLock { ($0.listings, $0.stamps) }
  }

  /// Makes listings report whether they are settled.
  func setSettled(_ isSettled: Bool) {
    state.withLock { $0.isSettled = isSettled }
  }

  /// Runs `action` once, during the next listing, after the names are read.
  func duringNextListing(_ action: @escaping @Sendable () -> Void) {
    state.withLock { $0.duringListing = action }
  }

  func listing(ofDirectoryAtPath path: String) -> DirectoryListing? {
    let (listing, action) = state.withLock { state in
      state.listings += 1
      var listing = state.fileSystem.listing(ofDirectoryAtPath: path)
      listing?.isSettled = state.isSettled
      defer { state.duringListing = nil }
      return (listing, state.duringListing)
    }
    action?()
    return listing
  }

  func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
    state.withLock { state in
      state.stamps += 1
      return state.fileSystem.stamp(ofDirectoryAtPath: path)
    }
  }
}

/// A manual clock for revalidation tests.
final class ManualClock: Sendable {
  private let now = SynchronizedValue<Duration>(.seconds(100))

  /// The current time in nanoseconds.
  func read() -> Int64 { now.withLock { $0 }.nanoseconds }

  /// Moves the time on.
  func advance(by duration: Duration) { now.withLock { $0 += duration } }
}
