import StandardPathsSuffixes

/// Runs `body` with `Device.current` set to `device` in the current task
/// (and the child tasks it starts), leaving the process-wide value and
/// other tasks alone.
///
/// ```swift
/// withDevice(.iPadRetina) {
///   "icon.png".appendingDeviceScaleSuffix   // "icon@2x.png"
/// }
/// ```
///
/// - Parameters:
///   - device: The device `Device.current` returns inside `body`.
///   - body: The code to run.
/// - Returns: What `body` returns.
public func withDevice<R>(_ device: Device, _ body: () throws -> R) rethrows -> R {
  try Device.$scopedOverride.withValue(device, operation: body)
}

/// Runs the asynchronous `body` with `Device.current` set to `device` in
/// the current task and its child tasks; see `withDevice(_:_:)`.
///
/// - Parameters:
///   - device: The device `Device.current` returns inside `body`.
///   - isolation: The actor `body` runs on; the caller's by default.
///   - body: The code to run.
/// - Returns: What `body` returns.
public func withDevice<R>(
  _ device: Device, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await Device.$scopedOverride.withValue(device, operation: body)
}
