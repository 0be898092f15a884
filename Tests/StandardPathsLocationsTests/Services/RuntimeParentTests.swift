import Foundation
import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Design/locations.md#private-directories: a runtime base, the runtime fallback and the private
/// temporary directory are refused when a directory above them lets
/// another user replace them.
@Suite struct RuntimeParentTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let disk: @Sendable (inout VirtualFileSystem) -> Void
    /// The problem with `XDG_RUNTIME_DIR=/a/b/run`, or `nil` if accepted.
    let expected: DirectoryProblem?
    var testDescription: String { name }
  }

  /// `/a/b/run` is private; the case shapes `/a` and `/a/b`.
  static func tree(
    a: (owner: UInt32, mode: UInt16) = (0, 0o755), b: (owner: UInt32, mode: UInt16) = (0, 0o755),
    bIsLink: Bool = false
  ) -> @Sendable (inout VirtualFileSystem) -> Void {
    { disk in
      disk.addDirectory("/", ownerID: 0, permissions: 0o755)
      disk.addDirectory("/a", ownerID: a.owner, permissions: a.mode)
      if bIsLink {
        disk.addSymbolicLink("/a/b", ownerID: b.owner)
      } else {
        disk.addDirectory("/a/b", ownerID: b.owner, permissions: b.mode)
      }
      disk.addDirectory("/a/b/run", ownerID: 1000, permissions: 0o700)
    }
  }

  static let cases: [Case] = [
    Case(name: "root-owned 0755 parents", disk: tree(), expected: nil),
    Case(name: "parents the user owns", disk: tree(b: (1000, 0o755)), expected: nil),
    Case(name: "sticky and world-writable, like /tmp", disk: tree(a: (0, 0o1777)), expected: nil),
    Case(
      name: "world-writable without the sticky bit", disk: tree(a: (0, 0o777)),
      expected: .ancestorWritableByOthers("/a", 0o777)),
    Case(
      name: "group-writable without the sticky bit", disk: tree(b: (0, 0o775)),
      expected: .ancestorWritableByOthers("/a/b", 0o775)),
    Case(
      name: "others may write, group may not", disk: tree(b: (1000, 0o702)),
      expected: .ancestorWritableByOthers("/a/b", 0o702)),
    Case(
      name: "owned by another user", disk: tree(b: (4242, 0o755)),
      expected: .ancestorOwnedByAnotherUser("/a/b", 4242)),
    Case(name: "a root-owned symbolic link on the way", disk: tree(bIsLink: true), expected: nil),
    Case(
      name: "a symbolic link another user owns", disk: tree(b: (4242, 0o777), bIsLink: true),
      expected: .ancestorOwnedByAnotherUser("/a/b", 4242)),
    Case(
      name: "missing parents are fine (created 0700)",
      disk: { $0.addDirectory("/a", ownerID: 0, permissions: 0o755) }, expected: nil),
  ]

  @Test(arguments: cases)
  func xdgRuntimeDirectoryParents(_ testCase: Case) throws {
    var disk = VirtualFileSystem()
    testCase.disk(&disk)
    let resolved = try StandardLocations(
      app: myApp, environment: linux(["XDG_RUNTIME_DIR": "/a/b/run"], fileSystem: disk)
    ).resolve(.runtime)
    if let expected = testCase.expected {
      #expect(resolved.path == "/tmp/runtime-1000/MyApp")
      #expect(resolved.diagnostics.first?.rejections.first?.problem == expected)
      #expect(resolved.diagnostics.first?.rejectsSetVariable == true)
    } else {
      #expect(resolved.path == "/a/b/run/MyApp")
      #expect(resolved.diagnostics.isEmpty)
    }
  }

  @Test func runUserParentsAreCheckedToo() throws {
    var disk = VirtualFileSystem()
    disk.addDirectory("/run", ownerID: 0, permissions: 0o755)
    disk.addDirectory("/run/user", ownerID: 0, permissions: 0o777)
    disk.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
    let resolved = try StandardLocations(app: myApp, environment: linux(fileSystem: disk))
      .resolve(.runtime)
    #expect(resolved.path == "/tmp/runtime-1000/MyApp")
    #expect(
      resolved.diagnostics.map(\.description) == [
        "runtime: XDG_RUNTIME_DIR is not set; /run/user/1000 is under /run/user, which others "
          + "can write (mode 0777, no sticky bit); using /tmp/runtime-1000/MyApp"
      ])
    // Unset, then a built-in candidate refused: no variable someone set.
    #expect(resolved.diagnostics.first?.rejectsSetVariable == false)
  }

  @Test func problemDescriptions() {
    #expect(
      DirectoryProblem.ancestorWritableByOthers("/x", 0o777).description
        == "is under /x, which others can write (mode 0777, no sticky bit)")
    #expect(
      DirectoryProblem.ancestorOwnedByAnotherUser("/x\ny", 7).description
        == "is under /x\\u{a}y, owned by uid 7")
  }
}

