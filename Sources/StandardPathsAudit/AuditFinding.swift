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
  /// The names of the audited devices concerned (those that load the
  /// file, fall back to an upscaled one, or find nothing); empty when the
  /// finding concerns no particular device (a misspelt name, names that
  /// differ by case, an unreadable folder).
  public var devices: [String]
  /// The file names to use, relative to the audited folder: the one name to
  /// rename the file to, or every variant to add. Empty when there is no
  /// name to suggest.
  public var suggestions: [String]
  /// The pixel size the file should have, for ``Kind/wrongPixelSize``.
  public var expectedPixelSize: AuditPixelSize?
  /// The pixel size the file has, for ``Kind/wrongPixelSize``.
  public var actualPixelSize: AuditPixelSize?
  /// A one-line explanation for people: what happens, and what to do.
  public var message: String

  /// Creates a finding.
  public init(
    kind: Kind, file: String, asset: String, relatedFiles: [String] = [], devices: [String] = [],
    suggestions: [String] = [], expectedPixelSize: AuditPixelSize? = nil,
    actualPixelSize: AuditPixelSize? = nil, message: String
  ) {
    self.kind = kind
    self.file = file
    self.asset = asset
    self.relatedFiles = relatedFiles
    self.devices = devices
    self.suggestions = suggestions
    self.expectedPixelSize = expectedPixelSize
    self.actualPixelSize = actualPixelSize
    self.message = message
  }

  /// The first of ``suggestions``: the name to rename the file to, or the
  /// first variant to add.
  public var suggestion: String? { suggestions.first }

  /// How serious the finding is; fixed by its ``kind``.
  public var severity: Severity { kind.severity }
}
