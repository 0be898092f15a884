/// One word of the file, as the shell's tokenizer cut it, before expansion.
package struct ShellWord: Sendable, Equatable {
  /// The word's pieces in order.
  package var parts: [ShellWordPart]
  /// The 1-based line on which the word starts.
  package var line: Int
  /// Where the word lies in the input, for here-document delimiters.
  package var range: Range<Int>

  /// The bytes of a word made only of literal text, after quote removal, or
  /// `nil` if the word contains an expansion.
  package var literalText: [UInt8]? {
    var text: [UInt8] = []
    for part in parts {
      guard case .literal(let bytes, _) = part else { return nil }
      text += bytes
    }
    return text
  }

  /// Whether the word is exactly `text`, unquoted (how reserved words and
  /// `export` are recognised).
  package func isUnquoted(_ text: String) -> Bool {
    guard parts.count == 1, case .literal(let bytes, quoted: false) = parts[0] else { return false }
    return bytes.elementsEqual(text.utf8)
  }

  /// The name and value of an assignment word (`NAME=value`, with `NAME`
  /// unquoted), or `nil` if the word is not one.
  package var assignment: (name: String, value: [ShellWordPart])? {
    guard case .literal(let bytes, quoted: false) = parts.first,
      let equals = bytes.firstIndex(of: UInt8(ascii: "=")), bytes[..<equals].isShellName
    else { return nil }
    var value = Array(parts.dropFirst())
    let rest = Array(bytes[(equals + 1)...])
    if !rest.isEmpty { value.insert(.literal(rest, quoted: false), at: 0) }
    return (String(decoding: bytes[..<equals], as: UTF8.self), value)
  }
}

/// A piece of a word.
package enum ShellWordPart: Sendable, Equatable {
  /// Text, with whether it was quoted (by quotes or a backslash). An empty
  /// quoted literal records that quotes were there (`''`).
  case literal([UInt8], quoted: Bool)
  /// A tilde-prefix `~` that expands to `$HOME` (marked by `ShellTilde`).
  case tilde
  /// A parameter expansion the reader performs.
  case parameter(ShellParameterExpansion)
  /// An expansion the reader never performs; the assignment is ignored.
  case unsupported(ShellUnsupportedExpansion)
  /// A `${…}` the shell rejects with "Bad substitution" when it expands it.
  case badSubstitution
}

/// `$NAME`, `${NAME}`, `${#NAME}` or `${NAME<operator>word}`.
package struct ShellParameterExpansion: Sendable, Equatable {
  /// What to do with the variable.
  package enum Operation: Sendable, Equatable {
    /// `$NAME`, `${NAME}`.
    case value
    /// `${#NAME}`: the value's length in bytes.
    case length
    /// `${NAME:-word}` (`unlessNull`) and `${NAME-word}`.
    case useDefault(unlessNull: Bool)
    /// `${NAME:=word}` and `${NAME=word}`.
    case assignDefault(unlessNull: Bool)
    /// `${NAME:?word}` and `${NAME?word}`.
    case errorIfUnset(unlessNull: Bool)
    /// `${NAME:+word}` and `${NAME+word}`.
    case useAlternative(unlessNull: Bool)
  }

  /// The variable's name.
  package var name: String
  /// The operation.
  package var operation: Operation
  /// The operand word (empty for `.value` and `.length`).
  package var word: [ShellWordPart] = []
  /// Whether the expansion sits inside double quotes (then its word gets no
  /// tilde expansion).
  package var isQuoted: Bool
  /// The 1-based line of the `$`.
  package var line: Int
}

/// Why an expansion is not performed.
package enum ShellUnsupportedExpansion: Sendable, Equatable {
  /// `$(…)` or `` `…` ``: never run.
  case commandSubstitution
  /// `$((…))`.
  case arithmetic
  /// `$1`, `$@`, `$#`, `$$`, … : they describe the sourcing shell, not the file.
  case specialParameter
  /// `${NAME%word}`, `${NAME%%word}`, `${NAME#word}`, `${NAME##word}`.
  case patternRemoval
  /// `~user`: needs the user database.
  case tildeUser
}

/// Checks over a word's parts.
extension [ShellWordPart] {
  /// Whether any part, however deeply nested, is `.unsupported` (checked
  /// before expanding, so an ignored assignment has no effect at all).
  package var containsUnsupported: Bool {
    contains { part in
      switch part {
      case .unsupported: return true
      case .parameter(let expansion): return expansion.word.containsUnsupported
      case .literal, .tilde, .badSubstitution: return false
      }
    }
  }
}
