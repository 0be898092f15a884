import Foundation
import Testing

/// `standard-paths lint DIR`: exit codes, the table, the JSON schema and
/// the HTML page, on a fixture of real PNGs.
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

  // MARK: Exit codes

  @Test func cleanFolderExitsZeroEvenWhenStrict() throws {
    for arguments in [["clean"], ["clean", "--strict"]] {
      let result = try CLI.run(
        ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
      #expect(result.status == 0, "\(result)")
      #expect(result.lines == ["5 files, 1 asset, 11 devices: no findings"])
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
    let file = try lint("res/Logo.png")
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
    ["res", "--devices", "iphone9"], ["res", "--devices", ","], [], ["res", "--colour"],
    ["res", "extra"],
  ])
  func usageErrorsExitSixtyFour(arguments: [String]) throws {
    let result = try CLI.run(
      ["lint"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 64, "\(result)")
    #expect(result.standardOutput.isEmpty)
  }

  // MARK: Table

  @Test func tablePrintsOneLinePerFindingAndASummary() throws {
    let result = try lint("res")
    let lines = result.lines
    #expect(lines.count == LintFixture.findings.count + 1, "\(result)")
    #expect(lines.last == "28 files, 12 assets, 11 devices: 11 findings (4 errors, 7 warnings)")
    for (line, expected) in zip(lines, LintFixture.findings) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      #expect(words.count > 3)
      #expect("\(words[1]) \(words[2])" == expected, "\(line)")
      #expect(["error", "warning"].contains(String(words[0])))
    }
  }

  // MARK: JSON

  @Test func jsonFollowsTheSchema() throws {
    let result = try lint("res", "--json", "--devices", "iphone6, ipad-retina,iphone6")
    #expect(result.status == 0, "\(result)")
    let document = try json(result)
    #expect(document["schemaVersion"] as? Int == 1)
    #expect(document["root"] as? String == scratch.path("res"))
    let devices = try #require(document["devices"] as? [[String: Any]])
    #expect(devices.compactMap { $0["name"] as? String } == ["iphone6", "ipad-retina"])
    #expect(devices[0]["idiom"] as? String == "phone")
    #expect(devices[0]["scale"] as? Int == 2)
    #expect(devices[0]["width"] as? Int == 375)
    #expect(devices[0]["height"] as? Int == 667)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 28)
    #expect(summary["assets"] as? Int == 12)
    let kinds = try #require(summary["kinds"] as? [String: Int])
    #expect(
      Set(kinds.keys) == [
        "unreachableVariant", "upscaledFallback", "malformedSuffix", "caseCollision",
        "duplicateVariant", "missingBase",
      ])
    let assets = try #require(document["assets"] as? [[String: Any]])
    let star = try #require(assets.first { $0["path"] as? String == "Icons/star.png" })
    #expect(star["directory"] as? String == "Icons")
    #expect((star["files"] as? [String])?.count == 5)
    let choices = try #require(star["choices"] as? [String: Any])
    #expect(choices["iphone6"] as? String == "Icons/star@2x.png")
    #expect(choices["ipad-retina"] as? String == "Icons/star@2x~ipad.png")
    #expect((star["upscaled"] as? [String]) == [])
    let tablet = try #require(assets.first { $0["path"] as? String == "Pads/tablet.png" })
    #expect((tablet["choices"] as? [String: Any])?["iphone6"] is NSNull)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.count == summary["findings"] as? Int)
    for finding in findings {
      for key in ["kind", "severity", "file", "asset", "message"] {
        #expect(finding[key] is String, "\(key) in \(finding)")
      }
      for key in ["devices", "relatedFiles"] { #expect(finding[key] is [String]) }
      #expect(finding["suggestion"] is String || finding["suggestion"] is NSNull)
    }
    #expect((document["unreadableDirectories"] as? [String]) == [])
  }

  @Test func jsonListsEveryFindingOnAllPresets() throws {
    let document = try json(try lint("res", "--json"))
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(
      findings.map { "\($0["kind"] as? String ?? "") \($0["file"] as? String ?? "")" }
        == LintFixture.findings)
    let malformed = findings.filter { $0["kind"] as? String == "malformedSuffix" }
    #expect(
      malformed.map { $0["suggestion"] as? String } == [
        "Buttons/ok~ipad.png", "Buttons/ok@2x~ipad.png",
      ])
    #expect(malformed.allSatisfy { $0["severity"] as? String == "error" })
    let duplicate = try #require(findings.first { $0["kind"] as? String == "duplicateVariant" })
    #expect(duplicate["relatedFiles"] as? [String] == ["Splash/splash-568h-hd.png"])
  }

  // MARK: HTML

  @Test func htmlPageIsSelfContainedAndEscaped() throws {
    let result = try lint("res", "--html", "report.html")
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    // Self-contained: no script, no external resource.
    #expect(!page.contains("<script"))
    #expect(!page.contains("src="))
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(!page.contains("<link"))
    // The hostile name is text.
    #expect(page.contains("&lt;script&gt;alert(1)&lt;.png"))
    // Matrix: 12 assets × 11 devices.
    #expect(page.components(separatedBy: "<tr class=\"asset-row\"").count - 1 == 12)
    #expect(page.components(separatedBy: "<td class=\"cell").count - 1 == 12 * 11)
    #expect(page.contains("data-assets=\"12\" data-devices=\"11\""))
    // Thumbnails: each distinct image once, as a data: URI.
    let embedded = page.components(separatedBy: "url(\"data:image/png;base64,").count - 1
    #expect(embedded > 15)
    #expect(page.contains("too large to embed (265 KB)"))
    #expect(page.contains("<span class=\"thumb doc\">PLIST</span>"))
    #expect(page.components(separatedBy: "<tr class=\"finding ").count - 1 == 11)
  }

  @Test func htmlOfACleanFolderSaysSo() throws {
    let result = try lint("clean", "--html", "clean.html", "--json")
    #expect(result.status == 0, "\(result)")
    #expect(try json(result)["findings"] as? [Any] != nil)
    let page = try String(contentsOfFile: scratch.path("clean.html"), encoding: .utf8)
    #expect(page.contains("<p class=\"clean\">No findings"))
    #expect(page.components(separatedBy: "<td class=\"cell").count - 1 == 11)
  }
}
