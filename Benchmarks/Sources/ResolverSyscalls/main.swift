// A driver for counting the stat-family system calls of resolver lookups
// with strace (see Benchmarks/count-resolver-syscalls.sh):
//
//   ResolverSyscalls generate DIR          create the 10,000-asset tree in DIR
//   ResolverSyscalls run DIR MODE N        N lookups after the setup of MODE
//
// Modes: `none` (only a resolver), `index` (one lookup per folder: every
// folder listed), `cold` (index, then N lookups with no answer cache),
// `warm` (index, every answer once, then N cached lookups), `baseline` (N
// seed-style lookups, one fileExists per candidate); `fresh` (profiling:
// a fresh resolver per 10,000 lookups).
import Foundation
import ResolverFixtures
import StandardPaths

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("ResolverSyscalls: " + message + "\n").utf8))
  exit(64)
}

let arguments = CommandLine.arguments.dropFirst()
guard let command = arguments.first, let root = arguments.dropFirst().first else {
  fail("usage: ResolverSyscalls generate DIR | run DIR MODE N")
}

switch command {
case "generate":
  do {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    print("files:", try ResolverFixture.generate(at: root))
  } catch {
    fail("\(error)")
  }
case "run":
  let rest = Array(arguments.dropFirst(2))
  guard rest.count == 2, let count = Int(rest[1]), count >= 0 else {
    fail("usage: ResolverSyscalls run DIR MODE N")
  }
  let requests = ResolverFixture.requests
  var found = 0
  func lookup(_ resolver: ResourceResolver, _ n: Int) {
    for index in 0..<n
    where (try? resolver.path(forResource: requests[index % requests.count])) != nil {
      found += 1
    }
  }
  func indexEveryFolder(_ resolver: ResourceResolver) {
    for request in ResolverFixture.oneRequestPerFolder {
      _ = try? resolver.path(forResource: request)
    }
  }
  switch rest[0] {
  case "none":
    _ = ResourceResolver(root: root, device: ResolverFixture.device)
  case "index":
    indexEveryFolder(ResourceResolver(root: root, device: ResolverFixture.device))
  case "cold":
    let resolver = ResourceResolver(
      root: root, device: ResolverFixture.device,
      cachePolicy: ResourceCachePolicy(maximumCachedLookups: 0))
    indexEveryFolder(resolver)
    lookup(resolver, count)
  case "warm":
    let resolver = ResourceResolver(root: root, device: ResolverFixture.device)
    indexEveryFolder(resolver)
    lookup(resolver, requests.count)
    found = 0
    lookup(resolver, count)
  case "fresh":
    // Profiling aid: N / 10,000 rounds of a fresh resolver resolving every
    // request (indexing included).
    for _ in 0..<max(1, count / requests.count) {
      let resolver = ResourceResolver(
        root: root, device: ResolverFixture.device, cachePolicy: .neverRevalidate)
      lookup(resolver, requests.count)
    }
  case "baseline":
    for index in 0..<count
    where ResolverFixture.seedStyleLookup(requests[index % requests.count], root: root) != nil {
      found += 1
    }
  default:
    fail("unknown mode \(rest[0])")
  }
  print("mode \(rest[0]): \(count) lookups, \(found) found")
default:
  fail("unknown command \(command)")
}
