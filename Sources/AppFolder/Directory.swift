import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A folder named after its class: subclass it to add your own folders to
/// the tree.
///
/// ```swift
/// extension Library.Application_Support {
///   final class Files: Directory {}
///
///   var Files: Files { subdirectory() }
/// }
///
/// let files = AppFolder.Library.Application_Support.Files
/// files.url   // …/Library/Application Support/Files on iOS,
///             // ~/.local/share/<app>/Files on Linux
/// ```
///
/// The property is capitalized like the folder, as in AppFolder, so the
/// code reads like the path. A `_` in the class name becomes a space in the
/// folder name (`Images_Cache` → `Images Cache`); override
/// ``DynamicDirectory/folderName`` to choose any other name.
///
/// `Directory` is not `Sendable`, so that subclasses declared like this
/// compile without warnings in Swift 6; see "Concurrency" in
/// ``DynamicDirectory`` for how to share folders between tasks.
open class Directory: DynamicDirectory {
  /// Creates a folder below `previous`, or at the top of AppFolder's
  /// container layout at `baseURL` when `previous` is empty.
  ///
  /// ``DynamicDirectory/appending(_:)-(Subdirectory.Type)`` and
  /// ``DynamicDirectory/subdirectory()`` call this initializer, so a
  /// subclass with stored properties must provide it (or subclass
  /// ``DynamicDirectory`` instead, with its own initializer).
  ///
  /// - Parameters:
  ///   - baseURL: The root of the tree, for a folder without ancestors; a
  ///     folder with ancestors takes its root from them.
  ///   - previous: The folders above this one, outermost first.
  public required override init(baseURL: URL, previous: [DynamicDirectory] = []) {
    super.init(baseURL: baseURL, previous: previous)
  }

  /// Creates a folder inside `parent`.
  ///
  /// - Parameter parent: The folder that contains this one.
  public override init(parent: DynamicDirectory) {
    super.init(parent: parent)
  }

  internal override init(root: FolderRoot) {
    super.init(root: root)
  }
}
