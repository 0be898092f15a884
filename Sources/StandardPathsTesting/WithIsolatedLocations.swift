import StandardPathsLocations

/// Runs `body` with the user's directories redirected into a fresh
/// temporary root, which is removed afterwards.
///
/// Inside `body`, in the current task and the child tasks it starts,
/// `StandardLocations.current`, AppFolder's static trees and the
/// seed-compatible `FileManager` members resolve under
/// ``IsolatedLocations/root``; nothing is created outside it. Other tasks
/// (parallel tests) keep their own roots or the real environment.
///
/// ```swift
/// withIsolatedLocations { isolation in
///   let caches = FileManager.default.cacheDataPath   // <root>/home/.cache/<app>
/// }
/// ```
///
/// The root is kept, and its path printed on standard error, when `body`
/// throws, or always when the environment variable
/// `STANDARDPATHS_KEEP_ISOLATED_ROOTS` is `1` (never when it is `0`).
///
/// If the root cannot be created (a full or read-only temporary
/// directory), the process stops with a message naming the path: a test
/// must not run against the real home directory instead.
///
/// - Parameters:
///   - app: The identity `AppIdentity.current` has inside `body`; by
///     default the process's identity is kept.
///   - body: The code to run; it receives the root and the environment for
///     child processes.
/// - Returns: What `body` returns.
public func withIsolatedLocations<R>(
  app: AppIdentity? = nil, _ body: (IsolatedLocations) throws -> R
) rethrows -> R {
  let isolation = IsolatedLocations.makeOrStop(app: app)
  let result: R
  do {
    result = try isolation.scope { try body(isolation) }
  } catch {
    isolation.finish(failed: true)
    throw error
  }
  isolation.finish(failed: false)
  return result
}

/// Runs the asynchronous `body` with the user's directories redirected into
/// a fresh temporary root, which is removed afterwards; see
/// `withIsolatedLocations(app:_:)`.
///
/// Child tasks of `body` (`async let`, task groups, `Task { }`) inherit the
/// isolation; detached tasks, threads and Dispatch queues do not.
///
/// - Parameters:
///   - app: The identity `AppIdentity.current` has inside `body`; by
///     default the process's identity is kept.
///   - isolation: The actor `body` runs on; the caller's by default.
///   - body: The code to run; it receives the root and the environment for
///     child processes.
/// - Returns: What `body` returns.
public func withIsolatedLocations<R>(
  app: AppIdentity? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (IsolatedLocations) async throws -> R
) async rethrows -> R {
  let isolated = IsolatedLocations.makeOrStop(app: app)
  let result: R
  do {
    result = try await isolated.scope { try await body(isolated) }
  } catch {
    isolated.finish(failed: true)
    throw error
  }
  isolated.finish(failed: false)
  return result
}

extension IsolatedLocations {
  /// A fresh isolation, or a stop with a message: the functions `rethrow`
  /// only what their body throws.
  static func makeOrStop(app: AppIdentity?) -> IsolatedLocations {
    do {
      return try make(app: app)
    } catch {
      fatalError(error.description)
    }
  }
}
