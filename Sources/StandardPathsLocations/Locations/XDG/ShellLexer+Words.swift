/// Words: quoting, escapes and the start of every expansion.
extension ShellLexer {
  /// Reads one word at the top level, where blanks, newlines and operator
  /// bytes end it.
  mutating func scanWord() throws(ShellSyntaxError) -> ShellToken {
    let start = cursor.index
    let line = cursor.line
    var builder = ShellPartsBuilder()
    var onlyDigits = true
    while let byte = cursor.peek(), !byte.isBlank, byte != .lineFeed, !byte.isOperatorStart {
      onlyDigits = onlyDigits && byte.isDigit
      switch byte {
      case .backslash:
        cursor.advance()
        if let escaped = cursor.take() {
          builder.append(escaped, quoted: true)
        } else {
          builder.append(.backslash, quoted: false)
        }
      case UInt8(ascii: "'"):
        try scanSingleQuoted(into: &builder)
      case UInt8(ascii: "\""):
        try scanDoubleQuoted(into: &builder, depth: 1)
      case UInt8(ascii: "$"):
        try scanDollar(into: &builder, quoted: false, depth: 0)
      case UInt8(ascii: "`"):
        cursor.advance()
        try skipSubstitution(.backquoted, line: cursor.line)
        builder.append(.unsupported(.commandSubstitution))
      default:
        cursor.advance()
        builder.append(byte, quoted: false)
      }
    }
    if onlyDigits, let next = cursor.peek(), next == UInt8(ascii: "<") || next == UInt8(ascii: ">")
    {
      return .ioNumber
    }
    return .word(ShellWord(parts: builder.finish(), line: line, range: start..<cursor.index))
  }

  /// `'…'`: every byte up to the next `'` is literal.
  mutating func scanSingleQuoted(into builder: inout ShellPartsBuilder) throws(ShellSyntaxError) {
    let line = cursor.line
    cursor.advance()
    builder.markQuoted()
    while true {
      guard let byte = cursor.take() else { throw ShellSyntaxError(line: line) }
      if byte == UInt8(ascii: "'") { return }
      builder.append(byte, quoted: true)
    }
  }

  /// `"…"`: a backslash escapes only `$`, `` ` ``, `"` and `\`; `$` and
  /// backquotes still expand.
  mutating func scanDoubleQuoted(
    into builder: inout ShellPartsBuilder, depth: Int
  ) throws(ShellSyntaxError) {
    let line = cursor.line
    guard depth <= Self.maximumNesting else { throw ShellSyntaxError(line: line) }
    cursor.advance()
    builder.markQuoted()
    while true {
      guard let byte = cursor.peek() else { throw ShellSyntaxError(line: line) }
      switch byte {
      case UInt8(ascii: "\""):
        cursor.advance()
        return
      case .backslash:
        cursor.advance()
        guard let escaped = cursor.take() else { throw ShellSyntaxError(line: line) }
        if !Self.escapableInDoubleQuotes(escaped, inBraces: false) {
          builder.append(.backslash, quoted: true)
        }
        builder.append(escaped, quoted: true)
      case UInt8(ascii: "$"):
        try scanDollar(into: &builder, quoted: true, depth: depth)
      case UInt8(ascii: "`"):
        cursor.advance()
        try skipSubstitution(.backquoted, line: cursor.line)
        builder.append(.unsupported(.commandSubstitution))
      default:
        cursor.advance()
        builder.append(byte, quoted: true)
      }
    }
  }

  /// Whether a backslash before `byte` inside double quotes is removed; in
  /// the word of a double-quoted `${…}` it also escapes `}`.
  static func escapableInDoubleQuotes(_ byte: UInt8, inBraces: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "$"), UInt8(ascii: "`"), UInt8(ascii: "\""), .backslash:
      return true
    case UInt8(ascii: "}"):
      return inBraces
    default:
      return false
    }
  }

  /// What follows a `$`: a name, `{`, `(`, a special parameter, or nothing
  /// that expands (then `$` is literal, which is also what dash does with
  /// the non-POSIX `$'…'` and `$"…"`).
  mutating func scanDollar(
    into builder: inout ShellPartsBuilder, quoted: Bool, depth: Int
  ) throws(ShellSyntaxError) {
    let line = cursor.line
    cursor.advance()
    guard let next = cursor.peek() else {
      builder.append(UInt8(ascii: "$"), quoted: quoted)
      return
    }
    switch next {
    case UInt8(ascii: "{"):
      cursor.advance()
      builder.append(try scanBraced(quoted: quoted, depth: depth + 1, line: line))
    case UInt8(ascii: "("):
      cursor.advance()
      if cursor.peek() == UInt8(ascii: "(") {
        cursor.advance()
        try skipSubstitution(.command(parentheses: 2), line: line)
        builder.append(.unsupported(.arithmetic))
      } else {
        try skipSubstitution(.command(parentheses: 1), line: line)
        builder.append(.unsupported(.commandSubstitution))
      }
    case _ where next.isNameStart:
      let name = scanName()
      builder.append(
        .parameter(.init(name: name, operation: .value, isQuoted: quoted, line: line)))
    case _ where Self.isSpecialParameter(next):
      cursor.advance()
      builder.append(.unsupported(.specialParameter))
    default:
      builder.append(UInt8(ascii: "$"), quoted: quoted)
    }
  }

  /// `$@ $* $# $? $- $$ $!` and the positional parameters `$0`…`$9`.
  static func isSpecialParameter(_ byte: UInt8) -> Bool {
    byte.isDigit || "@*#?-$!".utf8.contains(byte)
  }

  /// A variable name (continuations inside it are skipped, as dash does).
  mutating func scanName() -> String {
    var name: [UInt8] = []
    while let byte = cursor.peek(), byte.isNameByte {
      name.append(byte)
      cursor.advance()
    }
    return String(decoding: name, as: UTF8.self)
  }
}
