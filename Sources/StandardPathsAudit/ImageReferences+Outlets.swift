/// Outlets: an image the code sets on an image view that a nib connects
/// to an outlet is drawn into that view's frame. WWDCScholars'
/// `moritzImageView?.image = UIImage(named: "moritzProfile")` draws a
/// 400-pixel photo into a 44-point view: sharp on every screen, though
/// its only slot says 1x.
extension ImageReferences {
  /// The words of a statement that sets a variable (`NSString *name =
  /// [NSString stringWithFormat:@"letter_%@.png", letter]`), kept until a
  /// statement uses the variable or the block ends.
  struct PendingWords {
    var variable: UInt64
    var words: [UInt64]
    var setsOutlet = false
    /// Whether the statement loads them with UIKit (`NSArray *frames =
    /// [NSArray arrayWithObjects:[UIImage imageNamed:@"loader1.png"], …]`).
    var usesUIKit = false
  }

  /// Reads an identifier of a statement of code: the outlet whose image it
  /// sets (`cell.letterView.image =`, `[cell.letterView setImage:`,
  /// Swift's `letterView.setImage(`), the variable it sets, the pending
  /// variables it uses. A table cell's or a button's own `imageView` is no
  /// outlet.
  mutating func note(
    identifier token: ArraySlice<UInt8>, isAssigned: Bool, after end: Int, in bytes: [UInt8],
    statement: inout Statement
  ) {
    let dot = UInt8(ascii: ".")
    let lastDot = token.lastIndex(of: dot)
    let last = lastDot.map { token[($0 + 1)...] } ?? token
    guard !last.isEmpty else { return }
    let member = ImageReferences.hash(last).value
    let hadOutlet = statement.outlet != nil
    // After a case's label too: `case .GNAT: return UIImage(named: "Space Ship 0")!`.
    if member == ImageReferences.returnWord,
      statement.lastIdentifier == nil || statement.isCaseLabel
    {
      statement.isReturn = true
    }
    if statement.lastIdentifier == nil, member == ImageReferences.caseWord {
      statement.isCaseLabel = true
    }
    // `cell.letterView` of `cell.letterView.image`; Swift's
    // `letterView?.image =` reads as `letterView` and `.image`.
    func owner() -> UInt64? {
      guard let lastDot else { return nil }
      guard lastDot > token.startIndex else { return statement.lastIdentifier }
      let head = token[..<lastDot]
      return ImageReferences.hash(head.lastIndex(of: dot).map { head[($0 + 1)...] } ?? head).value
    }
    if isAssigned {
      if member == ImageReferences.imageWord || member == ImageReferences.animationImagesWord,
        let owner = owner()
      {
        statement.outlet = owner
      } else if lastDot == nil, statement.assigned == nil {
        statement.assigned = member
      }
    } else if lastDot == nil, statement.assigned == nil,
      statement.lastIdentifier == ImageReferences.letWord
        || statement.lastIdentifier == ImageReferences.varWord
    {
      // Swift's `let views: [UIImageView] = […]`.
      statement.assigned = member
    } else if ImageReferences.imageSetterWords.contains(member),
      [UInt8(ascii: ":"), UInt8(ascii: "(")].contains(ImageReferences.next(after: end, in: bytes)),
      let outlet = owner() ?? statement.lastIdentifier
    {
      statement.outlet = outlet
    } else if let assigned = statement.assigned,
      member == ImageReferences.initWithImageWord
        && ImageReferences.next(after: end, in: bytes) == UInt8(ascii: ":")
        || member == ImageReferences.uiImageViewWord && bytes[end...].starts(with: "(image:".utf8)
    {
      // The view a statement makes with its image: `refreshArrow =
      // [[UIImageView alloc] initWithImage:…]`, Swift's `let shopCarImageView =
      // UIImageView(image: …)`.
      statement.outlet = assigned
    }
    if statement.outlet == ImageReferences.imageViewWord { statement.outlet = nil }
    // SwiftUI's `Image("ic_downArrow").resizable().frame(width: 12, height: 12)`:
    // a view of its own, drawn into that frame.
    if lastDot == nil, member == ImageReferences.imageWord, token.first == UInt8(ascii: "I") {
      let draw = ImageReferences.swiftUIDraw(ofImageEndingAt: end, in: bytes)
      if let draw {
        let outlet = ImageReferences.hash(Array("SwiftUI \(draw)".utf8)).value
        statement.outlet = outlet
        outletDraws[outlet, default: []].insert(draw)
      }
      // Africa's `Image(location.image)`: a model's property, whose values
      // a data file holds.
      if let model = ImageReferences.swiftUIModelProperty(ofImageEndingAt: end, in: bytes) {
        modelDraws[model.property, default: [:]][model.model ?? 0, default: []].insert(
          draw ?? .natural)
      }
    }
    if let assigned = statement.assigned, assigned != member { statement.addValue(member) }
    if hadOutlet, statement.firstCall == nil,
      ImageReferences.next(after: end, in: bytes) == UInt8(ascii: "(")
    {
      statement.firstCall = member
    }
    statement.lastIdentifier = member
    if !pendingWords.isEmpty {
      var start = token.startIndex
      while start < token.endIndex {
        let partEnd = token[start...].firstIndex(of: dot) ?? token.endIndex
        let word = ImageReferences.hash(token[start..<partEnd]).value
        for index in pendingWords.indices where pendingWords[index].variable == word {
          statement.pendingUses.append(index)
        }
        start = partEnd + 1
      }
    }
  }

