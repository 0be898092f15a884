import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The cache: no file-system calls for lookups, revalidation at most once
/// per interval, explicit invalidation, bounded memory (Design/resource-resolution.md).
@Suite("Resolver: cache")
struct ResolverCacheTests {
  let reader = CountingReader(files: [
    "/r/a.png", "/r/a@2x.png", "/r/b~ipad.png", "/r/sub/c.png", "/r/sub/c-hd.png",
  ])
  let clock = ManualClock()

  func resolver(
    _ policy: ResourceCachePolicy = .default, device: Device = .iPadRetina
  ) -> ResourceResolver {
    let clock = self.clock
    return ResourceResolver(
      root: "/r", device: device, localization: nil, fileSystem: reader, cachePolicy: policy,
      clock: { clock.read() })
  }

  @Test func lookupsAfterIndexingMakeNoFileSystemCalls() throws {
    let resolver = resolver()
    #expect(try resolver.path(forResource: "a") == "/r/a@2x.png")
    #expect(reader.calls == (1, 0))
    for round in 0..<1000 {
      let name = ["a", "b", "missing", "a.png", "b@2x"][round % 5]
      let device = Device.presets[round % Device.presets.count]
      _ = try resolver.path(forResource: name, ofType: "png", device: device)
    }
    #expect(reader.calls == (1, 0))
    _ = try resolver.explanation(forResource: "a")
    #expect(reader.calls == (1, 0))
  }

  @Test func answersDependOnTheDevice() throws {
    let resolver = resolver()
    #expect(try resolver.path(forResource: "b", ofType: "png", device: .iPad) == "/r/b~ipad.png")
    #expect(try resolver.path(forResource: "b", ofType: "png", device: .mac) == nil)
    #expect(try resolver.path(forResource: "a", ofType: "png", device: .iPhone3GS) == "/r/a.png")
    #expect(try resolver.path(forResource: "a", ofType: "png", device: .iPhone4) == "/r/a@2x.png")
  }

  @Test func revalidationReadsTheStampAtMostOncePerInterval() throws {
    let resolver = resolver()
    _ = try resolver.path(forResource: "a")
    clock.advance(by: .milliseconds(999))
    _ = try resolver.path(forResource: "a")
    #expect(reader.calls == (1, 0))
    clock.advance(by: .milliseconds(1))
    _ = try resolver.path(forResource: "a")
    #expect(reader.calls == (1, 1), "one stamp, unchanged: no new listing")
    for _ in 0..<100 { _ = try resolver.path(forResource: "a") }
    #expect(reader.calls == (1, 1))
    clock.advance(by: .seconds(5))
    _ = try resolver.path(forResource: "a")
    _ = try resolver.path(forResource: "a")
    #expect(reader.calls == (1, 2))
  }

  @Test func changedDirectoryIsListedAgainAfterTheInterval() throws {
    let resolver = resolver()
    #expect(try resolver.path(forResource: "d") == nil)
    reader.add("/r/d@3x.png")
    #expect(try resolver.path(forResource: "d") == nil, "within the interval: cached")
    clock.advance(by: .seconds(1))
    #expect(try resolver.path(forResource: "d") == "/r/d@3x.png")
    #expect(reader.calls == (2, 1))
    // Lookups not cached yet revalidate the index they use too.
    reader.remove("/r/a@2x.png")
    clock.advance(by: .seconds(1))
    #expect(try resolver.path(forResource: "a") == "/r/a.png")
    #expect(reader.calls == (3, 2))
  }

  @Test func zeroIntervalNeverRevalidates() throws {
    let resolver = resolver(.neverRevalidate)
    #expect(try resolver.path(forResource: "d") == nil)
    reader.add("/r/d.png")
    clock.advance(by: .seconds(3600))
    #expect(try resolver.path(forResource: "d") == nil)
    #expect(reader.calls.stamps == 0)
    resolver.invalidate()
    #expect(try resolver.path(forResource: "d") == "/r/d.png")
  }

  @Test func invalidatingOneDirectoryRelistsOnlyIt() throws {
    let resolver = resolver(.neverRevalidate)
    #expect(try resolver.path(forResource: "sub/c") == "/r/sub/c-hd.png")
    #expect(try resolver.path(forResource: "a") == "/r/a@2x.png")
    reader.add("/r/sub/c@2x.png")
    reader.add("/r/a@2x~ipad.png")
    resolver.invalidate(directoryAtPath: "sub")
    #expect(try resolver.path(forResource: "sub/c") == "/r/sub/c@2x.png")
    #expect(try resolver.path(forResource: "a") == "/r/a@2x.png", "not invalidated")
    #expect(reader.calls.listings == 3)
    resolver.invalidate(directoryAtPath: "/r/")
    #expect(try resolver.path(forResource: "a") == "/r/a@2x~ipad.png")
  }

  @Test func unsettledListingIsReadAgainEvenWithTheSameStamp() throws {
    reader.setSettled(false)
    let resolver = resolver()
    _ = try resolver.path(forResource: "a")
    reader.setSettled(true)
    clock.advance(by: .seconds(1))
    _ = try resolver.path(forResource: "a")
    #expect(reader.calls == (2, 0), "listed again without even a stamp")
    clock.advance(by: .seconds(1))
    _ = try resolver.path(forResource: "a")
    #expect(reader.calls == (2, 1), "settled now: the stamp alone decides")
  }

