import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AssetAudit {
  /// Audits every file below the folder at `path`, read with a
  /// ``ResourceTreeWalker``.
  ///
  /// ```swift
  /// let report = try AssetAudit().report(forDirectoryAtPath: "/opt/MyApp/Resources")
  /// for finding in report.findings { print(finding.file, finding.message) }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The resource folder.
  ///   - fileSystem: Where folders are read; the real file system by
  ///     default.
  ///   - progress: Called after each folder is read.
  /// - Throws: ``AssetAuditError`` if `path` is not a folder or cannot be
  ///   read.
  public func report(
    forDirectoryAtPath path: String, fileSystem: any DirectoryReader = LiveDirectoryReader(),
    progress: ((ResourceTreeProgress) -> Void)? = nil
  ) throws(AssetAuditError) -> AuditReport {
    let listing = try ResourceTreeWalker(fileSystem: fileSystem)
      .listing(ofTreeAtPath: path, progress: progress)
    var report = report(forFiles: listing.files)
    report.unreadableDirectories = listing.unreadableDirectories
    return report
  }
}
