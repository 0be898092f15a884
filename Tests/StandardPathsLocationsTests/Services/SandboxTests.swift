import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Flatpak and Snap (Design/locations.md#services-and-sandboxes), decided by the environment
/// snapshot alone.
@Suite struct SandboxTests {
  /// A `user-dirs.dirs` that moves Documents (line 2) and Music (line 4).
  static let userDirs = """
    # written by xdg-user-dirs-update
    XDG_DOCUMENTS_DIR="$HOME/Docs"

    XDG_MUSIC_DIR="/srv/music"

    """

  // MARK: - Detection

  struct DetectionCase: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    var flatpakInfo: String?
    var platform = Platform.linux
    let expected: Sandbox?
    var testDescription: String { name }
  }

  static let detectionCases: [DetectionCase] = [
    DetectionCase(name: "none", variables: [:], expected: nil),
    DetectionCase(
      name: "FLATPAK_ID", variables: ["FLATPAK_ID": "org.example.App"],
      expected: Sandbox(kind: .flatpak, identifier: "org.example.App")),
    DetectionCase(
      name: "/.flatpak-info names the app", variables: [:],
      flatpakInfo: "[Application]\nname=org.example.Info\nruntime=x\n\n[Instance]\nname=no\n",
      expected: Sandbox(kind: .flatpak, identifier: "org.example.Info")),
    DetectionCase(
      name: "/.flatpak-info without a name", variables: [:], flatpakInfo: "[Instance]\nname=x\n",
      expected: Sandbox(kind: .flatpak, identifier: nil)),
    DetectionCase(name: "empty FLATPAK_ID", variables: ["FLATPAK_ID": ""], expected: nil),
    DetectionCase(
      name: "SNAP_NAME with revision", variables: ["SNAP_NAME": "hello", "SNAP_REVISION": "12"],
      expected: Sandbox(kind: .snap, identifier: "hello", revision: "12")),
    DetectionCase(
      name: "SNAP_NAME without revision", variables: ["SNAP_NAME": "hello"],
      expected: Sandbox(kind: .snap, identifier: "hello")),
    DetectionCase(
      name: "SNAP alone is not enough", variables: ["SNAP": "/snap/x/1"], expected: nil),
    DetectionCase(
      name: "not on macOS", variables: ["FLATPAK_ID": "org.example.App", "SNAP_NAME": "x"],
      platform: .macOS, expected: nil),
  ]

  @Test(arguments: detectionCases)
  func detection(_ testCase: DetectionCase) {
    var disk = VirtualFileSystem()
    if let info = testCase.flatpakInfo { disk.addFile("/.flatpak-info", contents: info) }
    var environment = linux(testCase.variables, fileSystem: disk)
    environment.platform = testCase.platform
    let locations = StandardLocations(app: myApp, environment: environment)
    #expect(locations.sandbox == testCase.expected)
    #expect(locations.report().sandbox == testCase.expected)
  }

  @Test func descriptions() {
    #expect(Sandbox(kind: .flatpak, identifier: "org.a.B").description == "flatpak org.a.B")
    #expect(
      Sandbox(kind: .snap, identifier: "hello", revision: "12").description
        == "snap hello (revision 12)")
    #expect(Sandbox(kind: .flatpak, identifier: nil).description == "flatpak")
  }

  // MARK: - Flatpak

  struct FlatpakCase: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    let expected: [Location: String]
    let sources: [Location: String]
    var testDescription: String { name }
  }

  static let flatpakCases: [FlatpakCase] = [
    FlatpakCase(
      name: "XDG_STATE_HOME unset (Flatpak < 1.13)",
      variables: ["FLATPAK_ID": "org.example.App"],
      expected: [.state: "/h/.var/app/org.example.App/.local/state/MyApp"],
      sources: [.state: "flatpak: XDG_STATE_HOME unset"]),
    FlatpakCase(
      name: "XDG_STATE_HOME set by Flatpak >= 1.13",
      variables: [
        "FLATPAK_ID": "org.example.App",
        "XDG_STATE_HOME": "/h/.var/app/org.example.App/.local/state",
      ],
      expected: [.state: "/h/.var/app/org.example.App/.local/state/MyApp"],
      sources: [.state: "XDG_STATE_HOME"]),
    FlatpakCase(
      name: "relative XDG_STATE_HOME counts as unset",
      variables: ["FLATPAK_ID": "org.example.App", "XDG_STATE_HOME": "state"],
      expected: [.state: "/h/.var/app/org.example.App/.local/state/MyApp"],
      sources: [.state: "flatpak: XDG_STATE_HOME unset"]),
    FlatpakCase(
      name: "the other XDG variables Flatpak sets are used as in Design/locations.md",
      variables: [
        "FLATPAK_ID": "org.example.App", "XDG_DATA_HOME": "/h/.var/app/org.example.App/data",
        "XDG_CONFIG_HOME": "/h/.var/app/org.example.App/config",
        "XDG_CACHE_HOME": "/h/.var/app/org.example.App/cache",
      ],
      expected: [
        .applicationSupport: "/h/.var/app/org.example.App/data/MyApp",
        .config: "/h/.var/app/org.example.App/config/MyApp",
        .caches: "/h/.var/app/org.example.App/cache/MyApp",
        .logs: "/h/.var/app/org.example.App/.local/state/MyApp/log",
      ],
      sources: [.config: "XDG_CONFIG_HOME", .logs: "under state (flatpak: XDG_STATE_HOME unset)"]
    ),
    FlatpakCase(
      name: "an unsafe FLATPAK_ID is not a folder name",
      variables: ["FLATPAK_ID": "../x"],
      expected: [.state: "/h/.local/state/MyApp"],
      sources: [.state: "default: XDG_STATE_HOME unset"]),
    FlatpakCase(
      name: "systemd's STATE_DIRECTORY still wins",
      variables: ["FLATPAK_ID": "org.example.App", "STATE_DIRECTORY": "/var/lib/x"],
      expected: [.state: "/var/lib/x"], sources: [.state: "systemd STATE_DIRECTORY"]),
  ]

  @Test(arguments: flatpakCases)
  func flatpak(_ testCase: FlatpakCase) throws {
    let locations = StandardLocations(app: myApp, environment: linux(testCase.variables))
    for (location, path) in testCase.expected {
      #expect(try locations.path(for: location) == path, "\(location)")
    }
    for (location, source) in testCase.sources {
      #expect(try locations.resolve(location).source.description == source, "\(location)")
    }
  }

  @Test func flatpakDetectedByItsInfoFileUsesTheIdInside() throws {
    var disk = VirtualFileSystem()
    disk.addFile("/.flatpak-info", contents: "[Application]\nname=org.example.Info\n")
    let locations = StandardLocations(app: myApp, environment: linux(fileSystem: disk))
    #expect(try locations.path(for: .state) == "/h/.var/app/org.example.Info/.local/state/MyApp")
  }

  struct UserFolderCase: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    /// The `user-dirs.dirs` files on disk.
    let files: [String]
    let documents: String
    let music: String
    let documentsSource: String
    var testDescription: String { name }
  }

  static let userFolderCases: [UserFolderCase] = [
    UserFolderCase(
      name: "no sandbox: XDG_CONFIG_HOME's file",
      variables: ["XDG_CONFIG_HOME": "/h/cfg"], files: ["/h/cfg/user-dirs.dirs"],
      documents: "/h/Docs", music: "/srv/music", documentsSource: "user-dirs.dirs line 2"),
    UserFolderCase(
      name: "flatpak: HOST_XDG_CONFIG_HOME's file, not the sandbox's XDG_CONFIG_HOME",
      variables: [
        "FLATPAK_ID": "org.example.App", "XDG_CONFIG_HOME": "/h/.var/app/org.example.App/config",
        "HOST_XDG_CONFIG_HOME": "/h/hostcfg",
      ],
      files: ["/h/hostcfg/user-dirs.dirs", "/h/.var/app/org.example.App/config/user-dirs.dirs"],
      documents: "/h/Docs", music: "/srv/music",
      documentsSource: "user-dirs.dirs line 2 (flatpak: the host's file)"),
    UserFolderCase(
      name: "flatpak without HOST_XDG_CONFIG_HOME: ~/.config",
      variables: [
        "FLATPAK_ID": "org.example.App", "XDG_CONFIG_HOME": "/h/.var/app/org.example.App/config",
      ],
      files: ["/h/.config/user-dirs.dirs"], documents: "/h/Docs", music: "/srv/music",
      documentsSource: "user-dirs.dirs line 2 (flatpak: the host's file)"),
    UserFolderCase(
      name: "flatpak: the sandbox's own file is not read",
      variables: [
        "FLATPAK_ID": "org.example.App", "XDG_CONFIG_HOME": "/h/.var/app/org.example.App/config",
      ],
      files: ["/h/.var/app/org.example.App/config/user-dirs.dirs"], documents: "/h/Documents",
      music: "/h/Music",
      documentsSource: "default: XDG_DOCUMENTS_DIR unset and not in user-dirs.dirs"),
    UserFolderCase(
      name: "snap: SNAP_REAL_HOME's file, $HOME is the real home",
      variables: [
        "SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12", "SNAP_REAL_HOME": "/home/u",
        "XDG_CONFIG_HOME": "/home/u/snap/hello/12/.config",
      ],
      files: ["/home/u/.config/user-dirs.dirs", "/home/u/snap/hello/12/.config/user-dirs.dirs"],
      documents: "/home/u/Docs", music: "/srv/music",
      documentsSource: "user-dirs.dirs line 2 (snap: SNAP_REAL_HOME)"),
    UserFolderCase(
      name: "snap without a file: defaults under the real home",
      variables: [
        "SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12", "SNAP_REAL_HOME": "/home/u",
      ],
      files: [], documents: "/home/u/Documents", music: "/home/u/Music",
      documentsSource:
        "default: XDG_DOCUMENTS_DIR unset and not in user-dirs.dirs (snap: SNAP_REAL_HOME)"),
    UserFolderCase(
      name: "snap without SNAP_REAL_HOME: the rules of Design/locations.md unchanged",
      variables: ["SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12"],
      files: ["/home/u/snap/hello/12/.config/user-dirs.dirs"],
      documents: "/home/u/snap/hello/12/Docs", music: "/srv/music",
      documentsSource: "user-dirs.dirs line 2"),
    UserFolderCase(
      name: "snap with a relative SNAP_REAL_HOME: the rules of Design/locations.md unchanged",
      variables: ["SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12", "SNAP_REAL_HOME": "u"],
      files: [], documents: "/home/u/snap/hello/12/Documents",
      music: "/home/u/snap/hello/12/Music",
      documentsSource: "default: XDG_DOCUMENTS_DIR unset and not in user-dirs.dirs"),
    UserFolderCase(
      name: "snap: XDG_DOCUMENTS_DIR in the environment still wins",
      variables: [
        "SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12", "SNAP_REAL_HOME": "/home/u",
        "XDG_DOCUMENTS_DIR": "/env/docs",
      ],
      files: ["/home/u/.config/user-dirs.dirs"], documents: "/env/docs", music: "/srv/music",
      documentsSource: "XDG_DOCUMENTS_DIR"),
  ]

  @Test(arguments: userFolderCases)
  func userFolders(_ testCase: UserFolderCase) throws {
    var disk = VirtualFileSystem()
    for file in testCase.files { disk.addFile(file, contents: Self.userDirs) }
    let locations = StandardLocations(
      app: myApp, environment: linux(testCase.variables, fileSystem: disk))
    let documents = try locations.resolve(.documents)
    #expect(documents.path == testCase.documents)
    #expect(documents.source.description == testCase.documentsSource)
    #expect(try locations.path(for: .music) == testCase.music)
  }

  @Test func snapHomeAndAppScopedLocationsFollowTheSnapsHome() throws {
    let locations = StandardLocations(
      app: myApp,
      environment: linux([
        "SNAP_NAME": "hello", "HOME": "/home/u/snap/hello/12", "SNAP_REAL_HOME": "/home/u",
      ]))
    #expect(try locations.path(for: .home) == "/home/u/snap/hello/12")
    #expect(try locations.path(for: .caches) == "/home/u/snap/hello/12/.cache/MyApp")
    #expect(try locations.path(for: .desktop) == "/home/u/Desktop")
  }
}
