import Dispatch
import Synchronization
import Testing

@testable import StandardPaths

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

  @Test func concurrentTasksSetAndReadIt() async {
    let saved = Device.current
    defer { Device.current = saved }
    let presets = Device.presets
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<400 {
        group.addTask {
          if index.isMultiple(of: 2) {
            Device.current = presets[index % presets.count]
            return true
          }
          return presets.contains(Device.current)
        }
      }
      for await valid in group {
        #expect(valid)
      }
    }
  }

  @Test func concurrentThreadsSetAndReadIt() {
    let saved = Device.current
    defer { Device.current = saved }
    let presets = Device.presets
    let invalidReads = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for step in 0..<500 {
        if (thread + step).isMultiple(of: 3) {
          Device.current = presets[(thread * 7 + step) % presets.count]
        } else if !presets.contains(Device.current) {
          invalidReads.withLock { $0 += 1 }
        }
        Device.resetCurrent()
        _ = "foo.png".appendingDeviceScaleSuffix
      }
    }
    #expect(invalidReads.withLock { $0 } == 0)
  }
}
