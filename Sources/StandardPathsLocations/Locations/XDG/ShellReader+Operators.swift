/// Operators: list separators, parentheses and redirections.
extension ShellReader {
  /// An operator.
  mutating func apply(_ op: ShellOperator, line: Int) throws(ShellSyntaxError) {
    guard redirectionTarget == nil else { throw ShellSyntaxError(line: line) }
    switch op {
    case .semicolon, .background:
      if position == .loopHeader {
        position = .commandStart
        return
      }
      try requireCommand(line: line)
      endList(inBackground: op == .background)
      position = .commandStart
    case .caseBreak:
      guard frames.last == .caseClause else { throw ShellSyntaxError(line: line) }
      endList(inBackground: false)
      position = .commandStart
    case .and, .or, .pipe:
      try requireCommand(line: line)
      endCommand()
      list.isRunnable = false
      awaitingCommand = true
      position = .commandStart
    case .openParenthesis:
      try open(line: line)
    case .closeParenthesis:
      try close(line: line)
    case .redirection, .hereDocument:
      switch position {
      case .commandStart, .afterAssignments, .arguments, .afterCompound:
        break
      default:
        throw ShellSyntaxError(line: line)
      }
      if position == .commandStart { position = .afterAssignments }
      if position != .afterCompound { command.isRedirected = true }
      list.isRunnable = false
      awaitingCommand = false
      redirectionTarget = op
    }
  }

  /// `(`: a subshell, a function definition, or a case pattern's.
  mutating func open(line: Int) throws(ShellSyntaxError) {
    switch position {
    case .commandStart where frames.last == .caseClause:
      // The optional `(` before a case pattern.
      return
    case .commandStart, .functionBody:
      frames.append(.subshell)
      position = .commandStart
    case .arguments
    where command.words.count == 1 && command.assignments.isEmpty && !command.isRedirected:
      position = .functionParentheses
    default:
      throw ShellSyntaxError(line: line)
    }
    list.isRunnable = false
    awaitingCommand = false
  }

  /// `)`: the end of a subshell, function parentheses or a case pattern.
  mutating func close(line: Int) throws(ShellSyntaxError) {
    if position == .functionParentheses {
      endCommand()
      position = .functionBody
    } else if frames.last == .caseClause {
      // The end of a case pattern.
      command = SimpleCommand()
      position = .commandStart
    } else if frames.last == .subshell {
      try requireCommand(line: line)
      endList(inBackground: false)
      frames.removeLast()
      list.isRunnable = false
      position = .afterCompound
    } else {
      throw ShellSyntaxError(line: line)
    }
  }
}
