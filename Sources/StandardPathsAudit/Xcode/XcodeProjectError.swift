import StandardPathsLocations

/// Why an Xcode project's resources could not be audited
/// (``AssetAudit/report(forXcodeProjectAtPath:target:progress:)``).
public enum XcodeProjectError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no readable `project.pbxproj` in the project at the path.
  case unreadable(String)
  /// The `project.pbxproj` at the path is not a project Xcode wrote: the
  /// line and what was wrong there.
  case malformed(String, line: Int, reason: String)
  /// No target of that name has a Copy Bundle Resources phase; the targets
  /// that have one.
  case noSuchTarget(String, available: [String])
  /// Several targets copy resources and none was chosen: their names.
  case severalTargets([String])

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let path):
      return "cannot read the Xcode project file \(escapingControlCharacters(path))"
    case .malformed(let path, let line, let reason):
      return "\(escapingControlCharacters(path)):\(line): not an Xcode project file: \(reason)"
    case .noSuchTarget(let name, let available):
      return "no target \(escapingControlCharacters(name)) copies resources; "
        + (available.isEmpty
          ? "no target of the project does"
          : "the targets that do: \(Self.list(available))")
    case .severalTargets(let names):
      return "several targets copy resources (\(Self.list(names))): choose one"
    }
  }

  private static func list(_ names: [String]) -> String {
    names.map(escapingControlCharacters).joined(separator: ", ")
  }
}
