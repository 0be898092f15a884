import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  // MARK: iCloud placeholders

  /// The finding for an iCloud Drive placeholder standing for `restored`,
  /// unless the file is there too or is for devices outside the audit.
  func notDownloaded(_ number: Int, restored: String, restoredNames: [String])
    -> AuditFinding?
  {
    let name = FileName(restored)
    let intended = LenientFileName(name).intended
    guard rankings.isAudited(idiom: intended.idiom),
      !entries.contains(where: { $0.name == restored })
    else { return nil }
    let choices = rankings.chooser.choices(for: name.plainRequest, among: restoredNames)
    let devices = rankings.audited.filter {
      choices[$0].map { restoredNames[$0] } == restored
    }.map(rankings.name)
    let loaders =
      devices.isEmpty
      ? ""
      : ", which \(list(devices)) would load"
    return AuditFinding(
      kind: .notDownloaded, file: relative(restored), asset: relative(plainName(of: name)),
      relatedFiles: [entries[number].path], devices: devices,
      message: "not downloaded: iCloud Drive holds only the placeholder \(entries[number].name) "
        + "here, so \(restored) is missing\(loaders); download it (open it in Finder, or run "
        + "`brctl download`) before building")
  }

  /// The names of the folder as it will be once iCloud Drive has
  /// downloaded every placeholder.
  var restoredNames: [String] {
    var names = entries.map(\.name)
    for entry in entries {
      if case .placeholder(let restored) = entry.role { names.append(restored) }
    }
    return names
  }

  // MARK: Launch images and app icons

  /// Pixel sizes of launch images, app icons and App Store artwork, and
  /// the `-568h@2x` launch image when 4-inch or larger iPhones are audited.
  func systemImageFindings(explained: [Bool]) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for (position, entry) in entries.enumerated() {
      guard let system = entry.systemImage, !explained[position], isInScope(entry),
        let size = images[position]?.pixelSize,
        !system.fits(size) || isOblongHomeScreenIcon(entry, size: size),
        !isPadSizedForPadsAlone(entry, size: size)
      else { continue }
      let side = max(size.width, size.height)
      let expected = system.expectedSizes.first ?? AuditPixelSize(width: side, height: side)
      let others = system.expectedSizes.dropFirst().map(\.description)
      let scale = entry.intended.scale ?? 1
      let what: String
      switch system.role {
      case .launchImage:
        what =
          "a launch image for a \(number(Double(expected.width) / scale))×"
          + "\(number(Double(expected.height) / scale))-point screen at @\(number(scale))x"
      case .appIcon where system.expectedSizes.isEmpty:
        what = "an app icon, square,"
      case .appIcon:
        what = "a \(number(Double(expected.width) / scale))-point app icon at @\(number(scale))x"
      case .iTunesArtwork:
        what = "the App Store artwork at @\(number(scale))x"
      }
      // newsyc's `Modern-Default-736h@2x.png` is 1242 × 2208: the right
      // image under the wrong scale.
      let suffix = "@\(number(scale))x"
      let renamed = [1.0, 2, 3].lazy.filter { $0 != scale && entry.name.contains(suffix) }
        .first { other in
          size.width == Int(Double(expected.width) / scale * other)
            && size.height == Int(Double(expected.height) / scale * other)
        }.map { other in
          entry.name.replacing(suffix, with: other == 1 ? "" : "@\(number(other))x")
        }
      let fix = renamed.map { "it is the size for its screen at another scale: rename it \($0)" }
      findings.append(
        AuditFinding(
          kind: .wrongPixelSize, file: entry.path, asset: entry.path,
          suggestions: renamed.map { [relative($0)] } ?? [],
          expectedPixelSize: expected, actualPixelSize: size,
          message: "\(entry.name) is \(size) px, but \(what) is \(expected) px"
            + (others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))")
            + ": iOS ignores or rescales it; \(fix ?? "export it at \(expected) px")"))
    }
    if let finding = missingLaunchImage() { findings.append(finding) }
    if let finding = missingPadLaunchImage() { findings.append(finding) }
    if let finding = missingShortPhoneLaunchImage() { findings.append(finding) }
    findings += missingRetinaLaunchImages()
    findings += missingPadOrientationLaunchImages()
    return findings
  }

  /// Whether `entry` is a home-screen icon the `Info.plist` names without
  /// a size in its name, and not square: Tournament Scheduler's
  /// `masc-iphone.png`, 180 × 167 px, which iOS stretches. A URL type's
  /// icon (iCheaper's stretchable button `big-btn-green.png`) is no home
  /// screen's.
  private func isOblongHomeScreenIcon(_ entry: AuditEntry, size: AuditPixelSize) -> Bool {
    guard let system = entry.systemImage else { return false }
    return system.role == .appIcon && system.expectedSizes.isEmpty
      && size.width != size.height && declared.appIconBases.contains(entry.intended.base)
  }

  /// Whether `entry` is a plain phone launch image (`Default.png`) of an
  /// iPad screen's size while no phone loads it: an iPad without a launch
  /// image of its own shows it (Sound Out Phonics, iPad only, has a 1024 ×
  /// 768 `Default.png`; novelreader gives its phones `Default~iphone.png`).
  private func isPadSizedForPadsAlone(_ entry: AuditEntry, size: AuditPixelSize) -> Bool {
    guard !rankings.auditsPhones || hasPhoneTwin(entry),
      entry.systemImage?.phoneLaunchBase != nil, entry.intended.height == nil
    else { return false }
    // Read as the iPad's launch image of that name (`Default~ipad.png`).
    var pad = entry.intended
    pad.idiom = .pad
    return SystemImage(pad, declared: declared)?.fits(size) ?? false
  }

  /// Whether the folder holds the phone's own file of `entry`'s plain name
  /// and scale (`Default~iphone.png` beside `Default.png`): iOS gives a
  /// phone that one, so the plain file is left to the iPad.
  private func hasPhoneTwin(_ entry: AuditEntry) -> Bool {
    guard entry.intended.idiom == nil else { return false }
    let (base, scale) = (entry.intended.base, entry.intended.scale)
    // A loop over copied fields, not a closure: Swift 6.3's optimizer
    // fails on that one under `--sanitize=fuzzer,address`.
    for other in entries {
      let twin = other.intended
      if twin.idiom == .phone, twin.height == nil, twin.scale == scale, twin.base == base {
        return true
      }
    }
    return false
  }

  /// The findings for an orientation the `Info.plist` lets an iPad show
  /// the app in (`UISupportedInterfaceOrientations~ipad`, else
  /// `UISupportedInterfaceOrientations`) but no iPad launch image is for:
  /// supervoltage is portrait-only on the iPad with only
  /// `Default-Landscape~ipad.png`, Ushahidi lets the iPad turn but ships
  /// only `Default-Portrait.png`. iOS shows no launch image then. An iPad
  /// launch image without an orientation (`Default~ipad.png`) serves both.
  private func missingPadOrientationLaunchImages() -> [AuditFinding] {
    guard !declared.hasLaunchScreen, !declared.padOrientations.isEmpty else { return [] }
    let pads = rankings.audited.filter { rankings.devices[$0].device.idiom == .pad }
    guard !pads.isEmpty else { return [] }
    let padLaunches = entries.indices.filter { number in
      guard entries[number].systemImage?.role == .launchImage else { return false }
      let base = entries[number].intended.base
      return base.contains("-Portrait") || base.contains("-Landscape")
        || entries[number].intended.idiom == .pad || hasPhoneTwin(entries[number])
    }
    guard !padLaunches.isEmpty,
      !padLaunches.contains(where: { number in
        let base = entries[number].intended.base
        return !base.contains("-Portrait") && !base.contains("-Landscape")
      })
    else { return [] }
    var findings: [AuditFinding] = []
    for (wanted, other) in [("Portrait", "Landscape"), ("Landscape", "Portrait")] {
      guard declared.padOrientations.contains(where: { $0.hasPrefix(wanted) }),
        !padLaunches.contains(where: { entries[$0].intended.base.contains("-" + wanted) })
      else { continue }
      // Named as the app names the other orientation's images, sized turned.
      let models = padLaunches.filter { entries[$0].intended.base.contains("-" + other) }
        .sorted { (entries[$0].intended.scale ?? 1) < (entries[$1].intended.scale ?? 1) }
      let names = models.map { number in
        var name = entries[number].intended.canonicalized.string
        if let range = name.firstRange(of: "-" + other) {
          name.replaceSubrange(range, with: "-" + wanted)
        }
        return name
      }
      let sizes = models.map { number in
        images[number]?.pixelSize.map { AuditPixelSize(width: $0.height, height: $0.width) }
      }
      guard let first = names.first else { continue }
      let devices = pads.map(rankings.name)
      let wantedText = zip(names, sizes).map { name, size in
        name + (size.map { " (\($0) px)" } ?? "")
      }
      findings.append(
        AuditFinding(
          kind: .missingLaunchImage, file: relative(first), asset: relative(first),
          relatedFiles: sortedPaths(models.map { entries[$0].path }), devices: devices,
          suggestions: names.map(relative), expectedPixelSize: sizes.first ?? nil,
          message: "no \(first) launch image: the Info.plist lets the iPad show the app in "
            + "\(wanted.lowercased()), but its iPad launch images are all \(other.lowercased()), "
            + "so \(list(devices)) show no launch image in \(wanted.lowercased()); add "
            + wantedText.joined(separator: " and ")))
    }
    return findings
  }

  /// The findings for 1x launch images without their @2x while a Retina
  /// device that would show it is audited (shikaku's
  /// `Default-Portrait~ipad.png` without `Default-Portrait@2x~ipad.png`):
  /// iOS shows the 1x image upscaled at launch. The Retina phones that
  /// show `Default.png` are those of a 480-point screen (or an app zoomed
  /// to one); taller ones show the `-568h` image.
  private func missingRetinaLaunchImages() -> [AuditFinding] {
    guard !declared.hasLaunchScreen else { return [] }
    var names = Set(entries.map(\.intended))
    for entry in entries {
      if case .placeholder(let restored) = entry.role {
        names.insert(LenientFileName(FileName(restored)).intended)
      }
    }
    return entries.indices.compactMap { position in
      let entry = entries[position]
      guard let system = entry.systemImage, system.role == .launchImage,
        (entry.intended.scale ?? 1) == 1, entry.intended.height == nil,
        // One finding for a file copied twice (Rocketman's two `Default.png`).
        !entries[..<position].contains(where: { $0.intended == entry.intended })
      else { return nil }
      let copies = entries.filter { $0.intended == entry.intended }.map(\.path)
      var retina = entry.intended
      retina.scale = 2
      guard !names.contains(retina), declared.showsOnPad(launchImageBase: retina.base) else {
        return nil
      }
      // `Default.png` is a phone's; `Default-Portrait.png` an iPad's.
      let idioms: Set<InterfaceIdiom> = system.phoneLaunchBase != nil ? [.phone] : system.idioms
      // A device shows its idiom's own image when there is one: Scribbeo's
      // Retina iPad shows `Default-Landscape~ipad.png`, not the
      // `Default-Landscape.png` beside it.
      let devices = rankings.audited.filter { number in
        let device = rankings.devices[number].device
        guard device.isRetina, idioms.contains(device.idiom) else { return false }
        var own = entry.intended
        own.idiom = device.idiom
        guard entry.intended.idiom != nil || !names.contains(own) else { return false }
        return device.idiom != .phone || rankings.devices[number].device.screenHeight == 480
      }
      guard !devices.isEmpty else { return nil }
      let name = retina.canonicalized.string
      let file = relative(name)
      let expected = SystemImage(retina.canonicalized)?.expectedSizes.first
      // oschina's only launch image, `Default.png`, is 640 × 960: iOS
      // fits a launch image to the screen, so the iPhone 4 shows it sharp.
      if let expected, let size = images[position]?.pixelSize,
        size.width >= expected.width, size.height >= expected.height
      {
        return nil
      }
      // A name of the app's own (`UILaunchImages`' `Default1536x2048`)
      // tells no size: TimesTableFun's 1536 × 2048 file already has the
      // pixels of each screen that shows it (its wrong size is a finding
      // of its own).
      if expected == nil, let size = images[position]?.pixelSize,
        devices.allSatisfy({ number in
          let device = rankings.devices[number].device
          let long = Int((device.screenHeight * device.scale).rounded())
          let short = Int(
            (min(device.screenSize.width, device.screenSize.height) * device.scale)
              .rounded())
          return max(size.width, size.height) >= long && min(size.width, size.height) >= short
        })
      {
        return nil
      }
      let names = devices.map(rankings.name)
      return AuditFinding(
        kind: .missingLaunchImage, file: file, asset: file, relatedFiles: sortedPaths(copies),
        devices: names, suggestions: [file], expectedPixelSize: expected,
        message: "no \(name) launch image: \(list(names)) show\(names.count == 1 ? "s" : "") "
          + "\(entry.name) upscaled (blurry) at launch; add it"
          + (expected.map { " (\($0) px)" } ?? ""))
    }
  }

  /// The finding for an app whose launch images are all a phone's while
  /// iPads are audited (Sun-Smash, a universal game with `Default.png` and
  /// `Default-568h@2x.png` alone): an iPad then shows the phone's
  /// 320 × 480-point image stretched to its screen at launch. Only when
  /// the devices are chosen (a target's, or `--devices`): a folder audited
  /// on every device says nothing of whether its app runs on an iPad, and
  /// one without an iPad launch image is most likely an iPhone app's. A
  /// 1x iPad takes no `@2x~ipad` launch image either (Hoccer ships its
  /// iPad images at @2x only).
  private func missingPadLaunchImage() -> AuditFinding? {
    guard !declared.hasLaunchScreen, rankings.devicesAreChosen else {
      return nil
    }
    let pads = rankings.audited.filter { rankings.devices[$0].device.idiom == .pad }
    let launches = entries.filter { $0.systemImage?.role == .launchImage }
    let phones = launches.filter { $0.systemImage?.phoneLaunchBase != nil }
    let padLaunches = launches.filter { $0.systemImage?.phoneLaunchBase == nil }
    let hasOneX = padLaunches.contains { ($0.intended.scale ?? 1) <= 1 }
    let lacking = pads.filter {
      rankings.devices[$0].device.isRetina ? padLaunches.isEmpty : !hasOneX
    }
    guard !lacking.isEmpty,
      let phone = phones.filter({ $0.intended.height == nil })
        .min(by: { ($0.intended.scale ?? 1) < ($1.intended.scale ?? 1) }) ?? phones.first,
      let base = phone.systemImage?.phoneLaunchBase,
      !entries.contains(where: { $0.path.contains(".launchimage/") })
    else { return nil }
    let orientation = declared.padLaunchOrientation
    let retina = lacking.contains { rankings.devices[$0].device.isRetina }
    let oneX = lacking.contains { !rankings.devices[$0].device.isRetina }
    let names =
      (oneX ? ["\(base)-\(orientation)~ipad.png"] : [])
      + (retina ? ["\(base)-\(orientation)@2x~ipad.png"] : [])
    let size = { (scale: Int) in
      orientation == "Portrait"
        ? AuditPixelSize(width: 768 * scale, height: 1024 * scale)
        : AuditPixelSize(width: 1024 * scale, height: 768 * scale)
    }
    let sizes = (oneX ? [size(1)] : []) + (retina ? [size(2)] : [])
    let devices = lacking.map(rankings.name)
    let files = names.map(relative)
    return AuditFinding(
      kind: .missingLaunchImage, file: files[0], asset: files[0],
      relatedFiles: sortedPaths(launches.map(\.path)), devices: devices, suggestions: files,
      expectedPixelSize: sizes.last,
      message: "no \(padLaunches.isEmpty ? "" : "1x ")iPad launch image: \(list(devices)) "
        + "show\(devices.count == 1 ? "s" : "") the "
        + "phone's \(phone.name) stretched to the iPad's screen at launch; add "
        + zip(names, sizes).map { "\($0) (\($1) px)" }.joined(separator: " and "))
  }

  /// The finding for phone launch images that are all for taller phones
  /// (Mapplas and iShare copy `Default-568h@2x.png` alone) while phones
  /// 480 points tall are audited: iOS finds no launch image for them and
  /// shows a black screen at launch. A launch screen file or a launch
  /// image set says what they show instead. Only when the devices are
  /// chosen (a target's, or `--devices`), as for the iPad's: a folder says
  /// nothing of the oldest phone its app runs on.
  private func missingShortPhoneLaunchImage() -> AuditFinding? {
    guard !declared.hasLaunchScreen, rankings.devicesAreChosen,
      !entries.contains(where: { $0.path.contains(".launchimage/") })
    else { return nil }
    let phones = entries.filter { $0.systemImage?.phoneLaunchBase != nil }
    guard let base = phones.first?.systemImage?.phoneLaunchBase,
      !phones.contains(where: { $0.intended.height == nil })
    else { return nil }
    let short = rankings.audited.filter {
      rankings.devices[$0].device.idiom == .phone && rankings.screenHeights[$0] == 480
    }
    guard !short.isEmpty else { return nil }
    let scales = Set(short.map { rankings.devices[$0].device.isRetina ? 2 : 1 }).sorted()
    let names = scales.map { $0 == 1 ? "\(base).png" : "\(base)@2x.png" }
    let sizes = scales.map { AuditPixelSize(width: 320 * $0, height: 480 * $0) }
    let devices = short.map(rankings.name)
    let files = names.map(relative)
    return AuditFinding(
      kind: .missingLaunchImage, file: files.last ?? "", asset: files.last ?? "",
      relatedFiles: sortedPaths(phones.map(\.path)), devices: devices, suggestions: files,
      expectedPixelSize: sizes.last,
      message: "no launch image for a 320×480-point phone: \(list(devices)) "
        + "show\(devices.count == 1 ? "s" : "") a black screen at launch (\(phones[0].name) is "
        + "for taller phones); add "
        + zip(names, sizes).map { "\($0) (\($1) px)" }.joined(separator: " and "))
  }

  /// The finding for phone launch images without the `-568h@2x` one while
  /// iPhones 4 inches tall or more are audited: iOS then runs the app
  /// letterboxed at 320 × 480 points on them. An app with a launch screen
  /// file runs full screen without it.
  private func missingLaunchImage() -> AuditFinding? {
    guard !declared.hasLaunchScreen else { return nil }
    let tallPhones = rankings.audited.filter {
      rankings.devices[$0].device.idiom == .phone && rankings.screenHeights[$0] >= 568
    }
    guard !tallPhones.isEmpty else { return nil }
    var names = entries.map(\.intended)
    for entry in entries {
      if case .placeholder(let restored) = entry.role {
        names.append(LenientFileName(FileName(restored)).intended)
      }
    }
    let launchBases = entries.compactMap { $0.systemImage?.phoneLaunchBase }
    guard let base = launchBases.first else { return nil }
    let hasTall = names.contains { name in
      launchBases.contains(name.base) && name.height == 568 && name.scale == 2
        && (name.idiom == nil || name.idiom == .phone)
    }
    guard !hasTall else { return nil }
    let file = relative("\(base)-568h@2x.png")
    let devices = tallPhones.map(rankings.name)
    let existing = entries.filter { $0.systemImage?.phoneLaunchBase != nil }.map(\.path)
    return AuditFinding(
      kind: .missingLaunchImage, file: file, asset: file, relatedFiles: sortedPaths(existing),
      devices: devices, suggestions: [file],
      expectedPixelSize: AuditPixelSize(width: 640, height: 1136),
      message: "no \(base)-568h@2x.png launch image: without it iOS runs the app letterboxed at "
        + "320×480 points on \(list(devices)); add it (640×1136 px)")
  }
}
