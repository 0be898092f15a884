import StandardPathsLocations
import StandardPathsSuffixes

/// The ranked variants a device looks for, highest priority first: the
/// seed's candidate list (StandardPaths 1.6, `normalizedPathForFile:`) with
/// the fixes of Design/suffix-grammar-and-devices.md#grammar-and-fixes and
/// Design/resource-resolution.md, computed on suffix values rather than strings.
///
/// The seed builds a list `P` in passes, each pass appending variants of
/// everything already in `P`, then probes `P` from the end (the last
/// appended ranks highest) and keeps the first of duplicates:
///
/// 1. Seed: the request; on a device with scale 1 (the 1.5.6 fallback),
///    `@3x`, `@2x`, then the request, so 1x > 2x > 3x.
/// 2. Phone and CarPlay: the height pass (`-568h` on a 16:9 screen, then
///    the screen's own height, which therefore ranks first); on Retina
///    screens `-hd`, `@3x`, `@2x` and the device scale for each.
/// 3. Pad and TV: `-hd`, then the screen height, then (Retina) `@3x`, `@2x`
///    and the device scale.
/// 4. Desktop: the `tiff` sibling of the request (only for a `png`, `jpg`
///    or `jpeg` extension), then `-hd`, then (Retina) the scales.
/// 5. Every idiom but ``InterfaceIdiom/unspecified``: the idiom suffix for
///    everything, so idiom variants outrank all others.
///
/// A suffix kind the request already has is kept: passes never replace it
/// (the seed produced junk such as `foo@2x@3x.png` instead).
struct ResourceRanking: Sendable {
  /// The variants, highest priority first, without duplicates.
  let variants: [ResourceVariant]
  /// The position of each variant in ``variants``.
  private let ranks: [ResourceVariant: Int]

  /// The ranking `device` uses for a request whose own suffixes are
  /// `request`.
  ///
  /// - Parameters:
  ///   - device: The device the resource is for.
  ///   - request: The suffixes of the requested name (never TIFF).
  ///   - includesTIFF: Whether the desktop's `tiff` sibling is a candidate.
  init(device: Device, request: ResourceVariant, includesTIFF: Bool) {
    let generated = Builder(device: device, request: request).generate(includesTIFF: includesTIFF)
    var variants: [ResourceVariant] = []
    var ranks: [ResourceVariant: Int] = [:]
    for variant in generated.reversed() where ranks[variant] == nil {
      ranks[variant] = variants.count
      variants.append(variant)
    }
    self.variants = variants
    self.ranks = ranks
  }

  /// The position of `variant` in the ranking (0 is the best), or `nil` if
  /// the device never looks for it.
  func rank(of variant: ResourceVariant) -> Int? {
    ranks[variant]
  }

  /// Whether the desktop's `tiff` sibling is a candidate for a request
  /// with this extension: `png`, `jpg` or `jpeg` in any letter case.
  static func hasTIFFSibling(pathExtension: String?) -> Bool {
    guard let pathExtension, pathExtension.utf8.count <= 4 else { return false }
    switch pathExtension.lowercased() {
    case "png", "jpg", "jpeg": return true
    default: return false
    }
  }

  /// The seed's passes, in generation order.
  private struct Builder {
    let device: Device
    let request: ResourceVariant

    /// Every variant in generation order (lowest priority first), with
    /// duplicates.
    func generate(includesTIFF: Bool) -> [ResourceVariant] {
      var generated: [ResourceVariant]
      if device.isRetina {
        generated = [request]
      } else {
        generated = [scaled(request, 3), scaled(request, 2), request].compactMap { $0 }
      }
      /// Appends `transform` of every variant generated so far (a snapshot:
      /// what the pass appends is not transformed again).
      func pass(_ transform: (ResourceVariant) -> [ResourceVariant?]) {
        for variant in generated {
          generated.append(contentsOf: transform(variant).compactMap { $0 })
        }
      }
      switch device.idiom {
      case .phone, .carPlay:
        pass { variant in
          var heights: [ResourceVariant?] = []
          if device.isWidescreen { heights.append(heightened(variant, 568)) }
          heights.append(heightened(variant, device.screenHeight))
          return heights
        }
        if device.isRetina { pass { [hd($0)] + retinaScales($0) } }
      case .pad, .tv:
        pass { [hd($0)] }
        pass { [heightened($0, device.screenHeight)] }
        if device.isRetina { pass(retinaScales) }
      case .desktop:
        if includesTIFF {
          var sibling = request
          sibling.isTIFF = true
          generated.append(sibling)
        }
        pass { [hd($0)] }
        if device.isRetina { pass(retinaScales) }
      case .unspecified:
        return generated
      }
      if request.idiom == nil {
        pass { variant in
          var result = variant
          result.idiom = device.idiom
          return [result]
        }
      }
      return generated
    }

    /// `@3x`, `@2x` and the device scale of `variant`.
    private func retinaScales(_ variant: ResourceVariant) -> [ResourceVariant?] {
      [scaled(variant, 3), scaled(variant, 2), scaled(variant, device.scale)]
    }

    /// `variant` with `-hd`, unless the request has it already.
    private func hd(_ variant: ResourceVariant) -> ResourceVariant? {
      guard !request.isHD else { return nil }
      var result = variant
      result.isHD = true
      return result
    }

    /// `variant` at `scale`, unless the request has a scale or `scale`
    /// cannot be written as a suffix.
    private func scaled(_ variant: ResourceVariant, _ scale: Double) -> ResourceVariant? {
      guard request.scale == nil, scale > 0, scale.isFinite else { return nil }
      var result = variant
      result.scale = scale
      return result
    }

    /// `variant` for a screen `height` points high, unless the request has
    /// a height or `height` cannot be written as a suffix.
    private func heightened(_ variant: ResourceVariant, _ height: Double) -> ResourceVariant? {
      guard request.height == nil, height > 0, height.isFinite else { return nil }
      var result = variant
      result.height = height
      return result
    }
  }
}
