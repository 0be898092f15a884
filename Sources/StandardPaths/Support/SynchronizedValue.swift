import Synchronization

/// A value guarded by a `Mutex` from `Synchronization`, whose critical
/// sections ThreadSanitizer can see.
///
/// On Linux the lock and unlock of `Mutex` run inside the Swift runtime's
/// own, uninstrumented library (a futex), so ThreadSanitizer cannot see the
/// ordering the lock provides and reports false data races on the guarded
/// value. Each critical section therefore also performs an
/// acquire-and-release operation on an `Atomic` counter, which is inlined
/// into this (instrumented) module and gives ThreadSanitizer the same
/// happens-before edges the lock already guarantees. The cost is two
/// uncontended atomic additions per access.
internal final class SynchronizedValue<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  /// Touched at the start and end of every critical section; its value has
  /// no meaning.
  private let visibilityEdge = Atomic<Int>(0)

  /// Creates the guard around `initialValue`.
  internal init(_ initialValue: sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with exclusive access to the value.
  internal func withLock<Result>(
    _ body: (inout sending Value) throws -> sending Result
  ) rethrows -> sending Result {
    try mutex.withLock { value in
      visibilityEdge.add(1, ordering: .acquiringAndReleasing)
      defer { visibilityEdge.add(1, ordering: .acquiringAndReleasing) }
      return try body(&value)
    }
  }
}
