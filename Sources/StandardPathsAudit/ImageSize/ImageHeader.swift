/// What an image's header says: its format and the pixel size of each page.
struct ImageHeader: Sendable, Hashable {
  /// The format recognised from the file's signature.
  var format: ImageFormat
  /// One size per page, in file order, never empty. Only a multi-page TIFF
  /// (such as a HiDPI TIFF holding a 1x and a 2x page) has more than one; an
  /// animated GIF has one, its logical screen.
  var pages: [PixelSize]

}
