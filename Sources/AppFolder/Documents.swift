import StandardPathsLocations

/// The `Documents` folder, for what the user creates: on iOS
/// `<home>/Documents`, on Linux the user's documents folder
/// (``Location/documents``: `XDG_DOCUMENTS_DIR`, `user-dirs.dirs` or
/// `~/Documents`), which all apps share.
///
/// `Sendable` (`@unchecked`, for the reasons given on ``Library``): store it
/// in `Sendable` types and send it anywhere.
public final class Documents: Directory, @unchecked Sendable {
  internal override var standardFolder: StandardFolder? { .documents }
}
