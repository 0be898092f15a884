import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// One asset of an audited folder: the files that are its variants, and
/// the file each audited device loads.
///
/// An asset is a directory, a base name and an extension: `Images/foo.png`
/// groups `Images/foo.png`, `Images/foo@2x.png`, `Images/foo~ipad.png`, …
/// A desktop `tiff` sibling (`foo@2x~mac.tiff`) belongs to the PNG or JPEG
/// asset of the same name, as the resolver picks it for that asset.
public struct AuditedAsset: Sendable, Hashable {
  /// The asset's plain name relative to the audited folder: the name a
  /// program asks for (`Images/foo.png`), whether that file exists or not.
  public var path: String
  /// The folder holding the asset, relative to the audited folder (`""` for
  /// the folder itself).
  public var directory: String
  /// The asset's files, relative to the audited folder, in byte order.
  public var files: [String]
  /// The file each device loads, in the order of ``AuditReport/devices``.
  public var choices: [AssetChoice]
  /// Whether the asset is an image (by its files' extensions: `png`,
  /// `jpg`, `tiff`, `pvr`, …): only images get image findings (upscaled,
  /// pixel size).
  public var isImage: Bool

  /// Creates an asset.
  public init(
    path: String, directory: String, files: [String], choices: [AssetChoice], isImage: Bool
  ) {
    self.path = path
    self.directory = directory
    self.files = files
    self.choices = choices
    self.isImage = isImage
  }
}

/// The file one device loads for an asset.
public struct AssetChoice: Sendable, Hashable {
  /// The file, relative to the audited folder, or `nil` if the device finds
  /// none.
  public var file: String?
  /// Whether the file's scale is below the device's, so the device
  /// upscales it.
  public var isUpscaled: Bool

  /// Creates a choice.
  public init(file: String?, isUpscaled: Bool = false) {
    self.file = file
    self.isUpscaled = isUpscaled
  }
}
