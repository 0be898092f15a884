import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsAudit
@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The "safe from any thread" promise, checked under ThreadSanitizer by
/// `.ci/run`: threads and tasks mixing location resolution, directory
/// creation, suffix operations, resource lookups with cache invalidation and
/// changes of the current device at once.
///
/// It changes `Device.current`, so it extends the serialized
/// `CurrentDeviceTests` suite (no other suite depends on that value).
extension CurrentDeviceTests {
  /// The work one worker repeats, returning how many checks failed.
  static func mixedWork(
    worker: Int, root: String, rounds: Int, resolver: ResourceResolver
  ) -> Int {
    var failures = 0
    let environment = SystemEnvironment(
      platform: .linux,
      variables: [
        "HOME": root + "/home", "TMPDIR": root + "/tmp", "XDG_RUNTIME_DIR": root + "/run",
      ],
      effectiveUserID: UInt32(getuid()), fileSystem: LiveFileSystem())
    let locations = StandardLocations(app: myApp, environment: environment)
    let creator = DirectoryCreator(environment: environment)
    for round in 0..<rounds {
      // Location resolution.
      if (try? locations.path(for: .caches)) != root + "/home/.cache/MyApp" { failures += 1 }
      if round % 8 == 0, locations.report().entries.count != Location.allCases.count {
        failures += 1
      }
      // Creation of shared and private directories.
      let shared = root + "/home/.cache/MyApp/shared/\(round % 4)"
      if (try? creator.createDirectory(atPath: shared)) == nil { failures += 1 }
      // Suffix operations, through the current device and an explicit one.
      let name = FileName("images/Icon-hd@2x~ipad.png")
      if name.deletingScaleSuffix().appendingSuffix(forScale: 3, device: .iPad).scale != 3 {
        failures += 1
      }
      _ = "Icon.png".appendingDeviceScaleSuffix
      _ = "Icon@2x.png".scaleFromSuffix
      // Resource lookups on a shared resolver, with invalidations racing them.
      if round % 7 == worker % 7 { resolver.invalidate() }
      let expected = root + "/res/Image1@2x~ipad.png"
      if (try? resolver.path(forResource: "Image1", ofType: "png", device: .iPadRetina)) != expected
      {
        failures += 1
      }
      _ = try? resolver.path(forResource: "Image1", ofType: "png", device: Device.current)
      // Changes of the current device.
      if round % 16 == worker % 16 {
        Device.current = Device.presets[(worker + round) % Device.presets.count]
      }
      if !Device.presets.contains(Device.current) { failures += 1 }
    }
    return failures
  }

  @Test func concurrencyStressFromThreadsAndTasks() async throws {
    let saved = Device.current
    defer { Device.current = saved }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("standard-paths-stress-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: root) }
    Device.current = .iPhone6
    try FileManager.default.createDirectory(
      atPath: root + "/res", withIntermediateDirectories: false)
    for name in ["Image1.png", "Image1@2x.png", "Image1~ipad.png", "Image1@2x~ipad.png"] {
      try Data().write(to: URL(filePath: root + "/res/" + name))
    }
    let resolver = ResourceResolver(root: root + "/res")

    // Real threads: ThreadSanitizer sees races between them most reliably.
    let threadFailures = SynchronizedValue(0)
    let finished = DispatchGroup()
    for worker in 0..<4 {
      finished.enter()
      Thread.detachNewThread {
        let failed = Self.mixedWork(worker: worker, root: root, rounds: 40, resolver: resolver)
        threadFailures.withLock { $0 += failed }
        finished.leave()
      }
    }
    // Tasks in the cooperative pool at the same time.
    let taskFailures = await withTaskGroup(of: Int.self) { group in
      for worker in 4..<12 {
        group.addTask { Self.mixedWork(worker: worker, root: root, rounds: 25, resolver: resolver) }
      }
      return await group.reduce(0, +)
    }
    // Wait for the threads without blocking a thread of the cooperative pool.
    await withCheckedContinuation { continuation in
      finished.notify(queue: .global()) { continuation.resume() }
    }
    #expect(taskFailures == 0)
    #expect(threadFailures.withLock { $0 } == 0)
    #expect(FileManager.default.fileExists(atPath: root + "/home/.cache/MyApp/shared/3"))
  }
}
