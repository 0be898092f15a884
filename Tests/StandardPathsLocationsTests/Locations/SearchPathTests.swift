import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// User-then-site lookups from `XDG_DATA_DIRS` and `XDG_CONFIG_DIRS`.
@Suite struct SearchPathTests {
  @Test(
    arguments: [
      (nil, ["/h/.local/share/MyApp", "/usr/local/share/MyApp", "/usr/share/MyApp"]),
      ("", ["/h/.local/share/MyApp", "/usr/local/share/MyApp", "/usr/share/MyApp"]),
      (":::", ["/h/.local/share/MyApp", "/usr/local/share/MyApp", "/usr/share/MyApp"]),
      ("rel:./dot", ["/h/.local/share/MyApp", "/usr/local/share/MyApp", "/usr/share/MyApp"]),
      ("relshare:/abs/ok:./dot", ["/h/.local/share/MyApp", "/abs/ok/MyApp"]),
      ("/a:/a/:/a/.:/b", ["/h/.local/share/MyApp", "/a/MyApp", "/b/MyApp"]),
      ("/h/.local/share:/s", ["/h/.local/share/MyApp", "/s/MyApp"]),
    ] as [(String?, [String])])
  func dataSearchPaths(_ dataDirs: String?, _ expected: [String]) throws {
    var variables: [String: String] = [:]
    variables["XDG_DATA_DIRS"] = dataDirs
    let locations = StandardLocations(app: myApp, environment: linux(variables))
    #expect(try locations.searchPaths(for: .applicationSupport) == expected)
  }

  @Test func configSearchPaths() throws {
    let defaults = StandardLocations(app: myApp, environment: linux())
    #expect(try defaults.searchPaths(for: .config) == ["/h/.config/MyApp", "/etc/xdg/MyApp"])
    let custom = StandardLocations(
      app: myApp, environment: linux(["XDG_CONFIG_DIRS": "/etc/a:/etc/b", "XDG_CONFIG_HOME": "/c"]))
    #expect(try custom.searchPaths(for: .config) == ["/c/MyApp", "/etc/a/MyApp", "/etc/b/MyApp"])
  }

  @Test func otherLocationsAndPlatformsSearchOnlyTheUserDirectory() throws {
    let linuxLocations = StandardLocations(app: myApp, environment: linux())
    #expect(try linuxLocations.searchPaths(for: .temporary) == ["/tmp/MyApp-1000"])
    #expect(try linuxLocations.searchPaths(for: .music) == ["/h/Music"])
    let iOS = StandardLocations(
      app: myApp, environment: SystemEnvironment(platform: .iOS, variables: ["HOME": "/c"]))
    #expect(try iOS.searchPaths(for: .caches) == ["/c/Library/Caches"])
  }
}
