import Foundation
import Testing

/// The `lint --html` page in a real browser: `Scripts/check-lint-html.py`
/// renders it in headless Chromium, counts the matrix in the DOM against
/// the JSON report, and checks that the screenshot shows the thumbnails.
///
/// Skipped when Chromium or python3 is not on `PATH`; `.ci/run` installs
/// Chromium first, so it always runs there.
@Suite struct LintHTMLChromiumTests {
  /// The first of `names` found on `PATH`.
  static func executable(_ names: String...) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    for name in names {
      for directory in directories
      where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
        return "\(directory)/\(name)"
      }
    }
    return nil
  }

  static let chromium = executable("chromium", "chromium-browser", "google-chrome")
  static let python = executable("python3")

  /// The package's root directory (this file is
  /// `Tests/StandardPathsCLITests/LintHTMLChromiumTests.swift`).
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `Scripts/check-lint-html.py` with `arguments`; its exit status
  /// and log.
  private func runCheck(_ arguments: [String], in scratch: ScratchDirectory) throws -> (
    status: Int32, log: String
  ) {
    let process = Process()
    process.executableURL = URL(filePath: try #require(Self.python))
    process.arguments =
      [
        Self.packageRoot.appending(path: "Scripts/check-lint-html.py").path(percentEncoded: false),
        "--cli", try CLI.executableURL().path(percentEncoded: false),
        "--chromium", try #require(Self.chromium),
      ] + arguments
    let output = scratch.path("check.log")
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(filePath: output))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, try String(contentsOfFile: output, encoding: .utf8))
  }

  @Test(
    .enabled(
      if: chromium != nil && python != nil,
      "needs chromium and python3 on PATH (apt-get install chromium); .ci/run installs them"))
  func pageRendersTheFixtureInHeadlessChromium() throws {
    let scratch = try ScratchDirectory()
    try LintFixture.write(to: scratch.path("res"))
    let (status, log) = try runCheck(
      [
        "--fixture", scratch.path("res"), "--expect-text", "<script>alert(1)<.png",
        "--expect-text", "PLIST", "--expect-text", "Launch images and app icons",
      ], in: scratch)
    #expect(status == 0, "\(log)")
    #expect(log.contains("check-lint-html: harness: summary at"), "\(log)")
  }

  /// The slow one (about 30 s): 1,000 generated assets; the page must stay
  /// under 5 MB, show the summary and the first finding in the first
  /// 1,000 px, its filters must hide rows and its pager turn pages.
  @Test(
    .enabled(
      if: chromium != nil && python != nil,
      "needs chromium and python3 on PATH (apt-get install chromium); .ci/run installs them"))
  func slowThousandAssetPageStaysSmallAndFilters() throws {
    let scratch = try ScratchDirectory()
    let (status, log) = try runCheck(
      ["--assets", "1000", "--max-bytes", "\(5 * 1024 * 1024)", "--keep", scratch.path("out")],
      in: scratch)
    #expect(status == 0, "\(log)")
    // The first page of the matrix: 200 of the 250 assets with findings;
    // with the others, 1,100 rows on 6 pages.
    #expect(log.contains("200 rows x 11 devices = 2200 cells"), "\(log)")
    #expect(log.contains("'Assets 1–200 of 1100 (page 1 of 6)'"), "\(log)")
    let page = try FileManager.default.attributesOfItem(atPath: scratch.path("out/report.html"))
    #expect(((page[.size] as? NSNumber)?.intValue ?? .max) < 5 * 1024 * 1024)
  }
}
