/// The shell's reserved words, recognised only as the first word of a
/// command and only when unquoted.
package enum ShellReservedWord: String, Sendable, CaseIterable {
  /// The words spelled as they are.
  case `if`, then, `else`, elif, fi, `do`, done, `case`, esac, `while`, until, `for`
  /// `{`
  case openBrace = "{"
  /// `}`
  case closeBrace = "}"
  /// `!`
  case bang = "!"

  /// The reserved word `word` is, if any.
  package init?(_ word: ShellWord) {
    guard word.parts.count == 1, case .literal(let bytes, quoted: false) = word.parts[0],
      bytes.count <= 5
    else { return nil }
    self.init(rawValue: String(decoding: bytes, as: UTF8.self))
  }
}
