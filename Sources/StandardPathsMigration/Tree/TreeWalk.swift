// The one walk under every tree operation of a migration (scan, copy,
// verify, remove): iterative, so depth costs no stack, and holding two open
// directories whatever the depth, so 10,000 nested levels need no more
// descriptors than one.

import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if !os(Windows)
  /// Where a walk is: the directory being listed, as names from the root,
  /// and its own status. Paths are built only for messages.
  internal struct TreePosition {
    /// The walked root's path, and the other tree's (a copy's) root path.
    let root: FilePath
    let otherRoot: FilePath
    /// The names from the root to the current directory.
    let chain: [EntryName]
    /// The current directory's status.
    let directoryStatus: Stat

    /// The path of `name` in the current directory (`nil`: the directory).
    func path(of name: EntryName? = nil) -> FilePath { Self.join(root, chain, name) }

    /// The same place in the other tree.
    func otherPath(of name: EntryName? = nil) -> FilePath { Self.join(otherRoot, chain, name) }

    /// The path of `name` relative to the root, for `linkat`.
    func relativePath(of name: EntryName) -> FilePath { Self.relative(chain + [name]) }

    private static func relative(_ names: [EntryName]) -> FilePath {
      let slash = CChar(UInt8(ascii: "/"))
      let bytes = names.map { Array($0.bytes) }.joined(separator: [slash])
      return FilePath(platformString: Array(bytes) + [0])
    }

    /// `root` with the names of `chain` and `name` appended, in one copy.
    private static func join(_ root: FilePath, _ chain: [EntryName], _ name: EntryName?)
      -> FilePath
    {
      let names = chain + (name.map { [$0] } ?? [])
      return names.isEmpty ? root : root.pushing(relative(names))
    }
  }

  /// What a walk calls; each call gets the current directory of the walked
  /// tree and the matching directory of the other tree (a copy being made
  /// or checked; for a walk of one tree, the same directory opened twice).
  internal protocol TreeVisitor: ~Copyable {
    /// A directory was just opened (the root too), before it is listed.
    mutating func entered(
      _ directory: borrowing Descriptor, other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError)
    /// An item of the current directory that is not a directory.
    mutating func visit(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError)
    /// A directory of the current directory, before the walk enters it
    /// (a copy creates it in the other tree). `false` skips it.
    mutating func willEnter(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) -> Bool
    /// A directory's contents are done; the walk is back in its parent.
    mutating func left(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError)
  }

  /// Walks the directory `name` of `parent` (at `path`) depth first, in
  /// step with the directory `otherName` of `otherParent` (at `otherPath`).
  /// A directory is left by opening `..` and checking that it is the
  /// directory the walk came from (a tree moved meanwhile is an error).
  internal func walkTree<Visitor: TreeVisitor & ~Copyable>(
    _ name: EntryName, of parent: borrowing Descriptor, at path: FilePath,
    with otherName: EntryName, of otherParent: borrowing Descriptor, at otherPath: FilePath,
    visitor: inout Visitor
  ) throws(MigrationError) {
    var current = try performing("open", path) { () throws(Errno) in
      try parent.openDirectory(name, followingSymbolicLink: false)
    }
    var other = try performing("open", otherPath) { () throws(Errno) in
      try otherParent.openDirectory(otherName, followingSymbolicLink: false)
    }
    var chain: [EntryName] = []
    var levels: [TreeLevel] = []

    /// Opens `current`'s listing as a new level (after `entered`).
    func enter(
      _ current: borrowing Descriptor, _ other: borrowing Descriptor, chain: [EntryName],
      visitor: inout Visitor
    ) throws(MigrationError) -> TreeLevel {
      let statuses = try performing("inspect", TreePosition.join(path, chain)) {
        () throws(Errno) in (try current.status(), try other.status())
      }
      let position = TreePosition(
        root: path, otherRoot: otherPath, chain: chain, directoryStatus: statuses.0)
      try visitor.entered(current, other: other, at: position)
      let names = try performing("list", position.path()) { () throws(Errno) in
        try current.entryNames()
      }
      return TreeLevel(names: names, status: statuses.0, otherStatus: statuses.1)
    }

    levels.append(try enter(current, other, chain: chain, visitor: &visitor))
    while let depth = levels.indices.last {
      let position = TreePosition(
        root: path, otherRoot: otherPath, chain: chain, directoryStatus: levels[depth].status)
      guard levels[depth].next < levels[depth].names.count else {
        let finished = levels.removeLast()
        guard let parentLevel = levels.last, let leftName = chain.popLast() else { return }
        current = try ascend(current, to: parentLevel.status, at: position.path())
        other = try ascend(other, to: parentLevel.otherStatus, at: position.otherPath())
        let outer = TreePosition(
          root: path, otherRoot: otherPath, chain: chain, directoryStatus: parentLevel.status)
        try visitor.left(
          leftName, status: finished.status, in: current, other: other, at: outer)
        continue
      }
      let itemName = levels[depth].names[levels[depth].next]
      levels[depth].next += 1
      let found = try performing("inspect", position.path(of: itemName)) { () throws(Errno) in
        try current.statusOfItem(itemName)
      }
      guard let status = found else { continue }  // removed meanwhile
      guard status.kind == .directory else {
        try visitor.visit(itemName, status: status, in: current, other: other, at: position)
        continue
      }
      guard
        try visitor.willEnter(itemName, status: status, in: current, other: other, at: position)
      else { continue }
      let child = try performing("open", position.path(of: itemName)) { () throws(Errno) in
        try current.openDirectory(itemName, followingSymbolicLink: false)
      }
      let otherChild = try performing("open", position.otherPath(of: itemName)) {
        () throws(Errno) in try other.openDirectory(itemName, followingSymbolicLink: false)
      }
      current = child
      other = otherChild
      chain.append(itemName)
      levels.append(try enter(current, other, chain: chain, visitor: &visitor))
    }
  }

  /// One directory being listed by a walk: its entries, the next one to
  /// visit, and its status and its counterpart's (checked on the way back).
  private struct TreeLevel {
    var names: [EntryName]
    var next = 0
    var status: Stat
    var otherStatus: Stat
  }

  /// The parent of `directory` (at `path`), which must be the directory
  /// `expected` describes.
  private func ascend(
    _ directory: borrowing Descriptor, to expected: Stat, at path: @autoclosure () -> FilePath
  ) throws(MigrationError) -> Descriptor {
    let parent = try performing("open the parent of", path()) { () throws(Errno) in
      try directory.openParent()
    }
    let found = try performing("inspect the parent of", path()) { () throws(Errno) in
      try parent.status()
    }
    guard found.isSameItem(as: expected) else {
      throw .fileSystem(FileSystemError("walk back up from", path(), .noSuchFileOrDirectory))
    }
    return parent
  }

  extension TreePosition {
    /// `root` with `chain` appended.
    fileprivate static func join(_ root: FilePath, _ chain: [EntryName]) -> FilePath {
      join(root, chain, nil)
    }
  }
#endif
