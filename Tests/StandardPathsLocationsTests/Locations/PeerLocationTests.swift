import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The locations, options and lookups users pick a peer for
/// (Design/locations.md#locations-from-the-peers): executables, fonts,
/// applications, preferences, the version folder, site directories,
/// `locate`, the XDG layout on macOS and Android.
@Suite struct PeerLocationTests {
  static let versioned: AppIdentity = {
    do {
      return try AppIdentity(
        name: "MyApp", organization: "Acme", bundleIdentifier: "com.acme.MyApp", version: "1.0")
    } catch {
      fatalError("\(error)")
    }
  }()

  static let linuxTable: [(Location, String)] = [
    (.executables, "/h/.local/bin"),
    (.fonts, "/h/.local/share/fonts"),
    (.applications, "/h/.local/share/applications"),
    (.preferences, "/h/.config/MyApp"),
  ]

  @Test(arguments: linuxTable)
  func linuxLayout(_ location: Location, _ expected: String) {
    #expect(outcome(location, linux()) == expected)
  }

  @Test func linuxVariablesMoveTheNewLocations() throws {
    let environment = linux([
      "XDG_BIN_HOME": "/x/bin", "XDG_DATA_HOME": "/x/data", "XDG_CONFIG_HOME": "/x/config",
    ])
    #expect(outcome(.executables, environment) == "/x/bin")
    #expect(outcome(.fonts, environment) == "/x/data/fonts")
    #expect(outcome(.applications, environment) == "/x/data/applications")
    #expect(outcome(.preferences, environment) == "/x/config/MyApp")
    let locations = StandardLocations(app: myApp, environment: environment)
    #expect(try locations.resolve(.executables).source.description == "XDG_BIN_HOME")
    #expect(
      try locations.resolve(.preferences).source.description == "same as config (XDG_CONFIG_HOME)")
    #expect(outcome(.executables, linux(["XDG_BIN_HOME": "rel/bin"])) == "/h/.local/bin")
    let relative = StandardLocations(app: myApp, environment: linux(["XDG_BIN_HOME": "rel/bin"]))
    #expect(
      try relative.resolve(.executables).source.description == "default: XDG_BIN_HOME not absolute")
  }

  @Test func serviceDirectoriesDoNotMoveSharedFolders() {
    let environment = linux(["STATE_DIRECTORY": "/var/lib/myapp"])
    #expect(outcome(.fonts, environment) == "/h/.local/share/fonts")
    #expect(outcome(.applications, environment) == "/h/.local/share/applications")
  }

  @Test func newLocationsOnOtherPlatforms() {
    let mac = ForeignPlatformTests.macOS
    #expect(outcome(.executables, mac) == "/Users/me/.local/bin")
    #expect(outcome(.fonts, mac) == "/Users/me/Library/Fonts")
    #expect(outcome(.applications, mac) == "/Users/me/Applications")
    #expect(outcome(.preferences, mac) == "/Users/me/Library/Preferences")
    let windows = ForeignPlatformTests.windows
    #expect(outcome(.executables, windows) == #"C:\Users\me\AppData\Local\Programs"#)
    #expect(outcome(.fonts, windows) == #"C:\Users\me\AppData\Local\Microsoft\Windows\Fonts"#)
    #expect(
      outcome(.applications, windows)
        == #"C:\Users\me\AppData\Roaming\Microsoft\Windows\Start Menu\Programs"#)
    #expect(outcome(.preferences, windows) == #"C:\Users\me\AppData\Local\Acme\MyApp"#)
    let iOS = SystemEnvironment(platform: .iOS, variables: ["HOME": "/c"])
    #expect(outcome(.preferences, iOS) == "/c/Library/Preferences")
    #expect(outcome(.executables, iOS) == "error: ios has no executables location")
    #expect(outcome(.fonts, iOS) == "error: ios has no fonts location")
    #expect(outcome(.applications, iOS) == "error: ios has no applications location")
  }

  @Test func newLocationsAreNotAppScoped() {
    for location in [Location.executables, .fonts, .applications, .preferences] {
      #expect(!location.isAppScoped)
    }
    #expect(
      Location.allCases.suffix(4).map(\.identifier) == [
        "executables", "fonts", "applications", "preferences",
      ])
  }

  // MARK: - Version folder

  static let versionedLinux: [(Location, String)] = [
    (.applicationSupport, "/h/.local/share/MyApp/1.0"),
    (.config, "/h/.config/MyApp/1.0"),
    (.caches, "/h/.cache/MyApp/1.0"),
    (.state, "/h/.local/state/MyApp/1.0"),
    (.logs, "/h/.local/state/MyApp/1.0/log"),
    (.offlineData, "/h/.local/share/MyApp/1.0/Offline Data"),
    (.runtime, "/run/user/1000/MyApp/1.0"),
    (.temporary, "/tmp/MyApp-1000"),
    (.executables, "/h/.local/bin"),
    (.fonts, "/h/.local/share/fonts"),
    (.preferences, "/h/.config/MyApp/1.0"),
    (.documents, "/h/Documents"),
  ]

  @Test(arguments: versionedLinux)
  func versionFolderOnLinux(_ location: Location, _ expected: String) {
    var disk = VirtualFileSystem()
    disk.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
    #expect(outcome(location, linux(fileSystem: disk), app: Self.versioned) == expected)
  }

  @Test func versionFolderOnMacOSAndWindows() {
    let mac = ForeignPlatformTests.macOS
    let app = Self.versioned
    #expect(
      outcome(.applicationSupport, mac, app: app)
        == "/Users/me/Library/Application Support/MyApp/1.0")
    #expect(outcome(.caches, mac, app: app) == "/Users/me/Library/Caches/com.acme.MyApp/1.0")
    #expect(outcome(.logs, mac, app: app) == "/Users/me/Library/Logs/MyApp/1.0")
    #expect(
      outcome(.runtime, mac, app: app) == "/Users/me/Library/Caches/TemporaryItems/MyApp/1.0")
    let windows = ForeignPlatformTests.windows
    let local = #"C:\Users\me\AppData\Local"#
    #expect(outcome(.config, windows, app: app) == local + #"\Acme\MyApp\1.0"#)
    #expect(outcome(.caches, windows, app: app) == local + #"\Acme\MyApp\Cache\1.0"#)
    #expect(outcome(.logs, windows, app: app) == local + #"\Acme\MyApp\1.0\Logs"#)
    #expect(outcome(.runtime, windows, app: app) == local + #"\Temp\Acme\MyApp\1.0"#)
    let iOS = SystemEnvironment(platform: .iOS, variables: ["HOME": "/c"])
    #expect(outcome(.caches, iOS, app: app) == "/c/Library/Caches")
  }

  @Test func versionIsValidatedLikeTheName() throws {
    for bad in ["", "..", "1/0", #"1\0"#, "a\u{0}b"] {
      #expect(throws: AppIdentity.ValidationError.self) {
        try AppIdentity(name: "MyApp", version: bad)
      }
    }
    do {
      _ = try AppIdentity(name: "MyApp", version: "../evil")
      Issue.record("accepted ../evil")
    } catch {
      #expect(error.field == .version)
      #expect(error.description == #"invalid version "../evil": it contains "/""#)
    }
    let trailingDot = try AppIdentity(name: "MyApp", version: "1.0.")
    #expect(throws: AppIdentity.ValidationError.self) { try trailingDot.validate(for: .windows) }
    #expect(
      outcome(.config, ForeignPlatformTests.windows, app: trailingDot).hasPrefix(
        "error: invalid version"))
  }

  // MARK: - Site directories

  @Test func linuxSiteDirectories() throws {
    let locations = StandardLocations(app: Self.versioned, environment: linux())
    #expect(
      try locations.searchPaths(for: .caches) == ["/h/.cache/MyApp/1.0", "/var/cache/MyApp/1.0"])
    #expect(
      try locations.searchPaths(for: .state) == ["/h/.local/state/MyApp/1.0", "/var/lib/MyApp/1.0"])
    #expect(
      try locations.searchPaths(for: .logs) == [
        "/h/.local/state/MyApp/1.0/log", "/var/log/MyApp/1.0",
      ])
    #expect(
      try locations.searchPaths(for: .applicationSupport) == [
        "/h/.local/share/MyApp/1.0", "/usr/local/share/MyApp/1.0", "/usr/share/MyApp/1.0",
      ])
    #expect(
      try locations.searchPaths(for: .preferences) == [
        "/h/.config/MyApp/1.0", "/etc/xdg/MyApp/1.0",
      ])
    #expect(try locations.searchPaths(for: .executables) == ["/h/.local/bin", "/usr/local/bin"])
    #expect(
      try locations.searchPaths(for: .applications) == [
        "/h/.local/share/applications", "/usr/local/share/applications",
        "/usr/share/applications",
      ])
    #expect(try locations.searchPaths(for: .documents) == ["/h/Documents"])
  }

  @Test func macOSAndWindowsSiteDirectories() throws {
    let mac = StandardLocations(app: Self.versioned, environment: ForeignPlatformTests.macOS)
    #expect(
      try mac.searchPaths(for: .config) == [
        "/Users/me/Library/Application Support/MyApp/1.0", "/Library/Application Support/MyApp/1.0",
      ])
    #expect(try mac.searchPaths(for: .caches).last == "/Library/Caches/MyApp/1.0")
    #expect(try mac.searchPaths(for: .logs).last == "/Library/Logs/MyApp/1.0")
    #expect(try mac.searchPaths(for: .fonts) == ["/Users/me/Library/Fonts", "/Library/Fonts"])
    var environment = ForeignPlatformTests.windows
    let windows = StandardLocations(app: Self.versioned, environment: environment)
    #expect(
      try windows.searchPaths(for: .applicationSupport).last == #"C:\ProgramData\Acme\MyApp\1.0"#)
    #expect(try windows.searchPaths(for: .caches).last == #"C:\ProgramData\Acme\MyApp\Cache\1.0"#)
    #expect(try windows.searchPaths(for: .logs).last == #"C:\ProgramData\Acme\MyApp\1.0\Logs"#)
    #expect(try windows.searchPaths(for: .executables).last == #"C:\ProgramData\bin"#)
    environment.variables["PROGRAMDATA"] = #"D:\Shared"#
    let moved = StandardLocations(app: myApp, environment: environment)
    #expect(try moved.searchPaths(for: .config).last == #"D:\Shared\Acme\MyApp"#)
  }

  // MARK: - locate

  @Test func locateFindsTheUserFileBeforeTheSiteFile() throws {
    var disk = VirtualFileSystem()
    disk.addFile("/usr/share/MyApp/themes/dark.json", contents: "{}")
    disk.addFile("/usr/local/share/MyApp/themes/dark.json", contents: "{}")
    disk.addDirectory("/usr/share/MyApp/themes/folder")
    let site = StandardLocations(app: bareApp, environment: linux(fileSystem: disk))
    #expect(
      try site.locate("themes/dark.json", in: .applicationSupport)
        == "/usr/local/share/MyApp/themes/dark.json")
    disk.addSymbolicLink("/h/.local/share/MyApp/themes/dark.json")
    let user = StandardLocations(app: bareApp, environment: linux(fileSystem: disk))
    #expect(
      try user.locateAll("themes/dark.json", in: .applicationSupport) == [
        "/h/.local/share/MyApp/themes/dark.json", "/usr/local/share/MyApp/themes/dark.json",
        "/usr/share/MyApp/themes/dark.json",
      ])
    #expect(try user.locate("themes/folder", in: .applicationSupport) == nil)
    #expect(try user.locateAll("missing", in: .config) == [])
    #expect(throws: LocationError.self) { try user.locate("../escape", in: .config) }
  }

  // MARK: - XDG on macOS

  @Test func macOSXDGLayoutIsAnExplicitOption() {
    let mac = ForeignPlatformTests.macOS
    let xdg = StandardLocations.Options(usesXDGOnMacOS: true)
    #expect(outcome(.config, mac, options: xdg) == "/Users/me/.config/MyApp")
    #expect(outcome(.applicationSupport, mac, options: xdg) == "/Users/me/.local/share/MyApp")
    #expect(outcome(.caches, mac, options: xdg) == "/Users/me/.cache/MyApp")
    #expect(outcome(.state, mac, options: xdg) == "/Users/me/.local/state/MyApp")
    #expect(outcome(.logs, mac, options: xdg) == "/Users/me/.local/state/MyApp/log")
    #expect(
      outcome(.offlineData, mac, options: xdg) == "/Users/me/.local/share/MyApp/Offline Data")
    #expect(outcome(.runtime, mac, options: xdg) == "/Users/me/Library/Caches/TemporaryItems/MyApp")
    #expect(outcome(.preferences, mac, options: xdg) == "/Users/me/Library/Preferences")
    var withVariable = mac
    withVariable.variables["XDG_CACHE_HOME"] = "/x/cache"
    #expect(outcome(.caches, withVariable, options: xdg) == "/x/cache/MyApp")
    #expect(outcome(.config, linux(), options: xdg) == "/h/.config/MyApp")
    #expect(outcome(.config, mac) == "/Users/me/Library/Application Support/MyApp")
  }

  // MARK: - Android

  static let androidFiles = "/data/user/10/com.acme.myapp/files"

  static let androidTable: [(Location, String)] = [
    (.home, "/data/user/10/com.acme.myapp"),
    (.applicationSupport, androidFiles + "/MyApp/1.0"),
    (.state, androidFiles + "/MyApp/1.0"),
    (.offlineData, androidFiles + "/MyApp/1.0/Offline Data"),
    (.config, "/data/user/10/com.acme.myapp/shared_prefs/MyApp/1.0"),
    (.preferences, "/data/user/10/com.acme.myapp/shared_prefs/MyApp/1.0"),
    (.caches, "/data/user/10/com.acme.myapp/cache/MyApp/1.0"),
    (.logs, "/data/user/10/com.acme.myapp/cache/MyApp/1.0/log"),
    (.runtime, "/data/user/10/com.acme.myapp/cache/MyApp/1.0/tmp"),
    (.temporary, "/data/user/10/com.acme.myapp/cache/MyApp/1.0/tmp"),
    (.executables, androidFiles + "/bin"),
    (.applications, androidFiles + "/MyApp/1.0"),
    (.documents, "/storage/emulated/10/Documents"),
    (.downloads, "/storage/emulated/10/Download"),
    (.videos, "/storage/emulated/10/Movies"),
    (.desktop, "/storage/emulated/10/Documents/Desktop"),
    (.fonts, "/storage/emulated/10/Documents/fonts"),
    (.resources, "error: android has no resources location"),
  ]

  @Test(arguments: androidTable)
  func androidLayout(_ location: Location, _ expected: String) {
    let environment = SystemEnvironment(
      platform: .android, variables: ["XDG_CACHE_HOME": "/ignored"],
      androidFilesDirectory: Self.androidFiles + "/")
    #expect(outcome(location, environment, app: Self.versioned) == expected)
  }

  @Test func androidWithoutTheFilesDirectory() {
    let environment = SystemEnvironment(platform: .android, variables: ["HOME": "/h"])
    #expect(
      outcome(.caches, environment)
        == "error: android has no caches location without the app's files directory "
        + "(androidFilesDirectory, --android-files-dir)")
    #expect(outcome(.home, environment) == "/h")
    #expect(outcome(.music, environment) == "/storage/emulated/0/Music")
    #expect(Platform(identifier: "android") == .android)
  }
}
