import StandardPathsLocations
import StandardPathsSuffixes

extension FileName {
  /// The name with `type` as its extension if it has none; unchanged if it
  /// has an extension already (`foo.png` stays `foo.png` for type `nib`) or
  /// `type` is `nil` or empty. A leading `.` of `type` is ignored.
  ///
  /// This is how a resource lookup applies its type:
  ///
  /// ```swift
  /// FileName("Image1").appendingPathExtension(ifAbsent: "png").string  // "Image1.png"
  /// FileName("model.obj.gz").appendingPathExtension(ifAbsent: "png").string
  /// // "model.obj.gz"
  /// ```
  public func appendingPathExtension(ifAbsent type: String?) -> FileName {
    guard pathExtension == nil, var type else { return self }
    if type.utf8.first == UInt8(ascii: ".") { type.removeFirst() }
    guard !type.isEmpty else { return self }
    var result = self
    result.pathExtension = type
    return result
  }

  /// The names a resource lookup tries for this name on `device`, highest
  /// priority first; the first that exists is the answer.
  ///
  /// The ranking is the Objective-C StandardPaths library's (version 1.6)
  /// with its defects fixed:
  /// - the idiom suffix (`~iphone`, `~ipad`, `~tv`, `~car`, `~mac`) first:
  ///   every idiom variant outranks every generic one;
  /// - then, on phones and CarPlay, the screen-height variants (`-667h`,
  ///   then `-568h` on 16:9 screens); on Retina screens the device scale,
  ///   the other of `@2x`/`@3x`, then `-hd`; then the plain names;
  /// - on pads and TVs, `-hd` and the screen height combine
  ///   (`foo-1024h-hd@2x~ipad.png`), scaled variants first on Retina;
  /// - on the desktop, `-hd` variants first, and a `tiff` sibling right
  ///   above each PNG or JPEG candidate;
  /// - on a screen of scale 1, the plain name, then `@2x`, then `@3x`.
  ///
  /// A suffix the name already has is kept (a request for `foo@2x.png` only
  /// varies the height, `-hd` and idiom). An ``InterfaceIdiom/unspecified``
  /// device tries only the name itself (and on scale 1 its `@2x` and `@3x`).
  ///
  /// ```swift
  /// FileName("foo.png").resourceCandidates(for: .iPhone5).prefix(3).map(\.string)
  /// // ["foo-568h@2x~iphone.png", "foo-568h@3x~iphone.png", "foo-568h-hd~iphone.png"]
  /// ```
  ///
  /// Suffixes are written canonically (`foo-1024h-hd@2x~ipad.png`); files
  /// match structurally, so `foo-hd-1024h@2x~ipad.png` on disk is the same
  /// candidate.
  public func resourceCandidates(for device: Device) -> [FileName] {
    ResourceRanking(
      device: device, request: ResourceVariant(of: self),
      includesTIFF: ResourceRanking.hasTIFFSibling(pathExtension: pathExtension)
    ).variants.map { $0.applied(to: self) }
  }
}
