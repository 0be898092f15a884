/// `${…}`: the forms the reader performs, the ones it ignores, and the ones
/// the shell rejects.
extension ShellLexer {
  /// Reads what follows `${`, up to and including the matching `}`.
  mutating func scanBraced(
    quoted: Bool, depth: Int, line: Int
  ) throws(ShellSyntaxError) -> ShellWordPart {
    guard depth <= Self.maximumNesting else { throw ShellSyntaxError(line: line) }
    guard let first = cursor.peek() else { throw ShellSyntaxError(line: line) }
    if first == UInt8(ascii: "#") {
      cursor.advance()
      return try scanLength(quoted: quoted, depth: depth, line: line)
    }
    guard first.isNameStart else {
      // `${1}`, `${@}` …, or something dash rejects when it expands it.
      let isSpecial = Self.isSpecialParameter(first)
      _ = try scanBraceWord(quoted: quoted, depth: depth, line: line)
      return isSpecial ? .unsupported(.specialParameter) : .badSubstitution
    }
    let name = scanName()
    guard let operation = try scanOperation() else {
      _ = try scanBraceWord(quoted: quoted, depth: depth, line: line)
      return .badSubstitution
    }
    switch operation {
    case .closed:
      return .parameter(.init(name: name, operation: .value, isQuoted: quoted, line: line))
    case .patternRemoval:
      _ = try scanBraceWord(quoted: quoted, depth: depth, line: line)
      return .unsupported(.patternRemoval)
    case .withWord(let operation):
      let word = try scanBraceWord(quoted: quoted, depth: depth, line: line)
      return .parameter(
        .init(name: name, operation: operation, word: word, isQuoted: quoted, line: line))
    }
  }

  /// What may follow the name in `${NAME…}`.
  enum BracedOperation {
    /// `}`: the plain value.
    case closed
    /// An operator whose word follows.
    case withWord(ShellParameterExpansion.Operation)
    /// `%`, `%%`, `#`, `##`.
    case patternRemoval
  }

  /// Reads the operator after the name; `nil` for one dash rejects. After
  /// `:` one more byte is always taken, whatever it is (so `${X:}` looks
  /// for another `}`, as in dash).
  private mutating func scanOperation() throws(ShellSyntaxError) -> BracedOperation? {
    guard let byte = cursor.peek() else { throw ShellSyntaxError(line: cursor.line) }
    var unlessNull = false
    var operatorByte = byte
    switch byte {
    case UInt8(ascii: "}"):
      cursor.advance()
      return .closed
    case UInt8(ascii: "%"), UInt8(ascii: "#"):
      cursor.advance()
      if cursor.peek() == byte { cursor.advance() }
      return .patternRemoval
    case UInt8(ascii: ":"):
      cursor.advance()
      guard let next = cursor.peek() else { throw ShellSyntaxError(line: cursor.line) }
      unlessNull = true
      operatorByte = next
      cursor.advance()
    case UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "+"):
      cursor.advance()
    default:
      return nil
    }
    switch operatorByte {
    case UInt8(ascii: "-"): return .withWord(.useDefault(unlessNull: unlessNull))
    case UInt8(ascii: "="): return .withWord(.assignDefault(unlessNull: unlessNull))
    case UInt8(ascii: "?"): return .withWord(.errorIfUnset(unlessNull: unlessNull))
    case UInt8(ascii: "+"): return .withWord(.useAlternative(unlessNull: unlessNull))
    default: return nil
    }
  }

  /// After `${#`: `${#NAME}` is a length; `${#}` and `${#1}`, `${##}` …
  /// are about special parameters; anything else is rejected.
  private mutating func scanLength(
    quoted: Bool, depth: Int, line: Int
  ) throws(ShellSyntaxError) -> ShellWordPart {
    guard let next = cursor.peek() else { throw ShellSyntaxError(line: line) }
    if next.isNameStart {
      let name = scanName()
      if cursor.peek() == UInt8(ascii: "}") {
        cursor.advance()
        return .parameter(.init(name: name, operation: .length, isQuoted: quoted, line: line))
      }
      _ = try scanBraceWord(quoted: quoted, depth: depth, line: line)
      return .badSubstitution
    }
    _ = try scanBraceWord(quoted: quoted, depth: depth, line: line)
    return .unsupported(.specialParameter)
  }

  /// The word of `${NAME<op>word}`, up to and including the unquoted `}`.
  /// Blanks, newlines, `;` and `#` are ordinary bytes here. Inside double
  /// quotes, single quotes are literal and a backslash also escapes `}`.
  mutating func scanBraceWord(
    quoted: Bool, depth: Int, line: Int
  ) throws(ShellSyntaxError) -> [ShellWordPart] {
    var builder = ShellPartsBuilder()
    while true {
      guard let byte = cursor.peek() else { throw ShellSyntaxError(line: line) }
      switch byte {
      case UInt8(ascii: "}"):
        cursor.advance()
        return builder.finish()
      case .backslash:
        cursor.advance()
        guard let escaped = cursor.take() else { throw ShellSyntaxError(line: line) }
        if quoted, !Self.escapableInDoubleQuotes(escaped, inBraces: true) {
          builder.append(.backslash, quoted: true)
        }
        builder.append(escaped, quoted: true)
      case UInt8(ascii: "'") where !quoted:
        try scanSingleQuoted(into: &builder)
      case UInt8(ascii: "\""):
        try scanDoubleQuoted(into: &builder, depth: depth + 1)
      case UInt8(ascii: "$"):
        try scanDollar(into: &builder, quoted: quoted, depth: depth)
      case UInt8(ascii: "`"):
        cursor.advance()
        try skipSubstitution(.backquoted, line: cursor.line)
        builder.append(.unsupported(.commandSubstitution))
      default:
        cursor.advance()
        builder.append(byte, quoted: quoted)
      }
    }
  }
}
