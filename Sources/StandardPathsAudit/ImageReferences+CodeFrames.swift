/// Frames code fixes: an image code sets on a view whose width and height
/// the same file fixes is drawn into that size, as one a nib connects to
/// an outlet is. Penn Mobile's `icon.image = UIImage(named: "card")` puts
/// a 300-pixel 1x into an `icon` whose anchors say 21 × 21 points: sharp
/// on every screen.
extension ImageReferences {
  /// The views of a code file whose size it fixes, by name, and how they
  /// draw: width and height anchors with constants, SnapKit's and
  /// Masonry's `make.width.height.equalTo(21)` or `make.size.equalTo(…)`,
  /// an `anchor(…, widthConstant: 30, heightConstant: 30)` helper, or a
  /// frame (`CGRect(x:y:width:height:)`, `CGRectMake`) given to a view
  /// that nothing else lays out. The largest size a file gives a name
  /// counts, filled by the image's aspect: a bound on what any content
  /// mode draws, so an image is called sharp only if it is in every one.
  static func codeFrames(in bytes: [UInt8]) -> [UInt64: NibDraw] {
    var sizes: [UInt64: (width: Double, height: Double)] = [:]
    func fix(_ view: UInt64?, width: Double?, height: Double?) {
      guard let view else { return }
      var size = sizes[view] ?? (0, 0)
      size.width = max(size.width, width ?? 0)
      size.height = max(size.height, height ?? 0)
      sizes[view] = size
    }
    // `icon.widthAnchor.constraint(equalToConstant: 21)`.
    for start in occurrences(of: "Anchor.constraint(equalToConstant:", in: bytes) {
      let value = number(at: start + 34, in: bytes)
      if bytes[..<start].suffix(6).elementsEqual(".width".utf8) {
        fix(receiver(before: start - 6, in: bytes), width: value, height: nil)
      } else if bytes[..<start].suffix(7).elementsEqual(".height".utf8) {
        fix(receiver(before: start - 7, in: bytes), width: nil, height: value)
      }
    }
    // `phoneButton.anchor(nil, left: …, widthConstant: 30, heightConstant: 30)`.
    for start in occurrences(of: ".anchor(", in: bytes) {
      let arguments = bytes[(start + 8)..<closing(from: start + 7, in: bytes)]
      fix(
        receiver(before: start, in: bytes),
        width: arguments.firstIndex(ofBytes: "widthConstant:").flatMap {
          number(at: $0 + 14, in: bytes)
        },
        height: arguments.firstIndex(ofBytes: "heightConstant:").flatMap {
          number(at: $0 + 15, in: bytes)
        })
    }
    // `venueImageView.snp.makeConstraints { make in make.width.equalTo(134) … }`
    // and Masonry's `[icon mas_makeConstraints:^(MASConstraintMaker *make) { … }]`.
    for marker in [".snp.makeConstraints", ".snp.remakeConstraints"] {
      for start in occurrences(of: marker, in: bytes) {
        let (width, height) = sizeConstraints(after: start, in: bytes)
        fix(receiver(before: start, in: bytes), width: width, height: height)
      }
    }
    for marker in [" mas_makeConstraints:", " mas_remakeConstraints:"] {
      for start in occurrences(of: marker, in: bytes) {
        let (width, height) = sizeConstraints(after: start, in: bytes)
        fix(receiver(before: start, in: bytes), width: width, height: height)
      }
    }
    // Frames count only for views nothing else lays out.
    var laidOut: Set<UInt64> = []
    // `icon.frame = self.bounds`.
    for start in occurrences(of: ".frame = ", in: bytes)
    where !bytes[(start + 9)...].starts(with: "CGRect".utf8) {
      if let view = receiver(before: start, in: bytes) { laidOut.insert(view) }
    }
    for marker in [
      ".translatesAutoresizingMaskIntoConstraints", ".autoresizingMask", ".snp.", " mas_",
      ".sizeToFit", " sizeToFit]", " setAutoresizingMask:",
    ] {
      for start in occurrences(of: marker, in: bytes) {
        if let view = receiver(before: start, in: bytes) { laidOut.insert(view) }
      }
    }
    for marker in ["CGRectMake(", "CGRect("] {
      for start in occurrences(of: marker, in: bytes) {
        guard let view = framedView(before: start, in: bytes), !laidOut.contains(view) else {
          continue
        }
        let open = start + marker.utf8.count - 1
        let arguments = bytes[(open + 1)..<closing(from: open, in: bytes)]
        if marker == "CGRectMake(" {
          let parts = arguments.split(
            separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
          guard parts.count == 4 else { continue }
          fix(
            view, width: number(at: parts[2].startIndex, in: bytes),
            height: number(at: parts[3].startIndex, in: bytes))
        } else {
          fix(
            view,
            width: arguments.firstIndex(ofBytes: "width:").flatMap {
              number(at: $0 + 6, in: bytes)
            },
            height: arguments.firstIndex(ofBytes: "height:").flatMap {
              number(at: $0 + 7, in: bytes)
            })
        }
      }
    }
    // The view a closure makes for a property (`let bellView: UIImageView
    // = { let iv = UIImageView(); iv.image = …; return iv }()`) is the
    // property's: sized when every property its name makes is.
    for (inner, properties) in closureViews(in: bytes) where sizes[inner] == nil {
      let own = properties.compactMap { sizes[$0] }
      guard own.count == properties.count else { continue }
      fix(inner, width: own.map(\.width).max(), height: own.map(\.height).max())
    }
    var frames: [UInt64: NibDraw] = [:]
    for (view, size) in sizes where size.width > 0 && size.height > 0 {
      frames[view] = NibDraw(fit: .aspectFill, width: size.width, height: size.height)
    }
    return frames
  }

  /// How SwiftUI draws the `Image(…)` whose `Image` ends at `end` (of a
  /// name, a choice of names, `Image(isHidden ? "ic_eyeVisible" :
  /// "ic_eyeInvisible")`, a generated asset symbol, `Image(.logoInCircle)`,
  /// or a `UIImage`, `Image(uiImage: Asset.casita.image)`; not an SF
  /// Symbol's `systemName:`), when its modifiers make it
  /// resizable and fix its frame with numbers: Shuaa's
  /// `Image("ic_downArrow").resizable().scaledToFit().frame(width: 12,
  /// height: 12)`, filled or fitted as `scaledToFill`, `scaledToFit` or
  /// `aspectRatio(contentMode:)` say, stretched otherwise; one side alone
  /// counts when the image keeps its shape. `nil` for an image drawn at
  /// its own size (not resizable) or into a frame its container decides.
  static func swiftUIDraw(ofImageEndingAt end: Int, in bytes: [UInt8]) -> NibDraw? {
    guard end < bytes.count, bytes[end] == UInt8(ascii: "("),
      !bytes[end...].starts(with: "(systemName:".utf8)
    else { return nil }
    let blanks = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
    var index = closing(from: end, in: bytes) + 1
    var resizable = false
    var fit: NibDraw.Fit?
    var width: Double?
    var height: Double?
    for _ in 0..<12 {
      while index < bytes.count, blanks.contains(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
      let name = bytes[(index + 1)...].prefix(while: isIdentifierByte)
      let open = name.endIndex
      guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { break }
      let close = closing(from: open, in: bytes)
      let arguments = bytes[(open + 1)..<close]
      // A label of its own (`width:`, not `maxWidth:`).
      func value(of label: String) -> Double? {
        guard let at = arguments.firstIndex(ofBytes: label),
          at == arguments.startIndex || !isIdentifierByte(bytes[at - 1])
        else { return nil }
        return number(at: at + label.utf8.count, in: bytes)
      }
      if name.elementsEqual("resizable".utf8) {
        resizable = true
      } else if name.elementsEqual("scaledToFit".utf8) {
        fit = .aspectFit
      } else if name.elementsEqual("scaledToFill".utf8) {
        fit = .aspectFill
      } else if name.elementsEqual("aspectRatio".utf8) {
        if arguments.firstIndex(ofBytes: ".fit") != nil { fit = .aspectFit }
        if arguments.firstIndex(ofBytes: ".fill") != nil { fit = .aspectFill }
      } else if name.elementsEqual("frame".utf8) {
        width = value(of: "width:") ?? width
        height = value(of: "height:") ?? height
      }
      index = close + 1
    }
    guard resizable else { return nil }
    return NibDraw.fixed(width: width, height: height, fit: fit)
  }

  /// The property of a model a SwiftUI `Image(…)` whose `Image` ends at
  /// `end` takes its name from, and the model's variable: Africa's
  /// `Image(location.image)` (`location`, `image`), and `Image(item)` in
  /// `ForEach(animal.gallery, id: \.self) { item in` (`animal`,
  /// `gallery`); the model's variable is `nil` when not spelt. `nil` for a
  /// name of another kind (a string, a call, a choice).
  static func swiftUIModelProperty(ofImageEndingAt end: Int, in bytes: [UInt8])
    -> (model: UInt64?, property: UInt64)?
  {
    guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return nil }
    let close = closing(from: end, in: bytes)
    guard let path = modelPath(bytes[(end + 1)..<close]) else { return nil }
    if path.count > 1 {
      return (hash(path[path.count - 2]).value, hash(path[path.count - 1]).value)
    }
    // A closure's parameter: the collection `ForEach` iterates.
    let parameter = path[0]
    let window = bytes[max(0, end - 600)..<end]
    guard let loop = window.lastIndex(ofBytes: "ForEach(") else { return nil }
    let open = loop + 7
    let loopClose = closing(from: open, in: bytes)
    guard loopClose < end else { return nil }
    let collectionEnd =
      bytes[(open + 1)..<loopClose].firstIndex(of: UInt8(ascii: ",")) ?? loopClose
    var brace = loopClose + 1
    while brace < end, bytes[brace] == UInt8(ascii: " ") { brace += 1 }
    guard brace < end, bytes[brace] == UInt8(ascii: "{"),
      let collection = modelPath(bytes[(open + 1)..<collectionEnd])
    else { return nil }
    var name = brace + 1
    while name < end, bytes[name] == UInt8(ascii: " ") { name += 1 }
    let bound = bytes[name...].prefix(while: isIdentifierByte)
    guard bound.elementsEqual(parameter), bytes[bound.endIndex...].starts(with: " in".utf8) else {
      return nil
    }
    let property = hash(collection[collection.count - 1]).value
    return (collection.count > 1 ? hash(collection[collection.count - 2]).value : nil, property)
  }

  /// The parts of `text` when it is a path of identifiers and nothing
  /// else (`animal.gallery`, `shop.product?.image`, blanks around).
  private static func modelPath(_ text: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return nil }
    let path = text[first...last]
    let parts = path.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
      $0.last == UInt8(ascii: "?") ? $0.dropLast() : $0
    }
    guard !parts.isEmpty,
      parts.allSatisfy({ part in
        !part.isEmpty && part.allSatisfy(isIdentifierByte)
          && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(part[part.startIndex])
      })
    else { return nil }
    return parts
  }

  /// The views closures that set up properties return, by name, and the
  /// properties each name makes: `iv` of `let bellView: UIImageView = {
  /// let iv = UIImageView(); …; return iv }()`.
  private static func closureViews(in bytes: [UInt8]) -> [UInt64: [UInt64]] {
    var views: [UInt64: [UInt64]] = [:]
    for start in occurrences(of: "= {", in: bytes) {
      let open = start + 2
      let close = closing(from: open, in: bytes)
      guard bytes[close...].prefix(3).elementsEqual("}()".utf8),
        let returned = bytes[open..<close].lastIndex(ofBytes: "return ")
      else { continue }
      let name = bytes[(returned + 7)...].prefix(while: isIdentifierByte)
      guard !name.isEmpty, name.endIndex < close,
        [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "}"), UInt8(ascii: ";")]
          .contains(bytes[name.endIndex])
      else { continue }
      // The property: the name after the line's `let` or `var`.
      let lineStart = (bytes[..<start].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      let line = bytes[lineStart..<start]
      guard let keyword = line.firstIndex(ofBytes: "let ") ?? line.firstIndex(ofBytes: "var ")
      else { continue }
      let property = bytes[(keyword + 4)..<start].prefix(while: isIdentifierByte)
      guard !property.isEmpty else { continue }
      views[hash(name).value, default: []].append(hash(property).value)
    }
    return views
  }

  /// Files the words this code sets on views its file sizes under the
  /// outlets `outlets` gives them, that file's own: another file's `icon`
  /// is another view.
  mutating func fileOutlets(sizedBy outlets: [UInt64: UInt64]) {
    guard !outlets.isEmpty else { return }
    codeFrameOutlets = outlets
    for (view, outlet) in outlets {
      if let words = outletWords.removeValue(forKey: view) { outletWords[outlet] = words }
      if let aliases = outletAliases.removeValue(forKey: view) { outletAliases[outlet] = aliases }
    }
  }

  /// The width and height the constraint block after `start` fixes:
  /// `make.width.height.equalTo(21)`, `make.size.equalTo(CGSize(width: 40,
  /// height: 40))`, Masonry's `make.width.mas_equalTo(@21)`; a size
  /// relative to another view fixes nothing.
  private static func sizeConstraints(after start: Int, in bytes: [UInt8]) -> (Double?, Double?) {
    guard let open = bytes[start...].prefix(200).firstIndex(of: UInt8(ascii: "{")) else {
      return (nil, nil)
    }
    let end = closing(from: open, in: bytes)
    var width: Double?
    var height: Double?
    for found in occurrences(of: "equalTo(", in: bytes[open..<end]) {
      var chainStart = found
      while chainStart > open,
        isIdentifierByte(bytes[chainStart - 1]) || bytes[chainStart - 1] == UInt8(ascii: ".")
      {
        chainStart -= 1
      }
      let chain = bytes[chainStart..<found]
      let setsSize = chain.firstIndex(ofBytes: ".size.") != nil
      let setsWidth = setsSize || chain.firstIndex(ofBytes: ".width.") != nil
      let setsHeight = setsSize || chain.firstIndex(ofBytes: ".height.") != nil
      guard setsWidth || setsHeight else { continue }
      let argument = found + 8
      if let value = number(at: argument, in: bytes) {
        if setsWidth { width = value }
        if setsHeight { height = value }
      } else if let size = sizeLiteral(at: argument, in: bytes) {
        if setsWidth { width = size.0 }
        if setsHeight { height = size.1 }
      }
    }
    return (width, height)
  }

  /// `CGSize(width: 40, height: 40)` or `CGSizeMake(40, 40)` at `index`.
  private static func sizeLiteral(at index: Int, in bytes: [UInt8]) -> (Double, Double)? {
    let rest = bytes[index...].drop { $0 == UInt8(ascii: " ") }
    if rest.starts(with: "CGSizeMake(".utf8) {
      let open = rest.startIndex + 10
      let parts = bytes[(open + 1)..<closing(from: open, in: bytes)]
        .split(separator: UInt8(ascii: ","))
      guard parts.count == 2, let width = number(at: parts[0].startIndex, in: bytes),
        let height = number(at: parts[1].startIndex, in: bytes)
      else { return nil }
      return (width, height)
    }
    guard rest.starts(with: "CGSize(width:".utf8),
      let width = number(at: rest.startIndex + 13, in: bytes),
      let heightLabel = bytes[rest.startIndex...].prefix(80).firstIndex(ofBytes: "height:"),
      let height = number(at: heightLabel + 7, in: bytes)
    else { return nil }
    return (width, height)
  }

  /// The view a frame starting at `start` is given to: `icon.frame =`,
  /// `[icon setFrame:`, or the one a statement creates with it (`let icon
  /// = UIImageView(frame:`, `icon = [[UIImageView alloc] initWithFrame:`).
  private static func framedView(before start: Int, in bytes: [UInt8]) -> UInt64? {
    var index = start
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
    let head = bytes[..<index]
    if head.last == UInt8(ascii: "=") {
      var end = index - 1
      while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      guard bytes[..<end].suffix(6).elementsEqual(".frame".utf8) else { return nil }
      return receiver(before: end - 6, in: bytes)
    }
    if head.suffix(10).elementsEqual(" setFrame:".utf8) {
      return receiver(before: index - 10, in: bytes)
    }
    guard head.suffix(6).elementsEqual("frame:".utf8) || head.suffix(6).elementsEqual("Frame:".utf8)
    else { return nil }
    // The statement's `=`, on the same line.
    var equals = index
    while equals > 0 {
      let byte = bytes[equals - 1]
      if byte == UInt8(ascii: "=") { break }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") {
        return nil
      }
      equals -= 1
    }
    guard equals > 0 else { return nil }
    var end = equals - 1
    while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    // `let icon: UIImageView = UIImageView(frame: …)`.
    var nameEnd = end
    while nameEnd > 0, isIdentifierByte(bytes[nameEnd - 1]) { nameEnd -= 1 }
    var colon = nameEnd
    while colon > 0, bytes[colon - 1] == UInt8(ascii: " ") { colon -= 1 }
    if colon > 0, bytes[colon - 1] == UInt8(ascii: ":") { end = colon - 1 }
    return receiver(before: end, in: bytes)
  }

  /// The name of the view before `index` (the dot of `icon.widthAnchor`,
  /// the space of `[icon mas_makeConstraints:`): its last identifier,
  /// past Swift's `?` and `!`; a view's own `self` is none.
  /// The scales code sets on the sprites it makes of named images, by
  /// the name's hash (``hash(_:)``, without extension): MineSweeper's
  /// `explosion = [[self class] spriteNodeWithImageNamed:@"MSWExplosion-0001.png"]`,
  /// then `explosion.xScale = 0.2f;` draws its 400-pixel frames at 80
  /// points. A number literal set as `xScale`, `yScale`, `scale` or by
  /// `setScale` on the variable the sprite was assigned to in the same
  /// file; the largest, when it sets several.
  static func spriteScales(in bytes: [UInt8]) -> [UInt64: Double] {
    guard bytes.firstIndex(ofBytes: "Scale") != nil else { return [:] }
    var scales: [UInt64: Double] = [:]
    for marker in [
      #"spriteNodeWithImageNamed:@""#, #"SKSpriteNode(imageNamed: ""#, #"spriteWithFile:@""#,
      #"spriteWithImageNamed:@""#,
    ] {
      for start in occurrences(of: marker, in: bytes) {
        let nameStart = start + marker.utf8.count
        guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "\"")),
          let equals = bytes[..<start].lastIndex(where: {
            [UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: "{")].contains(
              $0)
          }), bytes[equals] == UInt8(ascii: "=")
        else { continue }
        var end = equals
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var variableStart = end
        while variableStart > 0, isIdentifierByte(bytes[variableStart - 1]) { variableStart -= 1 }
        let variable = String(decoding: bytes[variableStart..<end], as: UTF8.self)
        guard !variable.isEmpty else { continue }
        let setters = [".xScale =", ".yScale =", ".scale =", ".setScale(", " setScale:"].map {
          variable + $0
        }
        let set = setters.flatMap { setter in
          occurrences(of: setter, in: bytes).compactMap {
            number(at: $0 + setter.utf8.count, in: bytes, endedBy: ";)]")
          }
        }
        guard let largest = set.max() else { continue }
        let name = bytes[nameStart..<close]
        let stem = name.lastIndex(of: UInt8(ascii: ".")).map { name[..<$0] } ?? name
        for key in spriteScaleKeys(of: stem) { scales[key] = max(scales[key] ?? 0, largest) }
      }
    }
    return scales
  }

  /// Whether code sets a scale of 0.5 where a Retina test precedes it:
  /// Fun's `if (isRetina) { m_scale = 1; } else { m_scale = 0.5; }`,
  /// HelloStaticline's `[UIScreen mainScreen].scale == 2.0 … [_sprite
  /// setScale:0.5f]`, Zombie Joe's `kSCALE_FACTOR_FIX ([Combinations
  /// isRetina]) ? 1.f : 0.5f`: a game that draws its Retina art at half
  /// its size on a 1x screen.
  static func halvesScaleOnOneXScreens(in bytes: [UInt8]) -> Bool {
    for start in occurrences(of: "0.5", in: bytes) {
      let statement = bytes[max(0, start - 60)..<start]
      guard lowercasedContains(statement, "cale") else { continue }
      let before = bytes[max(0, start - 300)..<start]
      if lowercasedContains(before, "retina") || lowercasedContains(before, "currentmode")
        || before.firstIndex(ofBytes: "scale == 2") != nil
        || before.firstIndex(ofBytes: "scale] == 2") != nil
      {
        return true
      }
    }
    return false
  }

  /// Whether `bytes`, lowercased, contain `marker` (lowercase).
  private static func lowercasedContains(_ bytes: ArraySlice<UInt8>, _ marker: String) -> Bool {
    let pattern = Array(marker.utf8)
    guard bytes.count >= pattern.count else { return false }
    return bytes.indices.dropLast(pattern.count - 1).contains { start in
      pattern.indices.allSatisfy { offset in
        let byte = bytes[start + offset]
        return (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
          == pattern[offset]
      }
    }
  }

  /// The keys a sprite's scale is kept under for the image `stem`: its
  /// name, and for a numbered frame (`MSWExplosion-0001`) its animation's
  /// (the name without its number), whose other frames the sprite shows
  /// at the same scale.
  static func spriteScaleKeys(of stem: some Collection<UInt8>) -> [UInt64] {
    let bytes = Array(stem)
    var end = bytes.endIndex
    while end > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end - 1]) { end -= 1 }
    let whole = hash(bytes).value
    return end < bytes.count && end > 0
      ? [whole, hash(bytes[..<end]).value ^ animationMark] : [whole]
  }

  /// What ``spriteScaleKeys(of:)`` mixes into an animation's name.
  private static let animationMark: UInt64 = 0x3c6e_f372_fe94_f82b

  private static func receiver(before index: Int, in bytes: [UInt8]) -> UInt64? {
    var end = index
    while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") {
      end -= 1
    }
    var start = end
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    let name = bytes[start..<end]
    guard let first = name.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      !name.elementsEqual("self".utf8)
    else { return nil }
    return hash(name).value
  }

  /// A literal number at `index` (`21`, `@21`, `30.0f`, on the next line
  /// of a call its arguments span), ended by one of `ends` (`)` or `,`; a
  /// scale's statement, `;`): not an expression, which code may vary.
  private static func number(at index: Int, in bytes: [UInt8], endedBy ends: String = "),")
    -> Double?
  {
    var start = index
    while start < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "@")]
        .contains(bytes[start])
    {
      start += 1
    }
    var end = start
    while end < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        || bytes[end] == UInt8(ascii: ".")
    {
      end += 1
    }
    guard end > start, let value = Double(String(decoding: bytes[start..<end], as: UTF8.self))
    else { return nil }
    var after = end
    if after < bytes.count, bytes[after] == UInt8(ascii: "f") { after += 1 }
    while after < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(bytes[after]) {
      after += 1
    }
    guard after < bytes.count, ends.utf8.contains(bytes[after]) else { return nil }
    return value
  }

  /// Where the parenthesis or brace at `open` closes, or the end.
  private static func closing(from open: Int, in bytes: [UInt8]) -> Int {
    let opening = bytes[open]
    let closing = opening == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
    var depth = 0
    for index in open..<bytes.count {
      if bytes[index] == opening { depth += 1 }
      if bytes[index] == closing {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return bytes.count
  }

  /// Every start of `marker` in `bytes`.
  private static func occurrences(of marker: String, in bytes: ArraySlice<UInt8>) -> [Int] {
    var found: [Int] = []
    var index = bytes.startIndex
    while let start = bytes[index...].firstIndex(ofBytes: marker) {
      found.append(start)
      index = start + marker.utf8.count
    }
    return found
  }

  private static func occurrences(of marker: String, in bytes: [UInt8]) -> [Int] {
    occurrences(of: marker, in: bytes[...])
  }
}
