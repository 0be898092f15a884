import Foundation
import Testing

/// The `lint --html` page's matrix data: the JSON inside
/// `<script type="application/json" id="matrix-data">`, which the page's
/// script draws a page of rows at a time. Names in it are untrusted, so
/// nothing in it may end the element or open a comment, and `JSON.parse`
/// must read every name back unchanged.
@Suite struct LintHTMLPageTests {
  /// The matrix data of `page`, parsed.
  static func matrixData(_ page: String) throws -> [String: Any] {
    let opening = "<script type=\"application/json\" id=\"matrix-data\">"
    let start = try #require(page.range(of: opening))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let text = page[start.upperBound..<end.lowerBound]
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  /// A folder `x<` holding a folder `script>` makes the folder path
  /// `x</script>`; file names add `<!--`, `&`, `"` and U+2028. The data
  /// holds them only as `\u003c`-style escapes and reads back exactly.
  @Test func hostileNamesStayInsideTheDataScript() throws {
    let scratch = try ScratchDirectory()
    let folder = scratch.path("res/x</script>")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let names = ["<!--a&b.png", "q\"\u{2028}.png", "plain.png", "plain@2x.png"]
    for name in names {
      try PNGImage.solid(
        width: name.contains("@2x") ? 16 : 8, height: name.contains("@2x") ? 16 : 8, red: 9,
        green: 9, blue: 9
      ).write(to: URL(filePath: folder + "/" + name))
    }
    let result = try CLI.run(
      ["lint", "res", "--html", "report.html"], environment: scratch.environment,
      currentDirectory: scratch.root)
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
    // Exactly the page's two scripts, each closed once.
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    let opening = try #require(page.range(of: "id=\"matrix-data\">"))
    let rest = page[opening.upperBound...]
    let raw = String(rest[..<(try #require(rest.range(of: "</script>"))).lowerBound])
    #expect(!raw.contains("<") && !raw.contains(">") && !raw.contains("&"))
    #expect(!raw.contains("\u{2028}"))
    #expect(raw.contains("x\\u003c/script\\u003e"))
    let parsed = try Self.matrixData(page)
    #expect(parsed["dirs"] as? [String] == ["x</script>"])
    let files = try #require(parsed["files"] as? [[Any]]).compactMap { $0[1] as? String }
    #expect(Set(files) == Set(names))
    // A linked image's folder URL is percent-encoded.
    #expect((parsed["dirURLs"] as? [String])?.first == "res/x%3C/script%3E/")
    // The markup holds no unescaped name either.
    #expect(!page.contains("<!--a"))
  }

  /// The matrix is drawn from the data; the document holds the summary,
  /// the findings and an empty table body, so its size grows with the
  /// findings' groups and the files' names, not with cells of markup.
  @Test func matrixRowsAreDataNotMarkup() throws {
    let scratch = try ScratchDirectory()
    try LintFixture.write(to: scratch.path("res"))
    let result = try CLI.run(
      ["lint", "res", "--html", "report.html"], environment: scratch.environment,
      currentDirectory: scratch.root)
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
    #expect(!page.contains("<tr class=\"asset-row"))
    #expect(!page.contains("<td class=\"c"))
    #expect(page.contains("data-page-size=\"200\""))
    #expect(page.contains("<div class=\"pager\" id=\"pager-top\">"))
    let summary = try #require(page.range(of: "id=\"summary\""))
    let data = try #require(page.range(of: "id=\"matrix-data\""))
    #expect(summary.lowerBound < data.lowerBound)
    let assets = try #require(try Self.matrixData(page)["assets"] as? [[Any]])
    #expect(assets.allSatisfy { ($0[5] as? [Int])?.count == 11 })
  }
}
