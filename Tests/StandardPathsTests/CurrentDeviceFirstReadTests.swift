import Dispatch
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

/// The first read of `Device.current` reads only `GDK_SCALE` and
/// `QT_SCALE_FACTOR`, outside the lock, and never overwrites a device set
/// meanwhile.
extension CurrentDeviceTests {
  #if os(Linux)
    /// In a child process, so this process's environment stays untouched.
    @Test func firstReadHonoursGDKScale() async {
      await #expect(processExitsWith: .success) {
        setenv("GDK_SCALE", "2", 1)
        unsetenv("QT_SCALE_FACTOR")
        Device.resetCurrent()
        exit(Device.current.scale == 2 && Device.current.idiom == .desktop ? 0 : 1)
      }
    }

    @Test func firstReadFallsBackToQtScaleFactor() async {
      await #expect(processExitsWith: .success) {
        unsetenv("GDK_SCALE")
        setenv("QT_SCALE_FACTOR", "1.5", 1)
        Device.resetCurrent()
        exit(Device.current.scale == 1.5 ? 0 : 1)
      }
    }
  #endif

  /// Many threads make the first read while one sets the device: every
  /// read is a valid device, and the value set is never lost to a first
  /// read that finished computing after it.
  @Test func aDeviceSetDuringTheFirstReadIsKept() {
    let saved = Device.current
    defer { Device.current = saved }
    let assumed = Device.default(for: .live())
    let target = Device.presets.first { $0 != assumed } ?? .iPad
    for _ in 0..<50 {
      Device.resetCurrent()
      let invalid = SynchronizedValue(0)
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        if thread == 3 {
          Device.current = target
        } else {
          let device = Device.current
          if device != assumed && device != target { invalid.withLock { $0 += 1 } }
        }
      }
      #expect(invalid.withLock { $0 } == 0)
      #expect(Device.current == target)
    }
  }
}
