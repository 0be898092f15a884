import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A folder whose name is chosen at run time; what
/// ``DynamicDirectory/appending(_:)-(String)`` returns.
///
/// The name must be a single safe path component; an unsafe one is never
/// used (see "Unsafe names" in ``DynamicDirectory``).
open class CustomDirectory: DynamicDirectory {
  /// The name given when the folder was made.
  private let name: String

  /// Creates a folder named `name` below `previous`, or at the top of
  /// AppFolder's container layout at `baseURL` when `previous` is empty.
  ///
  /// - Parameters:
  ///   - name: The folder's name.
  ///   - baseURL: The root of the tree, for a folder without ancestors; a
  ///     folder with ancestors takes its root from them.
  ///   - previous: The folders above this one, outermost first.
  public init(name: String, baseURL: URL, previous: [DynamicDirectory] = []) {
    self.name = name
    super.init(baseURL: baseURL, previous: previous)
  }

  /// Creates a folder named `name` inside `parent`.
  ///
  /// - Parameters:
  ///   - name: The folder's name.
  ///   - parent: The folder that contains this one.
  public init(name: String, parent: DynamicDirectory) {
    self.name = name
    super.init(parent: parent)
  }

  /// The name given when the folder was made.
  open override var folderName: String { name }
}
