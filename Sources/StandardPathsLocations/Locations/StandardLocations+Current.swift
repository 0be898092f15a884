extension StandardLocations {
  /// The locations of ``AppIdentity/current`` in the live process
  /// environment: what the seed-compatible `FileManager` members use.
  ///
  /// Each read captures the environment afresh (it reads the environment
  /// variables and the user database), so it is not O(1); keep the value if
  /// you need it repeatedly.
  public static var current: StandardLocations {
    currentOverride ?? StandardLocations(app: .current, environment: .live())
  }

  /// Replaces ``current`` while an operation runs in the current task, so
  /// tests can point the seed-compatible members at a scratch directory
  /// without touching global state.
  @TaskLocal static var currentOverride: StandardLocations?
}
