/// The operands of `export`, read the way dash 0.5.12 treats them: an
/// assignment word is expanded like an assignment (tilde expansion, no
/// field splitting); a literal word is a name or `NAME=value`.
enum ShellExportArguments {
  /// The arguments, or `nil` if the command is not run: an option other
  /// than a leading `--` (such as `-p`), or an operand with an expansion
  /// that is not an assignment word (what it means depends on field
  /// splitting).
  static func parse(_ words: ArraySlice<ShellWord>) -> [ShellExportArgument]? {
    var words = words
    if let first = words.first, first.literalText?.elementsEqual("--".utf8) == true {
      words = words.dropFirst()
    } else if let first = words.first?.literalText?.first, first == UInt8(ascii: "-") {
      return nil
    }
    var arguments: [ShellExportArgument] = []
    for word in words {
      if let assignment = ShellReader.assignment(word) {
        arguments.append(.assignment(assignment))
        continue
      }
      guard let text = word.literalText else { return nil }
      arguments.append(argument(text, line: word.line))
    }
    return arguments
  }

  /// A literal operand: `NAME`, `NAME=value`, or an invalid name.
  private static func argument(_ text: [UInt8], line: Int) -> ShellExportArgument {
    guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else {
      return text.isShellName ? .name : .invalid(line: line)
    }
    guard text[..<equals].isShellName else { return .invalid(line: line) }
    let name = String(decoding: text[..<equals], as: UTF8.self)
    return .assignment(
      ShellAssignment(name: name, literal: Array(text[(equals + 1)...]), line: line))
  }
}
