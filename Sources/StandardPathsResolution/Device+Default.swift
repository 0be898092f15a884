import StandardPathsLocations
import StandardPathsSuffixes

extension Device {
  /// The device a process on `environment`'s platform is assumed to run on,
  /// computed from the snapshot alone.
  ///
  /// - Linux: a desktop at scale 1 with the ``mac`` preset's screen size; a
  ///   positive `GDK_SCALE`, or else a positive `QT_SCALE_FACTOR`, sets the
  ///   scale.
  /// - Windows: a desktop at scale 1.
  /// - macOS: the ``mac`` preset; tvOS: ``appleTV``; iOS and watchOS:
  ///   ``iPhone6``. Apps on Apple platforms should set ``current`` from the
  ///   real screen at launch.
  ///
  /// - Parameter environment: The snapshot to read; only its platform and
  ///   environment variables matter.
  public static func `default`(for environment: SystemEnvironment) -> Device {
    let host: AssumedHost
    switch environment.platform {
    case .linux: host = .linuxDesktop
    case .macOS, .windows: host = .desktop
    case .tvOS: host = .television
    default: host = .handheld
    }
    return assumed(for: host) { environment.variables[$0] }
  }

  /// The scale a Linux desktop asks toolkits to use: `GDK_SCALE`, then
  /// `QT_SCALE_FACTOR`, each only if it is a positive, finite number.
  static func desktopScale(in variables: [String: String]) -> Double? {
    desktopScale { variables[$0] }
  }
}
