import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension LintHTMLOutput {
  /// How a cell is marked: by the findings about the file it shows, for
  /// the device of its column (or for every device when a finding names
  /// none). Only that file's cells are marked, never a whole row.
  private enum Mark: Int, Comparable {
    case warning = 1
    case error = 2

    static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The marks of each file: per device name, and for every device (key
  /// `""`). Upscaled fallbacks are not marks: the cell's fill shows them.
  private func marks() -> [String: [String: Mark]] {
    var marks: [String: [String: Mark]] = [:]
    for finding in report.findings where finding.kind != .upscaledFallback {
      let mark: Mark = finding.severity == .error ? .error : .warning
      for device in finding.devices.isEmpty ? [""] : finding.devices {
        marks[finding.file, default: [:]][device] = max(
          marks[finding.file]?[device] ?? mark, mark)
      }
    }
    return marks
  }

  /// The device × asset matrix: its header, controls and an empty body,
  /// then every row as compact data in one `<script type="application/json">`
  /// (``matrixData(kindsOfAsset:devicesOfAsset:)``), which the page's script
  /// renders one page of rows at a time (``LintHTMLScript``). A page of
  /// 100,000 files then parses a few megabytes of data instead of a million
  /// table cells; the findings above stay in the document.
  mutating func renderMatrix() -> String {
    var kindsOfAsset: [String: Set<String>] = [:]
    var devicesOfAsset: [String: Set<String>] = [:]
    for finding in report.findings {
      kindsOfAsset[finding.asset, default: []].insert(finding.kind.identifier)
      devicesOfAsset[finding.asset, default: []].formUnion(finding.devices)
    }
    let cleanCount = report.assets.count { kindsOfAsset[$0.path] == nil }
    var html = "<section id=\"assets\">\n<h2>Which file each device loads</h2>\n"
    html += "<div class=\"toolbar\">"
    if cleanCount > 0 {
      html += "<button type=\"button\" id=\"toggle-clean\" data-count=\"\(cleanCount)\">"
      html += "Show the \(cleanCount) assets without findings</button>"
    }
    html += "<button type=\"button\" id=\"toggle-checker\">Dark checkerboard</button>"
    html += "<span class=\"legend\"><span class=\"swatch up\"></span>upscaled"
    html += "<span class=\"swatch err\"></span>this file has an error on this device"
    html += "<span class=\"swatch warn\"></span>a warning (pixel size, …)"
    html += "<span class=\"swatch none\"></span>no file</span></div>\n"
    html += pager("top")
    html += "<noscript><p class=\"note\">The matrix is drawn by the page's script; with "
    html += "scripts off, the findings above are the report.</p></noscript>\n"
    html += "<div class=\"scroll\">\n<table class=\"matrix\" id=\"matrix\" "
    html += "data-assets=\"\(report.assets.count)\" data-devices=\"\(report.devices.count)\" "
    html += "data-page-size=\"\(LintHTMLOutput.assetRowsPerPage)\">\n"
    html += "<thead><tr><th class=\"corner\" scope=\"col\">Asset</th>"
    for device in report.devices {
      html += "<th class=\"device\" scope=\"col\"><span class=\"dname\">\(escape(device.name))"
      html += "</span><span class=\"dtraits\">\(traits(of: device.device))</span></th>"
    }
    html += "</tr></thead>\n<tbody></tbody>\n</table>\n</div>\n"
    html += pager("bottom")
    html += "<script type=\"application/json\" id=\"matrix-data\">"
    html += matrixData(kindsOfAsset: kindsOfAsset, devicesOfAsset: devicesOfAsset)
    html += "</script>\n</section>\n"
    return html
  }

  /// How many asset rows one page of the matrix shows.
  static let assetRowsPerPage = 200

  /// The previous/next controls of the matrix, filled in by the script.
  private func pager(_ position: String) -> String {
    "<div class=\"pager\" id=\"pager-\(position)\"><button type=\"button\" "
      + "data-page=\"-1\">&#8592; Previous</button><span class=\"page-info\"></span>"
      + "<button type=\"button\" data-page=\"1\">Next &#8594;</button></div>\n"
  }

  /// The matrix as JSON, safe inside `<script>` (every string goes through
  /// ``HTMLText/scriptJSONString(_:)``):
  ///
  /// - `dirs`: folder paths, referred to by position, and `dirURLs`, the
  ///   same as URL paths relative to the page (`base`, then the folder's
  ///   percent-encoded path and `/`);
  /// - `files`: `[dir, name]`, and for files a cell shows also
  ///   `thumbnail kind, argument, size text`: kind 0 is the embedded image
  ///   `.pN` (argument N), 1 a linked image (argument its URL), 4 a linked
  ///   image at its folder's URL (argument its percent-encoded name, or 0
  ///   when that is the name), 2 a tile (argument its text, `PLIST`), 3
  ///   unreadable;
  /// - `assets`, in the report's order (row N is `#asset-N`):
  ///   `[dir, name, kinds, devices, files, cells]`, with kinds and devices
  ///   of its findings as `|a|b|` (empty without findings), its files by
  ///   position, and one cell per device: `-1` for no file, else
  ///   `file × 8 + upscaled + 2 × warning + 4 × error`.
  ///
  /// Files are numbered, and thumbnails embedded, in the order the page
  /// shows them (assets with findings first), so the embedding budget
  /// goes to what is seen first.
  private mutating func matrixData(
    kindsOfAsset: [String: Set<String>], devicesOfAsset: [String: Set<String>]
  ) -> String {
    let marks = marks()
    var directories: [String] = []
    var directoryURLs: [String] = []
    var directoryNumbers: [String: Int] = [:]
    func directoryNumber(_ directory: String) -> Int {
      if let number = directoryNumbers[directory] { return number }
      directories.append(directory)
      directoryURLs.append(
        images.linkPrefix
          + (directory.isEmpty ? "" : PathText.percentEncoded(directory.utf8) + "/"))
      directoryNumbers[directory] = directories.count - 1
      return directories.count - 1
    }
    // A file's entry gets its thumbnail the first time a cell shows it.
    var files: [String] = []
    var fileNumbers: [String: Int] = [:]
    var shownFiles: Set<Int> = []
    func fileNumber(_ file: String, shown: Bool, isImage: Bool) -> Int {
      let known = fileNumbers[file]
      if let known, !shown || shownFiles.contains(known) { return known }
      let (directory, name) = PathText.split(file)
      let folder = directoryNumber(directory)
      var entry = "[\(folder),\(HTMLText.scriptJSONString(name))"
      if shown {
        entry += "," + thumbnailData(file, name: name, folderURL: directoryURLs[folder])
        entry += "," + sizeData(file, isImage: isImage)
      }
      let number = known ?? files.count
      if known == nil { files.append(entry) } else { files[number] = entry }
      fileNumbers[file] = number
      if shown { shownFiles.insert(number) }
      return number
    }
    let order =
      report.assets.indices.filter { kindsOfAsset[report.assets[$0].path] != nil }
      + report.assets.indices.filter { kindsOfAsset[report.assets[$0].path] == nil }
    var rows = [String](repeating: "", count: report.assets.count)
    for number in order {
      let asset = report.assets[number]
      let (directory, name) = PathText.split(asset.path)
      var row = "[\(directoryNumber(directory)),\(HTMLText.scriptJSONString(name)),"
      let kinds = kindsOfAsset[asset.path]?.sorted() ?? []
      let devices = devicesOfAsset[asset.path]?.sorted() ?? []
      row += HTMLText.scriptJSONString(kinds.isEmpty ? "" : "|\(kinds.joined(separator: "|"))|")
      row += ","
      row += HTMLText.scriptJSONString(
        kinds.isEmpty ? "" : "|\(devices.joined(separator: "|"))|")
      var cells: [String] = []
      for (device, choice) in zip(report.devices, asset.choices) {
        guard let file = choice.file else {
          cells.append("-1")
          continue
        }
        let fileMarks = marks[file]
        let mark = [fileMarks?[device.name], fileMarks?[""]].compactMap { $0 }.max()
        var value = fileNumber(file, shown: true, isImage: asset.isImage) * 8
        if choice.isUpscaled { value += 1 }
        if mark == .warning { value += 2 }
        if mark == .error { value += 4 }
        cells.append(String(value))
      }
      let fileList = asset.files.map {
        String(fileNumber($0, shown: false, isImage: asset.isImage))
      }
      row += ",[\(fileList.joined(separator: ","))],[\(cells.joined(separator: ","))]]"
      rows[number] = row
    }
    var json = "{\"dirs\":["
    json.reserveCapacity(rows.count * (report.devices.count * 7 + 60) + files.count * 40)
    json += directories.map(HTMLText.scriptJSONString).joined(separator: ",")
    json += "],\n\"dirURLs\":["
    json += directoryURLs.map(HTMLText.scriptJSONString).joined(separator: ",")
    json += "],\n\"files\":[\n"
    json += files.map { $0 + "]" }.joined(separator: ",\n")
    json += "],\n\"assets\":[\n"
    json += rows.joined(separator: ",\n")
    return json + "]}"
  }

  /// A shown file's `thumbnail kind, argument` (see
  /// ``matrixData(kindsOfAsset:devicesOfAsset:)``); `folderURL` is the URL
  /// of the file's folder relative to the page, ending with `/`.
  private mutating func thumbnailData(_ file: String, name: String, folderURL: String) -> String {
    switch images.thumbnail(forFile: file) {
    case .embedded(let number):
      return "0,\(number)"
    case .linked(let url):
      let encodedName = PathText.percentEncoded(name.utf8)
      guard url == folderURL + encodedName else { return "1," + HTMLText.scriptJSONString(url) }
      return "4," + (encodedName == name ? "0" : HTMLText.scriptJSONString(encodedName))
    case .notAnImage:
      let pathExtension = PathText.lastExtension(file).map(String.init) ?? "file"
      return "2," + HTMLText.scriptJSONString(String(pathExtension.prefix(5)).uppercased())
    case .unreadable:
      return "3,0"
    }
  }

  /// A shown file's size text: `16×16`, `16×16 +2` for more pages, `size
  /// unknown`, or empty.
  private func sizeData(_ file: String, isImage: Bool) -> String {
    var size = ""
    if let image = report.images[file] {
      if let pixelSize = image.pixelSize {
        size = "\(pixelSize.width)×\(pixelSize.height)"
        if image.pages.count > 1 { size += " +\(image.pages.count - 1)" }
      } else if image.problem == nil, isImage {
        size = "size unknown"
      }
    }
    return HTMLText.scriptJSONString(size)
  }

  /// The thumbnail box of `file`.
  private mutating func thumbnail(_ file: String) -> String {
    switch images.thumbnail(forFile: file) {
    case .embedded(let number):
      return "<b><i class=\"pic p\(number)\"></i></b>"
    case .linked(let url):
      return "<b><img class=\"pic\" loading=\"lazy\" alt=\"\" src=\"\(escape(url))\"></b>"
    case .notAnImage:
      let pathExtension = PathText.lastExtension(file).map(String.init) ?? "file"
      return "<b class=\"doc\">\(escape(String(pathExtension.prefix(5)).uppercased()))</b>"
    case .unreadable:
      return "<b class=\"ph\">unreadable</b>"
    }
  }

  /// The launch images, app icons and App Store artwork, if any.
  mutating func renderSystemImages() -> String {
    guard !report.systemImages.isEmpty else { return "" }
    let marks = marks()
    var html = "<section id=\"system\">\n<h2>Launch images and app icons</h2>\n"
    html += "<p class=\"note\">iOS loads these itself, by its own rules: they are checked for "
    html += "their pixel size and, with 4-inch or larger iPhones audited, for the -568h@2x "
    html += "launch image.</p>\n<table class=\"system\">\n<tbody>\n"
    for system in report.systemImages {
      let mark = marks[system.path]?.values.max()
      html += "<tr><td class=\"t\(mark == .error ? " err" : mark == .warning ? " warn" : "")\">"
      html += thumbnail(system.path) + "</td><td>\(escape(system.path))</td>"
      html += "<td>\(system.role)</td><td>"
      if let size = report.images[system.path]?.pixelSize {
        html += "\(size.width)×\(size.height) px"
      }
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>\n</section>\n"
    return html
  }

  /// `phone @2x` and `375×667`, on two lines.
  private func traits(of device: Device) -> String {
    let size =
      "\(JSONOutput.number(device.screenSize.width))×"
      + JSONOutput.number(device.screenSize.height)
    return escape("\(device.idiom.rawValue) @\(JSONOutput.number(device.scale))x") + "<br>"
      + escape(size)
  }
}
