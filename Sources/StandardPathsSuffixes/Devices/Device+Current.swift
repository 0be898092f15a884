import StandardPathsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension Device {
  /// The storage of ``current``: `nil` until first read or written.
  private static let currentStorage = SynchronizedValue<Device?>(nil)

  /// The device the seed-compatible `String` members (such as
  /// `appendingDeviceScaleSuffix`) and other device-dependent defaults use.
  ///
  /// On first read it is the device the process is assumed to run on (on
  /// Linux, a desktop at scale 1 unless `GDK_SCALE` or `QT_SCALE_FACTOR`
  /// says otherwise; on iOS and tvOS, an iPhone 6 and an Apple TV). Apps on
  /// Apple platforms set it once at launch from the real screen, on the main
  /// actor (`mainScreen` reads `UIDevice` and `UIScreen`, or `NSScreen`, and
  /// is part of `import StandardPaths`):
  ///
  /// ```swift
  /// Device.current = .mainScreen
  /// ```
  ///
  /// or from the screen's values with
  /// ``init(userInterfaceIdiom:scale:screenWidth:screenHeight:)``.
  ///
  /// Reading and writing are thread-safe. Code that must not depend on
  /// global state should pass a `Device` explicitly instead, for example to
  /// ``FileName/appendingDeviceScaleSuffix(for:)``.
  public static var current: Device {
    get {
      if let override = scopedOverride { return override }
      if let stored = currentStorage.withLock({ $0 }) { return stored }
      // Computed outside the lock: it reads two environment variables.
      let host = buildHost
      var variable: ((String) -> String?)?
      if host.readsDesktopScale { variable = { liveVariable($0) } }
      let assumed = Device.assumed(idiom: host.idiom, desktopVariable: variable)
      return currentStorage.withLock { stored in
        if let stored { return stored }
        stored = assumed
        return assumed
      }
    }
    set {
      currentStorage.withLock { $0 = newValue }
    }
  }

  /// Replaces ``current`` in the current task while an operation runs; what
  /// `StandardPathsTesting`'s `withDevice(_:_:)` sets.
  @TaskLocal package static var scopedOverride: Device?

  /// Forgets the device set or computed so far, so that the next read of
  /// ``current`` computes it again from the live environment.
  static func resetCurrent() {
    currentStorage.withLock { $0 = nil }
  }

  /// The live value of the environment variable `name`.
  private static func liveVariable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
