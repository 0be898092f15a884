import StandardPathsSuffixes

/// Tables shared by the `FileName` tests and the seed-compatible `String`
/// tests, so both layers answer the same questions.
public enum SuffixFixtures {
  /// Shorthand for an expected parse result.
  public static func name(
    _ directory: String = "", _ base: String, height: Double? = nil, hd: Bool = false,
    scale: Double? = nil, idiom: InterfaceIdiom? = nil, ext: String? = nil, query: String? = nil
  ) -> FileName {
    FileName(
      directory: directory, base: base, height: height, isHD: hd, scale: scale, idiom: idiom,
      pathExtension: ext, query: query)
  }

  /// Input → the parts it parses into.
  public static let parsing: [(String, FileName)] = [
    // Plain names and each suffix kind.
    ("foo.png", name("", "foo", ext: "png")),
    ("foo", name("", "foo")),
    ("foo@2x.png", name("", "foo", scale: 2, ext: "png")),
    ("foo@3x.png", name("", "foo", scale: 3, ext: "png")),
    ("foo@1.5x.png", name("", "foo", scale: 1.5, ext: "png")),
    ("foo@1.5x", name("", "foo", scale: 1.5)),
    ("foo@2x", name("", "foo", scale: 2)),
    ("foo~ipad.png", name("", "foo", idiom: .pad, ext: "png")),
    ("foo~iphone.png", name("", "foo", idiom: .phone, ext: "png")),
    ("foo~tv.png", name("", "foo", idiom: .tv, ext: "png")),
    ("foo~car.png", name("", "foo", idiom: .carPlay, ext: "png")),
    ("foo~mac.png", name("", "foo", idiom: .desktop, ext: "png")),
    ("foo@2x~ipad.png", name("", "foo", scale: 2, idiom: .pad, ext: "png")),
    ("foo-568h.png", name("", "foo", height: 568, ext: "png")),
    ("foo-667h@2x.png", name("", "foo", height: 667, scale: 2, ext: "png")),
    ("foo-736h@3x~iphone.png", name("", "foo", height: 736, scale: 3, idiom: .phone, ext: "png")),
    ("foo-812h@3x", name("", "foo", height: 812, scale: 3)),
    ("foo-hd.png", name("", "foo", hd: true, ext: "png")),
    ("foo-hd@2x.png", name("", "foo", hd: true, scale: 2, ext: "png")),
    ("foo-hd~mac.png", name("", "foo", hd: true, idiom: .desktop, ext: "png")),
    ("foo-568h~ipad.png", name("", "foo", height: 568, idiom: .pad, ext: "png")),
    // Both orders of -hd and a height.
    (
      "foo-568h-hd@2x~iphone.png",
      name("", "foo", height: 568, hd: true, scale: 2, idiom: .phone, ext: "png")
    ),
    (
      "foo-hd-568h@2x~iphone.png",
      name("", "foo", height: 568, hd: true, scale: 2, idiom: .phone, ext: "png")
    ),
    (
      "foo-hd-1024h@2x~ipad.png",
      name("", "foo", height: 1024, hd: true, scale: 2, idiom: .pad, ext: "png")
    ),
    (
      "foo-1024h-hd@2x~ipad.png",
      name("", "foo", height: 1024, hd: true, scale: 2, idiom: .pad, ext: "png")
    ),
    ("foo-hd-hd.png", name("", "foo-hd", hd: true, ext: "png")),
    ("foo-568h-568h.png", name("", "foo-568h", height: 568, ext: "png")),
    ("foo--568h.png", name("", "foo-", height: 568, ext: "png")),
    // Double extensions.
    ("model.obj.gz", name("", "model", ext: "obj.gz")),
    ("foo.tar.gz", name("", "foo", ext: "tar.gz")),
    ("foo.gz", name("", "foo", ext: "gz")),
    ("model@2x.obj.gz", name("", "model", scale: 2, ext: "obj.gz")),
    ("model-hd~ipad.obj.gz", name("", "model", hd: true, idiom: .pad, ext: "obj.gz")),
    ("foo.gz.gz", name("", "foo", ext: "gz.gz")),
    ("foo@1.5x.gz", name("", "foo", scale: 1.5, ext: "gz")),
    ("foo.tar.GZ", name("", "foo.tar", ext: "GZ")),
    ("foo.tar.gz?x=1", name("", "foo", ext: "tar.gz", query: "x=1")),
    // Dot-files, trailing dots and extra dots.
    (".profile", name("", ".profile")),
    (".profile.png", name("", ".profile", ext: "png")),
    (".hidden@2x", name("", ".hidden", scale: 2)),
    (".tar.gz", name("", ".tar", ext: "gz")),
    ("foo.", name("", "foo.")),
    ("foo.@2x", name("", "foo.", scale: 2)),
    ("foo..png", name("", "foo.", ext: "png")),
    ("foo.bar.png", name("", "foo.bar", ext: "png")),
    ("foo.bar@2x~ipad.png", name("", "foo.bar", scale: 2, idiom: .pad, ext: "png")),
    ("foo.bar-568h.png", name("", "foo.bar", height: 568, ext: "png")),
    ("foo.bar@2x", name("", "foo.bar", scale: 2)),
    ("v1.2.3-hd.json", name("", "v1.2.3", hd: true, ext: "json")),
    // Directories and URLs are kept byte-for-byte; no suffix spans "/".
    ("http://a.com//b.png", name("http://a.com//", "b", ext: "png")),
    ("http://a.com//b@2x.png?v=1", name("http://a.com//", "b", scale: 2, ext: "png", query: "v=1")),
    ("a.png?v=1.2", name("", "a", ext: "png", query: "v=1.2")),
    ("a.png?", name("", "a", ext: "png", query: "")),
    ("foo?x=1", name("", "foo?x=1")),
    ("dir.d/foo", name("dir.d/", "foo")),
    ("/Users/me@corp/sandbox.png", name("/Users/me@corp/", "sandbox", ext: "png")),
    ("a/b/c@2x~iphone.png", name("a/b/", "c", scale: 2, idiom: .phone, ext: "png")),
    ("//double//slash//x-hd.png", name("//double//slash//", "x", hd: true, ext: "png")),
    ("/", name("/", "")),
    ("dir/", name("dir/", "")),
    ("foo.png/", name("foo.png/", "")),
    ("", name("", "")),
    (#"C:\dir\foo@2x.png"#, name("", #"C:\dir\foo"#, scale: 2, ext: "png")),
    // Look-alikes that are not suffixes.
    ("me@box.png", name("", "me@box", ext: "png")),
    ("splash-fresh.png", name("", "splash-fresh", ext: "png")),
    ("hi-tech.png", name("", "hi-tech", ext: "png")),
    ("foo@x.png", name("", "foo@x", ext: "png")),
    ("foo@.5x.png", name("", "foo@.5x", ext: "png")),
    ("foo@1.x.png", name("", "foo@1.x", ext: "png")),
    ("foo@1.2.3x.png", name("", "foo@1.2.3x", ext: "png")),
    ("foo-h.png", name("", "foo-h", ext: "png")),
    ("foo-568.png", name("", "foo-568", ext: "png")),
    ("foo568h.png", name("", "foo568h", ext: "png")),
    ("foo~ipad@2x.png", name("", "foo~ipad", scale: 2, ext: "png")),
    ("foo~watch.png", name("", "foo~watch", ext: "png")),
    ("foo@2x~watch.png", name("", "foo@2x~watch", ext: "png")),
    // Case-sensitive.
    ("foo@2X.png", name("", "foo@2X", ext: "png")),
    ("foo~IPAD.png", name("", "foo~IPAD", ext: "png")),
    ("foo-HD.png", name("", "foo-HD", ext: "png")),
    ("foo-568H.png", name("", "foo-568H", ext: "png")),
    ("foo@2x.PNG", name("", "foo", scale: 2, ext: "PNG")),
    // Numbers.
    ("foo@02x.png", name("", "foo", scale: 2, ext: "png")),
    ("foo@2.50x.png", name("", "foo", scale: 2.5, ext: "png")),
    ("foo@0x.png", name("", "foo", scale: 0, ext: "png")),
    ("foo-0h.png", name("", "foo", height: 0, ext: "png")),
    ("foo-1.5h.png", name("", "foo", height: 1.5, ext: "png")),
    ("foo-1024h.png", name("", "foo", height: 1024, ext: "png")),
    // Names that are nothing but suffixes.
    ("@2x.png", name("", "", scale: 2, ext: "png")),
    ("~ipad.png", name("", "", idiom: .pad, ext: "png")),
    ("-hd.png", name("", "", hd: true, ext: "png")),
    // Other text.
    ("file name with spaces@2x.png", name("", "file name with spaces", scale: 2, ext: "png")),
    ("ünïcødé-hd@2x~ipad.png", name("", "ünïcødé", hd: true, scale: 2, idiom: .pad, ext: "png")),
    ("日本/写真@3x.jpeg", name("日本/", "写真", scale: 3, ext: "jpeg")),
  ]

  /// Input → whether it has an extension.
  public static let hasExtension: [(String, Bool)] = [
    ("foo.png", true), ("foo", false), (".profile", false), ("foo.", false),
    ("foo.tar.gz", true), ("dir.d/foo", false), ("foo@1.5x", false), ("a.png?v=1", true),
    ("foo.bar@2x", false), ("foo..png", true),
  ]

  /// (input, new extension) → result.
  public static let replacingExtension: [(String, String, String)] = [
    ("foo.png", "jpg", "foo.jpg"),
    ("foo", "png", "foo.png"),
    ("foo.png", "", "foo"),
    ("model.obj.gz", "bin", "model.bin"),
    ("model.bin", "obj.gz", "model.obj.gz"),
    ("foo@2x~ipad.png", "jpg", "foo@2x~ipad.jpg"),
    ("a.png?v=1", "jpg", "a.jpg?v=1"),
    ("http://a.com//b.png", "gif", "http://a.com//b.gif"),
    (".profile", "bak", ".profile.bak"),
    ("foo.", "png", "foo..png"),
    ("foo-hd-568h.png", "jpg", "foo-hd-568h.jpg"),
  ]

  /// (input, suffix) → result of the plain insertion.
  public static let appendingPathSuffix: [(String, String, String)] = [
    ("foo.png", "-bar", "foo-bar.png"),
    ("foo@2x.png", "-x", "foo@2x-x.png"),
    ("foo", "@2x", "foo@2x"),
    ("model.obj.gz", "_v2", "model_v2.obj.gz"),
    ("http://a.com//b.png?v=1", "@2x", "http://a.com//b@2x.png?v=1"),
    ("foo@2x.png", "@2x", "foo@2x@2x.png"),
    ("foo.png", "", "foo.png"),
    (".profile", "-x", ".profile-x"),
    ("foo~ipad.png", "@2x", "foo~ipad@2x.png"),
  ]

  /// (input, suffix) → result of deleting it.
  public static let deletingPathSuffix: [(String, String, String)] = [
    ("foo-bar.png", "-bar", "foo.png"),
    ("foo.png", "-bar", "foo.png"),
    ("foo.png", "", "foo.png"),
    ("foo@2x.png", "@2x", "foo.png"),
    ("foo@2x~ipad.png", "@2x", "foo@2x~ipad.png"),
    ("foo-hd-568h.png", "-568h", "foo-hd.png"),
    ("http://a.com//b-x.png", "-x", "http://a.com//b.png"),
    ("foo.png", "png", "foo.png"),
  ]

  /// (input, suffix) → whether the stem ends with it.
  public static let hasPathSuffix: [(String, String, Bool)] = [
    ("foo-bar.png", "-bar", true),
    ("foo.png", "", false),
    ("foo.png", "png", false),
    ("foo@2x~ipad.png", "~ipad", true),
    ("foo@2x~ipad.png", "@2x", false),
    ("foo", "oo", true),
    ("model.obj.gz", "obj", false),
    ("foo.png", "foo", true),
  ]

  /// Input → (idiom suffix, scale suffix, height suffix, has -hd).
  public static let suffixQueries: [(String, String, String, String, Bool)] = [
    ("foo.png", "", "", "", false),
    ("foo-568h-hd@2x~iphone.png", "~iphone", "@2x", "-568h", true),
    ("foo-hd-1024h@2x~ipad.png", "~ipad", "@2x", "-1024h", true),
    ("foo@1.5x.png", "", "@1.5x", "", false),
    ("foo@02x.png", "", "@02x", "", false),
    ("foo-667h.png", "", "", "-667h", false),
    ("me@box.png", "", "", "", false),
    ("splash-fresh.png", "", "", "", false),
    ("hi-tech.png", "", "", "", false),
    ("foo@2X~IPAD.png", "", "", "", false),
    ("foo.bar@2x~ipad.png", "~ipad", "@2x", "", false),
    ("foo-HD.png", "", "", "", false),
    ("foo-hd~tv", "~tv", "", "", true),
    ("/Users/me@corp/sandbox.png", "", "", "", false),
  ]

  /// (input, scale) → result of the scale appender (device-independent
  /// scales only).
  public static let appendingScale: [(String, Double, String)] = [
    ("foo.png", 2, "foo@2x.png"),
    ("foo@2x.png", 3, "foo@3x.png"),
    ("foo~ipad.png", 2, "foo@2x~ipad.png"),
    ("foo-568h-hd~iphone.png", 3, "foo-568h-hd@3x~iphone.png"),
    ("foo-hd-568h~iphone.png", 3, "foo-hd-568h@3x~iphone.png"),
    ("foo.png", 1.5, "foo@1.5x.png"),
    ("foo.png", 1, "foo@1x.png"),
    ("foo.png", -1, "foo.png"),
    ("foo.png", .nan, "foo.png"),
    ("foo.png", .infinity, "foo.png"),
    ("model.obj.gz", 2, "model@2x.obj.gz"),
    ("http://a.com//b.png?v=1", 2, "http://a.com//b@2x.png?v=1"),
    ("foo", 2, "foo@2x"),
    ("foo@2.0x.png", 2, "foo@2.0x.png"),
    ("foo.bar~ipad.png", 2, "foo.bar@2x~ipad.png"),
    ("me@box.png", 2, "me@box@2x.png"),
    ("foo.png", 0.00001, "foo@0.00001x.png"),
  ]

  /// (input, height) → result of the height appender.
  public static let appendingHeight: [(String, Double, String)] = [
    ("foo@2x.png", 568, "foo-568h@2x.png"),
    ("foo~ipad.png", 1024, "foo-1024h~ipad.png"),
    ("foo@2x~ipad.png", 1024, "foo-1024h@2x~ipad.png"),
    ("foo-667h.png", 568, "foo-568h.png"),
    ("foo-568h@2x.png", 568, "foo-568h@2x.png"),
    ("foo-hd@2x.png", 568, "foo-568h-hd@2x.png"),
    ("foo-hd-568h@2x.png", 667, "foo-667h-hd@2x.png"),
    ("foo-hd-568h@2x.png", 568, "foo-hd-568h@2x.png"),
    ("foo.png", -5, "foo.png"),
    ("foo.png", 667.5, "foo-667.5h.png"),
    ("foo", 568, "foo-568h"),
    ("splash-fresh.png", 568, "splash-fresh-568h.png"),
    ("model.obj.gz", 736, "model-736h.obj.gz"),
  ]

  /// (input, idiom) → result of the idiom appender.
  public static let appendingIdiom: [(String, InterfaceIdiom, String)] = [
    ("foo.png", .pad, "foo~ipad.png"),
    ("foo~iphone.png", .pad, "foo~ipad.png"),
    ("foo@2x.png", .phone, "foo@2x~iphone.png"),
    ("foo~ipad.png", .unspecified, "foo~ipad.png"),
    ("foo.png", .unspecified, "foo.png"),
    ("foo.png", .carPlay, "foo~car.png"),
    ("foo.png", .tv, "foo~tv.png"),
    ("foo-hd.png", .desktop, "foo-hd~mac.png"),
    ("foo~watch.png", .pad, "foo~watch~ipad.png"),
  ]

  /// Input → result of the HD appender.
  public static let appendingHD: [(String, String)] = [
    ("foo.png", "foo-hd.png"),
    ("foo-hd.png", "foo-hd.png"),
    ("foo-568h@2x~iphone.png", "foo-568h-hd@2x~iphone.png"),
    ("foo@2x.png", "foo-hd@2x.png"),
    ("foo-hd-568h.png", "foo-hd-568h.png"),
    ("foo", "foo-hd"),
    ("foo-HD.png", "foo-HD-hd.png"),
  ]

  /// Input → (without scale, without height, without -hd, without idiom).
  public static let deleting: [(String, String, String, String, String)] = [
    ("foo.png", "foo.png", "foo.png", "foo.png", "foo.png"),
    (
      "foo-568h-hd@2x~ipad.png", "foo-568h-hd~ipad.png", "foo-hd@2x~ipad.png",
      "foo-568h@2x~ipad.png", "foo-568h-hd@2x.png"
    ),
    (
      "foo-hd-568h@2x~ipad.png", "foo-hd-568h~ipad.png", "foo-hd@2x~ipad.png",
      "foo-568h@2x~ipad.png", "foo-hd-568h@2x.png"
    ),
    ("me@box.png", "me@box.png", "me@box.png", "me@box.png", "me@box.png"),
    (
      "/Users/me@corp/sandbox.png", "/Users/me@corp/sandbox.png", "/Users/me@corp/sandbox.png",
      "/Users/me@corp/sandbox.png", "/Users/me@corp/sandbox.png"
    ),
    ("hi-tech.png", "hi-tech.png", "hi-tech.png", "hi-tech.png", "hi-tech.png"),
    ("foo@2.50x.png", "foo.png", "foo@2.50x.png", "foo@2.50x.png", "foo@2.50x.png"),
    ("foo~watch.png", "foo~watch.png", "foo~watch.png", "foo~watch.png", "foo~watch.png"),
    ("foo-HD~IPAD.png", "foo-HD~IPAD.png", "foo-HD~IPAD.png", "foo-HD~IPAD.png", "foo-HD~IPAD.png"),
    ("x/a.b@1.5x.gz?q", "x/a.b.gz?q", "x/a.b@1.5x.gz?q", "x/a.b@1.5x.gz?q", "x/a.b@1.5x.gz?q"),
    ("foo@1.5x", "foo", "foo@1.5x", "foo@1.5x", "foo@1.5x"),
  ]

  /// Names whose device-dependent results the per-device tables describe.
  public static let deviceNames = ["foo.png", "foo-hd.png", "foo@1.5x~ipad.png"]

  /// For each preset (in `Device.presets` order): the results of the device
  /// scale, device height, HD-if-HD and device idiom appenders on
  /// `foo.png`, then `scaleFromSuffix` of each of `deviceNames`, then
  /// `interfaceIdiomFromSuffix` of `foo.png` and `foo~tv.png`.
  public static let perDevice:
    [(
      device: String, scaleSuffixed: String, heightSuffixed: String, hdSuffixed: String,
      idiomSuffixed: String, scales: [Double], idioms: [InterfaceIdiom]
    )] = [
      (
        "iphone3gs", "foo.png", "foo-480h.png", "foo.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "iphone4", "foo@2x.png", "foo-480h.png", "foo-hd.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "iphone5", "foo@2x.png", "foo-568h.png", "foo-hd.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "iphone6", "foo@2x.png", "foo-667h.png", "foo-hd.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "iphone6plus", "foo@3x.png", "foo-736h.png", "foo-hd.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "iphonex", "foo@3x.png", "foo-812h.png", "foo-hd.png", "foo~iphone.png", [1, 2, 1.5],
        [.phone, .tv]
      ),
      (
        "ipad", "foo.png", "foo-1024h.png", "foo-hd.png", "foo~ipad.png", [1, 1, 1.5], [.pad, .tv]
      ),
      (
        "ipad-retina", "foo@2x.png", "foo-1024h.png", "foo-hd.png", "foo~ipad.png", [1, 1, 1.5],
        [.pad, .tv]
      ),
      (
        "mac", "foo.png", "foo-1440h.png", "foo-hd.png", "foo~mac.png", [1, 1, 1.5],
        [.desktop, .tv]
      ),
      (
        "mac-retina", "foo@2x.png", "foo-1440h.png", "foo-hd.png", "foo~mac.png", [1, 1, 1.5],
        [.desktop, .tv]
      ),
      (
        "appletv", "foo.png", "foo-1920h.png", "foo-hd.png", "foo~tv.png", [1, 1, 1.5], [.tv, .tv]
      ),
    ]
}
