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
