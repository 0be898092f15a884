#if canImport(Darwin)
  import Darwin
  import Foundation

  /// Apple's backup exclusion: the `isExcludedFromBackup` resource value,
  /// honoured by Time Machine and iCloud backups.
  internal enum AppleBackupMarks {
    /// Sets or clears `isExcludedFromBackup` on an existing directory.
    static func setExcluded(_ excluded: Bool, directory: URL, path: String)
      throws(BackupExclusionError)
    {
      try requireDirectory(path)
      var url = directory
      var values = URLResourceValues()
      values.isExcludedFromBackup = excluded
      do {
        try url.setResourceValues(values)
      } catch {
        throw .failed(path, reason: error.localizedDescription)
      }
    }

    /// Whether `isExcludedFromBackup` is set on an existing directory.
    static func state(directory: URL, path: String) throws(BackupExclusionError) -> BackupState {
      try requireDirectory(path)
      do {
        let values = try directory.resourceValues(forKeys: [.isExcludedFromBackupKey])
        return values.isExcludedFromBackup == true ? .excluded : .notExcluded
      } catch {
        throw .failed(path, reason: error.localizedDescription)
      }
    }

    private static func requireDirectory(_ path: String) throws(BackupExclusionError) {
      var info = stat()
      guard stat(path, &info) == 0 else {
        let code = errno
        if code == ENOENT { throw .missing(path) }
        throw .fileSystem(
          FileSystemError("update the backup marks of", FilePath(path), Errno(rawValue: code)))
      }
      guard Stat(rawValue: info).type == .directory else {
        throw .notADirectory(path)
      }
    }
  }
#endif
