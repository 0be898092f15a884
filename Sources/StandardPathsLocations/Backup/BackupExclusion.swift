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

/// Excludes directories from backups, includes them again, and reports
/// which mechanisms mark them.
///
/// ```swift
/// let backup = BackupExclusion(app: try AppIdentity(name: "MyApp"))
/// let offline = try locations.createDirectory(for: .offlineData)
/// try backup.exclude(offline)
/// try backup.status(of: offline).isExcluded     // true
/// ```
///
/// The mechanisms (``BackupMechanism/available``):
/// - **Linux:** a `CACHEDIR.TAG` file whose first 43 bytes are the
///   specification's signature, followed by the recommended comment naming
///   ``app``; it is written atomically (a temporary file in the same
///   directory, published without ever replacing an existing file). Also the
///   extended attribute `user.xdg.robots.backup=false` where the file system
///   supports `user.*` attributes; where it does not, the status says
///   ``BackupState/unsupported`` and that is not an error.
/// - **Apple platforms:** `URLResourceValues.isExcludedFromBackup`. Apple
///   advises setting it again each time the directory is saved to, since
///   some file operations reset it; calling ``exclude(_:)`` again is cheap.
///
/// A `CACHEDIR.TAG` that is not a valid tag belongs to someone else:
/// ``exclude(_:)`` throws ``BackupExclusionError/foreignCacheDirectoryTag(_:)``
/// before changing anything, and ``include(_:)`` leaves it alone.
/// ``include(_:)`` removes only what ``exclude(_:)`` writes: a valid tag and
/// the attribute when its value is `false`.
///
/// A symbolic link to a directory is followed: the marks go on the
/// directory it points to.
public struct BackupExclusion: Sendable {
  /// The app named in the comment of the `CACHEDIR.TAG` files written.
  public var app: AppIdentity

  /// The error every extended-attribute call fails with instead of running,
  /// if set: tests stand in for a file system without `user.*` attributes.
  var simulatedAttributeError: Errno?

  /// Creates a backup-exclusion helper for `app`.
  ///
  /// - Parameter app: The app named in the `CACHEDIR.TAG` comment.
  public init(app: AppIdentity) {
    self.app = app
  }

