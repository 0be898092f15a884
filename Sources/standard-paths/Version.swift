/// The tool's version, printed by `standard-paths --version`: the one place
/// it is written. Raise it with the release heading in CHANGELOG.md.
enum ToolVersion {
  static let string = "0.1.0"
}
