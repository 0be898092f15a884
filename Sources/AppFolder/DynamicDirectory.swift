import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A folder in an app's typed folder tree: the root of the hierarchy of
/// ``Directory``, ``CustomDirectory`` and the library's standard folders.
///
/// A folder is a *description*: making one creates nothing on disk, and
/// ``url`` is computed, not checked. ``create()`` and ``exists`` are the
/// explicit calls that touch the disk.
///
/// Subclass it directly for a folder whose name depends on values, such as
/// one folder per user:
///
/// ```swift
/// final class UserFolder: DynamicDirectory {
///   let id: Int
///   init(id: Int, in parent: DynamicDirectory) {
///     self.id = id
///     super.init(parent: parent)
///   }
///   override var folderName: String { "User-\(id)" }
/// }
///
/// extension Library.Application_Support {
///   func User(id: Int) -> UserFolder { UserFolder(id: id, in: self) }
/// }
///
/// AppFolder.Library.Application_Support.User(id: 5).subpath
/// // "Library/Application Support/User-5" (iOS)
/// ```
///
/// ## Where folders are
///
/// ``url`` is always ``baseURL`` followed by ``subpath``. What they are
/// depends on the layout the tree describes (see ``AppFolder``):
/// - **iOS, tvOS, watchOS, macOS, app-group containers and trees built with
///   ``AppFolder/init(baseURL:)``** use AppFolder's layout: ``baseURL`` is
///   the tree's root (the app's home or container) and ``subpath`` the
///   whole path below it, such as `Library/Caches/Images Cache`. On macOS,
///   `tmp` is the temporary directory instead (`$TMPDIR`).
/// - **Linux (and Windows)** map the standard folders to the app's
///   locations: `Documents` → ``Location/documents``, `Library` and
///   `Library/Application Support` → ``Location/applicationSupport``,
///   `Library/Caches` → ``Location/caches``, `tmp` → ``Location/temporary``.
///   ``baseURL`` is that location and ``subpath`` the path below it, so
///   `AppFolder.Library.Caches.Images_Cache` has the base URL
///   `~/.cache/<app>` and the subpath `Images Cache`, and a standard folder
///   itself has the empty subpath.
///
/// ## Unsafe names
///
/// Every folder name must be a single safe path component: not empty, `.`
/// or `..`, without `/`, `\`, NUL or control characters. A name that breaks
/// the rule, from ``appending(_:)-(String)``, a ``CustomDirectory`` or an overridden
/// ``folderName``, is never used: ``url`` then points below
/// `/dev/null/unavailable/`, where nothing can be created, and
/// ``resolvedURL()`` and ``create()`` throw
/// ``AppFolderError/invalidFolderName(_:_:)``. The same happens when the
/// tree's root is unavailable (no home directory, no app-group container).
///
/// ## Concurrency
///
/// `DynamicDirectory`, ``Directory`` and ``CustomDirectory`` are open
/// classes whose stored state is immutable (`let`), but they are *not*
/// `Sendable`: an open class can only be `@unchecked Sendable`, and every
/// subclass would then have to restate that conformance, so each folder
/// declared in AppFolder's style (`final class Files: Directory {}`) would
/// be a warning. Instead:
/// - The library's own folders (``Library``, ``Library/Caches-class``,
///   ``Library/Application_Support-class``, ``Documents`` and ``Temporary``) are
///   `Sendable`: store them in `Sendable` types and send them anywhere.
///   The one rule to know: a library folder made *below a folder of
///   yours* (`mine.appending(Library.Caches.self)`) lists yours in
///   ``previous``. Its ``url``, ``subpath`` and ``baseURL`` never call
///   into your folder (they read what was captured when it was made), but
///   whoever receives it can reach yours through ``previous``: send such a
///   folder only when yours is safe to share (immutable, like the
///   library's), or describe it again on the other side.
/// - A folder of yours can opt in when its state is immutable too:
///   `final class Files: Directory, @unchecked Sendable {}`.
/// - Without opting in, Swift 6's region-based isolation still lets a folder
///   that was just described be sent into a `Task`, a task group or an
///   actor, as long as the sender does not use it afterwards:
///
///   ```swift
///   let files = AppFolder.Library.Application_Support.Files
///   Task { try files.create() }                   // no warning
///
///   let inbox = AppFolder.Documents.appending("Inbox")
///   await store.keep(inbox)                       // an actor's method
///
///   await withTaskGroup(of: URL.self) { group in
///     let images = AppFolder.Library.Caches.appending("Images")   // in the body
///     group.addTask { images.url }
///   }
///   ```
///
///   A folder that the task group's body captures from outside cannot be
///   sent to a child task, since the code around the group could still use
///   it: describe it inside the body, or make it `Sendable`.
///
/// A folder captures its parent's place when it is made, so reading its
/// ``url``, ``subpath`` or ``baseURL`` only calls its own ``folderName``.
open class DynamicDirectory {
  /// The folders above this one, outermost first (such as ``Library``,
  /// then ``Library/Caches-class``); the last one is the parent.
  ///
  /// A library folder made below a folder of yours
  /// (`mine.appending(Library.Caches.self)`) lists yours here, so sharing
  /// that `Sendable` folder also shares yours through this property.
  public final let previous: [DynamicDirectory]

  /// The root or the parent's placement, captured when the folder was made.
  internal final let lineage: FolderLineage

  /// Creates a folder below `previous`, or at the top of AppFolder's
  /// container layout at `baseURL` when `previous` is empty.
  ///
  /// A folder with ancestors belongs to their tree: its base URL and
  /// platform layout come from `previous.last`, its parent, and `baseURL`
  /// is not used. (AppFolder passes the tree's base URL along with the
  /// ancestors; nothing changes for such calls.)
  ///
  /// - Parameters:
  ///   - baseURL: The root of the tree, for a folder without ancestors.
  ///   - previous: The folders above this one, outermost first.
  public init(baseURL: URL, previous: [DynamicDirectory] = []) {
    self.previous = previous
    if let parent = previous.last {
      lineage = .child(of: parent.placement)
    } else {
      lineage = .topLevel(.container(baseURL))
    }
  }

