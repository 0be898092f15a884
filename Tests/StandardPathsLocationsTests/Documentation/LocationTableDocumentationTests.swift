import Foundation
import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The side-by-side table in the "Where files belong" article is checked
/// against the code, so the documentation never drifts from the rules.
@Suite struct LocationTableDocumentationTests {
  /// The reference environments the article describes.
  static let columns:
    [(platform: Platform, environment: SystemEnvironment, abbreviations: [(String, String)])] = {
      var disk = VirtualFileSystem()
      disk.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
      return [
        (
          .linux,
          SystemEnvironment(platform: .linux, variables: ["HOME": "/home/me"], fileSystem: disk),
          [("/home/me", "~")]
        ),
        (
          .macOS,
          SystemEnvironment(
            platform: .macOS, variables: ["HOME": "/Users/me", "TMPDIR": "/var/folders/xy/T/"]),
          [("/Users/me", "~")]
        ),
        (
          .iOS,
          SystemEnvironment(platform: .iOS, variables: ["HOME": "/container"]),
          [("/container", "~")]
        ),
        (
          .windows,
          SystemEnvironment(platform: .windows, variables: ["USERPROFILE": #"C:\Users\me"#]),
          [
            (#"C:\Users\me\AppData\Local"#, "%LOCALAPPDATA%"),
            (#"C:\Users\me\AppData\Roaming"#, "%APPDATA%"),
            (#"C:\Users\me"#, "%USERPROFILE%"),
            (#"C:\Users\Public"#, "%PUBLIC%"),
          ]
        ),
      ]
    }()

  /// The Markdown rows the article must contain, computed from the code.
  static func expectedRows() -> [String] {
    Location.allCases.filter { $0 != .resources }.map { location in
      let cells = columns.map { column -> String in
        let locations = StandardLocations(app: myApp, environment: column.environment)
        guard var path = try? locations.path(for: location) else { return "—" }
        for (prefix, abbreviation) in column.abbreviations where path.hasPrefix(prefix) {
          path = abbreviation + path.dropFirst(prefix.count)
          break
        }
        return "`\(path)`"
      }
      return "| `\(location)` | " + cells.joined(separator: " | ") + " |"
    }
  }

  @Test func articleTableMatchesTheCode() throws {
    let article = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appending(path: "Sources/StandardPaths/Documentation.docc/Articles/WhereFilesBelong.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let rows = text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| `") && !$0.contains("| location |")
    }
    let expected = Self.expectedRows()
    #expect(
      rows == expected,
      "Update the table in WhereFilesBelong.md to:\n\(expected.joined(separator: "\n"))")
  }
}
