import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The macOS, iOS-family and Windows tables of Design/locations.md, computed on
/// this host from injected environments, for `MyApp`/`Acme`/`com.acme.MyApp`.
@Suite struct ForeignPlatformTests {
  static let macOS = SystemEnvironment(
    platform: .macOS, variables: ["HOME": "/Users/me", "TMPDIR": "/var/folders/xy/T/"])

  static let macOSTable: [(Location, String)] = [
    (.home, "/Users/me"),
    (.documents, "/Users/me/Documents"),
    (.applicationSupport, "/Users/me/Library/Application Support/MyApp"),
    (.caches, "/Users/me/Library/Caches/com.acme.MyApp"),
    (.offlineData, "/Users/me/Library/Application Support/MyApp/Offline Data"),
    (.temporary, "/var/folders/xy/T"),
    (.resources, "error: macos has no resources location"),
    (.config, "/Users/me/Library/Application Support/MyApp"),
    (.state, "/Users/me/Library/Application Support/MyApp"),
    (.logs, "/Users/me/Library/Logs/MyApp"),
    (.runtime, "/Users/me/Library/Caches/TemporaryItems/MyApp"),
    (.desktop, "/Users/me/Desktop"),
    (.downloads, "/Users/me/Downloads"),
    (.music, "/Users/me/Music"),
    (.pictures, "/Users/me/Pictures"),
    (.videos, "/Users/me/Movies"),
    (.templates, "/Users/me/Templates"),
    (.publicShare, "/Users/me/Public"),
  ]

  @Test(arguments: macOSTable)
  func macOSLayout(_ location: Location, _ expected: String) {
    #expect(outcome(location, Self.macOS) == expected)
  }

  @Test func macOSCachesUseTheNameWithoutBundleIdentifier() {
    #expect(outcome(.caches, Self.macOS, app: bareApp) == "/Users/me/Library/Caches/MyApp")
  }

  @Test func macOSTemporaryWithoutTMPDIR() {
    let environment = SystemEnvironment(platform: .macOS, variables: ["HOME": "/Users/me"])
    #expect(outcome(.temporary, environment) == "/tmp")
  }

  static let macOSWithXDG: [(Location, String)] = [
    (.applicationSupport, "/x/data/MyApp"),
    (.offlineData, "/x/data/MyApp/Offline Data"),
    (.config, "/x/config/MyApp"),
    (.state, "/x/state/MyApp"),
    (.caches, "/x/cache/MyApp"),
    (.logs, "/Users/me/Library/Logs/MyApp"),
    (.runtime, "/Users/me/Library/Caches/TemporaryItems/MyApp"),
    (.documents, "/Users/me/Documents"),
  ]

  @Test(arguments: macOSWithXDG)
  func macOSHonoursAbsoluteXDGHomes(_ location: Location, _ expected: String) {
    var environment = Self.macOS
    environment.variables.merge(
      [
        "XDG_DATA_HOME": "/x/data", "XDG_CONFIG_HOME": "/x/config",
        "XDG_STATE_HOME": "/x/state", "XDG_CACHE_HOME": "/x/cache",
        "XDG_RUNTIME_DIR": "/x/run", "XDG_DOCUMENTS_DIR": "/x/docs",
      ], uniquingKeysWith: { $1 })
    #expect(outcome(location, environment) == expected)
  }

