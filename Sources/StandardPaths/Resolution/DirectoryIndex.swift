/// One directory's entries, parsed once into file names and grouped by
/// base name and extension, so a lookup is one hash probe and a few
/// comparisons: no file-system call.
///
/// Directories and files count alike (as `fileExistsAtPath:` did in the
/// seed), and so do symbolic links, even dangling ones: telling them apart
/// would take a `stat` per entry. Names are compared byte for byte.
internal struct DirectoryIndex: Sendable {
  /// The base name, extension and query of a file name: what a variant
  /// does not change (except the desktop's `tiff` sibling, which is looked
  /// up under its own extension).
  struct Key: Hashable, Sendable {
    var base: ByteString
    var pathExtension: ByteString?
    var query: ByteString?

    /// The key of `name` (its directory is ignored).
    init(_ name: FileName) {
      base = ByteString(name.base)
      pathExtension = name.pathExtension.map(ByteString.init)
      query = name.query.map(ByteString.init)
    }
  }

  /// An entry: its suffixes and its name on disk.
  struct Entry: Sendable {
    var variant: ResourceVariant
    var name: String
  }

  /// The entries by key.
  private let entries: [Key: [Entry]]
  /// The stamp of the listing, or `nil` if the directory could not be read.
  let stamp: DirectoryStamp?
  /// Whether a change is sure to change the stamp (see
  /// ``DirectoryListing/isSettled``).
  let isSettled: Bool
  /// How many names the index holds; what counts against
  /// ``ResourceCachePolicy/maximumIndexedNames``.
  let nameCount: Int

  /// Indexes `listing`; a `nil` listing (no readable directory) gives an
  /// empty index.
  init(_ listing: DirectoryListing?) {
    var entries: [Key: [Entry]] = [:]
    for name in listing?.names ?? [] {
      let parsed = FileName(parsing: name)
      let entry = Entry(variant: ResourceVariant(of: parsed), name: name)
      DirectoryIndex.insert(entry, under: Key(parsed), into: &entries)
    }
    self.entries = entries
    stamp = listing?.stamp
    isSettled = listing?.isSettled ?? true
    nameCount = listing?.names.count ?? 0
  }

  /// Adds `entry`; when another name on disk is the same variant (`@2x`
  /// and `@2.0x`), the canonically spelt one is kept, else the smaller in
  /// byte order, so the choice never depends on the listing order.
  private static func insert(_ entry: Entry, under key: Key, into entries: inout [Key: [Entry]]) {
    guard let position = entries[key]?.firstIndex(where: { $0.variant == entry.variant }) else {
      entries[key, default: []].append(entry)
      return
    }
    guard let existing = entries[key]?[position], prefers(entry.name, over: existing.name) else {
      return
    }
    entries[key]?[position] = entry
  }

  private static func prefers(_ candidate: String, over existing: String) -> Bool {
    let candidateIsCanonical = isCanonical(candidate)
    if candidateIsCanonical != isCanonical(existing) { return candidateIsCanonical }
    return candidate.utf8.lexicographicallyPrecedes(existing.utf8)
  }

  private static func isCanonical(_ name: String) -> Bool {
    FileName(parsing: name).canonicalized.string.utf8.elementsEqual(name.utf8)
  }

  /// The best-ranked entry for the request `key`: among its variants and,
  /// if `tiffKey` is given, the variants of the `tiff` sibling.
  ///
  /// - Returns: the entry's name on disk and its rank, or `nil` if no entry
  ///   is in the ranking.
  func bestMatch(for key: Key, tiffKey: Key?, ranking: ResourceRanking) -> (
    name: String, rank: Int
  )? {
    var best: (name: String, rank: Int)?
    for entry in entries[key] ?? [] {
      if let rank = ranking.rank(of: entry.variant), rank < best?.rank ?? .max {
        best = (entry.name, rank)
      }
    }
    guard let tiffKey else { return best }
    for entry in entries[tiffKey] ?? [] {
      var variant = entry.variant
      variant.isTIFF = true
      if let rank = ranking.rank(of: variant), rank < best?.rank ?? .max {
        best = (entry.name, rank)
      }
    }
    return best
  }

  /// The name on disk of the entry that is the file `name` (compared
  /// structurally), or `nil` if there is none.
  func nameOnDisk(of name: FileName) -> String? {
    let variant = ResourceVariant(of: name)
    return entries[Key(name)]?.first { $0.variant == variant }?.name
  }
}
