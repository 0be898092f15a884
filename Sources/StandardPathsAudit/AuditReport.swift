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
  /// paths); their files are not in the report.
  public var unreadableDirectories: [String]

  /// Creates a report.
  public init(
    devices: [AuditDevice], assets: [AuditedAsset], findings: [AuditFinding], fileCount: Int,
    unreadableDirectories: [String] = []
  ) {
    self.devices = devices
    self.assets = assets
    self.findings = findings
    self.fileCount = fileCount
    self.unreadableDirectories = unreadableDirectories
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
}
