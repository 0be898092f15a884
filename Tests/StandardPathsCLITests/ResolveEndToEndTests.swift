import Foundation
import Testing

/// `standard-paths resolve NAME... --root DIR`.
@Suite struct ResolveEndToEndTests {
  let scratch: ScratchDirectory

  static let demoBundle = [
    "Image1.png", "Image1@2x.png", "Image1~ipad.png", "Image1@2x~ipad.png", "Image1~mac.png",
    "Image1@2x~mac.png", "Image1-568h@2x.png", "Image1-667h@2x.png", "Image1-736h@3x.png",
    "Image2.png", "Image2-hd.png", "Image2-hd@2x.png", "foo-hd-1024h@2x~ipad.png", "data",
    "data@2x", "Images/icon@3x.png",
  ]

  init() throws {
    scratch = try ScratchDirectory()
    for file in Self.demoBundle {
      let path = scratch.path("res/" + file)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    }
  }

  private func resolve(_ arguments: String...) throws -> CLI.Result {
    try CLI.run(
      ["resolve"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
  }

  private func path(_ file: String) -> String { scratch.path("res/" + file) }

  @Test func printsOnePathPerName() throws {
    let result = try resolve(
      "Image1", "Image2.png", "Images/icon", "--root", "res", "--device", "iphone6")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.lines == [
        path("Image1-667h@2x.png"), path("Image2-hd.png"), path("Images/icon@3x.png"),
      ])
    #expect(result.standardError.isEmpty)
  }

  @Test(arguments: [
    ("iphone3gs", "Image1.png"), ("iphone4", "Image1@2x.png"), ("iphone5", "Image1-568h@2x.png"),
    ("iphone6plus", "Image1-736h@3x.png"), ("ipad", "Image1~ipad.png"),
    ("ipad-retina", "Image1@2x~ipad.png"), ("mac", "Image1~mac.png"),
    ("mac-retina", "Image1@2x~mac.png"), ("appletv", "Image1.png"),
  ])
  func presetsPickTheirVariant(preset: String, expected: String) throws {
    let result = try resolve("Image1", "--root", scratch.path("res"), "--device", preset)
    #expect(result.lines == [path(expected)], "\(result)")
  }

  @Test func customTraitsReplaceTheCurrentDevicesTraits() throws {
    let pad = try resolve(
      "Image1", "--root", "res", "--idiom", "pad", "--scale", "2", "--screen", "768x1024")
    #expect(pad.lines == [path("Image1@2x~ipad.png")], "\(pad)")
    let phone = try resolve(
      "Image1", "--root", "res", "--idiom", "phone", "--scale", "2", "--screen", "375x667")
    #expect(phone.lines == [path("Image1-667h@2x.png")], "\(phone)")
  }

  @Test func defaultDeviceOnLinuxIsTheDesktop() throws {
    let result = try resolve("Image1", "--root", "res")
    #expect(result.lines == [path("Image1~mac.png")], "\(result)")
  }

  @Test func missingNamesExitOneAfterPrintingTheOthers() throws {
    let result = try resolve("Nope", "Image1", "Gone", "--root", "res", "--device", "iphone4")
    #expect(result.status == 1, "\(result)")
    #expect(result.lines == [path("Image1@2x.png")])
    let errors = result.standardError.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.hasPrefix("standard-paths: error: no variant of \"") })
  }

  @Test func typeOptions() throws {
    #expect(
      try resolve("data", "--root", "res", "--device", "iphone4", "--no-type").lines == [
        path("data@2x")
      ])
    #expect(try resolve("data", "--root", "res", "--device", "iphone4").status == 1)
    #expect(try resolve("Image1", "--root", "res", "--device", "mac", "--type", "nib").status == 1)
    #expect(
      try resolve("Image1.png", "--root", "res", "--device", "mac", "--type", "nib").lines == [
        path("Image1~mac.png")
      ])
  }

  @Test func explainListsTheRankedCandidates() throws {
    let result = try resolve("foo", "--root", "res", "--device", "ipad-retina", "--explain")
    #expect(result.status == 0, "\(result)")
    let lines = result.lines
    #expect(lines.first == path("foo-hd-1024h@2x~ipad.png"))
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(lines.contains("  candidates for foo.png on ipad-retina (* chosen, + exists):"))
    #expect(lines.contains("  in \(scratch.path("res")):"))
    #expect(
      lines.contains("     1 * foo-1024h-hd@2x~ipad.png  (on disk: foo-hd-1024h@2x~ipad.png)"))
    #expect(lines.contains("    24   foo.png"))
    #expect(lines.count == 1 + 2 + 24)
  }

  @Test func explainMarksEveryExistingCandidate() throws {
    let result = try resolve("Image1", "--root", "res", "--device", "iphone6", "--explain")
    let marked = result.lines.filter { $0.count > 7 && !$0.hasPrefix("  in") }
      .filter { $0.dropFirst(7).first == "+" || $0.dropFirst(7).first == "*" }
    #expect(
      marked.map { String($0.dropFirst(9)) } == [
        "Image1-667h@2x.png", "Image1-568h@2x.png", "Image1@2x.png", "Image1.png",
      ])
    #expect(result.lines.contains("    13 * Image1-667h@2x.png"))
  }

  @Test func explainForAMissingNameStillListsCandidates() throws {
    let result = try resolve("Nope", "--root", "res", "--device", "iphone3gs", "--explain")
    #expect(result.status == 1)
    #expect(result.lines.count == 2 + 12)
    #expect(result.lines.allSatisfy { $0.hasPrefix("  ") })
  }

  @Test(arguments: [
    ["Image1", "--root", "res", "--device", "iphone6", "--idiom", "pad"],
    ["Image1", "--root", "res", "--device", "iphone7"],
    ["Image1", "--root", "res", "--screen", "375"],
    ["Image1", "--root", "res", "--screen", "0x667"],
    ["Image1", "--root", "res", "--scale", "two"],
    ["Image1", "--root", "res", "--idiom", "watch"],
    ["Image1", "--root", "res", "--type", "png", "--no-type"],
    ["../escape", "--root", "res"],
    ["Images/", "--root", "res"],
    ["--root", "res"],
    ["Image1"],
  ])
  func usageErrorsExit64(arguments: [String]) throws {
    let result = try CLI.run(
      ["resolve"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 64, "\(result)")
    #expect(result.standardOutput.isEmpty)
    #expect(!result.standardError.isEmpty)
  }

  @Test func missingRootExitsTwoWithOneLineNamingIt() throws {
    let result = try resolve("Image1", "--root", "gone", "--device", "iphone6")
    #expect(result.status == 2, "\(result)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "standard-paths: error: no directory at \(scratch.path("gone"))\n")
    let file = try resolve("Image1", "--root", "res/data", "--device", "iphone6")
    #expect(file.status == 2, "\(file)")
  }

  @Test func danglingSymlinkIsNotAVariant() throws {
    try FileManager.default.createSymbolicLink(
      atPath: path("Image2@3x.png"), withDestinationPath: "missing@3x.png")
    let result = try resolve("Image2", "--root", "res", "--device", "iphone6plus")
    #expect(result.status == 0, "\(result)")
    #expect(result.lines == [path("Image2-hd.png")])
    // A link to a file that exists is one.
    try FileManager.default.createSymbolicLink(
      atPath: path("Image2@2x.png"), withDestinationPath: "Image2-hd.png")
    let linked = try resolve("Image2", "--root", "res", "--device", "iphone6")
    #expect(linked.lines == [path("Image2@2x.png")])
  }
}
