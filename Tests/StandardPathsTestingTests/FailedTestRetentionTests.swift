import Foundation
import StandardPaths
import StandardPathsTesting
import Synchronization
import Testing

/// The `.isolatedLocations` trait keeps the root of a test that records a
/// failing issue, and removes it otherwise.
///
/// The trait is run by hand around a body that records an issue; an outer
/// issue handler suppresses that issue so this test itself does not fail.
@Suite struct FailedTestRetentionTests {
  /// Runs `body` inside the trait's scope, swallowing the issues it records.
  private func runTrait(_ body: @escaping @Sendable () -> Void) async throws {
    let test = try #require(Test.current)
    let swallow = IssueHandlingTrait.filterIssues { _ in false }
    try await swallow.provideScope(for: test, testCase: Test.Case.current) {
      try await IsolatedLocationsTrait.isolatedLocations.provideScope(
        for: test, testCase: Test.Case.current
      ) { body() }
    }
  }

  @Test func rootOfAFailedTestIsKept() async throws {
    let seen = Box()
    try await runTrait {
      seen.root = IsolatedLocations.current?.root.path(percentEncoded: false)
      Issue.record("deliberate failure")
    }
    let root = try #require(seen.root)
    #expect(FileManager.default.fileExists(atPath: root))
    try FileManager.default.removeItem(atPath: root)
  }

  @Test func rootOfAPassingTestIsRemoved() async throws {
    let seen = Box()
    try await runTrait {
      seen.root = IsolatedLocations.current?.root.path(percentEncoded: false)
    }
    let root = try #require(seen.root)
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func aKnownIssueIsNotAFailure() async throws {
    let seen = Box()
    try await runTrait {
      seen.root = IsolatedLocations.current?.root.path(percentEncoded: false)
      withKnownIssue { Issue.record("known") }
    }
    let root = try #require(seen.root)
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  /// Where a body run by the trait leaves the root it saw.
  private final class Box: Sendable {
    private let value = Mutex<String?>(nil)

    var root: String? {
      get { value.withLock { $0 } }
      set { value.withLock { $0 = newValue } }
    }
  }
}
