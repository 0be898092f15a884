/// The shell's tokenizer as an explicit state machine over bytes: words
/// (with their quoting and expansions), operators, newlines, comments and
/// here-document bodies.
///
/// It never backtracks, so it is linear in the size of the input. Nesting of
/// `${…}` and double quotes is capped at `maximumNesting` levels (deeper is a
/// syntax error); command and arithmetic substitutions are skipped with an
/// explicit stack, not recursion.
package struct ShellLexer: Sendable {
  /// How deeply `${…}` and quotes inside them may nest.
  package static let maximumNesting = 32

  /// The read position.
  var cursor: ShellCursor
  /// Here-documents whose bodies start after the next newline.
  var hereDocuments: [HereDocument] = []

  /// A here-document waiting for its body.
  struct HereDocument {
    /// The delimiter line, after quote removal.
    var delimiter: [UInt8]
    /// Whether the delimiter was quoted (then the body is literal, and a
    /// backslash-newline does not join lines).
    var isQuoted: Bool
    /// `<<-`: leading tabs are stripped from body lines.
    var stripsTabs: Bool
  }

  /// A tokenizer at the start of `input`.
  package init(_ input: ShellInput) { cursor = ShellCursor(input) }

  /// The 1-based line of the read position.
  package var line: Int { cursor.line }

  /// The next token.
  package mutating func next() -> ShellToken {
    do {
      return try scanToken()
    } catch {
      return .error(error)
    }
  }

  /// Skips blanks and comments, then reads one token.
  private mutating func scanToken() throws(ShellSyntaxError) -> ShellToken {
    while let byte = cursor.peek() {
      if byte.isBlank {
        cursor.advance()
      } else if byte == UInt8(ascii: "#") {
        // A comment starts only where a token could; it runs to the end of
        // the line, and a backslash does not continue it.
        cursor.skipToEndOfLine()
      } else {
        break
      }
    }
    let line = cursor.line
    guard let byte = cursor.current else { return .end }
    if byte == .lineFeed {
      cursor.advance()
      readHereDocumentBodies()
      return .newline(line: line)
    }
    if byte.isOperatorStart { return .operator(scanOperator(), line: line) }
    return try scanWord()
  }

  /// Reads the longest operator at the cursor.
  private mutating func scanOperator() -> ShellOperator {
    let first = cursor.take()
    let next = cursor.peek()
    switch first {
    case UInt8(ascii: ";"):
      return take(UInt8(ascii: ";"), next) ? .caseBreak : .semicolon
    case UInt8(ascii: "&"):
      return take(UInt8(ascii: "&"), next) ? .and : .background
    case UInt8(ascii: "|"):
      return take(UInt8(ascii: "|"), next) ? .or : .pipe
    case UInt8(ascii: "("):
      return .openParenthesis
    case UInt8(ascii: ")"):
      return .closeParenthesis
    case UInt8(ascii: "<"):
      if take(UInt8(ascii: "<"), next) {
        return .hereDocument(stripsTabs: take(UInt8(ascii: "-"), cursor.peek()))
      }
      _ = take(UInt8(ascii: "&"), next) || take(UInt8(ascii: ">"), next)
      return .redirection
    default:
      _ =
        take(UInt8(ascii: ">"), next) || take(UInt8(ascii: "&"), next)
        || take(UInt8(ascii: "|"), next)
      return .redirection
    }
  }

  /// Consumes `expected` if it is `next`.
  private mutating func take(_ expected: UInt8, _ next: UInt8?) -> Bool {
    guard next == expected else { return false }
    cursor.advance()
    return true
  }
}
