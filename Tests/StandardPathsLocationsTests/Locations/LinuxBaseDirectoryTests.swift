import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// XDG base directories: a variable is used only when set, non-empty and
/// absolute (XDG Base Directory 0.8).
@Suite struct LinuxBaseDirectoryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let variable: String
    let location: Location
    let value: String
    let expected: String
    var testDescription: String { "\(variable)=\(quote(value)) → \(location)" }
  }

  static let variables: [(String, Location, String)] = [
    ("XDG_DATA_HOME", .applicationSupport, "/h/.local/share/MyApp"),
    ("XDG_CONFIG_HOME", .config, "/h/.config/MyApp"),
    ("XDG_CACHE_HOME", .caches, "/h/.cache/MyApp"),
    ("XDG_STATE_HOME", .state, "/h/.local/state/MyApp"),
  ]

  static let cases: [Case] = variables.flatMap { variable, location, fallback in
    [
      Case(variable: variable, location: location, value: "/x/base", expected: "/x/base/MyApp"),
      Case(variable: variable, location: location, value: "/x/base/", expected: "/x/base/MyApp"),
      Case(variable: variable, location: location, value: "", expected: fallback),
      Case(variable: variable, location: location, value: "relative/dir", expected: fallback),
      Case(variable: variable, location: location, value: "~/dir", expected: fallback),
      Case(variable: variable, location: location, value: "$HOME/dir", expected: fallback),
      Case(variable: variable, location: location, value: " /x/lead", expected: fallback),
      Case(variable: variable, location: location, value: "/x/trail ", expected: "/x/trail /MyApp"),
    ]
  }

  @Test(arguments: cases)
  func variableRule(_ testCase: Case) {
    let environment = linux([testCase.variable: testCase.value])
    #expect(outcome(testCase.location, environment) == testCase.expected)
  }

  @Test func defaultsWithOnlyHome() {
    let environment = linux()
    let expected: [Location: String] = [
      .home: "/h",
      .applicationSupport: "/h/.local/share/MyApp",
      .caches: "/h/.cache/MyApp",
      .config: "/h/.config/MyApp",
      .state: "/h/.local/state/MyApp",
      .logs: "/h/.local/state/MyApp/log",
      .offlineData: "/h/.local/share/MyApp/Offline Data",
      .temporary: "/tmp/MyApp-1000",
      .resources: "/opt/myapp/bin",
      .documents: "/h/Documents",
      .desktop: "/h/Desktop",
      .downloads: "/h/Downloads",
      .music: "/h/Music",
      .pictures: "/h/Pictures",
      .videos: "/h/Videos",
      .templates: "/h/Templates",
      .publicShare: "/h/Public",
    ]
    for (location, path) in expected {
      #expect(outcome(location, environment) == path, "\(location)")
    }
  }

  @Test func logsAndOfflineDataFollowTheirBases() {
    let environment = linux(["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d"])
    #expect(outcome(.logs, environment) == "/s/MyApp/log")
    #expect(outcome(.offlineData, environment) == "/d/MyApp/Offline Data")
  }

  @Test(arguments: [
    ("/var/tmp", "/var/tmp/MyApp-1000"),
    ("/var/tmp/", "/var/tmp/MyApp-1000"),
    ("/", "/MyApp-1000"),
    ("", "/tmp/MyApp-1000"),
    ("tmp", "/tmp/MyApp-1000"),
  ])
  func temporaryFollowsTMPDIR(_ tmpdir: String, _ expected: String) {
    #expect(outcome(.temporary, linux(["TMPDIR": tmpdir])) == expected)
  }

  @Test func resourcesCanBeOverridden() {
    let options = StandardLocations.Options(resourceDirectory: "/srv/res/")
    #expect(outcome(.resources, linux(), options: options) == "/srv/res")
    // A relative directory is named as the problem (not "no such location").
    let relative = StandardLocations.Options(resourceDirectory: "relative/res")
    #expect(
      outcome(.resources, linux(), options: relative)
        == #"error: the resource directory "relative/res" is relative; give an absolute path"#)
    let withNUL = StandardLocations.Options(resourceDirectory: "/res\0x")
    #expect(
      outcome(.resources, linux(), options: withNUL) == "error: linux has no resources location")
    var environment = linux()
    environment.resourceDirectory = nil
    #expect(outcome(.resources, environment) == "error: linux has no resources location")
  }
}

/// Quotes a value for test names.
func quote(_ value: String) -> String { "\"\(value)\"" }
