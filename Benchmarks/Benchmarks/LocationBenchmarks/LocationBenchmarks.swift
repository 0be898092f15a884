// Resolving locations in-process: StandardLocations against Foundation's
// FileManager.urls(for:in:) for the directories both offer, same run.
import Benchmark
import Foundation
import StandardPaths

/// The locations both libraries offer, with Foundation's name for each.
let shared: [(Location, FileManager.SearchPathDirectory)] = [
  (.applicationSupport, .applicationSupportDirectory),
  (.caches, .cachesDirectory),
  (.documents, .documentDirectory),
  (.desktop, .desktopDirectory),
  (.downloads, .downloadsDirectory),
  (.music, .musicDirectory),
  (.pictures, .picturesDirectory),
  (.videos, .moviesDirectory),
  (.publicShare, .sharedPublicDirectory),
]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .syscalls], maxDuration: .seconds(2))

  let app: AppIdentity
  do { app = try AppIdentity(name: "BenchApp") } catch { fatalError("\(error)") }
  let sharedLocations = shared.map(\.0)

  Benchmark("FileManager.urls(for:in:), 9 shared directories") { benchmark in
    for _ in benchmark.scaledIterations {
      for (_, directory) in shared {
        blackHole(FileManager.default.urls(for: directory, in: .userDomainMask).first)
      }
    }
  }

  Benchmark("StandardLocations, 9 shared directories (snapshot + resolve)") { benchmark in
    for _ in benchmark.scaledIterations {
      let locations = StandardLocations(app: app, environment: .live())
      blackHole(locations.report(for: sharedLocations))
    }
  }

  Benchmark("StandardLocations, 9 shared directories (resolve only)") { benchmark in
    let locations = StandardLocations(app: app, environment: .live())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(locations.report(for: sharedLocations))
    }
  }

  Benchmark("StandardLocations, all 18 locations (snapshot + resolve)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(StandardLocations(app: app, environment: .live()).report())
    }
  }
}