  /// Files the words of a statement that has ended: those of one that
  /// sets an outlet's image with UIKit, with those of the variables it
  /// uses, are the outlet's; those of one that only sets a variable wait
  /// in ``pendingWords``; any other's, and those of the variables any
  /// other statement uses, name images without an outlet.
  mutating func settle(_ statement: Statement) {
    let uses =
      statement.pendingUses.isEmpty
      ? [] : statement.pendingUses.filter { pendingWords[$0].variable != statement.assigned }
    if statement.tiles {
      tiledWords.formUnion(statement.names)
      for index in uses { tiledWords.formUnion(pendingWords[index].words) }
    }
    // PsyTrack's `UIImage *clientsImage = [UIImage imageNamed:@"clientsTab.png"]`,
    // then `[[UITabBarItem alloc] initWithTitle:… image:clientsImage …]`.
    if statement.drawsAtOwnSize || statement.setsImage && statement.passesState {
      for index in uses { ownSizeNames.formUnion(pendingWords[index].words) }
    }
    // Dealers' loader: `view.animationImages = [self loadingImages]`,
    // whose method returns its frames.
    if let outlet = statement.outlet, statementWords.isEmpty,
      uses.allSatisfy({ pendingWords[$0].words.isEmpty }), !statement.usesSprites,
      !statement.usesOpenGL, let method = statement.firstCall ?? statement.lastIdentifier
    {
      outletsSetByMethods.append((outlet, method))
      return
    }
    let loadsWithUIKit =
      (statement.usesUIKit || uses.contains(where: { pendingWords[$0].usesUIKit }))
      && !statement.usesSprites && !statement.usesOpenGL
    if let outlet = statement.outlet, loadsWithUIKit {
      let linked = claimWords(using: uses)
      if !linked.isEmpty {
        outletWords[outlet, default: []].formUnion(linked)
        // A variable that stands for outlets (berkeley-mobile's `let
        // dietImageView = dietImages[index]`, `dietImages` an array of
        // `dietImageView1` to `6`).
        for value in variableValues[outlet] ?? [] {
          outletAliases[outlet, default: []].insert(value)
          for next in variableValues[value] ?? [] {
            outletAliases[outlet, default: []].insert(next)
          }
        }
      }
      return
    }
    if statement.isReturn, let method = currentMethod, loadsWithUIKit {
      returnedWords[method, default: []] += claimWords(using: uses)
      return
    }
    if let variable = statement.assigned, statement.valueCount > 0 {
      variableValues[variable] = statement.valueList
    }
    for index in uses { unlinkedWords.formUnion(pendingWords[index].words) }
    guard !statementWords.isEmpty else { return }
    let loads = statement.usesUIKit || statement.usesSprites || statement.usesOpenGL
    // Images UIKit loads into a variable wait for the view it is set on
    // (Taka Dating's loader frames, set as an image view's
    // `animationImages`).
    let loadsWithUIKitOnly = statement.usesUIKit && !statement.usesSprites && !statement.usesOpenGL
    if let variable = statement.assigned, !loads || loadsWithUIKitOnly {
      // A long block of constants gains nothing from waiting.
      if pendingWords.count >= 16 { flushPendingWords() }
      pendingWords.append(
        PendingWords(variable: variable, words: statementWords, usesUIKit: loadsWithUIKitOnly))
    } else {
      unlinkedWords.formUnion(statementWords)
    }
    statementWords.removeAll(keepingCapacity: true)
  }

