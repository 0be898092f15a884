/// Where the shell would stop reading the file: a syntax error, or an
/// expansion error that makes a non-interactive shell exit.
package struct ShellSyntaxError: Error, Sendable, Equatable {
  /// The 1-based line of the construct that failed.
  package var line: Int
}
