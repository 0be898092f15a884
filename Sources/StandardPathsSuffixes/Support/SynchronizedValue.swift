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
package final class SynchronizedValue<Value: Sendable>: Sendable {
  #if canImport(Darwin)
    private let lock = NSLock()
    /// Only touched while `lock` is held.
    nonisolated(unsafe) private var value: Value

    /// Creates the guard around `initialValue`.
    package init(_ initialValue: sending Value) {
      value = initialValue
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(
      _ body: (inout sending Value) throws -> sending Result
    ) rethrows -> sending Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value)
    }
  #else
    private let mutex: Mutex<Value>
    /// Touched at the start and end of every critical section; its value has
    /// no meaning.
    private let visibilityEdge = Atomic<Int>(0)

    /// Creates the guard around `initialValue`.
    package init(_ initialValue: sending Value) {
      mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(
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
