// `@testable` reaches the internal API from this other package (debug builds).
@testable import StandardPathsAudit

/// Reads arbitrary bytes as an image header and checks the reader's
/// promises: sizes are positive, pages number 1 to 1024, the format agrees
/// with the signature, reading in 4 KiB blocks (as from a file) gives the
/// same result as reading from memory, and a prefix that gives a size gives
/// the whole input's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let result = ImageHeaderReader.read(bytes)
  switch result {
  case .size(let header):
    precondition((1...1_024).contains(header.pages.count), "\(header.pages.count) pages")
    for page in header.pages {
      precondition(page.width > 0 && page.height > 0, "page \(page)")
    }
    precondition(ImageFormat(magicBytes: bytes) == header.format, "format disagrees")
  case .malformed(let reason):
    precondition(!reason.isEmpty, "malformed without a reason")
  case .unsupported:
    break
  }
  let blocks = ImageHeaderReader.read(from: BlockSource(bytes: bytes))
  precondition(blocks == result, "block reads give \(blocks), memory \(result)")
  for cut in [size / 2, size &- 1, Int(bytes.last ?? 0) % (size + 1)] where cut >= 0 {
    let prefix = ImageHeaderReader.read(UnsafeBufferPointer(rebasing: bytes[..<cut]))
    if case .size = prefix {
      precondition(prefix == result, "prefix of \(cut) bytes reads \(prefix), whole \(result)")
    }
  }
  return 0
}

/// The input read a 4 KiB block at a time, the way the file reader reads.
private struct BlockSource: ImageByteSource {
  /// The fuzzer's input.
  let bytes: UnsafeBufferPointer<UInt8>

  /// A file system block, as the file reader uses.
  var readAhead: Int { 4_096 }

  /// Returns the range, shortened at the end of the input.
  func bytes(at offset: Int, count: Int) -> [UInt8] {
    ImageBytes(bytes).bytes(at: offset, count: count)
  }
}
