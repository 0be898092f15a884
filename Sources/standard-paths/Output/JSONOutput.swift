/// Writes flat JSON objects with keys in a fixed order (the location order
/// of the contract), which a dictionary encoder would not preserve.
enum JSONOutput {
  /// `{"key": "value", "other": null}`, pretty-printed with two spaces.
  static func object(_ members: [(key: String, value: String?)]) -> String {
    guard !members.isEmpty else { return "{}" }
    let lines = members.map { member in
      "  \(string(member.key)): \(member.value.map(string) ?? "null")"
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}"
  }

  /// A JSON string literal.
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
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
