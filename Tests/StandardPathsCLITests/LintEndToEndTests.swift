import Foundation
import Testing

/// `standard-paths lint DIR`: exit codes, the table, the JSON schema (per
/// fixture case), the compiler format and the HTML page, on a fixture of
/// real PNGs of exact pixel sizes.
@Suite struct LintEndToEndTests {
  let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    try LintFixture.write(to: scratch.path("res"))
    try LintFixture.writeClean(to: scratch.path("clean"))
  }

  private func lint(_ arguments: String...) throws -> CLI.Result {
    try CLI.run(
      ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
  }

  private func json(_ result: CLI.Result) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(object as? [String: Any])
  }

  private func findings(_ document: [String: Any]) throws -> [[String: Any]] {
    try #require(document["findings"] as? [[String: Any]])
  }

  private func describe(_ finding: [String: Any]) -> String {
    "\(finding["kind"] as? String ?? "?") \(finding["file"] as? String ?? "?")"
  }

  // MARK: Exit codes

  @Test func cleanFolderExitsZeroEvenWhenStrict() throws {
    for arguments in [["clean"], ["clean", "--strict"]] {
      let result = try CLI.run(
        ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
      #expect(result.status == 0, "\(result)")
      #expect(
        result.lines == [
          "convention: uikit (inferred: 4 names with UIKit's suffixes (clean@2x.png) and none "
            + "with cocos2d's)",
          "5 files, 1 asset, 11 devices: no findings",
        ])
      #expect(result.standardError.isEmpty)
    }
  }

  @Test func findingsExitZeroWithoutStrictAndOneWithIt() throws {
    let relaxed = try lint("res")
    #expect(relaxed.status == 0, "\(relaxed)")
    let strict = try lint("res", "--strict")
    #expect(strict.status == 1, "\(strict)")
    #expect(strict.standardOutput == relaxed.standardOutput)
    #expect(strict.standardError.isEmpty)
  }

  @Test func missingFolderExitsTwoWithOneLine() throws {
    let missing = try lint("nope")
    #expect(missing.status == 2, "\(missing)")
    #expect(missing.standardOutput.isEmpty)
    #expect(
      missing.standardError == "standard-paths: error: no directory at \(scratch.path("nope"))\n")
    let file = try lint("res/Photo/photo.png")
    #expect(file.status == 2, "\(file)")
    #expect(file.standardError.split(separator: "\n").count == 1)
  }

  @Test func unwritablePageExitsTwo() throws {
    let result = try lint("res", "--html", "no/such/dir/report.html")
    #expect(result.status == 2, "\(result)")
    #expect(result.standardError.hasPrefix("standard-paths: error: cannot write the HTML report"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    ["res", "--devices", "iphone9"], ["res", "--devices", ","], ["res", "--devices", "ios,tvos"],
    [], ["res", "--colour"], ["res", "extra"], ["res", "--format", "xml"],
    ["res", "--json", "--format", "compiler"],
  ])
  func usageErrorsExitSixtyFour(arguments: [String]) throws {
    let result = try CLI.run(
      ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 64, "\(result)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func helpListsTheDeviceGroups() throws {
    let result = try lint("--help")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("ios, iphone, ipad, mac, tv, all"))
    #expect(result.standardOutput.contains("--format <format>"))
  }

  // MARK: Table and compiler format

  @Test func tablePrintsOneLinePerGroupNotesAndASummary() throws {
    let result = try lint("res")
    let lines = result.lines
    let expected = LintFixture.findings
    // A group's first file on its line, the others below it (`… file`).
    var found: [String] = []
    var severities: [String] = []
    var kind = ""
    for line in lines {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = words.first, ["error", "warning"].contains(first) {
        #expect(words.count > 3)
        kind = String(words[1])
        found.append("\(words[1]) \(words[2])")
        severities.append(String(first))
      } else if line.hasPrefix("         … "), !line.contains(" more (") {
        found.append("\(kind) \(line.dropFirst("         … ".count))")
      }
    }
    #expect(found.sorted() == expected.sorted(), "\(result)")
    // Errors lead.
    #expect(severities == severities.sorted(), "\(severities)")
    #expect(
      lines.contains("Assets.xcassets: asset catalog, 3 sets (2 checked against Contents.json)"))
    #expect(
      lines.contains("16 launch images and app icons checked on their own (iOS loads them itself)"))
    #expect(lines.contains { $0.hasPrefix("3 images of a format whose size is not read") })
    // The fixture mixes cocos2d's names (Cocos/) with UIKit's.
    #expect(lines.contains { $0.hasPrefix("convention: standardpaths (inferred: the tree mixes") })
    #expect(lines.last?.hasPrefix("\(LintFixture.fileCount) files, ") == true)
    #expect(lines.last?.contains(": \(expected.count) findings (") == true)
  }

  @Test func compilerFormatIsOneAnnotationPerGroup() throws {
    let result = try lint("res", "--format", "compiler")
    #expect(result.status == 0, "\(result)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let groups = try #require(try json(try lint("res", "--json"))["groups"] as? [[String: Any]])
    #expect(lines.count == groups.count + 1)
    let root = scratch.path("res") + "/"
    #expect(lines.first?.hasPrefix(scratch.path("res") + ": note: convention: ") == true)
    for (line, group) in zip(lines.dropFirst(), groups) {
      let file = try #require((group["files"] as? [String])?.first)
      let kind = try #require(group["kind"] as? String)
      #expect(
        line.hasPrefix(root + file + ": warning: ") || line.hasPrefix(root + file + ": error: "),
        "\(line)")
      #expect(line.hasSuffix(" [\(kind)]"), "\(line)")
    }
    let members = groups.flatMap { $0["files"] as? [String] ?? [] }
    #expect(members.count == LintFixture.findings.count)
  }

  @Test(arguments: LintFixture.cases.map(\.name))
  func jsonFindingsOfEachCase(name: String) throws {
    let fixtureCase = try #require(LintFixture.cases.first { $0.name == name })
    let folders = Set(fixtureCase.files.map { String($0.0.split(separator: "/")[0]) })
    let document = try json(try lint("res", "--json"))
    let found = try findings(document).filter { finding in
      folders.contains(String((finding["file"] as? String ?? "").split(separator: "/")[0]))
    }
    // The report's order is by severity and devices (library tests).
    #expect(found.map(describe).sorted() == fixtureCase.findings.sorted(), "\(found)")
  }

  @Test func jsonDetailsOfTheNewFindings() throws {
    let document = try json(try lint("res", "--json"))
    let all = try findings(document)
    func finding(_ description: String) throws -> [String: Any] {
      try #require(all.first { describe($0) == description }, "\(description)")
    }
    let wrong = try finding("wrongPixelSize Sizes/wrong@3x.png")
    #expect(wrong["expectedPixelSize"] as? [String: Int] == ["width": 24, "height": 24])
    #expect(wrong["actualPixelSize"] as? [String: Int] == ["width": 32, "height": 32])
    #expect(wrong["relatedFiles"] as? [String] == ["Sizes/wrong.png"])
    #expect(wrong["devices"] as? [String] == ["iphone6plus", "iphonex"])
    let flat = try finding("wrongPixelSize Sizes/flat-hd.png")
    #expect(flat["expectedPixelSize"] as? [String: Int] == ["width": 16, "height": 16])
    let typo = try finding("malformedSuffix Typo/ok@3.png")
    #expect(typo["suggestions"] as? [String] == ["Typo/ok@3x.png"])
    let cocos = try finding("foreignSuffix Cocos/hero-ipadhd.png")
    #expect(cocos["suggestions"] as? [String] == ["Cocos/hero@2x~ipad.png"])
    #expect(cocos["severity"] as? String == "warning")
    let cloud = try finding("notDownloaded Cloud/sky@2x.png")
    #expect(cloud["relatedFiles"] as? [String] == ["Cloud/.sky@2x.png.icloud"])
    let launch = try finding("missingLaunchImage Launch/Default-568h@2x.png")
    #expect(launch["expectedPixelSize"] as? [String: Int] == ["width": 640, "height": 1136])
    let broken = try finding("unreadableImage Broken/bad.png")
    #expect(broken["severity"] as? String == "error")
    let photo = try finding("upscaledFallback Photo/photo.png")
    #expect(photo["suggestions"] as? [String] == ["Photo/photo@2x.png", "Photo/photo@3x.png"])
    // The dangling link is no file of the asset.
    let assets = try #require(document["assets"] as? [[String: Any]])
    let ghost = try #require(assets.first { $0["path"] as? String == "Links/ghost.png" })
    let ghostFiles = (ghost["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(ghostFiles == ["Links/ghost.png"])
    // Catalog files and system images are not assets.
    #expect(!assets.contains { ($0["path"] as? String ?? "").contains(".xcassets") })
    #expect(!assets.contains { ($0["path"] as? String ?? "").hasPrefix("App/") })
  }

  @Test func jsonFollowsSchemaVersionTwo() throws {
    let result = try lint(
      "res", "--json", "--devices", "iphone6, ipad-retina", "--devices", "iphone6")
    #expect(result.status == 0, "\(result)")
    let document = try json(result)
    #expect(document["schemaVersion"] as? Int == 2)
    #expect(document["root"] as? String == scratch.path("res"))
    let devices = try #require(document["devices"] as? [[String: Any]])
    #expect(devices.compactMap { $0["name"] as? String } == ["iphone6", "ipad-retina"])
    #expect(devices[0]["idiom"] as? String == "phone")
    #expect(devices[0]["scale"] as? Int == 2)
    #expect(devices[0]["width"] as? Int == 375)
    #expect(devices[0]["height"] as? Int == 667)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == LintFixture.fileCount)
    let kinds = try #require(summary["kinds"] as? [String: Int])
    #expect(kinds.count == 17)
    let byDevice = try #require(summary["devices"] as? [String: Int])
    #expect(Set(byDevice.keys) == ["iphone6", "ipad-retina"])
    let images = try #require(summary["images"] as? [String: Int])
    #expect(images["sizeUnknown"] == 3)
    #expect(images["unreadable"] == 1)
    let assets = try #require(document["assets"] as? [[String: Any]])
    let star = try #require(assets.first { $0["path"] as? String == "Clean/star.png" })
    #expect(star["directory"] as? String == "Clean")
    #expect(star["isImage"] as? Bool == true)
    let files = try #require(star["files"] as? [[String: Any]])
    #expect(files.count == 5)
    let image = try #require(files[0]["image"] as? [String: Any])
    #expect(image["format"] as? String == "png")
    #expect(image["pages"] as? [[String: Int]] == [["width": 8, "height": 8]])
    #expect(image["problem"] is NSNull)
    let choices = try #require(star["choices"] as? [String: Any])
    #expect(choices["iphone6"] as? String == "Clean/star@2x.png")
    #expect(choices["ipad-retina"] as? String == "Clean/star@2x~ipad.png")
    #expect((star["upscaled"] as? [String]) == [])
    let system = try #require(document["systemImages"] as? [[String: Any]])
    #expect(
      system.contains {
        $0["path"] as? String == "App/iTunesArtwork" && $0["role"] as? String == "iTunesArtwork"
      })
    let catalogs = try #require(document["catalogs"] as? [[String: Any]])
    #expect(catalogs.first?["path"] as? String == "Assets.xcassets")
    #expect(catalogs.first?["sets"] as? Int == 3)
    for finding in try findings(document) {
      for key in ["kind", "severity", "file", "asset", "message"] {
        #expect(finding[key] is String, "\(key) in \(finding)")
      }
      for key in ["devices", "relatedFiles", "suggestions"] { #expect(finding[key] is [String]) }
      for key in ["expectedPixelSize", "actualPixelSize"] {
        #expect(finding[key] is NSNull || finding[key] is [String: Int])
      }
      // Findings concern the audited devices only.
      for device in finding["devices"] as? [String] ?? [] {
        #expect(["iphone6", "ipad-retina"].contains(device))
      }
    }
    #expect((document["unreadableDirectories"] as? [String]) == [])
  }

  @Test func iOSAuditDropsFindingsForOtherDevices() throws {
    let all = try findings(try json(try lint("res", "--json"))).map(describe)
    let ios = try findings(try json(try lint("res", "--json", "--devices", "ios"))).map(describe)
    #expect(!ios.contains("missingBase Scope/View.xib"))
    #expect(!ios.contains("upscaledFallback Scope/art~mac.png"))
    #expect(all.contains("missingBase Scope/View.xib"))
    // Only with the devices chosen is a missing iPad launch image said:
    // on every device the app's own are unknown.
    #expect(
      Set(ios).subtracting(all).allSatisfy {
        $0.hasPrefix("missingLaunchImage") && $0.hasSuffix("-Portrait~ipad.png")
      }, "\(Set(ios).subtracting(all))")
    let macs = try findings(try json(try lint("res", "--json", "--devices", "mac"))).map(describe)
    #expect(!macs.contains("missingLaunchImage Launch/Default-568h@2x.png"))
    #expect(!macs.contains("unreachableVariant Icons/thing-hd@2x~iphone.png"))
  }

  // MARK: Images nothing names

  /// A game's `Resources` beside its code (ioctocat's and iosfrotz's
  /// layout): `lint Resources` searches the project for image names and
  /// sets apart the findings on images nothing loads.
  @Test func findingsOnImagesNothingNamesAreSetApart() throws {
    let game = scratch.path("game")
    try scratch.writePNGs([("play.png", 44, 44), ("stop.png", 44, 44)], in: "game/Resources")
    try FileManager.default.createDirectory(
      atPath: game + "/Game.xcodeproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: game + "/Classes", withIntermediateDirectories: true)
    // Xcode's project lists every file: it names nothing.
    try "play.png stop.png".write(
      toFile: game + "/Game.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try #"[button setImage:[UIImage imageNamed:@"play"] forState:0]; // @"stop""#.write(
      toFile: game + "/Classes/Menu.m", atomically: true, encoding: .utf8)
    // A FIFO in the project is not read (opening it would wait for a writer).
    #expect(mkfifo(game + "/Classes/events", 0o600) == 0)
    let document = try json(try lint("game/Resources", "--devices", "iphone6", "--format", "json"))
    #expect(try findings(document).map(describe) == ["upscaledFallback play.png"])
    let unreferenced = try #require(document["setApart"] as? [String: Any])
    #expect(unreferenced["root"] as? String == game)
    let apart = try #require(unreferenced["findings"] as? [[String: Any]])
    #expect(apart.map(describe) == ["upscaledFallback stop.png"])
    let table = try lint("game/Resources", "--devices", "iphone6")
    #expect(
      table.lines.contains(
        "project searched for image names: \(game) (code, nibs, storyboards, plists, web pages); "
          + "1 finding set apart as moot: images nothing names or only particles draw, files the "
          + "code loads by their own name or stretches, launch images a launch screen replaces, "
          + "files git ignores or another repository holds (--format json lists them)"))
    let all = try json(
      try lint(
        "game/Resources", "--devices", "iphone6", "--format", "json", "--no-project-search"))
    #expect(
      try findings(all).map(describe).sorted() == [
        "upscaledFallback play.png", "upscaledFallback stop.png",
      ])
    #expect((all["setApart"] as? [String: Any])?["root"] is NSNull)
  }

  // MARK: HTML

  @Test func htmlPageHasSummaryFiltersAndThumbnails() throws {
    let result = try lint("res", "--html", "report.html")
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    // The page's own script and its matrix data; nothing external.
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(page.contains("<script type=\"application/json\" id=\"matrix-data\">"))
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(!page.contains("<link"))
    // The hostile name is text: its asset has no finding, so it is in the
    // matrix data, escaped for a script element.
    #expect(page.contains("\\u003cscript\\u003ealert(1)\\u003c.png"))
    #expect(!page.contains("<script>alert"))
    // Summary first, then findings, then the matrix.
    let summary = try #require(page.range(of: "id=\"summary\""))
    let findingsTable = try #require(page.range(of: "id=\"findings-table\""))
    let matrix = try #require(page.range(of: "id=\"matrix\""))
    #expect(summary.lowerBound < findingsTable.lowerBound)
    #expect(findingsTable.lowerBound < matrix.lowerBound)
    for control in [
      "id=\"f-kind\"", "id=\"f-device\"", "id=\"f-name\"", "id=\"toggle-clean\"",
      "id=\"toggle-checker\"",
    ] {
      #expect(page.contains(control), "\(control)")
    }
    // One row per group of findings, each with its count.
    let groups = try #require(try json(try lint("res", "--json"))["groups"] as? [[String: Any]])
    #expect(page.components(separatedBy: "<tr class=\"finding ").count - 1 == groups.count)
    #expect(page.contains("<p class=\"convention\">convention: standardpaths (inferred: "))
    // The matrix is data the script draws a page at a time: an empty body,
    // then one row per asset, its cells by device.
    #expect(page.contains("<tbody></tbody>"))
    let data = try LintHTMLPageTests.matrixData(page)
    let assets = try #require(data["assets"] as? [[Any]])
    let report = try json(try lint("res", "--json"))
    #expect(assets.count == (report["assets"] as? [Any])?.count)
    #expect(assets.contains { ($0[2] as? String) == "" }, "an asset without findings")
    // Small images embedded, the large one linked relative to the page (its
    // folder's URL and its name), the plist a tile.
    #expect(page.contains("url(\"data:image/png;base64,"))
    let files = try #require(data["files"] as? [[Any]])
    let directories = try #require(data["dirs"] as? [String])
    let urls = try #require(data["dirURLs"] as? [String])
    let huge = try #require(files.first { $0[1] as? String == "huge.png" })
    #expect(huge[2] as? Int == 4 && huge[3] as? Int == 0)
    #expect(urls[try #require(huge[0] as? Int)] == "res/Big/")
    #expect(directories[try #require(huge[0] as? Int)] == "Big")
    #expect(files.contains { $0.count > 3 && $0[2] as? Int == 2 && $0[3] as? String == "PLIST" })
    // Only the faulty file's cells are marked (4: error).
    let cells = assets.flatMap { $0[5] as? [Int] ?? [] }
    #expect(cells.contains { $0 >= 0 && $0 & 4 != 0 })
    #expect(cells.contains { $0 >= 0 && $0 & 4 == 0 })
  }

  @Test func htmlOfACleanFolderSaysSo() throws {
    let result = try lint("clean", "--html", "clean.html", "--json")
    #expect(result.status == 0, "\(result)")
    #expect(try json(result)["findings"] as? [Any] != nil)
    let page = try String(contentsOfFile: scratch.path("clean.html"), encoding: .utf8)
    #expect(page.contains("<p class=\"clean-note\">No findings"))
    let assets = try #require(try LintHTMLPageTests.matrixData(page)["assets"] as? [[Any]])
    #expect(assets.count == 1)
    #expect((assets.first?[5] as? [Int])?.count == 11)
  }

  // MARK: Unreadable folders

  /// Root reads any folder, so as root the command runs as `nobody`.
  static let canLockAFolder =
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

  @Test(.enabled(if: canLockAFolder, "as root, needs /usr/bin/setpriv to run as nobody"))
  func unreadableFolderIsAFindingAndFailsStrict() throws {
    let tree = scratch.path("locked")
    try LintFixture.writeClean(to: tree)
    try LintFixture.writeClean(to: tree + "/Locked")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: tree + "/Locked")
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: tree + "/Locked")
    }
    // Root reads any folder: run as nobody then.
    let prefix =
      getuid() == 0
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let process = Process()
    let arguments =
      prefix + [
        try CLI.executableURL().path(percentEncoded: false), "lint", tree, "--strict", "--format",
        "compiler",
      ]
    process.executableURL = URL(filePath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.environment = scratch.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(text)")
    #expect(
      text.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
        == "\(tree)/Locked: warning: cannot read this folder (permissions?): its files are not audited; make it readable and run the audit again [unreadableFolder]\n"
    )
  }
}
