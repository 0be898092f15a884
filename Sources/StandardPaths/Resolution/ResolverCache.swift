import SystemPackage

/// The memory of a ``ResourceResolver``: directory indexes, answers and
/// rankings, behind one lock, with the revalidation and bounds of its
/// ``ResourceCachePolicy``.
///
/// File-system calls (listing a directory, reading its stamp) are made
/// outside the lock. Each directory has a generation that changes whenever
/// its index is dropped; answers remember the generations they were
/// computed from, so an answer or index computed concurrently with an
/// invalidation is never stored as current.
internal final class ResolverCache: Sendable {
  /// What an answer is cached under: the request as given.
  struct LookupKey: Hashable, Sendable {
    var name: ByteString
    var type: ByteString?
    var device: Device

    init(name: String, type: String?, device: Device) {
      self.name = ByteString(name)
      self.type = type.map(ByteString.init)
      self.device = device
    }
  }

  /// A directory's slot and version when something was read from it.
  struct Token: Hashable, Sendable {
    var epoch: Int
    var id: Int
    var generation: Int
  }

  private struct CachedLookup: Sendable {
    var path: String?
    var dependencies: [Token]
  }

  private struct Directory: Sendable {
    var path: String
    var index: DirectoryIndex?
    /// Changes whenever the index is dropped.
    var generation = 0
    /// When the index was listed or last revalidated (``clock`` time).
    var lastChecked: Duration = .zero
  }

  private struct RankingKey: Hashable, Sendable {
    var device: Device
    var request: ResourceVariant
    var includesTIFF: Bool
  }

  /// A directory whose stamp is due to be compared.
  private struct Revalidation: Sendable {
    var token: Token
    var path: String
    var stamp: DirectoryStamp?
    var isSettled: Bool
  }

  private enum Probe: Sendable {
    case miss
    case hit(String?)
    case revalidate([Revalidation], String?)
  }

  private struct State: Sendable {
    /// Changes whenever everything is dropped, so old tokens never match
    /// reused slots.
    var epoch = 0
    var directoryIDs: [ByteString: Int] = [:]
    var directories: [Directory] = []
    var indexedNames = 0
    var lookups: [LookupKey: CachedLookup] = [:]
    var rankings: [RankingKey: ResourceRanking] = [:]

    func isCurrent(_ token: Token) -> Bool {
      token.epoch == epoch && token.id < directories.count
        && directories[token.id].generation == token.generation
    }

    /// The slot of the directory at `path`, created if needed.
    mutating func slot(for path: ByteString) -> Int {
      if let id = directoryIDs[path] { return id }
      let id = directories.count
      directories.append(Directory(path: path.string))
      directoryIDs[path] = id
      return id
    }

    /// Drops the index of slot `id`, if any, and moves its generation on.
    mutating func dropIndex(of id: Int) {
      indexedNames -= directories[id].index?.nameCount ?? 0
      directories[id].index = nil
      directories[id].generation += 1
    }

    /// Drops every index and answer (rankings are pure and stay).
    mutating func dropAll() {
      epoch += 1
      directoryIDs.removeAll()
      directories.removeAll()
      indexedNames = 0
      lookups.removeAll()
    }
  }

  /// The most rankings remembered (one per device and kind of request).
  private static let maximumRankings = 256

  /// The limits and revalidation interval.
  let policy: ResourceCachePolicy
  /// Where listings and stamps come from.
  let reader: any DirectoryReader
  /// Monotonic time, for revalidation.
  private let clock: @Sendable () -> Duration
  private let state = SynchronizedValue(State())

  /// Creates an empty cache.
  ///
  /// - Parameter clock: Monotonic time; tests inject their own.
  init(
    policy: ResourceCachePolicy, reader: any DirectoryReader,
    clock: @escaping @Sendable () -> Duration = ResolverCache.uptime
  ) {
    self.policy = policy
    self.reader = reader
    self.clock = clock
  }

  private static let start = ContinuousClock.now

  /// Time since the first use of any cache, from the continuous clock.
  static func uptime() -> Duration {
    ContinuousClock.now - start
  }

