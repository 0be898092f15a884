/// The end of the file and newlines: where complete commands end.
extension ShellReader {
  /// The end of the file: an error if something is left open.
  mutating func finish() throws(ShellSyntaxError) -> Outcome {
    isFinished = true
    switch position {
    case .functionParentheses, .functionBody, .loopHeader, .caseHeader:
      throw ShellSyntaxError(line: lexer.line)
    default:
      guard redirectionTarget == nil, !awaitingCommand, frames.isEmpty else {
        throw ShellSyntaxError(line: lexer.line)
      }
    }
    endList(inBackground: false)
    return pending.isEmpty ? .end : .commands(takePending())
  }

  /// A newline: it ends the complete command at the top level.
  mutating func newline(line: Int) throws(ShellSyntaxError) -> [ShellCommand]? {
    guard redirectionTarget == nil, position != .functionParentheses else {
      throw ShellSyntaxError(line: line)
    }
    switch position {
    case .functionBody, .caseHeader:
      return nil
    case .loopHeader:
      position = .commandStart
      return nil
    default:
      if awaitingCommand { return nil }
    }
    endList(inBackground: false)
    position = .commandStart
    guard frames.isEmpty, !pending.isEmpty else { return nil }
    return takePending()
  }
}
