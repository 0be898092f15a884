import StandardPathsLocations
import StandardPathsSuffixes
import StandardPathsSupport

/// The memory of a ``ResourceResolver``: directory indexes, answers and
/// rankings (``ResolverCacheState``) behind one lock, with the
/// revalidation and bounds of its ``ResourceCachePolicy``.
///
/// File-system calls (listing a directory, reading its stamp) are made
/// outside the lock. Answers and indexes remember the tokens of the
/// directories they were read from, so one computed concurrently with an
/// invalidation is never stored as current.
final class ResolverCache: Sendable {
  typealias Token = ResolverCacheState.Token
  private typealias Revalidation = ResolverCacheState.Revalidation

  typealias LookupKey = ResolverCacheState.AnswerKey

  private enum Probe: Sendable {
    case miss
    case hit(String?)
    case revalidate([Revalidation], String?)
  }

  /// The limits and revalidation interval.
  let policy: ResourceCachePolicy
  /// Where listings and stamps come from.
  let reader: any DirectoryReader
  /// Monotonic time in nanoseconds, for revalidation.
  private let clock: @Sendable () -> Int64
  /// ``ResourceCachePolicy/revalidationSeconds`` in nanoseconds; zero
  /// never revalidates.
  private let interval: Int64
  private let state = SynchronizedValue(ResolverCacheState())

  /// Creates an empty cache.
  ///
  /// - Parameter clock: Monotonic time in nanoseconds; tests inject their
  ///   own.
  init(
    policy: ResourceCachePolicy, reader: any DirectoryReader,
    clock: @escaping @Sendable () -> Int64 = LiveClock.nanoseconds
  ) {
    self.policy = policy
    self.reader = reader
    self.clock = clock
    self.interval = policy.revalidationNanoseconds
  }

  // MARK: Answers

  /// The cached answer for `key`, after revalidating its directories if
  /// they are due: `.some(path)` (a `nil` path means "not found"), or `nil`
  /// if there is no current answer.
  func cachedPath(for key: LookupKey) -> String?? {
    let interval = self.interval
    let now = interval > 0 ? clock() : 0
    let probe: Probe = state.withLock { state in
      guard let cached = state.answer(for: key),
        state.isCurrent(cached.dependency)
      else { return .miss }
      let first = state.revalidationIfDue(cached.dependency, now: now, interval: interval)
      guard let more = cached.moreDependencies else {
        return first.map { .revalidate([$0], cached.path) } ?? .hit(cached.path)
      }
      var due = first.map { [$0] } ?? []
      for token in more {
        guard state.isCurrent(token) else { return .miss }
        if let revalidation = state.revalidationIfDue(token, now: now, interval: interval) {
          due.append(revalidation)
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
        drop(revalidation.token)
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

  /// Drops the index `token` was read from, if it is still current.
  @discardableResult
  private func drop(_ token: Token) -> Bool {
    state.withLock { state in
      guard state.isCurrent(token) else { return false }
      state.dropIndex(of: Int(token.id))
      return true
    }
  }

  /// Answers `request` from the directory indexes (listing the directories
  /// not indexed yet) and, if `key` is given, caches the answer.
  func resolve(_ request: ResourceRequest, device: Device, key: LookupKey?) -> String? {
    let ranking = self.ranking(for: request.fileName, device: device)
    let fileKey = DirectoryIndex.Key(request.fileName)
    let tiffKey = DirectoryIndex.Key.tiffSibling(of: request.fileName, on: device)
    var first: Token?
    var more: [Token] = []
    var result: String?
    for directory in request.directories {
      let (token, index) = self.index(ofDirectoryAtPath: directory)
      if first == nil { first = token } else { more.append(token) }
      if let match = index.bestMatch(for: fileKey, tiffKey: tiffKey, ranking: ranking) {
        result = ResourceRequest.path(of: match.name, in: directory)
        break
      }
    }
    if let key, let first { store(result, for: key, dependency: first, more: more) }
    return result
  }

  private func store(_ path: String?, for key: LookupKey, dependency: Token, more: [Token]) {
    let maximum = policy.maximumCachedLookups
    guard maximum > 0 else { return }
    let lookup = ResolverCacheState.CachedLookup(
      path: path, dependency: dependency, moreDependencies: more.isEmpty ? nil : more)
    state.withLock { state in
      state.store(lookup, for: key, maximum: maximum)
    }
  }

  /// The ranking for `fileName` on `device`, remembered.
  private func ranking(for fileName: FileName, device: Device) -> ResourceRanking {
    let key = ResolverCacheState.RankingKey(
      device: device, request: ResourceVariant(of: fileName),
      includesTIFF: ResourceRanking.hasTIFFSibling(pathExtension: fileName.pathExtension))
    if let ranking = state.withLock({ $0.ranking(for: key) }) { return ranking }
    let ranking = ResourceRanking(
      device: device, request: key.request, includesTIFF: key.includesTIFF)
    state.withLock { $0.remember(ranking, for: key) }
    return ranking
  }

  // MARK: Indexes

  /// The index of the directory at `path` and the token it was read
  /// under: the index in memory, revalidated first if it is due, or a new
  /// listing.
  func index(ofDirectoryAtPath path: String) -> (Token, DirectoryIndex) {
    let key = ByteString(path)
    let interval = self.interval
    let now = interval > 0 ? clock() : 0
    let maximum = policy.maximumIndexedNames
    let (token, existing, revalidation): (Token, DirectoryIndex?, Revalidation?) =
      state.withLock { state in
        let (token, index) = state.slot(for: key, maximumNames: maximum)
        guard let index else { return (token, nil, nil) }
        return (token, index, state.revalidationIfDue(token, now: now, interval: interval))
      }
    if let existing {
      guard let revalidation, !isUnchanged(revalidation) else { return (token, existing) }
      // Listed again under the new generation.
      return drop(token) ? index(ofDirectoryAtPath: path) : (token, existing)
    }
    let index = DirectoryIndex(reader.listing(ofDirectoryAtPath: path))
    return state.withLock { state in
      state.install(index, for: token, path: key, now: now, maximumNames: maximum)
    }
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
    state.withLock { $0.dropIndex(of: key) }
  }

  /// How much the cache holds now (for tests and diagnostics).
  var occupancy: (lookups: Int, indexedDirectories: Int, indexedNames: Int) {
    state.withLock { ($0.answerCount, $0.indexedDirectoryCount, $0.indexedNames) }
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
