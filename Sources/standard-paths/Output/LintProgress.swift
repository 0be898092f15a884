import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `lint` walk's progress on stderr, on one rewritten line, only when
/// stderr is a terminal and the walk takes long enough to notice (never in
/// pipes, files or tests).
final class LintProgress {
  /// How long the walk runs before the first update, in nanoseconds.
  private static let delay: Int64 = 300_000_000
  /// The least time between updates, in nanoseconds.
  private static let interval: Int64 = 100_000_000

  /// Monotonic nanoseconds (``now()``).
  private let start: Int64
  private var lastUpdate: Int64?
  private let isEnabled: Bool

  init() {
    #if os(Windows)
      isEnabled = false
    #else
      isEnabled = isatty(STDERR_FILENO) == 1
    #endif
    start = LintProgress.now()
  }

  /// Shows `progress` if it is time to.
  func update(_ progress: ResourceTreeProgress) {
    guard isEnabled else { return }
    let now = LintProgress.now()
    guard now - start >= LintProgress.delay else { return }
    if let lastUpdate, now - lastUpdate < LintProgress.interval { return }
    lastUpdate = now
    write(
      "\r\u{1B}[2Kscanning: \(progress.filesFound) files in \(progress.directoriesRead) folders")
  }

  /// Clears the line, if anything was shown.
  func finish() {
    guard lastUpdate != nil else { return }
    write("\r\u{1B}[2K")
  }

  private func write(_ text: String) {
    _ = try? FileDescriptor.standardError.writeAll(text.utf8)
  }

  /// Monotonic time in nanoseconds from an arbitrary start (`clock_gettime`:
  /// `ContinuousClock` needs macOS 13); zero where progress is never shown.
  private static func now() -> Int64 {
    #if os(Windows)
      return 0
    #else
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    #endif
  }
}
