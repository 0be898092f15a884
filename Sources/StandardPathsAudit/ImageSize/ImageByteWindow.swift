/// A cursor-free view of an ``ImageByteSource`` that keeps the last block it
/// fetched, decodes integers in either byte order, and turns "not there"
/// into `nil` so that parsers treat a short file and a failed read alike.
///
/// A failure of the source is remembered in ``failure``: the entry point
/// reports it instead of the "cut short" the parser then sees.
struct ImageByteWindow<Source: ImageByteSource> {
  /// Where the bytes come from.
  private let source: Source
  /// The last block fetched.
  private var buffer: [UInt8] = []
  /// The offset of `buffer`'s first byte in the image.
  private var bufferStart = 0
  /// The first error the source threw; every read after it returns `nil`.
  private(set) var failure: Source.Failure?

  /// Makes a window on a source; nothing is read yet.
  init(_ source: Source) {
    self.source = source
  }

  /// Returns up to `count` bytes at `offset`: fewer where the data ends.
  mutating func available(at offset: Int, upTo count: Int) -> ArraySlice<UInt8> {
    guard failure == nil, offset >= 0, count >= 0 else { return [] }
    let (end, overflow) = offset.addingReportingOverflow(count)
    let bufferEnd = bufferStart &+ buffer.count
    let covered = !overflow && offset >= bufferStart && end <= bufferEnd
    if !covered {
      do throws(Source.Failure) {
        buffer = try source.bytes(at: offset, count: Swift.max(count, source.readAhead))
      } catch {
        failure = error
        buffer = []
      }
      bufferStart = offset
    }
    let lower = offset &- bufferStart
    let upper = Swift.min(lower &+ count, buffer.count)
    guard lower <= upper else { return [] }
    return buffer[lower..<upper]
  }

  /// Returns exactly `count` bytes at `offset`, or `nil` where the data ends
  /// first or the source failed.
  mutating func bytes(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
    let slice = available(at: offset, upTo: count)
    return slice.count == count ? slice : nil
  }

  /// Returns the byte at `offset`, or `nil` past the end.
  mutating func uint8(at offset: Int) -> UInt8? {
    bytes(at: offset, count: 1)?.first
  }

  /// Returns the unsigned integer of `width` bytes at `offset`.
  private mutating func unsigned(at offset: Int, width: Int, bigEndian: Bool) -> UInt32? {
    guard let slice = bytes(at: offset, count: width) else { return nil }
    let ordered = bigEndian ? Array(slice) : slice.reversed()
    return ordered.reduce(0) { ($0 << 8) | UInt32($1) }
  }

  /// Returns the 16-bit unsigned integer at `offset` in the given byte order.
  mutating func uint16(at offset: Int, bigEndian: Bool) -> UInt16? {
    unsigned(at: offset, width: 2, bigEndian: bigEndian).map { UInt16(truncatingIfNeeded: $0) }
  }

  /// Returns the 32-bit unsigned integer at `offset` in the given byte order.
  mutating func uint32(at offset: Int, bigEndian: Bool) -> UInt32? {
    unsigned(at: offset, width: 4, bigEndian: bigEndian)
  }
}
