import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// An in-memory source with a chosen read-ahead that counts what the reader
/// asks for: to check that results do not depend on how bytes arrive, and
/// that only header ranges are read.
final class CountingSource: ImageByteSource {
  /// The whole image.
  let data: [UInt8]
  /// Bytes fetched per request at least.
  let readAhead: Int
  /// Requests made so far.
  private(set) var requests = 0
  /// Bytes returned so far.
  private(set) var bytesReturned = 0
  /// The ranges asked for, in order.
  private(set) var requested: [Range<Int>] = []

  /// Wraps `data`, fetching at least `readAhead` bytes per request.
  init(_ data: [UInt8], readAhead: Int) {
    self.data = data
    self.readAhead = readAhead
  }

  /// Returns the requested range, counting it.
  func bytes(at offset: Int, count: Int) -> [UInt8] {
    requests += 1
    requested.append(offset..<offset + count)
    let slice = ImageBytes(data).bytes(at: offset, count: count)
    bytesReturned += slice.count
    return slice
  }
}
