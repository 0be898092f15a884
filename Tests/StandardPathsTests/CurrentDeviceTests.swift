import Dispatch
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

/// Every test that sets `Device.current` lives in this serialized suite (or
/// in an extension of it) and restores the previous value; no other test
/// depends on its value.
@Suite("Current device", .serialized)
struct CurrentDeviceTests {
  /// Runs `body` with `Device.current` set to `device`, then restores it.
  static func with<T>(_ device: Device, _ body: () throws -> T) rethrows -> T {
    let saved = Device.current
    Device.current = device
    defer { Device.current = saved }
    return try body()
  }

  @Test func firstReadComesFromTheLiveEnvironment() {
    let saved = Device.current
    defer { Device.current = saved }
    Device.resetCurrent()
    #expect(Device.current == Device.default(for: .live()))
  }

  @Test(arguments: Device.presets)
  func isSettable(device: Device) {
    CurrentDeviceTests.with(device) {
      #expect(Device.current == device)
    }
  }

  /// Many tasks set, reset and read it, directly and through the `String`
  /// members (run this suite under `--sanitize=thread`).
  @Test func concurrentTasksSetAndReadIt() async {
    let saved = Device.current
    defer { Device.current = saved }
    let presets = Device.presets
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<1000 {
        group.addTask {
          switch index % 4 {
          case 0:
            Device.current = presets[index % presets.count]
            return true
          case 1:
            Device.resetCurrent()
            return true
          case 2:
            return "foo.png".appendingDeviceScaleSuffix.hasPrefix("foo")
          default:
            let device = Device.current
            return presets.contains(device) || device == Device.default(for: .live())
          }
        }
      }
      for await valid in group {
        #expect(valid)
      }
    }
  }

  /// The same from plain threads, which ThreadSanitizer tracks best.
  @Test func concurrentThreadsSetAndReadIt() {
    let saved = Device.current
    defer { Device.current = saved }
    let presets = Device.presets
    let invalidReads = SynchronizedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for step in 0..<500 {
        switch (thread + step) % 3 {
        case 0:
          Device.current = presets[(thread * 7 + step) % presets.count]
        case 1:
          Device.resetCurrent()
          _ = "foo.png".appendingDeviceScaleSuffix
        default:
          let device = Device.current
          if !presets.contains(device) && device != Device.default(for: .live()) {
            invalidReads.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(invalidReads.withLock { $0 } == 0)
  }
}
