/// The inputs of one resolution, with memos so that resolving every
/// location at once reads `user-dirs.dirs`, detects the sandbox and looks
/// up the home directory only once.
internal struct ResolutionContext {
  let app: AppIdentity
  let environment: SystemEnvironment
  let options: StandardLocations.Options
  private var homeMemo: Result<Resolved, LocationError>?
  private var userFoldersMemo: UserFolderSetting?
  private var sandboxMemo: Sandbox??

  /// A path with the rule that decided it.
  typealias Resolved = (path: PathBytes, source: LocationSource)

  init(app: AppIdentity, environment: SystemEnvironment, options: StandardLocations.Options) {
    self.app = app
    self.environment = environment
    self.options = options
  }

  var platform: Platform { environment.platform }
  var syntax: PathSyntax { environment.platform.pathSyntax }

  /// The exact bytes of a variable, or `nil` if it is unset.
  func variable(_ name: String) -> [UInt8]? {
    environment.bytes(ofVariable: name)
  }

  /// Whether `name` holds a usable absolute path: its normalized bytes, or
  /// why not (the XDG rule: a relative value is invalid and ignored). A
  /// trailing blank is part of the path; a leading one makes it relative.
  func pathVariable(_ name: String) -> Result<PathBytes, VariableState> {
    guard let value = variable(name) else { return .failure(.unset) }
    if value.isEmpty { return .failure(.empty) }
    let path = PathBytes(value)
    guard syntax.isAbsolute(path) else { return .failure(.notAbsolute) }
    return .success(syntax.normalized(path))
  }

  /// The variable's normalized path if it is set, non-empty and absolute.
  func absoluteVariable(_ name: String) -> PathBytes? {
    try? pathVariable(name).get()
  }

  /// `HOME` if absolute, else the user database's home if absolute, else an
  /// error. On Windows, `USERPROFILE`, then `HOMEDRIVE` + `HOMEPATH`, then
  /// `C:\Users\<USERNAME>`.
  mutating func home() throws(LocationError) -> PathBytes {
    try resolvedHome().path
  }

  /// The home directory and what decided it.
  mutating func resolvedHome() throws(LocationError) -> Resolved {
    if let homeMemo { return try homeMemo.get() }
    let result = computeHome()
    homeMemo = result
    return try result.get()
  }

  private func computeHome() -> Result<Resolved, LocationError> {
    if platform == .windows {
      if let profile = absoluteVariable("USERPROFILE") {
        return .success((profile, .variable("USERPROFILE")))
      }
      if let drive = environment.variables["HOMEDRIVE"],
        let path = environment.variables["HOMEPATH"],
        syntax.isAbsolute(drive + path)
      {
        let home = PathBytes(syntax.normalized(drive + path))
        return .success((home, .variable("HOMEDRIVE")))
      }
      for variable in ["USERNAME", "USER"] {
        if let user = environment.variables[variable], PathComponentRule.problem(with: user) == nil
        {
          let home = PathBytes(#"C:\Users\"# + user)
          return .success((home, .defaultValue(because: "USERPROFILE", is: .unset)))
        }
      }
      return .failure(.homeDirectoryNotFound(platform))
    }
    switch pathVariable("HOME") {
    case .success(let home):
      return .success((home, .variable("HOME")))
    case .failure(let state):
      if let home = environment.userDatabaseHome, syntax.isAbsolute(home) {
        let source = LocationSource(
          kind: .userDatabase, description: "user database: HOME \(state)", variable: "HOME")
        return .success((PathBytes(syntax.normalized(home)), source))
      }
      return .failure(.homeDirectoryNotFound(platform))
    }
  }

  /// `$variable` if absolute, else `<home>/<fallback>`, with the source.
  mutating func base(_ variable: String, orHome fallback: String...) throws(LocationError)
    -> Resolved
  {
    try base(variable, orHome: fallback)
  }

  /// `$variable` if absolute, else `<home>/<fallback>`, with the source.
  mutating func base(_ variable: String, orHome fallback: [String]) throws(LocationError)
    -> Resolved
  {
    switch pathVariable(variable) {
    case .success(let value):
      return (value, .variable(variable))
    case .failure(let state):
      return (syntax.join(try home(), fallback), .defaultValue(because: variable, is: state))
    }
  }

  /// The sandbox the environment shows (Linux only), detected once.
  mutating func sandbox() -> Sandbox? {
    if let sandboxMemo { return sandboxMemo }
    let sandbox = Sandbox.detect(in: environment)
    sandboxMemo = .some(sandbox)
    return sandbox
  }

  /// The first entry of a systemd service directory variable, if the
  /// option allows them, the platform is Linux, and the entry is absolute.
  /// A value whose first entry is not absolute is ignored as a whole.
  func serviceDirectory(_ name: String) -> PathBytes? {
    guard options.usesServiceDirectories, platform == .linux, let value = variable(name) else {
      return nil
    }
    let first = PathBytes(Array(value.prefix { $0 != UInt8(ascii: ":") }))
    guard syntax.isAbsolute(first) else { return nil }
    return syntax.normalized(first)
  }

  /// Where the user folders come from (Linux): the `user-dirs.dirs` to
  /// read, the home its `$HOME` and the defaults are relative to, and the
  /// sandbox rule that chose them; read once.
  mutating func userFolders() -> UserFolderSetting {
    if let userFoldersMemo { return userFoldersMemo }
    let setting = computeUserFolders()
    userFoldersMemo = setting
    return setting
  }

  private mutating func computeUserFolders() -> UserFolderSetting {
    let home = try? self.home()
    var setting = UserFolderSetting(home: home)
    var configHome = absoluteVariable("XDG_CONFIG_HOME") ?? home.map { syntax.join($0, ".config") }
    switch sandbox()?.kind {
    case .flatpak?:
      // The sandbox's XDG_CONFIG_HOME is the app's own; the host's is
      // HOST_XDG_CONFIG_HOME, else ~/.config (HOME is the real home).
      configHome =
        absoluteVariable("HOST_XDG_CONFIG_HOME") ?? home.map { syntax.join($0, ".config") }
      setting.note = "flatpak: the host's file"
    case .snap?:
      // HOME is the snap's per-revision folder; the user's folders are in
      // the real home.
      if let realHome = absoluteVariable("SNAP_REAL_HOME") {
        setting.home = realHome
        setting.homeIsSandboxRule = true
        configHome = syntax.join(realHome, ".config")
        setting.note = "snap: SNAP_REAL_HOME"
      }
    default:
      break
    }
    if let configHome {
      let file = syntax.join(configHome, "user-dirs.dirs")
      setting.filePath = file.string
      if file.isValidUTF8, let bytes = environment.fileSystem.contentsOfFile(atPath: file.string) {
        setting.file = UserDirectoriesFile(
          parsing: bytes, environment: environment.variables, home: setting.home?.bytes)
      }
    }
    return setting
  }
}

/// Where the Linux user folders come from.
internal struct UserFolderSetting {
  /// The home directory the file's `$HOME` and the defaults are relative to.
  var home: PathBytes?
  /// Whether ``home`` is a sandbox's real home rather than `HOME`.
  var homeIsSandboxRule = false
  /// The path of the `user-dirs.dirs` that was looked for.
  var filePath: String?
  /// The parsed file, or `nil` when it is missing or unreadable.
  var file: UserDirectoriesFile?
  /// The sandbox rule that chose the file, for sources.
  var note: String?
}
