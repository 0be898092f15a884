import SystemPackage

/// A call to the file system that failed: what was being done, on which
/// path, and the `Errno` the system returned.
///
/// Every typed error of the package that can fail on the disk (creating a
/// directory, updating backup marks, migrating, inspecting a path) carries
/// this one value for such failures, so callers log, compare and retry them
/// the same way. The path keeps its exact bytes; `description` shows every
/// byte that is not printable UTF-8 as an escape, on one line.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done, as a verb phrase: `create directory`, `open`,
  /// `update the backup marks of`, `copy`.
  public var operation: String
  /// The path the operation was on, exactly.
  public var path: FilePath
  /// The error the system returned.
  public var errno: Errno

  /// A failure of `operation` on `path` with `errno`.
  public init(_ operation: String, _ path: FilePath, _ errno: Errno) {
    self.operation = operation
    self.path = path
    self.errno = errno
  }

  /// `cannot <operation> "<path>": <strerror> (errno <n>)`, one line.
  public var description: String {
    "cannot \(operation) \(quoted(path)): \(errno) (errno \(errno.rawValue))"
  }
}
