extension ImageReferences {
  /// The top-level declarations of a code file, each read alone by
  /// ``running(_:others:)``: in Swift, the text up to each brace that
  /// closes at the top level (`class Party { … }`, `extension UIColor
  /// { … }`); in Objective-C, up to each `@end`. WePeiYang's
  /// `PartyMainViewController.swift` also extends `UIColor`: that
  /// extension runs, the screen nothing opens does not. Comments, string
  /// and character literals are skipped; a file whose braces do not
  /// balance is one declaration.
  static func declarations(in bytes: [UInt8], isSwift: Bool) -> [ArraySlice<UInt8>] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let quote = UInt8(ascii: "\"")
    let apostrophe = UInt8(ascii: "'")
    let endMarker = Array("@end".utf8)
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    var depth = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      switch byte {
      case slash where next == slash:
        index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        continue
      case slash where next == star:
        index = end(ofBlockCommentFrom: index + 2, in: bytes)
        continue
      case quote where bytes[index...].starts(with: #"""""#.utf8):
        // A Swift multi-line string, up to its closing `"""`.
        index = bytes[(index + 3)...].firstIndex(ofBytes: #"""""#).map { $0 + 3 } ?? bytes.count
        continue
      case quote:
        index = literal(from: index + 1, closedBy: quote, in: bytes).endIndex + 1
        continue
      case apostrophe where !isSwift:
        index = literal(from: index + 1, closedBy: apostrophe, in: bytes).endIndex + 1
        continue
      case UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        guard depth >= 0 else { return [bytes[...]] }
        if depth == 0, isSwift {
          chunks.append(bytes[start...index])
          start = index + 1
        }
      case UInt8(ascii: "@")
      where !isSwift && depth == 0 && bytes[index...].starts(with: endMarker):
        let after = index + endMarker.count
        if after == bytes.count || !isIdentifierByte(bytes[after]) {
          chunks.append(bytes[start..<after])
          start = after
        }
      default: break
      }
      index += 1
    }
    guard depth == 0 else { return [bytes[...]] }
    if start < bytes.count { chunks.append(bytes[start...]) }
    return chunks.isEmpty ? [bytes[...]] : chunks
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
