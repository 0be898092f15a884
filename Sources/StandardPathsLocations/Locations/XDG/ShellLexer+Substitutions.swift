/// Command substitutions (`$(…)`, `` `…` ``) and arithmetic (`$((…))`) are
/// never run; the tokenizer only finds where they end.
///
/// It follows quotes, escapes, comments, nested `${…}`, `$(…)` and
/// backquotes with an explicit stack (no recursion, so no depth limit is
/// needed), and counts parentheses. Unlike the shell it does not parse the
/// command inside, so a `case` pattern's lone `)` or a here-document inside
/// `$(…)` can make it end elsewhere than in the shell; the assignment is
/// ignored either way.
extension ShellLexer {
  /// What the skipper is inside of.
  enum SubstitutionFrame {
    /// Command text (or arithmetic); `parentheses` counts the open ones.
    case command(parentheses: Int)
    /// `"…"`.
    case doubleQuoted
    /// `${…}`, inside double quotes or not.
    case braced(inDoubleQuotes: Bool)
    /// `` `…` ``.
    case backquoted
  }

  /// Skips from just after the opening of `start` to just after its end.
  mutating func skipSubstitution(
    _ start: SubstitutionFrame, line: Int
  ) throws(ShellSyntaxError) {
    var stack = [start]
    var atWordStart = true
    while let frame = stack.last {
      guard let byte = cursor.take() else { throw ShellSyntaxError(line: line) }
      switch frame {
      case .command(let parentheses):
        if byte == UInt8(ascii: "(") {
          stack[stack.count - 1] = .command(parentheses: parentheses + 1)
        } else if byte == UInt8(ascii: ")") {
          stack.removeLast()
          if parentheses > 1 { stack.append(.command(parentheses: parentheses - 1)) }
        } else if byte == UInt8(ascii: "#"), atWordStart {
          cursor.skipToEndOfLine()
        } else {
          try skipCommon(byte, inDoubleQuotes: false, &stack, line: line)
        }
        atWordStart = byte.isBlank || byte == .lineFeed || byte.isOperatorStart
      case .doubleQuoted:
        if byte == UInt8(ascii: "\"") {
          stack.removeLast()
        } else {
          try skipCommon(byte, inDoubleQuotes: true, &stack, line: line)
        }
      case .braced(let inDoubleQuotes):
        if byte == UInt8(ascii: "}") {
          stack.removeLast()
        } else {
          try skipCommon(byte, inDoubleQuotes: inDoubleQuotes, &stack, line: line)
        }
      case .backquoted:
        if byte == UInt8(ascii: "`") {
          stack.removeLast()
        } else if byte == .backslash {
          cursor.advance()
        }
      }
    }
  }

  /// What `byte` means in every frame but backquotes: single quotes (not
  /// inside double quotes), double quotes, escapes, backquotes, `${` and
  /// `$(`.
  private mutating func skipCommon(
    _ byte: UInt8, inDoubleQuotes: Bool, _ stack: inout [SubstitutionFrame], line: Int
  ) throws(ShellSyntaxError) {
    switch byte {
    case UInt8(ascii: "'") where !inDoubleQuotes:
      while true {
        guard let quoted = cursor.take() else { throw ShellSyntaxError(line: line) }
        if quoted == UInt8(ascii: "'") { break }
      }
    case UInt8(ascii: "\""):
      stack.append(.doubleQuoted)
    case .backslash:
      cursor.advance()
    case UInt8(ascii: "`"):
      stack.append(.backquoted)
    case UInt8(ascii: "$"):
      if cursor.peek() == UInt8(ascii: "{") {
        cursor.advance()
        stack.append(.braced(inDoubleQuotes: inDoubleQuotes))
      } else if cursor.peek() == UInt8(ascii: "("), inDoubleQuotes || !Self.isCommand(stack.last) {
        cursor.advance()
        stack.append(.command(parentheses: 1))
      }
    default:
      break
    }
  }

  /// Whether `frame` is command text, where `$(`'s parenthesis is counted
  /// by the frame itself.
  private static func isCommand(_ frame: SubstitutionFrame?) -> Bool {
    if case .command = frame { return true }
    return false
  }
}
