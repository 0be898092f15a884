// swift-tools-version: 6.1
// Benchmarks live in their own package, so that building and testing the
// root package never resolves or builds the benchmark dependency.
//
//   cd Benchmarks && swift package benchmark --no-progress
import PackageDescription

let package = Package(
  name: "StandardPathsBenchmarks",
  dependencies: [
    .package(name: "StandardPaths", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "LocationBenchmarks",
      dependencies: [
        .product(name: "StandardPaths", package: "StandardPaths"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LocationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SuffixBenchmarks",
      dependencies: [
        .product(name: "StandardPaths", package: "StandardPaths"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SuffixBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The generated 10,000-asset tree and the seed-style baseline lookup,
    // shared by the resolver benchmark and the syscall driver.
    .target(
      name: "ResolverFixtures",
      dependencies: [.product(name: "StandardPaths", package: "StandardPaths")],
      path: "Sources/ResolverFixtures"
    ),
    .executableTarget(
      name: "ResolverBenchmarks",
      dependencies: [
        "ResolverFixtures",
        .product(name: "StandardPaths", package: "StandardPaths"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ResolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Auditing the same 10,000-asset tree (`standard-paths lint`).
    .executableTarget(
      name: "LintBenchmarks",
      dependencies: [
        "ResolverFixtures",
        .product(name: "StandardPaths", package: "StandardPaths"),
        .product(name: "StandardPathsAudit", package: "StandardPaths"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LintBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A plain executable for counting stat-family calls with strace
    // (count-resolver-syscalls.sh); not a benchmark.
    .executableTarget(
      name: "ResolverSyscalls",
      dependencies: [
        "ResolverFixtures", .product(name: "StandardPaths", package: "StandardPaths"),
      ],
      path: "Sources/ResolverSyscalls"
    ),
  ],
  swiftLanguageModes: [.v6]
)
