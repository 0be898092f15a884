import StandardPathsSuffixes

/// The inputs of one resolution, with memos so that resolving every
/// location at once reads `user-dirs.dirs` and looks up the home directory
/// only once.
internal struct ResolutionContext {
  let app: AppIdentity
  let environment: SystemEnvironment
  let options: StandardLocations.Options
  private var homeMemo: Result<String, LocationError>?
  private var userDirectoriesMemo: UserDirectoriesFile??

  init(app: AppIdentity, environment: SystemEnvironment, options: StandardLocations.Options) {
    self.app = app
    self.environment = environment
    self.options = options
  }

  var platform: Platform { environment.platform }
  var syntax: PathSyntax { environment.platform.pathSyntax }

  /// The value of an environment variable if it is set, non-empty and an
  /// absolute path in the platform's syntax; otherwise `nil` (the XDG rule:
  /// a relative value is invalid and ignored). A trailing blank is part of
  /// the path; a leading one makes it relative.
  func absoluteVariable(_ name: String) -> String? {
    guard let value = environment.variables[name], syntax.isAbsolute(value) else { return nil }
    return syntax.normalized(value)
  }

  /// `HOME` if absolute, else the user database's home if absolute, else an
  /// error. On Windows, `USERPROFILE`, then `HOMEDRIVE` + `HOMEPATH`, then
  /// `C:\Users\<USERNAME>`.
  mutating func home() throws(LocationError) -> String {
    if let homeMemo { return try homeMemo.get() }
    let result = computeHome()
    homeMemo = result
    return try result.get()
  }

  private func computeHome() -> Result<String, LocationError> {
    if platform == .windows {
      if let profile = absoluteVariable("USERPROFILE") { return .success(profile) }
      if let drive = environment.variables["HOMEDRIVE"],
        let path = environment.variables["HOMEPATH"],
        syntax.isAbsolute(drive + path)
      {
        return .success(syntax.normalized(drive + path))
      }
      for variable in ["USERNAME", "USER"] {
        if let user = environment.variables[variable], PathComponentRule.problem(with: user) == nil
        {
          return .success(#"C:\Users\"# + user)
        }
      }
      return .failure(.homeDirectoryNotFound(platform))
    }
    if let home = absoluteVariable("HOME") { return .success(home) }
    if let home = environment.userDatabaseHome, syntax.isAbsolute(home) {
      return .success(syntax.normalized(home))
    }
    return .failure(.homeDirectoryNotFound(platform))
  }

  /// `$variable` if absolute, else `<home>/<fallback>`.
  mutating func base(_ variable: String, orHome fallback: String...) throws(LocationError) -> String
  {
    if let value = absoluteVariable(variable) { return value }
    return syntax.join(try home(), fallback)
  }

  /// The parsed `$XDG_CONFIG_HOME‖~/.config` `/user-dirs.dirs`, or `nil` when
  /// it is missing or unreadable.
  mutating func userDirectoriesFile() -> UserDirectoriesFile? {
    if let userDirectoriesMemo { return userDirectoriesMemo }
    let home = try? self.home()
    var file: UserDirectoriesFile?
    if let configHome = absoluteVariable("XDG_CONFIG_HOME")
      ?? home.map({ syntax.join($0, ".config") }),
      let bytes = environment.fileSystem.contentsOfFile(
        atPath: syntax.join(configHome, "user-dirs.dirs"))
    {
      file = UserDirectoriesFile(parsing: bytes, home: home)
    }
    userDirectoriesMemo = .some(file)
    return file
  }
}
