// The few lines that feed UIKit and AppKit: the main screen's device, and
// the explicit replacements for the Objective-C library's swizzled
// loaders. Each forwards to a pure function that the Linux tests cover
// (`Device(userInterfaceIdiom:…)`, `ResourceResolver.imageFile`,
// `imageName`, `nibName`); nothing here can be compiled on Linux.

import Foundation
import StandardPathsResolution
import StandardPathsSuffixes

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  #if !os(visionOS)
    extension Device {
      /// The device of the main screen, from `UIDevice` and `UIScreen`; set
      /// ``Device/current`` to it at launch (``Device/current`` otherwise
      /// assumes an iPhone 6 on iOS).
      @MainActor public static var mainScreen: Device {
        let screen = UIScreen.main
        return Device(
          userInterfaceIdiom: UIDevice.current.userInterfaceIdiom.rawValue,
          scale: Double(screen.scale), screenWidth: Double(screen.bounds.width),
          screenHeight: Double(screen.bounds.height)) ?? .current
      }
    }
  #endif

  extension UIImage {
    /// The best variant of `name` in the main bundle for ``Device/current``,
    /// loaded with `UIImage(named:)`: what the swizzled `imageNamed:` did.
    public static func standardPathsImage(named name: String) -> UIImage? {
      guard let file = try? ResourceResolver.current.imageName(forResource: name) else {
        return nil
      }
      return UIImage(named: file)
    }

    /// The best variant of `file` (relative to the main bundle's resources,
    /// or absolute) for ``Device/current``, at the scale its name gives:
    /// what the swizzled `initWithContentsOfFile:` did.
    public static func standardPathsImage(contentsOfFile file: String) -> UIImage? {
      guard let image = try? ResourceResolver.current.imageFile(forResource: file),
        let data = FileManager.default.contents(atPath: image.path)
      else { return nil }
      return UIImage(data: data, scale: CGFloat(image.scale))
    }
  }

  extension UINib {
    /// The nib `name` in `bundle` with the variant for ``Device/current``
    /// (`MainView-568h` on a 4-inch iPhone): what the swizzled
    /// `nibWithNibName:bundle:` did.
    @MainActor public static func standardPathsNib(named name: String, bundle: Bundle? = nil)
      -> UINib
    {
      UINib(nibName: Bundle.standardPathsNibName(name, in: bundle), bundle: bundle)
    }
  }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension Device {
    /// The device of the main screen, from `NSScreen`; set
    /// ``Device/current`` to it at launch (it otherwise assumes a 1x Mac).
    @MainActor public static var mainScreen: Device {
      guard let screen = NSScreen.main else { return .current }
      return Device(
        backingScaleFactor: Double(screen.backingScaleFactor),
        screenWidth: Double(screen.frame.width), screenHeight: Double(screen.frame.height))
        ?? .current
    }
  }

  extension NSImage {
    /// The best variant of `name` in the main bundle for ``Device/current``,
    /// loaded with `NSImage(named:)`: what the swizzled `imageNamed:` did.
    public static func standardPathsImage(named name: String) -> NSImage? {
      guard let file = try? ResourceResolver.current.imageName(forResource: name) else {
        return nil
      }
      return NSImage(named: file)
    }

    /// The best variant of `file` for ``Device/current``, sized in points
    /// by the scale its name gives: what the swizzled
    /// `initWithContentsOfFile:` did.
    public static func standardPathsImage(contentsOfFile file: String) -> NSImage? {
      guard let resolved = try? ResourceResolver.current.imageFile(forResource: file),
        let image = NSImage(contentsOfFile: resolved.path)
      else { return nil }
      image.size = NSSize(
        width: image.size.width / CGFloat(resolved.scale),
        height: image.size.height / CGFloat(resolved.scale))
      return image
    }
  }
#endif

extension Bundle {
  /// The nib name to load for `name` in `bundle` (the main bundle if `nil`)
  /// on ``Device/current``: the chosen variant (`MainView-568h`), or `name`
  /// itself when no `.nib` file matches, so that UIKit reports the missing
  /// nib. Pass it to `loadNibNamed(_:owner:options:)`, `UINib` or a view
  /// controller's `init(nibName:bundle:)`; what the swizzled nib loaders
  /// and `loadView` computed.
  ///
  /// ```swift
  /// let nibName = Bundle.standardPathsNibName("MainView")
  /// ```
  public static func standardPathsNibName(_ name: String, in bundle: Bundle? = nil) -> String {
    let resolver: ResourceResolver?
    if let bundle, bundle != .main {
      resolver = bundle.resourceResolver()
    } else {
      resolver = ResourceResolver.current
    }
    guard let resolver, let chosen = try? resolver.nibName(forNib: name, device: .current) else {
      return name
    }
    return chosen
  }
}
