import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The `lint --format json` document (schema version 2; the DocC article
/// "Auditing resource folders" documents it): the devices, a summary, every
/// asset with its files' pixel sizes and the file each device loads,
/// launch images and icons, asset catalogs, and the findings.
///
/// Version 2 (incompatible with 1): an asset's `files` are objects with an
/// `image`; findings have `suggestions` (a list, replacing `suggestion`)
/// and pixel sizes; `systemImages`, `catalogs` and summary counts by device
/// and image are new.
enum LintJSONOutput {
  /// The schema's version; raised only for incompatible changes.
  static let schemaVersion = 2

  static func render(_ report: AuditReport, root: String) -> String {
    JSONValue.object([
      ("schemaVersion", .number(Double(schemaVersion))),
      ("root", .string(root)),
      (
        "convention",
        .object([
          ("name", .string(report.convention.rawValue)),
          ("reason", .string(report.conventionReason)),
        ])
      ),
      ("devices", .array(report.devices.map(device))),
      ("summary", summary(report)),
      ("assets", .array(report.assets.map { asset($0, report: report) })),
      (
        "systemImages",
        .array(
          report.systemImages.map { system in
            .object([
              ("path", .string(system.path)), ("role", .string(system.role)),
              ("image", image(report.images[system.path])),
            ])
          })
      ),
      (
        "catalogs",
        .array(
          report.catalogs.map { catalog in
            .object([
              ("path", .string(catalog.path)), ("sets", .number(Double(catalog.setCount))),
              ("checkedSets", .number(Double(catalog.checkedSetCount))),
            ])
          })
      ),
      ("findings", .array(report.findings.map(finding))),
      ("groups", groups(report)),
      (
        "setApart",
        .object([
          ("root", .string(report.referenceRoot)),
          ("findings", .array(report.setApartFindings.map(finding))),
        ])
      ),
      ("unreadableDirectories", .strings(report.unreadableDirectories)),
    ]).rendered
  }

  private static func device(_ device: AuditDevice) -> JSONValue {
    .object([
      ("name", .string(device.name)),
      ("idiom", .string(device.device.idiom.rawValue)),
      ("scale", .number(device.device.scale)),
      ("width", .number(device.device.screenSize.width)),
      ("height", .number(device.device.screenSize.height)),
    ])
  }

  private static func summary(_ report: AuditReport) -> JSONValue {
    let images = report.images.values
    return .object([
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
      (
        "devices",
        .object(
          report.devices.map { ($0.name, .number(Double(report.count(forDevice: $0.name)))) })
      ),
      (
        "images",
        .object([
          ("sized", .number(Double(images.count { !$0.pages.isEmpty }))),
          ("sizeUnknown", .number(Double(images.count { $0.pages.isEmpty && $0.problem == nil }))),
          ("unreadable", .number(Double(images.count { $0.problem != nil }))),
        ])
      ),
    ])
  }

  private static func asset(_ asset: AuditedAsset, report: AuditReport) -> JSONValue {
    let choices = zip(report.devices, asset.choices)
    return .object([
      ("path", .string(asset.path)),
      ("directory", .string(asset.directory)),
      ("isImage", .bool(asset.isImage)),
      (
        "files",
        .array(
          asset.files.map { file in
            .object([("path", .string(file)), ("image", image(report.images[file]))])
          })
      ),
      ("choices", .object(choices.map { ($0.name, .string($1.file)) })),
      ("upscaled", .strings(choices.filter { $1.isUpscaled }.map { $0.0.name })),
    ])
  }

  /// `null` when the header was not read; else its format (`null`: size
  /// unknown), pages and problem.
  private static func image(_ image: AuditedImage?) -> JSONValue {
    guard let image else { return .scalar(.null) }
    return .object([
      ("format", .string(image.format)),
      ("pages", .array(image.pages.map(size))),
      ("problem", .string(image.problem)),
    ])
  }

  private static func size(_ size: AuditPixelSize?) -> JSONValue {
    guard let size else { return .scalar(.null) }
    return .object([
      ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
    ])
  }

  /// The findings grouped by rule and cause: each group's kind, cause,
  /// count, member files and members' positions in `findings` (which
  /// keeps every member).
  private static func groups(_ report: AuditReport) -> JSONValue {
    var positions: [AuditFinding: [Int]] = [:]
    for (position, finding) in report.findings.enumerated().reversed() {
      positions[finding, default: []].append(position)
    }
    return .array(
      report.findingGroups.map { group in
        let members = group.findings.map { positions[$0]?.popLast() ?? -1 }
        return .object([
          ("kind", .string(group.findings[0].kind.identifier)),
          ("severity", .string(group.findings[0].severity.identifier)),
          ("cause", .string(group.cause)),
          ("count", .number(Double(group.findings.count))),
          ("files", .strings(group.findings.map(\.file))),
          ("members", .array(members.map { .number(Double($0)) })),
        ])
      })
  }

  private static func finding(_ finding: AuditFinding) -> JSONValue {
    .object([
      ("kind", .string(finding.kind.identifier)),
      ("severity", .string(finding.severity.identifier)),
      ("file", .string(finding.file)),
      ("asset", .string(finding.asset)),
      ("devices", .strings(finding.devices)),
      ("relatedFiles", .strings(finding.relatedFiles)),
      ("suggestions", .strings(finding.suggestions)),
      ("expectedPixelSize", size(finding.expectedPixelSize)),
      ("actualPixelSize", size(finding.actualPixelSize)),
      ("message", .string(finding.message)),
    ])
  }
}