  /// A listing taken before an invalidation must not be installed after it.
  @Test func invalidationDuringAListingIsNotLost() throws {
    let resolver = resolver(.neverRevalidate)
    let reader = self.reader
    reader.duringNextListing {
      reader.add("/r/late.png")
      resolver.invalidate()
    }
    #expect(try resolver.path(forResource: "late") == nil, "listed before the file was added")
    #expect(try resolver.path(forResource: "late") == "/r/late.png")
  }

  @Test func cachedLookupsAreBounded() throws {
    let resolver = resolver(ResourceCachePolicy(maximumCachedLookups: 3))
    for round in 0..<50 {
      let name = ["a", "b", "sub/c", "x", "y"][round % 5]
      let expected: String? = ["/r/a@2x.png", "/r/b~ipad.png", "/r/sub/c-hd.png", nil, nil][
        round % 5]
      #expect(try resolver.path(forResource: name) == expected)
      #expect(resolver.cache.occupancy.lookups <= 3)
    }
    #expect(reader.calls.listings == 2)
  }

  @Test func zeroCachedLookupsStillAnswersFromTheIndex() throws {
    let resolver = resolver(ResourceCachePolicy(maximumCachedLookups: 0))
    for _ in 0..<10 { #expect(try resolver.path(forResource: "a") == "/r/a@2x.png") }
    #expect(resolver.cache.occupancy.lookups == 0)
    #expect(reader.calls.listings == 1)
  }

  @Test func indexedNamesAreBounded() throws {
    for directory in 0..<6 {
      reader.add("/r/d\(directory)/x.png")
      reader.add("/r/d\(directory)/x@2x.png")
    }
    let resolver = resolver(ResourceCachePolicy(maximumIndexedNames: 5))
    for round in 0..<30 {
      #expect(try resolver.path(forResource: "d\(round % 6)/x") == "/r/d\(round % 6)/x@2x.png")
      let occupancy = resolver.cache.occupancy
      #expect(occupancy.indexedNames <= 5)
    }
  }

  @Test func aDirectoryLargerThanTheBoundIsStillIndexed() throws {
    let resolver = resolver(ResourceCachePolicy(maximumIndexedNames: 1))
    #expect(try resolver.path(forResource: "a") == "/r/a@2x.png")
    // Four names, plus one for the directory's slot.
    #expect(resolver.cache.occupancy.indexedNames == 5)
  }
}

/// Revalidation against real directory modification times.
@Suite("Resolver: cache on disk")
struct ResolverDiskCacheTests {
  @Test func newFileIsFoundAfterAShortInterval() async throws {
    let tree = try ResourceTree(["a.png"])
    let resolver = tree.resolver(
      cachePolicy: ResourceCachePolicy(revalidationSeconds: 0.02))
    #expect(try resolver.path(forResource: "b") == nil)
    try tree.add("b.png")
    try await Task.sleep(for: .milliseconds(60))
    #expect(try resolver.path(forResource: "b") == tree.path("b.png"))
  }

  @Test func removedFileIsForgottenAfterAShortInterval() async throws {
    let tree = try ResourceTree(["a.png", "a~mac.png"])
    let resolver = tree.resolver(
      cachePolicy: ResourceCachePolicy(revalidationSeconds: 0.02))
    #expect(try resolver.path(forResource: "a") == tree.path("a~mac.png"))
    try tree.remove("a~mac.png")
    try await Task.sleep(for: .milliseconds(60))
    #expect(try resolver.path(forResource: "a") == tree.path("a.png"))
  }

  @Test func zeroIntervalNeedsExplicitInvalidation() async throws {
    let tree = try ResourceTree(["a.png"])
    let resolver = tree.resolver(cachePolicy: .neverRevalidate)
    #expect(try resolver.path(forResource: "b") == nil)
    try tree.add("b.png")
    try await Task.sleep(for: .milliseconds(30))
    #expect(try resolver.path(forResource: "b") == nil)
    resolver.invalidate()
    #expect(try resolver.path(forResource: "b") == tree.path("b.png"))
  }

  @Test func fileAddedToASubfolderIsFoundAfterInvalidatingIt() throws {
    let tree = try ResourceTree(["Images/a.png"])
    let resolver = tree.resolver(device: .iPhone4, cachePolicy: .neverRevalidate)
    #expect(try resolver.path(forResource: "Images/a") == tree.path("Images/a.png"))
    try tree.add("Images/a@2x.png")
    #expect(try resolver.path(forResource: "Images/a") == tree.path("Images/a.png"))
    resolver.invalidate(directoryAtPath: "Images")
    #expect(try resolver.path(forResource: "Images/a") == tree.path("Images/a@2x.png"))
  }

  @Test func defaultIntervalKeepsAnswersForASecond() throws {
    let tree = try ResourceTree(["a.png"])
    let resolver = tree.resolver()
    #expect(try resolver.path(forResource: "b") == nil)
    try tree.add("b.png")
    #expect(try resolver.path(forResource: "b") == nil)
  }
}
