// The seed's NSString (StandardPaths) category under its Swift names. Each
// member parses the string as a `FileName`, forwards to the member of the
// same name and formats the result; device-dependent members pass
// `Device.current`. There is no logic here of its own.

import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension String {
  /// The path with its extension replaced by `pathExtension` (a double
  /// extension such as `tar.gz` as a whole); an empty `pathExtension`
  /// removes the extension.
  ///
  /// See ``FileName/replacingPathExtension(with:)``.
  public func replacingPathExtension(withExtension pathExtension: String) -> String {
    FileName(self).replacingPathExtension(with: pathExtension).string
  }

  /// Whether the path's last component has an extension.
  public var hasPathExtension: Bool {
    FileName(self).pathExtension != nil
  }

  /// The path with `suffix` inserted before its extension (a plain
  /// insertion). See ``FileName/appendingPathSuffix(_:)``.
  public func appendingPathSuffix(_ suffix: String) -> String {
    FileName(self).appendingPathSuffix(suffix).string
  }

  /// The path with `suffix` removed from before its extension, or the path
  /// unchanged if it does not end with it. See
  /// ``FileName/deletingPathSuffix(_:)``.
  public func deletingPathSuffix(_ suffix: String) -> String {
    FileName(self).deletingPathSuffix(suffix).string
  }

  /// Whether the path without its extension ends with `suffix`; `false` for
  /// an empty `suffix`. See ``FileName/hasPathSuffix(_:)``.
  public func hasPathSuffix(_ suffix: String) -> Bool {
    FileName(self).hasPathSuffix(suffix)
  }

  /// The path with the suffix of `idiom` (such as `~ipad`), replacing any
  /// idiom suffix; unchanged for ``InterfaceIdiom/unspecified``.
  public func appendingSuffix(forInterfaceIdiom idiom: InterfaceIdiom) -> String {
    FileName(self).appendingSuffix(forInterfaceIdiom: idiom).string
  }

  /// The path with the idiom suffix of ``Device/current``.
  public var appendingDeviceInterfaceIdiomSuffix: String {
    FileName(self).appendingDeviceInterfaceIdiomSuffix(for: .current).string
  }

  /// The path without its idiom suffix.
  public var deletingInterfaceIdiomSuffix: String {
    FileName(self).deletingInterfaceIdiomSuffix().string
  }

  /// The idiom suffix (such as `~ipad`), or `""` if there is none.
  public var interfaceIdiomSuffix: String {
    FileName(self).interfaceIdiomSuffix
  }

  /// Whether the path has an idiom suffix.
  public var hasInterfaceIdiomSuffix: Bool {
    FileName(self).idiom != nil
  }

  /// The idiom of the path's suffix, or the idiom of ``Device/current`` if
  /// it has none.
  public var interfaceIdiomFromSuffix: InterfaceIdiom {
    FileName(self).interfaceIdiomFromSuffix(for: .current)
  }

  /// The path with the scale suffix for `scale` (`@2x` for 2), replacing any
  /// scale suffix; `0` means the scale of ``Device/current``. See
  /// ``FileName/appendingSuffix(forScale:device:)``.
  public func appendingSuffix(forScale scale: Double) -> String {
    FileName(self).appendingSuffix(forScale: scale, device: .current).string
  }

  /// The path with the scale suffix of ``Device/current``; unchanged on a
  /// device of scale 1.
  public var appendingDeviceScaleSuffix: String {
    FileName(self).appendingDeviceScaleSuffix(for: .current).string
  }

  /// The path without its scale suffix.
  public var deletingScaleSuffix: String {
    FileName(self).deletingScaleSuffix().string
  }

  /// The scale suffix as written (such as `@2x`), or `""` if there is none.
  public var scaleSuffix: String {
    FileName(self).scaleSuffix
  }

  /// Whether the path has a scale suffix.
  public var hasScaleSuffix: Bool {
    FileName(self).scale != nil
  }

  /// The scale of the path's resource: the scale suffix's number; without
  /// one, 2 for an `-hd` path when ``Device/current`` is a phone, else 1.
  public var scaleFromSuffix: Double {
    FileName(self).scaleFromSuffix(for: .current)
  }

  /// The path with the height suffix for `height` (`-568h` for 568) before
  /// any `-hd`, scale and idiom suffixes, replacing any height suffix; `0`
  /// means the screen height of ``Device/current``. See
  /// ``FileName/appendingSuffix(forHeight:device:)``.
  public func appendingSuffix(forHeight height: Double) -> String {
    FileName(self).appendingSuffix(forHeight: height, device: .current).string
  }

  /// The path with the height suffix of ``Device/current``'s screen height.
  public var appendingDeviceHeightSuffix: String {
    FileName(self).appendingDeviceHeightSuffix(for: .current).string
  }

  /// The path without its height suffix.
  public var deletingHeightSuffix: String {
    FileName(self).deletingHeightSuffix().string
  }

  /// The height suffix as written (such as `-568h`), or `""` if there is
  /// none.
  public var heightSuffix: String {
    FileName(self).heightSuffix
  }

  /// Whether the path has a height suffix.
  public var hasHeightSuffix: Bool {
    FileName(self).height != nil
  }

  /// The height suffix's number, or `0` if there is none.
  public var heightFromSuffix: Double {
    FileName(self).height ?? 0
  }

  /// The path with the `-hd` suffix (after any height, before the scale and
  /// idiom suffixes); unchanged if it already has one.
  public var appendingHDSuffix: String {
    FileName(self).appendingHDSuffix().string
  }

  /// The path with the `-hd` suffix if ``Device/current`` is HD (not a
  /// phone, or a Retina phone); otherwise unchanged.
  public var appendingHDSuffixIfDeviceIsHD: String {
    FileName(self).appendingHDSuffixIfDeviceIsHD(for: .current).string
  }

  /// The path without its `-hd` suffix.
  public var deletingHDSuffix: String {
    FileName(self).deletingHDSuffix().string
  }

  /// Whether the path has the `-hd` suffix.
  public var hasHDSuffix: Bool {
    FileName(self).isHD
  }
}
