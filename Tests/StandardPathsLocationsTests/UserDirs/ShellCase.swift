import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// One case of `Cases/shell-cases.json`: a file, what dash assigns (checked
/// by Scripts/xdg-user-dir-differential.py) and what the reader returns.
struct ShellCase: Sendable, CustomTestStringConvertible {
  /// The case's name.
  let name: String
  /// The file's bytes.
  let file: [UInt8]
  /// The environment snapshot.
  let environment: [String: String]
  /// The entries the reader returns: key → (bytes, line).
  let entries: [String: Entry]
  /// Where the reader stops, if it does.
  let stop: Int?

  /// An expected entry.
  struct Entry: Equatable {
    var bytes: [UInt8]
    var line: Int
  }

  var testDescription: String { name }

  /// The home directory the cases' `@HOME@` stands for.
  static let home = "/h"

  /// Every case in the file.
  static let all: [ShellCase] = load()

  private static func load() -> [ShellCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Cases/shell-cases.json")
    guard let data = try? Data(contentsOf: url),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let defaults = document["environment"] as? [String: String],
      let cases = document["cases"] as? [[String: Any]]
    else { return [] }
    return cases.compactMap { parse($0, defaults: defaults) }
  }

  private static func parse(_ object: [String: Any], defaults: [String: String]) -> ShellCase? {
    guard let name = object["name"] as? String, let file = object["file"] as? String,
      let reader = object["reader"] as? [String: [Any]]
    else { return nil }
    var environment = defaults
    for (key, value) in object["env"] as? [String: Any] ?? [:] {
      environment[key] = value as? String
    }
    environment = environment.mapValues { $0.replacingOccurrences(of: "@HOME@", with: home) }
    var entries: [String: Entry] = [:]
    for (key, pair) in reader {
      guard pair.count == 2, let value = pair[0] as? String, let line = pair[1] as? Int else {
        return nil
      }
      entries[key] = Entry(
        bytes: bytes(value.replacingOccurrences(of: "@HOME@", with: home)), line: line)
    }
    return ShellCase(
      name: name, file: bytes(file), environment: environment, entries: entries,
      stop: object["readerStop"] as? Int)
  }

  /// The bytes a JSON string spells, one per code point (U+0000–U+00FF).
  private static func bytes(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }
}
