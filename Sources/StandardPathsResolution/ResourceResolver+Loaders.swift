import StandardPathsSuffixes
import SystemPackage

/// What the Objective-C library's swizzled loaders computed before calling
/// UIKit or AppKit, as plain functions: the path or name to hand to
/// `UIImage`, `NSImage`, `UINib`, `Bundle.loadNibNamed` or a view
/// controller. `StandardPathsCompatibility` feeds them to UIKit and AppKit
/// in a few lines (`UIImage.standardPathsImage(named:)` and its siblings);
/// here they run, and are tested, on every platform.
extension ResourceResolver {
  /// The image file `UIImage(contentsOfFile:)` or `NSImage(contentsOfFile:)`
  /// should load for `name`, and the scale to draw it at (the seed's
  /// swizzled `initWithContentsOfFile:`).
  ///
  /// The scale is the file's `@<S>x` suffix; an `-hd` file without one is
  /// drawn at 2 on a phone and at 1 elsewhere (``FileName/scaleFromSuffix(for:)``).
  ///
  /// - Parameters:
  ///   - name: As for ``path(forResource:ofType:)``; the type is `png`.
  ///   - device: The device; by default the resolver's.
  /// - Returns: `nil` if no variant exists.
  public func imageFile(
    forResource name: String, device: Device? = nil
  ) throws(ResourceNameError) -> ResolvedImageFile? {
    let device = device ?? self.device
    guard let path = try path(forResource: name, ofType: "png", device: device) else {
      return nil
    }
    return ResolvedImageFile(
      path: path, scale: FileName(path).scaleFromSuffix(for: device))
  }

  /// The name to pass to `UIImage(named:)` or `NSImage(named:)`: the chosen
  /// variant's path relative to ``root``, with its suffixes and extension
  /// (`Image1-667h@2x.png` for `Image1` on an iPhone 6), as the seed's
  /// swizzled `imageNamed:` computed it.
  ///
  /// - Returns: `nil` if no variant exists, or if the one found is not
  ///   under ``root`` (an absolute `name` elsewhere: load it with
  ///   ``imageFile(forResource:device:)``).
  public func imageName(
    forResource name: String, device: Device? = nil
  ) throws(ResourceNameError) -> String? {
    guard let path = try path(forResource: name, ofType: "png", device: device ?? self.device)
    else { return nil }
    return relativeToRoot(path)
  }

  /// The nib name to pass to `UINib(nibName:bundle:)`,
  /// `Bundle.loadNibNamed(_:owner:options:)` or a view controller's
  /// `init(nibName:bundle:)`: the chosen `.nib` variant's path relative to
  /// ``root`` without the extension (`MainView-568h` for `MainView` on an
  /// iPhone 5), as the seed's swizzled nib loaders and `loadView` computed
  /// it. UIKit then adds its own `~iphone`/`~ipad` choice.
  ///
  /// - Returns: `nil` if no `.nib` variant exists: pass the original name,
  ///   so that UIKit reports the missing nib itself.
  public func nibName(
    forNib name: String, device: Device? = nil
  ) throws(ResourceNameError) -> String? {
    guard let path = try path(forResource: name, ofType: "nib", device: device ?? self.device),
      var file = relativeToRoot(path).map(FileName.init)
    else { return nil }
    file.pathExtension = nil
    return file.string
  }

  /// `path` without the root and the `/` after it, or `nil` if it is not
  /// below the root.
  private func relativeToRoot(_ path: String) -> String? {
    var relative = FilePath(path)
    guard relative.removePrefix(FilePath(root)), !relative.isEmpty else { return nil }
    return relative.string
  }
}

/// An image file a resolver chose, with the scale to draw it at; see
/// ``ResourceResolver/imageFile(forResource:device:)``.
public struct ResolvedImageFile: Sendable, Hashable {
  /// The file's absolute path.
  public let path: String
  /// Pixels per point: the file's scale suffix, or what `-hd` implies.
  public let scale: Double
}
