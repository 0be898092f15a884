import Foundation
import StandardPaths
import StandardPathsTesting
import TestSupport
import Testing

/// Isolation is per task: tests and tasks running at the same time each
/// see their own root.
@Suite struct ParallelIsolationTests {
  /// Each case runs in parallel with the others (Swift Testing's default),
  /// writes a marker into its own caches folder, yields, and then finds only
  /// its own marker there and its own root everywhere.
  @Test(.isolatedLocations, arguments: 0..<8)
  func parallelCasesEachSeeTheirOwnRoot(index: Int) async throws {
    let isolation = try #require(IsolatedLocations.current)
    let root = isolation.root.path(percentEncoded: false)
    let caches = try StandardLocations.current.createDirectory(for: .caches)
    let marker = caches.appending(path: "case-\(index)").path(percentEncoded: false)
    #expect(FileManager.default.createFile(atPath: marker, contents: Data()))
    for _ in 0..<20 {
      try await Task.sleep(for: .milliseconds(5))
      #expect(IsolatedLocations.current?.root == isolation.root)
      #expect(try StandardLocations.current.path(for: .caches).hasPrefix(root))
      #expect(FileManager.default.cacheDataPath.hasPrefix(root))
    }
    let entries = try FileManager.default.contentsOfDirectory(
      atPath: caches.path(percentEncoded: false))
    #expect(entries == ["case-\(index)"])
  }

  @Test func concurrentTasksEachKeepTheirOwnRoot() async throws {
    let roots = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask {
          try await withIsolatedLocations { isolation in
            let root = isolation.root.path(percentEncoded: false)
            for _ in 0..<10 {
              await Task.yield()
              let home = try StandardLocations.current.path(for: .home)
              guard home == root + "home" else { throw Mismatch(home: home, root: root) }
            }
            return root
          }
        }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(roots).count == 16)
    #expect(roots.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
  }

  @Test func childTasksInheritTheIsolationButDetachedTasksDoNot() async {
    await withIsolatedLocations { isolation in
      async let child = IsolatedLocations.current?.root
      let detached = await Task.detached { IsolatedLocations.current?.root }.value
      #expect(await child == isolation.root)
      #expect(detached == nil)
    }
  }

  @Test func aThreadStartedInsideDoesNotSeeTheIsolation() async throws {
    let seen = await withIsolatedLocations { _ in
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(returning: IsolatedLocations.current == nil)
        }
      }
    }
    #expect(seen)
  }

  private struct Mismatch: Error {
    var home: String
    var root: String
  }
}
