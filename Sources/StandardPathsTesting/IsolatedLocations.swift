import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fresh temporary directory standing in for everything the user owns:
/// the home directory, every XDG base directory and the temporary
/// directory.
///
/// Inside `withIsolatedLocations(app:_:)` or a
/// test with the `.isolatedLocations` trait, the process-wide
/// defaults resolve under ``root``: `StandardLocations.current`, AppFolder's
/// static trees (`AppFolder.Library.Caches`) and the seed-compatible
/// `FileManager` members. Hand ``environment`` to a child process and it sees
/// the same layout.
///
/// The root holds:
///
/// | Path below the root | Variables |
/// |---|---|
/// | `home` (created) | `HOME`, and on Windows `USERPROFILE` |
/// | `home/.local/share`, `home/.config`, `home/.cache`, `home/.local/state` | `XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `XDG_CACHE_HOME`, `XDG_STATE_HOME` |
/// | `home/Desktop`, `home/Documents`, … | `XDG_DESKTOP_DIR`, `XDG_DOCUMENTS_DIR`, … |
/// | `runtime` (created, mode 0700) | `XDG_RUNTIME_DIR` |
/// | `tmp` (created) | `TMPDIR`, and on Windows `TEMP` and `TMP` |
/// | `site/data`, `site/config` | `XDG_DATA_DIRS`, `XDG_CONFIG_DIRS` |
///
/// Only `home`, `runtime` and `tmp` exist at the start; everything else is
/// created by the code under test, as it would be in a real home directory.
public struct IsolatedLocations: Sendable {
  /// The temporary root directory (mode 0700), removed when the scope ends
  /// (kept, and its path printed, when the test failed; see the article
  /// "Testing code that uses StandardPaths").
  public let root: URL

  /// A complete environment for a child process: the variables of this
  /// process, minus those that choose locations (every `XDG_*` variable,
  /// systemd's service directories, Flatpak's and Snap's), plus `HOME`, the
  /// `XDG_*` variables and `TMPDIR` pointing into ``root``.
  ///
  /// Use it as the child's whole environment, not merged into another one,
  /// so that nothing from the real environment decides a location:
  ///
  /// ```swift
  /// process.environment = isolation.environment
  /// ```
  public let environment: [String: String]

  /// The app identity the scope sets, or `nil` to keep the process's.
  let app: AppIdentity?

  /// The snapshot `StandardLocations.current` uses inside the scope.
  let snapshot: SystemEnvironment

  /// The isolation the current task runs in, or `nil` outside one.
  ///
  /// In a test with the `.isolatedLocations` trait, this is
  /// how the test finds its ``root`` and ``environment``:
  ///
  /// ```swift
  /// @Test(.isolatedLocations) func spawnsTheTool() throws {
  ///   let isolation = try #require(IsolatedLocations.current)
  ///   // …run a child process with isolation.environment
  /// }
  /// ```
  public static var current: IsolatedLocations? { scoped }

  /// The value of ``current``, set for the duration of a scope.
  @TaskLocal static var scoped: IsolatedLocations?
}