  private var revalidates: Bool { policy.revalidationInterval > .zero }

  // MARK: Answers

  /// The cached answer for `key`, after revalidating its directories if
  /// they are due: `.some(path)` (a `nil` path means "not found"), or `nil`
  /// if there is no current answer.
  func cachedPath(for key: LookupKey) -> String?? {
    let interval = policy.revalidationInterval
    let now = revalidates ? clock() : .zero
    let probe: Probe = state.withLock { state in
      guard let cached = state.lookups[key] else { return .miss }
      var due: [Revalidation] = []
      for token in cached.dependencies {
        guard state.isCurrent(token) else { return .miss }
        let directory = state.directories[token.id]
        if interval > .zero, now - directory.lastChecked >= interval {
          state.directories[token.id].lastChecked = now
          due.append(
            Revalidation(
              token: token, path: directory.path, stamp: directory.index?.stamp,
              isSettled: directory.index?.isSettled ?? false))
        }
      }
      return due.isEmpty ? .hit(cached.path) : .revalidate(due, cached.path)
    }
    switch probe {
    case .miss:
      return nil
    case .hit(let path):
      return .some(path)
    case .revalidate(let due, let path):
      var changed = false
      for revalidation in due where !isUnchanged(revalidation) {
        state.withLock { state in
          if state.isCurrent(revalidation.token) { state.dropIndex(of: revalidation.token.id) }
        }
        changed = true
      }
      return changed ? nil : .some(path)
    }
  }

  /// Whether the directory still has the stamp it was listed with (one
  /// `stat`); an unsettled listing always counts as changed.
  private func isUnchanged(_ revalidation: Revalidation) -> Bool {
    revalidation.isSettled
      && reader.stamp(ofDirectoryAtPath: revalidation.path) == revalidation.stamp
  }

  /// Answers `request` from the directory indexes (listing the directories
  /// not indexed yet) and, if `key` is given, caches the answer.
  func resolve(_ request: ResourceRequest, device: Device, key: LookupKey?) -> String? {
    let ranking = self.ranking(for: request.fileName, device: device)
    let fileKey = DirectoryIndex.Key(request.fileName)
    let tiffKey = tiffKey(for: request.fileName, device: device)
    var tokens: [Token] = []
    var result: String?
    for directory in request.directories {
      let (token, index) = self.index(ofDirectoryAtPath: directory)
      tokens.append(token)
      if let match = index.bestMatch(for: fileKey, tiffKey: tiffKey, ranking: ranking) {
        result = ResourceRequest.path(of: match.name, in: directory)
        break
      }
    }
    if let key { store(result, for: key, dependencies: tokens) }
    return result
  }

  private func store(_ path: String?, for key: LookupKey, dependencies: [Token]) {
    let maximum = policy.maximumCachedLookups
    guard maximum > 0 else { return }
    state.withLock { state in
      guard dependencies.allSatisfy(state.isCurrent) else { return }
      if state.lookups.count >= maximum, state.lookups[key] == nil {
        state.lookups.removeAll(keepingCapacity: true)
      }
      state.lookups[key] = CachedLookup(path: path, dependencies: dependencies)
    }
  }

  /// The key of the desktop's `tiff` sibling of `fileName`, if it has one
  /// on `device`.
  private func tiffKey(for fileName: FileName, device: Device) -> DirectoryIndex.Key? {
    guard device.idiom == .desktop,
      ResourceRanking.hasTIFFSibling(pathExtension: fileName.pathExtension)
    else { return nil }
    var key = DirectoryIndex.Key(fileName)
    key.pathExtension = ByteString(ResourceVariant.tiffExtension)
    return key
  }

  // MARK: Indexes

