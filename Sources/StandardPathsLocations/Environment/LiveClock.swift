// The monotonic clock a resolver's revalidation reads: part of the live
// adapter, like the directory reader.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time for revalidation intervals, in nanoseconds from an
/// arbitrary start.
package enum LiveClock {
  /// On Linux the coarse monotonic clock (a few milliseconds of
  /// resolution, several times cheaper to read than the precise one, which
  /// matters on every cached lookup); on Apple platforms the monotonic
  /// clock (`clock_gettime` exists on every release the package supports,
  /// unlike `ContinuousClock`); on Windows the continuous clock.
  package static func nanoseconds() -> Int64 {
    #if canImport(Glibc) || canImport(Musl)
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC_COARSE, &now)
      return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    #elseif canImport(Darwin)
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    #else
      return (ContinuousClock.now - start).nanoseconds
    #endif
  }

  #if !(canImport(Glibc) || canImport(Musl) || canImport(Darwin))
    private static let start = ContinuousClock.now
  #endif
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
  /// The duration in whole nanoseconds, saturating at `Int64.max`.
  package var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (total, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    if overflowAgain { return seconds < 0 ? .min : .max }
    return total
  }
}
