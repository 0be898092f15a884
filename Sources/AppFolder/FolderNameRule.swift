import StandardPathsLocations

/// The folder name a ``DynamicDirectory`` subclass gets from its type name.
internal enum FolderNameRule {
  /// The name of `type`: `String(describing:)` of the type (the bare name,
  /// without module or enclosing types), with generic arguments dropped
  /// (`Box<Int>` → `Box`), the backticks of a raw identifier removed (and
  /// its spaces, which the runtime spells U+00A0, restored), and every `_`
  /// turned into a space (`Images_Cache` → `Images Cache`).
  static func name(of type: Any.Type) -> String {
    var name = Substring(String(describing: type))
    if let genericArguments = name.firstIndex(of: "<") {
      name = name[..<genericArguments]
    }
    var isRawIdentifier = false
    if name.count >= 2, name.first == "`", name.last == "`" {
      name = name.dropFirst().dropLast()
      isRawIdentifier = true
    }
    return String(
      name.map { character in
        if character == "_" { return " " }
        // The runtime spells a raw identifier's spaces as no-break spaces.
        if isRawIdentifier, character == "\u{A0}" { return " " }
        return character
      })
  }
}
