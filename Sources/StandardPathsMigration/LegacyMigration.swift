import SystemPackage

/// Moves an app's legacy folder (such as `~/.myapp`) to the location it
/// belongs in now, safely (Design/migration.md).
///
/// ```swift
/// let migration = LegacyMigration(
///   from: "/home/me/.myapp", to: "/home/me/.local/share/myapp", keepsLink: true)
/// print(try migration.plan())   // a dry run: changes nothing
/// let outcome = try migration.run()
/// ```
///
/// The rules:
/// - The legacy path must be a directory; a symbolic link there is never
///   followed and is refused, except the link a previous `keepsLink` run
///   left pointing at the destination (``MigrationStatus/alreadyMigrated``).
///   Nothing at the legacy path is ``MigrationStatus/nothingToMigrate``.
/// - The destination must be absent or an empty directory. A non-empty one
///   is refused, changing nothing, unless the journal of an interrupted
///   migration of the same folder to the same destination vouches for it.
/// - On one file system the folder is moved with one atomic `rename(2)`.
///   Across file systems it is copied into the hidden sibling
///   `.<name>.migrating-<random>` (modes, times and symbolic links
///   preserved, links never followed; every file and directory
///   durable), verified item by item, renamed into place, and only then is
///   the legacy folder removed. A copy keeps what `cp -a` keeps: modes,
///   times, symbolic links, hard links, holes, extended attributes (ACLs
///   among them) and, where the process may set them, owners. Before the
///   first byte, a preflight refuses what could not finish or keep that
///   metadata (a FIFO, socket or device, a mount point inside, a directory
///   the process cannot empty, too little space, metadata the destination
///   cannot hold) unless `lossyMetadata` accepts dropping the metadata.
/// - Missing parents of the destination are created with mode 0700 each.
/// - Crash safety: if the process dies at any instant, every file is whole
///   in the legacy folder or in the destination, and running again finishes
///   the job. Just before the rename, the journal `.<name>.migration-journal`
///   is written beside the destination, naming both folders; it is removed
///   last. The next run removes stale `.<name>.migrating-*` copies and starts
///   over, or, if the journal exists and the destination is in place,
///   verifies the destination against what is left of the legacy folder and
///   finishes removing it.
/// - Two migrations of one legacy folder, or into one parent directory, do
///   not run at once: the second fails with ``MigrationError/busy(_:)``.
///
/// Stop the app before migrating: a file it changes during the copy fails
/// verification, and one it changes after verification is lost with the
/// legacy folder.
public struct LegacyMigration: Sendable {
  /// The legacy folder.
  public var legacy: FilePath
  /// Where the folder goes: the location's path for the app.
  public var destination: FilePath
  /// Whether the legacy path is left as a symbolic link to the destination,
  /// so old code and scripts still work.
  public var keepsLink: Bool

  /// Whether metadata a copy cannot keep is dropped (and reported in
  /// ``MigrationSummary/droppedMetadata``) instead of refused.
  var lossyMetadata: Bool

  /// Called at each ``MigrationCheckpoint``, for crash tests.
  @_spi(Testing) public var checkpoint: @Sendable (MigrationCheckpoint) -> Void = { _ in }

  /// Describes a migration; nothing is read or written until ``plan()`` or
  /// ``run()``.
  ///
  /// - Parameters:
  ///   - legacy: The absolute path of the legacy folder.
  ///   - destination: The absolute path it moves to.
  ///   - keepsLink: Whether to leave a symbolic link at `legacy` pointing
  ///     at `destination`.
  ///   - lossyMetadata: Whether a copy may drop the extended attributes and
  ///     owners the destination or the process cannot keep (reported in
  ///     the summary); by default such a copy is refused before it starts.
  public init(
    from legacy: FilePath, to destination: FilePath, keepsLink: Bool = false,
    lossyMetadata: Bool = false
  ) {
    self.legacy = legacy
    self.destination = destination
    self.keepsLink = keepsLink
    self.lossyMetadata = lossyMetadata
  }

  /// Finds what ``run()`` would do, reading only: nothing is created,
  /// removed or locked.
  ///
  /// - Throws: The ``MigrationError`` that ``run()`` would refuse with.
  public func plan() throws(MigrationError) -> MigrationSummary {
    #if os(Windows)
      throw .invalidPath(legacy)
    #else
      let paths = try MigrationPaths(legacy: legacy, destination: destination)
      let survey = try MigrationSurvey(paths)
      let action = try survey.action(for: paths)
      var scanner = TreeScanner()
      var dropped: [String] = []
      switch action {
      case .move:
        let plan = try MigrationRunner.plan(paths, method: survey.method, dropping: lossyMetadata)
        scanner = plan.scanner
        dropped = plan.dropped
      case .finish: try MigrationRunner.scan(paths.destination, with: &scanner)
      case .nothingToMigrate, .alreadyMigrated: break
      }
      let status: MigrationStatus
      switch action {
      case .nothingToMigrate: status = .nothingToMigrate
      case .alreadyMigrated: status = .alreadyMigrated
      case .move, .finish: status = .planned
      }
      return MigrationSummary(
        legacy: paths.legacy, destination: paths.destination, status: status,
        method: survey.method, files: scanner.files, bytes: scanner.bytes,
        resumesInterruptedMigration: action == .finish, droppedMetadata: dropped)
    #endif
  }

  /// Migrates the legacy folder, or finishes an interrupted migration.
  ///
  /// Running it again after it succeeded reports
  /// ``MigrationStatus/nothingToMigrate`` (or
  /// ``MigrationStatus/alreadyMigrated`` with ``keepsLink``).
  ///
  /// - Throws: ``MigrationError``, one line naming the path or paths at
  ///   fault. A refusal changed nothing; a failure left every file whole.
  public func run() throws(MigrationError) -> MigrationSummary {
    #if os(Windows)
      throw .invalidPath(legacy)
    #else
      let paths = try MigrationPaths(legacy: legacy, destination: destination)
      let runner = MigrationRunner(
        paths: paths, keepsLink: keepsLink, dropsMetadata: lossyMetadata, checkpoint: checkpoint)
      return try runner.run()
    #endif
  }
}