  /// The words of the statement that has ended and of the pending
  /// variables it `uses`, which no longer name images without an outlet.
  private mutating func claimWords(using uses: [Int]) -> [UInt64] {
    var words = statementWords
    for index in uses {
      words += pendingWords[index].words
      pendingWords[index].setsOutlet = true
    }
    statementWords.removeAll(keepingCapacity: true)
    return words
  }

  /// Ends a block: the words of variables no outlet's statement used name
  /// images without an outlet.
  mutating func flushPendingWords() {
    guard !pendingWords.isEmpty else { return }
    for entry in pendingWords where !entry.setsOutlet { unlinkedWords.formUnion(entry.words) }
    pendingWords.removeAll(keepingCapacity: true)
  }

  /// Ends a file: what a method returns is the outlet's it is set on, in
  /// any order of the two methods; what no outlet of the file is set to,
  /// and the outlets set to what another file's method returns, wait for
  /// the other files (``settleOutlets()``).
  mutating func linkReturnedImages() {
    guard !returnedWords.isEmpty || !outletsSetByMethods.isEmpty else { return }
    for (outlet, method) in outletsSetByMethods {
      guard let words = returnedWords[method] else {
        outletsOfForeignMethods[method, default: []].insert(outlet)
        continue
      }
      outletWords[outlet, default: []].formUnion(words)
    }
    let linked = Set(outletsSetByMethods.map(\.method))
    for (method, words) in returnedWords where !linked.contains(method) {
      unclaimedReturns[method, default: []].formUnion(words)
    }
    returnedWords = [:]
    outletsSetByMethods = []
    currentMethod = nil
  }

