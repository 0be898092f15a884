import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AuditFinding {
  /// The kinds of mistakes an audit finds, each with a stable
  /// ``identifier`` that tools can match on.
  ///
  /// | identifier | severity | example |
  /// |---|---|---|
  /// | `malformedSuffix` | error | `foo@2X.png`, `foo~ipad@2x.png`, `foo@3.png`, `foo@2x@2x.png`, `foo_2x.png` beside `foo.png` |
  /// | `foreignSuffix` | warning | cocos2d's `foo-ipadhd.png` (here `foo@2x~ipad.png`), or in an asset catalog's set |
  /// | `caseCollision` | error | `Foo.png` and `foo.png` |
  /// | `duplicateVariant` | error | `foo-hd-568h.png` and `foo-568h-hd.png` |
  /// | `notDownloaded` | warning | `.foo-hd.png.icloud`: only an iCloud placeholder |
  /// | `unreadableImage` | error | a `.png` whose header is cut short or that is no image |
  /// | `wrongPixelSize` | warning | `foo@2x.png` not twice the size of `foo.png` |
  /// | `missingBase` | warning | `foo@2x.png` without `foo.png`: some device finds nothing |
  /// | `unreachableVariant` | warning | `foo-hd@2x~iphone.png`: no device ever loads it |
  /// | `upscaledFallback` | warning | an iPhone 6 (`@2x`) gets `foo.png`, a `@1x` image |
  /// | `missingLaunchImage` | warning | `Default.png` without `Default-568h@2x.png` |
  /// | `missingAppIcon` | error | an app whose icon set is empty (or that has none), and no loose icon |
  /// | `catalogMissingFile` | warning | an image set's `Contents.json` names a missing file |
  /// | `catalogUnlistedFile` | warning | an image in an image set that `Contents.json` omits |
  /// | `catalogUnreadable` | error | an image set without a valid `Contents.json` |
  /// | `unreadableFolder` | warning | a subfolder that cannot be read |
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// The stable identifier, such as `unreachableVariant`.
    public let identifier: String
    /// The severity of every finding of this kind.
    public let severity: Severity

    private init(_ identifier: String, _ severity: Severity) {
      self.identifier = identifier
      self.severity = severity
    }

    /// A name with look-alike suffixes that do not parse: the wrong letter
    /// case (`@2X`, `~IPAD`), the wrong order (`foo~ipad@2x.png`), a scale
    /// without its `x` (`foo@3.png`), a suffix written twice
    /// (`foo@2x@2x.png`) or before an inner extension (`foo-hd.pvr.ccz`),
    /// so the suffix becomes part of the base name. Also, beside the plain
    /// file, a name that only resembles a variant (`foo_2x.png`,
    /// `foo-2x.png`, `foo_ipad.png`, `foo-iphone5.png`, cocos2d's suffix in
    /// another case such as `foo-IPAD.png`, a separator or the extension
    /// left before the suffix such as `foo_@2x.png`, `foo.png@2x.png`,
    /// or a space after it, `foo@2x .png`):
    /// the message says what the tree's loader would need.
    public static let malformedSuffix = Kind("malformedSuffix", .error)
    /// Another convention's suffix (cocos2d's `-ipad`, `-ipadhd`,
    /// `-iphonehd`), which this grammar reads as part of the base name; the
    /// suggestion is this grammar's spelling. In a cocos2d game, also
    /// cocos2d's `-hd`, `-ipad` and `-ipadhd` files in an asset catalog's
    /// set that sprite code loads: the catalog compiles them under the
    /// set's name, and cocos2d opens files by name.
    public static let foreignSuffix = Kind("foreignSuffix", .warning)
    /// Names that differ only by letter case: one name on a
    /// case-insensitive file system (macOS, Windows), two on a
    /// case-sensitive one (Linux), so lookups resolve differently.
    public static let caseCollision = Kind("caseCollision", .error)
    /// Two files that are the same variant of the same asset, spelt
    /// differently (`-hd-568h` and `-568h-hd`, `@2x` and `@2.0x`): only one
    /// is ever used.
    public static let duplicateVariant = Kind("duplicateVariant", .error)
    /// A file that iCloud Drive has not downloaded: only its placeholder
    /// (`.foo-hd.png.icloud`) is in the folder, so the file is missing.
    public static let notDownloaded = Kind("notDownloaded", .warning)
    /// An image whose header cannot be read (cut short, damaged, or not the
    /// format its extension says): a device cannot load it.
    public static let unreadableImage = Kind("unreadableImage", .error)
    /// An image whose pixel size does not match the scale its name claims:
    /// an `@Nx` variant that is not N times its siblings (within a pixel
    /// at 1x, or a point on a side over ten points), an `-hd` image that
    /// is not twice its plain sibling (when phones are audited), a HiDPI
    /// TIFF whose pages are not 1x and 2x, or a launch image, app icon or
    /// asset-catalog icon of the wrong size.
    public static let wrongPixelSize = Kind("wrongPixelSize", .warning)
    /// An asset with variants but no plain file (`foo@2x.png` without
    /// `foo.png`), so that some audited device finds nothing.
    public static let missingBase = Kind("missingBase", .warning)
    /// A file no device ever loads: no device looks for its suffixes, or a
    /// better variant wins on every device that does. A file that only
    /// devices outside the audit load is not a finding.
    public static let unreachableVariant = Kind("unreachableVariant", .warning)
    /// A device whose scale is above 1 picks an image of a lower scale,
    /// which it has to upscale (blurry). Only images (`png`, `jpg`, `tiff`,
    /// `pvr`, …) are checked, never plists, fonts or nibs.
    public static let upscaledFallback = Kind("upscaledFallback", .warning)
    /// Launch images without the `-568h@2x` one while 4-inch or larger
    /// iPhones are audited: iOS then runs the app letterboxed.
    public static let missingLaunchImage = Kind("missingLaunchImage", .warning)
    /// An app target with no home-screen icon: the app icon set it
    /// compiles has no image, and no loose icon of a home-screen size is
    /// copied (the icons its `Info.plist` names may be image sets, which
    /// iOS does not find by name, or files the target does not copy).
    public static let missingAppIcon = Kind("missingAppIcon", .error)
    /// A file an asset catalog's `Contents.json` lists but that is missing.
    public static let catalogMissingFile = Kind("catalogMissingFile", .warning)
    /// An image in an asset catalog's set that its `Contents.json` does not
    /// list: the catalog compiler ignores it.
    public static let catalogUnlistedFile = Kind("catalogUnlistedFile", .warning)
    /// An asset catalog set whose `Contents.json` is missing or invalid.
    public static let catalogUnreadable = Kind("catalogUnreadable", .error)
    /// A folder below the audited one that cannot be read: its files are
    /// not audited.
    public static let unreadableFolder = Kind("unreadableFolder", .warning)
    /// A file an Xcode target's Copy Bundle Resources phase lists that does
    /// not exist: the build stops there.
    public static let missingProjectFile = Kind("missingProjectFile", .error)

    /// Every kind, in the order reports list them.
    public static let allCases: [Kind] = [
      .malformedSuffix, .foreignSuffix, .caseCollision, .duplicateVariant, .notDownloaded,
      .unreadableImage, .wrongPixelSize, .missingBase, .unreachableVariant, .upscaledFallback,
      .missingLaunchImage, .missingAppIcon, .catalogMissingFile, .catalogUnlistedFile,
      .catalogUnreadable, .unreadableFolder, .missingProjectFile,
    ]

    /// The kind with the given identifier, or `nil` if there is none.
    public init?(identifier: String) {
      guard let kind = Kind.allCases.first(where: { $0.identifier == identifier }) else {
        return nil
      }
      self = kind
    }

    /// The kind's ``identifier``.
    public var description: String { identifier }
  }

  /// How serious a finding is: an ``error`` is a mistake in a file name;
  /// a ``warning`` is a gap that may be deliberate.
  public struct Severity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `"warning"` or `"error"`.
    public let identifier: String
    /// The order of severities: warnings before errors.
    private let level: Int

    private init(_ identifier: String, level: Int) {
      self.identifier = identifier
      self.level = level
    }

    /// A gap that may be deliberate, such as a missing base file.
    public static let warning = Severity("warning", level: 1)
    /// A mistake in a file name, such as a malformed suffix.
    public static let error = Severity("error", level: 2)

    /// Whether `lhs` is less serious than `rhs`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.level < rhs.level
    }

    /// The severity's ``identifier``.
    public var description: String { identifier }
  }
}
