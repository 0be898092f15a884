/// The width and height of an image in pixels, as its header states them.
///
/// The audit compares these with the scale a file's name claims (`@2x`), so
/// they are the stored dimensions: an EXIF orientation that would rotate a
/// JPEG on screen is not applied.
struct PixelSize: Hashable, Sendable {
  /// Columns of pixels; positive in every size a reader returns.
  var width: Int
  /// Rows of pixels; positive in every size a reader returns.
  var height: Int

}

extension PixelSize: CustomStringConvertible {
  /// `40x30`: the form findings print.
  var description: String { "\(width)x\(height)" }
}
