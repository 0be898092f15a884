// What is on disk before a migration acts, read without changing anything,
// and the action the rules in Design/migration.md#survey-and-decision derive from it.

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
  /// What a migration must do.
  internal enum MigrationAction: Sendable, Hashable {
    /// Nothing is at the legacy path.
    case nothingToMigrate
    /// The legacy path is the link a `keepsLink` migration left.
    case alreadyMigrated
    /// Move the legacy folder into the absent or empty destination.
    case move
    /// The journal proves the destination is the finished copy: check it
    /// against what is left of the legacy folder, then remove that.
    case finish
  }

  /// The state of the legacy path, the destination and the journal.
  internal struct MigrationSurvey {
    /// What is at the legacy path.
    enum Legacy: Hashable {
      case absent
      case directory(Stat)
      case linkToDestination
      case otherLink
      case notADirectory
    }

    /// What is at the destination.
    enum Destination: Hashable {
      case absent
      case empty
      case nonEmpty
      case notADirectory
      case mountPoint
    }

    let legacy: Legacy
    let destination: Destination
    let journal: MigrationJournal.Reading
    /// Whether the destination's parent exists (as a directory).
    let parentExists: Bool
    /// Rename when the legacy folder and the destination's nearest
    /// existing ancestor share a device.
    let method: MigrationMethod

    /// Surveys `paths`, reading only.
    init(_ paths: MigrationPaths) throws(MigrationError) {
      var parentExists = false
      var destination = Destination.absent
      var journal = MigrationJournal.Reading.absent
      if let parent = try Self.openExistingDirectory(paths.destinationParent) {
        parentExists = true
        destination = try Self.destination(paths, in: parent)
        journal = try performing("read", paths.journal) { () throws(Errno) in
          try MigrationJournal.read(paths.journalName, in: parent)
        }
      }
      self.parentExists = parentExists
      self.destination = destination
      self.journal = journal
      legacy = try Self.legacy(
        paths,
        destinationIsDirectory: destination == .empty
          || destination == .nonEmpty)
      var legacyDevice = Self.nearestExistingDevice(of: paths.legacyParent)
      if case .directory(let status) = legacy { legacyDevice = status.device }
      let destinationDevice = Self.nearestExistingDevice(of: paths.destinationParent)
      method = legacyDevice == destinationDevice ? .rename : .copy
    }

    /// The action for this state, or the refusal.
    func action(for paths: MigrationPaths) throws(MigrationError) -> MigrationAction {
      switch journal {
      case .damaged:
        throw .foreignJournal(paths.journal)
      case .found(let found):
        guard found.legacy == paths.legacy, found.destination == paths.destination else {
          throw .foreignJournal(paths.journal)
        }
        // The journal is written just before the rename: a destination that
        // now holds something (or that the legacy folder was renamed to) is
        // the finished copy. Otherwise the journal is stale and ignored.
        let inPlace =
          destination == .nonEmpty
          || (destination == .empty && (legacy == .absent || legacy == .linkToDestination))
        if inPlace {
          switch legacy {
          case .directory, .absent, .linkToDestination: return .finish
          case .otherLink:
            throw .legacyIsSymbolicLink(legacy: paths.legacy, destination: paths.destination)
          case .notADirectory: throw .legacyNotADirectory(paths.legacy)
          }
        }
      case .absent:
        break
      }
      switch legacy {
      case .absent: return .nothingToMigrate
      case .linkToDestination: return .alreadyMigrated
      case .otherLink:
        throw .legacyIsSymbolicLink(legacy: paths.legacy, destination: paths.destination)
      case .notADirectory: throw .legacyNotADirectory(paths.legacy)
      case .directory(let status):
        switch destination {
        case .absent, .empty:
          if Self.hasAncestor(paths.destination, sameAs: status) {
            throw .overlappingPaths(legacy: paths.legacy, destination: paths.destination)
          }
          return .move
        case .nonEmpty:
          throw .destinationNotEmpty(legacy: paths.legacy, destination: paths.destination)
        case .notADirectory:
          throw .destinationNotADirectory(legacy: paths.legacy, destination: paths.destination)
        case .mountPoint:
          throw .destinationIsMountPoint(paths.destination)
        }
      }
    }

    // MARK: - Internals

    /// Opens the directory at `path`, or returns `nil` if there is none.
    static func openExistingDirectory(_ path: FilePath) throws(MigrationError)
      -> Descriptor?
    {
      do {
        return try Descriptor(openingDirectoryAt: path)
      } catch {
        if error == .noSuchFileOrDirectory || error == .notDirectory { return nil }
        throw .fileSystem(FileSystemError("open", path, error))
      }
    }

    private static func destination(
      _ paths: MigrationPaths, in parent: borrowing Descriptor
    ) throws(MigrationError) -> Destination {
      let path = paths.destination
      let found = try performing("inspect", path) { () throws(Errno) in
        (try parent.statusOfItem(paths.destinationName), try parent.status())
      }
      guard let status = found.0 else { return .absent }
      guard status.kind == .directory else { return .notADirectory }
      if status.device != found.1.device { return .mountPoint }
      let names = try performing("list", path) { () throws(Errno) in
        try parent.openDirectory(paths.destinationName, followingSymbolicLink: false).entryNames()
      }
      return names.isEmpty ? .empty : .nonEmpty
    }

    private static func legacy(_ paths: MigrationPaths, destinationIsDirectory: Bool)
      throws(MigrationError) -> Legacy
    {
      guard let parent = try openExistingDirectory(paths.legacyParent) else { return .absent }
      let found = try performing("inspect", paths.legacy) { () throws(Errno) in
        try parent.statusOfItem(paths.legacyName)
      }
      guard let status = found else { return .absent }
      switch status.kind {
      case .directory: return .directory(status)
      case .regularFile, .other: return .notADirectory
      case .symbolicLink:
        guard destinationIsDirectory else { return .otherLink }
        let target = try performing("read the link", paths.legacy) { () throws(Errno) in
          try parent.symbolicLinkTarget(paths.legacyName)
        }
        if target == paths.destination { return .linkToDestination }
        if let linked = followedStatus(paths.legacy),
          let destination = followedStatus(paths.destination),
          linked.isSameItem(as: destination)
        {
          return .linkToDestination
        }
        return .otherLink
      }
    }

    /// The status of what `path` names, following symbolic links.
    private static func followedStatus(_ path: FilePath) -> Stat? {
      var info = stat()
      let result = path.withPlatformString { stat($0, &info) }
      return result == 0 ? Stat(rawValue: info) : nil
    }

    /// The device of `path` or of its nearest existing ancestor.
    private static func nearestExistingDevice(of path: FilePath) -> UInt64? {
      var current = path
      while true {
        if let status = followedStatus(current) { return status.device }
        if current.components.isEmpty { return nil }
        current.removeLastComponent()
      }
    }

    /// Whether `path` or one of its existing ancestors is the directory
    /// `status` describes (symbolic links followed): a destination inside
    /// the legacy folder by another name.
    private static func hasAncestor(_ path: FilePath, sameAs status: Stat) -> Bool {
      var current = path
      while true {
        if let found = followedStatus(current), found.isSameItem(as: status) { return true }
        if current.components.isEmpty { return false }
        current.removeLastComponent()
      }
    }
  }
#endif
