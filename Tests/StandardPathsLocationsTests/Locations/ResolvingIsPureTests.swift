import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Resolving creates nothing on disk, even with the live file system.
@Suite struct ResolvingIsPureTests {
  @Test(arguments: Platform.allCases)
  func resolvingCreatesNothing(_ platform: Platform) throws {
    try withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/home/.config", withIntermediateDirectories: true)
      try Data("XDG_MUSIC_DIR=\"$HOME/Tunes\"\n".utf8).write(
        to: URL(filePath: root + "/home/.config/user-dirs.dirs"))
      let before = treeListing(root)

      let environment = SystemEnvironment(
        platform: platform,
        variables: [
          "HOME": root + "/home", "TMPDIR": root + "/tmp", "XDG_RUNTIME_DIR": root + "/run",
          "USERPROFILE": #"C:\Users\me"#,
        ],
        effectiveUserID: UInt32(getuid()),
        resourceDirectory: root + "/resources",
        fileSystem: LiveFileSystem())
      let locations = StandardLocations(app: myApp, environment: environment)
      let report = locations.report()
      var resolved = 0
      for entry in report.entries {
        guard let path = entry.path else { continue }
        resolved += 1
        _ = try? locations.url(for: entry.location)
        _ = try? locations.path(for: entry.location, appending: "file.txt")
        _ = try? locations.searchPaths(for: entry.location)
        if entry.location.isAppScoped, path.hasPrefix(root) {
          #expect(!FileManager.default.fileExists(atPath: path), "\(entry.location) exists")
        }
      }
      #expect(resolved >= 11)
      #expect(treeListing(root) == before)
      if platform == .linux {
        #expect(report[.music]?.path == root + "/home/Tunes")
        #expect(report[.runtime]?.path == root + "/run/MyApp")
      }
    }
  }
}
