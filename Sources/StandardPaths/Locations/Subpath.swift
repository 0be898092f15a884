import SystemPackage

/// Joins untrusted relative paths onto a base without letting them escape.
internal enum Subpath {
  static func join(_ relative: String, onto base: String, syntax: PathSyntax) throws(LocationError)
    -> String
  {
    if relative.isEmpty { throw .unsafeSubpath(relative, .empty) }
    if relative.utf8.contains(0) { throw .unsafeSubpath(relative, .containsNUL) }
    switch syntax {
    case .posix:
      if syntax.isAbsolute(relative) { throw .unsafeSubpath(relative, .absolute) }
      let basePath = FilePath(base)
      guard let joined = basePath.lexicallyResolving(FilePath(relative)) else {
        throw .unsafeSubpath(relative, .escapesBase)
      }
      if joined == basePath { throw .unsafeSubpath(relative, .empty) }
      return joined.string
    case .windows:
      let separators: Set<Character> = ["\\", "/"]
      if let first = relative.first, separators.contains(first) {
        throw .unsafeSubpath(relative, .absolute)
      }
      var components: [Substring] = []
      for component in relative.split(whereSeparator: separators.contains) {
        switch component {
        case ".": continue
        case "..":
          guard components.popLast() != nil else { throw .unsafeSubpath(relative, .escapesBase) }
        default:
          if component.contains(":") { throw .unsafeSubpath(relative, .absolute) }
          components.append(component)
        }
      }
      if components.isEmpty { throw .unsafeSubpath(relative, .empty) }
      return syntax.join(base, components.map(String.init))
    }
  }

  /// The lexically normal spelling of a path, for de-duplication.
  static func lexicallyNormalized(_ path: String) -> String {
    FilePath(path).lexicallyNormalized().string
  }
}
