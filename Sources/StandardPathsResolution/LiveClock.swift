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
enum LiveClock {
  /// On Linux the coarse monotonic clock (a few milliseconds of
  /// resolution, several times cheaper to read than the precise one, which
  /// matters on every cached lookup); on Apple platforms the monotonic
  /// clock (`clock_gettime` exists on every release the package supports,
  /// unlike `ContinuousClock`); on Windows the continuous clock.
  static func nanoseconds() -> Int64 {
    #if canImport(Glibc) || canImport(Musl)
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC_COARSE, &now)
      return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    #elseif canImport(Darwin)
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    #else
      let (seconds, attoseconds) = (ContinuousClock.now - start).components
      return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    #endif
  }

  #if !(canImport(Glibc) || canImport(Musl) || canImport(Darwin))
    private static let start = ContinuousClock.now
  #endif
}
