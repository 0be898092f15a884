import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AssetAudit {
  /// Audits every file below the folder at `path`, read with a
  /// ``ResourceTreeWalker``: names and, when ``readsFiles`` is set and
  /// `fileSystem` is the real one (``LiveFileSystem``), the pixel
  /// sizes of images from their headers and asset catalogs'
  /// `Contents.json`. With another reader, only names are audited.
  ///
  /// With file contents read, findings on images that no file of the
  /// project names are set apart (``searchesProject``). The project
  /// is the nearest of `path` and its three parents that holds one (`.git`,
  /// an Xcode project, `Package.swift`, source code), never `/`, a folder
  /// directly below it or the home folder; ``AuditReport/referenceRoot``
  /// says which folder was searched.
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
    forDirectoryAtPath path: String, fileSystem: any DirectoryReader = LiveFileSystem(),
    progress: ((ResourceTreeProgress) -> Void)? = nil
  ) throws(AssetAuditError) -> AuditReport {
    let reader: (any AuditFileReader)? =
      readsFiles && fileSystem is LiveFileSystem ? LiveAuditFileReader(root: path) : nil
    let listing = try ResourceTreeWalker(fileSystem: fileSystem)
      .listing(ofTreeAtPath: path, progress: progress)
    let root = reader.map { _ in AssetAudit.referenceRoot(forFolder: path, fileSystem: fileSystem) }
    // The folder itself is searched from the listing the audit reads.
    let references = root.flatMap { root in
      searchProject(at: root, listing: root == path ? listing : nil)
    }
    var report = report(
      listing: listing, path: path, reader: reader, cocos2dVersion: references?.cocos2dVersion,
      cocos2dFallbackSuffixes: references?.enablesFallbackSuffixes ?? false,
      references: references)
    if let references, let root { report.setAside(unnamedIn: references, root: root) }
    return report
  }

  /// Audits the folder at `path` listed through `fileSystem`, reading file
  /// contents with `reader` (none: names only); `cocos2dVersion` is the
  /// project's, when its search found one.
  func report(
    forDirectoryAtPath path: String, fileSystem: any DirectoryReader,
    reader: (any AuditFileReader)?, progress: ((ResourceTreeProgress) -> Void)? = nil,
    cocos2dVersion: Int? = nil
  ) throws(AssetAuditError) -> AuditReport {
    let listing = try ResourceTreeWalker(fileSystem: fileSystem)
      .listing(ofTreeAtPath: path, progress: progress)
    return report(
      listing: listing, path: path, reader: reader, cocos2dVersion: cocos2dVersion,
      cocos2dFallbackSuffixes: false)
  }

  /// Audits `listing`, the files of the folder at `path`.
  private func report(
    listing: ResourceTreeListing, path: String, reader: (any AuditFileReader)?,
    cocos2dVersion: Int?, cocos2dFallbackSuffixes: Bool, references: ImageReferences? = nil
  ) -> AuditReport {
    var audit = self
    let trimmed = path.utf8.last == UInt8(ascii: "/") ? String(path.dropLast()) : path
    audit.rootIsCatalog = trimmed.hasSuffix(".xcassets")
    return audit.report(
      forFiles: listing.files, reader: reader,
      unreadableDirectories: listing.unreadableDirectories, cocos2dVersion: cocos2dVersion,
      cocos2dFallbackSuffixes: cocos2dFallbackSuffixes, references: references)
  }
}
