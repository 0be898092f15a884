import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsAudit
@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Every public entry point fed hostile input: empty strings, NUL bytes,
/// 5,000-character names, invalid UTF-8, `..` chains, symbolic-link loops,
/// read-only and full file systems. Each returns a typed error or a
/// documented value, never crashes, and never changes what existed.
@Suite struct HostileInputTests {
  static let long = String(repeating: "n", count: 5_000)
  static let names = ["", "\0", "a\0b", long, "..", String(repeating: "../", count: 300) + "x"]

  // MARK: - Pure entry points

  @Test(arguments: names)
  func identityRejectsOrKeeps(_ name: String) {
    #expect(throws: AppIdentity.ValidationError.self) { _ = try AppIdentity(name: name) }
  }

  @Test func identityLengthLeavesRoomForTheNamesDerivedFromIt() throws {
    let longest = try AppIdentity(name: String(repeating: "é", count: 113) + "x")  // 227 bytes
    #expect(("." + longest.name + ".migrating-0123456789abcdef").utf8.count == 255)
    let error = #expect(throws: AppIdentity.ValidationError.self) {
      _ = try AppIdentity(name: String(repeating: "é", count: 114))
    }
    #expect(error?.reason == .tooLong(228))
    #expect(throws: AppIdentity.ValidationError.self) {
      _ = try AppIdentity(name: "app", organization: String(repeating: "o", count: 228))
    }
  }

  @Test(arguments: names + ["a/" + long, String(repeating: "a/..", count: 300)])
  func subpathsAreJoinedOrRefused(_ name: String) {
    let locations = StandardLocations(app: myApp, environment: linux())
    do {
      let path = try locations.path(for: .caches, appending: name)
      #expect(path.hasPrefix("/h/.cache/MyApp/"))
      #expect(!path.contains("/../"))
    } catch {
      if case .unsafeSubpath = error {} else { Issue.record("unexpected \(error)") }
    }
  }

  @Test(arguments: names + [String(repeating: "@2x~ipad-568h-hd.", count: 300)])
  func fileNamesRoundTrip(_ name: String) {
    let parsed = FileName(name)
    #expect(parsed.string == name)
    #expect(FileName(parsed.canonicalized.string) == parsed.canonicalized)
  }

  @Test func environmentValuesThatAreHostile() {
    let hostile = [
      "HOME": "/h", "XDG_CACHE_HOME": "/c\0x", "XDG_DATA_HOME": "/" + Self.long,
      "XDG_CONFIG_HOME": "", "XDG_RUNTIME_DIR": "\0", "TMPDIR": "../../tmp",
    ]
    let report = StandardLocations(app: myApp, environment: linux(hostile)).report()
    #expect(report[.caches]?.path == "/h/.cache/MyApp")
    #expect(report[.applicationSupport]?.path == "/" + Self.long + "/MyApp")
    #expect(report[.config]?.path == "/h/.config/MyApp")
    #expect(report[.temporary]?.path == "/tmp/MyApp-1000")
    #expect(report[.runtime]?.path == "/tmp/runtime-1000/MyApp")
  }

  @Test func userDirectoriesFileWithRandomBytes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let text = Array("XDG_MUSIC_DIR=\"$HOME/".utf8) + bytes + Array("\"\n".utf8)
      let file = UserDirectoriesFile(parsing: text, home: "/h")
      for path in file.directories.values { #expect(path.hasPrefix("/")) }
    }
  }

  // MARK: - Effects on a hostile disk

  @Test func symbolicLinkLoopIsATypedErrorAndChangesNothing() throws {
    let sandbox = try DiskSandbox()
    try sandbox.makeSymbolicLink("a", to: sandbox.path("b"))
    try sandbox.makeSymbolicLink("b", to: sandbox.path("a"))
    let before = treeListing(sandbox.root)
    let creator = DirectoryCreator(environment: sandbox.environment())
    #expect(throws: DirectoryCreationError.self) {
      try creator.createDirectory(atPath: sandbox.path("a/c"))
    }
    #expect(throws: BackupExclusionError.self) {
      try BackupExclusion(app: myApp).exclude(URL(filePath: sandbox.path("a")))
    }
    #expect(treeListing(sandbox.root) == before)
  }

  @Test func overlongPathIsATypedError() throws {
    let sandbox = try DiskSandbox()
    let creator = DirectoryCreator(environment: sandbox.environment())
    let error = #expect(throws: DirectoryCreationError.self) {
      try creator.createDirectory(atPath: sandbox.path(Self.long))
    }
    #expect(error?.path == sandbox.path(Self.long))
    #expect(sandbox.contents(atPath: sandbox.root) == [])
  }

  @Test(.enabled(if: SmallFileSystem.isAvailable, "needs permission to mount a tmpfs"))
  func fullDiskIsATypedErrorAndChangesNothing() throws {
    let sandbox = try DiskSandbox()
    try SmallFileSystem.with(kilobytes: 64, in: sandbox) { point in
      try FileManager.default.createDirectory(
        atPath: point + "/cache", withIntermediateDirectories: false)
      try Data("keep".utf8).write(to: URL(filePath: point + "/cache/data"))
      SmallFileSystem.fill(point)
      let before = treeListing(point)
      let data = FileManager.default.contents(atPath: point + "/cache/data")

      // A full tmpfs still has inodes, so a directory may be created; a file cannot.
      let exclusion = Result { () throws(BackupExclusionError) in
        try BackupExclusion(app: myApp).exclude(URL(filePath: point + "/cache"))
      }
      if case .success = exclusion { Issue.record("a full disk accepted CACHEDIR.TAG") }
      #expect(FileManager.default.contents(atPath: point + "/cache/data") == data)
      #expect(!FileManager.default.fileExists(atPath: point + "/cache/CACHEDIR.TAG"))
      #expect(treeListing(point) == before)
    }
  }

  @Test(.enabled(if: SmallFileSystem.isAvailable, "needs permission to mount a tmpfs"))
  func readOnlyFileSystemIsATypedErrorAndChangesNothing() throws {
    let sandbox = try DiskSandbox()
    try SmallFileSystem.with(kilobytes: 64, in: sandbox) { point in
      try FileManager.default.createDirectory(
        atPath: point + "/home", withIntermediateDirectories: false)
      try #require(SmallFileSystem.makeReadOnly(point))
      let before = treeListing(point)
      let environment = sandbox.environment(variables: ["HOME": point + "/home"])
      let locations = StandardLocations(app: myApp, environment: environment)
      let error = #expect(throws: DirectoryCreationError.self) {
        try locations.createDirectory(for: .caches)
      }
      #expect(error?.description.contains("errno 30") == true)
      #expect(throws: BackupExclusionError.self) {
        try BackupExclusion(app: myApp).exclude(URL(filePath: point + "/home"))
      }
      #expect(treeListing(point) == before)
    }
  }
}
