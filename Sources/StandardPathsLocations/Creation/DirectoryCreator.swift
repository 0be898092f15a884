// Effects live in their own folders: `Disk/` creates directories and
// `Backup/` marks them for backup tools. Everything under `Locations/` stays
// pure (it only computes paths); these two folders are the only library
// code that writes to the file system, and only when called explicitly.

import StandardPathsSupport
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates directories the way the XDG Base Directory specification asks:
/// every missing component with mode 0700, whatever the umask, and nothing
/// that already exists changed.
///
/// ```swift
/// let creator = DirectoryCreator()
/// try creator.createDirectory(atPath: "/home/me/.local/share/MyApp/db")
/// ```
///
/// The rules, in detail:
/// - Each component this call creates gets mode 0700 (set with `fchmod`
///   after `mkdir`, so a restrictive or permissive umask does not matter).
///   Existing components keep their mode, owner and contents.
/// - Existing symbolic links to directories are followed (a `~/.cache` that
///   links elsewhere is normal). A file, a device or a symbolic link to a
///   file where a directory belongs throws
///   ``DirectoryCreationError/notADirectory(_:)``; a dangling symbolic link
///   throws ``DirectoryCreationError/danglingSymbolicLink(_:)``. Nothing is
///   deleted or replaced.
/// - Many threads or processes may create the same directory at once: a
///   component that another caller created first counts as success.
/// - With ``Mode/inheritingUmask`` (the user's own folders,
///   Design/creation-backup-and-seed-filemanager.md), new components get 0777 less the process
///   umask instead, as `mkdir -p` and `xdg-user-dirs-update` give them.
public struct DirectoryCreator: Sendable {
  /// How the directories a creator makes get their permissions.
  public struct Mode: Sendable, Hashable {
    internal let isOwnerOnly: Bool

    /// Mode 0700 for every new component, whatever the umask: the XDG rule
    /// for an app's directories and the base directories.
    public static let ownerOnly = Mode(isOwnerOnly: true)
    /// 0777 less the process umask, as `mkdir -p` does: for the user's
    /// folders (Documents, Music, …) and anything created inside them,
    /// which the user shares as they choose.
    public static let inheritingUmask = Mode(isOwnerOnly: false)
  }

  /// The permissions of every directory this type creates in
  /// ``Mode/ownerOnly`` mode.
  public static let permissions: UInt16 = 0o700

  /// Supplies the file-system probe and the effective user id with which
  /// ``createPrivateDirectory(atPath:)`` judges an existing directory.
  public var environment: SystemEnvironment
  /// How new directories get their permissions; ``Mode/ownerOnly`` by
  /// default. ``createPrivateDirectory(atPath:)`` always makes its last
  /// component 0700.
  public var mode: Mode

  /// Creates a creator.
  ///
  /// - Parameters:
  ///   - environment: The probe and user id used for the private directory
  ///     check; by default the live process.
  ///   - mode: How new directories get their permissions.
  public init(environment: SystemEnvironment = .live(), mode: Mode = .ownerOnly) {
    self.environment = environment
    self.mode = mode
  }

  /// Creates the directory at `path` and any missing parents, each with
  /// mode 0700 (or as ``mode`` says).
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The directories this call created, outermost first; empty
  ///   if the directory already existed.
  /// - Throws: ``DirectoryCreationError`` naming the component at fault.
  @discardableResult
  public func createDirectory(atPath path: String) throws(DirectoryCreationError) -> [String] {
    #if os(Windows)
      try Self.validate(path)
      return try Self.createWithFoundation(path)
    #else
      try Self.validate(path)
      return try Self.createDirectory(at: FilePath(path), mode: mode).map(\.string)
    #endif
  }

