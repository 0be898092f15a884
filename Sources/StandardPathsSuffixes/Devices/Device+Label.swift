/// How reports and messages name a device: the one spelling shared by
/// `resolve --explain`, the audit's report and the lint HTML matrix.
extension Device {
  /// The preset name (``presetName``, such as `ipad-retina`), or else the
  /// traits (``traitsText``).
  package var label: String { presetName ?? traitsText }

  /// `pad @2x 768x1024`: the idiom, the scale and the screen size, with
  /// numbers in their shortest form.
  var traitsText: String { idiomAndScaleText + " " + screenSizeText() }

  /// `pad @2x`.
  var idiomAndScaleText: String {
    "\(idiom.rawValue) @\(SuffixNumber.text(scale))x"
  }

  /// `768x1024`, or with another separator between width and height.
  func screenSizeText(separator: String = "x") -> String {
    SuffixNumber.text(screenSize.width) + separator + SuffixNumber.text(screenSize.height)
  }
}
