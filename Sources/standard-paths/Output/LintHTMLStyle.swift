/// The style sheet of the `lint --html` page, inlined so the page needs no
/// other file.
enum LintHTMLStyle {
  static let css = """
    :root { color-scheme: light; --ink: #1c2230; --muted: #667085; --line: #e4e7ec;
      --error: #b42318; --error-bg: #fee4e2; --warning: #93370d; --warning-bg: #fef0c7;
      --warn: #f79009; --up: #fdb022; --page: #f5f6f8; --check-a: #ffffff; --check-b: #e4e7ec; }
    body.dark-checker { --check-a: #1d2939; --check-b: #344054; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 20px 28px 40px; background: var(--page); color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
      sans-serif; }
    h1 { font-size: 22px; margin: 0 0 2px; }
    h2 { font-size: 17px; margin: 22px 0 8px; }
    code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
    .root { margin: 0 0 10px; color: var(--muted); word-break: break-all; }
    .stats { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0;
      margin: 0 0 10px; }
    .stats li { background: #fff; border: 1px solid var(--line); border-radius: 8px;
      padding: 4px 12px; color: var(--muted); }
    .stats b { display: block; font-size: 18px; color: var(--ink); }
    .stats li.error b { color: var(--error); }
    .stats li.warning b { color: var(--warning); }
    .chips { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 4px 0; }
    .chips .label { color: var(--muted); font-size: 12px; min-width: 70px; }
    .chips .none { color: var(--muted); }
    .chip { border: 1px solid var(--line); background: #fff; border-radius: 12px;
      padding: 1px 9px; font: inherit; font-size: 12px; cursor: pointer; color: var(--ink); }
    .chip.error { border-color: #fda29b; background: var(--error-bg); }
    .chip.warning { border-color: #fedf89; background: var(--warning-bg); }
    .note { color: var(--muted); margin: 4px 0; font-size: 12.5px; }
    .filters { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; margin: 0 0 8px; }
    .filters label { color: var(--muted); font-size: 12.5px; }
    .filters select, .filters input { font: inherit; font-size: 13px; margin-left: 4px; }
    #f-count { color: var(--muted); font-size: 12.5px; }
    .findings { width: 100%; background: #fff; border: 1px solid var(--line);
      border-radius: 10px; border-collapse: separate; border-spacing: 0; }
    .findings th, .findings td { text-align: left; vertical-align: top; padding: 5px 10px;
      border-bottom: 1px solid var(--line); }
    .findings th { font-size: 12px; color: var(--muted); font-weight: 600; }
    .findings td.file { word-break: break-all; min-width: 160px; max-width: 340px; }
    .findings a { color: inherit; }
    .suggestion { color: var(--muted); margin-top: 2px; }
    .badge { display: inline-block; padding: 0 7px; border-radius: 9px; font-size: 11.5px;
      font-weight: 600; }
    .badge.error { background: var(--error-bg); color: var(--error); }
    .badge.warning { background: var(--warning-bg); color: var(--warning); }
    .clean-note { background: #ecfdf3; color: #05603a; border: 1px solid #abefc6;
      border-radius: 10px; padding: 10px 14px; }
    .toolbar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 0 0 8px; }
    .toolbar button { font: inherit; font-size: 12.5px; border: 1px solid var(--line);
      background: #fff; border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    .legend { color: var(--muted); font-size: 12px; }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px;
      vertical-align: -1px; margin: 0 4px 0 10px; border: 1px solid var(--line); }
    .swatch.up { background: #fffaeb; border: 2px solid var(--up); }
    .swatch.err { background: #fff; border: 2px solid var(--error); }
    .swatch.warn { background: #fff; border: 2px solid var(--warn); }
    .swatch.none { background: repeating-linear-gradient(45deg, #d0d5dd 0 2px, #fff 2px 4px);
      border-color: #d0d5dd; }
    .scroll { overflow: auto; width: fit-content; max-width: 100%; background: #fff;
      border: 1px solid var(--line); border-radius: 10px; }
    .matrix { border-collapse: separate; border-spacing: 0; }
    .matrix th, .matrix td { border-bottom: 1px solid var(--line);
      border-right: 1px solid var(--line); padding: 4px; }
    .matrix thead th { position: sticky; top: 0; z-index: 2; background: #fff;
      vertical-align: bottom; font-weight: 600; }
    .matrix .device { min-width: 78px; max-width: 96px; text-align: center; }
    .dname { display: block; font-size: 12.5px; }
    .dtraits { display: block; font-size: 11px; font-weight: 400; color: var(--muted);
      white-space: nowrap; line-height: 1.3; }
    .matrix th.asset, .matrix th.corner { position: sticky; left: 0; z-index: 1;
      background: #fff; text-align: left; min-width: 150px; max-width: 240px;
      word-break: break-all; font-weight: 600; font-size: 12.5px; }
    .matrix th.corner { z-index: 3; }
    .dir { display: block; font-weight: 400; color: var(--muted); font-size: 11.5px; }
    .kinds { display: block; font-weight: 400; color: var(--error); font-size: 11px; }
    tr.asset-row:target th.asset { background: var(--warning-bg); }
    .pager { display: flex; gap: 10px; align-items: center; margin: 6px 0; font-size: 12.5px;
      color: var(--muted); }
    .pager[hidden] { display: none; }
    .pager button { font: inherit; border: 1px solid var(--line); background: #fff;
      border-radius: 6px; padding: 3px 10px; cursor: pointer; color: var(--ink); }
    .pager button:disabled { cursor: default; color: var(--muted); }
    .c { text-align: center; vertical-align: top; min-width: 78px; max-width: 96px; }
    .c.up { background: #fffaeb; box-shadow: inset 0 0 0 2px var(--up); }
    .c.warn, .t.warn { box-shadow: inset 0 0 0 2px var(--warn); }
    .c.err, .t.err { box-shadow: inset 0 0 0 2px var(--error); }
    .c.none { background: repeating-linear-gradient(45deg, #f2f4f7 0 6px, #fff 6px 12px);
      color: var(--muted); }
    .c > b, .t > b { display: flex; align-items: center; justify-content: center; width: 44px;
      height: 44px; margin: 0 auto 3px; border: 1px solid #d0d5dd; border-radius: 6px;
      overflow: hidden; font-size: 10px; line-height: 1.2; color: var(--muted); font-weight: 400;
      background-color: var(--check-a);
      background-image: linear-gradient(45deg, var(--check-b) 25%, transparent 25%),
        linear-gradient(-45deg, var(--check-b) 25%, transparent 25%),
        linear-gradient(45deg, transparent 75%, var(--check-b) 75%),
        linear-gradient(-45deg, transparent 75%, var(--check-b) 75%);
      background-size: 10px 10px;
      background-position: 0 0, 0 5px, 5px -5px, -5px 0; }
    .pic { display: block; width: 100%; height: 100%; background-repeat: no-repeat;
      background-position: center; background-size: contain; object-fit: contain;
      image-rendering: pixelated; }
    .c > b.doc { font-weight: 700; letter-spacing: .04em; background: #f9fafb; }
    .c > b.ph { background: #f9fafb; padding: 2px; }
    .c > b.empty { border-style: dashed; background: transparent; font-size: 16px; }
    .c > u { display: block; font-size: 10.5px; line-height: 1.25; overflow-wrap: anywhere;
      text-decoration: none; }
    .c small { display: block; font-size: 10px; color: var(--muted); }
    .c > mark { display: inline-block; margin-top: 2px; padding: 0 5px; border-radius: 8px;
      font-size: 10px; font-weight: 600; background: var(--up); color: #4e1d09; }
    .system { background: #fff; border: 1px solid var(--line); border-radius: 10px; }
    .system td { padding: 4px 10px; border-bottom: 1px solid var(--line); }
    footer { margin-top: 28px; color: var(--muted); font-size: 12px; }
    """
}
