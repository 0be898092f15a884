import StandardPathsSuffixes
import Testing

/// A trait that runs each test with `Device.current` set to a device, as
/// `withDevice(_:_:)` does; apply it with `.device(_:)`.
public struct DeviceTrait: TestTrait, SuiteTrait, TestScoping {
  /// The device `Device.current` returns inside the test.
  public let device: Device

  /// `true`: on a suite, the device applies to each of its tests.
  public var isRecursive: Bool { true }

  /// Runs `function` with `Device.current` set to ``device``.
  ///
  /// - Throws: What `function` throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await Device.$scopedOverride.withValue(device, operation: function)
  }
}

extension Trait where Self == DeviceTrait {
  /// Runs each test with `Device.current` set to `device`, in the test's
  /// task only: parallel tests can each have their own device.
  ///
  /// ```swift
  /// @Test(.device(.iPhone6Plus)) func loadsTheTripleScaleIcon() {
  ///   #expect("icon.png".appendingDeviceScaleSuffix == "icon@3x.png")
  /// }
  /// ```
  ///
  /// - Parameter device: The device `Device.current` returns.
  public static func device(_ device: Device) -> Self {
    DeviceTrait(device: device)
  }
}