  #if !os(Windows)
    /// Creates the directory at `path` and any missing parents, as
    /// ``createDirectory(atPath:)`` does, for a path whose bytes need not be
    /// UTF-8 (a migration's destination).
    ///
    /// - Parameters:
    ///   - path: An absolute path.
    ///   - mode: How new directories get their permissions.
    /// - Returns: The directories this call created, outermost first.
    @discardableResult
    package static func createDirectory(at path: FilePath, mode: Mode = .ownerOnly)
      throws(DirectoryCreationError) -> [FilePath]
    {
      guard path.isAbsolute else { throw .invalidPath(path.string) }
      if isExistingDirectory(path) { return [] }
      var created: [FilePath] = []
      _ = try walk(path.components, mode: mode, created: &created)
      return created
    }
  #endif

  /// Creates a directory that must be private to the effective user, such
  /// as `/tmp/MyApp-1000`, refusing one that already exists and is unsafe.
  ///
  /// Missing parents are created as by ``createDirectory(atPath:)``. The
  /// last component is created with mode 0700; if it already exists it must
  /// be a directory (not a symbolic link), owned by
  /// ``SystemEnvironment/effectiveUserID`` and have mode 0700, as reported
  /// by ``SystemEnvironment/fileSystem``. An unsafe one is refused without
  /// being followed or re-permissioned: this defeats the classic attack of
  /// planting a symbolic link or an open directory in `/tmp`.
  ///
  /// Before anything is created, the existing directories above `path` are
  /// checked too (Design/locations.md#private-directories): one writable by its group or others
  /// without the sticky bit, or owned by a user other than root and the
  /// effective user, lets another user replace the private directory, so
  /// the call is refused and creates nothing.
  ///
  /// The judgement uses ``environment``'s probe, so it must see the real
  /// file system (``LiveFileSystem``, or a wrapper of it in tests): through
  /// an empty in-memory file system every directory looks missing and is
  /// refused.
  ///
  /// - Returns: The directories this call created, outermost first.
  /// - Throws: ``DirectoryCreationError/unsafePrivateDirectory(_:_:)`` for an
  ///   unsafe directory; otherwise as ``createDirectory(atPath:)``.
  @discardableResult
  public func createPrivateDirectory(atPath path: String) throws(DirectoryCreationError)
    -> [String]
  {
    var created: [String] = []
    if let problem = PrivateDirectoryCheck.ancestorProblem(of: path, in: environment) {
      throw .unsafePrivateDirectory(path, problem)
    }
    #if os(Windows)
      try Self.validate(path)
      created = try Self.createWithFoundation(path)
    #else
      try Self.validate(path)
      let filePath = FilePath(path)
      var made: [FilePath] = []
      if let last = filePath.lastComponent.flatMap(EntryName.init) {
        let parent = try Self.walk(
          filePath.removingLastComponent().components, mode: mode, created: &made)
        let isNew: Bool
        do {
          isNew = try parent.makeDirectory(
            last, permissions: mode_t(Self.permissions), ignoringUmask: true)
        } catch {
          throw .fileSystem(FileSystemError("create directory", FilePath(path), error))
        }
        if isNew {
          try Self.openFreshDirectory(last, in: parent, path: filePath, restricting: true)
          made.append(filePath)
        }
      } else {
        // `/`, or a path ending in `.` or `..`: nothing of its own to make.
        _ = try Self.walk(filePath.components, mode: mode, created: &made)
      }
      created = made.map(\.string)
    #endif
    if let problem = PrivateDirectoryCheck.problem(
      atPath: path, in: environment, acceptMissing: false)
    {
      throw .unsafePrivateDirectory(path, problem)
    }
    return created
  }

  // MARK: - Internals

  /// Whether a directory (possibly through symbolic links) is at `path`.
  static func isExistingDirectory(_ path: String) -> Bool {
    #if os(Windows)
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    #else
      return isExistingDirectory(FilePath(path))
    #endif
  }

  #if !os(Windows)
    /// Whether a directory (possibly through symbolic links) is at `path`.
    static func isExistingDirectory(_ path: FilePath) -> Bool {
      (try? Stat(path))?.type == .directory
    }
  #endif

