import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// `user-dirs.dirs` is read as the `xdg-user-dir` shell script reads it,
/// for the lines of the reader's grammar; any other line is skipped, and a
/// location's source names the skipped lines that concern it. See
/// `UserDirectoriesFile` for the rules.
@Suite struct UserDirectoriesFileLegacyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let location: Location
    let expected: String
    var testDescription: String { name }
  }

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

  static let cases: [Case] = [
    Case(name: "generated: desktop", file: generated, location: .desktop, expected: "/h/Bureau"),
    Case(
      name: "generated: downloads", file: generated, location: .downloads,
      expected: "/h/Téléchargements"),
    Case(
      name: "generated: templates", file: generated, location: .templates, expected: "/h/Modèles"),
    Case(name: "generated: public", file: generated, location: .publicShare, expected: "/h/Public"),
    Case(name: "generated: videos", file: generated, location: .videos, expected: "/h/Vidéos"),
    Case(
      name: "home-relative", file: #"XDG_DOCUMENTS_DIR="$HOME/Docs""#, location: .documents,
      expected: "/h/Docs"),
    Case(
      name: "absolute", file: #"XDG_DOWNLOAD_DIR="/srv/downloads""#, location: .downloads,
      expected: "/srv/downloads"),
    Case(
      name: "relative value ignored", file: #"XDG_MUSIC_DIR="relative/Music""#, location: .music,
      expected: "/h/Music"),
    Case(
      name: "unquoted $HOME", file: "XDG_PICTURES_DIR=$HOME/Pics", location: .pictures,
      expected: "/h/Pics"),
    Case(
      name: "$HOME alone is home", file: #"XDG_DESKTOP_DIR="$HOME""#, location: .desktop,
      expected: "/h"),
    Case(
      name: "$HOME/ is home", file: #"XDG_TEMPLATES_DIR="$HOME/""#, location: .templates,
      expected: "/h"),
    Case(
      name: "escaped quotes", file: #"XDG_VIDEOS_DIR="$HOME/My \"Vids\"""#, location: .videos,
      expected: #"/h/My "Vids""#),
    Case(
      name: "last assignment wins",
      file: "XDG_DOCUMENTS_DIR=\"$HOME/First\"\nXDG_DOCUMENTS_DIR=\"$HOME/Second\"",
      location: .documents, expected: "/h/Second"),
    Case(
      name: "relative reassignment ignored",
      file: "XDG_DOCUMENTS_DIR=\"/abs/docs\"\nXDG_DOCUMENTS_DIR=\"rel/docs\"",
      location: .documents, expected: "/abs/docs"),
    Case(
      name: "${HOME}", file: #"XDG_DOCUMENTS_DIR="${HOME}/Proj""#, location: .documents,
      expected: "/h/Proj"),
    Case(
      // Design/user-dirs.md: any variable expands; an unset one to nothing.
      name: "$HOMEWORK is another variable", file: #"XDG_DOCUMENTS_DIR="$HOMEWORK/x""#,
      location: .documents, expected: "/x"),
    Case(
      name: "other variables expand (unset: empty)", file: #"XDG_DOCUMENTS_DIR="$USER/x""#,
      location: .documents, expected: "/x"),
    Case(
      name: "$HOME in the middle expands", file: #"XDG_DOCUMENTS_DIR="/a/$HOME""#,
      location: .documents, expected: "/a/h"),
    Case(
      name: "trailing comment", file: #"XDG_MUSIC_DIR="$HOME/M" # mine"#, location: .music,
      expected: "/h/M"),
    Case(
      name: "indented", file: "  \tXDG_MUSIC_DIR=\"$HOME/Indented\"", location: .music,
      expected: "/h/Indented"),
    Case(
      // Design/user-dirs.md: `NAME =value` is a command for the shell, not an
      // assignment.
      name: "blanks around = make a command", file: #"XDG_MUSIC_DIR = "$HOME/Spaced""#,
      location: .music, expected: "/h/Music"),
    Case(
      name: "commented-out line", file: #"# XDG_MUSIC_DIR="/commented""#, location: .music,
      expected: "/h/Music"),
    Case(
      name: "unterminated quote", file: #"XDG_MUSIC_DIR="$HOME/Open"#, location: .music,
      expected: "/h/Music"),
    Case(
      name: "shell escapes in double quotes", file: #"XDG_MUSIC_DIR="$HOME/a\$b\`c\\d""#,
      location: .music, expected: #"/h/a$b`c\d"#),
    Case(
      name: "other backslashes kept in double quotes", file: #"XDG_MUSIC_DIR="/a\n""#,
      location: .music, expected: #"/a\n"#),
    Case(
      name: "single quotes are literal", file: "XDG_MUSIC_DIR='$HOME/x'", location: .music,
      expected: "/h/Music"),
    Case(
      name: "single-quoted absolute", file: "XDG_MUSIC_DIR='/opt/x y'", location: .music,
      expected: "/opt/x y"),
    Case(
      name: "unquoted escaped blank", file: #"XDG_MUSIC_DIR=/a\ b"#, location: .music,
      expected: "/a b"),
    Case(
      name: "carriage returns", file: "XDG_MUSIC_DIR=\"/crlf\"\r\nXDG_VIDEOS_DIR=/v\r\n",
      location: .music, expected: "/crlf"),
    Case(
      name: "unquoted value before CRLF", file: "XDG_VIDEOS_DIR=/v\r\n", location: .videos,
      expected: "/v"),
    Case(
      name: "a command after the value", file: "XDG_MUSIC_DIR=/a run-me", location: .music,
      expected: "/h/Music"),
    Case(
      name: "command substitution", file: #"XDG_MUSIC_DIR="$(whoami)""#, location: .music,
      expected: "/h/Music"),
    Case(
      name: "backticks", file: #"XDG_MUSIC_DIR="/`id`""#, location: .music,
      expected: "/h/Music"),
    Case(
      name: "literal dollar", file: #"XDG_MUSIC_DIR="/cash$""#, location: .music,
      expected: "/cash$"),
    Case(
      name: "empty value", file: #"XDG_MUSIC_DIR="""#, location: .music, expected: "/h/Music"),
    Case(
      name: "percent signs", file: #"XDG_MUSIC_DIR="$HOME/100%""#, location: .music,
      expected: "/h/100%"),
    Case(
      name: "unknown keys are ignored", file: #"XDG_PROJECTS_DIR="/p""#, location: .documents,
      expected: "/h/Documents"),
    Case(
      name: "hash inside a word is not a comment", file: "XDG_MUSIC_DIR=/a#b", location: .music,
      expected: "/a#b"),
  ]

  @Test(arguments: cases)
  func readLikeTheShell(_ testCase: Case) {
    var disk = VirtualFileSystem()
    disk.addFile("/h/.config/user-dirs.dirs", contents: testCase.file)
    #expect(outcome(testCase.location, linux(fileSystem: disk)) == testCase.expected)
  }

  /// Design/user-dirs.md#bytes: paths are bytes; a value that is not UTF-8 is kept.
  @Test func invalidUTF8ValueIsKeptAndOtherLinesStillRead() {
    var bytes = Array(#"XDG_MUSIC_DIR="/bad"#.utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
    bytes += Array(#"XDG_VIDEOS_DIR="/good""#.utf8)
    let file = UserDirectoriesFile(parsing: bytes, home: "/h")
    #expect(file.entries["MUSIC"]?.bytes == Array("/bad".utf8) + [0xFF, 0xFE])
    #expect(file.entries["MUSIC"]?.isValidUTF8 == false)
    #expect(file["VIDEOS"] == "/good")
  }

  /// Found by fuzzing: a NUL byte inside quotes reached `FilePath`, which
  /// cut the path short (and trapped in optimized builds). The shell (dash)
  /// drops NUL bytes from its input, and so does the reader.
  @Test func nulBytesAreDroppedAsTheShellDrops() {
    let bytes = Array("XDG_VIDEOS_DIR='/a".utf8) + [0] + Array("b'\r\nXDG_MUSIC_DIR=/m\n".utf8)
    let file = UserDirectoriesFile(parsing: bytes, home: "/h")
    #expect(file.directories == ["VIDEOS": "/ab", "MUSIC": "/m"])
  }

  @Test func homeAtTheRoot() {
    let file = UserDirectoriesFile(parsing: Array(#"XDG_MUSIC_DIR="$HOME/M""#.utf8), home: "/")
    #expect(file["MUSIC"] == "/M")
  }

  /// Design/user-dirs.md: an unset `HOME` expands to nothing, as in the shell.
  @Test func withoutHomeDollarHomeIsEmpty() {
    let text = "XDG_MUSIC_DIR=\"$HOME/M\"\nXDG_VIDEOS_DIR=\"/v\""
    let file = UserDirectoriesFile(parsing: Array(text.utf8), home: nil)
    #expect(file.directories == ["VIDEOS": "/v", "MUSIC": "/M"])
  }

  @Test func missingFileGivesDefaults() {
    #expect(outcome(.music, linux()) == "/h/Music")
  }

  @Test func unreadableFileGivesDefaults() {
    var disk = VirtualFileSystem()
    disk.addFile("/h/.config/user-dirs.dirs", contents: #"XDG_MUSIC_DIR="/m""#)
    disk.addInaccessibleItem("/h/.config/user-dirs.dirs", code: 13)
    #expect(outcome(.music, linux(fileSystem: disk)) == "/h/Music")
  }

  @Test func environmentVariableWinsOverTheFile() {
    var disk = VirtualFileSystem()
    disk.addFile("/h/.config/user-dirs.dirs", contents: #"XDG_DOCUMENTS_DIR="/from/file""#)
    #expect(
      outcome(.documents, linux(["XDG_DOCUMENTS_DIR": "/from/env"], fileSystem: disk))
        == "/from/env")
    #expect(
      outcome(.documents, linux(["XDG_DOCUMENTS_DIR": "env/rel"], fileSystem: disk)) == "/from/file"
    )
  }

  @Test func fileFollowsXDGConfigHome() {
    var disk = VirtualFileSystem()
    disk.addFile("/cfg/user-dirs.dirs", contents: #"XDG_MUSIC_DIR="/cfg-music""#)
    disk.addFile("/h/.config/user-dirs.dirs", contents: #"XDG_MUSIC_DIR="/home-music""#)
    #expect(outcome(.music, linux(["XDG_CONFIG_HOME": "/cfg"], fileSystem: disk)) == "/cfg-music")
    #expect(outcome(.music, linux(["XDG_CONFIG_HOME": "cfg"], fileSystem: disk)) == "/home-music")
  }

  /// `dirs --explain`: a folder's source ends with the skipped lines that
  /// mention its `XDG_<KEY>_DIR`, and with those that mention no key (they
  /// could have changed any folder in the shell); a folder set by its
  /// environment variable does not read the file and shows none.
  @Test func sourcesNameTheSkippedLines() throws {
    var disk = VirtualFileSystem()
    disk.addFile(
      "/h/.config/user-dirs.dirs",
      contents: """
        XDG_MUSIC_DIR=/m
        XDG_MUSIC_DIR="$(whoami)"
        XDG_VIDEOS_DIR="/open
        XDG_DESKTOP_DIR=/d
        . ./more-dirs

        """)
    let locations = StandardLocations(
      app: bareApp,
      environment: linux(["XDG_PICTURES_DIR": "/env/pics"], fileSystem: disk))
    let skipped = "; user-dirs.dirs line 5 skipped: not a plain assignment"
    #expect(
      try locations.resolve(.music).source.description
        == "user-dirs.dirs line 1; user-dirs.dirs line 2 skipped: command substitution is never run"
        + skipped)
    #expect(
      try locations.resolve(.videos).source.description
        == "default: XDG_VIDEOS_DIR unset and not in user-dirs.dirs; "
        + "user-dirs.dirs line 3 skipped: unterminated quote" + skipped)
    #expect(try locations.resolve(.desktop).source.description == "user-dirs.dirs line 4" + skipped)
    #expect(try locations.resolve(.desktop).source.line == 4)
    #expect(try locations.resolve(.pictures).source.description == "XDG_PICTURES_DIR")
  }

  /// Reading goes on after a skipped line, however many there are.
  @Test func linesAfterSkippedOnesStillCount() {
    let text =
      "XDG_MUSIC_DIR=\"/open\n" + String(repeating: "if true; then\n", count: 3)
      + "XDG_MUSIC_DIR=/m\nfi\n"
    var disk = VirtualFileSystem()
    disk.addFile("/h/.config/user-dirs.dirs", contents: text)
    #expect(outcome(.music, linux(fileSystem: disk)) == "/m")
  }

  @Test func parsingIsLinearOnLongLines() {
    let long = "XDG_MUSIC_DIR=/" + String(repeating: "a ", count: 50_000)
    let file = UserDirectoriesFile(parsing: Array(long.utf8), home: "/h")
    #expect(file["MUSIC"] == nil)
  }
}
