/// The outcome of reading an image's header, one case per way the audit
/// reports it.
enum ImageHeaderResult: Sendable, Hashable {
  /// The header was read: format and page sizes, every one positive.
  case size(ImageHeader)
  /// Not a format the reader sizes (WebP, HEIC, BigTIFF, not an image):
  /// the audit says "size unknown".
  case unsupported
  /// A known format whose header is cut short or contradicts itself; the
  /// reason names the format and what is wrong.
  case malformed(reason: String)
}
