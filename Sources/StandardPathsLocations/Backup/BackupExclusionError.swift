import SystemPackage

/// Why a directory's backup marks could not be read or changed.
///
/// An enumeration, frozen on purpose: every case names the path at fault,
/// and callers (the CLI's `backup` command among them) switch over them to
/// tell a missing or wrong input (exit 2 with the path) from a system
/// error; the calls declare it in a typed `throws(BackupExclusionError)`.
/// A new case would break those switches, so one is added only in a major
/// release; an unexpected system failure is ``fileSystem(_:)``.
public enum BackupExclusionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing exists at the path (or it is a dangling symbolic link).
  case missing(String)
  /// The path names something other than a directory, or the URL is not a
  /// file URL.
  case notADirectory(String)
  /// A `CACHEDIR.TAG` exists that is not a valid cache directory tag (its
  /// first 43 bytes are not the signature, or it is not a regular file). It
  /// is someone else's file: it was left untouched and nothing was changed.
  case foreignCacheDirectoryTag(String)
  /// A system call failed: ``FileSystemError`` says which, on which path.
  case fileSystem(FileSystemError)
  /// The platform refused the change (the associated values are the path
  /// and the platform's explanation).
  case failed(String, reason: String)

  /// The path at fault.
  public var path: String {
    switch self {
    case .missing(let path), .notADirectory(let path), .foreignCacheDirectoryTag(let path),
      .failed(let path, _):
      return path
    case .fileSystem(let error):
      return error.path.string
    }
  }

  /// A one-line explanation that names the path.
  public var description: String {
    let path = escapingControlCharacters(self.path)
    switch self {
    case .missing:
      return "no directory at \(path)"
    case .notADirectory:
      return "\(path) is not a directory"
    case .foreignCacheDirectoryTag:
      return "\(path) exists and is not a valid cache directory tag; it was left untouched"
    case .fileSystem(let error):
      return error.description
    case .failed(_, let reason):
      return "cannot update the backup marks of \(path): \(escapingControlCharacters(reason))"
    }
  }
}
