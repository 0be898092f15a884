/// A value of an old-style (OpenStep) property list, the text format of
/// Xcode's `project.pbxproj`: strings, arrays and dictionaries.
enum OpenStepPlist: Hashable, Sendable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])

  /// The string, if the value is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  var array: [OpenStepPlist]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The entries, if the value is a dictionary.
  var dictionary: [String: OpenStepPlist]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// Parses `bytes` (UTF-8): one value, with `/* */` and `//` comments
  /// anywhere between tokens. `<hex>` data is read as its text.
  ///
  /// - Throws: ``XcodeProjectError/malformed(_:line:reason:)`` with the
  ///   line of the first byte that does not fit, naming the file `path`.
  init(parsing bytes: [UInt8], path: String) throws(XcodeProjectError) {
    var parser = Parser(bytes: bytes, path: path)
    self = try parser.value(depth: 0)
    try parser.skipSpaceAndComments()
    guard parser.index == bytes.count else { throw parser.error("text after the end") }
  }
}

/// A recursive-descent reader over the bytes, bounded in depth so that a
/// hostile file cannot exhaust the stack.
private struct Parser {
  let bytes: [UInt8]
  let path: String
  var index = 0

  /// Deeper than any project Xcode writes (about 5), shallow enough for
  /// any stack.
  static let maximumDepth = 64

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  func error(_ reason: String) -> XcodeProjectError {
    // Raivo's project kept git's conflict markers (`<<<<<<< HEAD`): say so,
    // at the first one, rather than what the parser expected there.
    let marker = Array("\n<<<<<<< ".utf8)
    if let conflict = bytes.indices.dropLast(marker.count - 1).first(where: { start in
      bytes[start..<(start + marker.count)].elementsEqual(marker)
    }) {
      let line = 2 + bytes[..<conflict].lazy.filter { $0 == UInt8(ascii: "\n") }.count
      return .malformed(
        path, line: line, reason: "an unresolved git merge conflict (<<<<<<<); resolve it first")
    }
    let line = 1 + bytes[..<min(index, bytes.count)].lazy.filter { $0 == UInt8(ascii: "\n") }.count
    return .malformed(path, line: line, reason: reason)
  }

  mutating func value(depth: Int) throws(XcodeProjectError) -> OpenStepPlist {
    guard depth < Parser.maximumDepth else { throw error("nested too deeply") }
    try skipSpaceAndComments()
    guard index < bytes.count else { throw error("unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [String: OpenStepPlist] = [:]
      while true {
        try skipSpaceAndComments()
        if consume("}") { return .dictionary(entries) }
        let key = try string()
        try expect("=")
        entries[key] = try value(depth: depth + 1)
        try expect(";")
      }
    case UInt8(ascii: "("):
      index += 1
      var elements: [OpenStepPlist] = []
      while true {
        try skipSpaceAndComments()
        if consume(")") { return .array(elements) }
        elements.append(try value(depth: depth + 1))
        try skipSpaceAndComments()
        if consume(")") { return .array(elements) }
        try expect(",")
      }
    default:
      return .string(try string())
    }
  }

  /// A quoted string, `<data>`, or a bare word.
  mutating func string() throws(XcodeProjectError) -> String {
    try skipSpaceAndComments()
    guard index < bytes.count else { throw error("unexpected end of file") }
    if bytes[index] == UInt8(ascii: "\"") { return try quoted() }
    if bytes[index] == UInt8(ascii: "<") {
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
        throw error("unterminated data")
      }
      defer { index = end + 1 }
      return String(decoding: bytes[index...end], as: UTF8.self)
    }
    let start = index
    while index < bytes.count, Parser.isWordByte(bytes[index]) { index += 1 }
    guard index > start else { throw error("expected a string") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Letters, digits and `_$+/:.-`, the bytes of an unquoted string.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "_$+/:.-".utf8.contains(byte)
    }
  }

  /// A `"…"` string with `\"`, `\\`, `\n`, `\t` and `\Uxxxx` escapes.
  mutating func quoted() throws(XcodeProjectError) -> String {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\"), index < bytes.count else {
        text.append(byte)
        continue
      }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "U"):
        let digits = bytes[index..<min(index + 4, bytes.count)]
        guard digits.count == 4,
          let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { throw error("bad \\U escape") }
        index += 4
        text += Array(String(Character(scalar)).utf8)
      default: text.append(escaped)
      }
    }
    throw error("unterminated string")
  }

  mutating func skipSpaceAndComments() throws(XcodeProjectError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        var end = index + 2
        while end + 1 < bytes.count,
          !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
        {
          end += 1
        }
        guard end + 1 < bytes.count else { throw error("unterminated comment") }
        index = end + 2
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  mutating func expect(_ character: Unicode.Scalar) throws(XcodeProjectError) {
    try skipSpaceAndComments()
    guard consume(character) else { throw error("expected '\(character)'") }
  }
}
