import Foundation
import StandardPaths
import StandardPathsTesting
import Synchronization
import TestSupport
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

  /// `STANDARDPATHS_KEEP_ISOLATED_ROOTS=1` keeps the root of a passing
  /// scope (in a child process, so the variable reaches no other test).
  @Test func variableOneKeepsEveryRoot() async {
    await #expect(processExitsWith: .success) {
      setenv("STANDARDPATHS_KEEP_ISOLATED_ROOTS", "1", 1)
      let root = withIsolatedLocations { $0.root.path(percentEncoded: false) }
      guard FileManager.default.fileExists(atPath: root) else { exit(1) }
      try FileManager.default.removeItem(atPath: root)
    }
  }

  /// `STANDARDPATHS_KEEP_ISOLATED_ROOTS=0` removes even a failed scope's
  /// root.
  @Test func variableZeroKeepsNoRoot() async {
    await #expect(processExitsWith: .success) {
      struct Deliberate: Error { var root: String }
      setenv("STANDARDPATHS_KEEP_ISOLATED_ROOTS", "0", 1)
      do {
        try withIsolatedLocations { throw Deliberate(root: $0.root.path(percentEncoded: false)) }
      } catch let error as Deliberate {
        exit(FileManager.default.fileExists(atPath: error.root) ? 1 : 0)
      }
      exit(2)
    }
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
