extension Device {
  /// The device a process is assumed to run on when the app has not said,
  /// on a host whose screens have `idiom`: the one table shared by
  /// ``current`` (for the host this code was compiled for) and
  /// `Device.default(for:)` in StandardPathsResolution (for any platform).
  ///
  /// - A desktop: the ``mac`` preset; with `desktopVariable` (a Linux
  ///   desktop), its screen at the scale read through it
  ///   (``desktopScale(variable:)``), else 1.
  /// - A TV: ``appleTV``; anything else: ``iPhone6``, until the app says
  ///   otherwise.
  package static func assumed(
    idiom: InterfaceIdiom, desktopVariable: ((String) -> String?)?
  ) -> Device {
    switch idiom {
    case .desktop:
      guard let desktopVariable else { return .mac }
      var device = Device.mac
      device.scale = desktopScale(variable: desktopVariable) ?? 1
      return device
    case .tv: return .appleTV
    default: return .iPhone6
    }
  }

  /// The idiom of the host this code was compiled for, and whether it reads
  /// the desktop scale from the environment (Linux).
  static var buildHost: (idiom: InterfaceIdiom, readsDesktopScale: Bool) {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      return (.desktop, true)
    #elseif os(tvOS)
      return (.tv, false)
    #elseif os(iOS) || os(watchOS) || os(visionOS)
      return (.phone, false)
    #else
      return (.desktop, false)
    #endif
  }

  /// The scale a Linux desktop asks toolkits to use: `GDK_SCALE`, then
  /// `QT_SCALE_FACTOR`, each only if it is a positive, finite number.
  static func desktopScale(variable: (String) -> String?) -> Double? {
    for name in ["GDK_SCALE", "QT_SCALE_FACTOR"] {
      if let text = variable(name), let value = Double(text), value.isFinite, value > 0 {
        return value
      }
    }
    return nil
  }
}
