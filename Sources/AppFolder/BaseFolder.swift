import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A type whose static members are the standard folders of a tree:
/// ``AppFolder``, ``AppGroupContainer``, or one of yours.
///
/// A conforming type of yours only needs ``BaseFolder/baseURL``; its folders then
/// follow AppFolder's container layout below that URL on every platform:
///
/// ```swift
/// enum Backup: BaseFolder {
///   static var baseURL: URL { URL(filePath: "/Volumes/Backup/MyApp/") }
/// }
/// Backup.Library.Caches.url   // /Volumes/Backup/MyApp/Library/Caches/
/// ```
public protocol BaseFolder {
  /// The tree's root directory.
  static var baseURL: URL { get }

  /// The tree the static folders come from; by default AppFolder's
  /// container layout at ``BaseFolder/baseURL``.
  static var root: AppFolder { get }
}

extension BaseFolder {
  /// AppFolder's container layout at ``BaseFolder/baseURL``.
  public static var root: AppFolder {
    AppFolder(baseURL: baseURL)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Documents` folder of ``BaseFolder/root``.
  public static var Documents: Documents {
    root.Documents
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Library` folder of ``BaseFolder/root``.
  public static var Library: Library {
    root.Library
  }

  /// The `tmp` folder of ``BaseFolder/root``.
  public static var tmp: Temporary {
    root.tmp
  }
}
