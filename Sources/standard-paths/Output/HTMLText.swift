/// Escaping for text that goes into an HTML page: every character that
/// could open a tag, an entity or close an attribute is written as an
/// entity, so untrusted names (file names) stay text.
enum HTMLText {
  /// `text` safe in element content and in quoted attribute values: `&`,
  /// `<`, `>`, `"` and `'` become entities, NUL becomes U+FFFD.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): bytes += "&amp;".utf8
      case UInt8(ascii: "<"): bytes += "&lt;".utf8
      case UInt8(ascii: ">"): bytes += "&gt;".utf8
      case UInt8(ascii: "\""): bytes += "&quot;".utf8
      case UInt8(ascii: "'"): bytes += "&#39;".utf8
      case 0: bytes += "\u{FFFD}".utf8
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` as a JSON string literal that is safe inside a `<script>`
  /// element: besides JSON's own escapes, `<`, `>` and `&` are written as
  /// `\u003c`, `\u003e` and `\u0026` (so no `</script>` or `<!--` can
  /// end or change the element), and U+2028 and U+2029 as `\u2028` and
  /// `\u2029`. `JSON.parse` reads it back unchanged.
  static func scriptJSONString(_ text: String) -> String {
    JSONOutput.string(text, forScript: true)
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0:
      return true
    default:
      return false
    }
  }
}
