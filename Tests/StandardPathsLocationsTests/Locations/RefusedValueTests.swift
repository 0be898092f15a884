import TestSupport
import Testing

@testable import StandardPathsLocations

/// A set value that is refused is never silent (Design/locations.md#refused-values): a relative
/// `HOME`, `XDG_*_HOME` or `XDG_<KEY>_DIR` is a diagnostic on each location it affects.
@Suite struct RefusedValueTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let variable: String
    /// The locations whose diagnostics name the variable.
    let affected: [Location]
    /// The path each uses instead.
    let fallbacks: [String]
    var testDescription: String { variable }
  }

  static let cases: [Case] = [
    Case(
      variable: "XDG_DATA_HOME", affected: [.applicationSupport, .offlineData],
      fallbacks: ["/h/.local/share/MyApp", "/h/.local/share/MyApp/Offline Data"]),
    Case(
      variable: "XDG_CONFIG_HOME", affected: [.config, .documents, .music],
      fallbacks: ["/h/.config/MyApp", "/h/Documents", "/h/Music"]),
    Case(variable: "XDG_CACHE_HOME", affected: [.caches], fallbacks: ["/h/.cache/MyApp"]),
    Case(
      variable: "XDG_STATE_HOME", affected: [.state, .logs],
      fallbacks: ["/h/.local/state/MyApp", "/h/.local/state/MyApp/log"]),
    Case(variable: "XDG_DOCUMENTS_DIR", affected: [.documents], fallbacks: ["/h/Documents"]),
    Case(variable: "XDG_DOWNLOAD_DIR", affected: [.downloads], fallbacks: ["/h/Downloads"]),
    Case(variable: "XDG_PUBLICSHARE_DIR", affected: [.publicShare], fallbacks: ["/h/Public"]),
    Case(
      variable: "HOME", affected: [.home, .caches, .config, .documents],
      fallbacks: ["/pw", "/pw/.cache/MyApp", "/pw/.config/MyApp", "/pw/Documents"]),
  ]

  @Test(arguments: cases)
  func relativeValueIsADiagnostic(_ testCase: Case) throws {
    let locations = StandardLocations(
      app: myApp, environment: linux([testCase.variable: "rel/dir"]))
    for (location, fallback) in zip(testCase.affected, testCase.fallbacks) {
      let resolved = try locations.resolve(location)
      #expect(resolved.path == fallback)
      let refusals = resolved.diagnostics.filter {
        $0.rejections.contains { $0.variable == testCase.variable }
      }
      #expect(refusals.count == 1, "\(location)")
      let diagnostic = try #require(refusals.first)
      #expect(diagnostic.rejectsSetVariable)
      #expect(diagnostic.rejections.count == 1)
      #expect(
        diagnostic.description
          == "\(location): \(testCase.variable) \"rel/dir\" is not an absolute path; "
          + "using \(fallback)")
    }
  }

  @Test(arguments: cases.map(\.variable))
  func unsetOrEmptyOrAbsoluteIsNoDiagnostic(_ variable: String) throws {
    for value in [nil, "", "/abs/dir"] {
      var variables: [String: String] = [:]
      if let value { variables[variable] = value }
      let report = StandardLocations(app: myApp, environment: linux(variables)).report()
      let named = report.diagnostics.filter { $0.rejections.contains { $0.variable == variable } }
      #expect(named.isEmpty, "\(variable)=\(value ?? "unset")")
    }
  }

  @Test func unaffectedLocationsCarryNothing() throws {
    let locations = StandardLocations(app: myApp, environment: linux(["XDG_CACHE_HOME": "rel"]))
    for location in [Location.config, .applicationSupport, .documents, .home] {
      #expect(try locations.resolve(location).diagnostics.isEmpty, "\(location)")
    }
  }

  @Test func reportKeepsOneDiagnosticPerAffectedLocation() {
    let report = StandardLocations(app: myApp, environment: linux(["XDG_DATA_HOME": "rel"]))
      .report()
    let locations = report.diagnostics.filter(\.rejectsSetVariable).map(\.location)
    #expect(locations == [.applicationSupport, .offlineData, .fonts, .applications])
  }

  @Test func macOSRelativeXDGHomeIsADiagnostic() throws {
    let environment = SystemEnvironment(
      platform: .macOS, variables: ["HOME": "/Users/me", "XDG_CACHE_HOME": "cache"])
    let resolved = try StandardLocations(app: myApp, environment: environment).resolve(.caches)
    #expect(
      resolved.diagnostics.map(\.description) == [
        "caches: XDG_CACHE_HOME \"cache\" is not an absolute path; "
          + "using \(resolved.path)"
      ])
  }

  @Test func relativeHomeWithoutUserDatabaseIsAnError() {
    let environment = linux(["HOME": "rel"], userDatabaseHome: nil)
    #expect(outcome(.caches, environment).hasPrefix("error: "))
  }
}
