import SystemPackage

/// Why a directory could not be created.
///
/// Every case names the path at fault, and nothing at that path was changed:
/// StandardPaths never deletes, replaces, follows into or re-permissions
/// something it did not create.
///
/// An enumeration, frozen on purpose: the refusals are the safety rules of
/// Design/creation-backup-and-seed-filemanager.md, each case carries exactly the path (and problem)
/// its message needs, callers switch over them, and the creating calls declare
/// it in a typed `throws(DirectoryCreationError)`. A new case would break
/// those switches, so one is added only in a major release; an unexpected
/// system failure is ``fileSystem(_:)``.
public enum DirectoryCreationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The location's path could not be computed.
  case unresolved(LocationError)
  /// The location is not one StandardPaths creates: only app-scoped
  /// locations (``Location/appScoped``) are; the home directory, the user
  /// folders and the read-only resources are not.
  case notCreatable(Location)
  /// The path is relative or contains a NUL byte.
  case invalidPath(String)
  /// The location lies inside the home directory, which does not exist.
  /// StandardPaths never creates a home directory (think of a service
  /// account whose `HOME` is `/nonexistent`).
  case missingHomeDirectory(String)
  /// Something other than a directory (a file, a device, a symbolic link to
  /// a file) stands where a directory belongs.
  case notADirectory(String)
  /// A symbolic link whose target does not exist stands where a directory
  /// belongs.
  case danglingSymbolicLink(String)
  /// A directory that must be private (the temporary directory, the runtime
  /// directory's base) exists but is not: it is a symbolic link, belongs to
  /// another user or is open to others. It was not used, followed or changed.
  case unsafePrivateDirectory(String, DirectoryProblem)
  /// A system call failed: ``FileSystemError`` says which, on which path.
  case fileSystem(FileSystemError)
  /// The location's path is not valid UTF-8 (a `HOME`, `XDG_*` variable or
  /// `user-dirs.dirs` value with other bytes). Such a path resolves exactly
  /// (``ResolvedLocation/filePath``) but is not created: the checks of the
  /// private directories inspect paths as text.
  case notValidUTF8(String)

  /// The path at fault, or `nil` when the location could not be resolved.
  public var path: String? {
    switch self {
    case .unresolved, .notCreatable: return nil
    case .invalidPath(let path), .missingHomeDirectory(let path), .notADirectory(let path),
      .danglingSymbolicLink(let path),
      .unsafePrivateDirectory(let path, _), .notValidUTF8(let path):
      return path
    case .fileSystem(let error):
      return error.path.string
    }
  }

  /// A one-line explanation that names the path.
  public var description: String {
    let path = escapingControlCharacters(self.path ?? "")
    switch self {
    case .unresolved(let error):
      return error.description
    case .notCreatable(let location):
      return "\(location) is not created by StandardPaths: only app-scoped locations are"
    case .invalidPath(let invalid):
      return "cannot create \(quoted(invalid)): not an absolute path without NUL bytes"
    case .missingHomeDirectory:
      return "refusing to create the home directory \(path): it does not exist"
    case .notADirectory:
      return "cannot create directory \(path): something that is not a directory is in the way"
    case .danglingSymbolicLink:
      return "cannot create directory \(path): it is a symbolic link to a missing target"
    case .unsafePrivateDirectory(_, let problem):
      return "refusing unsafe private directory: \(path) \(problem)"
    case .fileSystem(let error):
      return error.description
    case .notValidUTF8:
      return "not creating \(path): the path is not valid UTF-8"
    }
  }
}