  @Test func macOSIgnoresRelativeXDGHomes() {
    var environment = Self.macOS
    environment.variables["XDG_DATA_HOME"] = "x/data"
    #expect(
      outcome(.applicationSupport, environment) == "/Users/me/Library/Application Support/MyApp")
  }

  static let container = "/var/mobile/Containers/Data/Application/0C1D"

  static let iOSTable: [(Location, String)] = [
    (.home, container),
    (.documents, container + "/Documents"),
    (.applicationSupport, container + "/Library/Application Support"),
    (.caches, container + "/Library/Caches"),
    (.offlineData, container + "/Library/Application Support/Offline Data"),
    (.temporary, container + "/tmp"),
    (.resources, "error: ios has no resources location"),
    (.config, container + "/Library/Application Support"),
    (.state, container + "/Library/Application Support"),
    (.logs, container + "/Library/Logs"),
    (.runtime, container + "/tmp"),
    (.desktop, "error: ios has no desktop location"),
    (.downloads, "error: ios has no downloads location"),
    (.music, "error: ios has no music location"),
    (.pictures, "error: ios has no pictures location"),
    (.videos, "error: ios has no videos location"),
    (.templates, "error: ios has no templates location"),
    (.publicShare, "error: ios has no publicShare location"),
  ]

  @Test(arguments: iOSTable)
  func iOSLayout(_ location: Location, _ expected: String) {
    let environment = SystemEnvironment(
      platform: .iOS,
      variables: ["HOME": Self.container, "XDG_CACHE_HOME": "/x/cache", "TMPDIR": "/x/tmp"])
    #expect(outcome(location, environment) == expected)
  }

  @Test(arguments: [Platform.tvOS, .watchOS])
  func otherContainerPlatformsMatchIOS(_ platform: Platform) {
    let environment = SystemEnvironment(platform: platform, variables: ["HOME": Self.container])
    let iOS = environment.computing(for: .iOS)
    for location in Location.allCases {
      let expected = outcome(location, iOS).replacingOccurrences(
        of: "ios", with: platform.identifier)
      #expect(outcome(location, environment) == expected, "\(location)")
    }
  }

  static let windows = SystemEnvironment(
    platform: .windows,
    variables: [
      "USERPROFILE": #"C:\Users\me"#,
      "APPDATA": #"C:\Users\me\AppData\Roaming"#,
      "LOCALAPPDATA": #"C:\Users\me\AppData\Local"#,
      "TEMP": #"C:\Users\me\AppData\Local\Temp"#,
      "PUBLIC": #"C:\Users\Public"#,
    ])

  static let windowsTable: [(Location, String)] = [
    (.home, #"C:\Users\me"#),
    (.documents, #"C:\Users\me\Documents"#),
    (.applicationSupport, #"C:\Users\me\AppData\Local\Acme\MyApp"#),
    (.caches, #"C:\Users\me\AppData\Local\Acme\MyApp\Cache"#),
    (.offlineData, #"C:\Users\me\AppData\Local\Acme\MyApp\Offline Data"#),
    (.temporary, #"C:\Users\me\AppData\Local\Temp\MyApp"#),
    (.resources, "error: windows has no resources location"),
    (.config, #"C:\Users\me\AppData\Local\Acme\MyApp"#),
    (.state, #"C:\Users\me\AppData\Local\Acme\MyApp"#),
    (.logs, #"C:\Users\me\AppData\Local\Acme\MyApp\Logs"#),
    (.runtime, #"C:\Users\me\AppData\Local\Temp\Acme\MyApp"#),
    (.desktop, #"C:\Users\me\Desktop"#),
    (.downloads, #"C:\Users\me\Downloads"#),
    (.music, #"C:\Users\me\Music"#),
    (.pictures, #"C:\Users\me\Pictures"#),
    (.videos, #"C:\Users\me\Videos"#),
    (.templates, #"C:\Users\me\AppData\Roaming\Microsoft\Windows\Templates"#),
    (.publicShare, #"C:\Users\Public"#),
  ]

  @Test(arguments: windowsTable)
  func windowsLayout(_ location: Location, _ expected: String) {
    #expect(outcome(location, Self.windows) == expected)
  }

  static let windowsRoaming: [(Location, String)] = [
    (.applicationSupport, #"C:\Users\me\AppData\Roaming\Acme\MyApp"#),
    (.config, #"C:\Users\me\AppData\Roaming\Acme\MyApp"#),
    (.state, #"C:\Users\me\AppData\Roaming\Acme\MyApp"#),
    (.offlineData, #"C:\Users\me\AppData\Roaming\Acme\MyApp\Offline Data"#),
    (.caches, #"C:\Users\me\AppData\Local\Acme\MyApp\Cache"#),
    (.logs, #"C:\Users\me\AppData\Local\Acme\MyApp\Logs"#),
  ]

  @Test(arguments: windowsRoaming)
  func windowsRoamingMovesOnlyAppData(_ location: Location, _ expected: String) {
    #expect(outcome(location, Self.windows, options: .init(roaming: true)) == expected)
  }

  @Test func windowsWithoutOrganizationDoesNotDouble() {
    #expect(
      outcome(.caches, Self.windows, app: bareApp) == #"C:\Users\me\AppData\Local\MyApp\Cache"#)
    #expect(
      outcome(.runtime, Self.windows, app: bareApp) == #"C:\Users\me\AppData\Local\Temp\MyApp"#)
  }

  @Test func windowsDerivesMissingFoldersFromTheProfile() {
    let environment = SystemEnvironment(
      platform: .windows,
      variables: ["USERPROFILE": #"D:\Profiles\me\"#, "LOCALAPPDATA": #"relative\Local"#])
    #expect(
      outcome(.applicationSupport, environment) == #"D:\Profiles\me\AppData\Local\Acme\MyApp"#)
    #expect(outcome(.temporary, environment) == #"D:\Profiles\me\AppData\Local\Temp\MyApp"#)
    #expect(
      outcome(.templates, environment)
        == #"D:\Profiles\me\AppData\Roaming\Microsoft\Windows\Templates"#)
    #expect(outcome(.publicShare, environment) == #"C:\Users\Public"#)
  }

  @Test func windowsHomeFallbacks() {
    let drive = SystemEnvironment(
      platform: .windows, variables: ["HOMEDRIVE": "E:", "HOMEPATH": #"\Users\me"#])
    #expect(outcome(.home, drive) == #"E:\Users\me"#)
    let named = SystemEnvironment(platform: .windows, variables: ["USERNAME": "me"])
    #expect(outcome(.home, named) == #"C:\Users\me"#)
    let unc = SystemEnvironment(
      platform: .windows, variables: ["USERPROFILE": #"\\server\share\me"#])
    #expect(outcome(.documents, unc) == #"\\server\share\me\Documents"#)
    let none = SystemEnvironment(platform: .windows, variables: ["USERPROFILE": "me"])
    #expect(
      outcome(.home, none).hasPrefix("error: cannot determine the home directory: USERPROFILE"))
  }

  /// Found by fuzzing: a profile spelled with `/` or a trailing separator
  /// gave paths that did not start with the home directory.
  @Test(arguments: [
    (#"C:\Users\me\"#, #"C:\Users\me"#),
    ("C:/Users/me/", #"C:\Users\me"#),
    (#"C:\\Users\\\me"#, #"C:\Users\me"#),
    (#"C:\"#, #"C:\"#),
    (#"\\server\share\"#, #"\\server\share"#),
  ])
  func windowsPathsAreNormalized(_ profile: String, _ home: String) {
    let environment = SystemEnvironment(platform: .windows, variables: ["USERPROFILE": profile])
    #expect(outcome(.home, environment) == home)
    let documents = home.hasSuffix("\\") ? home + "Documents" : home + #"\Documents"#
    #expect(outcome(.documents, environment) == documents)
  }

  @Test func valuesWithNULAreIgnored() {
    let posix = linux(["HOME": "/h\0x", "XDG_CACHE_HOME": "/c\0"], userDatabaseHome: "/pw")
    #expect(outcome(.caches, posix) == "/pw/.cache/MyApp")
    let windows = SystemEnvironment(
      platform: .windows, variables: ["USERPROFILE": "C:\\me\0", "USERNAME": "me"])
    #expect(outcome(.home, windows) == #"C:\Users\me"#)
  }

  @Test func windowsPathsAreNotFileURLsOnThisHost() {
    let locations = StandardLocations(app: myApp, environment: Self.windows)
    #expect(
      throws: LocationError.notRepresentableAsURL(
        path: #"C:\Users\me\AppData\Local\Acme\MyApp\Cache"#, platform: .windows)
    ) {
      try locations.url(for: .caches)
    }
  }

  @Test func computingForAnotherPlatformDropsResources() {
    let here = linux()
    #expect(here.computing(for: .linux).resourceDirectory == "/opt/myapp/bin")
    #expect(here.computing(for: .macOS).resourceDirectory == nil)
    #expect(here.computing(for: .macOS).platform == .macOS)
  }
}
