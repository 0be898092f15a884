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
  /// names no image.
  static func fileNames(ofStrings bytes: [UInt8]) -> [UInt8] {
    guard
      let table = try? PropertyListDecoder().decode([String: String].self, from: Data(bytes))
    else { return [] }
    let names = table.values.filter { value in
      value.utf8.count >= 3
        && value.utf8.contains { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
        && value.utf8.allSatisfy { byte in
          byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }
    return Array(names.sorted().map { "<string>\($0)</string>\n" }.joined().utf8)
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
