import StandardPathsAudit
import StandardPathsDisk
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
  /// How long the walk runs before the first update.
  private static let delay = Duration.milliseconds(300)
  /// The least time between updates.
  private static let interval = Duration.milliseconds(100)

  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastUpdate: ContinuousClock.Instant?
  private let isEnabled: Bool

  init() {
    #if os(Windows)
      isEnabled = false
    #else
      isEnabled = isatty(STDERR_FILENO) == 1
    #endif
    start = clock.now
  }

  /// Shows `progress` if it is time to.
  func update(_ progress: ResourceTreeProgress) {
    guard isEnabled else { return }
    let now = clock.now
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
}