  /// Records how the image views and buttons a nib connects to outlets
  /// draw (a button by its frame, as its background: no smaller than its
  /// image, which only shrinks to fit): Xcode 5's
  /// `<outlet property="letterView" destination="aB1-cd-EfG"/>` to an
  /// `<imageView … id="aB1-cd-EfG">`, or the archive's
  /// `IBCocoaTouchOutletConnection` whose `label` is the outlet and whose
  /// `destination` is an `IBUIImageView` or an `IBUIButton`.
  mutating func addOutlets(ofInterfaceFile bytes: [UInt8]) {
    let isArchive = bytes.prefix(1024).firstIndex(ofBytes: "<archive ") != nil
    // Image views, and buttons (PaidThx's cells set a 150-pixel avatar as
    // the background of 50-point buttons).
    let viewMarkers =
      isArchive
      ? [(#"<object class="IBUIImageView""#, false), (#"<object class="IBUIButton""#, true)]
      : [("<imageView ", false), ("<button ", true)]
    var views: [String: (start: Int, isButton: Bool)] = [:]
    for (viewMarker, isButton) in viewMarkers {
      var index = 0
      while let start = bytes[index...].firstIndex(ofBytes: viewMarker) {
        let tagEnd = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        if let id = NibDraw.attributeValue("id", in: bytes[start..<tagEnd]) {
          views[id] = (start, isButton)
        }
        index = tagEnd
      }
    }
    guard !views.isEmpty else { return }
    let connectionMarker =
      isArchive ? #"<object class="IBCocoaTouchOutletConnection""# : "<outlet "
    var index = 0
    while let start = bytes[index...].firstIndex(ofBytes: connectionMarker) {
      let end: Int
      let outlet: String?
      let destination: String?
      if isArchive {
        end = bytes[start...].firstIndex(ofBytes: "</object>") ?? bytes.count
        let body = bytes[start..<end]
        outlet = body.firstIndex(ofBytes: #"<string key="label">"#).map { label in
          let text = body[(label + 20)...].prefix { $0 != UInt8(ascii: "<") }
          return String(decoding: text, as: UTF8.self)
        }
        destination = body.firstIndex(ofBytes: #"<reference key="destination""#).flatMap {
          NibDraw.attributeValue("ref", in: body[$0...].prefix { $0 != UInt8(ascii: ">") })
        }
      } else {
        end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        outlet = NibDraw.attributeValue("property", in: bytes[start..<end])
        destination = NibDraw.attributeValue("destination", in: bytes[start..<end])
      }
      index = end
      guard let outlet, let destination, let view = views[destination] else { continue }
      let draw =
        switch (isArchive, view.isButton) {
        case (true, false): NibDraw.archivedImageView(at: view.start, in: bytes)
        case (true, true): NibDraw.archivedButton(at: view.start, in: bytes)
        case (false, false): NibDraw.xml(attribute: "image", tagStart: view.start, in: bytes)
        case (false, true): NibDraw.button(at: view.start, in: bytes)
        }
      outletDraws[ImageReferences.hash(Array(outlet.utf8)[...]).value, default: []].insert(draw)
    }
  }

  /// Settles what outlets name, once every file is read: the words only
  /// statements that set an outlet's image spell (not other statements,
  /// nor other files: ``otherNames``), and each outlet's words as
  /// references of their own (``outlets(naming:)``).
  mutating func settleOutlets() {
    // Interstellar Merchant's `cell.shipImage.image = ShipType.getImage(…)`,
    // whose `Ship.swift` returns `UIImage(named: "Space Ship 0")!`.
    for (method, words) in unclaimedReturns {
      guard let outlets = outletsOfForeignMethods[method] else {
        unlinkedWords.formUnion(words)
        continue
      }
      for outlet in outlets { outletWords[outlet, default: []].formUnion(words) }
    }
    unclaimedReturns = [:]
    outletsOfForeignMethods = [:]
    guard !outletWords.isEmpty else { return }
    let all = outletWords.values.reduce(into: Set<UInt64>()) { $0.formUnion($1) }
    wordsOnlyOutletsSpell = all.subtracting(unlinkedWords).subtracting(otherNames)
    // All of them first: most names are no outlet's.
    outletReferences =
      [(0, restricted(to: all))] + outletWords.map { ($0.key, restricted(to: $0.value)) }
  }

  /// How the views of `outlet` draw: the image views nibs connect to it,
  /// or to the outlets a variable of that name stands for, else at the
  /// image's own size.
  func draws(ofOutlet outlet: UInt64) -> Set<NibDraw> {
    if let draws = outletDraws[outlet] { return draws }
    let aliased = (outletAliases[outlet] ?? []).compactMap { outletDraws[$0] }
    return aliased.isEmpty ? [.natural] : aliased.reduce(into: Set<NibDraw>()) { $0.formUnion($1) }
  }

  /// The outlets whose image statements name the image `name`.
  func outlets(naming name: String) -> [UInt64] {
    guard let all = outletReferences.first, all.references.names(name) else { return [] }
    return outletReferences.dropFirst().compactMap {
      $0.references.names(name) ? $0.outlet : nil
    }
  }

  static let imageWord = hash(Array("image".utf8)[...]).value
  static let animationImagesWord = hash(Array("animationImages".utf8)[...]).value
  /// The methods that set a view's image: UIKit's, and those of the
  /// libraries that load one from the network, whose placeholder shows in
  /// the view's frame meanwhile (Gitos's `[companyLogo setImageWithURL:url
  /// placeholderImage:[UIImage imageNamed:@"briefcase.png"]]`).
  static let imageSetterWords = Set(
    [
      "setImage", "setBackgroundImage", "setImageWithURL", "sd_setImageWithURL", "sd_setImage",
      "af_setImage", "setImageWithURLRequest",
    ].map { hash(Array($0.utf8)[...]).value })
  static let imageViewWord = hash(Array("imageView".utf8)[...]).value
  static let initWithImageWord = hash(Array("initWithImage".utf8)[...]).value
  static let uiImageViewWord = hash(Array("UIImageView".utf8)[...]).value
  static let returnWord = hash(Array("return".utf8)[...]).value
  static let letWord = hash(Array("let".utf8)[...]).value
  static let varWord = hash(Array("var".utf8)[...]).value
}
