import StandardPathsLocations
import StandardPathsMigration
import SystemPackage

/// What `migrate` prints for a plan (dry run) or a run: the JSON object and
/// the sentence, with the CLI's own spellings of the status and the method.
struct MigrationReport {
  var summary: MigrationSummary

  init(_ summary: MigrationSummary) {
    self.summary = summary
  }

  /// The `status` strings of `--json` (Design/migration.md#plan-and-outcome).
  private var status: String {
    switch summary.status {
    case .migrated: return "migrated"
    case .alreadyMigrated: return "already-migrated"
    case .nothingToMigrate: return "nothing-to-migrate"
    case .planned: return "planned"
    }
  }

  /// The `method` strings of `--json` and of the sentence.
  private var method: String {
    switch summary.method {
    case .rename: return "rename"
    case .copy: return "copy"
    }
  }

  /// The object of Design/migration.md#plan-and-outcome, keys in its order
  /// (`dropped-metadata` lists what a lossy copy dropped). Bytes of a path
  /// that are not UTF-8 become U+FFFD (JSON strings hold text only).
  var json: String {
    JSONValue.object([
      ("status", .string(status)), ("from", .string(summary.legacy.string)),
      ("to", .string(summary.destination.string)), ("method", .string(method)),
      ("files", .number(Double(summary.files))), ("bytes", .number(Double(summary.bytes))),
      ("dropped-metadata", .strings(summary.droppedMetadata)),
    ]).rendered
  }

  /// One sentence for people, on one line whatever the paths hold
  /// (control characters and bytes that are not UTF-8 are escaped).
  var text: String {
    let from = displayed(summary.legacy)
    let to = displayed(summary.destination)
    let (files, bytes) = (summary.files, summary.bytes)
    var amount = "\(files) file\(files == 1 ? "" : "s"), \(bytes) byte\(bytes == 1 ? "" : "s")"
    if !summary.droppedMetadata.isEmpty {
      amount += "; dropped: " + summary.droppedMetadata.joined(separator: ", ")
    }
    switch summary.status {
    case .planned: return "would migrate \(from) to \(to) by \(method): \(amount)"
    case .migrated: return "migrated \(from) to \(to) by \(method): \(amount)"
    case .alreadyMigrated: return "already migrated: \(from) links to \(to)"
    case .nothingToMigrate: return "nothing to migrate: \(from) does not exist"
    }
  }
}
