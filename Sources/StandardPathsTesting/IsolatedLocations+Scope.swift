import StandardPathsLocations

/// Installing an isolation in the current task.
extension IsolatedLocations {
  /// Runs `operation` with this isolation as the task's: ``current``, what
  /// `SystemEnvironment.live()` returns (and so `StandardLocations.current`)
  /// and, if the isolation names one, `AppIdentity.current`.
  func scope<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$scoped.withValue(self) {
      try SystemEnvironment.$scoped.withValue(snapshot) {
        try AppIdentity.$scopedOverride.withValue(app ?? AppIdentity.scopedOverride) {
          try operation()
        }
      }
    }
  }

  /// The asynchronous form of ``scope(_:)``.
  func scope<R>(
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.$scoped.withValue(self) {
      try await SystemEnvironment.$scoped.withValue(snapshot) {
        try await AppIdentity.$scopedOverride.withValue(app ?? AppIdentity.scopedOverride) {
          try await operation()
        }
      }
    }
  }
}
