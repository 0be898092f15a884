/// The device an Apple app runs on, from the values UIKit and AppKit report
/// about its screen: a pure mapping, so every case is tested on Linux. The
/// few lines that read `UIDevice`, `UIScreen` and `NSScreen` are in
/// `StandardPathsCompatibility` (``Device/mainScreen``).
extension Device {
  /// The device UIKit describes.
  ///
  /// ```swift
  /// // An iPad: idiom .pad (1), 768 × 1024 points at scale 2.
  /// Device(userInterfaceIdiom: 1, scale: 2, screenWidth: 768, screenHeight: 1024)  // .iPadRetina
  /// ```
  ///
  /// - Parameters:
  ///   - rawValue: `UIDevice.current.userInterfaceIdiom.rawValue`; see
  ///     ``InterfaceIdiom/init(userInterfaceIdiomRawValue:)``.
  ///   - scale: `UIScreen.main.scale`.
  ///   - screenWidth: `UIScreen.main.bounds.width`, in points.
  ///   - screenHeight: `UIScreen.main.bounds.height`, in points.
  /// - Returns: `nil` if the scale or a side is not a positive, finite
  ///   number (a screen that reports none yet).
  public init?(
    userInterfaceIdiom rawValue: Int, scale: Double, screenWidth: Double, screenHeight: Double
  ) {
    self.init(
      checkedIdiom: InterfaceIdiom(userInterfaceIdiomRawValue: rawValue), scale: scale,
      width: screenWidth, height: screenHeight)
  }

  /// The device AppKit describes: always a desktop.
  ///
  /// - Parameters:
  ///   - backingScaleFactor: `NSScreen.main.backingScaleFactor`.
  ///   - screenWidth: `NSScreen.main.frame.width`, in points.
  ///   - screenHeight: `NSScreen.main.frame.height`, in points.
  /// - Returns: `nil` if the scale or a side is not a positive, finite
  ///   number.
  public init?(backingScaleFactor: Double, screenWidth: Double, screenHeight: Double) {
    self.init(
      checkedIdiom: .desktop, scale: backingScaleFactor, width: screenWidth,
      height: screenHeight)
  }

  private init?(checkedIdiom idiom: InterfaceIdiom, scale: Double, width: Double, height: Double) {
    for value in [scale, width, height] where !(value.isFinite && value > 0) { return nil }
    self.init(idiom: idiom, scale: scale, width: width, height: height)
  }
}

extension InterfaceIdiom {
  /// The idiom of a `UIUserInterfaceIdiom` raw value.
  ///
  /// | raw value | UIKit | idiom |
  /// |---|---|---|
  /// | 0 | `.phone` | ``phone`` |
  /// | 1 | `.pad` | ``pad`` |
  /// | 2 | `.tv` | ``tv`` |
  /// | 3 | `.carPlay` | ``carPlay`` |
  /// | 5 | `.mac` (Mac Catalyst) | ``desktop`` |
  /// | -1, 6 (`.vision`), any other | `.unspecified`, … | ``unspecified`` |
  ///
  /// Vision has no suffix of its own (Design/suffix-grammar-and-devices.md#grammar-and-fixes), so a
  /// visionOS app loads the plain variants, as an app with an unspecified idiom does.
  public init(userInterfaceIdiomRawValue rawValue: Int) {
    switch rawValue {
    case 0: self = .phone
    case 1: self = .pad
    case 2: self = .tv
    case 3: self = .carPlay
    case 5: self = .desktop
    default: self = .unspecified
    }
  }
}
