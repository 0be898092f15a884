#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time, in seconds, that the calling thread spent in `body`: the
/// measure of work for the linear-time tests. Unlike wall-clock time it does
/// not count the time the thread waits while other suites or other builds
/// use the cores, so a loaded machine cannot make linear work look quadratic.
public func threadCPUSeconds(_ body: () -> Void) -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
  let start = now()
  body()
  return now() - start
}

/// The ratio of the work `large` takes to the work `small` takes: the least
/// of `runs` CPU-time measurements of each, measured again (up to `rounds`
/// times in all) while it is at or above `bound`, because noise passes and
/// quadratic work stays.
public func workRatio(
  small: () -> Void, large: () -> Void, bound: Double, runs: Int = 5, rounds: Int = 3
) -> Double {
  func least(_ body: () -> Void) -> Double {
    (0..<runs).map { _ in threadCPUSeconds(body) }.min() ?? .infinity
  }
  var ratio = Double.infinity
  for _ in 0..<rounds where ratio >= bound {
    ratio = min(ratio, least(large) / max(least(small), 1e-7))
  }
  return ratio
}
