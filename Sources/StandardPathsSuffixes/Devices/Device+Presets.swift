extension Device {
  /// The iPhone 3GS: phone, scale 1, 320 × 480 points.
  public static let iPhone3GS = Device(idiom: .phone, scale: 1, width: 320, height: 480)
  /// The iPhone 4 and 4S: phone, scale 2, 320 × 480 points.
  public static let iPhone4 = Device(idiom: .phone, scale: 2, width: 320, height: 480)
  /// The iPhone 5, 5s and SE (first generation): phone, scale 2, 320 × 568 points.
  public static let iPhone5 = Device(idiom: .phone, scale: 2, width: 320, height: 568)
  /// The iPhone 6, 7 and 8: phone, scale 2, 375 × 667 points.
  public static let iPhone6 = Device(idiom: .phone, scale: 2, width: 375, height: 667)
  /// The iPhone 6 Plus, 7 Plus and 8 Plus: phone, scale 3, 414 × 736 points.
  public static let iPhone6Plus = Device(idiom: .phone, scale: 3, width: 414, height: 736)
  /// The iPhone X: phone, scale 3, 375 × 812 points.
  public static let iPhoneX = Device(idiom: .phone, scale: 3, width: 375, height: 812)
  /// The iPad 2 and first iPad mini: pad, scale 1, 768 × 1024 points.
  public static let iPad = Device(idiom: .pad, scale: 1, width: 768, height: 1024)
  /// A Retina iPad: pad, scale 2, 768 × 1024 points.
  public static let iPadRetina = Device(idiom: .pad, scale: 2, width: 768, height: 1024)
  /// A Mac with a standard screen: desktop, scale 1, 1440 × 900 points.
  public static let mac = Device(idiom: .desktop, scale: 1, width: 1440, height: 900)
  /// A Mac with a Retina screen: desktop, scale 2, 1440 × 900 points.
  public static let macRetina = Device(idiom: .desktop, scale: 2, width: 1440, height: 900)
  /// An Apple TV HD: TV, scale 1, 1920 × 1080 points.
  public static let appleTV = Device(idiom: .tv, scale: 1, width: 1920, height: 1080)

  /// The presets with their command-line names, in the tool's order.
  internal static let namedPresets: [(name: String, device: Device)] = [
    ("iphone3gs", .iPhone3GS), ("iphone4", .iPhone4), ("iphone5", .iPhone5),
    ("iphone6", .iPhone6), ("iphone6plus", .iPhone6Plus), ("iphonex", .iPhoneX),
    ("ipad", .iPad), ("ipad-retina", .iPadRetina), ("mac", .mac), ("mac-retina", .macRetina),
    ("appletv", .appleTV),
  ]

  /// Every preset, in the tool's order: ``iPhone3GS``, ``iPhone4``, …,
  /// ``appleTV``; `presets.compactMap(\.presetName)` gives their
  /// command-line names.
  public static let presets: [Device] = namedPresets.map(\.device)

  /// Creates the preset with the given command-line name, such as
  /// `"iphone6plus"` or `"ipad-retina"`, or returns `nil` if there is none.
  public init?(presetName: String) {
    guard let preset = Device.namedPresets.first(where: { $0.name == presetName }) else {
      return nil
    }
    self = preset.device
  }

  /// The command-line name of the preset equal to this device, or `nil` if
  /// the device is not a preset.
  public var presetName: String? {
    Device.namedPresets.first(where: { $0.device == self })?.name
  }
}
