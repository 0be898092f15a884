/// Here-documents: their bodies are data, never commands, so the tokenizer
/// skips them.
extension ShellLexer {
  /// Registers a here-document whose delimiter is `word`; its body starts
  /// after the next newline token.
  package mutating func expectHereDocument(delimitedBy word: ShellWord, stripsTabs: Bool) {
    let (delimiter, isQuoted) = Self.delimiter(cursor.bytes[word.range])
    hereDocuments.append(.init(delimiter: delimiter, isQuoted: isQuoted, stripsTabs: stripsTabs))
  }

  /// The delimiter is the word after quote removal only: `$` stays literal.
  private static func delimiter(_ raw: ArraySlice<UInt8>) -> ([UInt8], isQuoted: Bool) {
    var delimiter: [UInt8] = []
    var isQuoted = false
    var quote: UInt8?
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      index += 1
      if byte == .backslash, quote != UInt8(ascii: "'"), index < raw.endIndex {
        let next = raw[index]
        index += 1
        if next == .lineFeed { continue }
        if quote == nil || ShellLexer.escapableInDoubleQuotes(next, inBraces: false) {
          isQuoted = true
        } else {
          delimiter.append(byte)
        }
        delimiter.append(next)
      } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\""),
        quote == nil || quote == byte
      {
        isQuoted = true
        quote = quote == nil ? byte : nil
      } else {
        delimiter.append(byte)
      }
    }
    return (delimiter, isQuoted)
  }

  /// Skips the bodies of the registered here-documents, in order. A body
  /// ends at a line equal to its delimiter (after leading tabs for `<<-`),
  /// or at the end of the file. With an unquoted delimiter a
  /// backslash-newline joins two body lines, so the second is not checked.
  mutating func readHereDocumentBodies() {
    let documents = hereDocuments
    hereDocuments = []
    for document in documents {
      while !cursor.isAtEnd {
        if document.stripsTabs {
          while cursor.current == UInt8(ascii: "\t") { cursor.advance() }
        }
        if atDelimiter(document.delimiter) {
          for _ in document.delimiter { cursor.advance() }
          cursor.advance()
          break
        }
        skipBodyLine(joiningContinuations: !document.isQuoted)
      }
    }
  }

  /// Whether the rest of the current line is exactly `delimiter`. Stops at
  /// the first difference, so checking every line stays linear.
  private func atDelimiter(_ delimiter: [UInt8]) -> Bool {
    let bytes = cursor.bytes
    var index = cursor.index
    for byte in delimiter {
      guard byte != .lineFeed, index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return index == bytes.count || bytes[index] == .lineFeed
  }

  /// Skips one body line (more than one when continuations join them).
  private mutating func skipBodyLine(joiningContinuations: Bool) {
    while let byte = cursor.take(), byte != .lineFeed {
      if byte == .backslash, joiningContinuations { cursor.advance() }
    }
  }
}
