/// The traits of a screen that decide which resource variant to load: its
/// interface idiom, its scale and its size in points.
///
/// Resolving resources and the device-dependent suffix members compute from
/// a `Device` value, so every device can be examined on any host:
///
/// ```swift
/// FileName("icon.png").appendingDeviceScaleSuffix(for: .iPhone6Plus).string
/// // "icon@3x.png"
/// ```
///
/// Presets describe well-known devices (``iPhone5``, ``iPadRetina``,
/// ``macRetina``, …); ``current`` is the device the seed-compatible `String`
/// members use.
public struct Device: Sendable, Hashable {
  /// A screen's width and height in points, as the screen reports them (so
  /// they swap when the screen rotates).
  public struct ScreenSize: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size from a width and a height in points.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// The kind of device.
  public var idiom: InterfaceIdiom
  /// The number of pixels per point along each axis (`1`, `2`, `3`, or a
  /// fractional value such as `1.5`); a positive number.
  public var scale: Double
  /// The screen's size in points.
  public var screenSize: ScreenSize

  /// Creates a device from its traits.
  ///
  /// - Parameters:
  ///   - idiom: The kind of device.
  ///   - scale: Pixels per point, a positive number.
  ///   - screenSize: The screen's size in points.
  public init(idiom: InterfaceIdiom, scale: Double, screenSize: ScreenSize) {
    self.idiom = idiom
    self.scale = scale
    self.screenSize = screenSize
  }

  /// Creates a device from its traits, with the screen size given as width
  /// and height in points.
  public init(idiom: InterfaceIdiom, scale: Double, width: Double, height: Double) {
    self.init(idiom: idiom, scale: scale, screenSize: ScreenSize(width: width, height: height))
  }

  /// The screen's longer side in points, whatever the orientation; the
  /// number in a height suffix such as `-568h`.
  public var screenHeight: Double { max(screenSize.width, screenSize.height) }

  /// The screen's height divided by its width, as the screen reports them.
  var aspectRatio: Double { screenSize.height / screenSize.width }

  /// Whether the screen is 16:9 in either orientation, tested as the seed
  /// does (an aspect ratio within 0.01 of 1.775 or of 0.5633802817).
  ///
  /// True for the iPhone 5, 6 and 6 Plus; false for 3.5-inch iPhones, the
  /// iPhone X and iPads.
  public var isWidescreen: Bool {
    let aspect = aspectRatio
    return abs(aspect - 1.775) < 0.01 || abs(aspect - 0.5633802817) < 0.01
  }

  /// Whether the screen has more than one pixel per point.
  public var isRetina: Bool { scale > 1 }

  /// Whether `-hd` resources suit the device: any device that is not a
  /// phone, and phones with a Retina screen.
  public var isHD: Bool { idiom != .phone || scale > 1 }
}
