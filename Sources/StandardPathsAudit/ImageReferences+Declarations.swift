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

extension ImageReferences {
  /// The methods of an Objective-C category (the text from each `-` or
  /// `+` that starts a line outside braces), each with its name (the
  /// first part of its selector), after the category's own lines (no
  /// name). `+load` and `+initialize`, which the runtime calls, have no
  /// name either. PhishOD's `UIImage (Icons)` category holds one class
  /// method per icon, and nothing calls `+rewindIcon`.
  static func methods(in bytes: ArraySlice<UInt8>) -> [(name: String?, bytes: ArraySlice<UInt8>)] {
    var starts: [(index: Int, name: String?)] = []
    var depth = 0
    var index = bytes.startIndex
    var atLineStart = true
    while index < bytes.endIndex {
      let byte = bytes[index]
      let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
      switch byte {
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        continue
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        index = bytes[(index + 2)...].firstIndex(ofBytes: "*/").map { $0 + 2 } ?? bytes.endIndex
        continue
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        var close = index + 1
        while close < bytes.endIndex, bytes[close] != byte, bytes[close] != UInt8(ascii: "\n") {
          close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(close + 1, bytes.endIndex)
        atLineStart = false
        continue
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "-") where atLineStart && depth == 0,
        UInt8(ascii: "+") where atLineStart && depth == 0:
        let rest = bytes[(index + 1)...].drop {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
        if rest.first == UInt8(ascii: "("),
          let close = rest.firstIndex(of: UInt8(ascii: ")"))
        {
          let name = bytes[(close + 1)...].drop { $0 == UInt8(ascii: " ") }
            .prefix { isIdentifierByte($0) }
          let text = String(decoding: name, as: UTF8.self)
          starts.append((index, ["load", "initialize"].contains(text) ? nil : text))
        }
      default: break
      }
      if byte == UInt8(ascii: "\n") {
        atLineStart = true
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        atLineStart = false
      }
      index += 1
    }
    var result: [(name: String?, bytes: ArraySlice<UInt8>)] = []
    let header = starts.first?.index ?? bytes.endIndex
    result.append((nil, bytes[bytes.startIndex..<header]))
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1].index : bytes.endIndex
      result.append((start.name, bytes[start.index..<end]))
    }
    return result
  }
}
