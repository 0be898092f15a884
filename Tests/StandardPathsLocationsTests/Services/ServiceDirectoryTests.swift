import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// systemd service directories (Design/locations.md#services-and-sandboxes): the first `:` entry of
/// each variable, used as is when absolute; on Linux only; off with the
/// option.
@Suite struct ServiceDirectoryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    let expected: [Location: String]
    var options = StandardLocations.Options()
    var testDescription: String { name }
  }

  /// The paths (Design/locations.md) of `linux()` for MyApp, which a case overrides.
  static let xdg: [Location: String] = [
    .applicationSupport: "/h/.local/share/MyApp", .state: "/h/.local/state/MyApp",
    .offlineData: "/h/.local/share/MyApp/Offline Data", .caches: "/h/.cache/MyApp",
    .logs: "/h/.local/state/MyApp/log", .config: "/h/.config/MyApp",
    .temporary: "/tmp/MyApp-1000", .documents: "/h/Documents", .home: "/h",
  ]

  static let cases: [Case] = [
    Case(name: "none set", variables: [:], expected: [:]),
    Case(
      name: "STATE_DIRECTORY", variables: ["STATE_DIRECTORY": "/var/lib/myapp"],
      expected: [
        .applicationSupport: "/var/lib/myapp", .state: "/var/lib/myapp",
        .offlineData: "/var/lib/myapp/Offline Data", .logs: "/var/lib/myapp/log",
      ]),
    Case(
      name: "CACHE_DIRECTORY", variables: ["CACHE_DIRECTORY": "/var/cache/myapp"],
      expected: [.caches: "/var/cache/myapp"]),
    Case(
      name: "LOGS_DIRECTORY", variables: ["LOGS_DIRECTORY": "/var/log/myapp"],
      expected: [.logs: "/var/log/myapp"]),
    Case(
      name: "LOGS_DIRECTORY wins over STATE_DIRECTORY/log",
      variables: ["STATE_DIRECTORY": "/var/lib/myapp", "LOGS_DIRECTORY": "/var/log/myapp"],
      expected: [
        .applicationSupport: "/var/lib/myapp", .state: "/var/lib/myapp",
        .offlineData: "/var/lib/myapp/Offline Data", .logs: "/var/log/myapp",
      ]),
    Case(
      name: "CONFIGURATION_DIRECTORY", variables: ["CONFIGURATION_DIRECTORY": "/etc/myapp"],
      expected: [.config: "/etc/myapp"]),
    Case(
      name: "a list: the first entry", variables: ["CACHE_DIRECTORY": "/var/cache/a:/var/cache/b"],
      expected: [.caches: "/var/cache/a"]),
    Case(
      name: "normalized", variables: ["CACHE_DIRECTORY": "/var//cache/a/"],
      expected: [.caches: "/var/cache/a"]),
    Case(
      name: "relative first entry: ignored as a whole",
      variables: ["CACHE_DIRECTORY": "cache/a:/var/cache/b"], expected: [:]),
    Case(
      name: "empty first entry: ignored as a whole",
      variables: ["CACHE_DIRECTORY": ":/var/cache/b"], expected: [:]),
    Case(name: "empty: ignored", variables: ["STATE_DIRECTORY": ""], expected: [:]),
    Case(
      name: "service directories win over XDG variables",
      variables: ["XDG_CACHE_HOME": "/x/cache", "CACHE_DIRECTORY": "/var/cache/myapp"],
      expected: [.caches: "/var/cache/myapp"]),
    Case(
      name: "user folders, home and temporary are unaffected",
      variables: [
        "STATE_DIRECTORY": "/s", "CACHE_DIRECTORY": "/c", "LOGS_DIRECTORY": "/l",
        "CONFIGURATION_DIRECTORY": "/e",
      ],
      expected: [
        .applicationSupport: "/s", .state: "/s", .offlineData: "/s/Offline Data", .caches: "/c",
        .logs: "/l", .config: "/e",
      ]),
    Case(
      name: "the option turns them off",
      variables: [
        "STATE_DIRECTORY": "/s", "CACHE_DIRECTORY": "/c", "LOGS_DIRECTORY": "/l",
        "CONFIGURATION_DIRECTORY": "/e",
      ],
      expected: [:], options: StandardLocations.Options(usesServiceDirectories: false)),
  ]

  @Test(arguments: cases)
  func serviceDirectories(_ testCase: Case) throws {
    let locations = StandardLocations(
      app: myApp, environment: linux(testCase.variables), options: testCase.options)
    for (location, xdgPath) in Self.xdg {
      let expected = testCase.expected[location] ?? xdgPath
      #expect(try locations.path(for: location) == expected, "\(location)")
    }
  }

  @Test(arguments: [
    ("STATE_DIRECTORY", Location.state), ("STATE_DIRECTORY", .applicationSupport),
    ("CACHE_DIRECTORY", .caches), ("LOGS_DIRECTORY", .logs),
    ("CONFIGURATION_DIRECTORY", .config),
  ])
  func sourceNamesTheVariable(_ variable: String, _ location: Location) throws {
    let resolved = try StandardLocations(app: myApp, environment: linux([variable: "/srv/x"]))
      .resolve(location)
    #expect(resolved.source.kind == .serviceDirectory)
    #expect(resolved.source.variable == variable)
    #expect(resolved.source.description == "systemd \(variable)")
  }

  @Test func derivedLocationsNameTheServiceDirectory() throws {
    let locations = StandardLocations(
      app: myApp, environment: linux(["STATE_DIRECTORY": "/var/lib/myapp"]))
    #expect(
      try locations.resolve(.logs).source.description == "under state (systemd STATE_DIRECTORY)")
    #expect(
      try locations.resolve(.offlineData).source.description
        == "under applicationSupport (systemd STATE_DIRECTORY)")
  }

  @Test(arguments: [Platform.macOS, .windows, .iOS])
  func otherPlatformsIgnoreThem(_ platform: Platform) throws {
    let variables = [
      "HOME": "/h", "USERPROFILE": #"C:\Users\me"#, "STATE_DIRECTORY": "/s",
      "CACHE_DIRECTORY": "/c", "RUNTIME_DIRECTORY": "/r",
    ]
    let with = StandardLocations(
      app: myApp, environment: SystemEnvironment(platform: platform, variables: variables))
    var without = variables
    for name in ["STATE_DIRECTORY", "CACHE_DIRECTORY", "RUNTIME_DIRECTORY"] {
      without[name] = nil
    }
    let reference = StandardLocations(
      app: myApp, environment: SystemEnvironment(platform: platform, variables: without))
    for location in [Location.state, .caches, .runtime] {
      #expect(try with.path(for: location) == reference.path(for: location), "\(location)")
    }
  }
}

