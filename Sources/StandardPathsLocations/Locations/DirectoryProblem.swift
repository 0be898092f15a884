import SystemPackage

/// What makes a candidate directory unusable for private data, such as the
/// XDG runtime directory.
public enum DirectoryProblem: Sendable, Hashable, CustomStringConvertible {
  /// The environment variable is not set.
  case unset
  /// The environment variable is set but empty.
  case empty
  /// The value is not an absolute path.
  case notAbsolute
  /// Nothing exists at the path.
  case missing
  /// The path names something other than a directory.
  case notADirectory
  /// The path is a symbolic link, which another user could redirect.
  case symbolicLink
  /// The directory is owned by another user (the associated value is the
  /// owner's uid).
  case ownedByAnotherUser(UInt32)
  /// Users other than the owner have access (the associated value is the
  /// permission bits).
  case accessibleByOthers(UInt16)
  /// The path could not be inspected (the associated value is `errno`).
  case inaccessible(Int32)
  /// The value is not valid UTF-8, so it cannot be inspected exactly;
  /// refused rather than judged by another spelling.
  case notValidUTF8
  /// A directory above it is writable by its group or by others without
  /// the sticky bit, so another user could replace what is below
  /// (Design/locations.md#private-directories). The associated values are that directory and its
  /// permission bits.
  case ancestorWritableByOthers(String, UInt16)
  /// A directory above it belongs to a user other than root and the
  /// effective user, who could replace what is below (Design/locations.md#private-directories).
  /// The associated values are that directory and its owner's uid.
  case ancestorOwnedByAnotherUser(String, UInt32)

  /// A short explanation, phrased to follow the path or variable name.
  public var description: String {
    switch self {
    case .unset: return "is not set"
    case .empty: return "is empty"
    case .notAbsolute: return "is not an absolute path"
    case .missing: return "does not exist"
    case .notADirectory: return "is not a directory"
    case .symbolicLink: return "is a symbolic link"
    case .ownedByAnotherUser(let owner): return "is owned by uid \(owner)"
    case .accessibleByOthers(let mode): return "has mode 0\(String(mode, radix: 8)), not 0700"
    case .inaccessible(let code): return "cannot be inspected (errno \(code))"
    case .notValidUTF8: return "is not valid UTF-8"
    case .ancestorWritableByOthers(let ancestor, let mode):
      return
        "is under \(escapingControlCharacters(ancestor)), which others can write "
        + "(mode 0\(String(mode, radix: 8)), no sticky bit)"
    case .ancestorOwnedByAnotherUser(let ancestor, let owner):
      return "is under \(escapingControlCharacters(ancestor)), owned by uid \(owner)"
    }
  }
}

/// Checks a directory the way the XDG spec requires of `XDG_RUNTIME_DIR`:
/// owned by the effective user, mode 0700, not a symbolic link; and, per
/// Design/locations.md#private-directories, under no directory another user could change.
enum PrivateDirectoryCheck {
  /// Returns what is wrong with `path` or its ancestors, or `nil` if it is
  /// usable.
  ///
  /// Trailing `/` and `/.` are removed before inspecting, so that a
  /// symbolic link named `/link/` is judged as the link, not its target.
  static func problem(
    atPath path: String, in environment: SystemEnvironment, acceptMissing: Bool
  ) -> DirectoryProblem? {
    if let problem = itemProblem(atPath: path, in: environment, acceptMissing: acceptMissing) {
      return problem
    }
    return ancestorProblem(of: path, in: environment)
  }

  /// What makes a directory above `path` unsafe (Design/locations.md#private-directories), or
  /// `nil`: an existing ancestor that is writable by its group or others
  /// without the sticky bit (`/tmp`'s mode 1777 is fine), or that belongs
  /// to a user other than root and the effective user. Missing ancestors
  /// are skipped (they are created 0700); a symbolic link on the way is
  /// judged by its owner (its own mode means nothing).
  static func ancestorProblem(
    of path: String, in environment: SystemEnvironment
  ) -> DirectoryProblem? {
    var ancestor = withoutTrailingDots(path)
    while let parent = parentPath(of: ancestor), parent != ancestor {
      ancestor = parent
      let status: FileItemStatus?
      do {
        status = try environment.fileSystem.statusOfItem(atPath: ancestor)
      } catch {
        return .inaccessible(error.errno.rawValue)
      }
      guard let status, status.kind == .directory || status.kind == .symbolicLink else {
        continue
      }
      if status.ownerID != 0, status.ownerID != environment.effectiveUserID {
        return .ancestorOwnedByAnotherUser(ancestor, status.ownerID)
      }
      if status.kind == .directory, status.permissions & 0o022 != 0,
        status.permissions & 0o1000 == 0
      {
        return .ancestorWritableByOthers(ancestor, status.permissions & 0o7777)
      }
    }
    return nil
  }

  private static func itemProblem(
    atPath path: String, in environment: SystemEnvironment, acceptMissing: Bool
  ) -> DirectoryProblem? {
    let status: FileItemStatus?
    do {
      status = try environment.fileSystem.statusOfItem(atPath: withoutTrailingDots(path))
    } catch {
      return .inaccessible(error.errno.rawValue)
    }
    guard let status else { return acceptMissing ? nil : .missing }
    switch status.kind {
    case .symbolicLink: return .symbolicLink
    case .regularFile, .other: return .notADirectory
    case .directory: break
    }
    if status.ownerID != environment.effectiveUserID { return .ownedByAnotherUser(status.ownerID) }
    if status.permissions & 0o777 != 0o700 {
      return .accessibleByOthers(status.permissions & 0o777)
    }
    return nil
  }

  static func withoutTrailingDots(_ path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1 {
      if bytes.last == UInt8(ascii: "/") {
        bytes.removeLast()
      } else if bytes.count >= 2, bytes.suffix(2).elementsEqual("/.".utf8) {
        bytes.removeLast(2)
      } else {
        break
      }
    }
    return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
  }
}

/// The path of `path`'s parent directory, or `nil` at the root.
private func parentPath(of path: String) -> String? {
  let parent = FilePath(path).removingLastComponent()
  return parent.isEmpty ? nil : parent.string
}
