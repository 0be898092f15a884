/// A JSON document with nested arrays and objects, written pretty-printed
/// with object keys in the order given (`JSONOutput` writes flat objects).
indirect enum JSONValue {
  case scalar(JSONOutput.Scalar)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// A string, or `null` for `nil`.
  static func string(_ text: String?) -> JSONValue {
    .scalar(text.map(JSONOutput.Scalar.string) ?? .null)
  }

  /// A number.
  static func number(_ value: Double) -> JSONValue { .scalar(.number(value)) }

  /// A Boolean.
  static func bool(_ value: Bool) -> JSONValue { .scalar(.bool(value)) }

  /// An array of strings.
  static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { .string($0) }) }

  /// The document, indented by two spaces per level; arrays of scalars
  /// and objects of at most three scalars (`{"width": 8, "height": 8}`)
  /// stay on one line.
  var rendered: String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .scalar(let scalar):
      output += JSONOutput.encode(scalar)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      if elements.allSatisfy(\.isInline) {
        output += "["
        for (position, element) in elements.enumerated() {
          if position > 0 { output += ", " }
          element.write(to: &output, indent: indent)
        }
        output += "]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if isInline {
        output += "{"
        for (position, member) in members.enumerated() {
          if position > 0 { output += ", " }
          output += JSONOutput.string(member.key) + ": "
          member.value.write(to: &output, indent: indent)
        }
        output += "}"
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (position, member) in members.enumerated() {
        output += inner + JSONOutput.string(member.key) + ": "
        member.value.write(to: &output, indent: inner)
        output += position == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private var isScalar: Bool {
    if case .scalar = self { return true }
    return false
  }

  /// Whether the value is written on one line: a scalar, or an object of
  /// at most three scalars.
  private var isInline: Bool {
    switch self {
    case .scalar: return true
    case .array: return false
    case .object(let members): return members.count <= 3 && members.allSatisfy(\.value.isScalar)
    }
  }
}
