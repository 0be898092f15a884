import Foundation
import Testing

/// The new keys, `--app-version`, `--search-paths`, `locate`, `--style xdg` and
/// `--platform android` (Design/locations.md#locations-from-the-peers), run as a
/// separate process with a fully controlled environment.
@Suite struct PeerLocationsEndToEndTests {
  private func run(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> CLI.Result
  {
    try CLI.run(arguments, environment: ["HOME": "/h"].merging(environment) { $1 })
  }

  @Test func newKeysAndVersionFolder() throws {
    #expect(try run(["dir", "executables"]).lines == ["/h/.local/bin"])
    #expect(try run(["dir", "fonts", "--platform", "macos"]).lines == ["/h/Library/Fonts"])
    let versioned = try run(["dir", "config", "--app", "MyApp", "--app-version", "1.0"])
    #expect(versioned.lines == ["/h/.config/MyApp/1.0"])
    let bad = try run(["dir", "config", "--app-version", "../x"])
    #expect(bad.status == 64, "\(bad)")
    #expect(bad.standardError.contains("--app-version: invalid version"), "\(bad)")
    let explained = try run(["dirs", "--explain", "--app", "MyApp"])
    #expect(
      explained.lines.contains {
        $0.hasPrefix("preferences")
          && $0.hasSuffix("(same as config (default: XDG_CONFIG_HOME unset))")
      }, "\(explained)")
  }

  @Test func searchPathsAndLocate() throws {
    let scratch = try ScratchDirectory()
    do {
      let root = scratch.root
      try FileManager.default.createDirectory(
        atPath: root + "/site/MyApp", withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(filePath: root + "/site/MyApp/settings.toml"))
      let environment = ["XDG_CONFIG_DIRS": root + "/site", "XDG_CONFIG_HOME": root + "/user"]
      let paths = try run(["dir", "config", "--search-paths", "--app", "MyApp"], environment)
      #expect(paths.lines == [root + "/user/MyApp", root + "/site/MyApp"], "\(paths)")
      let caches = try run(["dir", "caches", "--search-paths", "--app", "MyApp"])
      #expect(caches.lines == ["/h/.cache/MyApp", "/var/cache/MyApp"])
      let found = try run(["locate", "config", "settings.toml", "--app", "MyApp"], environment)
      #expect(found.lines == [root + "/site/MyApp/settings.toml"], "\(found)")
      let missing = try run(["locate", "config", "other.toml", "--app", "MyApp"], environment)
      #expect(missing.status == 1 && missing.standardOutput.isEmpty, "\(missing)")
      let unsafe = try run(["locate", "config", "../escape", "--all"], environment)
      #expect(unsafe.status == 64, "\(unsafe)")
    }
  }

  @Test func xdgStyleOnMacOSAndAndroid() throws {
    let native = try run(["dir", "config", "--platform", "macos", "--app", "MyApp"])
    #expect(native.lines == ["/h/Library/Application Support/MyApp"])
    let xdg = try run(["dir", "config", "--platform", "macos", "--style", "xdg", "--app", "MyApp"])
    #expect(xdg.lines == ["/h/.config/MyApp"])
    let android = try run([
      "dir", "caches", "--platform", "android", "--android-files-dir", "/data/user/0/p/files",
      "--app", "MyApp",
    ])
    #expect(android.lines == ["/data/user/0/p/cache/MyApp"])
    let withoutFiles = try run(["dir", "caches", "--platform", "android"])
    #expect(withoutFiles.status == 1, "\(withoutFiles)")
  }
}
