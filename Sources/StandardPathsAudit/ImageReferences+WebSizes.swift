/// Pictures a web page sizes: `<img src="BST_p.png" width="39px" />`
/// draws NyPad's 78-pixel picture in 39 points (a CSS pixel is a point in
/// a web view at its own scale), sharp at 2x, whatever its name says.
extension ImageReferences {
  /// Records the `<img>` elements of the page in `bytes` whose width or
  /// height its attributes or inline style give in pixels: how each draws
  /// its picture (``webDraws``), and where they are in the page
  /// (``sizedImageTags``), to tell their names from every other mention.
  mutating func recordSizedImages(inPage bytes: [UInt8]) {
    let lowercased = ImageReferences.lowercasedASCII(bytes)
    var index = 0
    while let start = lowercased[index...].firstIndex(ofBytes: "<img") {
      let end = lowercased[start...].firstIndex(of: UInt8(ascii: ">")) ?? lowercased.count
      index = end
      let tag = lowercased[start..<end]
      guard let source = ImageReferences.htmlAttribute("src", in: tag, original: bytes) else {
        continue
      }
      let style = ImageReferences.htmlAttribute("style", in: tag, original: bytes) ?? []
      let width =
        ImageReferences.htmlAttribute("width", in: tag, original: bytes).flatMap(
          ImageReferences.cssPixels) ?? ImageReferences.styleValue("width", in: style)
      let height =
        ImageReferences.htmlAttribute("height", in: tag, original: bytes).flatMap(
          ImageReferences.cssPixels) ?? ImageReferences.styleValue("height", in: style)
      // One side given, the picture keeps its shape; both, it stretches.
      guard
        let draw = NibDraw.fixed(
          width: width, height: height, fit: width != nil && height != nil ? nil : .aspectFit)
      else { continue }
      // `../Images/apple_basket.png`: the file's name, before its extension.
      let name = source.split(separator: UInt8(ascii: "/")).last ?? []
      let stem = name.prefix { $0 != UInt8(ascii: ".") }
      let word = ImageReferences.hash(stem).value
      webDraws[word, default: []].insert(draw)
      sizedImageTags.append(start..<end)
    }
  }

  /// Whether web pages alone name the image `name` (a base name), each
  /// time in an `<img>` they size, and draw it, `pixels` at `imageScale`,
  /// with no more pixels than it has on screens of each scale in `scales`.
  func drawnSharpOnWebPages(
    _ name: String, pixels: AuditPixelSize, imageScale: Double, on scales: [Double]
  ) -> Bool {
    let word = ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value
    guard let draws = webDraws[word], !unsizedWebWords.contains(word), namesOnlyOnWebPages(name)
    else { return false }
    return !draws.contains { draw in
      scales.contains { draw.upscales(pixels, imageScale: imageScale, on: $0) }
    }
  }

  /// The value of the attribute `name` of an HTML tag (`lowercased`, a
  /// slice of a lowercased copy of `original`), quoted or not, from
  /// `original`.
  private static func htmlAttribute(
    _ name: String, in lowercased: ArraySlice<UInt8>, original: [UInt8]
  ) -> ArraySlice<UInt8>? {
    let marker = name + "="
    var search = lowercased.startIndex
    while let at = lowercased[search...].firstIndex(ofBytes: marker) {
      search = at + marker.utf8.count
      // A whole attribute's name: `src=`, not `data-src=`.
      guard
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(
          lowercased[at - 1])
      else { continue }
      var start = at + marker.utf8.count
      guard start < lowercased.endIndex else { return nil }
      let quote = original[start]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        start += 1
        let end = original[start..<lowercased.endIndex].firstIndex(of: quote) ?? lowercased.endIndex
        return original[start..<end]
      }
      let end =
        original[start..<lowercased.endIndex].firstIndex {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\t")
        } ?? lowercased.endIndex
      return original[start..<end]
    }
    return nil
  }

  /// `39` of `39px` or `39`; `nil` for a length in other units (`100%`,
  /// `2em`) or none.
  private static func cssPixels(_ text: ArraySlice<UInt8>) -> Double? {
    var value = text.drop { $0 == UInt8(ascii: " ") }
    while value.last == UInt8(ascii: " ") || value.last == UInt8(ascii: ";") {
      value = value.dropLast()
    }
    if value.count > 2, value.suffix(2).elementsEqual("px".utf8) { value = value.dropLast(2) }
    guard !value.isEmpty,
      value.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: ".") }),
      let number = Double(String(decoding: value, as: UTF8.self)), number > 0
    else { return nil }
    return number
  }

  /// `bytes` with ASCII capitals in lower case: HTML's names tell no case.
  private static func lowercasedASCII(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
  }

  /// The pixels an inline style gives `property` (`width: 317px`).
  private static func styleValue(_ property: String, in style: ArraySlice<UInt8>) -> Double? {
    let lowercased = ImageReferences.lowercasedASCII(style)[...]
    for declaration in lowercased.split(separator: UInt8(ascii: ";")) {
      let parts = declaration.split(separator: UInt8(ascii: ":"), maxSplits: 1)
      guard parts.count == 2,
        parts[0].filter({ $0 != UInt8(ascii: " ") }).elementsEqual(property.utf8)
      else { continue }
      return cssPixels(parts[1])
    }
    return nil
  }
}
