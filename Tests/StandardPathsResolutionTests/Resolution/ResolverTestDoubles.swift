import StandardPathsTesting
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSupport

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
  func read() -> Int64 {
    let (seconds, attoseconds) = now.withLock { $0 }.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// Moves the time on.
  func advance(by duration: Duration) { now.withLock { $0 += duration } }
}