  /// Creates a folder inside `parent`.
  ///
  /// - Parameter parent: The folder that contains this one.
  public init(parent: DynamicDirectory) {
    previous = parent.previous + [parent]
    lineage = .child(of: parent.placement)
  }

  /// Creates a folder at the top of the tree of `root`.
  internal init(root: FolderRoot) {
    previous = []
    lineage = .topLevel(root)
  }

  /// The folder's name on disk.
  ///
  /// By default it is made from the class name: the bare type name (no
  /// module or enclosing type), without generic arguments (`Box<Int>` →
  /// `Box`) or raw-identifier backticks, with each `_` replaced by a space
  /// (`Images_Cache` → `Images Cache`; `_Private` → ` Private`, as in
  /// AppFolder). Override it to choose another name. It must be a single
  /// safe path component (see "Unsafe names" above).
  open var folderName: String {
    FolderNameRule.name(of: type(of: self))
  }

  /// The folder's path relative to ``baseURL``, its names joined with `/`,
  /// such as `Library/Caches/Images Cache` on iOS or `Images Cache` on
  /// Linux (see "Where folders are" above).
  public final var subpath: String {
    placement.components.joined(separator: "/")
  }

  /// The directory ``subpath`` is relative to: the tree's root in
  /// AppFolder's layout, or the location the folder is under on Linux.
  ///
  /// When it cannot be computed, a URL below `/dev/null/unavailable/`.
  public final var baseURL: URL {
    let placement = self.placement
    return (try? placement.root.url(of: placement.anchor)) ?? FolderRoot.unavailableBase
  }

  /// The folder's file URL (a directory URL): ``baseURL`` followed by
  /// ``subpath``.
  ///
  /// It never fails: when the folder has an unsafe name or its root is
  /// unavailable, it points below `/dev/null/unavailable/`, where nothing
  /// can be created; ``resolvedURL()`` says why. On Linux, computing it
  /// reads the environment snapshot the tree was made from (and, for
  /// `Documents`, `user-dirs.dirs`).
  public final var url: URL {
    let placement = self.placement
    return (try? placement.resolvedURL()) ?? placement.fallbackURL
  }

  /// The folder's file URL, or the reason there is none.
  ///
  /// - Throws: ``AppFolderError/invalidFolderName(_:_:)`` if a name on the
  ///   way is unsafe, ``AppFolderError/unresolved(_:)`` if the location the
  ///   folder is under cannot be computed, or the error that made the tree's
  ///   root unavailable (such as
  ///   ``AppFolderError/appGroupContainerUnavailable(_:)``).
  public final func resolvedURL() throws(AppFolderError) -> URL {
    try placement.resolvedURL()
  }

  /// A child folder whose name is only known at run time, such as a user
  /// name or a document identifier.
  ///
  /// ```swift
  /// let album = AppFolder.Documents.appending("Holidays 2026")
  /// try album.create()
  /// ```
  ///
  /// The name is one path component. An unsafe one (empty, `.`, `..`, or
  /// containing `/`, `\`, NUL or a control character) never escapes the
  /// parent: the folder's ``url`` points below `/dev/null/unavailable/`,
  /// and ``resolvedURL()`` and ``create()`` throw
  /// ``AppFolderError/invalidFolderName(_:_:)``. Call ``resolvedURL()`` to
  /// reject untrusted names up front.
  ///
  /// - Parameter folderName: The child folder's name.
  /// - Returns: The child folder.
  public final func appending(_ folderName: String) -> CustomDirectory {
    CustomDirectory(name: folderName, parent: self)
  }

  /// A child folder of the given type.
  ///
  /// ```swift
  /// let files = AppFolder.Library.Application_Support.appending(Files.self)
  /// ```
  ///
  /// - Parameter subdirectory: The child folder's class.
  /// - Returns: The child folder.
  public final func appending<Subdirectory: Directory>(_ subdirectory: Subdirectory.Type)
    -> Subdirectory
  {
    subdirectory.init(baseURL: baseURLForChildren, previous: previous + [self])
  }

  /// A child folder whose type is inferred from the context; what the
  /// properties of your folder extensions return.
  ///
  /// ```swift
  /// extension Library.Caches {
  ///   final class Images: Directory {}
  ///   var Images: Images { subdirectory() }
  /// }
  /// ```
  ///
  /// - Returns: The child folder.
  public final func subdirectory<Subdirectory: Directory>() -> Subdirectory {
    appending(Subdirectory.self)
  }

  // MARK: - Internals

  /// The standard folder this class is, if any; overridden by the
  /// library's own folders.
  internal var standardFolder: StandardFolder? { nil }

  /// Where the folder is.
  internal final var placement: FolderPlacement {
    switch lineage {
    case .topLevel(let root):
      return .topLevel(named: folderName, standardFolder: standardFolder, in: root)
    case .child(let parent):
      return parent.child(named: folderName, standardFolder: standardFolder)
    }
  }

  /// The base URL handed to a child's `init(baseURL:previous:)`: the
  /// tree's base URL, as AppFolder passes it. (A child with ancestors takes
  /// its root from them, so the value is informative only.)
  private var baseURLForChildren: URL {
    let root: FolderRoot
    switch lineage {
    case .topLevel(let topLevelRoot): root = topLevelRoot
    case .child(let parent): root = parent.root
    }
    return (try? root.baseURL()) ?? FolderRoot.unavailableBase
  }
}
