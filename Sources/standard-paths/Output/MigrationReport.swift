import StandardPathsLocations
import StandardPathsMigration
import SystemPackage

/// What `migrate` prints: a dry run's plan and a run's outcome in one shape.
struct MigrationReport {
  var status: MigrationStatus
  var from: FilePath
  var to: FilePath
  var method: MigrationMethod
  var files: Int
  var bytes: Int

  init(_ plan: MigrationPlan) {
    status = plan.status
    from = plan.legacy
    to = plan.destination
    method = plan.method
    files = plan.files
    bytes = plan.bytes
  }

  init(_ outcome: MigrationOutcome) {
    status = outcome.status
    from = outcome.legacy
    to = outcome.destination
    method = outcome.method
    files = outcome.files
    bytes = outcome.bytes
  }

  /// The object of Design/migration.md#plan-and-outcome, keys in its order. Bytes of a path
  /// that are not UTF-8 become U+FFFD (JSON strings hold text only).
  var json: String {
    JSONOutput.object([
      ("status", .string(status.rawValue)), ("from", .string(from.string)),
      ("to", .string(to.string)), ("method", .string(method.rawValue)),
      ("files", .number(Double(files))), ("bytes", .number(Double(bytes))),
    ])
  }

  /// One sentence for people, on one line whatever the paths hold
  /// (control characters and bytes that are not UTF-8 are escaped).
  var text: String {
    let from = displayed(from)
    let to = displayed(to)
    let amount = "\(files) file\(files == 1 ? "" : "s"), \(bytes) byte\(bytes == 1 ? "" : "s")"
    switch status {
    case .planned: return "would migrate \(from) to \(to) by \(method.rawValue): \(amount)"
    case .migrated: return "migrated \(from) to \(to) by \(method.rawValue): \(amount)"
    case .alreadyMigrated: return "already migrated: \(from) links to \(to)"
    case .nothingToMigrate: return "nothing to migrate: \(from) does not exist"
    }
  }
}
