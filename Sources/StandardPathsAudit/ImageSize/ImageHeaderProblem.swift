/// Why a parser stopped short of a size: thrown inside the reader and turned
/// into an ``ImageHeaderResult`` at its entry point.
enum ImageHeaderProblem: Error {
  /// The header is cut short or contradicts itself.
  case malformed(String)
  /// The format is recognised but this variant is not sized.
  case unsupported
}
