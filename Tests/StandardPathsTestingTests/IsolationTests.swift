import AppFolder
import Foundation
import StandardPaths
import StandardPathsTesting
import TestSupport
import Testing

/// `withIsolatedLocations` redirects every process-wide default into its
/// root, and only while it runs.
@Suite struct IsolationTests {
  @Test func everyLocationButResourcesResolvesUnderTheRoot() throws {
    try withIsolatedLocations { isolation in
      let root = isolation.root.path(percentEncoded: false)
      for location in Location.allCases where location != .resources {
        let path = try StandardLocations.current.path(for: location)
        #expect(path.hasPrefix(root), "\(location): \(path)")
      }
    }
  }

  @Test func locationsMadeWithTheLiveEnvironmentAreIsolatedToo() throws {
    let app = try AppIdentity(name: "Explicit")
    try withIsolatedLocations { isolation in
      let root = isolation.root.path(percentEncoded: false)
      #expect(try StandardLocations(app: app).path(for: .config) == root + "home/.config/Explicit")
      #expect(SystemEnvironment.live().variables["HOME"] == root + "home")
      let group = try AppFolder(appGroup: "group.acme.shared")
      #expect(group.Library.Caches.url.path(percentEncoded: false).hasPrefix(root))
    }
  }

  @Test func runtimeIsTheRootsOwnWithoutAFallbackDiagnostic() throws {
    try withIsolatedLocations { isolation in
      let runtime = try StandardLocations.current.resolve(.runtime)
      let expected = isolation.root.appending(path: "runtime").path(percentEncoded: false)
      #expect(runtime.path.hasPrefix(expected + "/"), "\(runtime.path)")
      #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics)")
    }
  }

  @Test func environmentPointsIntoTheRootAndDropsLocationVariables() {
    withIsolatedLocations { isolation in
      let root = isolation.root.path(percentEncoded: false)
      let names = [
        "HOME", "TMPDIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
        "XDG_RUNTIME_DIR", "XDG_DATA_DIRS", "XDG_CONFIG_DIRS", "XDG_DOCUMENTS_DIR",
        "XDG_DOWNLOAD_DIR", "XDG_PUBLICSHARE_DIR",
      ]
      for name in names {
        #expect(isolation.environment[name]?.hasPrefix(root) == true, "\(name)")
      }
      for name in ["STATE_DIRECTORY", "CACHE_DIRECTORY", "FLATPAK_ID", "SNAP_NAME"] {
        #expect(isolation.environment[name] == nil, "\(name)")
      }
      #expect(isolation.environment["PATH"] == ProcessInfo.processInfo.environment["PATH"])
      #expect(StandardLocations.current.environment.variables == isolation.environment)
    }
  }

  @Test func rootIsPrivateAndHoldsHomeRuntimeAndTemporary() throws {
    try withIsolatedLocations { isolation in
      for folder in ["", "home", "runtime", "tmp"] {
        let path = isolation.root.appending(path: folder).path(percentEncoded: false)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(folder)")
      }
    }
  }

  @Test func rootIsRemovedAfterwards() throws {
    let root = withIsolatedLocations { isolation in
      #expect(
        FileManager.default.createFile(
          atPath: isolation.root.appending(path: "home/file").path(percentEncoded: false),
          contents: Data("x".utf8)))
      return isolation.root.path(percentEncoded: false)
    }
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func rootWithAReadOnlyFolderIsRemovedToo() throws {
    let root = try withIsolatedLocations { isolation in
      let folder = isolation.root.appending(path: "home/locked").path(percentEncoded: false)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder)
      return isolation.root.path(percentEncoded: false)
    }
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func rootIsKeptWhenTheBodyThrows() throws {
    struct Deliberate: Error { var root: String }
    do {
      try withIsolatedLocations { isolation in
        throw Deliberate(root: isolation.root.path(percentEncoded: false))
      }
      Issue.record("the error was swallowed")
    } catch let error as Deliberate {
      #expect(FileManager.default.fileExists(atPath: error.root))
      try FileManager.default.removeItem(atPath: error.root)
    }
  }

  @Test func outsideTheScopeNothingIsIsolated() throws {
    let inside = withIsolatedLocations { _ in IsolatedLocations.current?.root }
    #expect(inside != nil)
    #expect(IsolatedLocations.current == nil)
    let home = StandardLocations.current.environment.variables["HOME"]
    #expect(home == ProcessInfo.processInfo.environment["HOME"])
  }

  @Test func identityIsScopedWhenGiven() throws {
    let app = try AppIdentity(name: "IsolatedApp", organization: "Acme")
    let before = AppIdentity.current
    try withIsolatedLocations(app: app) { isolation in
      #expect(AppIdentity.current == app)
      #expect(StandardLocations.current.app == app)
      let caches = try StandardLocations.current.path(for: .caches)
      #expect(caches == isolation.root.path(percentEncoded: false) + "home/.cache/IsolatedApp")
    }
    #expect(AppIdentity.current == before)
  }

  @Test func identityIsTheProcessesByDefault() {
    withIsolatedLocations { _ in
      #expect(StandardLocations.current.app == AppIdentity.current)
      #expect(AppIdentity.current.name != "IsolatedApp")
    }
  }

  @Test func nestedIsolationLivesInsideTheOuterRoot() {
    withIsolatedLocations { outer in
      let inner = withIsolatedLocations { inner in
        #expect(IsolatedLocations.current?.root == inner.root)
        return inner.root.path(percentEncoded: false)
      }
      #expect(inner.hasPrefix(outer.root.path(percentEncoded: false) + "tmp/"))
      #expect(IsolatedLocations.current?.root == outer.root)
    }
  }
}
