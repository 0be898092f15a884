import SystemPackage

/// Writes the module's messages (which roots were kept) where test runners
/// show them.
enum StandardError {
  /// Writes `line` and a newline to standard error, unbuffered, ignoring
  /// failures (there is nowhere left to report them).
  static func write(_ line: String) {
    _ = try? FileDescriptor.standardError.writeAll((line + "\n").utf8)
  }
}
