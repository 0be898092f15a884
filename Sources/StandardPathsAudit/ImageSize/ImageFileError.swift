/// Why a file's header could not be read at all: the file would not open or
/// a read failed. (A file that reads but holds no valid header is a result,
/// not an error.)
struct ImageFileError: Error, Sendable, Hashable {
  /// The system call that failed.
  enum Operation: String, Sendable {
    /// Opening the file (missing, unreadable, a NUL in the path).
    case open
    /// Reading from it (a directory, a device, an I/O error).
    case read
  }

  /// The system call that failed.
  var operation: Operation
  /// The path as given.
  var path: String
  /// The `errno` value the call set.
  var code: Int32

}

extension ImageFileError: CustomStringConvertible {
  /// `cannot read Images/a.png (errno 21)`: enough for a finding's message.
  var description: String { "cannot \(operation.rawValue) \(path) (errno \(code))" }
}
