import StandardPathsSuffixes

/// A location's path, with any diagnostic explaining a fallback.
public struct ResolvedLocation: Sendable, Hashable {
  /// The location that was resolved.
  public let location: Location
  /// The absolute path, in the platform's syntax.
  public let path: String
  /// Why a preferred directory was not used, if it was not. Empty in the
  /// normal case; never silently skipped.
  public let diagnostics: [LocationDiagnostic]

  /// Creates a resolved location.
  public init(location: Location, path: String, diagnostics: [LocationDiagnostic] = []) {
    self.location = location
    self.path = path
    self.diagnostics = diagnostics
  }
}

/// A report that a location fell back from a preferred directory, such as
/// `XDG_RUNTIME_DIR`, to another.
public struct LocationDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// A candidate that was considered and rejected.
  public struct Rejection: Sendable, Hashable, CustomStringConvertible {
    /// What was rejected: a variable name such as `XDG_RUNTIME_DIR`, or a path.
    public let candidate: String
    /// Why it was rejected.
    public let problem: DirectoryProblem

    /// Creates a rejection.
    public init(candidate: String, problem: DirectoryProblem) {
      self.candidate = candidate
      self.problem = problem
    }

    /// For example `XDG_RUNTIME_DIR is not set`.
    public var description: String { "\(candidate) \(problem)" }
  }

  /// The location that fell back.
  public let location: Location
  /// The rejected candidates, in the order they were tried.
  public let rejections: [Rejection]
  /// The path used instead.
  public let chosenPath: String

  /// Creates a diagnostic.
  public init(location: Location, rejections: [Rejection], chosenPath: String) {
    self.location = location
    self.rejections = rejections
    self.chosenPath = chosenPath
  }

  /// One line, for example
  /// `runtime: XDG_RUNTIME_DIR is not set; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp`.
  public var description: String {
    let reasons = rejections.map(\.description).joined(separator: "; ")
    return "\(location): \(reasons); using \(chosenPath)"
  }
}
