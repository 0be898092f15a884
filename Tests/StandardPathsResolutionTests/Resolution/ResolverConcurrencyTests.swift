import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// One resolver shared by many tasks, with invalidations and revalidations
/// racing lookups. Run under `swift test --sanitize=thread --filter Resolver`.
@Suite("Resolver: concurrency")
struct ResolverConcurrencyTests {
  static let taskCount = 8
  static let lookupsPerTask = 10_000

  @Test(arguments: [
    ResourceCachePolicy.default,
    ResourceCachePolicy(
      revalidationSeconds: 0.001, maximumCachedLookups: 16, maximumIndexedNames: 20),
  ])
  func sharedResolverAnswersConsistently(policy: ResourceCachePolicy) async throws {
    let tree = try ResourceTree(ResourceTree.demoBundle + ["Sub/Image1@2x.png", "Sub/Image1.png"])
    let resolver = tree.resolver(cachePolicy: policy)
    let table = DemoBundleTests.table.compactMap { row in
      Device(presetName: row.preset).map { (row.request, $0, tree.path(row.expected)) }
    }
    let failures = await withTaskGroup(of: Int.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var failures = 0
          for lookup in 0..<Self.lookupsPerTask {
            if lookup % 997 == task {
              resolver.invalidate()
            } else if lookup % 499 == task {
              resolver.invalidate(directoryAtPath: "Sub")
            }
            let (request, device, expected) = table[(lookup &* 7 &+ task) % table.count]
            if (try? resolver.path(forResource: request, ofType: "png", device: device)) != expected
            {
              failures += 1
            }
            if lookup % 101 == 0,
              (try? resolver.path(forResource: "Sub/Image1", ofType: "png", device: .iPhone4))
                != tree.path("Sub/Image1@2x.png")
            {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }

  /// A writer adds and removes a variant and invalidates; readers always
  /// see one of the two states, and the final answer is the final state.
  @Test func lookupsRaceChangesAndInvalidations() async throws {
    let tree = try ResourceTree(["Toggle.png"])
    let resolver = tree.resolver(
      device: .iPhone4, cachePolicy: ResourceCachePolicy(revalidationSeconds: 0.0001))
    let allowed: Set<String?> = [tree.path("Toggle.png"), tree.path("Toggle@2x.png")]
    let unexpected = await withTaskGroup(of: Int.self) { group in
      group.addTask {
        for round in 0..<200 {
          if round % 2 == 0 {
            try? tree.add("Toggle@2x.png")
          } else {
            try? tree.remove("Toggle@2x.png")
          }
          resolver.invalidate()
          await Task.yield()
        }
        return 0
      }
      for _ in 1..<Self.taskCount {
        group.addTask {
          var unexpected = 0
          for _ in 0..<Self.lookupsPerTask {
            let answer = try? resolver.path(forResource: "Toggle")
            if !allowed.contains(answer) { unexpected += 1 }
          }
          return unexpected
        }
      }
      return await group.reduce(0, +)
    }
    #expect(unexpected == 0)
    #expect(try resolver.path(forResource: "Toggle") == tree.path("Toggle.png"))
  }

  /// Real threads, not only the cooperative pool, so ThreadSanitizer sees
  /// truly parallel access.
  @Test func threadsShareAResolver() throws {
    let tree = try ResourceTree(ResourceTree.demoBundle)
    let resolver = tree.resolver(
      cachePolicy: ResourceCachePolicy(revalidationSeconds: 0.001))
    let expected = tree.path("Image1-667h@2x.png")
    let failures = SynchronizedValue(0)
    let done = DispatchGroup()
    for index in 0..<Self.taskCount {
      done.enter()
      Thread.detachNewThread {
        for lookup in 0..<2_000 {
          if lookup % 250 == index { resolver.invalidate() }
          if (try? resolver.path(forResource: "Image1", ofType: "png", device: .iPhone6))
            != expected
          {
            failures.withLock { $0 += 1 }
          }
        }
        done.leave()
      }
    }
    done.wait()
    #expect(failures.withLock { $0 } == 0)
  }
}
