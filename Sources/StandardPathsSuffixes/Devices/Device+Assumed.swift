extension Device {
  /// The kinds of host whose default device differs.
  package enum AssumedHost: Sendable {
    /// A Linux desktop: the ``Device/mac`` screen at the desktop's scale.
    case linuxDesktop
    /// macOS and Windows: the ``Device/mac`` preset.
    case desktop
    /// tvOS: the ``Device/appleTV`` preset.
    case television
    /// iOS, watchOS and visionOS: ``Device/iPhone6`` until the app says
    /// otherwise.
    case handheld

    /// The host this code was compiled for.
    static var build: AssumedHost {
      #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
        return .linuxDesktop
      #elseif os(tvOS)
        return .television
      #elseif os(iOS) || os(watchOS) || os(visionOS)
        return .handheld
      #else
        return .desktop
      #endif
    }
  }

  /// The device a process on `host` is assumed to run on, reading the
  /// desktop scale through `variable` on Linux.
  package static func assumed(
    for host: AssumedHost, variable: (String) -> String?
  ) -> Device {
    switch host {
    case .linuxDesktop:
      var device = Device.mac
      device.scale = desktopScale(variable: variable) ?? 1
      return device
    case .desktop: return .mac
    case .television: return .appleTV
    case .handheld: return .iPhone6
    }
  }

  /// The scale a Linux desktop asks toolkits to use: `GDK_SCALE`, then
  /// `QT_SCALE_FACTOR`, each only if it is a positive, finite number.
  package static func desktopScale(variable: (String) -> String?) -> Double? {
    for name in ["GDK_SCALE", "QT_SCALE_FACTOR"] {
      if let text = variable(name), let value = Double(text), value.isFinite, value > 0 {
        return value
      }
    }
    return nil
  }
}
