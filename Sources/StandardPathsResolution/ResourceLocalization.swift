import StandardPathsLocations
import StandardPathsSuffixes

/// Where a resolver looks for localised variants of a resource: the
/// `<language>.lproj` folders of the preferred languages, then
/// `Base.lproj`, then the resource's own folder.
///
/// The first folder holding any candidate of the resource wins, so a
/// localised file of any suffix beats every unlocalised one:
///
/// ```swift
/// let resolver = ResourceResolver(
///   root: "/opt/MyApp/Resources", device: .iPhone6,
///   localization: ResourceLocalization(preferredLanguages: ["fr-CA", "fr"]))
/// try resolver.path(forResource: "Images/title")
/// // looks in fr-CA.lproj/Images, fr.lproj/Images, Base.lproj/Images, Images
/// ```
///
/// Only names relative to the root are localised; absolute paths are used
/// as they are.
public struct ResourceLocalization: Sendable, Hashable {
  /// The language identifiers to try, most preferred first, exactly as the
  /// `.lproj` folders are named (`en`, `fr-CA`, `zh-Hans`).
  ///
  /// Identifiers that cannot be a folder name (empty, `.`, `..`, or
  /// containing `/` or NUL) are ignored.
  public var preferredLanguages: [String]

  /// Creates a localisation with the given preferred languages.
  public init(preferredLanguages: [String]) {
    self.preferredLanguages = preferredLanguages
  }

  /// The `.lproj` folder names to search, in order: each usable preferred
  /// language once, then `Base.lproj`.
  var folderNames: [String] {
    var seen = Set<ByteString>()
    var result: [String] = []
    for language in preferredLanguages + ["Base"] {
      guard !language.isEmpty, language != ".", language != "..",
        !language.utf8.contains(UInt8(ascii: "/")), !language.utf8.contains(0),
        seen.insert(ByteString(language)).inserted
      else { continue }
      result.append(language + ".lproj")
    }
    return result
  }
}
