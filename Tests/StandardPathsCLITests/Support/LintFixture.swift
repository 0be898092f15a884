import Foundation

/// The resource folder of the `lint` tests, written into a scratch
/// directory: one case per folder, each either a finding (with the findings
/// it must produce, no more) or a false-positive class (no finding), made
/// of real PNGs of exact pixel sizes.
enum LintFixture {
  /// A file of a case.
  enum Content {
    /// A PNG of one colour (drawn by browsers; stored uncompressed, so keep
    /// it small).
    case png(Int, Int, (UInt8, UInt8, UInt8))
    /// A PNG header of this size, without pixels (for large images).
    case pngHeader(Int, Int)
    /// A PNG of random pixels (large: 300 × 300 is 265 KB).
    case noise(Int, Int)
    /// Bytes that are not a PNG.
    case bytes(String)
    /// A symbolic link to this (missing) target.
    case danglingLink(String)
  }

  /// A case: its files and the `"kind file"` of every finding it makes
  /// when all presets are audited (empty: a false-positive class).
  struct Case {
    var name: String
    var files: [(String, Content)]
    var findings: [String]
  }

  static let cases: [Case] = [
    Case(
      name: "clean",
      files: [
        ("Clean/star.png", .png(8, 8, (230, 57, 70))),
        ("Clean/star@2x.png", .png(16, 16, (29, 53, 87))),
        ("Clean/star@3x.png", .png(24, 24, (42, 157, 143))),
        ("Clean/star~ipad.png", .png(12, 12, (244, 162, 97))),
        ("Clean/star@2x~ipad.png", .png(24, 24, (131, 56, 236))),
      ], findings: []),
    Case(
      name: "malformed suffixes",
      files: [
        ("Typo/ok.png", .png(8, 8, (58, 134, 255))),
        ("Typo/ok@2x.png", .png(16, 16, (94, 96, 206))),
        ("Typo/ok@3x.png", .png(24, 24, (72, 149, 239))),
        ("Typo/ok~IPAD.png", .png(8, 8, (251, 86, 7))),
        ("Typo/ok~ipad@2x.png", .png(16, 16, (6, 214, 160))),
        ("Typo/ok@3.png", .png(24, 24, (6, 100, 160))),
        ("Typo/ok@2x@2x.png", .png(16, 16, (60, 100, 160))),
        ("Typo/ok-568H@2x.png", .png(16, 16, (160, 100, 60))),
      ],
      findings: [
        "malformedSuffix Typo/ok-568H@2x.png", "malformedSuffix Typo/ok@2x@2x.png",
        "malformedSuffix Typo/ok@3.png", "malformedSuffix Typo/ok~IPAD.png",
        "malformedSuffix Typo/ok~ipad@2x.png",
      ]),
    Case(
      name: "cocos2d suffixes",
      files: [
        ("Cocos/hero.png", .png(8, 8, (0, 180, 216))),
        ("Cocos/hero-hd.png", .png(16, 16, (255, 0, 110))),
        ("Cocos/hero@3x.png", .png(24, 24, (255, 90, 110))),
        ("Cocos/hero-ipad.png", .png(16, 16, (17, 138, 178))),
        ("Cocos/hero-ipadhd.png", .png(32, 32, (38, 70, 83))),
        ("Cocos/hero-iphonehd.png", .png(16, 16, (233, 196, 106))),
      ],
      findings: [
        "foreignSuffix Cocos/hero-ipad.png", "foreignSuffix Cocos/hero-ipadhd.png",
        "foreignSuffix Cocos/hero-iphonehd.png",
      ]),
    Case(
      name: "case collision",
      files: [
        ("Case/Logo.png", .png(8, 8, (17, 100, 178))),
        ("Case/Logo@2x.png", .png(16, 16, (38, 100, 83))),
        ("Case/Logo@3x.png", .png(24, 24, (233, 100, 106))),
        ("Case/logo@2x.png", .png(16, 16, (239, 71, 111))),
      ],
      findings: ["caseCollision Case/Logo.png", "upscaledFallback Case/logo@2x.png"]),
    Case(
      name: "duplicate variant",
      files: [
        ("Splash/splash.png", .png(8, 8, (7, 59, 76))),
        ("Splash/splash@2x.png", .png(16, 16, (118, 200, 147))),
        ("Splash/splash@3x.png", .png(24, 24, (82, 183, 136))),
        ("Splash/splash-hd-568h.png", .png(16, 16, (255, 209, 102))),
        ("Splash/splash-568h-hd.png", .png(16, 16, (153, 217, 140))),
      ],
      findings: [
        "upscaledFallback Splash/splash-568h-hd.png", "duplicateVariant Splash/splash-hd-568h.png",
      ]),
    Case(
      name: "iCloud placeholder",
      files: [
        ("Cloud/sky.png", .png(8, 8, (52, 160, 100))),
        ("Cloud/sky@3x.png", .png(24, 24, (52, 100, 164))),
        ("Cloud/.sky@2x.png.icloud", .bytes("bplist00")),
      ],
      findings: ["notDownloaded Cloud/sky@2x.png"]),
    Case(
      name: "unreadable image",
      files: [
        ("Broken/bad.png", .bytes("\u{89}PNG\r\n\u{1A}\n\0\0")),
        ("Broken/bad@2x.png", .png(16, 16, (100, 30, 30))),
        ("Broken/bad@3x.png", .png(24, 24, (30, 100, 30))),
      ],
      findings: ["unreadableImage Broken/bad.png"]),
    Case(
      name: "pixel sizes",
      files: [
        ("Sizes/wrong.png", .png(8, 8, (200, 100, 0))),
        ("Sizes/wrong@2x.png", .png(16, 16, (200, 0, 100))),
        ("Sizes/wrong@3x.png", .png(32, 32, (0, 100, 200))),
        ("Sizes/flat.png", .png(8, 8, (100, 200, 0))),
        ("Sizes/flat@2x.png", .png(16, 16, (100, 0, 200))),
        ("Sizes/flat@3x.png", .png(24, 24, (0, 200, 100))),
        ("Sizes/flat-hd.png", .png(8, 8, (150, 150, 0))),
      ],
      findings: ["wrongPixelSize Sizes/flat-hd.png", "wrongPixelSize Sizes/wrong@3x.png"]),
    Case(
      name: "missing base",
      files: [
        ("Pads/tablet~ipad.png", .png(12, 12, (52, 160, 164))),
        ("Pads/tablet@2x~ipad.png", .png(24, 24, (181, 23, 158))),
      ],
      findings: ["missingBase Pads/tablet.png"]),
    Case(
      name: "unreachable variant",
      files: [
        ("Icons/thing.png", .png(8, 8, (10, 180, 216))),
        ("Icons/thing@2x.png", .png(16, 16, (10, 100, 216))),
        ("Icons/thing@3x.png", .png(24, 24, (10, 50, 216))),
        ("Icons/thing-hd@2x~iphone.png", .png(16, 16, (255, 10, 110))),
      ],
      findings: ["unreachableVariant Icons/thing-hd@2x~iphone.png"]),
    Case(
      name: "upscaled fallback",
      files: [("Photo/photo.png", .png(8, 8, (255, 190, 11)))],
      findings: ["upscaledFallback Photo/photo.png"]),
    Case(
      name: "launch images and icons",
      files: [
        ("Launch/Default.png", .pngHeader(320, 480)),
        ("Launch/Default@2x.png", .pngHeader(640, 960)),
        ("Launch/Icon@2x.png", .pngHeader(100, 100)),
      ],
      findings: [
        "missingLaunchImage Launch/Default-568h@2x.png", "wrongPixelSize Launch/Icon@2x.png",
      ]),
    Case(
      name: "asset catalog",
      files: [
        ("Assets.xcassets/Contents.json", .bytes("{\"info\": {\"version\": 1}}")),
        ("Assets.xcassets/Star.imageset/Contents.json", .bytes(starSet)),
        ("Assets.xcassets/Star.imageset/star.png", .png(8, 8, (90, 90, 200))),
        ("Assets.xcassets/Star.imageset/star@2x.png", .png(24, 24, (90, 200, 90))),
        ("Assets.xcassets/Star.imageset/extra.png", .png(8, 8, (200, 90, 90))),
        ("Assets.xcassets/Good.imageset/Contents.json", .bytes(goodSet)),
        ("Assets.xcassets/Good.imageset/good.png", .png(8, 8, (90, 90, 90))),
        ("Assets.xcassets/Good.imageset/good@2x.png", .png(16, 16, (120, 120, 120))),
        ("Assets.xcassets/Good.imageset/good@3x.png", .png(24, 24, (150, 150, 150))),
        ("Assets.xcassets/Broken.imageset/Contents.json", .bytes("{\"images\": 3")),
      ],
      findings: [
        "catalogUnreadable Assets.xcassets/Broken.imageset/Contents.json",
        "catalogUnlistedFile Assets.xcassets/Star.imageset/extra.png",
        "wrongPixelSize Assets.xcassets/Star.imageset/star@2x.png",
        "catalogMissingFile Assets.xcassets/Star.imageset/star@3x.png",
      ]),
    Case(
      name: "only iOS devices look at these",
      files: [
        ("Scope/View~iphone.xib", .bytes("<xib/>")),
        ("Scope/View~ipad.xib", .bytes("<xib/>")),
        ("Scope/art.png", .png(8, 8, (70, 70, 140))),
        ("Scope/art@2x.png", .png(16, 16, (70, 140, 70))),
        ("Scope/art@3x.png", .png(24, 24, (140, 70, 70))),
        ("Scope/art~mac.png", .png(8, 8, (140, 140, 70))),
      ],
      findings: ["missingBase Scope/View.xib", "upscaledFallback Scope/art~mac.png"]),
    Case(
      name: "non-image resources",
      files: [
        ("Data/level.plist", .bytes("<plist version=\"1.0\"/>\n")),
        ("Data/level-hd.plist", .bytes("<plist version=\"1.0\"/>\n")),
        ("Data/font.fnt", .bytes("info face=x\n")),
        ("Data/font-hd.fnt", .bytes("info face=x\n")),
        ("Data/map.tmx", .bytes("<map/>\n")),
        ("Data/notes.txt", .bytes("notes\n")),
      ], findings: []),
    Case(
      name: "system images of the right size",
      files: [
        ("App/Default.png", .pngHeader(320, 480)),
        ("App/Default@2x.png", .pngHeader(640, 960)),
        ("App/Default-568h@2x.png", .pngHeader(640, 1136)),
        // A launch image for the iPhone 6: the app runs full screen on
        // every phone, not zoomed (AppDisplayMode).
        ("App/Default-667h@2x.png", .pngHeader(750, 1334)),
        ("App/Icon.png", .pngHeader(57, 57)),
        ("App/Icon@2x.png", .pngHeader(114, 114)),
        ("App/Icon-72.png", .pngHeader(72, 72)),
        ("App/Icon-72@2x.png", .pngHeader(144, 144)),
        ("App/Icon-60@2x.png", .pngHeader(120, 120)),
        ("App/Icon-60@3x.png", .pngHeader(180, 180)),
        ("App/Icon-76.png", .pngHeader(76, 76)),
        ("App/Icon-76@2x.png", .pngHeader(152, 152)),
        ("App/iTunesArtwork", .pngHeader(512, 512)),
      ], findings: []),
    Case(
      name: "rounded sizes and unknown formats",
      files: [
        ("Round/r.png", .png(25, 25, (30, 30, 90))),
        ("Round/r@2x.png", .png(51, 51, (30, 90, 30))),
        ("Round/r@3x.png", .png(76, 76, (90, 30, 30))),
        ("Round/tex.webp", .bytes("RIFF\0\0\0\0WEBPVP8 ")),
        ("Round/tex@2x.webp", .bytes("RIFF\0\0\0\0WEBPVP8 ")),
        ("Round/tex@3x.webp", .bytes("RIFF\0\0\0\0WEBPVP8 ")),
      ], findings: []),
    Case(
      name: "dangling link",
      files: [
        ("Links/ghost.png", .png(8, 8, (20, 20, 20))),
        ("Links/ghost@2x.png", .danglingLink("nowhere@2x.png")),
      ],
      findings: ["upscaledFallback Links/ghost.png"]),
    Case(
      name: "hostile name and a large image",
      files: [
        ("Hostile/<script>alert(1)<.png", .png(8, 8, (120, 120, 120))),
        ("Hostile/<script>alert(1)<@2x.png", .png(16, 16, (110, 110, 110))),
        ("Hostile/<script>alert(1)<@3x.png", .png(24, 24, (100, 100, 100))),
        ("Big/huge.png", .noise(300, 300)),
        ("Big/huge@2x.png", .pngHeader(600, 600)),
        ("Big/huge@3x.png", .pngHeader(900, 900)),
      ], findings: []),
  ]

