/// The image formats whose headers ``ImageHeaderReader`` understands.
///
/// A file is recognised by its first bytes, never by its extension, so a
/// JPEG named `icon.png` is reported as the JPEG it is.
enum ImageFormat: String, Sendable, CaseIterable {
  /// Portable Network Graphics, including APNG and Apple's `CgBI` variant.
  case png
  /// JPEG/JFIF/EXIF: baseline, progressive, lossless and arithmetic-coded.
  case jpeg
  /// GIF 87a and 89a; an animation is sized by its logical screen.
  case gif
  /// Classic TIFF in either byte order, every page of a multi-page file.
  case tiff
  /// Windows and OS/2 bitmaps.
  case bmp

  /// Recognises a format from the first bytes of a file.
  ///
  /// - Parameter magicBytes: The start of the file; 8 bytes are enough.
  /// - Returns: The format whose whole signature begins `magicBytes`, or
  ///   `nil` for anything else (including BigTIFF, WebP and HEIC, which the
  ///   reader does not size, and a prefix too short to tell).
  init?(magicBytes: some Collection<UInt8>) {
    guard case .format(let format) = ImageSignature.classify(Array(magicBytes.prefix(8))) else {
      return nil
    }
    self = format
  }
}
