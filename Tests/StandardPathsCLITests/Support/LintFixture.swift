import Foundation

/// A resource folder for the `lint` tests, written into a scratch
/// directory: real 8 × 8 PNGs of distinct colours, with at least one file
/// for every kind of finding, a name with `<script>` in it, a plist and an
/// image too large to embed in the HTML page.
enum LintFixture {
  /// The images and their colours.
  static let images: [(path: String, rgb: (UInt8, UInt8, UInt8))] = [
    ("Icons/star.png", (230, 57, 70)),
    ("Icons/star@2x.png", (29, 53, 87)),
    ("Icons/star@3x.png", (42, 157, 143)),
    ("Icons/star~ipad.png", (244, 162, 97)),
    ("Icons/star@2x~ipad.png", (131, 56, 236)),
    // unreachableVariant (and, as thing.png is 1x only, upscaledFallback)
    ("Icons/thing.png", (0, 180, 216)),
    ("Icons/thing-hd@2x~iphone.png", (255, 0, 110)),
    // malformedSuffix: wrong case, wrong order
    ("Buttons/ok.png", (58, 134, 255)),
    ("Buttons/ok@2x.png", (94, 96, 206)),
    ("Buttons/ok@3x.png", (72, 149, 239)),
    ("Buttons/ok~IPAD.png", (251, 86, 7)),
    ("Buttons/ok~ipad@2x.png", (6, 214, 160)),
    // caseCollision
    ("Logo.png", (17, 138, 178)),
    ("Logo@2x.png", (38, 70, 83)),
    ("Logo@3x.png", (233, 196, 106)),
    ("logo@2x.png", (239, 71, 111)),
    // duplicateVariant
    ("Splash/splash.png", (7, 59, 76)),
    ("Splash/splash@2x.png", (118, 200, 147)),
    ("Splash/splash@3x.png", (82, 183, 136)),
    ("Splash/splash-hd-568h.png", (255, 209, 102)),
    ("Splash/splash-568h-hd.png", (153, 217, 140)),
    // missingBase
    ("Pads/tablet~ipad.png", (52, 160, 164)),
    ("Pads/tablet@2x~ipad.png", (181, 23, 158)),
    // a hostile name (a file name cannot contain `/`, so no `</script>`)
    ("<script>alert(1)<.png", (120, 120, 120)),
    ("<script>alert(1)<@2x.png", (110, 110, 110)),
    ("<script>alert(1)<@3x.png", (100, 100, 100)),
  ]

  /// Other files: a plist and an image above the 256 KB embedding limit.
  static let plist = "Data/level.plist"
  static let largeImage = "Big/huge.png"

  /// The (kind, file) of every finding, in report order.
  static let findings = [
    "upscaledFallback Big/huge.png",
    "malformedSuffix Buttons/ok~IPAD.png",
    "malformedSuffix Buttons/ok~ipad@2x.png",
    "unreachableVariant Icons/thing-hd@2x~iphone.png",
    "upscaledFallback Icons/thing.png",
    "caseCollision Logo.png",
    "missingBase Pads/tablet.png",
    "upscaledFallback Splash/splash-568h-hd.png",
    "duplicateVariant Splash/splash-hd-568h.png",
    "missingBase logo.png",
    "upscaledFallback logo@2x.png",
  ]

  /// Writes the fixture under `root` (created if needed).
  static func write(to root: String) throws {
    for (path, rgb) in images {
      try write(PNGImage.solid(red: rgb.0, green: rgb.1, blue: rgb.2), to: root + "/" + path)
    }
    try write(Data("<plist version=\"1.0\"/>\n".utf8), to: root + "/" + plist)
    try write(PNGImage.noise(width: 300, height: 300), to: root + "/" + largeImage)
  }

  /// Writes a clean folder: one asset that every preset resolves at its
  /// scale.
  static func writeClean(to root: String) throws {
    let clean = [
      ("clean.png", (200, 0, 0)), ("clean@2x.png", (0, 200, 0)), ("clean@3x.png", (0, 0, 200)),
      ("clean~ipad.png", (200, 200, 0)), ("clean@2x~ipad.png", (0, 200, 200)),
    ]
    for (path, rgb) in clean {
      try write(
        PNGImage.solid(red: UInt8(rgb.0), green: UInt8(rgb.1), blue: UInt8(rgb.2)),
        to: root + "/" + path)
    }
  }

  private static func write(_ data: Data, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(filePath: path))
  }
}