  static let starSet = """
    {"images": [
      {"idiom": "universal", "filename": "star.png", "scale": "1x"},
      {"idiom": "universal", "filename": "star@2x.png", "scale": "2x"},
      {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"}
    ], "info": {"version": 1, "author": "xcode"}}
    """
  static let goodSet = """
    {"images": [
      {"idiom": "universal", "filename": "good.png", "scale": "1x"},
      {"idiom": "universal", "filename": "good@2x.png", "scale": "2x"},
      {"idiom": "universal", "filename": "good@3x.png", "scale": "3x"}
    ], "info": {"version": 1, "author": "xcode"}}
    """

  /// The `"kind file"` of every finding, in report order (by file).
  static var findings: [String] {
    cases.flatMap(\.findings).sorted {
      let left = $0.split(separator: " ", maxSplits: 1)[1]
      let right = $1.split(separator: " ", maxSplits: 1)[1]
      return left == right ? $0 < $1 : left.utf8.lexicographicallyPrecedes(right.utf8)
    }
  }

  /// The number of files the audit lists (dangling links are none).
  static var fileCount: Int {
    cases.flatMap(\.files).count {
      if case .danglingLink = $0.1 { return false }
      return true
    }
  }

  /// Writes the fixture under `root` (created if needed).
  static func write(to root: String) throws {
    for (path, content) in cases.flatMap(\.files) {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      switch content {
      case .png(let width, let height, let rgb):
        try PNGImage.solid(width: width, height: height, red: rgb.0, green: rgb.1, blue: rgb.2)
          .write(to: URL(filePath: full))
      case .pngHeader(let width, let height):
        try PNGImage.headerOnly(width: width, height: height).write(to: URL(filePath: full))
      case .noise(let width, let height):
        try PNGImage.noise(width: width, height: height).write(to: URL(filePath: full))
      case .bytes(let text):
        try Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
          .write(to: URL(filePath: full))
      case .danglingLink(let target):
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
      }
    }
  }

  /// Writes a clean folder: one asset that every preset resolves at its
  /// scale, with proportional sizes.
  static func writeClean(to root: String) throws {
    let clean: [(String, Int, (UInt8, UInt8, UInt8))] = [
      ("clean.png", 8, (200, 0, 0)), ("clean@2x.png", 16, (0, 200, 0)),
      ("clean@3x.png", 24, (0, 0, 200)), ("clean~ipad.png", 12, (200, 200, 0)),
      ("clean@2x~ipad.png", 24, (0, 200, 200)),
    ]
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, side, rgb) in clean {
      try PNGImage.solid(width: side, height: side, red: rgb.0, green: rgb.1, blue: rgb.2)
        .write(to: URL(filePath: root + "/" + path))
    }
  }
}
