import StandardPathsLocations
import StandardPathsSuffixes

/// What a ``ResolverCache`` holds behind its lock: directory slots with
/// their indexes, answers, and rankings.
///
/// Every directory ever looked at has a slot; its generation changes
/// whenever its index is dropped, and the epoch changes whenever everything
/// is dropped, so a ``Token`` taken before a change never matches after it.
internal struct ResolverCacheState: Sendable {
  /// A directory's slot and version when something was read from it.
  struct Token: Hashable, Sendable {
    var epoch: UInt32
    var id: UInt32
    var generation: UInt32
  }

  /// An answer and the directories it was read from: usually one (kept
  /// inline), more with localisation.
  struct CachedLookup: Sendable {
    var path: String?
    var dependency: Token
    var moreDependencies: [Token]?
  }

  /// What an answer is for: the request as given.
  struct AnswerKey: Hashable, Sendable {
    var name: ByteString
    var type: ByteString?
    var device: Device
  }

  /// A directory the cache has looked at.
  struct Directory: Sendable {
    var path: String
    var index: DirectoryIndex?
    /// Changes whenever the index is dropped.
    var generation: UInt32 = 0
    /// When the index was listed or last revalidated (clock time, in
    /// nanoseconds).
    var lastChecked: Int64 = 0
  }

  /// A directory whose stamp is due to be compared.
  struct Revalidation: Sendable {
    var token: Token
    var path: String
    var stamp: DirectoryStamp?
    var isSettled: Bool
  }

  /// What a ranking depends on.
  struct RankingKey: Hashable, Sendable {
    var device: Device
    var request: ResourceVariant
    var includesTIFF: Bool
  }

  /// The most rankings remembered (one per device and kind of request).
  static let maximumRankings = 256

  /// Changes whenever everything is dropped.
  private(set) var epoch: UInt32 = 0
  private(set) var directories: [Directory] = []
  private var directoryIDs: [ByteString: Int] = [:]
  /// The names in all indexes plus one per slot: what
  /// ``ResourceCachePolicy/maximumIndexedNames`` bounds.
  private(set) var indexedNames = 0
  private var answers: [AnswerKey: CachedLookup] = [:]
  /// How many answers are cached.
  var answerCount: Int { answers.count }
  private var rankings: [RankingKey: ResourceRanking] = [:]

  // MARK: Slots and indexes

  func isCurrent(_ token: Token) -> Bool {
    token.epoch == epoch && Int(token.id) < directories.count
      && directories[Int(token.id)].generation == token.generation
  }

  /// The token of the directory at `path` and its index, if listed; the
  /// slot is created if needed (dropping everything first when there are
  /// `maximumNames` slots and names already).
  mutating func slot(for path: ByteString, maximumNames: Int) -> (Token, DirectoryIndex?) {
    let id: Int
    if let existing = directoryIDs[path] {
      id = existing
    } else {
      if indexedNames >= maximumNames, !directories.isEmpty { dropAll() }
      id = directories.count
      directories.append(Directory(path: path.string))
      directoryIDs[path] = id
      indexedNames += 1
    }
    return (token(of: id), directories[id].index)
  }

  private func token(of id: Int) -> Token {
    Token(epoch: epoch, id: UInt32(id), generation: directories[id].generation)
  }

  /// Installs `index` for `token`'s slot unless the slot changed since
  /// (then returns `token` unchanged, so nothing derived is cached) or has
  /// an index already (then returns that one). Drops everything first if
  /// the new names would exceed `maximumNames`.
  mutating func install(
    _ index: DirectoryIndex, for token: Token, path: ByteString, now: Int64, maximumNames: Int
  ) -> (Token, DirectoryIndex) {
    guard isCurrent(token) else { return (token, index) }
    if let installed = directories[Int(token.id)].index { return (token, installed) }
    var token = token
    if indexedNames + index.nameCount > maximumNames, indexedNames > 1 {
      dropAll()
      token = slot(for: path, maximumNames: maximumNames).0
    }
    directories[Int(token.id)].index = index
    directories[Int(token.id)].lastChecked = now
    indexedNames += index.nameCount
    return (token, index)
  }

  /// Drops the index of slot `id`, if any, and moves its generation on.
  mutating func dropIndex(of id: Int) {
    indexedNames -= directories[id].index?.nameCount ?? 0
    directories[id].index = nil
    directories[id].generation &+= 1
  }

  /// Drops the index of the directory at `path`, if it has a slot.
  mutating func dropIndex(of path: ByteString) {
    if let id = directoryIDs[path] { dropIndex(of: id) }
  }

  /// The revalidation of `token`'s slot if it is due at `now` (and marks
  /// it checked), or `nil`.
  mutating func revalidationIfDue(_ token: Token, now: Int64, interval: Int64) -> Revalidation? {
    let id = Int(token.id)
    guard interval > 0, now &- directories[id].lastChecked >= interval else { return nil }
    directories[id].lastChecked = now
    let index = directories[id].index
    return Revalidation(
      token: token, path: directories[id].path, stamp: index?.stamp,
      isSettled: index?.isSettled ?? false)
  }

  /// Drops every index and answer (rankings are pure and stay).
  mutating func dropAll() {
    epoch &+= 1
    directoryIDs.removeAll()
    directories.removeAll()
    indexedNames = 0
    answers.removeAll()
  }

  /// How many slots have an index.
  var indexedDirectoryCount: Int { directories.count { $0.index != nil } }

  // MARK: Answers

  /// The cached answer for `key`, if any.
  func answer(for key: AnswerKey) -> CachedLookup? {
    answers[key]
  }

  /// Caches an answer if its dependencies are still current; drops every
  /// answer first when there are `maximum` already.
  mutating func store(_ lookup: CachedLookup, for key: AnswerKey, maximum: Int) {
    guard isCurrent(lookup.dependency), lookup.moreDependencies?.allSatisfy(isCurrent) ?? true
    else { return }
    if answers.count >= maximum, answers[key] == nil { answers.removeAll() }
    answers[key] = lookup
  }

  // MARK: Rankings

  func ranking(for key: RankingKey) -> ResourceRanking? {
    rankings[key]
  }

  mutating func remember(_ ranking: ResourceRanking, for key: RankingKey) {
    if rankings.count >= Self.maximumRankings { rankings.removeAll() }
    rankings[key] = ranking
  }
}
