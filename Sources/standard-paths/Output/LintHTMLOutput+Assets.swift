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

  mutating func renderMatrix() -> String {
    let marks = marks()
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
    html += "<div class=\"scroll\">\n<table class=\"matrix\" id=\"matrix\" "
    html += "data-assets=\"\(report.assets.count)\" data-devices=\"\(report.devices.count)\">\n"
    html += "<thead><tr><th class=\"corner\" scope=\"col\">Asset</th>"
    for device in report.devices {
      html += "<th class=\"device\" scope=\"col\"><span class=\"dname\">\(escape(device.name))"
      html += "</span><span class=\"dtraits\">\(traits(of: device.device))</span></th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    html.reserveCapacity(report.assets.count * (report.devices.count + 1) * 110)
    // Rows of assets without findings wait, inert, in <template> chunks the
    // toggle renders: a page of 100,000 files loads only what matters.
    var clean = ""
    var cleanRows = 0
    var body = ""
    for (number, asset) in report.assets.enumerated() {
      let kinds = kindsOfAsset[asset.path]
      if kinds == nil {
        if cleanRows % LintHTMLOutput.cleanRowsPerTemplate == 0 {
          clean += (cleanRows == 0 ? "" : "</template>\n") + "<template class=\"clean-rows\">"
        }
        cleanRows += 1
      }
      var html = ""
      html += "<tr class=\"asset-row\(kinds == nil ? " clean" : "")\" id=\"asset-\(number)\""
      if let kinds {
        html += " data-kinds=\"|\(kinds.sorted().joined(separator: "|"))|\""
        let devices = devicesOfAsset[asset.path]?.sorted() ?? []
        html += " data-devices=\"|\(escape(devices.joined(separator: "|")))|\""
      }
      html += " data-name=\"\(escape(asset.files.joined(separator: " ").lowercased()))\">"
      html += "<th class=\"asset\" scope=\"row\">"
      let (directory, name) = PathText.split(asset.path)
      if !directory.isEmpty { html += "<span class=\"dir\">\(escape(directory))/</span>" }
      html += escape(name)
      if let kinds {
        html += "<span class=\"kinds\">\(kinds.sorted().joined(separator: " "))</span>"
      }
      html += "</th>"
      for (device, choice) in zip(report.devices, asset.choices) {
        let fileMarks = choice.file.flatMap { marks[$0] }
        let mark = [fileMarks?[device.name], fileMarks?[""]].compactMap { $0 }.max()
        html += renderCell(choice, mark: mark, isImage: asset.isImage)
      }
      html += "</tr>\n"
      if kinds == nil { clean += html } else { body += html }
    }
    html += body + "</tbody>\n</table>\n"
    if cleanRows > 0 { html += clean + "</template>\n" }
    html += "</div>\n</section>\n"
    return html
  }

  /// How many rows of assets without findings one `<template>` holds.
  static let cleanRowsPerTemplate = 500

  private mutating func renderCell(_ choice: AssetChoice, mark: Mark?, isImage: Bool) -> String {
    guard let file = choice.file else {
      return "<td class=\"c none\"><b class=\"empty\">&#8211;</b><u>no file</u></td>"
    }
    var html = "<td class=\"c"
    if choice.isUpscaled { html += " up" }
    switch mark {
    case .error?: html += " err"
    case .warning?: html += " warn"
    case nil: break
    }
    html += "\">"
    html += thumbnail(file)
    html += "<u>\(escape(PathText.split(file).name))</u>"
    if let image = report.images[file] {
      if let size = image.pixelSize {
        html += "<small>\(size.width)×\(size.height)"
        if image.pages.count > 1 { html += " +\(image.pages.count - 1)" }
        html += "</small>"
      } else if image.problem == nil, isImage {
        html += "<small>size unknown</small>"
      }
    }
    if choice.isUpscaled { html += "<mark>upscaled</mark>" }
    return html + "</td>"
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
