import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations

/// FreeBSD and OpenBSD are the Linux layout with their own runtime base
/// (`/var/run/user/<uid>` on FreeBSD, none on OpenBSD) and without systemd's
/// service directories (Design/locations.md#freebsd-and-openbsd).
@Suite struct BSDRuntimeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let platform: Platform
    let privateBases: [String]
    let expectedPath: String
    let expectedDiagnostic: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "FreeBSD uses /var/run/user", platform: .freeBSD,
      privateBases: ["/var/run/user/1000"], expectedPath: "/var/run/user/1000/MyApp",
      expectedDiagnostic: "runtime: XDG_RUNTIME_DIR is not set; using /var/run/user/1000/MyApp"),
    Case(
      name: "FreeBSD does not use Linux's /run/user", platform: .freeBSD,
      privateBases: ["/run/user/1000"], expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR is not set; /var/run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "OpenBSD has no system base", platform: .openBSD,
      privateBases: ["/run/user/1000", "/var/run/user/1000", "/tmp/run/user/1000"],
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic: "runtime: XDG_RUNTIME_DIR is not set; using /tmp/runtime-1000/MyApp"),
    Case(
      name: "Linux keeps /run/user", platform: .linux,
      privateBases: ["/run/user/1000", "/var/run/user/1000"],
      expectedPath: "/run/user/1000/MyApp",
      expectedDiagnostic: "runtime: XDG_RUNTIME_DIR is not set; using /run/user/1000/MyApp"),
  ]

  @Test(arguments: cases)
  func systemRuntimeBase(_ testCase: Case) throws {
    var disk = VirtualFileSystem()
    for base in testCase.privateBases {
      disk.addDirectory(base, ownerID: 1000, permissions: 0o700)
    }
    let locations = StandardLocations(
      app: myApp, environment: Self.environment(testCase.platform, fileSystem: disk))
    let resolved = try locations.resolve(.runtime)
    #expect(resolved.path == testCase.expectedPath)
    #expect(resolved.diagnostics.map(\.description) == [testCase.expectedDiagnostic])
  }

  @Test(arguments: [Platform.freeBSD, .openBSD])
  func everyOtherLocationIsLinuxs(_ platform: Platform) throws {
    let variables = ["XDG_CONFIG_DIRS": "/usr/local/etc/xdg", "XDG_BIN_HOME": "/h/bin"]
    let bsd = StandardLocations(app: myApp, environment: Self.environment(platform, variables))
    let linux = StandardLocations(app: myApp, environment: linux(variables))
    for location in Location.allCases where location != .runtime {
      #expect(try bsd.path(for: location) == linux.path(for: location), "\(location)")
      #expect(try bsd.searchPaths(for: location) == linux.searchPaths(for: location))
    }
  }

  @Test(arguments: [Platform.freeBSD, .openBSD])
  func systemdServiceDirectoriesAreLinuxOnly(_ platform: Platform) throws {
    let variables = ["CACHE_DIRECTORY": "/var/cache/myapp", "XDG_CACHE_HOME": "/h/c"]
    let bsd = StandardLocations(app: myApp, environment: Self.environment(platform, variables))
    #expect(try bsd.path(for: .caches) == "/h/c/MyApp")
  }

  static func environment(
    _ platform: Platform, _ variables: [String: String] = [:],
    fileSystem: VirtualFileSystem = VirtualFileSystem()
  ) -> SystemEnvironment {
    var all = variables
    all["HOME"] = "/h"
    return SystemEnvironment(
      platform: platform, variables: all, userDatabaseHome: "/pw", effectiveUserID: 1000,
      resourceDirectory: "/opt/myapp/bin", fileSystem: fileSystem)
  }
}
