import Foundation
import Testing

/// One row of `Cases/grammar-cases.json`: a file and an environment, and
/// the entries and skipped lines the reader gives for them. The
/// differential script checks the same rows against dash and
/// /usr/bin/xdg-user-dir.
struct GrammarCase: Sendable, CustomTestStringConvertible {
  /// The row's name.
  let name: String
  /// The file's bytes.
  let file: [UInt8]
  /// The environment snapshot.
  let environment: [String: String]
  /// The entries: key → (bytes, line).
  let entries: [String: Entry]
  /// The skipped lines, in order.
  let skipped: [Skip]

  /// An expected entry.
  struct Entry: Equatable {
    var bytes: [UInt8]
    var line: Int
  }

  /// An expected skipped line.
  struct Skip: Equatable {
    var line: Int
    var reason: String
  }

  var testDescription: String { name }

  /// The home directory the rows' `@HOME@` stands for.
  static let home = "/h"

  /// Every row of the file.
  static let all: [GrammarCase] = load()

  private static func load() -> [GrammarCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Cases/grammar-cases.json")
    guard let data = try? Data(contentsOf: url),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let defaults = document["environment"] as? [String: String],
      let cases = document["cases"] as? [[String: Any]]
    else { return [] }
    return cases.compactMap { parse($0, defaults: defaults) }
  }

  private static func parse(_ object: [String: Any], defaults: [String: String]) -> GrammarCase? {
    guard let name = object["name"] as? String, let file = object["file"] as? String,
      let entryObjects = object["entries"] as? [String: [Any]],
      let skippedObjects = object["skipped"] as? [[Any]]
    else { return nil }
    var environment: [String: String?] = defaults
    for (key, value) in object["env"] as? [String: Any] ?? [:] {
      environment[key] = .some(value as? String)
    }
    var entries: [String: Entry] = [:]
    for (key, pair) in entryObjects {
      guard pair.count == 2, let value = pair[0] as? String, let line = pair[1] as? Int else {
        return nil
      }
      entries[key] = Entry(bytes: bytes(value), line: line)
    }
    var skipped: [Skip] = []
    for pair in skippedObjects {
      guard pair.count == 2, let line = pair[0] as? Int, let reason = pair[1] as? String else {
        return nil
      }
      skipped.append(Skip(line: line, reason: reason))
    }
    return GrammarCase(
      name: name, file: bytes(file),
      environment: environment.compactMapValues { $0 }.mapValues {
        String(decoding: bytes($0), as: UTF8.self)
      },
      entries: entries, skipped: skipped)
  }

  /// The bytes a JSON string spells, one per code point (U+0000–U+00FF),
  /// with `@HOME@` replaced.
  private static func bytes(_ text: String) -> [UInt8] {
    text.replacingOccurrences(of: "@HOME@", with: home).unicodeScalars.map {
      UInt8(truncatingIfNeeded: $0.value)
    }
  }
}
