import StandardPathsLocations

/// The variables of an isolated environment: which inherited ones are
/// dropped, and which point into the root.
extension IsolatedLocations {
  /// Variables that choose a location without an `XDG_` prefix: systemd's
  /// service directories (Design/locations.md#services-and-sandboxes), the markers and variables of
  /// the Flatpak and Snap sandboxes, and the Windows folders (the site `%ProgramData%` included).
  static let locationVariables: Set<String> = [
    "STATE_DIRECTORY", "CACHE_DIRECTORY", "LOGS_DIRECTORY", "CONFIGURATION_DIRECTORY",
    "RUNTIME_DIRECTORY", "FLATPAK_ID", "USERPROFILE", "APPDATA", "LOCALAPPDATA", "TEMP", "TMP",
    "PUBLIC", "HOMEDRIVE", "HOMEPATH", "PROGRAMDATA", "ALLUSERSPROFILE",
  ]

  /// Whether the inherited variable `name` is dropped from the isolated
  /// environment, because it would decide a location.
  static func isDropped(_ name: String) -> Bool {
    name.hasPrefix("XDG_") || name.hasPrefix("HOST_XDG_") || name.hasPrefix("SNAP")
      || locationVariables.contains(name)
  }

  /// `inherited` without the variables that decide locations, plus those
  /// that point into `root` (a path in `platform`'s syntax).
  static func environment(
    root: String, platform: Platform, inheriting inherited: [String: String]
  ) -> [String: String] {
    var result = inherited.filter { !isDropped($0.key) }
    result.merge(variables(root: root, platform: platform)) { _, isolated in isolated }
    return result
  }

  /// The variables that point into `root`.
  static func variables(root: String, platform: Platform) -> [String: String] {
    let separator = platform == .windows ? "\\" : "/"
    func path(_ components: String...) -> String {
      ([root] + components).joined(separator: separator)
    }
    let home = path("home")
    func inHome(_ components: String...) -> String {
      ([home] + components).joined(separator: separator)
    }
    var variables = [
      "HOME": home,
      "TMPDIR": path("tmp"),
      "XDG_DATA_HOME": inHome(".local", "share"),
      "XDG_CONFIG_HOME": inHome(".config"),
      "XDG_CACHE_HOME": inHome(".cache"),
      "XDG_STATE_HOME": inHome(".local", "state"),
      "XDG_RUNTIME_DIR": path("runtime"),
      "XDG_DATA_DIRS": path("site", "data"),
      "XDG_CONFIG_DIRS": path("site", "config"),
    ]
    for (key, folder) in userFolders {
      variables["XDG_\(key)_DIR"] = inHome(folder)
    }
    if platform == .windows {
      variables["USERPROFILE"] = home
      variables["APPDATA"] = inHome("AppData", "Roaming")
      variables["LOCALAPPDATA"] = inHome("AppData", "Local")
      variables["TEMP"] = path("tmp")
      variables["TMP"] = path("tmp")
      variables["PUBLIC"] = path("Public")
      variables["PROGRAMDATA"] = path("site", "ProgramData")
    }
    return variables
  }

  /// The xdg-user-dirs keys and their default folders (Design/locations.md,
  /// Design/user-dirs.md#what-a-value-means).
  static let userFolders: [(key: String, folder: String)] = [
    ("DESKTOP", "Desktop"), ("DOWNLOAD", "Downloads"), ("TEMPLATES", "Templates"),
    ("PUBLICSHARE", "Public"), ("DOCUMENTS", "Documents"), ("MUSIC", "Music"),
    ("PICTURES", "Pictures"), ("VIDEOS", "Videos"),
  ]
}
