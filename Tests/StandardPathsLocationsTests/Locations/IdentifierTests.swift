import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Location and platform identifiers are the CLI's JSON keys and values.
@Suite struct IdentifierTests {
  @Test func locationOrderIsTheContractOrder() {
    #expect(
      Location.allCases.map(\.identifier) == [
        "home", "documents", "applicationSupport", "caches", "offlineData", "temporary",
        "resources", "config", "state", "logs", "runtime", "desktop", "downloads", "music",
        "pictures", "videos", "templates", "publicShare", "executables", "fonts", "applications",
        "preferences",
      ])
  }

  @Test(arguments: Location.allCases)
  func locationIdentifiersRoundTrip(_ location: Location) {
    #expect(Location(identifier: location.identifier) == location)
  }

  @Test func appScopedLocations() {
    #expect(
      Location.allCases.filter(\.isAppScoped).map(\.identifier) == [
        "applicationSupport", "caches", "offlineData", "temporary", "config", "state", "logs",
        "runtime",
      ])
  }

  @Test(arguments: Platform.allCases)
  func platformIdentifiersRoundTrip(_ platform: Platform) {
    #expect(Platform(identifier: platform.identifier) == platform)
  }

  @Test func unknownIdentifiers() {
    #expect(Location(identifier: "Caches") == nil)
    #expect(Platform(identifier: "macOS") == nil)
    #expect(
      Platform.allCases.map(\.identifier) == [
        "linux", "macos", "ios", "tvos", "watchos", "windows", "android", "freebsd", "openbsd",
      ])
  }
}
