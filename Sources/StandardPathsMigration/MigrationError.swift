import StandardPathsLocations
import SystemPackage

/// Why a migration was refused or failed.
///
/// Every case names the path or paths at fault, and its ``description`` is
/// one line: paths are quoted with control characters and bytes that are not
/// UTF-8 escaped. Whatever the case, every file of the legacy folder is
/// still whole in the legacy folder or in the destination:
/// - Refusals (every case but ``renameFailed(_:to:_:)``, and
///   ``fileSystem(_:)`` when it comes from the copy itself) are decided
///   before anything is written. The copy's preflight refuses with
///   ``fileSystem(_:)`` too, naming what cannot be done: `move the mount
///   point`, `remove the entries of`, `copy N bytes into` (`ENOSPC`),
///   `write the journal in`, `keep the extended attributes user.* of`
///   (`ENOTSUP` or `EPERM`), `keep the owner and group of` (`EPERM`).
/// - Failures after writing began remove the partial copy (a copy a crash
///   leaves behind is removed by the next run) and keep the legacy folder,
///   unless the copy was already renamed into place and verified, in which
///   case the journal lets the next run finish the job.
///
/// An enumeration rather than a structure: the set of outcomes is closed
/// and callers switch over it (a refusal to explain, a failure to retry),
/// each case carries exactly the paths it needs, and it matches
/// `DirectoryCreationError` and the project's other error types.
public enum MigrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A path is relative or `/`, has a `..` component that does not lead
  /// where it says (it follows a symbolic link, or a folder is missing),
  /// or is a destination whose name is too long for the hidden names beside
  /// it (more than 227 bytes).
  case invalidPath(FilePath)
  /// One path is the other or lies inside it.
  case overlappingPaths(legacy: FilePath, destination: FilePath)
  /// The legacy path is a symbolic link, and not the one a previous
  /// migration left pointing at the destination. It is never followed.
  case legacyIsSymbolicLink(legacy: FilePath, destination: FilePath)
  /// The legacy path exists but is not a directory.
  case legacyNotADirectory(FilePath)
  /// The destination is a directory with entries, and no journal of an
  /// interrupted migration of the same legacy folder vouches for it.
  case destinationNotEmpty(legacy: FilePath, destination: FilePath)
  /// Something other than a directory (a file, a symbolic link) is at the
  /// destination.
  case destinationNotADirectory(legacy: FilePath, destination: FilePath)
  /// The destination is the mount point of another file system, which no
  /// rename can replace.
  case destinationIsMountPoint(FilePath)
  /// The legacy folder holds a FIFO, socket or device and the move is a
  /// copy: copying one is meaningless and reading a FIFO can block (on one
  /// file system the rename moves them).
  case unsupportedItem(FilePath)
  /// The journal beside the destination names another migration, or is
  /// damaged; it is left for a person to inspect.
  case foreignJournal(FilePath)
  /// Verification found that a copied item differs from the legacy one (it
  /// changed during the copy, or the destination was altered afterwards).
  case verificationFailed(legacy: FilePath, destination: FilePath)
  /// Another migration of the same legacy folder (the path is its parent)
  /// or into the same parent directory holds the lock; the command exits
  /// with 75 (try again later).
  case busy(FilePath)
  /// A system call failed: ``FileSystemError`` says which, on which path.
  case fileSystem(FileSystemError)
  /// Renaming the first path to the second failed.
  case renameFailed(FilePath, to: FilePath, Errno)

  /// A one-line explanation naming the path or paths at fault.
  public var description: String {
    switch self {
    case .invalidPath(let path):
      return "cannot migrate \(quoted(path)): not an absolute path below / whose \"..\" "
        + "components lead where they say, with a destination name of at most 227 bytes"
    case .overlappingPaths(let legacy, let destination):
      return "cannot migrate \(quoted(legacy)) to \(quoted(destination)): "
        + "one lies inside the other"
    case .legacyIsSymbolicLink(let legacy, let destination):
      return "refusing to migrate \(quoted(legacy)): it is a symbolic link, "
        + "not the one a migration leaves pointing at \(quoted(destination))"
    case .legacyNotADirectory(let legacy):
      return "refusing to migrate \(quoted(legacy)): it is not a directory"
    case .destinationNotEmpty(let legacy, let destination):
      return "refusing to migrate \(quoted(legacy)) to \(quoted(destination)): "
        + "the destination is not empty"
    case .destinationNotADirectory(let legacy, let destination):
      return "refusing to migrate \(quoted(legacy)) to \(quoted(destination)): "
        + "the destination is not a directory"
    case .destinationIsMountPoint(let destination):
      return "refusing to migrate to \(quoted(destination)): it is a mount point"
    case .unsupportedItem(let path):
      return "refusing to migrate \(quoted(path)): a FIFO, socket or device cannot be copied "
        + "to another file system; remove it (the program that made it recreates it) or move "
        + "it out of the folder, then migrate again"
    case .foreignJournal(let journal):
      return "refusing to migrate: the journal \(quoted(journal)) "
        + "belongs to another migration or is damaged"
    case .verificationFailed(let legacy, let destination):
      return "cannot migrate \(quoted(legacy)): the copy \(quoted(destination)) differs from it"
    case .busy(let parent):
      return "cannot migrate: another migration holds the lock on \(quoted(parent)); "
        + "try again when it has finished"
    case .fileSystem(let error):
      return error.description
    case .renameFailed(let source, let target, let code):
      return "cannot rename \(quoted(source)) to \(quoted(target)): "
        + "\(code) (errno \(code.rawValue))"
    }
  }
}
