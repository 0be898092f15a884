import Foundation
import StandardPathsTesting
import Testing

/// A child process given `IsolatedLocations.environment` sees the same
/// layout as the isolated test: the built `standard-paths` resolves and
/// creates under the root.
@Suite(.isolatedLocations) struct IsolatedLocationsEndToEndTests {
  @Test func childProcessResolvesUnderTheRoot() throws {
    let isolation = try #require(IsolatedLocations.current)
    let root = isolation.root.path(percentEncoded: false)
    let result = try CLI.run(
      ["dir", "caches", "--app", "MyApp"], environment: isolation.environment)
    try #require(result.status == 0, "\(result)")
    #expect(result.standardOutput == root + "home/.cache/MyApp\n")
  }

  @Test func everyLocationOfTheChildButResourcesIsUnderTheRoot() throws {
    let isolation = try #require(IsolatedLocations.current)
    let root = isolation.root.path(percentEncoded: false)
    let result = try CLI.run(
      ["dirs", "--json", "--app", "MyApp"], environment: isolation.environment)
    try #require(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let paths = try #require(json as? [String: Any])
    for (key, value) in paths where key != "resources" {
      #expect((value as? String)?.hasPrefix(root) == true, "\(key): \(value)")
    }
  }

  @Test func childCreatesItsFoldersUnderTheRoot() throws {
    let isolation = try #require(IsolatedLocations.current)
    let result = try CLI.run(
      ["dirs", "--create", "--app", "MyApp"], environment: isolation.environment)
    try #require(result.status == 0, "\(result)")
    let caches = isolation.root.appending(path: "home/.cache/MyApp").path(percentEncoded: false)
    #expect(FileManager.default.fileExists(atPath: caches))
  }
}
