/// Tilde expansion, decided from the words alone: an unquoted `~` at the
/// start of a value or after an unquoted `:`, followed by nothing or by an
/// unquoted `/` or `:`, is `$HOME`. The same holds at the start of the word
/// of an unquoted `${NAME:-word}` and after its colons.
///
/// If anything between the `~` and that end is quoted or an expansion,
/// nothing is expanded (`~"/x"` stays `~/x`, as in dash). `~user` needs the
/// user database, which the reader does not read: it is `.unsupported`.
package enum ShellTilde {
  /// The parts with tilde-prefixes marked.
  package static func marked(_ parts: [ShellWordPart]) -> [ShellWordPart] {
    var result: [ShellWordPart] = []
    var atPrefixStart = true
    for (index, part) in parts.enumerated() {
      switch part {
      case .literal(let bytes, quoted: false):
        let isLast = index == parts.count - 1
        atPrefixStart = mark(bytes, atPrefixStart: atPrefixStart, isLast: isLast, into: &result)
      case .parameter(var expansion) where !expansion.isQuoted:
        expansion.word = marked(expansion.word)
        result.append(.parameter(expansion))
        atPrefixStart = false
      default:
        result.append(part)
        atPrefixStart = false
      }
    }
    return result
  }

  /// Marks the prefixes inside one unquoted literal; returns whether it
  /// ends with a `:` (so a prefix could start right after it).
  private static func mark(
    _ bytes: [UInt8], atPrefixStart: Bool, isLast: Bool, into result: inout [ShellWordPart]
  ) -> Bool {
    var text: [UInt8] = []
    var index = 0
    var prefixCanStart = atPrefixStart
    while index < bytes.count {
      let byte = bytes[index]
      if prefixCanStart, byte == UInt8(ascii: "~") {
        let end = bytes[index...].firstIndex { $0 == .slash || $0 == UInt8(ascii: ":") }
        if end != nil || isLast {
          if !text.isEmpty { result.append(.literal(text, quoted: false)) }
          text = []
          let stop = end ?? bytes.count
          result.append(stop == index + 1 ? .tilde : .unsupported(.tildeUser))
          index = stop
          prefixCanStart = false
          continue
        }
      }
      text.append(byte)
      prefixCanStart = byte == UInt8(ascii: ":")
      index += 1
    }
    if !text.isEmpty { result.append(.literal(text, quoted: false)) }
    return prefixCanStart
  }
}
