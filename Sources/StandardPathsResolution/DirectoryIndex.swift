import StandardPathsLocations
import StandardPathsSuffixes

/// One directory's entries, parsed once into file names and grouped by
/// base name and extension, so a lookup is one hash probe and a few
/// comparisons: no file-system call.
///
/// Directories and files count alike (as `fileExistsAtPath:` did in the
/// seed), and so do symbolic links, even dangling ones: telling them apart
/// would take a `stat` per entry. Names are compared byte for byte.
///
/// Layout: one hash table from key to group number, and one flat array of
/// entries in which each group is a contiguous run (built with a counting
/// sort), so building allocates a handful of arrays however many names
/// there are.
struct DirectoryIndex: Sendable {
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

    /// The key of the desktop's `tiff` sibling of the request `fileName`,
    /// if `device` looks for one.
    static func tiffSibling(of fileName: FileName, on device: Device) -> Key? {
      guard device.idiom == .desktop,
        ResourceRanking.hasTIFFSibling(pathExtension: fileName.pathExtension)
      else { return nil }
      var key = Key(fileName)
      key.pathExtension = ByteString(ResourceVariant.tiffExtension)
      return key
    }
  }

  /// An entry: its suffixes and its name on disk.
  struct Entry: Sendable {
    var variant: ResourceVariant
    var name: String
  }

  /// The group number of each key.
  private let groups: [Key: Int]
  /// The entries, group by group.
  private let entries: [Entry]
  /// Where each group starts in ``entries``; one more element than there
  /// are groups.
  private let starts: [Int]
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
    let names = listing?.names ?? []
    var groups: [Key: Int] = [:]
    groups.reserveCapacity(names.count)
    var groupOfEntry: [Int] = []
    groupOfEntry.reserveCapacity(names.count)
    var unsorted: [Entry] = []
    unsorted.reserveCapacity(names.count)
    for name in names {
      let parsed = FileName(name)
      let key = Key(parsed)
      let group: Int
      if let existing = groups[key] {
        group = existing
      } else {
        group = groups.count
        groups[key] = group
      }
      groupOfEntry.append(group)
      unsorted.append(Entry(variant: ResourceVariant(of: parsed), name: name))
    }
    // Counting sort by group.
    var starts = [Int](repeating: 0, count: groups.count + 1)
    for group in groupOfEntry { starts[group + 1] += 1 }
    for group in 0..<groups.count { starts[group + 1] += starts[group] }
    var next = starts
    var sorted = unsorted
    for (position, entry) in unsorted.enumerated() {
      let group = groupOfEntry[position]
      sorted[next[group]] = entry
      next[group] += 1
    }
    self.groups = groups
    self.entries = DirectoryIndex.removingEqualVariants(sorted, starts: &starts)
    self.starts = starts
    stamp = listing?.stamp
    isSettled = listing?.isSettled ?? true
    nameCount = names.count
  }

  /// `entries` with one entry per variant in each group: when two names on
  /// disk are the same variant (`@2x` and `@2.0x`), the canonically spelt
  /// one is kept, else the smaller in byte order, so the choice never
  /// depends on the listing order. Rare, so checked cheaply first.
  private static func removingEqualVariants(_ entries: [Entry], starts: inout [Int]) -> [Entry] {
    var hasDuplicates = false
    search: for group in 0..<starts.count - 1 {
      let start = starts[group]
      let end = starts[group + 1]
      guard end - start > 1 else { continue }
      for first in start..<end - 1 {
        for second in first + 1..<end where entries[first].variant == entries[second].variant {
          hasDuplicates = true
          break search
        }
      }
    }
    guard hasDuplicates else { return entries }
    var result: [Entry] = []
    var newStarts = [0]
    for group in 0..<starts.count - 1 {
      var kept: [Entry] = []
      for entry in entries[starts[group]..<starts[group + 1]] {
        if let position = kept.firstIndex(where: { $0.variant == entry.variant }) {
          if prefers(entry.name, over: kept[position].name) { kept[position] = entry }
        } else {
          kept.append(entry)
        }
      }
      result += kept
      newStarts.append(result.count)
    }
    starts = newStarts
    return result
  }

  private static func prefers(_ candidate: String, over existing: String) -> Bool {
    let candidateIsCanonical = isCanonical(candidate)
    if candidateIsCanonical != isCanonical(existing) { return candidateIsCanonical }
    return candidate.utf8.lexicographicallyPrecedes(existing.utf8)
  }

  private static func isCanonical(_ name: String) -> Bool {
    FileName(name).canonicalized.string.utf8.elementsEqual(name.utf8)
  }

  /// The entries of `key`'s group (empty if there is none).
  private func entries(for key: Key) -> ArraySlice<Entry> {
    guard let group = groups[key] else { return [] }
    return entries[starts[group]..<starts[group + 1]]
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
    for entry in entries(for: key) {
      if let rank = ranking.rank(of: entry.variant), rank < best?.rank ?? .max {
        best = (entry.name, rank)
      }
    }
    guard let tiffKey else { return best }
    for entry in entries(for: tiffKey) {
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
    return entries(for: Key(name)).first { $0.variant == variant }?.name
  }
}
