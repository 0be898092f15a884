import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// What an ``AssetAudit`` found: every asset with the file each device
/// loads, and the findings.
public struct AuditReport: Sendable, Hashable {
  /// The devices audited, in the order of each asset's
  /// ``AuditedAsset/choices``.
  public var devices: [AuditDevice]
  /// The assets, by folder and name in byte order.
  public var assets: [AuditedAsset]
  /// The findings, by file in byte order, then by kind.
  public var findings: [AuditFinding]
  /// How many files were audited.
  public var fileCount: Int
  /// Folders below the audited one that could not be read (relative
  /// paths); their files are not in the report, and each is a finding.
  public var unreadableDirectories: [String]
  /// The images whose header was read, by path relative to the audited
  /// folder: their format and pixel sizes. Empty when the audit works on
  /// names only.
  public var images: [String: AuditedImage]
  /// Launch images, app icons and App Store artwork, in byte order of
  /// their paths.
  public var systemImages: [AuditedSystemImage]
  /// The asset catalogs, in byte order of their paths.
  public var catalogs: [AuditedCatalog]
  /// The convention the names were judged by; reports state it because
  /// the same name is right in one and wrong in another.
  public var convention: AuditConvention
  /// Why that convention: `given`, or what the names showed.
  public var conventionReason: String
  /// Findings the project makes moot: on images no code, nib,
  /// storyboard, plist, style sheet or web page names (nothing loads them,
  /// so they cannot look wrong on a device), about the suffixes of files
  /// the code loads by their own full name, and on project files a
  /// `.gitignore` ignores. Kept apart from ``findings`` and not counted;
  /// empty when nothing was searched (``AssetAudit/searchesProject``).
  public var setApartFindings: [AuditFinding] = []
  /// The folder whose files were searched for image names (the project
  /// the audited folder belongs to), or `nil` when none was: the audit
  /// works on names only, ``AssetAudit/searchesProject`` is off, or
  /// the folder holds no app code.
  public var referenceRoot: String?
  /// The scale each audited device draws the app at, by name: a phone
  /// that runs it zoomed draws at 2x whatever its screen.
  var drawingScales: [String: Double] = [:]
  /// The width in points each audited device shows the app in, by name: a
  /// phone that runs it zoomed shows 320.
  var drawingWidths: [String: Double] = [:]

  /// Creates a report.
  public init(
    devices: [AuditDevice], assets: [AuditedAsset], findings: [AuditFinding], fileCount: Int,
    unreadableDirectories: [String] = [], images: [String: AuditedImage] = [:],
    systemImages: [AuditedSystemImage] = [], catalogs: [AuditedCatalog] = [],
    convention: AuditConvention = .standardpaths, conventionReason: String = "given"
  ) {
    self.convention = convention
    self.conventionReason = conventionReason
    self.devices = devices
    self.assets = assets
    self.findings = findings
    self.fileCount = fileCount
    self.unreadableDirectories = unreadableDirectories
    self.images = images
    self.systemImages = systemImages
    self.catalogs = catalogs
  }

  /// Whether there are no findings.
  public var isClean: Bool { findings.isEmpty }

  /// How many findings have the given severity.
  public func count(of severity: AuditFinding.Severity) -> Int {
    findings.count { $0.severity == severity }
  }

  /// How many findings are of the given kind.
  public func count(of kind: AuditFinding.Kind) -> Int {
    findings.count { $0.kind == kind }
  }

  /// How many findings concern the audited device named `device`.
  public func count(forDevice device: String) -> Int {
    findings.count { $0.devices.contains(device) }
  }
}
