/// The seed's demo bundle (`ResourceTree.demoBundle`): which file each
/// preset device loads, shared by the resolver's and the seed API's tests.
public enum DemoBundle {
  /// Preset name → (request → file chosen).
  public static let expectations: [(preset: String, image1: String, image2: String)] = [
    ("iphone3gs", "Image1.png", "Image2.png"),
    ("iphone4", "Image1@2x.png", "Image2-hd.png"),
    ("iphone5", "Image1-568h@2x.png", "Image2-hd.png"),
    ("iphone6", "Image1-667h@2x.png", "Image2-hd.png"),
    ("iphone6plus", "Image1-736h@3x.png", "Image2-hd.png"),
    ("iphonex", "Image1@2x.png", "Image2-hd.png"),
    ("ipad", "Image1~ipad.png", "Image2-hd.png"),
    ("ipad-retina", "Image1@2x~ipad.png", "Image2-hd@2x.png"),
    ("mac", "Image1~mac.png", "Image2-hd.png"),
    ("mac-retina", "Image1@2x~mac.png", "Image2-hd@2x.png"),
    ("appletv", "Image1.png", "Image2-hd.png"),
  ]

  /// The table flattened: device × request → expected file.
  public static let table: [(preset: String, request: String, expected: String)] =
    expectations.flatMap { row in
      [
        (row.preset, "Image1", row.image1), (row.preset, "Image1.png", row.image1),
        (row.preset, "Image2", row.image2), (row.preset, "Image2.png", row.image2),
      ]
    }
}
