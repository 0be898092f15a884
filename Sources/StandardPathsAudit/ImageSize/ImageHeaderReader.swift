/// Reads images' pixel sizes from their headers, without decoding pixels.
///
/// PNG, JPEG, GIF, classic TIFF (every page) and BMP are sized; anything else
/// is `.unsupported`, and a header that is cut short or contradicts itself
/// is `.malformed`. The reader never crashes, allocates by a length read
/// from the file, or returns a size the bytes do not state: a prefix of a
/// file reads as the whole file would, or as `.malformed`. Work and memory
/// are bounded by the caps on JPEG segments and TIFF directories.
///
/// ```swift
/// switch try ImageHeaderReader.read(fileAtPath: "Images/icon@2x.png") {
/// case .size(let header): print(header.format, header.pages)  // png [40x30]
/// case .unsupported: print("size unknown")
/// case .malformed(let reason): print(reason)
/// }
/// ```
enum ImageHeaderReader {
  /// Reads the header of an image held in memory.
  ///
  /// - Parameter bytes: The image, or at least its start.
  /// - Returns: The format and page sizes, `.unsupported` or `.malformed`.
  static func read(_ bytes: some RandomAccessCollection<UInt8>) -> ImageHeaderResult {
    read(from: ImageBytes(bytes))
  }

  /// Reads the header of an image from any source, asking it only for the
  /// ranges the header occupies.
  ///
  /// - Parameter source: Where the image's bytes come from.
  /// - Returns: The format and page sizes, `.unsupported` or `.malformed`.
  /// - Throws: The source's error if a read fails; the bytes read so far
  ///   are then not judged.
  static func read<Source: ImageByteSource>(
    from source: Source
  ) throws(Source.Failure) -> ImageHeaderResult {
    var window = ImageByteWindow(source)
    let result: ImageHeaderResult
    do throws(ImageHeaderProblem) {
      result = .size(try header(in: &window))
    } catch .malformed(let reason) {
      result = .malformed(reason: reason)
    } catch {
      result = .unsupported
    }
    if let failure = window.failure { throw failure }
    return result
  }

  /// Recognises the format from the signature and runs its parser.
  private static func header<Source>(
    in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> ImageHeader {
    let prefix = Array(window.available(at: 0, upTo: ImageSignature.length))
    let format: ImageFormat
    switch ImageSignature.classify(prefix) {
    case .format(let recognised): format = recognised
    case .cutShort: throw .malformed("file ends before its signature does")
    case .unsupportedVariant, .unknown: throw .unsupported
    }
    let pages: [PixelSize]
    switch format {
    case .png: pages = try PNGHeaderParser.pages(in: &window)
    case .jpeg: pages = try JPEGHeaderParser.pages(in: &window)
    case .gif: pages = try GIFHeaderParser.pages(in: &window)
    case .tiff: pages = try TIFFHeaderParser.pages(in: &window, bigEndian: prefix.first == 0x4D)
    case .bmp: pages = try BMPHeaderParser.pages(in: &window)
    }
    return ImageHeader(format: format, pages: pages)
  }
}
