import StandardPathsSupport

extension AppIdentity {
  /// The identity of the running app, used by the APIs that take none: the
  /// seed-compatible `FileManager` members and ``StandardLocations/current``.
  ///
  /// By default it is the process name made into a safe path component
  /// (each `/`, `\`, NUL or control character becomes `_`; a name that is
  /// empty, `.` or `..` becomes `app`). Set it once at start-up, before the
  /// first use, to give the app a stable name:
  ///
  /// ```swift
  /// AppIdentity.current = try AppIdentity(name: "MyApp", bundleIdentifier: "com.acme.MyApp")
  /// ```
  ///
  /// Reading and writing are thread-safe (the value is kept behind a
  /// `Mutex`), but code that has already built paths from the old value
  /// keeps them, so changing it later is rarely what you want.
  public static var current: AppIdentity {
    get { scopedOverride ?? configuredCurrent.withLock { $0 } ?? processDefault }
    set { configuredCurrent.withLock { $0 = newValue } }
  }

  /// Replaces ``current`` in the current task while an operation runs; what
  /// `StandardPathsTesting`'s `withIsolatedLocations(app:_:)` sets. Setting
  /// ``current`` inside such a scope changes the process-wide value only.
  @TaskLocal package static var scopedOverride: AppIdentity?

  /// The identity set through ``current``, if any.
  private static let configuredCurrent = SynchronizedValue<AppIdentity?>(nil)

  /// The default identity, named after the process (computed once).
  private static let processDefault = AppIdentity(
    uncheckedName: sanitizedName(LiveProcess.processName()))

  /// `raw` made into a single safe path component: forbidden characters
  /// become `_`, and a name that is still unusable becomes `app`.
  package static func sanitizedName(_ raw: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "/", "\\", "\0":
        scalars.append("_")
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        scalars.append("_")
      default:
        scalars.append(scalar)
      }
    }
    let name = String(scalars)
    return PathComponentRule.problem(with: name) == nil ? name : "app"
  }

  /// An identity with only a name, which the caller has already validated.
  private init(uncheckedName name: String) {
    self.name = name
    self.organization = nil
    self.bundleIdentifier = nil
    self.version = nil
  }
}
