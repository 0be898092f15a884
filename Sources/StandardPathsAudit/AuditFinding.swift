import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// A mistake an ``AssetAudit`` found in a resource folder: what kind, which
/// file, and a one-line explanation.
///
/// ```swift
/// for finding in report.findings {
///   print(finding.severity, finding.kind, finding.file, finding.message)
/// }
/// // error malformedSuffix Images/foo~ipad@2x.png suffixes out of order …
/// ```
public struct AuditFinding: Sendable, Hashable {
  /// What is wrong; a stable identifier such as `unreachableVariant`.
  public var kind: Kind
  /// The file the finding is about, relative to the audited folder (for a
  /// missing base file, the file that should exist).
  public var file: String
  /// The asset the file belongs to: its plain name relative to the audited
  /// folder, the name a program asks for (`Images/foo.png`).
  public var asset: String
  /// Other files involved, relative to the audited folder: the file a
  /// duplicate loses to, the names that differ only by case, the variants
  /// of an asset without a base file.
  public var relatedFiles: [String]
  /// The names of the devices concerned (those that fall back to an
  /// upscaled file, those that find no file); empty when no particular
  /// device is.
  public var devices: [String]
  /// The file name to use instead, where there is one (the canonical
  /// spelling of a malformed name, the variant to add for an upscaled
  /// fallback), relative to the audited folder.
  public var suggestion: String?
  /// A one-line explanation for people.
  public var message: String

  /// Creates a finding.
  public init(
    kind: Kind, file: String, asset: String, relatedFiles: [String] = [], devices: [String] = [],
    suggestion: String? = nil, message: String
  ) {
    self.kind = kind
    self.file = file
    self.asset = asset
    self.relatedFiles = relatedFiles
    self.devices = devices
    self.suggestion = suggestion
    self.message = message
  }

  /// How serious the finding is; fixed by its ``kind``.
  public var severity: Severity { kind.severity }
}
