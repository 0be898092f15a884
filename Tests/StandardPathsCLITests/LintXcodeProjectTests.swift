import Foundation
import TestSupport
import Testing

/// `lint Game.xcodeproj`: the files the target's Copy Bundle Resources phase
/// copies, audited as the bundle, and the exit codes of the project's
/// errors (issue 22).
@Suite struct LintXcodeProjectTests {
  let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    let files: [(String, Int, Int)] = [
      ("Resources/button.png", 100, 50), ("Resources/HD/button-hd.png", 150, 75),
      ("Resources/en.lproj/title.png", 64, 64), ("Sprites/hero.png", 32, 32),
      ("Art/Icon.png", 57, 57), ("Unused/junk~IPAD.png", 10, 10),
    ]
    try scratch.writePNGs(files, in: "Game")
    try write(xcodeProjectOfAGame, to: "Game/Game.xcodeproj/project.pbxproj")
  }

  private func write(_ text: String, to path: String) throws {
    let url = URL(filePath: scratch.path(path))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func lint(_ arguments: String...) throws -> CLI.Result {
    try CLI.run(
      ["lint", "--devices", "iphone3gs,iphone4"] + arguments, environment: scratch.environment,
      currentDirectory: scratch.root)
  }

  @Test func theBundleIsAuditedWithPathsFromTheProjectsFolder() throws {
    let result = try lint("Game/Game.xcodeproj", "--format", "compiler", "--strict")
    #expect(result.status == 1, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let game = scratch.path("Game")
    #expect(lines.contains { $0.hasPrefix(game + "/Resources/gone.png: error: target Game ") })
    #expect(
      lines.contains {
        $0.hasPrefix(game + "/Resources/HD/button-hd.png: warning: ")
          && $0.hasSuffix("[wrongPixelSize]")
      }, "\(lines)")
    #expect(!result.standardOutput.contains("Unused"))
  }

  /// ioctocat copies 29 files of `Assets/highlight.js`, a git submodule a
  /// plain clone leaves empty: one finding for the submodule, not one per
  /// file; a missing file of a checked-out submodule is still its own.
  @Test func filesOfASubmoduleNotCheckedOutAreOneFinding() throws {
    try write(
      "[submodule \"Art\"]\n\tpath = Art\n[submodule \"R\"]\n\tpath = Resources\n",
      to: "Game/.gitmodules")
    try FileManager.default.removeItem(atPath: scratch.path("Game/Art/Icon.png"))
    let result = try lint("Game/Game.xcodeproj", "--format", "compiler")
    #expect(result.status == 0, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let game = scratch.path("Game")
    #expect(
      lines.contains {
        $0.hasPrefix(game + "/Art: error: target Game copies 1 file of the git submodule Art, ")
          && $0.contains("run git submodule update --init")
      }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix(game + "/Resources/gone.png: error: target Game ") })
    #expect(!lines.contains { $0.hasPrefix(game + "/Art/Icon.png") })
  }

  static let refusals: [([String], Int32, String)] = [
    (
      ["Game/Game.xcodeproj", "--target", "Nope"], 64,
      "standard-paths: error: no target Nope copies resources; the targets that do: Game\n"
    ),
    (
      ["Game", "--target", "Game"], 64,
      "Error: --target needs an Xcode project (*.xcodeproj) as DIR"
    ),
    (["Broken.xcodeproj"], 2, "standard-paths: error: cannot read the Xcode project file "),
  ]

  @Test(arguments: refusals)
  func refusalsSayWhyInOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try CLI.run(
      ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == status, "\(result)")
    #expect(result.standardError.hasPrefix(message), "\(result)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func aMalformedProjectFileNamesItsLine() throws {
    try write("// !$*UTF8*$!\n{\n\tobjects = {\n", to: "Bad.xcodeproj/project.pbxproj")
    let result = try CLI.run(
      ["lint", "Bad.xcodeproj"], environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "standard-paths: error: \(scratch.path("Bad.xcodeproj/project.pbxproj")):4: "
        + "not an Xcode project file: unexpected end of file\n")
  }
}