  /// The index of the directory at `path` and the token it was read
  /// under: the index in memory, revalidated first if it is due, or a new
  /// listing.
  func index(ofDirectoryAtPath path: String) -> (Token, DirectoryIndex) {
    let key = ByteString(path)
    let interval = policy.revalidationInterval
    let now = revalidates ? clock() : .zero
    let (token, existing, revalidation): (Token, DirectoryIndex?, Revalidation?) =
      state.withLock { state in
        let id = state.slot(for: key)
        let directory = state.directories[id]
        let token = Token(epoch: state.epoch, id: id, generation: directory.generation)
        guard let index = directory.index, interval > .zero,
          now - directory.lastChecked >= interval
        else { return (token, directory.index, nil) }
        state.directories[id].lastChecked = now
        return (
          token, index,
          Revalidation(token: token, path: path, stamp: index.stamp, isSettled: index.isSettled)
        )
      }
    if let existing {
      guard let revalidation, !isUnchanged(revalidation) else { return (token, existing) }
      let dropped = state.withLock { state in
        guard state.isCurrent(token) else { return false }
        state.dropIndex(of: token.id)
        return true
      }
      // Listed again below under the new generation.
      return dropped ? index(ofDirectoryAtPath: path) : (token, existing)
    }
    return list(path, key: key, token: token, now: now)
  }

  /// Lists the directory at `path` and installs its index under `token`
  /// unless the slot changed meanwhile (then the index serves only the
  /// lookup that listed it).
  private func list(_ path: String, key: ByteString, token: Token, now: Duration) -> (
    Token, DirectoryIndex
  ) {
    let index = DirectoryIndex(reader.listing(ofDirectoryAtPath: path))
    let maximum = policy.maximumIndexedNames
    return state.withLock { state in
      guard state.isCurrent(token) else { return (token, index) }
      if let installed = state.directories[token.id].index { return (token, installed) }
      var token = token
      if state.indexedNames > 0, state.indexedNames + index.nameCount > maximum {
        state.dropAll()
        token = Token(epoch: state.epoch, id: state.slot(for: key), generation: 0)
      }
      state.directories[token.id].index = index
      state.directories[token.id].lastChecked = now
      state.indexedNames += index.nameCount
      return (token, index)
    }
  }

  /// The ranking for `fileName` on `device`, remembered.
  private func ranking(for fileName: FileName, device: Device) -> ResourceRanking {
    let key = RankingKey(
      device: device, request: ResourceVariant(of: fileName),
      includesTIFF: ResourceRanking.hasTIFFSibling(pathExtension: fileName.pathExtension))
    if let ranking = state.withLock({ $0.rankings[key] }) { return ranking }
    let ranking = ResourceRanking(
      device: device, request: key.request, includesTIFF: key.includesTIFF)
    state.withLock { state in
      if state.rankings.count >= ResolverCache.maximumRankings { state.rankings.removeAll() }
      state.rankings[key] = ranking
    }
    return ranking
  }

  // MARK: Invalidation

  /// Drops every index and answer.
  func invalidateAll() {
    state.withLock { $0.dropAll() }
  }

  /// Drops the index of the directory at `path` (spelt as the resolver
  /// spells it) and, through its generation, every answer read from it.
  func invalidate(directoryAtPath path: String) {
    let key = ByteString(path)
    state.withLock { state in
      if let id = state.directoryIDs[key] { state.dropIndex(of: id) }
    }
  }

  /// How much the cache holds now (for tests and diagnostics).
  var occupancy: (lookups: Int, indexedDirectories: Int, indexedNames: Int) {
    state.withLock { state in
      (state.lookups.count, state.directories.count { $0.index != nil }, state.indexedNames)
    }
  }

  // MARK: Explanation

  /// Every candidate of `request` on `device`, directory by directory, with
  /// the name on disk of those that exist.
  func candidates(for request: ResourceRequest, device: Device) -> [ResourceExplanation.Candidate] {
    let ranking = self.ranking(for: request.fileName, device: device)
    var result: [ResourceExplanation.Candidate] = []
    for directory in request.directories {
      let (_, index) = self.index(ofDirectoryAtPath: directory)
      for (rank, variant) in ranking.variants.enumerated() {
        let name = variant.applied(to: request.fileName)
        result.append(
          ResourceExplanation.Candidate(
            directory: directory, rank: rank + 1, fileName: name,
            path: index.nameOnDisk(of: name).map { ResourceRequest.path(of: $0, in: directory) }))
      }
    }
    return result
  }
}
