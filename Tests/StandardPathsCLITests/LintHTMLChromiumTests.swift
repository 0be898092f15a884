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

  @Test(
    .enabled(
      if: chromium != nil && python != nil,
      "needs chromium and python3 on PATH (apt-get install chromium); .ci/run installs them"))
  func pageRendersTheMatrixInHeadlessChromium() throws {
    let scratch = try ScratchDirectory()
    try LintFixture.write(to: scratch.path("res"))
    let process = Process()
    process.executableURL = URL(filePath: try #require(Self.python))
    process.arguments = [
      Self.packageRoot.appending(path: "Scripts/check-lint-html.py").path(percentEncoded: false),
      "--cli", try CLI.executableURL().path(percentEncoded: false),
      "--fixture", scratch.path("res"), "--chromium", try #require(Self.chromium),
      "--expect-text", "<script>alert(1)<.png", "--expect-text", "too large to embed (265 KB)",
      "--expect-text", "PLIST",
    ]
    let output = scratch.path("check.log")
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(filePath: output))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let log = try String(contentsOfFile: output, encoding: .utf8)
    #expect(process.terminationStatus == 0, "\(log)")
    #expect(log.contains("12 rows x 11 devices = 132 cells"), "\(log)")
  }
}
