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
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<" where forScript, ">" where forScript, "&" where forScript,
        "\u{2028}" where forScript, "\u{2029}" where forScript:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
