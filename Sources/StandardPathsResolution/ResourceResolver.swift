import StandardPathsLocations
import StandardPathsSuffixes
import SystemPackage

/// Finds the variant of a resource that suits a device, such as
/// `Image1-667h@2x.png` for `Image1` on an iPhone 6: the modern form of the
/// seed's `normalizedPathForFile:ofType:`.
///
/// ```swift
/// let resolver = ResourceResolver(root: "/opt/MyApp/Resources", device: .iPadRetina)
/// try resolver.path(forResource: "Images/logo")       // "/opt/MyApp/Resources/Images/logo@2x~ipad.png"
/// try resolver.path(forResource: "level1", ofType: "plist")
/// try resolver.path(forResource: "missing")           // nil
/// ```
///
/// The candidates and their order are those of
/// ``FileName/resourceCandidates(for:)``; the first that exists wins.
/// Files are matched structurally (`foo-hd-1024h@2x~ipad.png` is the
/// candidate `foo-1024h-hd@2x~ipad.png`), byte for byte (case-sensitive,
/// like Linux file systems); a directory counts as well as a file. The
/// returned path is the directory searched joined with the name as it is
/// on disk.
///
/// A resolver reads each directory once (one listing) and answers from
/// memory; it never calls `stat` for a lookup. Answers are cached by name,
/// type and device. When files change, the resolver notices as its
/// ``cachePolicy`` says (by default, it compares a directory's
/// modification time at most once a second) or when told with
/// ``invalidate()``. Resolvers are thread-safe; keep one and share it.
public final class ResourceResolver: Sendable {
  /// The directory relative names are resolved against, such as an app's
  /// resource folder.
  public let root: String
  /// The device lookups are for when they do not name one.
  public let device: Device
  /// Where localised variants are looked for, or `nil` to look only in the
  /// resource's own folder.
  public let localization: ResourceLocalization?
  /// How long answers are trusted and how much is kept.
  public let cachePolicy: ResourceCachePolicy
  /// Where listings and modification times come from.
  let fileSystem: any DirectoryReader
  /// The indexes and answers.
  let cache: ResolverCache
  /// ``root`` without redundant slashes.
  private let normalizedRoot: String

  /// Creates a resolver.
  ///
  /// - Parameters:
  ///   - root: The directory relative names are resolved against. Give an
  ///     absolute path; a relative one is used as it is (relative to the
  ///     working directory of each lookup).
  ///   - device: The device lookups are for by default; ``Device/current``
  ///     if not given.
  ///   - localization: Where to look for localised variants, if anywhere.
  ///   - fileSystem: Where to read directories; the real file system by
  ///     default.
  ///   - cachePolicy: Revalidation and memory limits.
  public convenience init(
    root: String,
    device: Device = .current,
    localization: ResourceLocalization? = nil,
    fileSystem: any DirectoryReader = LiveFileSystem(),
    cachePolicy: ResourceCachePolicy = .default
  ) {
    self.init(
      root: root, device: device, localization: localization, fileSystem: fileSystem,
      cachePolicy: cachePolicy, clock: LiveClock.nanoseconds)
  }

  /// Creates a resolver whose revalidation reads `clock`, monotonic time in
  /// nanoseconds (for tests).
  init(
    root: String, device: Device, localization: ResourceLocalization?,
    fileSystem: any DirectoryReader, cachePolicy: ResourceCachePolicy,
    clock: @escaping @Sendable () -> Int64
  ) {
    self.root = root
    self.normalizedRoot = ResourceRequest.normalized(root)
    self.device = device
    self.localization = localization
    self.cachePolicy = cachePolicy
    self.fileSystem = fileSystem
    self.cache = ResolverCache(policy: cachePolicy, reader: fileSystem, clock: clock)
  }

  /// The path of the best variant of a resource for ``device``, or `nil`
  /// if no candidate exists.
  ///
  /// - Parameters:
  ///   - name: A file name or path relative to ``root`` (`logo`,
  ///     `Images/logo.png`), or an absolute path, used as it is.
  ///   - type: The extension to add when `name` has none (`png` by
  ///     default); ignored when it has one. `nil` or `""` adds nothing.
  /// - Throws: ``ResourceNameError`` if `name` cannot name a file under the
  ///   root (empty, NUL, ending in `/`, climbing out with `..`).
  public func path(
    forResource name: String, ofType type: String? = "png"
  ) throws(ResourceNameError) -> String? {
    try path(forResource: name, ofType: type, device: device)
  }

  /// The path of the best variant of a resource for `device`, or `nil` if
  /// no candidate exists; see ``path(forResource:ofType:)``.
  public func path(
    forResource name: String, ofType type: String?, device: Device
  ) throws(ResourceNameError) -> String? {
    let key = ResolverCache.LookupKey(
      name: ByteString(name), type: type.map(ByteString.init), device: device)
    if let cached = cache.cachedPath(for: key) { return cached }
    let request = try ResourceRequest(
      name: name, type: type, root: normalizedRoot, localization: localization)
    return cache.resolve(request, device: device, key: key)
  }

  /// Every candidate of a lookup, in ranking order, with those that exist
  /// and the one chosen; what `standard-paths resolve --explain` prints.
  ///
  /// The answer comes from the same directory indexes as
  /// ``path(forResource:ofType:device:)``, so the chosen candidate is the
  /// path that lookup returns.
  public func explanation(
    forResource name: String, ofType type: String? = "png", device: Device? = nil
  ) throws(ResourceNameError) -> ResourceExplanation {
    let device = device ?? self.device
    let request = try ResourceRequest(
      name: name, type: type, root: normalizedRoot, localization: localization)
    return ResourceExplanation(
      fileName: request.fileName, device: device,
      candidates: cache.candidates(for: request, device: device))
  }

  /// Forgets every directory listing and answer: the next lookups read the
  /// directories again. Use it after adding or removing resources.
  public func invalidate() {
    cache.invalidateAll()
  }

  /// Forgets one directory's listing and the answers read from it.
  ///
  /// - Parameter path: The directory, absolute or relative to ``root``
  ///   (`Images`); a `.lproj` folder must be named itself
  ///   (`fr.lproj/Images`).
  public func invalidate(directoryAtPath path: String) {
    let directory = FilePath(normalizedRoot).pushing(FilePath(path))
    cache.invalidate(directoryAtPath: ResourceRequest.normalized(directory.string))
  }
}
