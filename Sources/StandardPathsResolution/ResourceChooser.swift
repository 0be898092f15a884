import StandardPathsLocations
import StandardPathsSuffixes

/// What ``ResourceResolver`` loads among some names of one folder, for a
/// fixed list of devices: the asset audit's (StandardPathsAudit) one view
/// of the resolver, so that what the audit says a device loads is what the
/// resolver loads, through the same index, ranking and tie-breaks rather
/// than a copy of them.
package struct ResourceChooser: Sendable {
  /// The devices, by number.
  private let devices: [Device]
  /// Per device, the ranking of a request without suffixes, without the
  /// desktop's `tiff` sibling (ranked once: every asset is such a request).
  private let plain: [ResourceRanking]
  /// Per device, the same ranking with the `tiff` sibling.
  private let withTIFF: [ResourceRanking]

  /// A chooser for `devices`, numbered in this order.
  package init(devices: [Device]) {
    self.devices = devices
    plain = devices.map {
      ResourceRanking(device: $0, request: ResourceVariant(), includesTIFF: false)
    }
    withTIFF = devices.map {
      ResourceRanking(device: $0, request: ResourceVariant(), includesTIFF: true)
    }
  }

  /// Per device, the position in `names` of the name the resolver loads
  /// for `request` in a folder holding `names`, or `nil` if it loads none
  /// of them. Names that are no variant of `request` (nor of its `tiff`
  /// sibling) never matter, so `names` may be just the candidates.
  ///
  /// `request`'s directory is ignored. It is usually a name without
  /// suffixes (an asset); a request with suffixes is ranked as the
  /// resolver ranks it, so among names that are all its own variant the
  /// answer is the one the resolver's index keeps.
  package func choices(for request: FileName, among names: [String]) -> [Int?] {
    let index = DirectoryIndex(
      DirectoryListing(names: names, stamp: DirectoryStamp(modificationNanoseconds: 0)))
    let key = DirectoryIndex.Key(request)
    return devices.indices.map { number in
      let tiffKey = DirectoryIndex.Key.tiffSibling(of: request, on: devices[number])
      guard
        let chosen = index.bestMatch(
          for: key, tiffKey: tiffKey, ranking: ranking(for: request, device: number))
      else { return nil }
      let name = ByteString(chosen.name)
      return names.firstIndex { ByteString($0) == name }
    }
  }

  /// The position of `name` among the variants device number `device`
  /// looks for when asked for `request` (0 is the best), or `nil` if it
  /// never looks for it: what decides between two names without a folder.
  /// `name` counts as a variant of `request`, or of its `tiff` sibling if
  /// the device looks for one.
  package func rank(of name: FileName, for request: FileName, device: Int) -> Int? {
    let key = DirectoryIndex.Key(name)
    var variant = ResourceVariant(of: name)
    if key != DirectoryIndex.Key(request) {
      guard key == DirectoryIndex.Key.tiffSibling(of: request, on: devices[device]) else {
        return nil
      }
      variant.isTIFF = true
    }
    return ranking(for: request, device: device).rank(of: variant)
  }

  /// The ranking device number `device` uses for `request`: computed once
  /// for a request without suffixes, else now.
  private func ranking(for request: FileName, device: Int) -> ResourceRanking {
    let variant = ResourceVariant(of: request)
    let includesTIFF = ResourceRanking.hasTIFFSibling(pathExtension: request.pathExtension)
    guard variant == ResourceVariant() else {
      return ResourceRanking(device: devices[device], request: variant, includesTIFF: includesTIFF)
    }
    return includesTIFF ? withTIFF[device] : plain[device]
  }

  /// Whether a desktop looks for the `tiff` sibling of a request with this
  /// extension (`png`, `jpg` or `jpeg`, in any letter case): which of a
  /// folder's files the audit counts as an asset's siblings.
  package static func hasTIFFSibling(pathExtension: String?) -> Bool {
    ResourceRanking.hasTIFFSibling(pathExtension: pathExtension)
  }
}
