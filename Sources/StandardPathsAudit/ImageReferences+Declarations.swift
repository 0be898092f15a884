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
    let endMarker = Array("@end".utf8)
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    let depth = scanCode(bytes[...], isSwift: isSwift) { index, depth in
      switch bytes[index] {
      case UInt8(ascii: "}"):
        guard depth >= 0 else { return false }
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
      return true
    }
    guard depth == 0 else { return [bytes[...]] }
    if start < bytes.count { chunks.append(bytes[start...]) }
    return chunks.isEmpty ? [bytes[...]] : chunks
  }

  /// The methods of an Objective-C category (the text from each `-` or
  /// `+` that starts a line outside braces), each with its name (the
  /// first part of its selector), after the category's own lines (no
  /// name). `+load` and `+initialize`, which the runtime calls, have no
  /// name either. PhishOD's `UIImage (Icons)` category holds one class
  /// method per icon, and nothing calls `+rewindIcon`.
  static func methods(in bytes: ArraySlice<UInt8>) -> [(name: String?, bytes: ArraySlice<UInt8>)] {
    var starts: [(index: Int, name: String?)] = []
    var atLineStart = true
    _ = scanCode(bytes, isSwift: false) { index, depth in
      let byte = bytes[index]
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), atLineStart, depth == 0 {
        let rest = bytes[(index + 1)...].drop {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
        if rest.first == UInt8(ascii: "("), let close = rest.firstIndex(of: UInt8(ascii: ")")) {
          let name = bytes[(close + 1)...].drop { $0 == UInt8(ascii: " ") }
            .prefix { isIdentifierByte($0) }
          let text = String(decoding: name, as: UTF8.self)
          starts.append((index, ["load", "initialize"].contains(text) ? nil : text))
        }
      }
      if byte == UInt8(ascii: "\n") {
        atLineStart = true
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        atLineStart = false
      }
      return true
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

  /// Walks the code `bytes`, calling `visit` with the index of each byte
  /// outside comments and literals (a string literal, or outside Swift a
  /// character literal, by its opening quote alone; Swift's `"""` strings
  /// whole) and the depth of braces after it, until `visit` returns
  /// `false`. Returns the depth of braces at the end, or -1 when stopped.
  private static func scanCode(
    _ bytes: ArraySlice<UInt8>, isSwift: Bool, _ visit: (_ index: Int, _ depth: Int) -> Bool
  ) -> Int {
    let quote = UInt8(ascii: "\"")
    var depth = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
      var resume = index + 1
      switch byte {
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        continue
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        index = bytes[(index + 2)...].firstIndex(ofBytes: "*/").map { $0 + 2 } ?? bytes.endIndex
        continue
      case quote where bytes[index...].starts(with: #"""""#.utf8):
        // A Swift multi-line string, up to its closing `"""`.
        resume = bytes[(index + 3)...].firstIndex(ofBytes: #"""""#).map { $0 + 3 } ?? bytes.endIndex
      case let delimiter where delimiter == quote || delimiter == UInt8(ascii: "'") && !isSwift:
        // Up to its closing quote or the end of its line.
        var close = index + 1
        while close < bytes.endIndex, bytes[close] != byte, bytes[close] != UInt8(ascii: "\n") {
          close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
        }
        resume = min(close + 1, bytes.endIndex)
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"): depth -= 1
      default: break
      }
      guard visit(index, depth) else { return -1 }
      index = resume
    }
    return depth
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
