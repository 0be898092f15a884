import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations

/// Runtime folder names on a Windows layout must be valid Windows file
/// names; on Linux only the portable rule applies.
@Suite struct WindowsFolderNameTests {
  static let windows = SystemEnvironment(
    platform: .windows, variables: ["USERPROFILE": #"C:\Users\me"#])

  @Test(arguments: ["CON", "aux.txt", "a:b", "dot."])
  func runtimeFolderNamesOnAWindowsLayout(_ name: String) throws {
    let folder = AppFolder(locations: StandardLocations(app: bareApp, environment: Self.windows))
      .Library.Caches.appending(name)
    #expect(throws: AppFolderError.self) { try folder.resolvedURL() }
    do {
      _ = try folder.resolvedURL()
    } catch {
      guard case .invalidFolderName(let rejected, let problem) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(rejected == name)
      #expect(problem.description.hasPrefix("not valid on Windows"))
    }
    #expect(folder.url.path(percentEncoded: false).hasPrefix("/dev/null/unavailable"))
  }

  @Test func runtimeFolderNamesOnLinuxFollowOnlyThePortableRule() throws {
    let environment = linux()
    let folder = AppFolder(locations: StandardLocations(app: bareApp, environment: environment))
      .Library.Caches.appending("CON")
    #expect(try folder.resolvedURL().path(percentEncoded: false) == "/h/.cache/MyApp/CON/")
  }
}
