import StandardPathsLocations
import StandardPathsSuffixes

/// How a ``ResourceResolver`` keeps what it has read: when it checks
/// directories for changes, and how much it may hold.
///
/// A resolver lists a directory once and answers lookups from memory. It
/// notices changes in two ways:
/// - **Revalidation**: when a cached answer is used and its directory was
///   last checked at least ``revalidationSeconds`` ago, the directory's
///   modification time is read (one `stat`) and the directory is listed
///   again only if it changed. An interval of zero never revalidates.
/// - **Explicit invalidation**: ``ResourceResolver/invalidate()`` and
///   ``ResourceResolver/invalidate(directoryAtPath:)``, always available.
///
/// Memory is bounded by two limits; when adding would exceed one, the
/// resolver empties the corresponding cache and starts again (answers stay
/// correct, they are just recomputed).
///
/// The interval is in seconds (a `Double`), so the policy is the same on
/// every deployment target, including those without `Duration`.
public struct ResourceCachePolicy: Sendable, Hashable {
  /// The revalidation interval in nanoseconds (never negative).
  var revalidationNanoseconds: Int64

  /// The revalidation interval in seconds (1 by default; zero never
  /// revalidates).
  public var revalidationSeconds: Double {
    get { Double(revalidationNanoseconds) / 1e9 }
    set { revalidationNanoseconds = ResourceCachePolicy.nanoseconds(seconds: newValue) }
  }
  /// The most answers kept (one per distinct name, type and device); when
  /// full, all answers are dropped. 10,000 by default; zero keeps none
  /// (every lookup is answered from the directory indexes).
  public var maximumCachedLookups: Int
  /// The most directory entries kept in indexes, over all directories;
  /// when a new directory would exceed it, every index and answer is
  /// dropped. A single directory larger than the limit is still indexed.
  /// 100,000 by default (about 25 MB: an index costs roughly 240 bytes
  /// per name, measured on Linux).
  public var maximumIndexedNames: Int

  /// Creates a policy with the revalidation interval in seconds (zero or a
  /// negative or NaN value turns revalidation off); the limits default to
  /// the ``default`` policy's.
  public init(
    revalidationSeconds: Double = 1,
    maximumCachedLookups: Int = 10_000,
    maximumIndexedNames: Int = 100_000
  ) {
    self.init(
      nanoseconds: ResourceCachePolicy.nanoseconds(seconds: revalidationSeconds),
      maximumCachedLookups: maximumCachedLookups, maximumIndexedNames: maximumIndexedNames)
  }

  private init(nanoseconds: Int64, maximumCachedLookups: Int, maximumIndexedNames: Int) {
    self.revalidationNanoseconds = nanoseconds
    self.maximumCachedLookups = maximumCachedLookups
    self.maximumIndexedNames = maximumIndexedNames
  }

  /// Revalidation every second, 10,000 answers, 100,000 indexed names.
  public static let `default` = ResourceCachePolicy(revalidationSeconds: 1)

  /// Like ``default``, but directories are never checked for changes:
  /// only explicit invalidation makes a resolver see them (for read-only
  /// app bundles).
  public static let neverRevalidate = ResourceCachePolicy(revalidationSeconds: 0)

  /// `seconds` in whole nanoseconds, clamped to `0...Int64.max`.
  private static func nanoseconds(seconds: Double) -> Int64 {
    guard seconds > 0 else { return 0 }  // also NaN
    let value = seconds * 1e9
    return value >= 9.2e18 ? .max : Int64(value.rounded())
  }
}