/// `RUNTIME_DIRECTORY`: validated like the runtime base (Design/locations.md); when it
/// fails, the chain (Design/locations.md#runtime-directory) with a diagnostic that names it.
@Suite struct ServiceRuntimeDirectoryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    let disk: @Sendable (inout VirtualFileSystem) -> Void
    let expectedPath: String
    let expectedSource: String
    let expectedDiagnostic: String?
    var options = StandardLocations.Options()
    var testDescription: String { name }
  }

  static let goodService: @Sendable (inout VirtualFileSystem) -> Void = {
    $0.addDirectory("/run/myapp", ownerID: 1000, permissions: 0o700)
    $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o700)
  }

  static let cases: [Case] = [
    Case(
      name: "good: used as is", variables: ["RUNTIME_DIRECTORY": "/run/myapp"], disk: goodService,
      expectedPath: "/run/myapp", expectedSource: "systemd RUNTIME_DIRECTORY",
      expectedDiagnostic: nil),
    Case(
      name: "a list: the first entry", variables: ["RUNTIME_DIRECTORY": "/run/myapp:/run/other"],
      disk: goodService, expectedPath: "/run/myapp", expectedSource: "systemd RUNTIME_DIRECTORY",
      expectedDiagnostic: nil),
    Case(
      name: "wins over XDG_RUNTIME_DIR",
      variables: ["RUNTIME_DIRECTORY": "/run/myapp", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: goodService, expectedPath: "/run/myapp", expectedSource: "systemd RUNTIME_DIRECTORY",
      expectedDiagnostic: nil),
    Case(
      name: "mode 0755 (systemd's default): falls back to XDG_RUNTIME_DIR",
      variables: ["RUNTIME_DIRECTORY": "/run/myapp", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: {
        $0.addDirectory("/run/myapp", ownerID: 1000, permissions: 0o755)
        $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o700)
      },
      expectedPath: "/xdg/run/MyApp",
      expectedSource: "fallback: RUNTIME_DIRECTORY /run/myapp has mode 0755, not 0700",
      expectedDiagnostic:
        "runtime: RUNTIME_DIRECTORY /run/myapp has mode 0755, not 0700; using /xdg/run/MyApp"),
    Case(
      name: "owned by another user: falls back down the whole chain",
      variables: ["RUNTIME_DIRECTORY": "/run/myapp"],
      disk: { $0.addDirectory("/run/myapp", ownerID: 0, permissions: 0o700) },
      expectedPath: "/tmp/runtime-1000/MyApp",
      expectedSource:
        "fallback: RUNTIME_DIRECTORY /run/myapp is owned by uid 0; XDG_RUNTIME_DIR is not set; "
        + "/run/user/1000 does not exist",
      expectedDiagnostic:
        "runtime: RUNTIME_DIRECTORY /run/myapp is owned by uid 0; XDG_RUNTIME_DIR is not set; "
        + "/run/user/1000 does not exist; using /tmp/runtime-1000/MyApp"),
    Case(
      name: "relative first entry: rejected",
      variables: ["RUNTIME_DIRECTORY": "run/myapp:/run/other", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: goodService, expectedPath: "/xdg/run/MyApp",
      expectedSource: "fallback: RUNTIME_DIRECTORY \"run/myapp\" is not an absolute path",
      expectedDiagnostic:
        "runtime: RUNTIME_DIRECTORY \"run/myapp\" is not an absolute path; using /xdg/run/MyApp"),
    Case(
      name: "a world-writable parent without the sticky bit",
      variables: ["RUNTIME_DIRECTORY": "/shared/myapp", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: {
        $0.addDirectory("/shared", ownerID: 0, permissions: 0o777)
        $0.addDirectory("/shared/myapp", ownerID: 1000, permissions: 0o700)
        $0.addDirectory("/xdg/run", ownerID: 1000, permissions: 0o700)
      },
      expectedPath: "/xdg/run/MyApp",
      expectedSource:
        "fallback: RUNTIME_DIRECTORY /shared/myapp is under /shared, which others can write "
        + "(mode 0777, no sticky bit)",
      expectedDiagnostic:
        "runtime: RUNTIME_DIRECTORY /shared/myapp is under /shared, which others can write "
        + "(mode 0777, no sticky bit); using /xdg/run/MyApp"),
    Case(
      name: "the option turns it off",
      variables: ["RUNTIME_DIRECTORY": "/run/myapp", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: goodService, expectedPath: "/xdg/run/MyApp", expectedSource: "XDG_RUNTIME_DIR",
      expectedDiagnostic: nil, options: StandardLocations.Options(usesServiceDirectories: false)),
    Case(
      name: "empty: as if unset",
      variables: ["RUNTIME_DIRECTORY": "", "XDG_RUNTIME_DIR": "/xdg/run"],
      disk: goodService, expectedPath: "/xdg/run/MyApp", expectedSource: "XDG_RUNTIME_DIR",
      expectedDiagnostic: nil),
  ]

  @Test(arguments: cases)
  func runtimeDirectory(_ testCase: Case) throws {
    var disk = VirtualFileSystem()
    testCase.disk(&disk)
    let locations = StandardLocations(
      app: myApp, environment: linux(testCase.variables, fileSystem: disk),
      options: testCase.options)
    let resolved = try locations.resolve(.runtime)
    #expect(resolved.path == testCase.expectedPath)
    #expect(resolved.source.description == testCase.expectedSource)
    #expect(
      resolved.diagnostics.map(\.description) == [testCase.expectedDiagnostic].compactMap { $0 })
    // A rejected RUNTIME_DIRECTORY was set: the CLI warns about it
    // (Design/locations.md#refused-values).
    #expect(
      resolved.diagnostics.contains(where: \.rejectsSetVariable)
        == (testCase.expectedDiagnostic != nil))
  }
}
