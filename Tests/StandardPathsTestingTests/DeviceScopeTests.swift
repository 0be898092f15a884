import StandardPaths
import StandardPathsTesting
import TestSupport
import Testing

/// `withDevice` and the `.device(_:)` trait scope `Device.current` to a task.
@Suite struct DeviceScopeTests {
  @Test func withDeviceScopesTheCurrentDevice() {
    let before = Device.current
    withDevice(.iPadRetina) {
      #expect(Device.current == .iPadRetina)
      #expect("icon.png".appendingDeviceScaleSuffix == "icon@2x.png")
      withDevice(.iPhone6Plus) {
        #expect(Device.current == .iPhone6Plus)
      }
      #expect(Device.current == .iPadRetina)
    }
    #expect(Device.current == before)
  }

  @Test func asynchronousOverloadReachesChildTasks() async {
    await withDevice(.appleTV) {
      async let child = Device.current
      #expect(await child == .appleTV)
    }
  }

  @Test(.device(.iPhone6Plus)) func traitSetsTheDevice() {
    #expect(Device.current == .iPhone6Plus)
    #expect("icon.png".appendingDeviceScaleSuffix == "icon@3x.png")
  }

  @Test(arguments: [Device.iPhone4, .iPhone6Plus, .iPad, .appleTV, .mac])
  func parallelScopesSeeTheirOwnDevice(device: Device) async throws {
    try await withDevice(device) {
      for _ in 0..<20 {
        try await Task.sleep(for: .milliseconds(2))
        #expect(Device.current == device)
      }
    }
  }
}

/// A suite-level `.device(_:)` applies to each test of the suite.
@Suite(.device(.iPad)) struct DeviceSuiteTraitTests {
  @Test func firstTestSeesTheSuitesDevice() {
    #expect(Device.current == .iPad)
  }

  @Test(.device(.iPhoneX)) func aTestTraitWinsOverTheSuites() {
    #expect(Device.current == .iPhoneX)
  }
}
