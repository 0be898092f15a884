extension LinuxLayout {
  /// The runtime directory: systemd's `RUNTIME_DIRECTORY` as is, else
  /// `$XDG_RUNTIME_DIR/<name>`, else the system's base (`/run/user/<euid>`,
  /// FreeBSD's `/var/run/user/<euid>`, none on OpenBSD) `/<name>`, else
  /// `$TMPDIR‖/tmp` `/runtime-<euid>/<name>`. Each candidate base must be
  /// private (owned by the effective user, mode 0700, not a symbolic link,
  /// under no directory another user can change: Design/locations.md#private-directories); every
  /// step down is recorded in a diagnostic and in the source.
  static func runtime(_ context: inout ResolutionContext) -> ResolvedLocation {
    let syntax = context.syntax
    let euid = context.environment.effectiveUserID
    var rejections: [LocationDiagnostic.Rejection] = []

    if context.options.usesServiceDirectories,
      let value = context.variable("RUNTIME_DIRECTORY"), !value.isEmpty
    {
      let first = PathBytes(Array(value.prefix { $0 != UInt8(ascii: ":") }))
      switch check(first, variable: "RUNTIME_DIRECTORY", context) {
      case .accepted(let base):
        return ResolvedLocation(
          location: .runtime, bytes: base, source: .serviceDirectory("RUNTIME_DIRECTORY"),
          privateDirectory: base.string)
      case .rejected(let rejection):
        rejections.append(rejection)
      }
    }

    var chosen: (base: PathBytes, source: LocationSource)?
    if let value = context.variable("XDG_RUNTIME_DIR") {
      switch check(PathBytes(value), variable: "XDG_RUNTIME_DIR", context) {
      case .accepted(let base):
        chosen = (base, rejections.isEmpty ? .variable("XDG_RUNTIME_DIR") : .fallback(rejections))
      case .rejected(let rejection):
        rejections.append(rejection)
      }
    } else {
      rejections.append(
        .init(candidate: "XDG_RUNTIME_DIR", problem: .unset, variable: "XDG_RUNTIME_DIR"))
    }

    if chosen == nil, let systemDefault = systemRuntimeBase(context.platform, euid: euid) {
      if let problem = PrivateDirectoryCheck.problem(
        atPath: systemDefault, in: context.environment, acceptMissing: false)
      {
        rejections.append(.init(candidate: systemDefault, problem: problem))
      } else {
        chosen = (PathBytes(systemDefault), .fallback(rejections))
      }
    }
    if chosen == nil {
      let fallback = syntax.join(temporaryBase(context).path, "runtime-\(euid)")
      chosen = (fallback, .fallback(rejections))
    }

    let base = chosen?.base ?? PathBytes("/")
    let path = syntax.join(base, context.app.folderComponents)
    let diagnostics =
      rejections.isEmpty
      ? []
      : [LocationDiagnostic(location: .runtime, rejections: rejections, chosenPath: path.string)]
    return ResolvedLocation(
      location: .runtime, bytes: path, source: chosen?.source ?? .fallback(rejections),
      diagnostics: diagnostics, privateDirectory: base.string)
  }

  /// The runtime base the system itself makes for a user: `/run/user/<uid>`
  /// (systemd-logind, elogind) on Linux, `/var/run/user/<uid>` (`pam_xdg`) on
  /// FreeBSD, none on OpenBSD (Design/locations.md#runtime-directory).
  private static func systemRuntimeBase(_ platform: Platform, euid: UInt32) -> String? {
    switch platform {
    case .freeBSD: return "/var/run/user/\(euid)"
    case .openBSD: return nil
    default: return "/run/user/\(euid)"
    }
  }

  /// The outcome of checking a candidate runtime base.
  private enum Check {
    case accepted(PathBytes)
    case rejected(LocationDiagnostic.Rejection)
  }

  /// The normalized base `value` names, or why it is refused.
  private static func check(
    _ value: PathBytes, variable: String, _ context: ResolutionContext
  ) -> Check {
    let text = value.string
    func rejection(_ candidate: String, _ problem: DirectoryProblem) -> Check {
      .rejected(.init(candidate: candidate, problem: problem, variable: variable))
    }
    if value.bytes.isEmpty { return rejection(variable, .empty) }
    guard context.syntax.isAbsolute(value) else {
      return rejection("\(variable) \(quoted(text))", .notAbsolute)
    }
    guard value.isValidUTF8 else { return rejection("\(variable) \(quoted(text))", .notValidUTF8) }
    if let problem = PrivateDirectoryCheck.problem(
      atPath: text, in: context.environment, acceptMissing: true)
    {
      return rejection("\(variable) \(text)", problem)
    }
    return .accepted(context.syntax.normalized(value))
  }
}
