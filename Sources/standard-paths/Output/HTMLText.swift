/// Escaping for text that goes into an HTML page: every character that
/// could open a tag, an entity or close an attribute is written as an
/// entity, so untrusted names (file names) stay text.
enum HTMLText {
  /// `text` safe in element content and in quoted attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\0": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
