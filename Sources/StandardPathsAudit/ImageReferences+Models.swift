/// Models: a SwiftUI view that draws `Image(location.image)` draws the
/// images a data file names under `"image"`, or code passes as `image:`.
/// Africa's `locations.json` holds `"image": "map-lion"`, a 200-pixel
/// picture in a single 1x slot, which `MapAnnotionView` draws
/// `.resizable()` into 48 × 48 points: sharp on every screen.
extension ImageReferences {
  /// Reads the JSON `bytes` of a data file whose loadable names are
  /// `fileNames` (`locations`): each string (or array of strings) under a
  /// key that is a property SwiftUI views draw by (``modelDraws``) is an
  /// image those views draw, as a nib's; the views of the model the file
  /// is named after (`location` for `locations.json`) when some are,
  /// else every view of the property. Returns the bytes with those
  /// values blanked, for the rest of the file to be read as data.
  mutating func addModelImages(ofData bytes: [UInt8], fileNames: [String]) -> [UInt8] {
    guard !modelDraws.isEmpty,
      let first = bytes.firstIndex(where: { !ImageReferences.isJSONBlank($0) }),
      bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[")
    else { return bytes }
    let models = Set(
      fileNames.flatMap { name -> [UInt64] in
        let word = ImageReferences.normalized(name.utf8)
        return [word, word.dropLast(), word.dropLast(2)].map { ImageReferences.hash($0).value }
      })
    var blanked = bytes
    var index = first
    while let open = bytes[index...].firstIndex(of: .quote) {
      let close = ImageReferences.literal(from: open + 1, closedBy: .quote, in: bytes).endIndex
      index = min(close + 1, bytes.count)
      var colon = index
      while colon < bytes.count, ImageReferences.isJSONBlank(bytes[colon]) { colon += 1 }
      guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
        let byModel = modelDraws[ImageReferences.hash(bytes[(open + 1)..<close]).value]
      else { continue }
      let own = byModel.filter { models.contains($0.key) }
      let draws = (own.isEmpty ? byModel : own).values.reduce(into: Set<NibDraw>()) {
        $0.formUnion($1)
      }
      // One string, or an array of strings (`"gallery": ["lion-1", …]`).
      var value = colon + 1
      while value < bytes.count, ImageReferences.isJSONBlank(bytes[value]) { value += 1 }
      let isArray = value < bytes.count && bytes[value] == UInt8(ascii: "[")
      if isArray { value += 1 }
      while true {
        while value < bytes.count,
          ImageReferences.isJSONBlank(bytes[value]) || isArray && bytes[value] == .comma
        {
          value += 1
        }
        guard value < bytes.count, bytes[value] == .quote else { break }
        let end = ImageReferences.literal(from: value + 1, closedBy: .quote, in: bytes).endIndex
        addDrawn(string: bytes[value..<min(end + 1, bytes.count)], as: draws)
        for blank in (value + 1)..<end { blanked[blank] = .space }
        value = end + 1
        guard isArray else { break }
      }
      index = value
    }
    return blanked
  }

  private static func isJSONBlank(_ byte: UInt8) -> Bool {
    byte == .space || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }

  /// How SwiftUI views draw the image whose name is `word` (a hash) when
  /// code spells it only as arguments of models' properties those views
  /// draw (wise-eating's `Image(item.imageName)…frame(height: 175)`)
  /// or of labels that load no image (`id:`), and no other file names
  /// it; `nil` otherwise.
  func modelDraws(ofLiteral word: UInt64) -> Set<NibDraw>? {
    guard !modelDraws.isEmpty, let labels = literalLabels[word], !otherNames.contains(word)
    else { return nil }
    var draws: Set<NibDraw> = []
    for label in labels {
      if let byModel = modelDraws[label] {
        for own in byModel.values { draws.formUnion(own) }
      } else if label == 0 || loaderLabels.contains(label) {
        return nil
      }
    }
    return draws.isEmpty ? nil : draws
  }
}
