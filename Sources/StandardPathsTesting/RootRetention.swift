#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether an isolated root outlives its scope, as the environment variable
/// `STANDARDPATHS_KEEP_ISOLATED_ROOTS` of the test process says.
enum RootRetention {
  /// Unset (or any other value): keep the root of a failed test only.
  case onFailure
  /// `1`: keep every root, for a test whose failure cannot be detected (an
  /// XCTest assertion, an expectation in a synchronous scope).
  case always
  /// `0`: keep none, for machines that must not fill their disk.
  case never

  /// The name of the variable.
  static let variable = "STANDARDPATHS_KEEP_ISOLATED_ROOTS"

  /// The policy the process's environment asks for, read at each use.
  static var configured: RootRetention {
    switch ProcessInfo.processInfo.environment[variable] {
    case "1": return .always
    case "0": return .never
    default: return .onFailure
    }
  }
}