#if os(Linux)
  /// The same rule on a real disk: the temporary directory and the runtime
  /// fallback are refused, and nothing is created, under a parent that
  /// others can write.
  @Suite struct PrivateDirectoryParentTests {
    let sandbox: DiskSandbox
    let euid = DiskSandbox.effectiveUserID

    init() throws {
      sandbox = try DiskSandbox()
      try sandbox.makeDirectory("home", permissions: 0o755)
    }

    /// Locations whose `TMPDIR` is `sandbox/shared` (mode `mode`), with no
    /// usable runtime base, so the runtime falls back under `TMPDIR` too.
    private func locations(sharedMode mode: Int, owner: UInt32? = nil) throws -> StandardLocations {
      try sandbox.makeDirectory("shared", permissions: mode)
      var overrides: [String: OverridingProbe.Override] = ["/run/user/\(euid)": .missing]
      if let owner {
        if euid == 0 {
          try FileManager.default.setAttributes(
            [.ownerAccountID: owner], ofItemAtPath: sandbox.path("shared"))
        } else {
          overrides[sandbox.path("shared")] = .owner(owner)
        }
      }
      var environment = sandbox.environment(
        variables: ["TMPDIR": sandbox.path("shared")], fileSystem: OverridingProbe(overrides))
      environment.variables["XDG_RUNTIME_DIR"] = nil
      return StandardLocations(app: try AppIdentity(name: "App"), environment: environment)
    }

    @Test(arguments: [Location.temporary, .runtime])
    func aWorldWritableParentWithoutStickyBitIsRefused(_ location: Location) throws {
      let locations = try locations(sharedMode: 0o777)
      #expect(
        throws: DirectoryCreationError.unsafePrivateDirectory(
          location == .temporary
            ? sandbox.path("shared/App-\(euid)") : sandbox.path("shared/runtime-\(euid)"),
          .ancestorWritableByOthers(sandbox.path("shared"), 0o777))
      ) {
        try locations.createDirectory(for: location)
      }
      #expect(sandbox.contents(atPath: sandbox.path("shared")) == [])
    }

    @Test(arguments: [Location.temporary, .runtime])
    func aParentOwnedByAnotherUserIsRefused(_ location: Location) throws {
      let locations = try locations(sharedMode: 0o755, owner: 4242)
      #expect(throws: DirectoryCreationError.self) {
        try locations.createDirectory(for: location)
      }
      #expect(sandbox.contents(atPath: sandbox.path("shared")) == [])
    }

    @Test(arguments: [Location.temporary, .runtime])
    func aStickyParentLikeTmpIsFine(_ location: Location) throws {
      let locations = try locations(sharedMode: 0o1777)
      let url = try locations.createDirectory(for: location)
      #expect(sandbox.permissions(atPath: url.path(percentEncoded: false)) == 0o700)
    }

    @Test func aGoodXDGRuntimeDirUnderABadParentIsNotUsed() throws {
      try sandbox.makeDirectory("open", permissions: 0o777)
      try sandbox.makeDirectory("open/run", permissions: 0o700)
      let environment = sandbox.environment(
        variables: ["XDG_RUNTIME_DIR": sandbox.path("open/run")],
        fileSystem: OverridingProbe(["/run/user/\(euid)": .missing]))
      let resolved = try StandardLocations(
        app: try AppIdentity(name: "App"), environment: environment
      )
      .resolve(.runtime)
      #expect(resolved.path == sandbox.path("tmp/runtime-\(euid)/App"))
      #expect(
        resolved.diagnostics.first?.rejections.first?.problem
          == .ancestorWritableByOthers(sandbox.path("open"), 0o777))
    }
  }
#endif
