// Where an item of a migrated tree is, cheaply: its directory's path and its
// name, joined only when a message or a descent needs the full path.

import StandardPathsSupport
import SystemPackage

#if !os(Windows)
  /// An item named by its directory's path and its name; the full path is
  /// built only when asked (for a message, or to descend into a folder).
  internal struct ItemLocation: Sendable {
    /// The path of the directory holding the item.
    var parent: FilePath
    /// The item's name.
    var name: EntryName

    /// The item's full path.
    var path: FilePath { parent.appending(name) }
  }
#endif
