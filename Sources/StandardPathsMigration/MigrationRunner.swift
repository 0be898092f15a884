// The steps of `LegacyMigration.run()`: decide under a lock, then rename,
// or copy-verify-rename, then remove the legacy folder, with the journal
// around the point of no return.

import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// Carries out one migration.
  internal struct MigrationRunner {
    let paths: MigrationPaths
    let keepsLink: Bool
    /// Whether metadata the destination cannot hold is dropped rather than
    /// refused (`--lossy-metadata`).
    let dropsMetadata: Bool
    let checkpoint: @Sendable (MigrationCheckpoint) -> Void

    /// Locks the legacy folder's parent; decides, refusing before anything
    /// is written (the preflight, for a copy); creates the destination's
    /// parent if needed; locks it; decides again under the lock; acts.
    func run() throws(MigrationError) -> MigrationSummary {
      // One migration of a legacy folder at a time, whatever its
      // destination: the loser is ``MigrationError/busy(_:)``.
      let legacyParent = try MigrationSurvey.openExistingDirectory(paths.legacyParent)
      switch legacyParent {
      case .some(let directory): try lock(directory, at: paths.legacyParent)
      case .none: break
      }
      let first = try MigrationSurvey(paths)
      let firstAction = try first.action(for: paths)
      var scanner = TreeScanner()
      var plan: Plan?
      if firstAction == .move {
        plan = try Self.plan(paths, method: first.method, dropping: dropsMetadata)
        scanner = plan?.scanner ?? scanner
      } else if !first.parentExists {
        return outcome(for: firstAction, method: first.method, scanner: scanner, dropped: [])
      }
      if !first.parentExists { try createDestinationParent() }
      let parent = try performing("open", paths.destinationParent) { () throws(Errno) in
        try Descriptor(openingDirectoryAt: paths.destinationParent)
      }
      if !(try sameDirectory(parent, legacyParent)) {
        try lock(parent, at: paths.destinationParent)
      }

      let survey = try MigrationSurvey(paths)
      let action = try survey.action(for: paths)
      var method = survey.method
      switch action {
      case .nothingToMigrate, .alreadyMigrated:
        try removeStaleItems(in: parent, staleJournal: survey.journal != .absent)
      case .move:
        if plan == nil || method != plan?.method {
          plan = try Self.plan(paths, method: method, dropping: dropsMetadata)
        }
        scanner = plan?.scanner ?? scanner
        try removeStaleItems(in: parent, staleJournal: survey.journal != .absent)
        let renamed = method == .rename ? try moveByRenaming(parent: parent) : false
        if !renamed {
          if method == .rename {  // EXDEV after all: a copy, checked first
            plan = try Self.plan(paths, method: .copy, dropping: dropsMetadata)
          }
          method = .copy
          guard let policy = plan?.policy else { preconditionFailure("a copy's plan has a policy") }
          try moveByCopying(parent: parent, policy: policy)
        }
      case .finish:
        try Self.scan(paths.destination, with: &scanner)
        try finishInterruptedMigration(parent: parent)
      }
      return outcome(
        for: action, method: method, scanner: scanner,
        dropped: action == .move && method == .copy ? plan?.dropped ?? [] : [])
    }

    /// What a move will do, checked before anything is written.
    struct Plan {
      var method: MigrationMethod
      var scanner: TreeScanner
      /// The metadata a copy keeps (`nil` for a rename, which keeps all).
      var policy: MetadataPolicy?
      var dropped: [String]
    }

    /// Scans the legacy folder and, for a copy, runs the preflight.
    static func plan(_ paths: MigrationPaths, method: MigrationMethod, dropping: Bool)
      throws(MigrationError) -> Plan
    {
      guard method == .copy else {
        var scanner = TreeScanner()
        try scan(paths.legacy, with: &scanner)
        return Plan(method: method, scanner: scanner, policy: nil, dropped: [])
      }
      var scanner = TreeScanner(inspectingFor: ProcessCredentials.current())
      try scan(paths.legacy, with: &scanner)
      let (policy, dropped) = try MigrationPreflight.check(
        scanner, paths: paths, dropping: dropping)
      return Plan(method: method, scanner: scanner, policy: policy, dropped: dropped)
    }

    /// Counts the regular files under the directory at `path` (not
    /// following a final symbolic link).
    static func scan(_ path: FilePath, with scanner: inout TreeScanner) throws(MigrationError) {
      guard let name = path.lastComponent.flatMap(EntryName.init),
        let parent = try MigrationSurvey.openExistingDirectory(path.removingLastComponent())
      else { return }
      try scanner.scan(name, of: parent, at: path)
    }

    private func lock(_ directory: borrowing Descriptor, at path: FilePath)
      throws(MigrationError)
    {
      let locked = try performing("lock", path) { () throws(Errno) in
        try directory.lockExclusively()
      }
      guard locked else { throw .busy(path) }
    }

    /// Whether both are one directory (a second `flock` on it from this
    /// process would conflict with the first).
    private func sameDirectory(
      _ one: borrowing Descriptor, _ other: borrowing Descriptor?
    ) throws(MigrationError) -> Bool {
      switch other {
      case .some(let directory):
        return try performing("inspect", paths.destinationParent) { () throws(Errno) in
          try one.status().isSameItem(as: try directory.status())
        }
      case .none:
        return false
      }
    }

    // MARK: - Moving

    /// Same file system: journal, one `rename(2)`, then the link if asked.
    ///
    /// - Returns: `false` if the rename crossed devices after all (`EXDEV`,
    ///   such as two bind mounts of one file system); nothing was changed.
    private func moveByRenaming(parent: borrowing Descriptor) throws(MigrationError) -> Bool {
      let legacyParent = try openLegacyParent()
      try writeJournal(in: parent)
      do {
        try legacyParent.renameItem(paths.legacyName, to: paths.destinationName, in: parent)
      } catch {
        try? MigrationJournal.remove(paths.journalName, from: parent)
        switch error {
        case .improperLink: return false
        case .directoryNotEmpty, .fileExists:
          throw .destinationNotEmpty(legacy: paths.legacy, destination: paths.destination)
        default: throw .renameFailed(paths.legacy, to: paths.destination, error)
        }
      }
      try synchronize(parent, at: paths.destinationParent)
      try synchronize(legacyParent, at: paths.legacyParent)
      checkpoint(.renamed)
      try finish(parent: parent, legacyParent: legacyParent, verifyingFirst: false)
      return true
    }

    /// Different file systems: copy into a hidden sibling, verify, make it
    /// durable, journal, rename into place, remove the legacy folder.
    private func moveByCopying(parent: borrowing Descriptor, policy: MetadataPolicy)
      throws(MigrationError)
    {
      let legacyParent = try openLegacyParent()
      let legacyFolder = try performing("open", paths.legacy) { () throws(Errno) in
        try legacyParent.openDirectory(paths.legacyName, followingSymbolicLink: false)
      }
      let stagingName = try makeStagingDirectory(in: parent)
      let stagingPath = paths.destinationParent.appending(stagingName)
      checkpoint(.stagingCreated)
      do throws(MigrationError) {
        try copy(
          legacyFolder, in: legacyParent, into: stagingName, at: stagingPath, of: parent,
          policy: policy)
        try writeJournal(in: parent)
        do {
          try parent.renameItem(stagingName, to: paths.destinationName, in: parent)
        } catch {
          throw .renameFailed(stagingPath, to: paths.destination, error)
        }
      } catch {
        // Nothing is in place yet: drop the copy and its journal.
        try? MigrationJournal.remove(paths.journalName, from: parent)
        var remover = TreeRemover()
        try? remover.removeItem(stagingName, of: parent, in: paths.destinationParent)
        try? parent.synchronize()
        throw error
      }
      try synchronize(parent, at: paths.destinationParent)
      checkpoint(.renamed)
      try finish(parent: parent, legacyParent: legacyParent, verifyingFirst: false)
    }

    /// Copies and verifies LEGACY (`legacyFolder`, in `legacyParent`) into
    /// the staging directory `stagingName` of `parent`, then makes the copy
    /// durable with one `syncfs` of its file system (the journal and the
    /// rename follow).
    private func copy(
      _ legacyFolder: borrowing Descriptor, in legacyParent: borrowing Descriptor,
      into stagingName: EntryName, at stagingPath: FilePath, of parent: borrowing Descriptor,
      policy: MetadataPolicy
    ) throws(MigrationError) {
      let staging = try performing("open", stagingPath) { () throws(Errno) in
        try parent.openDirectory(stagingName, followingSymbolicLink: false)
      }
      // A default ACL inherited from the parent would give every copied
      // item an ACL its original lacks; the root gets LEGACY's own below.
      try? staging.removeExtendedAttribute("system.posix_acl_default")
      let checkpoint = checkpoint
      let root = try performing("open", stagingPath) { () throws(Errno) in
        try parent.openDirectory(stagingName, followingSymbolicLink: false)
      }
      var copier = TreeCopier(
        policy: policy, root: root, onFileCopied: { checkpoint(.copying(filesCopied: $0)) })
      try walkTree(
        paths.legacyName, of: legacyParent, at: paths.legacy, with: stagingName, of: parent,
        at: stagingPath, visitor: &copier)
      let status = try performing("inspect", paths.legacy) { () throws(Errno) in
        try legacyFolder.status()
      }
      try copier.copyMetadata(
        of: status, from: legacyFolder, to: staging, named: stagingName, in: parent,
        replacing: true, at: stagingPath)
      checkpoint(.copied)
      var verifier = TreeVerifier(
        exact: true, policy: policy, copiedContents: copier.copiedContents)
      try verifier.verify(
        paths.legacyName, of: legacyParent, at: paths.legacy, against: stagingName, of: parent,
        at: stagingPath)
      try performing("synchronize", stagingPath) { () throws(Errno) in
        try staging.synchronize(wholeFileSystem: true)
        try parent.synchronize()
      }
      checkpoint(.verified)
    }

    // MARK: - Finishing

    /// The journal was found and the destination is in place: verify it
    /// against what is left of the legacy folder, then finish.
    private func finishInterruptedMigration(parent: borrowing Descriptor)
      throws(MigrationError)
    {
      guard let legacyParent = try MigrationSurvey.openExistingDirectory(paths.legacyParent)
      else {
        try removeJournal(from: parent)
        return
      }
      try finish(parent: parent, legacyParent: legacyParent, verifyingFirst: true)
    }

    /// Removes the legacy folder (if still there), leaves the link if asked,
    /// removes the journal and any stale copy.
    private func finish(
      parent: borrowing Descriptor, legacyParent: borrowing Descriptor,
      verifyingFirst: Bool
    ) throws(MigrationError) {
      let found = try performing("inspect", paths.legacy) { () throws(Errno) in
        try legacyParent.statusOfItem(paths.legacyName)
      }
      switch found?.kind {
      case .directory:
        if verifyingFirst { try verifyDestination(parent: parent, legacyParent: legacyParent) }
        let checkpoint = checkpoint
        var remover = TreeRemover(onItemRemoved: { checkpoint(.removing(itemsRemoved: $0)) })
        try remover.removeItem(paths.legacyName, of: legacyParent, in: paths.legacyParent)
        try synchronize(legacyParent, at: paths.legacyParent)
        checkpoint(.legacyRemoved)
        try makeLinkIfAsked(in: legacyParent)
      case nil:
        try makeLinkIfAsked(in: legacyParent)
      case .symbolicLink:
        break  // the link a previous run left (the survey checked it)
      case .regularFile, .other:
        throw .legacyNotADirectory(paths.legacy)
      }
      try removeJournal(from: parent)
      try removeStaleItems(in: parent, staleJournal: false)
    }

    /// Checks that every item still in the legacy folder is in the
    /// destination, identical.
    private func verifyDestination(
      parent: borrowing Descriptor, legacyParent: borrowing Descriptor
    ) throws(MigrationError) {
      var verifier = TreeVerifier(exact: false)
      try verifier.verify(
        paths.legacyName, of: legacyParent, at: paths.legacy, against: paths.destinationName,
        of: parent, at: paths.destination)
    }

    private func makeLinkIfAsked(in legacyParent: borrowing Descriptor)
      throws(MigrationError)
    {
      guard keepsLink else { return }
      try performing("link", paths.legacy) { () throws(Errno) in
        try legacyParent.makeSymbolicLink(paths.legacyName, target: paths.destination)
        try legacyParent.synchronize()
      }
      checkpoint(.linked)
    }

    // MARK: - Hidden items

    private func writeJournal(in parent: borrowing Descriptor) throws(MigrationError) {
      let journal = MigrationJournal(legacy: paths.legacy, destination: paths.destination)
      try performing("write", paths.journal) { () throws(Errno) in
        try journal.write(
          as: paths.journalName, temporaryName: paths.newStagingName(), in: parent)
      }
      checkpoint(.journalWritten)
    }

    private func removeJournal(from parent: borrowing Descriptor) throws(MigrationError) {
      try performing("remove", paths.journal) { () throws(Errno) in
        try MigrationJournal.remove(paths.journalName, from: parent)
      }
    }

    /// Creates a fresh staging directory, mode 0700 while it fills, set
    /// explicitly: under a umask such as 0277 `mkdir` alone would leave it
    /// 0500, and nothing could be copied into it.
    private func makeStagingDirectory(in parent: borrowing Descriptor)
      throws(MigrationError) -> EntryName
    {
      while true {
        let name = paths.newStagingName()
        let made = try performing("create", paths.destinationParent.appending(name)) {
          () throws(Errno) in
          try parent.makeDirectory(name, permissions: 0o700, ignoringUmask: true)
        }
        if made { return name }
      }
    }

    /// Removes every `.<name>.migrating-*` item a crash left (partial
    /// copies, half-written journals) and, if `staleJournal`, the journal.
    private func removeStaleItems(in parent: borrowing Descriptor, staleJournal: Bool)
      throws(MigrationError)
    {
      if staleJournal { try removeJournal(from: parent) }
      let names = try performing("list", paths.destinationParent) { () throws(Errno) in
        try parent.entryNames()
      }
      var remover = TreeRemover()
      var removedAny = false
      for name in names where paths.isStagingName(name) {
        try remover.removeItem(name, of: parent, in: paths.destinationParent)
        removedAny = true
      }
      if removedAny { try synchronize(parent, at: paths.destinationParent) }
    }

    // MARK: - Helpers

    /// Creates the destination's missing ancestors as the project creates
    /// every directory (Design/creation-backup-and-seed-filemanager.md: 0700 each, existing ones
    /// untouched).
    private func createDestinationParent() throws(MigrationError) {
      do {
        try DirectoryCreator.createDirectory(at: paths.destinationParent)
      } catch {
        if case .fileSystem(let failure) = error { throw .fileSystem(failure) }
        let path = error.path.map { FilePath($0) } ?? paths.destinationParent
        let code: Errno
        switch error {
        case .notADirectory: code = .notDirectory
        case .danglingSymbolicLink: code = .noSuchFileOrDirectory
        default: code = .invalidArgument
        }
        throw .fileSystem(FileSystemError("create directory", path, code))
      }
    }

    private func openLegacyParent() throws(MigrationError) -> Descriptor {
      try performing("open", paths.legacyParent) { () throws(Errno) in
        try Descriptor(openingDirectoryAt: paths.legacyParent)
      }
    }

    private func synchronize(_ directory: borrowing Descriptor, at path: FilePath)
      throws(MigrationError)
    {
      try performing("synchronize", path) { () throws(Errno) in try directory.synchronize() }
    }

    private func outcome(
      for action: MigrationAction, method: MigrationMethod, scanner: TreeScanner,
      dropped: [String]
    ) -> MigrationSummary {
      let status: MigrationStatus
      switch action {
      case .nothingToMigrate: status = .nothingToMigrate
      case .alreadyMigrated: status = .alreadyMigrated
      case .move, .finish: status = .migrated
      }
      let moved = status == .migrated
      return MigrationSummary(
        legacy: paths.legacy, destination: paths.destination, status: status, method: method,
        files: moved ? scanner.files : 0, bytes: moved ? scanner.bytes : 0,
        resumesInterruptedMigration: action == .finish, droppedMetadata: moved ? dropped : [])
    }
  }
#endif
