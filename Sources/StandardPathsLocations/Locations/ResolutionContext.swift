/// The inputs of one resolution, with memos so that resolving every
/// location at once reads `user-dirs.dirs`, detects the sandbox and looks
/// up the home directory only once.
internal struct ResolutionContext {
  let app: AppIdentity
  let environment: SystemEnvironment
  let options: StandardLocations.Options
  private var homeMemo: (result: Result<Resolved, LocationError>, refusal: Refusal?)?
  private var userFoldersMemo: UserFolderSetting?
  private var sandboxMemo: Sandbox??
  /// The set values refused while resolving the current location, each
  /// once (Design/locations.md#refused-values); they become its diagnostics.
  private(set) var refusals: [Refusal] = []

  /// A path with the rule that decided it.
  typealias Resolved = (path: PathBytes, source: LocationSource)
  /// A variable that was set to a value the rules refuse.
  typealias Refusal = LocationDiagnostic.Rejection

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

  /// ``pathVariable(_:)`` for a variable whose refusal must not be silent
  /// (`HOME`, `XDG_*_HOME`, `XDG_<KEY>_DIR`): a value that is set but not
  /// absolute is recorded in ``refusals``. Unset and empty are ordinary
  /// (the XDG specification treats an empty value as unset).
  mutating func checkedPathVariable(_ name: String) -> Result<PathBytes, VariableState> {
    let result = pathVariable(name)
    if let refusal = refusal(name, result) { refuse(refusal) }
    return result
  }

  /// The refusal of `name`'s value when `result` rejects a set value.
  private func refusal(_ name: String, _ result: Result<PathBytes, VariableState>) -> Refusal? {
    guard case .failure(.notAbsolute) = result, let value = variable(name) else { return nil }
    return Refusal(
      candidate: "\(name) \(quoted(PathBytes(value).string))", problem: .notAbsolute,
      variable: name)
  }

  /// Records `refusal` for the current location, once.
  private mutating func refuse(_ refusal: Refusal) {
    if !refusals.contains(refusal) { refusals.append(refusal) }
  }

  /// Starts resolving another location: no refusals yet.
  mutating func startLocation() {
    refusals = []
  }

  /// `HOME` if absolute, else the user database's home if absolute, else an
  /// error. On Windows, `USERPROFILE`, then `HOMEDRIVE` + `HOMEPATH`, then
  /// `C:\Users\<USERNAME>`.
  mutating func home() throws(LocationError) -> PathBytes {
    try resolvedHome().path
  }

  /// The home directory and what decided it.
  /// A refused `HOME` is recorded each time the home directory is used.
  mutating func resolvedHome() throws(LocationError) -> Resolved {
    let memo = homeMemo ?? computeHome()
    homeMemo = memo
    if let refusal = memo.refusal { refuse(refusal) }
    return try memo.result.get()
  }

  private func computeHome() -> (result: Result<Resolved, LocationError>, refusal: Refusal?) {
    if platform == .windows { return (computeWindowsHome(), nil) }
    let home = pathVariable("HOME")
    switch home {
    case .success(let path):
      return (.success((path, .variable("HOME"))), nil)
    case .failure(let state):
      if let fallback = environment.userDatabaseHome, syntax.isAbsolute(fallback) {
        let source = LocationSource(
          kind: .userDatabase, description: "user database: HOME \(state)", variable: "HOME")
        return (.success((PathBytes(syntax.normalized(fallback)), source)), refusal("HOME", home))
      }
      return (.failure(.homeDirectoryNotFound(platform)), refusal("HOME", home))
    }
  }

  /// `USERPROFILE`, then `HOMEDRIVE` + `HOMEPATH`, then `C:\Users\<USERNAME>`.
  private func computeWindowsHome() -> Result<Resolved, LocationError> {
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
      if let user = environment.variables[variable], PathComponentRule.problem(with: user) == nil {
        let home = PathBytes(#"C:\Users\"# + user)
        return .success((home, .defaultValue(because: "USERPROFILE", is: .unset)))
      }
    }
    return .failure(.homeDirectoryNotFound(platform))
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
    switch checkedPathVariable(variable) {
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
  /// The refusals that decided it (`HOME`, `XDG_CONFIG_HOME`) are recorded
  /// each time.
  mutating func userFolders() -> UserFolderSetting {
    let setting = userFoldersMemo ?? computeUserFolders()
    userFoldersMemo = setting
    for refusal in setting.refusals { refuse(refusal) }
    return setting
  }

  private mutating func computeUserFolders() -> UserFolderSetting {
    let home = try? self.home()
    var setting = UserFolderSetting(home: home)
    let configVariable = pathVariable("XDG_CONFIG_HOME")
    var configHome = (try? configVariable.get()) ?? home.map { syntax.join($0, ".config") }
    // The set values refused on the way to the file and the defaults.
    setting.refusals = [homeMemo?.refusal, refusal("XDG_CONFIG_HOME", configVariable)]
      .compactMap { $0 }
    switch sandbox()?.kind {
    case .flatpak?:
      // The sandbox's XDG_CONFIG_HOME is the app's own; the host's is
      // HOST_XDG_CONFIG_HOME, else ~/.config (HOME is the real home).
      configHome =
        absoluteVariable("HOST_XDG_CONFIG_HOME") ?? home.map { syntax.join($0, ".config") }
      setting.refusals = homeMemo?.refusal.map { [$0] } ?? []
      setting.note = "flatpak: the host's file"
    case .snap?:
      // HOME is the snap's per-revision folder; the user's folders are in
      // the real home.
      if let realHome = absoluteVariable("SNAP_REAL_HOME") {
        setting.home = realHome
        setting.homeIsSandboxRule = true
        setting.refusals = []
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
  /// The set values that were refused on the way (`HOME`, `XDG_CONFIG_HOME`).
  var refusals: [ResolutionContext.Refusal] = []
}
