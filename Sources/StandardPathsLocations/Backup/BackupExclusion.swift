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
/// directory it points to. Elsewhere than on Apple platforms a URL's
/// percent-encoded path is read byte by byte, so `file:///srv/caf%E9` names a
/// folder whose name is not UTF-8.
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
    let filePath = try Self.filePath(of: directory)
    #if canImport(Darwin)
      try AppleBackupMarks.setExcluded(true, directory: directory, path: filePath.string)
      return try status(of: directory)
    #elseif os(Windows)
      throw .failed(filePath.string, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(filePath)
      let tagPath = filePath.appending(CacheDirectoryTag.fileName)
      var presence: CacheDirectoryTag.Presence
      do {
        presence = try CacheDirectoryTag.presence(in: handle)
        if presence == .absent {
          let contents = CacheDirectoryTag.contents(createdBy: app.name)
          presence = try CacheDirectoryTag.publish(contents, in: handle)
        }
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", tagPath, error))
      }
      guard presence != .foreign else { throw .foreignCacheDirectoryTag(tagPath.string) }
      do {
        try attributeCall { () throws(Errno) in
          try handle.setExtendedAttribute(RobotsAttribute.name, to: RobotsAttribute.excludedValue)
        }
      } catch  where RobotsAttribute.isUnsupported(error) {
        // Reported as "unsupported" by the status below.
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", filePath, error))
      }
      return try status(of: handle, path: filePath)
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
    let filePath = try Self.filePath(of: directory)
    #if canImport(Darwin)
      try AppleBackupMarks.setExcluded(false, directory: directory, path: filePath.string)
      return try status(of: directory)
    #elseif os(Windows)
      throw .failed(filePath.string, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(filePath)
      let tagPath = filePath.appending(CacheDirectoryTag.fileName)
      do {
        if try CacheDirectoryTag.presence(in: handle) == .valid {
          try CacheDirectoryTag.remove(from: handle)
        }
      } catch {
        throw .fileSystem(FileSystemError("update the backup marks of", tagPath, error))
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
        throw .fileSystem(FileSystemError("update the backup marks of", filePath, error))
      }
      return try status(of: handle, path: filePath)
    #endif
  }

  /// Reports which mechanisms mark a directory as excluded from backups.
  ///
  /// - Parameter directory: A file URL of an existing directory.
  /// - Throws: ``BackupExclusionError`` naming the path at fault.
  public func status(of directory: URL) throws(BackupExclusionError) -> BackupStatus {
    let filePath = try Self.filePath(of: directory)
    #if canImport(Darwin)
      let state = try AppleBackupMarks.state(directory: directory, path: filePath.string)
      return BackupStatus(
        path: filePath.string, entries: [.init(mechanism: .resourceValue, state: state)])
    #elseif os(Windows)
      throw .failed(filePath.string, reason: "backup exclusion is not implemented on Windows")
    #else
      let handle = try Self.openDirectory(filePath)
      return try status(of: handle, path: filePath)
    #endif
  }

  // MARK: - Internals

  /// The file-system path of a file URL with its exact bytes, without a
  /// trailing slash. Elsewhere than on Apple platforms the URL's
  /// percent-encoded path is decoded byte by byte, so `file:///tmp/caf%E9`
  /// names the Latin-1 folder `caf\xE9` (`URL.path` would spell it with
  /// U+FFFD, another folder).
  private static func filePath(of url: URL) throws(BackupExclusionError) -> FilePath {
    #if canImport(Darwin) || os(Windows)
      let path = url.path
      guard url.isFileURL, !path.utf8.contains(0) else { throw .notADirectory(url.absoluteString) }
      return FilePath(path)
    #else
      let encoded = Array(url.absoluteURL.path(percentEncoded: true).utf8)
      var bytes: [UInt8] = []
      var index = 0
      while index < encoded.count {
        if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
          let byte = UInt8(
            String(decoding: encoded[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
        {
          bytes.append(byte)
          index += 3
        } else {
          bytes.append(encoded[index])
          index += 1
        }
      }
      guard url.isFileURL, !bytes.isEmpty, !bytes.contains(0) else {
        throw .notADirectory(url.absoluteString)
      }
      return FilePath(platformString: bytes.map { CChar(bitPattern: $0) } + [0])
    #endif
  }

  #if !os(Windows) && !canImport(Darwin)
    private static func openDirectory(_ path: FilePath) throws(BackupExclusionError)
      -> Descriptor
    {
      do {
        return try Descriptor(openingDirectoryAt: path)
      } catch {
        switch error {
        case .noSuchFileOrDirectory: throw .missing(path.string)
        case .notDirectory: throw .notADirectory(path.string)
        default:
          throw .fileSystem(FileSystemError("update the backup marks of", path, error))
        }
      }
    }

    /// Runs one extended-attribute call, unless a failure is simulated.
    private func attributeCall<Result>(_ call: () throws(Errno) -> Result) throws(Errno) -> Result {
      if let simulatedAttributeError { throw simulatedAttributeError }
      return try call()
    }

    private func status(of handle: borrowing Descriptor, path: FilePath)
      throws(BackupExclusionError) -> BackupStatus
    {
      let tagState: BackupState
      do {
        tagState = try CacheDirectoryTag.presence(in: handle) == .valid ? .excluded : .notExcluded
      } catch {
        throw .fileSystem(
          FileSystemError(
            "update the backup marks of", path.appending(CacheDirectoryTag.fileName), error))
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
        throw .fileSystem(FileSystemError("update the backup marks of", path, error))
      }
      return BackupStatus(
        path: path.string,
        entries: [
          .init(mechanism: .cacheDirectoryTag, state: tagState),
          .init(mechanism: .robotsAttribute, state: attributeState),
        ])
    }
  #endif
}
