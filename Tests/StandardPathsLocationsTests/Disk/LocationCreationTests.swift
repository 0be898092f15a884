import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

@Suite struct LocationCreationTests {
  let sandbox: DiskSandbox
  let locations: StandardLocations

  init() throws {
    sandbox = try DiskSandbox()
    try sandbox.makeDirectory("home", permissions: 0o755)
    locations = StandardLocations(
      app: try AppIdentity(name: "App"), environment: sandbox.environment())
  }

  @Test func resolvingCreatesNothing() {
    _ = locations.report()
    #expect(sandbox.contents(atPath: sandbox.root) == ["home"])
    #expect(sandbox.contents(atPath: sandbox.path("home")) == [])
  }

  @Test func createsEveryAppScopedLocation() throws {
    let urls = try locations.createAppDirectories()

    #expect(urls.count == Location.appScoped.count)
    let euid = DiskSandbox.effectiveUserID
    let expected = [
      "home/.local", "home/.local/share", "home/.local/share/App",
      "home/.local/share/App/Offline Data", "home/.cache", "home/.cache/App", "home/.config",
      "home/.config/App", "home/.local/state", "home/.local/state/App",
      "home/.local/state/App/log", "tmp", "tmp/App-\(euid)", "run", "run/App",
    ]
    for relative in expected {
      #expect(sandbox.status(atPath: sandbox.path(relative))?.kind == .directory, "\(relative)")
      #expect(sandbox.permissions(atPath: sandbox.path(relative)) == 0o700, "\(relative)")
    }
    for (location, url) in zip(Location.appScoped, urls) {
      #expect(url.path(percentEncoded: false) == (try locations.path(for: location)) + "/")
    }
    // The home directory keeps its mode; no user folder appears.
    #expect(sandbox.permissions(atPath: sandbox.path("home")) == 0o755)
    #expect(sandbox.contents(atPath: sandbox.path("home")) == [".cache", ".config", ".local"])
  }

  @Test func aMissingHomeDirectoryIsNeverCreated() throws {
    var environment = sandbox.environment()
    environment.variables["HOME"] = sandbox.path("nonexistent")
    let homeless = StandardLocations(app: try AppIdentity(name: "App"), environment: environment)
    for location in [Location.caches, .config, .applicationSupport, .logs] {
      #expect(throws: DirectoryCreationError.missingHomeDirectory(sandbox.path("nonexistent"))) {
        try homeless.createDirectory(for: location)
      }
    }
    // Locations outside the home directory are still created.
    #expect(throws: Never.self) { try homeless.createDirectory(for: .temporary) }
    #expect(sandbox.status(atPath: sandbox.path("nonexistent")) == nil)
  }

  @Test func creatingTwiceIsHarmless() throws {
    let first = try locations.createAppDirectories()
    let second = try locations.createAppDirectories()
    #expect(first == second)
  }

  @Test(arguments: [
    Location.home, .documents, .desktop, .downloads, .music, .pictures, .videos, .templates,
    .publicShare, .resources,
  ])
  func locationsThatAreNotAppScopedAreNeverCreated(location: Location) {
    #expect(throws: DirectoryCreationError.notCreatable(location)) {
      try locations.createDirectory(for: location)
    }
    #expect(sandbox.contents(atPath: sandbox.path("home")) == [])
  }

  @Test func withoutAHomeDirectoryNothingIsCreated() throws {
    var environment = sandbox.environment()
    environment.variables["HOME"] = nil
    let homeless = StandardLocations(app: locations.app, environment: environment)

    #expect(throws: DirectoryCreationError.unresolved(.homeDirectoryNotFound(.linux))) {
      try homeless.createDirectory(for: .caches)
    }
    #expect(sandbox.contents(atPath: sandbox.root) == ["home"])
    #expect(sandbox.contents(atPath: sandbox.path("home")) == [])
  }

  @Test func anotherPlatformsSyntaxCannotBeCreated() throws {
    let windows = StandardLocations(
      app: locations.app,
      environment: SystemEnvironment(
        platform: .windows, variables: ["USERPROFILE": #"C:\Users\me"#]))

    #expect(throws: DirectoryCreationError.self) {
      try windows.createDirectory(for: .caches)
    }
  }

  @Test func aFileInTheWayOfALocationIsReported() throws {
    try sandbox.makeFile("home/.cache", contents: "not a folder")

    #expect(throws: DirectoryCreationError.notADirectory(sandbox.path("home/.cache"))) {
      try locations.createDirectory(for: .caches)
    }
    #expect(sandbox.text(atPath: sandbox.path("home/.cache")) == "not a folder")
  }
}