  /// Marks a directory as excluded from backups with every available
  /// mechanism. Marking an excluded directory again is harmless.
  ///
  /// - Parameter directory: A file URL of an existing directory.
  /// - Returns: The status afterwards.
  /// - Throws: ``BackupExclusionError`` naming the path at fault.
  @discardableResult
  public func exclude(_ directory: URL) throws(BackupExclusionError) -> BackupStatus {
    let path = try Self.path(of: directory)
    #if canImport(Darwin)
      try AppleBackupMarks.setExcluded(true, directory: directory, path: path)
      return try status(of: directory)
    #elseif os(Windows)
      throw .failed(path, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(path)
      let tagPath = FilePath(path).appending(CacheDirectoryTag.fileName).string
      var presence: CacheDirectoryTag.Presence
      do {
        presence = try CacheDirectoryTag.presence(in: handle)
        if presence == .absent {
          let contents = CacheDirectoryTag.contents(createdBy: app.name)
          presence = try CacheDirectoryTag.publish(contents, in: handle)
        }
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(tagPath), error))
      }
      guard presence != .foreign else { throw .foreignCacheDirectoryTag(tagPath) }
      do {
        try attributeCall { () throws(Errno) in
          try handle.setExtendedAttribute(RobotsAttribute.name, to: RobotsAttribute.excludedValue)
        }
      } catch  where RobotsAttribute.isUnsupported(error) {
        // Reported as "unsupported" by the status below.
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(path), error))
      }
      return try status(of: handle, path: path)
    #endif
  }

  /// Removes the marks ``exclude(_:)`` sets, so backups include the
  /// directory again. A `CACHEDIR.TAG` that is not a valid tag, and an
  /// attribute with another value, are left alone.
  ///
  /// - Parameter directory: A file URL of an existing directory.
  /// - Returns: The status afterwards.
  /// - Throws: ``BackupExclusionError`` naming the path at fault.
  @discardableResult
  public func include(_ directory: URL) throws(BackupExclusionError) -> BackupStatus {
    let path = try Self.path(of: directory)
    #if canImport(Darwin)
      try AppleBackupMarks.setExcluded(false, directory: directory, path: path)
      return try status(of: directory)
    #elseif os(Windows)
      throw .failed(path, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(path)
      let tagPath = FilePath(path).appending(CacheDirectoryTag.fileName).string
      do {
        if try CacheDirectoryTag.presence(in: handle) == .valid {
          try CacheDirectoryTag.remove(from: handle)
        }
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(tagPath), error))
      }
      do {
        let value = try attributeCall { () throws(Errno) in
          try handle.extendedAttribute(RobotsAttribute.name)
        }
        if value == RobotsAttribute.excludedValue {
          try handle.removeExtendedAttribute(RobotsAttribute.name)
        }
      } catch  where RobotsAttribute.isUnsupported(error) {
        // Nothing can have been set.
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(path), error))
      }
      return try status(of: handle, path: path)
    #endif
  }

  /// Reports which mechanisms mark a directory as excluded from backups.
  ///
  /// - Parameter directory: A file URL of an existing directory.
  /// - Throws: ``BackupExclusionError`` naming the path at fault.
  public func status(of directory: URL) throws(BackupExclusionError) -> BackupStatus {
    let path = try Self.path(of: directory)
    #if canImport(Darwin)
      let state = try AppleBackupMarks.state(directory: directory, path: path)
      return BackupStatus(path: path, entries: [.init(mechanism: .resourceValue, state: state)])
    #elseif os(Windows)
      throw .failed(path, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(path)
      return try status(of: handle, path: path)
    #endif
  }

  // MARK: - Internals

  /// The file-system path of a file URL, without a trailing slash.
  private static func path(of url: URL) throws(BackupExclusionError) -> String {
    let path = url.path
    guard url.isFileURL, !path.utf8.contains(0) else { throw .notADirectory(url.absoluteString) }
    return FilePath(path).string
  }

  #if !os(Windows) && !canImport(Darwin)
    private static func openDirectory(_ path: String) throws(BackupExclusionError)
      -> Descriptor
    {
      do {
        return try Descriptor(openingDirectoryAt: FilePath(path))
      } catch {
        switch error {
        case .noSuchFileOrDirectory: throw .missing(path)
        case .notDirectory: throw .notADirectory(path)
        default:
          throw .fileSystem(FileSystemError("update the backup marks of", FilePath(path), error))
        }
      }
    }

    /// Runs one extended-attribute call, unless a failure is simulated.
    private func attributeCall<Result>(_ call: () throws(Errno) -> Result) throws(Errno) -> Result {
      if let simulatedAttributeError { throw simulatedAttributeError }
      return try call()
    }

    private func status(of handle: borrowing Descriptor, path: String)
      throws(BackupExclusionError) -> BackupStatus
    {
      let tagState: BackupState
      do {
        tagState = try CacheDirectoryTag.presence(in: handle) == .valid ? .excluded : .notExcluded
      } catch {
        let tagPath = FilePath(path).appending(CacheDirectoryTag.fileName).string
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(tagPath), error))
      }
      let attributeState: BackupState
      do {
        let value = try attributeCall { () throws(Errno) in
          try handle.extendedAttribute(RobotsAttribute.name)
        }
        attributeState = value == RobotsAttribute.excludedValue ? .excluded : .notExcluded
      } catch  where RobotsAttribute.isUnsupported(error) {
        attributeState = .unsupported
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", FilePath(path), error))
      }
      return BackupStatus(
        path: path,
        entries: [
          .init(mechanism: .cacheDirectoryTag, state: tagState),
          .init(mechanism: .robotsAttribute, state: attributeState),
        ])
    }
  #endif
}
