/// What the tokenizer hands to the command reader.
package enum ShellToken: Sendable, Equatable {
  /// A word.
  case word(ShellWord)
  /// Digits right before `<` or `>` (`2>file`): part of a redirection.
  case ioNumber
  /// An operator, with the 1-based line it is on.
  case `operator`(ShellOperator, line: Int)
  /// The end of a line (not inside quotes), with the line it ends.
  case newline(line: Int)
  /// The end of the file.
  case end
  /// A syntax error: the shell stops reading here.
  case error(ShellSyntaxError)
}

/// The shell's control and redirection operators.
package enum ShellOperator: Sendable, Equatable {
  /// `;`
  case semicolon
  /// `;;`
  case caseBreak
  /// `&`
  case background
  /// `&&`
  case and
  /// `||`
  case or
  /// `|`
  case pipe
  /// `(`
  case openParenthesis
  /// `)`
  case closeParenthesis
  /// `<`, `>`, `>>`, `<&`, `>&`, `<>`, `>|`
  case redirection
  /// `<<` and `<<-` (which strips leading tabs from the body).
  case hereDocument(stripsTabs: Bool)
}
