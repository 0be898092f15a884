// Apple only: the app-group container belongs to the running app (its
// entitlements), so it is read from the live process. AppFolder is its one
// user; the location rules never need it.

#if canImport(Darwin)
  import Foundation

  /// The container of the app group `identifier`, or `nil` if the system
  /// has none (on macOS it returns a URL even for a group the app does not
  /// belong to).
  func appGroupContainer(_ identifier: String) -> URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
  }
#endif
