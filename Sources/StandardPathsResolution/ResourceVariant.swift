import StandardPathsLocations
import StandardPathsSuffixes

/// The suffixes that tell one variant of a resource from another: what a
/// candidate adds to the requested name, and what an indexed file has.
///
/// Two file names with the same base and extension are the same variant
/// when their variants are equal, whatever the spelling of their numbers or
/// the order of `-hd` and a height (the structural equality of
/// ``FileName``).
struct ResourceVariant: Hashable, Sendable {
  /// The height of a `-<H>h` suffix.
  var height: Double?
  /// Whether the name has `-hd`.
  var isHD = false
  /// The scale of a `@<S>x` suffix.
  var scale: Double?
  /// The idiom of a `~<idiom>` suffix.
  var idiom: InterfaceIdiom?
  /// Whether the extension is replaced by `tiff` (the desktop's HiDPI
  /// sibling of a PNG or JPEG image); always `false` for indexed files.
  var isTIFF = false

  /// The variant with no suffixes.
  init() {}

  /// The suffixes of `name`.
  init(of name: FileName) {
    height = name.height
    isHD = name.isHD
    scale = name.scale
    idiom = name.idiom
  }

  /// `name` with this variant's suffixes (and `tiff` extension) in place of
  /// its own; suffixes that are unchanged keep their spelling.
  func applied(to name: FileName) -> FileName {
    var result = name
    result.height = height
    result.isHD = isHD
    result.scale = scale
    result.idiom = idiom
    if isTIFF { result.pathExtension = ResourceVariant.tiffExtension }
    return result
  }

  /// The extension of the desktop's HiDPI image sibling.
  static let tiffExtension = "tiff"
}
