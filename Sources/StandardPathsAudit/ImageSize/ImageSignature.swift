/// What the first bytes of a file say it is: the magic numbers of the
/// formats the reader knows, kept apart from the parsers that trust them.
enum ImageSignature: Equatable {
  /// A whole signature of a format the reader sizes.
  case format(ImageFormat)
  /// The data ends inside (or before) a known signature.
  case cutShort
  /// A recognised format the reader does not size (BigTIFF).
  case unsupportedVariant
  /// No known signature.
  case unknown

  /// The longest signature, in bytes: how much of a file to classify.
  static let length = 8

  /// Each format's signatures, byte for byte.
  private static let signatures: [(ImageFormat, [UInt8])] = [
    (.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    (.jpeg, [0xFF, 0xD8, 0xFF]),
    (.gif, Array("GIF87a".utf8)),
    (.gif, Array("GIF89a".utf8)),
    (.tiff, [0x49, 0x49, 0x2A, 0x00]),
    (.tiff, [0x4D, 0x4D, 0x00, 0x2A]),
    (.bmp, Array("BM".utf8)),
  ]

  /// BigTIFF (version 43), whose 64-bit offsets the reader does not follow.
  private static let bigTIFF: [[UInt8]] = [[0x49, 0x49, 0x2B, 0x00], [0x4D, 0x4D, 0x00, 0x2B]]

  /// Classifies the first bytes of a file (at most ``length`` are looked at).
  static func classify(_ prefix: [UInt8]) -> ImageSignature {
    for (format, signature) in signatures where prefix.starts(with: signature) {
      return .format(format)
    }
    if bigTIFF.contains(where: { prefix.starts(with: $0) }) {
      return .unsupportedVariant
    }
    let all = signatures.map(\.1) + bigTIFF
    if prefix.count < length, all.contains(where: { $0.starts(with: prefix) }) {
      return .cutShort
    }
    return .unknown
  }
}