  /// Refuses a relative path or one with NUL bytes.
  private static func validate(_ path: String) throws(DirectoryCreationError) {
    guard Platform.current.pathSyntax.isAbsolute(path), !path.utf8.contains(0) else {
      throw .invalidPath(path)
    }
  }

  #if os(Windows)
    private static func createWithFoundation(_ path: String) throws(DirectoryCreationError)
      -> [String]
    {
      do {
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true)
        return []
      } catch {
        throw .fileSystem(
          FileSystemError(
            "create directory", FilePath(path), Errno(rawValue: Int32((error as NSError).code))))
      }
    }
  #else
    /// Walks from `/` down `components`, creating each missing one, and
    /// returns the last directory, open. A `.` is skipped and a `..` goes
    /// to the physical parent, as the kernel would resolve them.
    private static func walk(
      _ components: FilePath.ComponentView, mode: Mode, created: inout [FilePath]
    ) throws(DirectoryCreationError) -> Descriptor {
      var path = FilePath("/")
      var current: Descriptor
      do {
        current = try Descriptor(openingDirectoryAt: path)
      } catch {
        throw .fileSystem(FileSystemError("create directory", FilePath("/"), error))
      }
      for component in components {
        path.append(component)
        switch component.kind {
        case .currentDirectory:
          continue
        case .parentDirectory:
          do {
            current = try current.openParent()
          } catch {
            throw .fileSystem(FileSystemError("create directory", path, error))
          }
        case .regular:
          guard let name = EntryName(component) else { throw .invalidPath(path.string) }
          current = try step(into: name, of: current, path: path, mode: mode, created: &created)
        }
      }
      return current
    }

    /// Opens the child `name` of `parent`, creating it first if it is
    /// missing. Retries when another process removes or creates it midway.
    private static func step(
      into name: EntryName, of parent: borrowing Descriptor, path: FilePath, mode: Mode,
      created: inout [FilePath]
    ) throws(DirectoryCreationError) -> Descriptor {
      var lastError = Errno.noSuchFileOrDirectory
      for _ in 0..<8 {
        do {
          return try parent.openDirectory(name, followingSymbolicLink: true)
        } catch {
          lastError = error
        }
        switch lastError {
        case .notDirectory:
          throw .notADirectory(path.string)
        case .noSuchFileOrDirectory:
          if (try? parent.statusOfItem(name))?.type == .symbolicLink {
            throw .danglingSymbolicLink(path.string)
          }
        default:
          throw .fileSystem(FileSystemError("create directory", path, lastError))
        }
        let made: Bool
        do {
          made = try parent.makeDirectory(
            name, permissions: mode.isOwnerOnly ? mode_t(permissions) : 0o777,
            ignoringUmask: mode.isOwnerOnly)
        } catch {
          throw .fileSystem(FileSystemError("create directory", path, error))
        }
        guard made else { continue }  // another caller won the race: open theirs
        let child = try openFreshDirectory(
          name, in: parent, path: path, restricting: mode.isOwnerOnly)
        created.append(path)
        return child
      }
      throw .fileSystem(FileSystemError("create directory", path, lastError))
    }

    /// Opens a directory this process has just made, without following a
    /// symbolic link that might have replaced it, and (when `restricting`)
    /// sets its mode to 0700 regardless of the umask.
    @discardableResult
    private static func openFreshDirectory(
      _ name: EntryName, in parent: borrowing Descriptor, path: FilePath, restricting: Bool
    ) throws(DirectoryCreationError) -> Descriptor {
      do {
        let child = try parent.openDirectory(name, followingSymbolicLink: false)
        if restricting { try child.setPermissions(mode_t(permissions)) }
        return child
      } catch {
        if error == .notDirectory { throw .notADirectory(path.string) }
        throw .fileSystem(FileSystemError("create directory", path, error))
      }
    }
  #endif
}
