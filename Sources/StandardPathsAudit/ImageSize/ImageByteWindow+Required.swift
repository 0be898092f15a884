/// Reads a parser cannot do without: each throws "cut short" naming what was
/// being read, so that every early end of data becomes `.malformed`.
extension ImageByteWindow {
  /// Returns the byte at `offset` or throws that `what` is cut short.
  mutating func uint8(at offset: Int, reading what: String) throws(ImageHeaderProblem) -> UInt8 {
    guard let value = uint8(at: offset) else { throw .cutShort(what) }
    return value
  }

  /// Returns the 16-bit integer at `offset` or throws that `what` is cut short.
  mutating func uint16(
    at offset: Int, bigEndian: Bool, reading what: String
  ) throws(ImageHeaderProblem) -> UInt16 {
    guard let value = uint16(at: offset, bigEndian: bigEndian) else { throw .cutShort(what) }
    return value
  }

  /// Returns the 32-bit integer at `offset` or throws that `what` is cut short.
  mutating func uint32(
    at offset: Int, bigEndian: Bool, reading what: String
  ) throws(ImageHeaderProblem) -> UInt32 {
    guard let value = uint32(at: offset, bigEndian: bigEndian) else { throw .cutShort(what) }
    return value
  }

  /// Returns exactly `count` bytes at `offset` or throws that `what` is cut short.
  mutating func bytes(
    at offset: Int, count: Int, reading what: String
  ) throws(ImageHeaderProblem) -> [UInt8] {
    guard let slice = bytes(at: offset, count: count) else { throw .cutShort(what) }
    return Array(slice)
  }
}

extension ImageHeaderProblem {
  /// The data ends (or could not be read) inside `what`.
  static func cutShort(_ what: String) -> ImageHeaderProblem {
    .malformed("\(what) is cut short")
  }
}

/// Offsets computed from values in a file: sums that would overflow `Int`
/// (possible on 32-bit platforms) are reported, never trapped on.
enum ImageOffset {
  /// Returns `base + delta`, or throws that `what` lies beyond any file.
  static func sum(_ base: Int, _ delta: Int, for what: String) throws(ImageHeaderProblem) -> Int {
    let (sum, overflow) = base.addingReportingOverflow(delta)
    guard !overflow else { throw .malformed("\(what) lies beyond any file") }
    return sum
  }

  /// Returns a 32-bit offset read from a file as an `Int`, or throws where
  /// `Int` is too narrow to hold it.
  static func from(_ value: UInt32, for what: String) throws(ImageHeaderProblem) -> Int {
    guard let offset = Int(exactly: value) else {
      throw .malformed("\(what) lies beyond any file")
    }
    return offset
  }
}
