import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The private directories of Linux (`$TMPDIR/<name>-<euid>` and the
/// runtime base), and the classic `/tmp` attacks on them.
@Suite struct PrivateDirectoryTests {
  /// Something an attacker (or a careless admin) left where a private
  /// directory belongs.
  enum Attack: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case symbolicLink, otherOwner, mode0777, mode0750

    var testDescription: String { rawValue }

    var expectedProblem: DirectoryProblem {
      switch self {
      case .symbolicLink: return .symbolicLink
      case .otherOwner: return .ownedByAnotherUser(4242)
      case .mode0777: return .accessibleByOthers(0o777)
      case .mode0750: return .accessibleByOthers(0o750)
      }
    }
  }

  let sandbox: DiskSandbox
  let app: AppIdentity
  let euid = DiskSandbox.effectiveUserID

  init() throws {
    sandbox = try DiskSandbox()
    app = try AppIdentity(name: "App")
  }

  /// Plants `attack` at `relative` and returns the probe overrides it needs.
  private func plant(_ attack: Attack, at relative: String) throws -> [String: OverridingProbe
    .Override]
  {
    try sandbox.makeDirectory("tmp", permissions: 0o1777)
    switch attack {
    case .symbolicLink:
      try sandbox.makeDirectory("elsewhere", permissions: 0o755)
      try sandbox.makeSymbolicLink(relative, to: sandbox.path("elsewhere"))
      return [:]
    case .otherOwner:
      try sandbox.makeDirectory(relative, permissions: 0o700)
      return [sandbox.path(relative): .owner(4242)]
    case .mode0777:
      try sandbox.makeDirectory(relative, permissions: 0o777)
      return [:]
    case .mode0750:
      try sandbox.makeDirectory(relative, permissions: 0o750)
      return [:]
    }
  }

  /// Checks that nothing was followed, created inside or re-permissioned.
  private func expectUntouched(_ attack: Attack, at relative: String) {
    let path = sandbox.path(relative)
    switch attack {
    case .symbolicLink:
      #expect(sandbox.status(atPath: path)?.kind == .symbolicLink)
      #expect(sandbox.contents(atPath: sandbox.path("elsewhere")) == [])
      #expect(sandbox.permissions(atPath: sandbox.path("elsewhere")) == 0o755)
    case .otherOwner:
      #expect(sandbox.permissions(atPath: path) == 0o700)
      #expect(sandbox.contents(atPath: path) == [])
    case .mode0777:
      #expect(sandbox.permissions(atPath: path) == 0o777)
      #expect(sandbox.contents(atPath: path) == [])
    case .mode0750:
      #expect(sandbox.permissions(atPath: path) == 0o750)
      #expect(sandbox.contents(atPath: path) == [])
    }
  }

  /// An environment whose runtime directory falls back to
  /// `$TMPDIR/runtime-<euid>`: `XDG_RUNTIME_DIR` unset and
  /// `/run/user/<euid>` hidden.
  private func runtimeFallbackEnvironment(
    _ overrides: [String: OverridingProbe.Override] = [:]
  ) -> SystemEnvironment {
    var all = overrides
    all["/run/user/\(euid)"] = .missing
    var environment = sandbox.environment(fileSystem: OverridingProbe(all))
    environment.variables["XDG_RUNTIME_DIR"] = nil
    return environment
  }

  // MARK: - Temporary directory

  @Test func theTemporaryDirectoryIsCreatedPrivate() throws {
    let locations = StandardLocations(app: app, environment: sandbox.environment())
    let url = try locations.createDirectory(for: .temporary)

    let path = sandbox.path("tmp/App-\(euid)")
    #expect(url.path(percentEncoded: false) == path + "/")
    #expect(sandbox.status(atPath: path)?.kind == .directory)
    #expect(sandbox.permissions(atPath: path) == 0o700)
    // Creating it again finds it safe.
    try locations.createDirectory(for: .temporary)
  }

  @Test(arguments: Attack.allCases)
  func anUnsafeTemporaryDirectoryIsRefused(attack: Attack) throws {
    let relative = "tmp/App-\(euid)"
    let overrides = try plant(attack, at: relative)
    let environment = sandbox.environment(fileSystem: OverridingProbe(overrides))
    let locations = StandardLocations(app: app, environment: environment)

    #expect(
      throws: DirectoryCreationError.unsafePrivateDirectory(
        sandbox.path(relative), attack.expectedProblem)
    ) {
      try locations.createDirectory(for: .temporary)
    }
    expectUntouched(attack, at: relative)
  }

  @Test func resolvingAnUnsafeTemporaryDirectoryIsStillPure() throws {
    _ = try plant(.mode0777, at: "tmp/App-\(euid)")
    let locations = StandardLocations(app: app, environment: sandbox.environment())
    #expect(try locations.path(for: .temporary) == sandbox.path("tmp/App-\(euid)"))
  }

  // MARK: - Runtime directory

  @Test func aMissingXDGRuntimeDirIsCreatedPrivate() throws {
    let environment = sandbox.environment(variables: ["XDG_RUNTIME_DIR": sandbox.path("run/xdg")])
    let locations = StandardLocations(app: app, environment: environment)

    try locations.createDirectory(for: .runtime)

    for relative in ["run", "run/xdg", "run/xdg/App"] {
      #expect(sandbox.permissions(atPath: sandbox.path(relative)) == 0o700, "\(relative)")
    }
  }

  @Test func theRuntimeFallbackIsCreatedPrivate() throws {
    let locations = StandardLocations(app: app, environment: runtimeFallbackEnvironment())
    let resolved = try locations.resolve(.runtime)
    #expect(resolved.path == sandbox.path("tmp/runtime-\(euid)/App"))
    #expect(!resolved.diagnostics.isEmpty)

    try locations.createDirectory(for: .runtime)

    #expect(sandbox.permissions(atPath: sandbox.path("tmp/runtime-\(euid)")) == 0o700)
    #expect(sandbox.permissions(atPath: sandbox.path("tmp/runtime-\(euid)/App")) == 0o700)
  }

  @Test(arguments: Attack.allCases)
  func anUnsafeRuntimeFallbackIsRefused(attack: Attack) throws {
    let relative = "tmp/runtime-\(euid)"
    let overrides = try plant(attack, at: relative)
    let locations = StandardLocations(app: app, environment: runtimeFallbackEnvironment(overrides))

    #expect(
      throws: DirectoryCreationError.unsafePrivateDirectory(
        sandbox.path(relative), attack.expectedProblem)
    ) {
      try locations.createDirectory(for: .runtime)
    }
    expectUntouched(attack, at: relative)
  }

  // MARK: - The lower-level API

  @Test func createPrivateDirectoryAcceptsItsOwnDirectory() throws {
    let creator = DirectoryCreator(environment: sandbox.environment())
    let path = sandbox.path("p/q")
    #expect(try creator.createPrivateDirectory(atPath: path) == [sandbox.path("p"), path])
    #expect(try creator.createPrivateDirectory(atPath: path) == [])
  }

  @Test func aFileWhereAPrivateDirectoryBelongsIsRefused() throws {
    try sandbox.makeFile("f", contents: "data", permissions: 0o600)
    let creator = DirectoryCreator(environment: sandbox.environment())
    #expect(
      throws: DirectoryCreationError.unsafePrivateDirectory(sandbox.path("f"), .notADirectory)
    ) {
      try creator.createPrivateDirectory(atPath: sandbox.path("f"))
    }
    #expect(sandbox.text(atPath: sandbox.path("f")) == "data")
  }

  @Test func refusalsAreOneLineNamingThePath() {
    let error = DirectoryCreationError.unsafePrivateDirectory("/tmp/App-1000", .symbolicLink)
    #expect(
      error.description == "refusing unsafe private directory: /tmp/App-1000 is a symbolic link")
  }
}
