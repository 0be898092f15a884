extension Device {
  /// The storage of ``current``: `nil` until first read or written.
  private static let currentStorage = SynchronizedValue<Device?>(nil)

  /// The device the seed-compatible `String` members (such as
  /// `appendingDeviceScaleSuffix`) and other device-dependent defaults use.
  ///
  /// On first read it is ``default(for:)`` of the live environment (on
  /// Linux, a desktop at scale 1 unless `GDK_SCALE` or `QT_SCALE_FACTOR`
  /// says otherwise). Set it once at start-up to describe the real screen:
  ///
  /// ```swift
  /// Device.current = .iPadRetina
  /// ```
  ///
  /// Reading and writing are thread-safe. Code that must not depend on
  /// global state should pass a `Device` explicitly instead, for example to
  /// ``FileName/appendingDeviceScaleSuffix(for:)``.
  public static var current: Device {
    get {
      currentStorage.withLock { stored in
        if let device = stored { return device }
        let device = Device.live()
        stored = device
        return device
      }
    }
    set {
      currentStorage.withLock { $0 = newValue }
    }
  }

  /// Forgets the device set or computed so far, so that the next read of
  /// ``current`` computes it again from the live environment.
  internal static func resetCurrent() {
    currentStorage.withLock { $0 = nil }
  }
}
