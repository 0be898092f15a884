#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The patterns of a `.gitignore` file: which files a clone lacks on
/// purpose (wheelmap's secret `PLists/WMConfig.plist`, ioctocat's
/// `iOctocatAPI.plist`), so that a project listing them is no broken
/// build to report. Blank lines and `#` comments are skipped; `!` negates;
/// a pattern with an inner `/` is anchored to the file's folder, one
/// without matches any name in the path, one ending in `/` a folder only;
/// `*`, `?` and `[…]` are `fnmatch(3)`'s (`**` as `*`).
struct GitIgnore: Sendable {
  private var rules: [(pattern: String, isAnchored: Bool, isFolder: Bool, isNegated: Bool)] = []

  /// The rules of the `.gitignore` text `text`.
  init(_ text: String) {
    for line in text.split(whereSeparator: \.isNewline) {
      var pattern = Substring(line).trimmingWhitespace()
      guard !pattern.isEmpty, pattern.first != "#" else { continue }
      let isNegated = pattern.first == "!"
      if isNegated { pattern = pattern.dropFirst() }
      let isFolder = pattern.last == "/"
      if isFolder { pattern = pattern.dropLast() }
      let isAnchored = pattern.contains("/")
      if pattern.first == "/" { pattern = pattern.dropFirst() }
      guard !pattern.isEmpty else { continue }
      rules.append(
        (
          pattern.split(separator: "**", omittingEmptySubsequences: false)
            .joined(separator: "*"), isAnchored, isFolder, isNegated
        ))
    }
  }

  /// Whether the file at `path` (relative to the `.gitignore`'s folder) is
  /// ignored: the last rule that matches it, or one of its folders, decides.
  func ignores(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    var ignored = false
    for rule in rules {
      let matches: Bool
      if rule.isAnchored {
        // The path itself, or a folder it lies in.
        matches = components.indices.contains { end in
          (!rule.isFolder || end < components.count - 1)
            && GitIgnore.matches(rule.pattern, components[...end].joined(separator: "/"))
        }
      } else {
        matches = components.indices.contains { index in
          (!rule.isFolder || index < components.count - 1)
            && GitIgnore.matches(rule.pattern, components[index])
        }
      }
      if matches { ignored = !rule.isNegated }
    }
    return ignored
  }

  private static func matches(_ pattern: String, _ text: String) -> Bool {
    fnmatch(pattern, text, FNM_PATHNAME) == 0
  }
}
