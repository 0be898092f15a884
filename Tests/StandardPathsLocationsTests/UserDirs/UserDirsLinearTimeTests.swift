import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Reading is linear in the size of the file: inputs built to trip a naive
/// reader (quadratic rescans, unbounded recursion, exponential expansion,
/// a list of keys searched for each key) finish quickly and without
/// crashing, and expansions stay within the file's budget.
@Suite struct UserDirsLinearTimeTests {
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
    ("skipped lines naming keys", repeated("XDG_MUSIC_DIR=$(x) XDG_VIDEOS_DIR\n")),
    (
      "a skipped line naming many keys",
      Array(("echo" + (0..<60_000).map { " XDG_K\($0)_DIR" }.joined()).utf8)
    ),
    ("empty lines", repeated("\n")),
  ]

  @Test(arguments: inputs.map(\.0))
  func readsQuickly(_ name: String) {
    guard let bytes = Self.inputs.first(where: { $0.0 == name })?.1 else { return }
    var parsed: UserDirectoriesFile?
    let seconds = threadCPUSeconds { parsed = UserDirectoriesFile(parsing: bytes, home: "/h") }
    // 1 MiB in a debug build; quadratic behaviour would take minutes of CPU.
    // Thread CPU time, so a loaded machine does not count.
    #expect(seconds < 5, "\(name) took \(seconds) s of CPU")
    guard let file = parsed else { return }
    for entry in file.entries.values {
      #expect(entry.bytes.first == UInt8(ascii: "/"))
      #expect(entry.bytes.count <= 4096)
    }
  }

  /// Expansions may copy 16 bytes per byte of the file plus 64 KiB; past
  /// that, a line that expands is skipped (only a file built to blow up
  /// gets there) and lines without expansions still count.
  @Test func expansionsBeyondTheBudgetAreSkipped() {
    let long = "A=/" + String(repeating: "a", count: 4000) + "\n"
    let text = long + String(repeating: "B=$A\n", count: 1000) + "XDG_MUSIC_DIR=/m\n"
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")
    let budget = 16 * text.utf8.count + 65_536
    let expanded = budget / 4001
    #expect(file.skippedLines.count == 1000 - expanded)
    #expect(file.skippedLines.first?.line == 2 + expanded)
    #expect(file.skippedLines.allSatisfy { $0.reason == .expansionBudget })
    #expect(file["MUSIC"] == "/m")
  }

  @Test func valuesLongerThanPathMaxAreNotAssigned() {
    let fits = "/" + String(repeating: "a", count: 4095)
    let text = "XDG_MUSIC_DIR=\(fits)\nXDG_VIDEOS_DIR=\(fits)a\nA=/\(fits)\nXDG_DESKTOP_DIR=/d$A"
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")
    #expect(file["MUSIC"] == fits)
    #expect(file["VIDEOS"] == nil)
    #expect(file["DESKTOP"] == "/d")
    #expect(file.skippedLines.map(\.line) == [2, 3])
    #expect(file.skippedLines.allSatisfy { $0.reason == .valueTooLong })
  }
}
