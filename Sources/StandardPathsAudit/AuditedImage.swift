import StandardPathsSuffixes

/// A width and height in pixels, as an image's header states them.
public struct AuditPixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns of pixels.
  public var width: Int
  /// Rows of pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `40×30`, as messages print it.
  public var description: String { "\(width)×\(height)" }
}

/// What an audit read from an image file's header: its format and the pixel
/// size of each page, without decoding any pixel.
///
/// PNG, JPEG, GIF, TIFF (every page) and BMP are sized; other formats
/// (WebP, HEIC, PVR textures, …) have an unknown size, and a header that is
/// cut short or contradicts itself has a ``problem``.
public struct AuditedImage: Sendable, Hashable {
  /// The format the header shows (`png`, `jpeg`, `gif`, `tiff`, `bmp`), or
  /// `nil` when the size is unknown.
  public var format: String?
  /// The size of each page: one for most images, one per page for a
  /// multi-page TIFF; empty when the size is unknown.
  public var pages: [AuditPixelSize]
  /// Why the header cannot be read (the file is damaged or not what its
  /// extension says), or `nil`.
  public var problem: String?

  /// Creates the description of an image.
  public init(format: String?, pages: [AuditPixelSize], problem: String? = nil) {
    self.format = format
    self.pages = pages
    self.problem = problem
  }

  /// The first page's size, or `nil` when the size is unknown.
  public var pixelSize: AuditPixelSize? { pages.first }

  /// An image whose format the audit does not size.
  public static let unknownSize = AuditedImage(format: nil, pages: [])
}

extension AuditPixelSize {
  /// Whether the image is at most 2 × 2 pixels, such as newsyc's 1 × 1
  /// `clear.png`: a filler or a colour swatch, which upscaling does not
  /// blur.
  var isFiller: Bool { width <= 2 && height <= 2 }

  /// Whether the image spans `device`'s screen in pixels across its narrow
  /// side, both ways (a 2048 × 2048 launch artwork, a 1280-pixel backdrop
  /// on a 1242-pixel-wide phone): shown across the screen it is not
  /// enlarged, whatever scale its name claims; in a smaller view it is
  /// shrunk.
  func spansScreen(of device: Device) -> Bool {
    min(width, height) >= Int(min(device.screenSize.width, device.screenSize.height) * device.scale)
  }
}
