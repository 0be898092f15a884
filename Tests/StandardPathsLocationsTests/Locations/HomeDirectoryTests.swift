import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// `HOME` is used only when absolute; then the user database; never a
/// relative or invented path.
@Suite struct HomeDirectoryTests {
  @Test(
    arguments: [
      (Optional("/h"), Optional("/pw"), "/h"),
      ("/h/", "/pw", "/h"),
      (nil, "/pw", "/pw"),
      ("", "/pw", "/pw"),
      ("relative/home", "/pw", "/pw"),
      ("~", "/pw", "/pw"),
      (nil, "/pw/", "/pw"),
      ("/", "/pw", "/"),
    ] as [(String?, String?, String)])
  func homeRule(_ home: String?, _ userDatabaseHome: String?, _ expected: String) {
    var variables: [String: String] = [:]
    variables["HOME"] = home
    let environment = SystemEnvironment(
      platform: .linux, variables: variables, userDatabaseHome: userDatabaseHome)
    #expect(outcome(.home, environment) == expected)
    #expect(
      outcome(.caches, environment)
        == (expected == "/" ? "/.cache/MyApp" : expected + "/.cache/MyApp"))
  }

  @Test(arguments: [nil, "", "relative"] as [String?], [nil, "", "relative/pw"] as [String?])
  func noUsableHomeIsAnError(_ home: String?, _ userDatabaseHome: String?) {
    var variables: [String: String] = [:]
    variables["HOME"] = home
    let environment = SystemEnvironment(
      platform: .linux, variables: variables, userDatabaseHome: userDatabaseHome)
    let locations = StandardLocations(app: myApp, environment: environment)
    #expect(throws: LocationError.homeDirectoryNotFound(.linux)) {
      try locations.path(for: .caches)
    }
    #expect(throws: LocationError.homeDirectoryNotFound(.linux)) {
      try locations.path(for: .documents)
    }
  }

  @Test func absoluteVariablesWorkWithoutHome() {
    let environment = SystemEnvironment(
      platform: .linux,
      variables: [
        "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d", "XDG_DOCUMENTS_DIR": "/docs",
        "XDG_RUNTIME_DIR": "/run/user/1000",
      ])
    #expect(outcome(.config, environment) == "/c/MyApp")
    #expect(outcome(.offlineData, environment) == "/d/MyApp/Offline Data")
    #expect(outcome(.documents, environment) == "/docs")
    #expect(outcome(.temporary, environment) == "/tmp/MyApp-1000")
    #expect(outcome(.runtime, environment) == "/run/user/1000/MyApp")
    #expect(outcome(.caches, environment).hasPrefix("error: cannot determine the home directory"))
  }

  @Test func reportRecordsTheErrorPerLocation() {
    let environment = SystemEnvironment(platform: .linux, variables: ["XDG_CACHE_HOME": "/c"])
    let report = StandardLocations(app: myApp, environment: environment).report()
    #expect(report[.caches]?.path == "/c/MyApp")
    #expect(report[.home]?.path == nil)
    #expect(report.entries.map(\.location) == Location.allCases)
  }
}
