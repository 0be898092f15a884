import Foundation
import Testing

/// `swift package audit-resources` on a sample package made in a scratch
/// directory, which depends on this package by path.
///
/// Slow: the first run builds `standard-paths` for the sample (about a
/// minute on two cores); the build folder is kept in this package's
/// `.build/plugin-sample-test`, so later runs take seconds. Dependencies
/// come from this package's own `.build` (copied once), and `HOME` is the
/// scratch directory's, so nothing is fetched and the real home is not
/// touched.
@Suite struct AuditResourcesPluginTests {
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let swift = LintHTMLChromiumTests.executable("swift")

  /// Whether this package's dependencies are checked out (after `swift
  /// build`), so the sample resolves without the network.
  static let hasCheckouts = FileManager.default.fileExists(
    atPath: packageRoot.appending(path: ".build/checkouts").path(percentEncoded: false))

  @Test(
    .enabled(if: swift != nil && hasCheckouts, "needs swift on PATH and a built package"),
    .timeLimit(.minutes(10)))
  func slowAuditResourcesPluginOnASamplePackage() throws {
    let scratch = try ScratchDirectory()
    let sample = scratch.path("sample")
    try writeSample(to: sample)
    let build = try buildFolder()
    let plain = try runPlugin(
      ["--devices", "iphone6"], sample: sample, build: build, scratch: scratch)
    #expect(plain.status == 0, "\(plain)")
    let lines = plain.standardOutput.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix(sample) && !$0.contains(": note: ")
    }
    // The package's code names its images: every finding is reported.
    #expect(
      plain.standardOutput.contains(
        "\(sample)/Sources/Game/Levels: note: project searched for image names: \(sample) "
          + "(code, nibs, storyboards, plists, web pages); every image with a finding is named there"
      ),
      "\(plain)")
    #expect(
      lines == [
        "\(sample)/Sources/Game/Levels/map.png: warning: iphone6 (@2x) loads map.png, a @1x "
          + "image, and upscales it (blurry); add map@2x.png [upscaledFallback]",
        "\(sample)/Sources/Game/Resources/Art/hero@2X.png: error: `@2X` is not a suffix "
          + "(suffixes are lower-case: `@2x`); the resolver reads the base name `hero@2X`, so no "
          + "device loads it as a variant of hero.png; rename it to hero@2x.png [malformedSuffix]",
        "\(sample)/Sources/Game/Resources/Art/hero@2X.png: error: hero@2X.png, hero@2x.png are "
          + "one name on a case-insensitive file system (macOS, Windows): only one of them can "
          + "exist there; rename or remove one [caseCollision]",
      ], "\(plain)")
    // --strict: findings fail the command.
    let strict = try runPlugin(
      ["--target", "Game", "--devices", "iphone6", "--strict"], sample: sample, build: build,
      scratch: scratch)
    #expect(strict.status != 0, "\(strict)")
    #expect((strict.standardOutput + strict.standardError).contains("(--strict)"))
    // A target without resources has nothing to audit.
    let none = try runPlugin(["--target", "Plain"], sample: sample, build: build, scratch: scratch)
    #expect(none.status == 0, "\(none)")
    #expect(!none.standardOutput.contains(": warning: "))
  }

  /// A package with a target whose resources are a processed folder (one
  /// misspelt name) and a copied folder (one 1x-only image), and a target
  /// without resources.
  private func writeSample(to root: String) throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Sample",
        dependencies: [.package(path: "\(Self.packageRoot.path(percentEncoded: false))")],
        targets: [
          .target(name: "Game", resources: [.process("Resources"), .copy("Levels")]),
          .target(name: "Plain"),
        ]
      )

      """
    let files: [(String, Data)] = [
      ("Package.swift", Data(manifest.utf8)),
      (
        "Sources/Game/Game.swift",
        Data(
          #"public let art = ["Art/hero", "map"].map { Bundle.module.url(forResource: $0, withExtension: "png") }"#
            .utf8)
      ),
      ("Sources/Plain/Plain.swift", Data("public let plain = 1\n".utf8)),
      ("Sources/Game/Resources/Art/hero.png", PNGImage.solid(red: 200, green: 10, blue: 10)),
      (
        "Sources/Game/Resources/Art/hero@2x.png",
        PNGImage.solid(width: 16, height: 16, red: 200, green: 10, blue: 10)
      ),
      (
        "Sources/Game/Resources/Art/hero@2X.png",
        PNGImage.solid(width: 16, height: 16, red: 10, green: 200, blue: 10)
      ),
      ("Sources/Game/Levels/map.png", PNGImage.solid(red: 10, green: 10, blue: 200)),
    ]
    for (path, data) in files {
      let url = URL(filePath: root).appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let resolved = Self.packageRoot.appending(path: "Package.resolved")
    if FileManager.default.fileExists(atPath: resolved.path(percentEncoded: false)) {
      try FileManager.default.copyItem(
        at: resolved, to: URL(filePath: root).appending(path: "Package.resolved"))
    }
  }

  /// The sample's build folder, seeded once with this package's clones.
  private func buildFolder() throws -> String {
    let build = Self.packageRoot.appending(path: ".build/plugin-sample-test")
    let manager = FileManager.default
    for folder in ["repositories", "checkouts"] {
      let target = build.appending(path: folder)
      let source = Self.packageRoot.appending(path: ".build/\(folder)")
      guard !manager.fileExists(atPath: target.path(percentEncoded: false)),
        manager.fileExists(atPath: source.path(percentEncoded: false))
      else { continue }
      try manager.createDirectory(at: build, withIntermediateDirectories: true)
      try manager.copyItem(at: source, to: target)
    }
    return build.path(percentEncoded: false)
  }

  private func runPlugin(
    _ arguments: [String], sample: String, build: String, scratch: ScratchDirectory
  ) throws -> CLI.Result {
    let process = Process()
    process.executableURL = URL(filePath: try #require(Self.swift))
    let pinned =
      FileManager.default.fileExists(atPath: sample + "/Package.resolved")
      ? ["--force-resolved-versions"] : []
    process.arguments =
      ["package", "--package-path", sample, "--scratch-path", build] + pinned
      + ["audit-resources"] + arguments
    process.environment = [
      "HOME": scratch.path("home"), "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
    ]
    let output = scratch.path("plugin.out")
    let errors = scratch.path("plugin.err")
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    #expect(FileManager.default.createFile(atPath: errors, contents: nil))
    let outputHandle = try FileHandle(forWritingTo: URL(filePath: output))
    let errorHandle = try FileHandle(forWritingTo: URL(filePath: errors))
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    try outputHandle.close()
    try errorHandle.close()
    return CLI.Result(
      status: process.terminationStatus,
      standardOutput: try String(contentsOfFile: output, encoding: .utf8),
      standardError: try String(contentsOfFile: errors, encoding: .utf8))
  }
}
