import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The tokenizer on its own: where words, operators and newlines fall.
@Suite struct ShellLexerTests {
  /// The tokens of `text`, spelled compactly: a word as its literal text
  /// (`w:` prefix, `$` for an expansion part), an operator by name, `NL`.
  static func tokens(_ text: String) -> [String] {
    var lexer = ShellLexer(ShellInput(Array(text.utf8)))
    var result: [String] = []
    // As the reader does: the word after `<<` is a delimiter to register.
    var hereDocument: Bool?
    while true {
      let token = lexer.next()
      if case .word(let word) = token, let stripsTabs = hereDocument {
        lexer.expectHereDocument(delimitedBy: word, stripsTabs: stripsTabs)
      }
      hereDocument = nil
      if case .operator(.hereDocument(let stripsTabs), _) = token { hereDocument = stripsTabs }
      switch token {
      case .word(let word):
        let spelled = word.parts.map { part -> String in
          if case .literal(let bytes, _) = part { return String(decoding: bytes, as: UTF8.self) }
          return "$"
        }
        result.append("w:" + spelled.joined())
      case .ioNumber: result.append("io")
      case .operator(let op, _): result.append("\(op)")
      case .newline: result.append("NL")
      case .end: return result
      case .error(let error): return result + ["error@\(error.line)"]
      }
    }
  }

  @Test(arguments: [
    ("A=1 B=2", ["w:A=1", "w:B=2"]),
    ("A=1;B=2", ["w:A=1", "semicolon", "w:B=2"]),
    ("a&&b||c|d&", ["w:a", "and", "w:b", "or", "w:c", "pipe", "w:d", "background"]),
    ("a;;b", ["w:a", "caseBreak", "w:b"]),
    ("a 2>/dev/null", ["w:a", "io", "redirection", "w:/dev/null"]),
    ("a>&2 <x", ["w:a", "redirection", "w:2", "redirection", "w:x"]),
    (
      "f() { x; }",
      ["w:f", "openParenthesis", "closeParenthesis", "w:{", "w:x", "semicolon", "w:}"]
    ),
    ("a#b #c\nd", ["w:a#b", "NL", "w:d"]),
    ("# c \\\nd", ["NL", "w:d"]),
    ("a\\\nb", ["w:ab"]),
    ("'a b'\"c d\"", ["w:a bc d"]),
    ("\"a", ["error@1"]),
    ("x\n'a\nb", ["w:x", "NL", "error@2"]),
    ("A=$(echo ')' \"(\") x", ["w:A=$", "w:x"]),
    ("A=$((1+(2))) x", ["w:A=$", "w:x"]),
    ("A=`a \\` b` x", ["w:A=$", "w:x"]),
    ("A=${X:-a b;c} y", ["w:A=$", "w:y"]),
    (": <<E\nA=1\nE\nB=2", ["w::", "hereDocument(stripsTabs: false)", "w:E", "NL", "w:B=2"]),
    (": <<-'E'\n\tA=1\n\tE\nB=2", ["w::", "hereDocument(stripsTabs: true)", "w:E", "NL", "w:B=2"]),
  ])
  func tokenizes(_ text: String, _ expected: [String]) {
    #expect(Self.tokens(text) == expected)
  }

  @Test func wordsKnowTheirLine() {
    var lexer = ShellLexer(ShellInput(Array("a\\\n b\n\"c\nd\" e".utf8)))
    var lines: [Int] = []
    while true {
      let token = lexer.next()
      if case .word(let word) = token { lines.append(word.line) }
      if token == .end { break }
    }
    #expect(lines == [1, 2, 3, 4])
  }
}

/// `FilePath`'s separator normalization, on bytes.
@Suite struct PathNormalizationTests {
  @Test(arguments: [
    ("/", "/"), ("//", "/"), ("/a/", "/a"), ("//a//b//", "/a/b"), ("/a/./b/..", "/a/./b/.."),
    ("a//", "a"), ("", ""),
  ])
  func normalizes(_ path: String, _ expected: String) {
    #expect(normalizedPath(Array(path.utf8)) == Array(expected.utf8))
  }
}

/// Tilde-prefixes are decided from the word alone.
@Suite struct ShellTildeTests {
  static func value(_ text: String, home: String? = "/h") -> String? {
    UserDirectoriesFile(parsing: Array("XDG_X_DIR=\(text)".utf8), home: home)["X"]
  }

  @Test(arguments: [
    ("~", "/h"), ("~/a", "/h/a"), ("/a:~", "/a:/h"), ("/a:~/b:~", "/a:/h/b:/h"),
    ("/a~", "/a~"), ("/a:\\~", "/a:~"), ("\"/a:~\"", "/a:~"), ("~/\"q\"", "/h/q"),
    ("${U:-~/x}", "/h/x"), ("/p${U:-a:~}", "/pa:/h"),
  ])
  func expands(_ text: String, _ expected: String) {
    #expect(Self.value(text) == expected)
  }

  @Test(arguments: ["~\"/q\"", "~\\/q", "\"${U:-~/x}\"", "~user/x", "~$HOME", "/a:~u"])
  func doesNotExpand(_ text: String) {
    #expect(Self.value(text) == nil)
  }
}
