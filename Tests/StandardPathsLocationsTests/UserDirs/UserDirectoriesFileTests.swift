import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The public API: entries, the compatible `directories` and subscript,
/// skipped lines, the environment, and what changed from the previous
/// readers.
@Suite struct UserDirectoriesFileTests {
  /// What `xdg-user-dirs-update` writes, header included.
  static let generated = """
    # This file is written by xdg-user-dirs-update
    # If you want to change or add directories, just edit the line you're
    # interested in. All local changes will be retained on the next run.
    # Format is XDG_xxx_DIR="$HOME/yyy", where yyy is a shell-escaped
    # homedir-relative path, or XDG_xxx_DIR="/yyy", where /yyy is an
    # absolute path. No other format is supported.
    #
    XDG_DESKTOP_DIR="$HOME/Bureau"
    XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
    XDG_TEMPLATES_DIR="$HOME/Modèles"
    XDG_PUBLICSHARE_DIR="$HOME/Public"
    XDG_DOCUMENTS_DIR="$HOME/Documents"
    XDG_MUSIC_DIR="$HOME/Musique"
    XDG_PICTURES_DIR="$HOME/Images"
    XDG_VIDEOS_DIR="$HOME/Vidéos"

    """

  @Test func generatedFile() {
    let file = UserDirectoriesFile(parsing: Array(Self.generated.utf8), home: "/h")
    #expect(
      file.directories == [
        "DESKTOP": "/h/Bureau", "DOWNLOAD": "/h/Téléchargements", "TEMPLATES": "/h/Modèles",
        "PUBLICSHARE": "/h/Public", "DOCUMENTS": "/h/Documents", "MUSIC": "/h/Musique",
        "PICTURES": "/h/Images", "VIDEOS": "/h/Vidéos",
      ])
    #expect(file.entries["DESKTOP"]?.line == 8)
    #expect(file.entries["VIDEOS"]?.line == 15)
    #expect(file.skippedLines.isEmpty)
  }

  /// Cases of the previous reader that the shell agrees with.
  @Test(arguments: [
    (#"XDG_MUSIC_DIR="$HOME""#, "/h"),
    (#"XDG_MUSIC_DIR="$HOME/""#, "/h"),
    (#"XDG_MUSIC_DIR="$HOME/My \"Vids\"""#, #"/h/My "Vids""#),
    ("XDG_MUSIC_DIR=$HOME/Pics", "/h/Pics"),
    (#"XDG_MUSIC_DIR="${HOME}/Proj""#, "/h/Proj"),
    (#"XDG_MUSIC_DIR="$HOME/M" # mine"#, "/h/M"),
    ("  \tXDG_MUSIC_DIR=\"$HOME/Indented\"", "/h/Indented"),
    (#"XDG_MUSIC_DIR="$HOME/a\$b\`c\\d""#, #"/h/a$b`c\d"#),
    (#"XDG_MUSIC_DIR="/a\n""#, #"/a\n"#),
    ("XDG_MUSIC_DIR='/opt/x y'", "/opt/x y"),
    (#"XDG_MUSIC_DIR=/a\ b"#, "/a b"),
    (#"XDG_MUSIC_DIR="/cash$""#, "/cash$"),
    (#"XDG_MUSIC_DIR="$HOME/100%""#, "/h/100%"),
    ("XDG_MUSIC_DIR=/a#b", "/a#b"),
    ("XDG_MUSIC_DIR=\"/crlf\"\r\n", "/crlf"),
  ])
  func previousCasesStillHold(_ text: String, _ expected: String) {
    #expect(UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")["MUSIC"] == expected)
  }

  /// Cases where the first, line-based reader differed from the shell (dash
  /// gives these answers).
  @Test(arguments: [
    (#"XDG_MUSIC_DIR="$HOMEWORK/x""#, "/x" as String?),
    (#"XDG_MUSIC_DIR="$USER/x""#, "/x"),
    (#"XDG_MUSIC_DIR="/a/$HOME""#, "/a/h"),
    (#"XDG_MUSIC_DIR = "$HOME/Spaced""#, nil),
    ("XDG_MUSIC_DIR='/a\0b'", "/ab"),
  ])
  func previousCasesThatChanged(_ text: String, _ expected: String?) {
    #expect(UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")["MUSIC"] == expected)
  }

  @Test func nonUTF8ValueIsKeptAsBytes() {
    let bytes = Array(#"XDG_MUSIC_DIR="/srv/caf"#.utf8) + [0xE9] + Array("\"\n".utf8)
    let file = UserDirectoriesFile(parsing: bytes, home: "/h")
    let entry = file.entries["MUSIC"]
    #expect(entry?.bytes == Array("/srv/caf".utf8) + [0xE9])
    #expect(entry?.isValidUTF8 == false)
    #expect(file["MUSIC"] == "/srv/caf\u{FFFD}")
    #expect(file.directories == ["MUSIC": "/srv/caf\u{FFFD}"])
  }

  @Test func validUTF8IsFlaggedExact() {
    let file = UserDirectoriesFile(parsing: Array("XDG_MUSIC_DIR=/Musique/é".utf8), home: "/h")
    #expect(file.entries["MUSIC"]?.isValidUTF8 == true)
  }

  @Test func environmentVariablesExpandAndHomeOverridesThem() {
    let text = "XDG_MUSIC_DIR=$MEDIA/m\nXDG_VIDEOS_DIR=~/v"
    let file = UserDirectoriesFile(
      parsing: Array(text.utf8), environment: ["MEDIA": "/media", "HOME": "/env-home"],
      home: Array("/h".utf8))
    #expect(file.directories == ["MUSIC": "/media/m", "VIDEOS": "/h/v"])
    let fromEnvironment = UserDirectoriesFile(
      parsing: Array(text.utf8), environment: ["HOME": "/env-home"], home: nil)
    #expect(fromEnvironment.directories == ["MUSIC": "/m", "VIDEOS": "/env-home/v"])
  }

  @Test func homeBytesNeedNotBeUTF8() {
    let file = UserDirectoriesFile(
      parsing: Array("XDG_MUSIC_DIR=$HOME/m".utf8), environment: [:], home: [0x2F, 0xFF])
    #expect(file.entries["MUSIC"]?.bytes == [0x2F, 0xFF, 0x2F, 0x6D])
  }

  /// With no home, `HOME` is unset: `$HOME` expands to nothing (as in sh)
  /// and `~` stays `~` (as in dash), so only what is still absolute counts.
  @Test func withoutHome() {
    let text = "XDG_MUSIC_DIR=\"$HOME/M\"\nXDG_VIDEOS_DIR=~/v\nXDG_DESKTOP_DIR=/d"
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: nil)
    #expect(file.directories == ["MUSIC": "/M", "DESKTOP": "/d"])
  }

  @Test func homeAtTheRoot() {
    let file = UserDirectoriesFile(parsing: Array(#"XDG_MUSIC_DIR="$HOME/M""#.utf8), home: "/")
    #expect(file["MUSIC"] == "/M")
  }

  @Test func lastAbsoluteAssignmentWinsWithItsLine() {
    let text = "XDG_MUSIC_DIR=/one\n\nXDG_MUSIC_DIR=/two\nXDG_MUSIC_DIR=relative\n"
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")
    #expect(file.entries["MUSIC"] == .init(bytes: Array("/two".utf8), line: 3))
  }

  @Test func emptyFile() {
    let file = UserDirectoriesFile(parsing: [], home: "/h")
    #expect(file.entries.isEmpty)
    #expect(file.skippedLines.isEmpty)
  }

  /// A line outside the grammar is skipped alone: the lines before and
  /// after it still count, and the skip says where and why.
  @Test func aSkippedLineDoesNotStopReading() {
    let text = """
      XDG_MUSIC_DIR=/m
      XDG_VIDEOS_DIR="$(whoami)"
      XDG_DESKTOP_DIR="/open
      XDG_PICTURES_DIR=/p; true
      XDG_DOCUMENTS_DIR=/d
      """
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: "/h")
    #expect(file.directories == ["MUSIC": "/m", "DOCUMENTS": "/d"])
    #expect(file.skippedLines.map(\.line) == [2, 3, 4])
    #expect(
      file.skippedLines.map(\.reason) == [
        .commandSubstitution, .unterminatedQuote, .notPlainAssignment,
      ])
    #expect(
      file.skippedLines.map(\.description) == [
        "line 2 skipped: command substitution is never run",
        "line 3 skipped: unterminated quote",
        "line 4 skipped: not a plain assignment",
      ])
  }

  /// Each reason, on the shortest line that has it.
  @Test(arguments: [
    ("XDG_MUSIC_DIR=/a b", UserDirectoriesFile.SkippedLine.Reason.notPlainAssignment),
    ("XDG_MUSIC_DIR='/a", .unterminatedQuote),
    ("XDG_MUSIC_DIR=/a\\", .lineContinuation),
    ("XDG_MUSIC_DIR=`id`", .commandSubstitution),
    ("XDG_MUSIC_DIR=$((1))", .arithmetic),
    ("XDG_MUSIC_DIR=${X:-/x}", .parameterExpansion),
    ("XDG_MUSIC_DIR=~me", .tilde),
    ("XDG_MUSIC_DIR=$'/x'", .dollarQuote),
    ("XDG_MUSIC_DIR=/" + String(repeating: "a", count: 4096), .valueTooLong),
  ])
  func reasons(_ line: String, _ reason: UserDirectoriesFile.SkippedLine.Reason) {
    let file = UserDirectoriesFile(parsing: Array(line.utf8), home: "/h")
    #expect(file.entries.isEmpty)
    #expect(file.skippedLines.map(\.reason) == [reason])
  }

  /// Under the shell reader these lines were evaluated (or stopped the
  /// file); they are outside the grammar now, so they are skipped and the
  /// later lines count.
  @Test(arguments: [
    "XDG_MUSIC_DIR=/a XDG_VIDEOS_DIR=/v",
    "XDG_MUSIC_DIR=/a; XDG_VIDEOS_DIR=/v",
    "XDG_MUSIC_DIR=${UNSET:-/a}",
    "XDG_MUSIC_DIR=${#HOME}",
    "export -- XDG_MUSIC_DIR=/a",
    "if true; then XDG_MUSIC_DIR=/a; fi",
    "XDG_MUSIC_DIR=/a:~/b",
    "XDG_MUSIC_DIR=\"/a",
    "XDG_MUSIC_DIR=${UNSET?}",
  ])
  func shellOnlyLinesAreSkipped(_ line: String) {
    let file = UserDirectoriesFile(
      parsing: Array((line + "\nXDG_DESKTOP_DIR=/d\n").utf8), home: "/h")
    #expect(file.directories == ["DESKTOP": "/d"])
    #expect(file.skippedLines.map(\.line) == [1])
  }

  @Test func equalFilesAreEqual() {
    let bytes = Array(Self.generated.utf8)
    #expect(
      UserDirectoriesFile(parsing: bytes, home: "/h")
        == UserDirectoriesFile(parsing: bytes, home: "/h"))
  }
}
