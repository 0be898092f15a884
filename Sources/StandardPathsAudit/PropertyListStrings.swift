#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every string a property list holds, at any depth: what a binary one
/// (a SpriteKit scene, `MainMenu.sks`, whose archive keeps its sprites'
/// texture names, `Menu BG`, among its objects) names, which its bytes
/// do not show as text.
struct PropertyListStrings: Decodable {
  var strings: [String] = []

  /// The strings of the binary property list `bytes`, one XML
  /// `<string>` element each, as the names of an XML one are read; `nil`
  /// when `bytes` are no binary property list.
  static func text(ofBinary bytes: [UInt8]) -> [UInt8]? {
    guard bytes.starts(with: "bplist".utf8),
      let list = try? PropertyListDecoder().decode(PropertyListStrings.self, from: Data(bytes))
    else { return nil }
    return Array(list.strings.map { "<string>\($0)</string>\n" }.joined().utf8)
  }

  /// The values of the strings file `bytes` (`"key" = "value";`, UTF-8
  /// or UTF-16) that are spelt as file names are: one word of letters and
  /// digits joined by `_` or `-` (Sharengo's `"img_tutorial01" =
  /// "tutorial_01-ENG";`, the picture each language shows), one `<string>`
  /// element each. The rest is text the UI shows (`"Downloading"`), which
  /// names no image. A value with an escape is never such a word, so the
  /// file is scanned, not parsed (a localized app holds hundreds).
  static func fileNames(ofStrings bytes: [UInt8]) -> [UInt8] {
    var text = bytes
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let isLittleEndian = bytes[0] == 0xFF
      let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
        isLittleEndian
          ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
          : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
      }
      text = Array(String(decoding: units, as: UTF16.self).utf8)
    }
    var names: [UInt8] = []
    var index = 0
    while let equals = text[index...].firstIndex(of: UInt8(ascii: "=")) {
      var open = equals + 1
      while open < text.count, text[open] == UInt8(ascii: " ") || text[open] == UInt8(ascii: "\t") {
        open += 1
      }
      index = open
      guard open < text.count, text[open] == UInt8(ascii: "\""),
        let close = text[(open + 1)...].firstIndex(where: { !isFileNameByte($0) }),
        text[close] == UInt8(ascii: "\"")
      else { continue }
      let value = text[(open + 1)..<close]
      if value.count >= 3,
        value.contains(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
      {
        names += Array("<string>".utf8) + value + Array("</string>\n".utf8)
      }
      index = close + 1
    }
    return names
  }

  /// A letter, a digit, `_`, `-` or `.`: a byte of a file name's word.
  private static func isFileNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  init(from decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer().decode(String.self) {
      strings = [value]
    } else if var array = try? decoder.unkeyedContainer() {
      // Decoding this type never fails, so each step moves on.
      while !array.isAtEnd {
        guard let element = try? array.decode(PropertyListStrings.self) else { break }
        strings += element.strings
      }
    } else if let dictionary = try? decoder.container(keyedBy: Key.self) {
      for key in dictionary.allKeys {
        strings += (try? dictionary.decode(PropertyListStrings.self, forKey: key))?.strings ?? []
      }
    }
  }

  /// Any key of a dictionary.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
