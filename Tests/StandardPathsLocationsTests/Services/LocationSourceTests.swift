import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Every resolved location records why it is where it is (Design/locations.md#sources).
@Suite struct LocationSourceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    var home: String? = "/h"
    var userDirs: String?
    var platform = Platform.linux
    let location: Location
    let kind: LocationSource.Kind
    let text: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "HOME", variables: [:], location: .home, kind: .environmentVariable, text: "HOME"),
    Case(
      name: "user database", variables: ["HOME": "relative"], location: .home,
      kind: .userDatabase, text: "user database: HOME not absolute"),
    Case(
      name: "user database, HOME unset", variables: [:], home: nil, location: .home,
      kind: .userDatabase, text: "user database: HOME unset"),
    Case(
      name: "XDG_CONFIG_HOME", variables: ["XDG_CONFIG_HOME": "/c"], location: .config,
      kind: .environmentVariable, text: "XDG_CONFIG_HOME"),
    Case(
      name: "XDG_CONFIG_HOME unset", variables: [:], location: .config, kind: .platformDefault,
      text: "default: XDG_CONFIG_HOME unset"),
    Case(
      name: "XDG_CACHE_HOME empty", variables: ["XDG_CACHE_HOME": ""], location: .caches,
      kind: .platformDefault, text: "default: XDG_CACHE_HOME empty"),
    Case(
      name: "XDG_DATA_HOME relative", variables: ["XDG_DATA_HOME": "data"],
      location: .applicationSupport, kind: .platformDefault,
      text: "default: XDG_DATA_HOME not absolute"),
    Case(
      name: "logs under state", variables: ["XDG_STATE_HOME": "/s"], location: .logs,
      kind: .derived, text: "under state (XDG_STATE_HOME)"),
    Case(
      name: "TMPDIR", variables: ["TMPDIR": "/var/tmp"], location: .temporary,
      kind: .environmentVariable, text: "TMPDIR"),
    Case(
      name: "TMPDIR unset", variables: [:], location: .temporary, kind: .platformDefault,
      text: "default: TMPDIR unset"),
    Case(
      name: "XDG_MUSIC_DIR", variables: ["XDG_MUSIC_DIR": "/m"], location: .music,
      kind: .environmentVariable, text: "XDG_MUSIC_DIR"),
    Case(
      name: "user-dirs.dirs line", variables: [:],
      userDirs: "# comment\n\nXDG_MUSIC_DIR=\"/a\"\nXDG_MUSIC_DIR=\"$HOME/Tunes\"\n",
      location: .music, kind: .userDirectoriesFile, text: "user-dirs.dirs line 4"),
    Case(
      name: "user folder default", variables: [:], location: .music, kind: .platformDefault,
      text: "default: XDG_MUSIC_DIR unset and not in user-dirs.dirs"),
    Case(
      name: "runtime fallback", variables: [:], location: .runtime, kind: .fallback,
      text: "fallback: XDG_RUNTIME_DIR is not set; /run/user/1000 does not exist"),
    Case(
      name: "resources", variables: [:], location: .resources, kind: .resourceDirectory,
      text: "the app's resource directory"),
    Case(
      name: "macOS default", variables: [:], platform: .macOS, location: .logs,
      kind: .platformDefault, text: "default"),
    Case(
      name: "macOS XDG", variables: ["XDG_CACHE_HOME": "/c"], platform: .macOS,
      location: .caches, kind: .environmentVariable, text: "XDG_CACHE_HOME"),
    Case(
      name: "Windows LOCALAPPDATA unset", variables: ["USERPROFILE": #"C:\Users\me"#],
      platform: .windows, location: .caches, kind: .platformDefault,
      text: "default: LOCALAPPDATA unset"),
    Case(
      name: "Windows APPDATA", variables: ["USERPROFILE": #"C:\U"#, "APPDATA": #"D:\R"#],
      platform: .windows, location: .templates, kind: .environmentVariable, text: "APPDATA"),
    Case(
      name: "iOS container", variables: [:], platform: .iOS, location: .caches,
      kind: .platformDefault, text: "default"),
  ]

  @Test(arguments: cases)
  func source(_ testCase: Case) throws {
    var disk = VirtualFileSystem()
    if let userDirs = testCase.userDirs {
      disk.addFile("/h/.config/user-dirs.dirs", contents: userDirs)
    }
    var environment = linux(testCase.variables, home: testCase.home, fileSystem: disk)
    environment.platform = testCase.platform
    let source = try StandardLocations(app: myApp, environment: environment)
      .resolve(testCase.location).source
    #expect(source.kind == testCase.kind)
    #expect(source.description == testCase.text)
  }

  @Test func userDirectoriesSourceNamesTheFileAndLine() throws {
    var disk = VirtualFileSystem()
    disk.addFile("/cfg/user-dirs.dirs", contents: "\n\n\nXDG_DOCUMENTS_DIR=\"$HOME/D\"\n")
    let source = try StandardLocations(
      app: myApp, environment: linux(["XDG_CONFIG_HOME": "/cfg"], fileSystem: disk)
    ).resolve(.documents).source
    #expect(source.file == "/cfg/user-dirs.dirs")
    #expect(source.line == 4)
    #expect(source.variable == nil)
  }

  @Test func sourceTextIsOneLine() {
    let source = LocationSource.variable("WEIRD\nNAME")
    #expect(!source.description.contains("\n"))
    #expect(source.description == "WEIRD\\u{a}NAME")
  }

  @Test func everyLocationOfEveryPlatformHasASource() {
    for platform in Platform.allCases {
      let environment = SystemEnvironment(
        platform: platform, variables: ["HOME": "/h", "USERPROFILE": #"C:\Users\me"#],
        resourceDirectory: "/r")
      let report = StandardLocations(app: myApp, environment: environment).report()
      for entry in report.entries {
        guard let resolved = try? entry.result.get() else { continue }
        #expect(!resolved.source.description.isEmpty, "\(platform) \(entry.location)")
        #expect(resolved.source.kind != .given, "\(platform) \(entry.location)")
      }
    }
  }
}
