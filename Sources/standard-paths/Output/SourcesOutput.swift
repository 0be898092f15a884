import StandardPathsLocations

/// `dirs --explain`: each location with the source that decided it, and
/// the detected sandbox (Design/locations.md#sources).
enum SourcesOutput {
  /// `key  path  (source)` per location, keys aligned, then
  /// `sandbox: …`. A location the platform lacks shows `-` and the reason.
  static func table(_ report: LocationReport) -> String {
    let width = report.entries.map(\.location.identifier.count).max() ?? 0
    var lines = report.entries.map { entry in
      let key = entry.location.identifier
      let padding = String(repeating: " ", count: width - key.count + 2)
      switch entry.result {
      case .success(let resolved):
        return key + padding + resolved.path + "  (\(resolved.source))"
      case .failure(let error):
        return key + padding + "-  (\(error))"
      }
    }
    lines.append("sandbox: " + (report.sandbox?.description ?? "none"))
    return lines.joined(separator: "\n")
  }

  /// `{"locations": {…}, "sources": {…}, "sandbox": null | {…}}`: the
  /// `dirs --json` object, the source text of each location (`null` where
  /// the platform has none), and the sandbox.
  static func json(_ report: LocationReport) -> JSONValue {
    let locations = report.entries.map { ($0.location.identifier, JSONValue.string($0.path)) }
    let sources = report.entries.map { entry in
      (entry.location.identifier, JSONValue.string(try? entry.result.get().source.description))
    }
    return .object([
      ("locations", .object(locations)),
      ("sources", .object(sources)),
      ("sandbox", sandbox(report.sandbox)),
    ])
  }

  /// `null`, `{"kind": "flatpak", "id": …}` or
  /// `{"kind": "snap", "name": …, "revision": …}`.
  static func sandbox(_ sandbox: Sandbox?) -> JSONValue {
    guard let sandbox else { return .scalar(.null) }
    if sandbox.kind == .snap {
      return .object([
        ("kind", .string(sandbox.kind.name)), ("name", .string(sandbox.identifier)),
        ("revision", .string(sandbox.revision)),
      ])
    }
    return .object([("kind", .string(sandbox.kind.name)), ("id", .string(sandbox.identifier))])
  }
}
