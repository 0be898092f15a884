import StandardPathsLocations
import StandardPathsSuffixes

/// A validated lookup: the file name to look for and the directories to
/// look in, in order.
internal struct ResourceRequest: Sendable {
  /// The requested last component with the type applied (no directory).
  let fileName: FileName
  /// The directories to search, most preferred first: the `.lproj`
  /// folders if localised, then the name's own folder.
  let directories: [String]

  /// Validates `name` and works out where to look.
  ///
  /// - Parameters:
  ///   - name: A name or path relative to `root`, or an absolute path.
  ///   - type: The extension to add if `name` has none.
  ///   - root: The directory relative names are resolved against, as
  ///     ``normalized(_:)`` spells it.
  ///   - localization: Where to look for localised variants, if anywhere.
  init(
    name: String, type: String?, root: String, localization: ResourceLocalization?
  ) throws(ResourceNameError) {
    if name.isEmpty { throw .empty }
    if name.utf8.contains(0) { throw .containsNUL(name) }
    if let type, type.utf8.contains(0) || type.utf8.contains(UInt8(ascii: "/")) {
      throw .invalidType(type)
    }
    if ResourceRequest.lastComponentIsNotAFile(name) { throw .missingFileName(name) }
    var fileName = FileName(name).appendingPathExtension(ifAbsent: type)
    let directoryText = fileName.directory
    fileName.directory = ""
    self.fileName = fileName

    if name.utf8.first == UInt8(ascii: "/") {
      directories = [ResourceRequest.normalized(directoryText)]
      return
    }
    if localization == nil, let simple = ResourceRequest.simpleDirectory(directoryText) {
      directories = [simple.isEmpty ? root : ResourceRequest.join(root, simple)]
      return
    }
    guard let components = ResourceRequest.components(ofRelative: directoryText) else {
      throw .escapesRoot(name)
    }
    var directories: [String] = []
    for folder in localization?.folderNames ?? [] {
      directories.append(ResourceRequest.join(root, [folder] + components))
    }
    directories.append(ResourceRequest.join(root, components))
    self.directories = directories
  }

  /// `path` without its final `/` if it has no empty, `.` or `..`
  /// component (the common case, joined without splitting), else `nil`.
  private static func simpleDirectory(_ path: String) -> String? {
    guard !path.isEmpty else { return "" }
    var componentLength = 0
    var dots = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if componentLength == 0 || componentLength == dots && dots <= 2 { return nil }
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    // The directory text of a parsed name ends with `/`.
    guard componentLength == 0 else { return nil }
    return String(path.utf8.dropLast()) ?? nil
  }

  /// `path` with repeated `/` collapsed and a trailing `/` removed (except
  /// for `/` itself); `.` and `..` are kept, for the file system to
  /// follow.
  static func normalized(_ path: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for byte in path.utf8 where byte != UInt8(ascii: "/") || bytes.last != UInt8(ascii: "/") {
      bytes.append(byte)
    }
    if bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `components` appended to the normalized `base`.
  private static func join(_ base: String, _ components: [String]) -> String {
    var result = base
    for component in components { result = join(result, component) }
    return result
  }

  /// `component` appended to the normalized `base`.
  private static func join(_ base: String, _ component: String) -> String {
    if base.isEmpty { return component }
    return base.utf8.last == UInt8(ascii: "/") ? base + component : base + "/" + component
  }

  /// Whether the last component of `name` (after its last `/`) is empty,
  /// `.` or `..`.
  private static func lastComponentIsNotAFile(_ name: String) -> Bool {
    let bytes = name.utf8
    let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
    let last = bytes[start...]
    return last.isEmpty || last.allSatisfy { $0 == UInt8(ascii: ".") } && last.count <= 2
  }

  /// The components of a relative directory with `.` and `..` resolved, or
  /// `nil` if `..` climbs above its start.
  private static func components(ofRelative path: String) -> [String]? {
    var result: [String] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard result.popLast() != nil else { return nil }
      default: result.append(String(component))
      }
    }
    return result
  }

  /// The absolute path of `name` (a name listed) in `directory`.
  static func path(of name: String, in directory: String) -> String {
    if directory.isEmpty { return name }
    return directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
  }
}
