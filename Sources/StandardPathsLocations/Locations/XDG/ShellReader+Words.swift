/// Words: reserved words, assignments, command words and arguments.
extension ShellReader {
  /// A word, wherever it is.
  mutating func add(_ word: ShellWord) throws(ShellSyntaxError) {
    if let target = redirectionTarget {
      redirectionTarget = nil
      if case .hereDocument(let stripsTabs) = target {
        lexer.expectHereDocument(delimitedBy: word, stripsTabs: stripsTabs)
      }
      return
    }
    awaitingCommand = false
    switch position {
    case .loopHeader:
      return
    case .caseHeader:
      if word.isUnquoted("in") { position = .commandStart }
    case .afterCompound, .functionParentheses:
      throw ShellSyntaxError(line: word.line)
    case .functionBody:
      guard let reserved = ShellReservedWord(word), reserved.opensCompound else {
        throw ShellSyntaxError(line: word.line)
      }
      try apply(reserved, line: word.line)
    case .commandStart:
      if let reserved = ShellReservedWord(word) {
        try apply(reserved, line: word.line)
      } else {
        addToCommand(word)
      }
    case .afterAssignments:
      addToCommand(word)
    case .arguments:
      command.words.append(word)
    }
  }

  /// A word of a simple command: an assignment or the command word.
  mutating func addToCommand(_ word: ShellWord) {
    if command.words.isEmpty, word.assignment != nil {
      command.assignments.append(word)
      position = .afterAssignments
    } else {
      command.words.append(word)
      position = .arguments
    }
  }

  /// A reserved word at the start of a command.
  mutating func apply(
    _ reserved: ShellReservedWord, line: Int
  ) throws(ShellSyntaxError) {
    list.isRunnable = false
    position = .commandStart
    switch reserved {
    case .if: frames.append(.ifClause)
    case .while, .until: frames.append(.loop)
    case .for:
      frames.append(.loop)
      position = .loopHeader
    case .case:
      frames.append(.caseClause)
      position = .caseHeader
    case .openBrace: frames.append(.brace)
    case .then, .else, .elif: try expect(.ifClause, line: line)
    case .do: try expect(.loop, line: line)
    case .fi: try close(.ifClause, line: line)
    case .done: try close(.loop, line: line)
    case .esac: try close(.caseClause, line: line)
    case .closeBrace: try close(.brace, line: line)
    case .bang: break
    }
  }

  /// Throws unless the innermost compound command is `frame`.
  func expect(_ frame: Frame, line: Int) throws(ShellSyntaxError) {
    guard frames.last == frame else { throw ShellSyntaxError(line: line) }
  }

  /// Closes the innermost compound command, which must be `frame`.
  mutating func close(_ frame: Frame, line: Int) throws(ShellSyntaxError) {
    try expect(frame, line: line)
    frames.removeLast()
    position = .afterCompound
  }
}

/// What reserved words do in the grammar.
extension ShellReservedWord {
  /// Whether the word starts a compound command (a function body must).
  var opensCompound: Bool {
    switch self {
    case .if, .while, .until, .for, .case, .openBrace: return true
    default: return false
    }
  }
}
