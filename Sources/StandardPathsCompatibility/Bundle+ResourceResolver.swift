import Foundation
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension Bundle {
  /// A new resolver for the bundle's resource directory, or `nil` if the
  /// bundle has none.
  ///
  /// ```swift
  /// let images = Bundle.module.resourceResolver(device: .iPadRetina)
  /// try images?.path(forResource: "logo")
  /// ```
  ///
  /// Each call creates a resolver with an empty cache: keep the one you
  /// get.
  ///
  /// - Parameters:
  ///   - device: The device lookups are for by default.
  ///   - localized: Whether to look in the `.lproj` folders of the bundle's
  ///     `preferredLocalizations` (then `Base.lproj`) before the plain
  ///     folders.
  ///   - cachePolicy: Revalidation and memory limits.
  public func resourceResolver(
    device: Device = .current, localized: Bool = false,
    cachePolicy: ResourceCachePolicy = .default
  ) -> ResourceResolver? {
    guard let resourcePath else { return nil }
    return ResourceResolver(
      root: resourcePath, device: device,
      localization: localized
        ? ResourceLocalization(preferredLanguages: preferredLocalizations) : nil,
      fileSystem: LiveFileSystem(), cachePolicy: cachePolicy)
  }
}
