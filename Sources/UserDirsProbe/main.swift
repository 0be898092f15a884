import Foundation
import StandardPathsLocations

// Prints what `UserDirectoriesFile` makes of files, for
// Scripts/xdg-user-dir-differential.py.
//
// Standard input holds one file per line: its path, then the environment
// as NAME=VALUE fields, tab-separated. For each file it prints
//
//     FILE <path>
//     KEY <key> <line> <hex bytes of the value>    (one per entry, sorted)
//     SKIP <line> <reason>                         (one per skipped line)
//     END

/// The lowercase hexadecimal spelling of `bytes`.
func hex(_ bytes: [UInt8]) -> String {
  let digits = Array("0123456789abcdef".utf8)
  var text: [UInt8] = []
  for byte in bytes {
    text.append(digits[Int(byte >> 4)])
    text.append(digits[Int(byte & 0xF)])
  }
  return String(decoding: text, as: UTF8.self)
}

while let line = readLine(strippingNewline: true) {
  let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
  guard let path = fields.first, !path.isEmpty else { continue }
  var environment: [String: String] = [:]
  for field in fields.dropFirst() {
    guard let equals = field.firstIndex(of: "=") else { continue }
    environment[String(field[..<equals])] = String(field[field.index(after: equals)...])
  }
  let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
  let file = UserDirectoriesFile(parsing: bytes, environment: environment, home: nil)
  print("FILE \(path)")
  for key in file.entries.keys.sorted() {
    guard let entry = file.entries[key] else { continue }
    print("KEY \(key) \(entry.line) \(hex(entry.bytes))")
  }
  for skipped in file.skippedLines { print("SKIP \(skipped.line) \(skipped.reason)") }
  print("END")
}
