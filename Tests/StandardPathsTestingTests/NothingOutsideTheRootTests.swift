import AppFolder
import Foundation
import StandardPaths
import StandardPathsTesting
import TestSupport
import Testing

/// Nothing is created outside the isolated root: in a child process (an
/// exit test, so changing its environment affects no other test), `HOME`,
/// the XDG variables and `TMPDIR` point into a sandbox; the sandbox is the
/// same before and after a scope that exercises every default, and
/// everything new during the scope is inside the root.
@Suite struct NothingOutsideTheRootTests {
  @Test func sandboxIsUnchangedAndTheRootLandsInTMPDIR() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        for problem in SandboxProbe.run() {
          FileHandle.standardError.write(Data((SandboxProbe.marker + problem + "\n").utf8))
        }
      })
    let problems = String(decoding: result.standardErrorContent, as: UTF8.self)
      .split(separator: "\n").filter { $0.hasPrefix(SandboxProbe.marker) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}

/// What the child process of the exit test does.
enum SandboxProbe {
  /// The start of each line that reports a problem.
  static let marker = "sandbox problem: "

  /// Points this process's environment at a fresh sandbox, exercises every
  /// default inside an isolation, and returns what went wrong.
  static func run() -> [String] {
    let manager = FileManager.default
    let sandbox = manager.temporaryDirectory
      .appending(path: "StandardPathsTestingSandbox-\(UUID().uuidString)")
      .path(percentEncoded: false)
    let variables = [
      "HOME": "home", "TMPDIR": "tmp", "XDG_RUNTIME_DIR": "run", "XDG_DATA_HOME": "data",
      "XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state",
    ]
    for (name, folder) in variables {
      let path = sandbox + "/" + folder
      try? manager.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      setenv(name, path, 1)
    }
    defer { try? manager.removeItem(atPath: sandbox) }
    var problems: [String] = []
    let before = listing(sandbox)
    withIsolatedLocations { isolation in
      let root = isolation.root.path(percentEncoded: false)
      if !root.hasPrefix(sandbox + "/tmp/") { problems.append("root \(root) is not in TMPDIR") }
      exerciseEveryDefault(&problems)
      for path in listing(sandbox).subtracting(before) where !(path + "/").hasPrefix(root) {
        problems.append("created outside the root: \(path)")
      }
    }
    let after = listing(sandbox)
    for path in after.symmetricDifference(before).sorted() {
      problems.append("changed after the scope: \(path)")
    }
    return problems
  }

  /// Every path below `directory`, absolute.
  private static func listing(_ directory: String) -> Set<String> {
    let relative = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
    return Set(relative.map { directory + "/" + $0 })
  }

  /// Uses the seed members, AppFolder and `StandardLocations.current` the
  /// way an app would, creating every folder they create.
  private static func exerciseEveryDefault(_ problems: inout [String]) {
    let manager = FileManager.default
    let paths = [
      manager.privateDataPath, manager.cacheDataPath, manager.offlineDataPath,
      manager.temporaryDataPath, manager.pathForPrivateFile("db.sqlite"),
    ]
    if paths.contains(where: \.isEmpty) { problems.append("a seed member gave no path") }
    if !manager.createFile(atPath: manager.pathForCacheFile("cache.bin"), contents: Data()) {
      problems.append("cannot write a file in the caches folder")
    }
    do {
      try AppFolder.Library.Caches.create()
      try AppFolder.Documents.create()
      try AppFolder.tmp.create()
      for location in Location.appScoped {
        try StandardLocations.current.createDirectory(for: location)
      }
    } catch {
      problems.append("creating failed: \(error)")
    }
  }
}
