/// Random access to the bytes of an image, so that the reader fetches only
/// the ranges a header needs (a JPEG's frame header may follow a large EXIF
/// block; a TIFF's directories may sit anywhere, often after the pixels).
///
/// The reader asks for small ranges only (at most ``readAhead`` bytes or a
/// few dozen), never for a length read from the file.
protocol ImageByteSource {
  /// How reading can fail: `Never` for bytes already in memory.
  associatedtype Failure: Error

  /// How many bytes to fetch whenever the reader must fetch at all, so
  /// that neighbouring small reads cost one call: a disk block for a file,
  /// zero for memory (copy only what is asked for).
  var readAhead: Int { get }

  /// Returns the `count` bytes starting at `offset`, or fewer only where
  /// the data ends (none at all from its end on).
  ///
  /// - Parameters:
  ///   - offset: Where to start, from the start of the image; not negative.
  ///   - count: How many bytes to return at most; not negative.
  func bytes(at offset: Int, count: Int) throws(Failure) -> [UInt8]
}

/// An image already in memory (`[UInt8]`, `ArraySlice`, `Data`, a buffer
/// pointer), read without copying more than each request.
struct ImageBytes<Bytes: RandomAccessCollection<UInt8>>: ImageByteSource {
  /// The whole image.
  let bytes: Bytes

  /// Wraps bytes in memory.
  init(_ bytes: Bytes) {
    self.bytes = bytes
  }

  /// Memory needs no read-ahead: each request copies only its own bytes.
  var readAhead: Int { 0 }

  /// Returns the requested slice, shortened where the bytes end.
  func bytes(at offset: Int, count: Int) -> [UInt8] {
    guard
      offset >= 0, count > 0,
      let start = bytes.index(bytes.startIndex, offsetBy: offset, limitedBy: bytes.endIndex)
    else { return [] }
    let end = bytes.index(start, offsetBy: count, limitedBy: bytes.endIndex) ?? bytes.endIndex
    return Array(bytes[start..<end])
  }
}

extension ImageBytes: Sendable where Bytes: Sendable {}
