import SystemPackage

/// Joins untrusted relative paths onto a base without letting them escape.
package enum Subpath {
  /// `relative` joined onto `base` in `platform`'s path syntax.
  ///
  /// - Throws: ``LocationError/unsafeSubpath(_:_:)`` when `relative` is
  ///   empty, absolute, holds NUL or climbs out of `base`.
  package static func join(_ relative: String, onto base: String, platform: Platform)
    throws(LocationError)
    -> String
  {
    let syntax = platform.pathSyntax
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
      // Split on scalars, not Characters: a separator followed by a combining
      // mark is one Character but still a separator to Windows.
      let scalars = relative.unicodeScalars
      let isSeparator: (Unicode.Scalar) -> Bool = { $0 == "\\" || $0 == "/" }
      if let first = scalars.first, isSeparator(first) {
        throw .unsafeSubpath(relative, .absolute)
      }
      var components: [String] = []
      for part in scalars.split(whereSeparator: isSeparator) {
        let component = String(String.UnicodeScalarView(part))
        if component.utf8.elementsEqual(".".utf8) { continue }
        if component.utf8.elementsEqual("..".utf8) {
          guard components.popLast() != nil else { throw .unsafeSubpath(relative, .escapesBase) }
          continue
        }
        if part.contains(":") { throw .unsafeSubpath(relative, .absolute) }
        components.append(component)
      }
      if components.isEmpty { throw .unsafeSubpath(relative, .empty) }
      return syntax.join(base, components)
    }
  }

  /// The lexically normal spelling of a path, for de-duplication.
  static func lexicallyNormalized(_ path: String) -> String {
    FilePath(path).lexicallyNormalized().string
  }
}
