import StandardPathsLocations
import StandardPathsSuffixes

extension Device {
  /// The device a process on `environment`'s platform is assumed to run on,
  /// computed from the snapshot alone.
  ///
  /// - Linux, FreeBSD and OpenBSD: a desktop at scale 1 with the ``mac`` preset's screen size; a
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
    let variable: (String) -> String? = { environment.variables[$0] }
    switch environment.platform {
    case .linux, .freeBSD, .openBSD:
      return assumed(idiom: .desktop, desktopVariable: variable)
    case .macOS, .windows: return assumed(idiom: .desktop, desktopVariable: nil)
    case .tvOS: return assumed(idiom: .tv, desktopVariable: nil)
    default: return assumed(idiom: .phone, desktopVariable: nil)
    }
  }
}
