#if canImport(Darwin)
  import Foundation
#else
  import Synchronization
#endif

/// A value guarded by the one lock the package uses: `Mutex` from
/// `Synchronization` on Linux, and `NSLock` on Apple platforms (always
/// present there, so no `@available` gate is needed and the package's
/// deployment targets stay low).
///
/// On Linux the lock and unlock of `Mutex` run inside the Swift runtime's
/// own, uninstrumented library (a futex), so ThreadSanitizer cannot see the
/// ordering the lock provides and reports false data races on the guarded
/// value. Each critical section therefore also performs an
/// acquire-and-release operation on an `Atomic` counter, which is inlined
/// into this (instrumented) module and gives ThreadSanitizer the same
/// happens-before edges the lock already guarantees. The cost is two
/// uncontended atomic additions per access.
///
/// The type and `withLock` are public only so that `withLock` can be
/// `@inlinable`: the modules that use the lock (the resolver's cache, the
/// process-wide defaults) must get it specialized for their value type,
/// and Swift 6.3 does not specialize `package` declarations across modules
/// (called through its generic entry point, a warm resolver lookup cost
/// 30 % more; BENCHMARKS.md). It is not API: its initializer is `package`,
/// so no user can make one, and it is left out of the documentation.
@_documentation(visibility: package)
public final class SynchronizedValue<Value: Sendable>: Sendable {
  /// Creates the guard around `initialValue`.
  package init(_ initialValue: sending Value) {
    #if canImport(Darwin)
      value = initialValue
    #else
      mutex = Mutex(initialValue)
    #endif
  }

  #if canImport(Darwin)
    @usableFromInline internal let lock = NSLock()
    /// Only touched while `lock` is held.
    @usableFromInline nonisolated(unsafe) internal var value: Value

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result>(
      _ body: (inout sending Value) throws -> sending Result
    ) rethrows -> sending Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value)
    }
  #else
    @usableFromInline internal let mutex: Mutex<Value>
    /// Touched at the start and end of every critical section; its value has
    /// no meaning.
    @usableFromInline internal let visibilityEdge = Atomic<Int>(0)

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result>(
      _ body: (inout sending Value) throws -> sending Result
    ) rethrows -> sending Result {
      try mutex.withLock { value in
        visibilityEdge.add(1, ordering: .acquiringAndReleasing)
        defer { visibilityEdge.add(1, ordering: .acquiringAndReleasing) }
        return try body(&value)
      }
    }
  #endif
}
