// The operations of the seed's NSString category, on parsed names. Every
// device-dependent member takes the device explicitly; the seed-compatible
// `String` members forward here with `Device.current`.

// MARK: Extension

extension FileName {
  /// The same name with another extension (a double extension such as
  /// `tar.gz` is replaced as a whole); an empty `newExtension` removes it.
  /// Suffixes and a query string are kept.
  ///
  /// ```swift
  /// FileName("model@2x.obj.gz").replacingPathExtension(with: "bin").string
  /// // "model@2x.bin"
  /// ```
  public func replacingPathExtension(with newExtension: String) -> FileName {
    var copy = self
    copy.pathExtension = newExtension
    return copy
  }
}

// MARK: Arbitrary suffixes

extension FileName {
  /// The name with `suffix` inserted as text at the end of the stem, before
  /// the extension, then parsed again.
  ///
  /// This is a plain insertion: it does not replace a suffix of the same kind
  /// or reorder anything (`foo@2x.png` + `-x` gives `foo@2x-x.png`). Use the
  /// typed appenders, such as ``appendingSuffix(forScale:device:)``, to set
  /// one kind of suffix.
  public func appendingPathSuffix(_ suffix: String) -> FileName {
    reparsed(withStem: stem + suffix)
  }

  /// The name with `suffix` removed from the end of the stem, or the name
  /// unchanged if the stem does not end with it (or `suffix` is empty).
  public func deletingPathSuffix(_ suffix: String) -> FileName {
    guard hasPathSuffix(suffix) else { return self }
    let stem = self.stem
    return reparsed(
      withStem: String(decoding: stem.utf8.dropLast(suffix.utf8.count), as: UTF8.self))
  }

  /// Whether the stem (the last component without its extension) ends with
  /// `suffix`, compared byte for byte; always `false` for an empty `suffix`.
  public func hasPathSuffix(_ suffix: String) -> Bool {
    guard !suffix.isEmpty else { return false }
    let stem = self.stem
    return stem.utf8.count >= suffix.utf8.count
      && stem.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
  }

  private func reparsed(withStem stem: String) -> FileName {
    var text = directory + stem
    if let pathExtension { text += "." + pathExtension }
    if let query { text += "?" + query }
    return FileName(text)
  }
}

// MARK: Interface idiom

extension FileName {
  /// The name with the suffix of `idiom`, replacing any idiom suffix it has;
  /// unchanged for an idiom without a suffix (``InterfaceIdiom/unspecified``).
  public func appendingSuffix(forInterfaceIdiom idiom: InterfaceIdiom) -> FileName {
    guard idiom.suffix != nil else { return self }
    var copy = self
    copy.idiom = idiom
    return copy
  }

  /// The name with the suffix of `device`'s idiom; see
  /// ``appendingSuffix(forInterfaceIdiom:)``.
  public func appendingDeviceInterfaceIdiomSuffix(for device: Device) -> FileName {
    appendingSuffix(forInterfaceIdiom: device.idiom)
  }

  /// The name without its idiom suffix.
  public func deletingInterfaceIdiomSuffix() -> FileName {
    var copy = self
    copy.idiom = nil
    return copy
  }

  /// The idiom of the name's suffix, or `device`'s idiom if it has none.
  public func interfaceIdiomFromSuffix(for device: Device) -> InterfaceIdiom {
    idiom ?? device.idiom
  }
}

// MARK: Scale

extension FileName {
  /// The name with the scale suffix for `scale`, replacing any scale suffix
  /// it has; it goes after a height and `-hd`, before the idiom suffix.
  ///
  /// A `scale` of `0` stands for `device`'s scale, as in
  /// ``appendingDeviceScaleSuffix(for:)``. A negative, infinite or NaN
  /// `scale` leaves the name unchanged.
  ///
  /// ```swift
  /// FileName("foo@2x~ipad.png").appendingSuffix(forScale: 3, device: .iPad).string
  /// // "foo@3x~ipad.png"
  /// ```
  public func appendingSuffix(forScale scale: Double, device: Device) -> FileName {
    if scale == 0 { return appendingDeviceScaleSuffix(for: device) }
    guard SuffixNumber(value: scale) != nil else { return self }
    var copy = self
    copy.scale = scale
    return copy
  }

  /// The name with the scale suffix of `device` (`@2x` on a Retina iPhone),
  /// replacing any scale suffix it has; unchanged on a device whose scale is
  /// 1 (or not a positive number).
  public func appendingDeviceScaleSuffix(for device: Device) -> FileName {
    guard device.scale > 0, device.scale != 1, SuffixNumber(value: device.scale) != nil else {
      return self
    }
    var copy = self
    copy.scale = device.scale
    return copy
  }

  /// The name without its scale suffix.
  public func deletingScaleSuffix() -> FileName {
    var copy = self
    copy.scale = nil
    return copy
  }

  /// The scale the name's resource is drawn at: the scale suffix's number;
  /// without one, 2 for an `-hd` name on a phone and 1 otherwise.
  public func scaleFromSuffix(for device: Device) -> Double {
    if let scale { return scale }
    return isHD && device.idiom == .phone ? 2 : 1
  }
}

// MARK: Height

extension FileName {
  /// The name with the height suffix for `height`, replacing any height
  /// suffix it has; it goes before `-hd`, the scale and the idiom suffix.
  ///
  /// A `height` of `0` stands for `device`'s ``Device/screenHeight``, as in
  /// ``appendingDeviceHeightSuffix(for:)``. A negative, infinite or NaN
  /// `height` leaves the name unchanged.
  ///
  /// ```swift
  /// FileName("foo@2x.png").appendingSuffix(forHeight: 568, device: .iPhone5).string
  /// // "foo-568h@2x.png"
  /// ```
  public func appendingSuffix(forHeight height: Double, device: Device) -> FileName {
    if height == 0 { return appendingDeviceHeightSuffix(for: device) }
    guard SuffixNumber(value: height) != nil else { return self }
    var copy = self
    copy.height = height
    return copy
  }

  /// The name with the height suffix of `device`'s ``Device/screenHeight``
  /// (`-568h` on an iPhone 5), replacing any height suffix it has; unchanged
  /// if that height is not a positive number.
  public func appendingDeviceHeightSuffix(for device: Device) -> FileName {
    let height = device.screenHeight
    guard height > 0, SuffixNumber(value: height) != nil else { return self }
    var copy = self
    copy.height = height
    return copy
  }

  /// The name without its height suffix.
  public func deletingHeightSuffix() -> FileName {
    var copy = self
    copy.height = nil
    return copy
  }
}

// MARK: HD

extension FileName {
  /// The name with the `-hd` suffix, after any height and before the scale
  /// and idiom suffixes; unchanged if it already has one.
  public func appendingHDSuffix() -> FileName {
    var copy = self
    copy.isHD = true
    return copy
  }

  /// The name with the `-hd` suffix if `device` ``Device/isHD`` (any
  /// non-phone, or a phone with a Retina screen); otherwise unchanged.
  public func appendingHDSuffixIfDeviceIsHD(for device: Device) -> FileName {
    device.isHD ? appendingHDSuffix() : self
  }

  /// The name without its `-hd` suffix.
  public func deletingHDSuffix() -> FileName {
    var copy = self
    copy.isHD = false
    return copy
  }
}
