import SystemPackage

/// A location's path, why it is there, and any diagnostic explaining a
/// fallback.
public struct ResolvedLocation: Sendable, Hashable {
  /// The location that was resolved.
  public let location: Location
  /// The absolute path, in the platform's syntax, as text.
  ///
  /// A path that is not valid UTF-8 (on Linux, from a variable or
  /// `user-dirs.dirs`) has U+FFFD in place of each invalid sequence here;
  /// ``filePath`` has its exact bytes and ``pathIsExact`` tells the two
  /// cases apart.
  public let path: String
  /// Why a preferred directory was not used, if it was not. Empty in the
  /// normal case; never silently skipped.
  public let diagnostics: [LocationDiagnostic]
  /// What decided the path: a variable, a `user-dirs.dirs` line, a systemd
  /// service directory, a sandbox rule, a default or a fallback.
  public let source: LocationSource
  /// The path's exact bytes.
  let pathBytes: PathBytes
  /// The directory that must be private to the user when the location is
  /// created (the temporary directory itself, the runtime directory's
  /// base), or `nil`.
  let privateDirectory: String?

  /// Creates a resolved location from a path given as text.
  init(
    location: Location, path: String, diagnostics: [LocationDiagnostic] = [],
    source: LocationSource = .given
  ) {
    self.init(
      location: location, bytes: PathBytes(path), source: source, diagnostics: diagnostics)
  }

  init(
    location: Location, bytes: PathBytes, source: LocationSource,
    diagnostics: [LocationDiagnostic] = [], privateDirectory: String? = nil
  ) {
    self.location = location
    self.pathBytes = bytes
    self.path = bytes.string
    self.source = source
    self.diagnostics = diagnostics
    self.privateDirectory = privateDirectory
  }

  /// The path with its exact bytes, for system calls.
  ///
  /// On POSIX hosts these are the bytes the rules computed, even when they
  /// are not valid UTF-8. (A Windows layout computed on a POSIX host is a
  /// `FilePath` of its text, which the host cannot open anyway.)
  public var filePath: FilePath {
    #if os(Windows)
      return FilePath(path)
    #else
      let characters = pathBytes.bytes.map { CChar(bitPattern: $0) } + [0]
      return characters.withUnsafeBufferPointer { buffer in
        guard let start = buffer.baseAddress else { return FilePath() }
        return FilePath(platformString: start)
      }
    #endif
  }

  /// Whether ``path`` spells the path exactly (its bytes are valid UTF-8).
  public var pathIsExact: Bool { pathBytes.isValidUTF8 }

  /// The location with one more diagnostic per refused set value (a
  /// relative `XDG_CACHE_HOME`, `HOME`), each naming the path used instead.
  func reporting(_ refusals: [LocationDiagnostic.Rejection]) -> ResolvedLocation {
    guard !refusals.isEmpty else { return self }
    let added = refusals.map {
      LocationDiagnostic(location: location, rejections: [$0], chosenPath: path)
    }
    return ResolvedLocation(
      location: location, bytes: pathBytes, source: source, diagnostics: diagnostics + added,
      privateDirectory: privateDirectory)
  }
}

/// A report that a location fell back from a preferred directory, such as
/// `XDG_RUNTIME_DIR`, to another, or did not use a variable someone set
/// (a relative `XDG_CACHE_HOME` or `HOME`: one diagnostic per variable).
public struct LocationDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// A candidate that was considered and rejected.
  public struct Rejection: Sendable, Hashable, CustomStringConvertible {
    /// What was rejected: a variable name such as `XDG_RUNTIME_DIR`, or a path.
    public let candidate: String
    /// Why it was rejected.
    public let problem: DirectoryProblem
    /// The environment variable the candidate came from, or `nil` for a
    /// built-in candidate such as `/run/user/<euid>`.
    public let variable: String?

    /// Creates a rejection.
    init(candidate: String, problem: DirectoryProblem, variable: String? = nil) {
      self.candidate = candidate
      self.problem = problem
      self.variable = variable
    }

    /// Whether a variable that was set to a value was rejected (as opposed
    /// to unset or empty, which are ordinary, or a built-in candidate).
    public var rejectsSetVariable: Bool {
      guard variable != nil else { return false }
      return problem != .unset && problem != .empty
    }

    /// For example `XDG_RUNTIME_DIR is not set`.
    public var description: String {
      "\(escapingControlCharacters(candidate)) \(problem)"
    }
  }

  /// The location that fell back.
  public let location: Location
  /// The rejected candidates, in the order they were tried.
  public let rejections: [Rejection]
  /// The path used instead.
  public let chosenPath: String

  /// Creates a diagnostic.
  init(location: Location, rejections: [Rejection], chosenPath: String) {
    self.location = location
    self.rejections = rejections
    self.chosenPath = chosenPath
  }

  /// Whether a variable that was set was rejected: what deserves a warning
  /// (Design/locations.md#refused-values). A fallback because a variable is simply unset, as
  /// in containers, SSH sessions and cron, does not.
  public var rejectsSetVariable: Bool { rejections.contains(where: \.rejectsSetVariable) }

  /// One line, for example
  /// `runtime: XDG_RUNTIME_DIR is not set; /run/user/1000 does not exist; using /tmp/runtime-1000/MyApp`.
  public var description: String {
    let reasons = rejections.map(\.description).joined(separator: "; ")
    return "\(location): \(reasons); using \(escapingControlCharacters(chosenPath))"
  }
}
