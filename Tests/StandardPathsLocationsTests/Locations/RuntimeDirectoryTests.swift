import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// `XDG_RUNTIME_DIR` is validated (owner, 0700, not a symlink), then
/// `/run/user/<euid>`, then `$TMPDIR‖/tmp/runtime-<euid>`; every fallback
/// is reported.
@Suite struct RuntimeDirectoryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let variable: String?
    let disk: @Sendable (inout VirtualFileSystem) -> Void
    let expectedPath: String
    /// The diagnostic line, or `nil` when none is expected.
    let expectedDiagnostic: String?
    var testDescription: String { name }
  }

  static let goodRunUser: @Sendable (inout VirtualFileSystem) -> Void = {
    $0.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
  }

  static let cases: [Case] = [
    Case(
      name: "good", variable: "/xdg/run",
      disk: { $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o700) },
      expectedPath: "/xdg/run/MyApp", expectedDiagnostic: nil),
    Case(
      name: "good with trailing slash", variable: "/xdg/run/",
      disk: { $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o700) },
      expectedPath: "/xdg/run/MyApp", expectedDiagnostic: nil),
    Case(
      name: "sticky bit allowed", variable: "/xdg/run",
      disk: { $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o1700) },
      expectedPath: "/xdg/run/MyApp", expectedDiagnostic: nil),
    Case(
      name: "missing is accepted (created 0700 later)", variable: "/xdg/new",
      disk: { _ in }, expectedPath: "/xdg/new/MyApp", expectedDiagnostic: nil),
    Case(
      name: "mode 0755", variable: "/xdg/run",
      disk: { $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o755) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/run has mode 0755, not 0700; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "mode 0755 with a good /run/user", variable: "/xdg/run",
      disk: {
        $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o755)
        goodRunUser(&$0)
      },
      expectedPath: "/run/user/1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/run has mode 0755, not 0700; using /run/user/1000/MyApp"),
    Case(
      name: "symlink", variable: "/xdg/link",
      disk: { $0.addSymbolicLink("/xdg/link", ownerID: 1000) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/link is a symbolic link; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "symlink spelled with a trailing slash and dot", variable: "/xdg/link/./",
      disk: { $0.addSymbolicLink("/xdg/link", ownerID: 1000) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/link/./ is a symbolic link; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "owned by another user", variable: "/xdg/run",
      disk: { $0.addDirectory("/xdg/run", ownerID: 0, permissions: 0o700) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/run is owned by uid 0; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "a regular file", variable: "/xdg/file",
      disk: { $0.addFile("/xdg/file", contents: "", ownerID: 1000, permissions: 0o700) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/file is not a directory; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "cannot be inspected", variable: "/xdg/locked",
      disk: { $0.addInaccessibleItem("/xdg/locked", code: 13) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR /xdg/locked cannot be inspected (errno 13); /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "unset, /run/user good", variable: nil, disk: goodRunUser,
      expectedPath: "/run/user/1000/MyApp",
      expectedDiagnostic: "runtime: XDG_RUNTIME_DIR is not set; using /run/user/1000/MyApp"),
    Case(
      name: "unset, /run/user missing", variable: nil, disk: { _ in },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR is not set; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "unset, /run/user world-readable", variable: nil,
      disk: { $0.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o755) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR is not set; /run/user/1000 has mode 0755, not 0700; using /tmp/runtime-1000/MyApp"
    ),
    Case(
      name: "empty", variable: "", disk: goodRunUser, expectedPath: "/run/user/1000/MyApp",
      expectedDiagnostic: "runtime: XDG_RUNTIME_DIR is empty; using /run/user/1000/MyApp"),
    Case(
      name: "relative", variable: "run/me", disk: goodRunUser,
      expectedPath: "/run/user/1000/MyApp",
      expectedDiagnostic:
        "runtime: XDG_RUNTIME_DIR \"run/me\" is not an absolute path; using /run/user/1000/MyApp"),
  ]

  @Test(arguments: cases)
  func runtimeRule(_ testCase: Case) throws {
    var disk = VirtualFileSystem()
    testCase.disk(&disk)
    var variables: [String: String] = [:]
    variables["XDG_RUNTIME_DIR"] = testCase.variable
    let locations = StandardLocations(
      app: myApp, environment: linux(variables, fileSystem: disk))
    let resolved = try locations.resolve(.runtime)
    #expect(resolved.path == testCase.expectedPath)
    #expect(
      resolved.diagnostics.map(\.description) == [testCase.expectedDiagnostic].compactMap { $0 })
  }

  @Test func fallbackHonoursTMPDIR() throws {
    let locations = StandardLocations(app: myApp, environment: linux(["TMPDIR": "/var/tmp/"]))
    let resolved = try locations.resolve(.runtime)
    #expect(resolved.path == "/var/tmp/runtime-1000/MyApp")
    #expect(resolved.diagnostics.first?.chosenPath == "/var/tmp/runtime-1000/MyApp")
    #expect(resolved.diagnostics.first?.rejections.map(\.problem) == [.unset, .missing])
  }

  @Test func reportCollectsTheDiagnostic() {
    let report = StandardLocations(app: myApp, environment: linux()).report()
    #expect(report.diagnostics.map(\.location) == [.runtime])
  }
}
