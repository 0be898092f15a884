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

  /// Whether the image, at `scale`, is a line at most one point thick
  /// (baisibudejie's 2 × 58-pixel `cell-button-line@2x.png` separator):
  /// views stretch it along its length, and upscaling a point across does
  /// not blur it.
  func isLine(atScale scale: Double) -> Bool { Double(min(width, height)) <= scale }

  /// Whether the image spans `device`'s screen in pixels across its narrow
  /// side, both ways (a 2048 × 2048 launch artwork, a 1280-pixel backdrop
  /// on a 1242-pixel-wide phone): shown across the screen it is not
  /// enlarged, whatever scale its name claims; in a smaller view it is
  /// shrunk.
  func spansScreen(of device: Device) -> Bool {
    min(width, height) >= Int(min(device.screenSize.width, device.screenSize.height) * device.scale)
  }

  /// Whether the image, at 1x, fits whole on `device`'s screen at its
  /// own size, one way up or the other. A larger one cannot be drawn at
  /// that size: code draws it into a frame of its choosing (wise-eating's
  /// 998 × 813-pixel allergen pictures in a single 1x slot, at 120 × 120
  /// points), which may need no more pixels than it has.
  func fitsScreenAt1x(of device: Device) -> Bool {
    let screen = device.screenSize
    return Double(min(width, height)) <= min(screen.width, screen.height)
      && Double(max(width, height)) <= max(screen.width, screen.height)
  }

  /// Whether the image is shaped like a screen, one way up or the other
  /// (its short side 0.45 to 0.76 of its long one, from an iPhone X's to
  /// an iPad's): it may be a backdrop drawn across the screen, whatever its
  /// size (Sharengo's 640 × 1056-pixel loader in a single 1x slot).
  var isShapedLikeAScreen: Bool {
    let ratio = Double(min(width, height)) / Double(max(width, height, 1))
    return (0.45...0.76).contains(ratio)
  }

  /// Whether `one` and `other` are each a whole screen in pixels (an
  /// iPhone's or an iPad's, at 1x, 2x or 3x, either way up) of different
  /// shapes: full-screen backdrops for two screens, each drawn to fill its
  /// own, so they need not be in proportion (shikaku's 320 × 480
  /// `background.png` and 768 × 1024 `background-hd.png`, which a game
  /// loads on the iPad).
  static func areBackdropsOfDifferentScreens(_ one: AuditPixelSize, _ other: AuditPixelSize)
    -> Bool
  {
    func isScreen(_ size: AuditPixelSize) -> Bool {
      let (short, long) = (min(size.width, size.height), max(size.width, size.height))
      return SystemImage.screenWidths.contains { height, width in
        [1.0, 2, 3].contains { Int(width * $0) == short && Int(height * $0) == long }
      }
    }
    let aspect = { (size: AuditPixelSize) in
      Double(max(size.width, size.height)) / Double(max(1, min(size.width, size.height)))
    }
    return isScreen(one) && isScreen(other) && abs(aspect(one) - aspect(other)) > 0.01
  }
}
