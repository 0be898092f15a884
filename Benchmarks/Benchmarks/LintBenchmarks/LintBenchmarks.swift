// Auditing 10,000 assets (34,610 files in 100 folders, the resolver
// benchmark's tree) for the 11 presets: the pure audit of a file list, the
// walk of the real tree, and both together (what `standard-paths lint`
// does before printing).
import Benchmark
import Foundation
import ResolverFixtures
import StandardPaths
import StandardPathsAudit

/// The generated tree, shared by the benchmarks of this process.
let root = ResolverFixture.processTree

/// Every file of the tree, relative to its root.
let files: [String] = (0..<ResolverFixture.folderCount * ResolverFixture.assetsPerFolder)
  .flatMap { index in
    ResolverFixture.variants(ofAsset: index).map { ResolverFixture.request(forAsset: index) + $0 }
  }

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 30
  )
  Benchmark.setup = { _ = root }
  Benchmark.teardown = { ResolverFixture.removeProcessTree() }

  Benchmark("Audit of 10,000 assets x 11 presets, from a file list (pure)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(AssetAudit().report(forFiles: files))
    }
  }

  Benchmark("Walk of the tree (100 folders, 34,610 files)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? ResourceTreeWalker().listing(ofTreeAtPath: root))
    }
  }

  Benchmark("Walk + audit of 10,000 assets x 11 presets") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? AssetAudit().report(forDirectoryAtPath: root))
    }
  }
}
