// Resolving 10,000 assets on an iPhone 6: the indexed `ResourceResolver`
// (cold and warm) against the seed's `fileExists` probing, in one run.
import Benchmark
import Foundation
import ResolverFixtures
import StandardPaths

/// The generated tree, shared by the benchmarks of this process.
let root = ResolverFixture.processTree

let requests = ResolverFixture.requests

/// Resolves every request with `resolver`; one iteration = 10,000 lookups.
func resolveAll(_ resolver: ResourceResolver) {
  for request in requests {
    blackHole(try? resolver.path(forResource: request))
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(3),
    maxIterations: 200
  )
  Benchmark.setup = { _ = root }
  Benchmark.teardown = { ResolverFixture.removeProcessTree() }

  // (a) Cold: a fresh resolver per batch of 10,000 lookups, so the batch
  // lists and indexes the 100 folders (about 35,000 names) itself.
  Benchmark("Cold, fresh resolver per 10k batch (indexing included)") { benchmark in
    for _ in benchmark.scaledIterations {
      resolveAll(
        ResourceResolver(
          root: root, device: ResolverFixture.device, cachePolicy: .neverRevalidate))
    }
  }

  // (a') Cold answers from indexes already built: no answer cache.
  let indexed = ResourceResolver(
    root: root, device: ResolverFixture.device,
    cachePolicy: ResourceCachePolicy(revalidationSeconds: 0, maximumCachedLookups: 0))
  Benchmark("Cold, indexes built, no answer cache (10k lookups)") { benchmark in
    for _ in benchmark.scaledIterations { resolveAll(indexed) }
  } setup: {
    resolveAll(indexed)
  }

  // Baseline: the seed's way, one fileExists per candidate until one exists.
  Benchmark("Seed-style fileExists probing (10k lookups)") { benchmark in
    for _ in benchmark.scaledIterations {
      for request in requests {
        blackHole(ResolverFixture.seedStyleLookup(request, root: root))
      }
    }
  }

  // (b) Warm: every answer cached (default policy: revalidation at most
  // once a second per folder). Cycling through 10,000 distinct names is
  // the worst case for the CPU caches.
  let warm = ResourceResolver(root: root, device: ResolverFixture.device)
  Benchmark("Warm, cached answers, 10k distinct names (10k lookups)") { benchmark in
    for _ in benchmark.scaledIterations { resolveAll(warm) }
  } setup: {
    resolveAll(warm)
  }

  // (b') Warm with a hot set: 100 names looked up 100 times each, the
  // usual pattern of an app.
  let hot = ResourceResolver(root: root, device: ResolverFixture.device)
  let hotSet = Array(requests.prefix(100))
  Benchmark("Warm, cached answers, 100 hot names (10k lookups)") { benchmark in
    for _ in benchmark.scaledIterations {
      for _ in 0..<100 {
        for request in hotSet { blackHole(try? hot.path(forResource: request)) }
      }
    }
  } setup: {
    for request in hotSet { _ = try? hot.path(forResource: request) }
  }
}
