import Foundation
import TestSupport
import Testing

@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes

#if os(Linux)
  /// The seed's `FileManager` members, pointed at a sandbox through
  /// ``StandardLocations/currentOverride``.
  @Suite struct FileManagerSeedTests {
    let sandbox: DiskSandbox
    let locations: StandardLocations
    let euid = DiskSandbox.effectiveUserID

    init() throws {
      sandbox = try DiskSandbox()
      try sandbox.makeDirectory("home", permissions: 0o755)
      locations = StandardLocations(
        app: try AppIdentity(name: "SeedApp"), environment: sandbox.environment())
    }

    /// Runs `body` with the seed members reading `locations`.
    private func seed<T>(_ locations: StandardLocations? = nil, _ body: () throws -> T) rethrows
      -> T
    {
      try StandardLocations.$currentOverride.withValue(locations ?? self.locations, operation: body)
    }

    private func path(_ relative: String) -> String { sandbox.path(relative) }

    @Test func theDirectoriesAreTheDocumentedLocations() throws {
      let manager = FileManager.default
      seed {
        #expect(manager.publicDataPath == path("home/Documents"))
        #expect(manager.privateDataPath == path("home/.local/share/SeedApp"))
        #expect(manager.cacheDataPath == path("home/.cache/SeedApp"))
        #expect(manager.offlineDataPath == path("home/.local/share/SeedApp/Offline Data"))
        #expect(manager.temporaryDataPath == path("tmp/SeedApp-\(euid)"))
        #expect(manager.resourcePath == path("resources"))
      }
    }

    @Test func privateCacheOfflineAndTemporaryFoldersAreCreated() throws {
      let manager = FileManager.default
      let paths = seed {
        [
          manager.privateDataPath, manager.cacheDataPath, manager.offlineDataPath,
          manager.temporaryDataPath,
        ]
      }
      for path in paths {
        #expect(sandbox.status(atPath: path)?.kind == .directory, "\(path)")
        #expect(sandbox.permissions(atPath: path) == 0o700, "\(path)")
      }
    }

    @Test func publicAndResourceFoldersAreNotCreated() {
      let manager = FileManager.default
      seed {
        _ = manager.publicDataPath
        _ = manager.pathForPublicFile("a.txt")
        _ = manager.resourcePath
        _ = manager.pathForResource("icon.png")
      }
      #expect(sandbox.contents(atPath: sandbox.root) == ["home"])
      #expect(sandbox.contents(atPath: path("home")) == [])
    }

    @Test func theOfflineFolderIsExcludedFromBackupOnEveryAccess() throws {
      let offline = seed { FileManager.default.offlineDataPath }
      let url = URL(filePath: offline, directoryHint: .isDirectory)
      let backup = BackupExclusion(app: locations.app)
      #expect(try backup.status(of: url).isExcluded)

      try backup.include(url)
      let file = seed { FileManager.default.pathForOfflineFile("map.tiles") }
      #expect(file == offline + "/map.tiles")
      #expect(try backup.status(of: url)[.cacheDirectoryTag] == .excluded)
      #expect(sandbox.text(atPath: offline + "/CACHEDIR.TAG")?.contains("SeedApp") == true)
    }

    @Test func fileMembersJoinSafeNames() {
      let manager = FileManager.default
      seed {
        #expect(manager.pathForPublicFile("a.txt") == path("home/Documents/a.txt"))
        #expect(
          manager.pathForPrivateFile("db/main.sqlite")
            == path("home/.local/share/SeedApp/db/main.sqlite"))
        #expect(manager.pathForCacheFile("thumbs/../1.png") == path("home/.cache/SeedApp/1.png"))
        #expect(manager.pathForTemporaryFile("scratch") == path("tmp/SeedApp-\(euid)/scratch"))
        #expect(manager.pathForResource("icon@2x.png") == path("resources/icon@2x.png"))
      }
    }

    @Test(arguments: ["", ".", "../escape", "a/../../escape", "/etc/passwd", "nul\u{0}byte"])
    func fileMembersGiveTheEmptyStringForUnsafeNames(name: String) {
      let manager = FileManager.default
      seed {
        #expect(manager.pathForPublicFile(name) == "")
        #expect(manager.pathForPrivateFile(name) == "")
        #expect(manager.pathForCacheFile(name) == "")
        #expect(manager.pathForOfflineFile(name) == "")
        #expect(manager.pathForTemporaryFile(name) == "")
        #expect(manager.pathForResource(name) == "")
      }
    }

    @Test func withoutAHomeDirectoryPathsPointIntoDevNull() {
      var environment = sandbox.environment()
      environment.variables["HOME"] = nil
      let homeless = StandardLocations(app: locations.app, environment: environment)
      let manager = FileManager.default

      seed(homeless) {
        #expect(manager.publicDataPath == "/dev/null/Documents")
        #expect(manager.privateDataPath == "/dev/null/.local/share/SeedApp")
        #expect(manager.cacheDataPath == "/dev/null/.cache/SeedApp")
        #expect(manager.offlineDataPath == "/dev/null/.local/share/SeedApp/Offline Data")
        #expect(manager.pathForPrivateFile("db") == "/dev/null/.local/share/SeedApp/db")
        // The temporary folder needs no home.
        #expect(manager.temporaryDataPath == path("tmp/SeedApp-\(euid)"))
      }
      #expect(sandbox.contents(atPath: path("home")) == [])
    }

    @Test func withoutAResourceDirectoryTheResourcePathIsEmpty() {
      var environment = sandbox.environment()
      environment.resourceDirectory = nil
      let manager = FileManager.default
      seed(StandardLocations(app: locations.app, environment: environment)) {
        #expect(manager.resourcePath == "")
        #expect(manager.pathForResource("icon.png") == "")
      }
    }

    @Test func creationFailuresStillReturnThePath() throws {
      try sandbox.makeFile("home/.cache", contents: "in the way")
      seed {
        #expect(FileManager.default.cacheDataPath == path("home/.cache/SeedApp"))
      }
      #expect(sandbox.text(atPath: path("home/.cache")) == "in the way")
    }

    @Test func anUnsafeTemporaryFolderIsReplacedByTheSeedsFallback() throws {
      try sandbox.makeDirectory("tmp", permissions: 0o1777)
      try sandbox.makeDirectory("tmp/SeedApp-\(euid)", permissions: 0o777)

      let temporary = seed { FileManager.default.temporaryDataPath }

      #expect(temporary == path("home/.cache/SeedApp/Temporary Files"))
      #expect(sandbox.permissions(atPath: temporary) == 0o700)
      #expect(sandbox.permissions(atPath: path("tmp/SeedApp-\(euid)")) == 0o777)
      #expect(
        seed { FileManager.default.pathForTemporaryFile("x") }
          == path("home/.cache/SeedApp/Temporary Files/x"))
    }
  }
