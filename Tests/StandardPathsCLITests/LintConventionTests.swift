import Foundation
import Testing

/// `lint --convention` and `--flatten` on real PNGs laid out as a cocos2d
/// game keeps them (issue 22): `Menu HD/*-hd.png` in another group than
/// `Menu/*.png`, a sprite sheet with its `.plist`, and no `@Nx` anywhere.
@Suite struct LintConventionTests {
  let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    let files: [(String, Int, Int)] = [
      ("Menu/play.png", 60, 20), ("Menu HD/play-hd.png", 100, 40),
      ("Menu/title.png", 120, 40), ("Menu HD/title-hd.png", 240, 80),
      ("Menu/title-ipad.png", 240, 80), ("Menu HD/title-ipadhd.png", 480, 160),
      ("Sprites/sheet.png", 256, 256), ("Sprites/sheet-hd.png", 500, 480),
    ]
    try scratch.writePNGs(files, in: "game")
    for plist in ["Sprites/sheet.plist", "Sprites/sheet-hd.plist"] {
      #expect(FileManager.default.createFile(atPath: scratch.path("game/" + plist), contents: nil))
    }
  }

  private func lint(_ arguments: String...) throws -> CLI.Result {
    try CLI.run(
      ["lint", "game", "--devices", "iphone3gs,iphone4,iphone6plus,ipad,ipad-retina"] + arguments,
      environment: scratch.environment, currentDirectory: scratch.root)
  }

  @Test func flattenedCocos2dGameShowsTheRealSizeMismatch() throws {
    let result = try lint("--flatten", "--format", "compiler")
    #expect(result.status == 0, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains(": note: convention: cocos2d (inferred: ") == true, "\(lines)")
    // The real defect first (two devices), named by its source path; then
    // the phone art the Retina iPad upscales, one grouped line. No foreign
    // suffix, no @3x wanted, the sprite sheet not compared, no missing base.
    #expect(lines.count == 3, "\(lines)")
    #expect(
      lines[1].hasPrefix(scratch.path("game") + "/Menu HD/play-hd.png: warning: "), "\(lines)")
    #expect(lines[1].hasSuffix("[wrongPixelSize]"))
    #expect(lines[2].contains("(2 files alike: Menu/play.png, Sprites/sheet.png)"), "\(lines)")
    #expect(lines[2].hasSuffix("[upscaledFallback]"))
  }

  /// The table's line of a group is its first finding's message, names
  /// and all (helpers of rounds 29 and 30 found `…` for every name
  /// unreadable), then the count, then the other files.
  @Test func aGroupsTableLineSaysItsFirstFindingWhole() throws {
    let result = try lint("--flatten")
    #expect(result.status == 0, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let group = try #require(lines.first { $0.contains("(2 files alike)") }, "\(lines)")
    #expect(group.contains("Menu/play.png"), "\(group)")
    #expect(group.contains("play.png, a @1x image"), "\(group)")
    #expect(!group.contains("…"), "\(group)")
    #expect(lines.contains("         … Sprites/sheet.png"), "\(lines)")
  }

  @Test func byFolderTheHDFilesLackTheirBasesAndAGivenConventionIsSaid() throws {
    let result = try lint("--convention", "standardpaths", "--no-flatten")
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.contains("convention: standardpaths (given)"))
    #expect(result.standardOutput.contains("missingBase"))
    #expect(result.standardOutput.contains("foreignSuffix"))
  }

  /// Without `--flatten` or `--no-flatten`, the tree reads as Xcode groups
  /// (the `-hd` files' bases are only in another folder), and the report
  /// says so.
  @Test func withoutAChoiceTheGroupFoldersAreFlattened() throws {
    let result = try lint("--format", "compiler")
    #expect(result.status == 0, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("audited by their name in the app bundle") == true, "\(lines)")
    #expect(!result.standardOutput.contains("missingBase"))
    #expect(result.standardOutput.contains("Menu HD/play-hd.png: warning: "))
  }
}
