extension FileName {
  /// The name as text: the directory, the base, the suffixes, then the
  /// extension and the query.
  ///
  /// A name parsed from a string and left unchanged gives that string back
  /// byte-for-byte. Suffixes that were set are written canonically,
  /// `<base>[-<H>h][-hd][@<S>x][~<idiom>]`, with numbers in their shortest
  /// plain decimal form (`2`, `1.5`, `667`).
  public var string: String {
    var result = directory
    result.reserveCapacity(directory.utf8.count + base.utf8.count + 32)
    result += base
    appendSuffixes(to: &result)
    appendExtensionAndQuery(to: &result)
    return result
  }

  /// The last path component: the name without its ``directory``.
  public var lastComponent: String {
    var result = base
    appendSuffixes(to: &result)
    appendExtensionAndQuery(to: &result)
    return result
  }

  /// The last path component without its extension and query: the base
  /// followed by the suffixes (`logo@2x` for `images/logo@2x.png`).
  public var stem: String {
    var result = base
    appendSuffixes(to: &result)
    return result
  }

  /// The same name with every suffix written in canonical order and
  /// spelling (`foo-hd-568h@2.0x.png` becomes `foo-568h-hd@2x.png`).
  public var canonicalized: FileName {
    FileName(
      directory: directory, base: base, height: height, isHD: isHD, scale: scale, idiom: idiom,
      pathExtension: pathExtension, query: query)
  }

  /// The height suffix as written, such as `-568h`, or `""` if there is none.
  public var heightSuffix: String {
    heightNumber.map { "-" + $0.spelling + "h" } ?? ""
  }

  /// The scale suffix as written, such as `@2x`, or `""` if there is none.
  public var scaleSuffix: String {
    scaleNumber.map { "@" + $0.spelling + "x" } ?? ""
  }

  /// The idiom suffix, such as `~ipad`, or `""` if there is none.
  public var interfaceIdiomSuffix: String {
    idiom?.suffix ?? ""
  }

  private func appendSuffixes(to result: inout String) {
    if hdPrecedesHeight, isHD, heightNumber != nil {
      result += "-hd"
      result += heightSuffix
    } else {
      result += heightSuffix
      if isHD { result += "-hd" }
    }
    result += scaleSuffix
    result += interfaceIdiomSuffix
  }

  private func appendExtensionAndQuery(to result: inout String) {
    if let pathExtension {
      result += "."
      result += pathExtension
    }
    if let query {
      result += "?"
      result += query
    }
  }
}

extension FileName: CustomStringConvertible {
  /// The name as text; the same as ``string``.
  public var description: String { string }
}
