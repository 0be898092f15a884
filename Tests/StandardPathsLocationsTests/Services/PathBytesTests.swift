import Foundation
import StandardPathsTesting
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Paths are bytes (Design/locations.md#paths-are-bytes): a value that is not valid UTF-8 is
/// kept exactly in the `FilePath` form and replaced with U+FFFD in the text.
@Suite struct PathBytesTests {
  /// `/srv/café` in Latin-1: `é` is the single byte 0xE9.
  static let latin1: [UInt8] = Array("/srv/caf".utf8) + [0xE9]

  /// The bytes of a `FilePath`.
  static func bytes(_ path: FilePath) -> [UInt8] {
    path.withPlatformString { pointer in
      var result: [UInt8] = []
      var cursor = pointer
      while cursor.pointee != 0 {
        result.append(UInt8(bitPattern: cursor.pointee))
        cursor += 1
      }
      return result
    }
  }

  @Test(arguments: [
    ("XDG_DOCUMENTS_DIR", Location.documents, [UInt8]()),
    ("XDG_CACHE_HOME", .caches, Array("/MyApp".utf8)),
    ("HOME", .config, Array("/.config/MyApp".utf8)),
    ("TMPDIR", .temporary, Array("/MyApp-1000".utf8)),
  ])
  func aNonUTF8VariableIsKeptExactly(_ variable: String, _ location: Location, _ suffix: [UInt8])
    throws
  {
    let environment = SystemEnvironment(
      platform: .linux, variables: ["HOME": "/h"].merging([variable: "/srv/caf\u{FFFD}"]) { $1 },
      variableBytes: [variable: Self.latin1], effectiveUserID: 1000)
    let locations = StandardLocations(app: myApp, environment: environment)
    let resolved = try locations.resolve(location)
    #expect(Self.bytes(resolved.filePath) == Self.latin1 + suffix)
    #expect(Self.bytes(try locations.filePath(for: location)) == Self.latin1 + suffix)
    #expect(resolved.path == "/srv/caf\u{FFFD}" + String(decoding: suffix, as: UTF8.self))
    #expect(!resolved.pathIsExact)
  }

  @Test func validPathsAreExact() throws {
    let resolved = try StandardLocations(app: myApp, environment: linux()).resolve(.caches)
    #expect(resolved.pathIsExact)
    #expect(resolved.filePath == FilePath("/h/.cache/MyApp"))
  }

  @Test func aNonUTF8RuntimeDirectoryIsRefusedNotProbedByAnotherName() throws {
    var disk = VirtualFileSystem()
    disk.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
    let environment = SystemEnvironment(
      platform: .linux, variables: ["HOME": "/h"],
      variableBytes: ["XDG_RUNTIME_DIR": Self.latin1], effectiveUserID: 1000, fileSystem: disk)
    let resolved = try StandardLocations(app: myApp, environment: environment).resolve(.runtime)
    #expect(resolved.path == "/run/user/1000/MyApp")
    #expect(resolved.diagnostics.first?.rejections.first?.problem == .notValidUTF8)
    #expect(resolved.diagnostics.first?.rejectsSetVariable == true)
  }

  @Test func aNonUTF8LocationIsNotCreated() throws {
    let sandbox = try DiskSandbox()
    var environment = sandbox.environment()
    environment.variableBytes["XDG_CACHE_HOME"] = Array(sandbox.root.utf8) + [0x2F, 0xE9]
    let locations = StandardLocations(app: myApp, environment: environment)
    #expect(throws: DirectoryCreationError.self) { try locations.createDirectory(for: .caches) }
    #expect(sandbox.contents(atPath: sandbox.root) == [])
  }

  @Test func variableBytesWinOverTheText() {
    let environment = SystemEnvironment(
      platform: .linux, variables: ["A": "text"], variableBytes: ["A": [0xFF], "B": [0x41]])
    #expect(environment.bytes(ofVariable: "A") == [0xFF])
    #expect(environment.bytes(ofVariable: "B") == [0x41])
    #expect(environment.bytes(ofVariable: "C") == nil)
  }

  /// The byte-level normalization is `FilePath`'s, on valid text.
  @Test(arguments: [
    "/", "//", "/a", "/a/", "/a//b", "///a///b///", "/a/./b", "/a/../b", "/ a /", "/é//ü/",
  ])
  func normalizationMatchesFilePath(_ text: String) {
    #expect(PathSyntax.posix.normalized(PathBytes(text)).string == FilePath(text).string)
    #expect(
      PathSyntax.posix.join(PathBytes(text), "x", "y z").string
        == PathSyntax.posix.join(text, "x", "y z"))
  }

  #if os(Linux)
    /// The live adapter reads `environ`, so a child process sees a
    /// non-UTF-8 variable's exact bytes (checked in a child, so this
    /// process's environment is left alone).
    @Test func theLiveSnapshotKeepsTheBytes() async {
      await #expect(processExitsWith: .success) {
        let value: [CChar] =
          Array("/srv/caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        _ = value.withUnsafeBufferPointer { buffer in
          buffer.baseAddress.map { setenv("STANDARD_PATHS_TEST_BYTES", $0, 1) }
        }
        let live = SystemEnvironment.live()
        let exact = live.bytes(ofVariable: "STANDARD_PATHS_TEST_BYTES") == PathBytesTests.latin1
        let lossy = live.variables["STANDARD_PATHS_TEST_BYTES"] == "/srv/caf\u{FFFD}"
        exit(exact && lossy ? 0 : 1)
      }
    }
  #endif
}
