/// Many locations resolved at once, in order, each with its path or the
/// reason it has none.
public struct LocationReport: Sendable {
  /// One location's outcome.
  public struct Entry: Sendable {
    /// The location.
    public let location: Location
    /// Its resolution, or why it failed.
    public let result: Result<ResolvedLocation, LocationError>

    /// The path, or `nil` if the location could not be resolved.
    public var path: String? { try? result.get().path }
  }

  /// The platform whose rules were applied.
  public let platform: Platform
  /// The outcomes, in the order the locations were requested.
  public let entries: [Entry]
  /// The sandbox the environment shows (Flatpak or Snap), or `nil`.
  public let sandbox: Sandbox?

  /// Every diagnostic of every entry, in order.
  public var diagnostics: [LocationDiagnostic] {
    entries.flatMap { (try? $0.result.get().diagnostics) ?? [] }
  }

  /// The entry for `location`, if it was requested.
  public subscript(location: Location) -> Entry? {
    entries.first { $0.location == location }
  }
}
