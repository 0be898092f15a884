import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Shorthands shared by the suites.
enum MigrationCheck {
  /// A migration of `legacy` to `destination`.
  static func migration(_ legacy: String, _ destination: String, keepsLink: Bool = false)
    -> LegacyMigration
  {
    LegacyMigration(from: FilePath(legacy), to: FilePath(destination), keepsLink: keepsLink)
  }

  /// The file-system error `migration.run()` throws, or `nil`.
  static func fileSystemFailure(of migration: LegacyMigration) -> FileSystemError? {
    do {
      _ = try migration.run()
    } catch {
      if case .fileSystem(let failure) = error { return failure }
    }
    return nil
  }

  /// The number of regular files and their bytes in `snapshot`.
  static func totals(_ snapshot: TreeSnapshot) -> (files: Int, bytes: Int) {
    (snapshot.files.count, snapshot.files.values.reduce(0) { $0 + $1.count })
  }

  /// The mode bits of the item at `path`.
  static func mode(_ path: String) -> mode_t? {
    Posix.status(Posix.bytes(path)).map { $0.st_mode & 0o7777 }
  }

  /// The hidden migration items (staging copies, journals) in `directory`.
  static func leftovers(in directory: String) -> [String] {
    Posix.names(directory).filter {
      $0.contains(".migrating-") || $0.contains(".migration-journal")
    }
  }

  /// Whether `path` is a symbolic link whose content is `target`.
  static func isLink(_ path: String, to target: String) -> Bool {
    guard let info = Posix.status(Posix.bytes(path)), info.st_mode & S_IFMT == S_IFLNK else {
      return false
    }
    return Posix.linkTarget(Posix.bytes(path)) == Posix.bytes(target)
  }
}
