import StandardPathsSuffixes

/// Writes flat JSON objects with keys in a fixed order (the location order
/// of the contract), which a dictionary encoder would not preserve.
enum JSONOutput {
  /// A JSON value that is not an object or an array.
  enum Scalar {
    case string(String)
    /// Written in its shortest plain form (`2`, `1.5`).
    case number(Double)
    case bool(Bool)
    case null
  }

  /// `{"key": "value", "other": null}`, pretty-printed with two spaces.
  static func object(_ members: [(key: String, value: String?)]) -> String {
    object(members.map { ($0.key, $0.value.map(Scalar.string) ?? .null) })
  }

  /// `{"key": "value", "count": 2, "flag": true, "other": null}`,
  /// pretty-printed with two spaces.
  static func object(_ members: [(key: String, value: Scalar)]) -> String {
    guard !members.isEmpty else { return "{}" }
    let lines = members.map { member in
      "  \(string(member.key)): \(encode(member.value))"
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}"
  }

  /// The JSON text of `value`.
  static func encode(_ value: Scalar) -> String {
    switch value {
    case .string(let text): return string(text)
    case .number(let number): return self.number(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// A JSON number in its shortest plain form (`568`, not `568.0`; `1.5`;
  /// never an exponent); `null` for infinity and NaN, which JSON cannot
  /// express.
  static func number(_ value: Double) -> String {
    value.isFinite ? FileName.numberText(value) : "null"
  }

  /// A JSON string literal. With `forScript`, also `<`, `>`, `&`, U+2028
  /// and U+2029 as `\uXXXX` escapes, so the literal is safe inside an HTML
  /// `<script>` element (``HTMLText/scriptJSONString(_:)``).
  static func string(_ value: String, forScript: Bool = false) -> String {
    // Byte by byte: every character to escape is ASCII but U+2028 and
    // U+2029 (E2 80 A8 and E2 80 A9 in UTF-8), and the others are copied.
    let bytes = Array(value.utf8)
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(bytes.count + 2)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): result += #"\""#.utf8
      case UInt8(ascii: "\\"): result += #"\\"#.utf8
      case UInt8(ascii: "\n"): result += #"\n"#.utf8
      case UInt8(ascii: "\r"): result += #"\r"#.utf8
      case UInt8(ascii: "\t"): result += #"\t"#.utf8
      case UInt8(ascii: "<") where forScript, UInt8(ascii: ">") where forScript,
        UInt8(ascii: "&") where forScript, 0..<0x20:
        result += unicodeEscape(UInt32(byte)).utf8
      case 0xE2 where forScript && bytes[index...].starts(with: [0x80, 0xA8]):
        result += unicodeEscape(0x2028).utf8
        index += 2
      case 0xE2 where forScript && bytes[index...].starts(with: [0x80, 0xA9]):
        result += unicodeEscape(0x2029).utf8
        index += 2
      default:
        result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }

  /// `\uXXXX` for a code point below U+10000.
  private static func unicodeEscape(_ codePoint: UInt32) -> String {
    let hex = String(codePoint, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