#endif

/// ``AppIdentity/current`` is process-wide state: these tests run one at a
/// time and restore it.
@Suite(.serialized) struct CurrentIdentityTests {
  @Test(
    arguments: zip(
      ["MyTool", "my tool", "a/b", #"a\b"#, "tab\there", "", ".", "..", "x\u{0}y"],
      ["MyTool", "my tool", "a_b", "a_b", "tab_here", "app", "app", "app", "x_y"]))
  func processNamesBecomeSafeComponents(raw: String, expected: String) throws {
    #expect(AppIdentity.sanitizedName(raw) == expected)
    _ = try AppIdentity(name: AppIdentity.sanitizedName(raw))
  }

  @Test func theDefaultIsTheSanitizedProcessName() {
    // The other tests of this serialized suite restore the value they found.
    let expected = AppIdentity.sanitizedName(ProcessInfo.processInfo.processName)
    #expect(AppIdentity.current.name == expected)
    #expect(AppIdentity.current.organization == nil)
  }

  @Test func itCanBeConfiguredOnceAtStartUp() throws {
    let previous = AppIdentity.current
    defer { AppIdentity.current = previous }

    let configured = try AppIdentity(name: "Configured", bundleIdentifier: "com.example.configured")
    AppIdentity.current = configured

    #expect(AppIdentity.current == configured)
    #expect(StandardLocations.current.app == configured)
  }

  @Test func concurrentReadsAndWritesAreSafe() async throws {
    let previous = AppIdentity.current
    defer { AppIdentity.current = previous }
    let names = try (0..<8).map { try AppIdentity(name: "Name\($0)") }

    await withTaskGroup(of: Void.self) { group in
      for identity in names {
        group.addTask {
          for _ in 0..<200 {
            AppIdentity.current = identity
            _ = AppIdentity.current.name
          }
        }
      }
    }
    #expect(names.contains(AppIdentity.current))
  }
}
