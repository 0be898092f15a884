import StandardPathsAudit
import StandardPathsDisk
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The `lint --json` document (schema version 1; NOTES-issue8.md documents
/// it): the devices, a summary, every asset with the file each device
/// loads, and the findings.
enum LintJSONOutput {
  /// The schema's version; raised only for incompatible changes.
  static let schemaVersion = 1

  static func render(_ report: AuditReport, root: String) -> String {
    JSONValue.object([
      ("schemaVersion", .number(Double(schemaVersion))),
      ("root", .string(root)),
      ("devices", .array(report.devices.map(device))),
      ("summary", summary(report)),
      ("assets", .array(report.assets.map { asset($0, devices: report.devices) })),
      ("findings", .array(report.findings.map(finding))),
      ("unreadableDirectories", .strings(report.unreadableDirectories)),
    ]).rendered
  }

  private static func device(_ device: AuditDevice) -> JSONValue {
    .object([
      ("name", .string(device.name)),
      ("idiom", .string(device.device.idiom.identifier)),
      ("scale", .number(device.device.scale)),
      ("width", .number(device.device.screenSize.width)),
      ("height", .number(device.device.screenSize.height)),
    ])
  }

  private static func summary(_ report: AuditReport) -> JSONValue {
    .object([
      ("files", .number(Double(report.fileCount))),
      ("assets", .number(Double(report.assets.count))),
      ("findings", .number(Double(report.findings.count))),
      ("errors", .number(Double(report.count(of: .error)))),
      ("warnings", .number(Double(report.count(of: .warning)))),
      (
        "kinds",
        .object(
          AuditFinding.Kind.allCases.map { ($0.identifier, .number(Double(report.count(of: $0)))) })
      ),
    ])
  }

  private static func asset(_ asset: AuditedAsset, devices: [AuditDevice]) -> JSONValue {
    let choices = zip(devices, asset.choices)
    return .object([
      ("path", .string(asset.path)),
      ("directory", .string(asset.directory)),
      ("files", .strings(asset.files)),
      ("choices", .object(choices.map { ($0.name, .string($1.file)) })),
      ("upscaled", .strings(choices.filter { $1.isUpscaled }.map { $0.0.name })),
    ])
  }

  private static func finding(_ finding: AuditFinding) -> JSONValue {
    .object([
      ("kind", .string(finding.kind.identifier)),
      ("severity", .string(finding.severity.identifier)),
      ("file", .string(finding.file)),
      ("asset", .string(finding.asset)),
      ("devices", .strings(finding.devices)),
      ("relatedFiles", .strings(finding.relatedFiles)),
      ("suggestion", .string(finding.suggestion)),
      ("message", .string(finding.message)),
    ])
  }
}
