import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Reading is linear in the size of the file: inputs built to trip a naive
/// reader (quadratic rescans, unbounded recursion, exponential expansion)
/// finish quickly and without crashing.
@Suite struct LinearTimeTests {
  /// About 1 MiB of `unit`, on one line or many.
  static func repeated(_ unit: String, prefix: String = "", suffix: String = "") -> [UInt8] {
    let count = (1 << 20) / max(unit.utf8.count, 1)
    return Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
  }

  static let inputs: [(String, [UInt8])] = [
    ("backslashes", repeated("\\", prefix: "XDG_MUSIC_DIR=/")),
    ("escaped backslashes in quotes", repeated("\\\\", prefix: "XDG_MUSIC_DIR=\"/", suffix: "\"")),
    ("continuations", repeated("\\\n", prefix: "XDG_MUSIC_DIR=/")),
    ("nested braces", repeated("${X:-", prefix: "XDG_MUSIC_DIR=")),
    ("nested quotes in braces", repeated("\"${X:-", prefix: "XDG_MUSIC_DIR=")),
    ("nested command substitutions", repeated("$(", prefix: "XDG_MUSIC_DIR=")),
    ("nested arithmetic", repeated("$((", prefix: "XDG_MUSIC_DIR=")),
    ("parentheses in a substitution", repeated("(", prefix: "XDG_MUSIC_DIR=$(")),
    ("backquotes", repeated("`a", prefix: "XDG_MUSIC_DIR=")),
    ("doubling expansions", repeated("A=$A$A$A$A$A$A$A$A\n", prefix: "A=/aaaaaaaaaaaaaaaa\n")),
    (
      "expansion of a long value",
      repeated("B=$A\n", prefix: "A=/" + String(repeating: "a", count: 4000) + "\n")
    ),
    ("assign defaults", repeated("${X:=/x}${Y:=/y}", prefix: "XDG_MUSIC_DIR=")),
    ("tildes after colons", repeated(":~", prefix: "XDG_MUSIC_DIR=~")),
    ("colons before a tilde-user", repeated(":", prefix: "XDG_MUSIC_DIR=~u")),
    ("many assignments", repeated("XDG_MUSIC_DIR=/m ")),
    ("many statements", repeated("XDG_MUSIC_DIR=/m;")),
    ("many lines", repeated("XDG_MUSIC_DIR=\"$HOME/m\"\n")),
    ("compound commands", repeated("if true; then { ( ")),
    ("closing words", repeated("fi\n")),
    ("here-document lines", repeated("x\n", prefix: ": <<EOF\n")),
    ("here-documents", repeated(": <<EOF <<EOF\n")),
    (
      "long delimiter",
      repeated("a", prefix: ": <<", suffix: "\n" + String(repeating: "a\n", count: 1000))
    ),
    ("single quotes", repeated("'", prefix: "XDG_MUSIC_DIR=")),
    ("comments", repeated("#", prefix: "XDG_MUSIC_DIR=/m ")),
    ("operators", repeated(";&|<>()")),
    ("dollars", repeated("$", prefix: "XDG_MUSIC_DIR=/")),
    ("NUL and CR", [UInt8](repeating: 0, count: 1 << 19) + [UInt8](repeating: 13, count: 1 << 19)),
  ]

  @Test(arguments: inputs.map(\.0))
  func readsQuickly(_ name: String) {
    guard let bytes = Self.inputs.first(where: { $0.0 == name })?.1 else { return }
    let clock = ContinuousClock()
    let start = clock.now
    let file = UserDirectoriesFile(parsing: bytes, home: "/h")
    let elapsed = clock.now - start
    // 1 MiB in a debug build; quadratic behaviour would take minutes.
    #expect(elapsed < .seconds(5), "\(name) took \(elapsed)")
    for entry in file.entries.values {
      #expect(entry.bytes.first == UInt8(ascii: "/"))
      #expect(entry.bytes.count <= 4096)
    }
  }

  @Test func nestingBeyondTheCapStopsReading() {
    let deep = String(repeating: "${X:-", count: 33) + "/d" + String(repeating: "}", count: 33)
    let file = UserDirectoriesFile(
      parsing: Array("XDG_MUSIC_DIR=/m\nXDG_VIDEOS_DIR=\(deep)\nXDG_DESKTOP_DIR=/d".utf8),
      home: "/h")
    #expect(file.directories == ["MUSIC": "/m"])
    #expect(file.stoppedAtLine == 2)
    let shallow = String(repeating: "${X:-", count: 32) + "/d" + String(repeating: "}", count: 32)
    let ok = UserDirectoriesFile(parsing: Array("XDG_VIDEOS_DIR=\(shallow)".utf8), home: "/h")
    #expect(ok.directories == ["VIDEOS": "/d"])
  }

  @Test func valuesLongerThanPathMaxAreNotAssigned() {
    let fits = "/" + String(repeating: "a", count: 4095)
    let text = "XDG_MUSIC_DIR=\(fits)\nXDG_VIDEOS_DIR=\(fits)a\nA=/\(fits)\nXDG_DESKTOP_DIR=/d$A"
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")
    #expect(file["MUSIC"] == fits)
    #expect(file["VIDEOS"] == nil)
    #expect(file["DESKTOP"] == "/d")
  }
}
