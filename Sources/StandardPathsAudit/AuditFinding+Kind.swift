import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AuditFinding {
  /// The kinds of mistakes an audit finds, each with a stable
  /// ``identifier`` that tools can match on.
  ///
  /// | identifier | severity | example |
  /// |---|---|---|
  /// | `unreachableVariant` | warning | `foo-hd@2x.png` when only phones are audited: no device ever picks it |
  /// | `upscaledFallback` | warning | an iPhone 6 (`@2x`) gets `foo.png`, a `@1x` image |
  /// | `malformedSuffix` | error | `foo@2X.png`, `foo~IPAD.png`, `foo~ipad@2x.png` (wrong case or order) |
  /// | `caseCollision` | error | `Foo.png` and `foo.png` |
  /// | `duplicateVariant` | error | `foo-hd-568h.png` and `foo-568h-hd.png` (the same variant twice) |
  /// | `missingBase` | warning | `foo@2x.png` without `foo.png` |
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// The stable identifier, such as `unreachableVariant`.
    public let identifier: String
    /// The severity of every finding of this kind.
    public let severity: Severity

    private init(_ identifier: String, _ severity: Severity) {
      self.identifier = identifier
      self.severity = severity
    }

    /// A file no audited device ever picks: no device looks for its
    /// suffixes, or a better variant wins on every device that does.
    public static let unreachableVariant = Kind("unreachableVariant", .warning)
    /// A device whose scale is above 1 picks a file of a lower scale, which
    /// it has to upscale (blurry). Only bitmap images (`png`, `jpg`, …) and
    /// assets that have scaled variants are checked, so a plain
    /// `level.plist` is not a finding.
    public static let upscaledFallback = Kind("upscaledFallback", .warning)
    /// A name with look-alike suffixes that do not parse: the wrong letter
    /// case (`@2X`, `~IPAD`) or the wrong order (`foo~ipad@2x.png`), so the
    /// suffix becomes part of the base name.
    public static let malformedSuffix = Kind("malformedSuffix", .error)
    /// Names that differ only by letter case: one name on a
    /// case-insensitive file system (macOS, Windows), two on a
    /// case-sensitive one (Linux), so lookups resolve differently.
    public static let caseCollision = Kind("caseCollision", .error)
    /// Two files that are the same variant of the same asset, spelt
    /// differently (`-hd-568h` and `-568h-hd`, `@2x` and `@2.0x`): only one
    /// is ever used.
    public static let duplicateVariant = Kind("duplicateVariant", .error)
    /// An asset with variants but no plain file (`foo@2x.png` without
    /// `foo.png`): devices no variant suits get nothing.
    public static let missingBase = Kind("missingBase", .warning)

    /// Every kind, in the order reports list them.
    public static let allCases: [Kind] = [
      .malformedSuffix, .caseCollision, .duplicateVariant, .missingBase, .unreachableVariant,
      .upscaledFallback,
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
