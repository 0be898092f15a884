import StandardPathsLocations

/// The `tmp` folder, for files that need not outlive the process: on iOS
/// `<home>/tmp`; on Linux the app's private temporary folder
/// (``Location/temporary``, `$TMPDIR‖/tmp` `/<app>-<euid>`); on macOS the
/// temporary directory (`$TMPDIR`), not `~/tmp`.
///
/// `Sendable` (`@unchecked`, for the reasons given on ``Library``): store it
/// in `Sendable` types and send it anywhere.
public final class Temporary: Directory, @unchecked Sendable {
  /// `tmp`.
  public override var folderName: String { "tmp" }

  internal override var standardFolder: StandardFolder? { .temporary }
}
