import StandardPathsLocations
import StandardPathsSuffixes
import StandardPathsSupport
import Testing

/// A trait that runs each test in a fresh isolated root, as
/// `withIsolatedLocations(app:_:)` does.
///
/// Apply it with `.isolatedLocations` to a test, or to a
/// suite to isolate each of its tests (and each case of a parameterized
/// test) separately. The test reads its root from
/// ``IsolatedLocations/current``.
///
/// The root is kept, and its path printed, when the test fails: when it
/// throws or records a failing issue (`#expect`, `Issue.record`) from its
/// task or a child task.
public struct IsolatedLocationsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The identity `AppIdentity.current` has inside the test, or `nil` to
  /// keep the process's.
  let app: AppIdentity?

  /// `true`: on a suite, each test gets its own root.
  public var isRecursive: Bool { true }

  /// Runs `function` inside a fresh isolation.
  ///
  /// - Throws: What `function` throws, or an error if the root cannot be
  ///   created (the test then does not run).
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let isolation = try IsolatedLocations.make(app: app)
    let failed = SynchronizedValue(false)
    let observer = IssueHandlingTrait.compactMapIssues { issue in
      if Self.isFailure(issue) { failed.withLock { $0 = true } }
      return issue
    }
    do {
      try await isolation.scope {
        try await observer.provideScope(for: test, testCase: testCase, performing: function)
      }
    } catch {
      isolation.finish(failed: true)
      throw error
    }
    isolation.finish(failed: failed.withLock { $0 })
  }

  /// Whether `issue` fails the test (not a warning, not a known issue).
  private static func isFailure(_ issue: Issue) -> Bool {
    #if compiler(>=6.3)
      return issue.isFailure
    #else
      return true
    #endif
  }
}

extension Trait where Self == IsolatedLocationsTrait {
  /// Runs each test in a fresh isolated root: `StandardLocations.current`,
  /// AppFolder's trees and the seed-compatible `FileManager` members resolve
  /// under it, and the test finds it in ``IsolatedLocations/current``.
  ///
  /// ```swift
  /// @Test(.isolatedLocations) func savesTheDatabase() throws {
  ///   try Database.save()   // writes under the isolated root
  /// }
  /// ```
  public static var isolatedLocations: Self {
    IsolatedLocationsTrait(app: nil)
  }

  /// Runs each test in a fresh isolated root with `AppIdentity.current`
  /// set to `app`.
  ///
  /// - Parameter app: The identity the test's app has.
  public static func isolatedLocations(app: AppIdentity) -> Self {
    IsolatedLocationsTrait(app: app)
  }
}
