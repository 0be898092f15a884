#!/usr/bin/env python3
"""Checks that `standard-paths lint --html` renders and works in headless Chromium.

Builds a fixture tree of real, solid-colour PNGs (or uses --fixture, or with
--assets N generates N assets with a mix of findings), runs
`standard-paths lint DIR --json --html report.html`, then
  1. the page's matrix data (`<script type="application/json" id="matrix-data">`)
     parses as JSON and holds one row per asset with one cell per device (counts
     from the JSON report), and no `</script` or `<!--` inside it;
  2. `chromium --dump-dom` (timed: with --max-load-seconds the page must load
     within it): the first page of the matrix is drawn (the assets with
     findings, at most one page of rows, one cell per device), one finding row
     per group, the page's own two <script> elements only (a file is named
     `<script>…`), no event-handler attribute;
  3. a harness page loads the report in a 1600 x 1000 frame
     (`--allow-file-access-from-files`) and drives it: the summary and the
     first finding lie within the first 1,000 px, the kind and name filters
     hide rows (counts checked against the JSON), the pager turns pages, a
     link to a row draws it, the toggle shows the assets without findings
     (their names as text, the hostile ones too), the checkerboard toggle
     switches;
  4. `chromium --screenshot`: the PNG decodes (zlib/struct only), is not one
     colour, and shows the fixture's thumbnail colours;
  5. the page is under --max-bytes (default 5 MB).
A generated tree (--assets) is written on /dev/shm when it has 2 GB free. The
last line lists the time each phase took.

Usage: check-lint-html.py [--cli PATH] [--fixture DIR | --assets N] [--keep DIR]
                          [--chromium PATH] [--expect-text TEXT]... [--max-bytes N]
                          [--max-load-seconds S]
Exit status 0 when every check passes; 1 with a list of failures; 2 when a
tool is missing.
"""
import argparse
import html
import html.parser
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

# Fixture: (relative path, RGB colour or None for a non-PNG file).
FIXTURE = [
    ("Icons/star.png", (230, 57, 70)),
    ("Icons/star@2x.png", (29, 53, 87)),
    ("Icons/star@3x.png", (42, 157, 143)),
    ("Icons/star~ipad.png", (244, 162, 97)),
    ("Icons/star@2x~ipad.png", (131, 56, 236)),
    ("Icons/thing.png", (0, 180, 216)),
    ("Icons/thing-hd@2x~iphone.png", (255, 0, 110)),
    ("photo.png", (255, 190, 11)),
    ("Buttons/ok.png", (58, 134, 255)),
    ("Buttons/ok@2X.png", (251, 86, 7)),
    ("Buttons/ok~ipad@2x.png", (6, 214, 160)),
    ("Logo@2x.png", (17, 138, 178)),
    ("logo.png", (239, 71, 111)),
    ("Splash/splash.png", (7, 59, 76)),
    ("Splash/splash-hd-568h.png", (255, 209, 102)),
    ("Splash/splash-568h-hd.png", (153, 217, 140)),
    ("Pads/tablet~ipad.png", (52, 160, 164)),
    ("Pads/tablet@2x~ipad.png", (181, 23, 158)),
    ("<script>alert(1)<.png", (120, 120, 120)),
    ('"onmouseover="alert(1).png', (100, 100, 100)),
    ("Data/level.plist", None),
]
HOSTILE = ["<script>alert(1)<.png", '"onmouseover="alert(1).png']
BIG = "Big/huge.png"  # above the 256 KB embedding limit


def png(width, height, rgb):
    """A valid RGB PNG of one colour, deflate-compressed."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    row = b"\x00" + bytes(rgb) * width
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height))
            + chunk(b"IEND", b""))


def noisy_png(width, height):
    """A PNG of random pixels, stored without compression: large."""
    rows = b"".join(b"\x00" + os.urandom(width * 3) for _ in range(height))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b""))


def build_fixture(root):
    for path, colour in FIXTURE:
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            # Sizes in proportion with the scale each name claims.
            side = 24 if "@3x" in path else 16 if "@2x" in path else 8
            f.write(png(side, side, colour) if colour else b"<plist/>\n")
    os.makedirs(os.path.join(root, "Big"), exist_ok=True)
    with open(os.path.join(root, BIG), "wb") as f:
        f.write(noisy_png(320, 320))


def build_large_fixture(root, count):
    """`count` assets in folders of 50: most clean (1x, @2x, @3x of exact
    sizes), and a deterministic mix of findings: a missing @2x/@3x (upscaled),
    an @3x of the wrong size, a misspelt suffix, cocos2d's -ipadhd, a plist, a
    large image (linked, not embedded; among the first 4,000 assets only, so
    a 100,000-file tree stays small on disk). Returns the number of files."""
    files = 0
    for index in range(count):
        folder = os.path.join(root, f"Folder{index // 50:02d}")
        os.makedirs(folder, exist_ok=True)
        name = f"asset{index:04d}"
        colour = ((index * 37) % 256, (index * 91) % 256, (index * 53) % 256)
        side = 8 + index % 5

        def write(file, data):
            nonlocal files
            files += 1
            with open(os.path.join(folder, file), "wb") as f:
                f.write(data)
        kind = index % 20
        if kind == 3:  # plist resource
            write(name + ".plist", b"<plist/>\n")
            write(name + "-hd.plist", b"<plist/>\n")
            continue
        if kind == 17 and index % 40 == 17 and index < 4000:  # a large image: linked
            write(name + ".png", noisy_png(120, 120))
            write(name + "@2x.png", noisy_png(240, 240))
            write(name + "@3x.png", noisy_png(360, 360))
            continue
        write(name + ".png", png(side, side, colour))
        if kind != 5:  # upscaled fallback when missing
            write(name + "@2x.png", png(side * 2, side * 2, colour))
        if kind not in (5, 9):
            third = side * 4 if kind == 7 else side * 3  # wrong pixel size
            write(name + "@3x.png", png(third, third, colour))
        if kind == 11:
            write(name + "~ipad@2x.png", png(side * 2, side * 2, colour))  # out of order
        if kind == 13:
            write(name + "-ipadhd.png", png(side * 4, side * 4, colour))  # cocos2d
    return files


def decode_png(data):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB/RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour_type}")
    channels = 3 if colour_type == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


class DOMCounter(html.parser.HTMLParser):
    """Counts the report's elements by tag and class, and collects texts."""

    def __init__(self):
        super().__init__()
        self.counts = {}
        self.texts = []
        self.attributes = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.attributes.append(attrs)
        self.counts[tag] = self.counts.get(tag, 0) + 1
        for name in (attrs.get("class") or "").split():
            key = f"{tag}.{name}"
            self.counts[key] = self.counts.get(key, 0) + 1

    def handle_data(self, data):
        self.texts.append(data)


HARNESS = """<!DOCTYPE html>
<html><head><meta charset="utf-8"></head><body style="margin:0">
<iframe id="frame" src="report.html" style="width:1600px;height:1000px;border:0"></iframe>
<pre id="result">pending</pre>
<script>
document.getElementById("frame").addEventListener("load", function () {
  var d = this.contentDocument, w = this.contentWindow, r = {};
  function shown(selector) {
    return Array.prototype.filter.call(d.querySelectorAll(selector), function (e) {
      return !e.hidden && e.getClientRects().length > 0;
    }).length;
  }
  function top(element) { return element ? element.getBoundingClientRect().top : null; }
  var first = d.querySelector("tr.finding");
  r.summaryTop = top(d.getElementById("summary"));
  r.firstFindingTop = top(first);
  r.firstFindingBottom = first ? first.getBoundingClientRect().bottom : null;
  r.findings = shown("tr.finding");
  r.assetRows = shown("tr.asset-row");
  r.assetCells = d.querySelectorAll("#matrix tbody td.c").length;
  r.pageInfo = d.querySelector("#pager-top .page-info").textContent;
  var link = d.querySelector("tr.finding a[href^='#asset-']");
  if (link) {
    r.linkTarget = link.getAttribute("href");
    link.click();
    r.linkDrawn = !!d.getElementById(r.linkTarget.slice(1));
  }
  var kind = d.getElementById("f-kind");
  if (kind) {
    kind.value = KIND;
    kind.dispatchEvent(new w.Event("change"));
    r.findingsOfKind = shown("tr.finding");
    r.assetRowsOfKind = shown("tr.asset-row");
    kind.value = "";
    kind.dispatchEvent(new w.Event("change"));
    var name = d.getElementById("f-name");
    name.value = NAME;
    name.dispatchEvent(new w.Event("input"));
    r.findingsOfName = shown("tr.finding");
    r.countText = d.getElementById("f-count").textContent;
    name.value = "";
    name.dispatchEvent(new w.Event("input"));
  }
  var toggle = d.getElementById("toggle-clean");
  if (toggle) {
    toggle.click();
    r.assetRowsAll = shown("tr.asset-row");
    r.pageInfoAll = d.querySelector("#pager-top .page-info").textContent;
    r.docTiles = d.querySelectorAll("#matrix b.doc").length;
    r.scripts = d.querySelectorAll("script").length;
    r.handlers = Array.prototype.filter.call(d.querySelectorAll("#matrix *"), function (e) {
      return Array.prototype.some.call(e.attributes, function (a) { return /^on/i.test(a.name); });
    }).length;
    r.matrixText = d.getElementById("matrix").textContent;
    var next = d.querySelector("#pager-top [data-page='1']");
    if (!next.disabled) {
      var first = d.querySelector("tr.asset-row").id;
      next.click();
      r.secondPageInfo = d.querySelector("#pager-top .page-info").textContent;
      r.secondPageFirst = d.querySelector("tr.asset-row").id;
      r.secondPageTurned = r.secondPageFirst !== first;
    }
  }
  d.getElementById("toggle-checker").click();
  r.darkChecker = d.body.classList.contains("dark-checker");
  document.getElementById("result").textContent = JSON.stringify(r);
});
</script></body></html>
"""


def find_chromium(explicit):
    for name in ([explicit] if explicit else []) + ["chromium", "chromium-browser",
                                                     "google-chrome", "chrome"]:
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium(binary, profile, *arguments):
    # Besides --user-data-dir, Chromium (and the GLib/dconf code it loads) writes under HOME and
    # the XDG folders (~/.config/chromium, ~/.cache/dconf): give it a home of its own beside the
    # profile, so a run never touches the real one.
    home = os.path.join(os.path.dirname(os.path.abspath(profile)), "chromium-home")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
               XDG_CACHE_HOME=os.path.join(home, ".cache"),
               XDG_DATA_HOME=os.path.join(home, ".local", "share"),
               XDG_STATE_HOME=os.path.join(home, ".local", "state"),
               XDG_RUNTIME_DIR=os.path.join(home, "run"))
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-dev-shm-usage", "--hide-scrollbars", "--force-color-profile=srgb",
               f"--user-data-dir={profile}", *arguments]
    return subprocess.run(command, capture_output=True, timeout=180, env=env)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--cli", default=os.path.join(here, "..", ".build", "debug",
                                                      "standard-paths"))
    parser.add_argument("--fixture", help="audit this folder instead of building one")
    parser.add_argument("--assets", type=int, help="generate this many assets instead")
    parser.add_argument("--keep", help="write report.html and screenshot.png here")
    parser.add_argument("--chromium", help="the browser to run")
    parser.add_argument("--expect-text", action="append", default=[],
                        help="text the page must show (repeatable), e.g. a hostile file name")
    parser.add_argument("--max-bytes", type=int, default=5 * 1024 * 1024,
                        help="the largest page allowed (default 5 MB)")
    parser.add_argument("--max-load-seconds", type=float,
                        help="the longest `chromium --dump-dom` of the page allowed (wall clock, "
                             "browser start included)")
    options = parser.parse_args()

    browser = find_chromium(options.chromium)
    if not browser:
        print("check-lint-html: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 2
    if not os.access(options.cli, os.X_OK):
        print(f"check-lint-html: no standard-paths binary at {options.cli}", file=sys.stderr)
        return 2

    failures = []
    phases = []
    clock = [time.monotonic()]

    def phase(name):
        now = time.monotonic()
        phases.append(f"{name} {now - clock[0]:.1f} s")
        clock[0] = now

    def check(condition, message):
        if not condition:
            failures.append(message)

    # A generated tree of 100,000 files is written, walked and removed in
    # memory when a roomy tmpfs is there: on a shared disk, removing it alone
    # took 110 s under other builds' I/O.
    memory = "/dev/shm"
    roomy = os.path.isdir(memory) and os.access(memory, os.W_OK) and \
        os.statvfs(memory).f_bavail * os.statvfs(memory).f_frsize > 2 * 1024 ** 3
    with tempfile.TemporaryDirectory(prefix="check-lint-html-",
                                     dir=memory if options.assets and roomy else None) as scratch:
        out = options.keep or os.path.join(scratch, "out")
        os.makedirs(out, exist_ok=True)
        fixture = options.fixture or os.path.join(out if options.keep else scratch, "fixture")
        if options.assets:
            shutil.rmtree(fixture, ignore_errors=True)
            started = time.monotonic()
            files = build_large_fixture(fixture, options.assets)
            print(f"check-lint-html: generated {options.assets} assets, {files} files, in "
                  f"{time.monotonic() - started:.1f} s")
        elif not options.fixture:
            shutil.rmtree(fixture, ignore_errors=True)
            build_fixture(fixture)
        page = os.path.join(out, "report.html")
        shot = os.path.join(out, "screenshot.png")

        started = time.monotonic()
        lint = subprocess.run([options.cli, "lint", fixture, "--json", "--html", page],
                              capture_output=True, timeout=300)
        lint_seconds = time.monotonic() - started
        phase("tree and lint")
        if lint.returncode != 0:
            print(f"check-lint-html: lint exited {lint.returncode}: {lint.stderr.decode()}",
                  file=sys.stderr)
            return 1
        report = json.loads(lint.stdout)
        assets, devices = len(report["assets"]), len(report["devices"])
        findings = report["findings"]
        groups = report["groups"]
        page_bytes = os.path.getsize(page)
        check(page_bytes < options.max_bytes,
              f"page is {page_bytes} bytes, limit {options.max_bytes}")
        finding_assets = {f["asset"] for f in findings}
        in_matrix = {a["path"] for a in report["assets"]}
        with_findings = len(finding_assets & in_matrix)
        # The first rows the page shows (assets with findings first): their
        # small PNGs' colours, to look for in the screenshot.
        shown_first = ([a for a in report["assets"] if a["path"] in finding_assets]
                       + [a for a in report["assets"] if a["path"] not in finding_assets])[:60]
        embedded_colours = []
        decoded = set()
        for asset in shown_first:
            for chosen in asset["choices"].values():
                if chosen and chosen.endswith(".png") and chosen not in decoded and \
                        os.path.getsize(os.path.join(fixture, chosen)) < 16 * 1024:
                    decoded.add(chosen)
                    with open(os.path.join(fixture, chosen), "rb") as f:
                        try:
                            _, _, rows = decode_png(f.read())
                        except (ValueError, zlib.error, TypeError, struct.error, IndexError):
                            continue
                    embedded_colours.append(rows[0][0])

        # 1. The matrix data: one row per asset, one cell per device; nothing in
        # it can end the script element.
        with open(page, encoding="utf-8") as f:
            source = f.read()
        match = re.search(r'<script type="application/json" id="matrix-data">(.*?)</script>',
                          source, re.S)
        check(match is not None, "no matrix data in the page")
        page_size = int(re.search(r'data-page-size="(\d+)"', source).group(1)) \
            if 'data-page-size="' in source else 0
        if match:
            raw = match.group(1)
            check("<!--" not in raw and "</script" not in raw.lower() and "<" not in raw,
                  "unescaped < in the matrix data")
            try:
                data = json.loads(raw)
            except ValueError as error:
                data = None
                check(False, f"the matrix data is not JSON: {error}")
            if data:
                check(len(data["assets"]) == assets,
                      f"matrix data rows: {len(data['assets'])} != {assets}")
                check(all(len(a[5]) == devices for a in data["assets"]),
                      f"a matrix data row has not {devices} cells")
                check(sum(1 for a in data["assets"] if a[2]) == with_findings,
                      "matrix data: rows with findings differ from the JSON report")
                names = {(data["dirs"][a[0]] + "/" if data["dirs"][a[0]] else "") + a[1]
                         for a in data["assets"]}
                check(names == in_matrix, "matrix data: asset names differ from the JSON report")
        del source

        phase("the report's JSON and the matrix data")
        # 2. The page as loaded, timed.
        started = time.monotonic()
        dom = chromium(browser, os.path.join(scratch, "profile-dom"), "--dump-dom",
                       "file://" + page)
        load_seconds = time.monotonic() - started
        check(dom.returncode == 0, f"chromium --dump-dom exited {dom.returncode}")
        if options.max_load_seconds:
            check(load_seconds < options.max_load_seconds,
                  f"the page took {load_seconds:.1f} s to load, limit {options.max_load_seconds} s")
        print(f"check-lint-html: lint {lint_seconds:.1f} s; page {page_bytes} bytes; "
              f"chromium --dump-dom {load_seconds:.1f} s (wall clock, browser start included)")
        phase("chromium --dump-dom")
        counter = DOMCounter()
        counter.feed(dom.stdout.decode("utf-8", "replace"))
        phase("parsing the DOM")
        counts = counter.counts
        check(counts.get("table.matrix") == 1, "one matrix table")
        check(counts.get("th.device") == devices,
              f"device columns: {counts.get('th.device')} != {devices}")
        # The first page of the matrix: the assets with findings, at most a page.
        # (A folder without findings shows its assets from the start.)
        first_page = min(with_findings or assets, page_size)
        check(counts.get("tr.asset-row", 0) == first_page,
              f"matrix rows drawn: {counts.get('tr.asset-row', 0)} != {first_page}")
        check(counts.get("td.c", 0) == first_page * devices,
              f"matrix cells drawn: {counts.get('td.c', 0)} != {first_page} x {devices}")
        # One row per group of findings with one rule and cause.
        check(counts.get("tr.finding", 0) == len(groups),
              f"finding rows: {counts.get('tr.finding', 0)} != {len(groups)} groups")
        check(sum(g["count"] for g in groups) == len(findings),
              "the groups do not hold every finding")
        check(counts.get("script", 0) == 2, f"{counts.get('script')} <script> elements, not 2")
        check(sum(1 for attrs in counter.attributes if attrs.get("type") == "application/json")
              == 1, "not one JSON data <script>")
        check(not any(name.startswith("on") for attrs in counter.attributes for name in attrs),
              "an event-handler attribute was injected")
        check(counts.get("i.pic", 0) > 0, "no embedded image")
        text = "".join(counter.texts)
        if options.assets and data:
            check(any(len(f) > 2 and f[2] in (1, 4) for f in data["files"]),
                  "no linked (large) image in the matrix data")

        result = {}
        if findings:
            kinds = {}
            for group in groups:
                kinds[group["kind"]] = kinds.get(group["kind"], 0) + 1
            kind = min(kinds, key=lambda k: (kinds[k], k))
            target = findings[len(findings) // 2]["file"].rsplit("/", 1)[-1].lower()
            named_groups = [g for g in groups
                            if any(target in (findings[m]["file"] + " "
                                              + findings[m]["asset"]).lower()
                                   for m in g["members"])]
            named_rows = len(named_groups)
            named = sum(g["count"] for g in named_groups)
            kind_assets = len({f["asset"] for f in findings if f["kind"] == kind
                               and f["asset"] in in_matrix})
            with open(os.path.join(out, "harness.html"), "w") as f:
                f.write(HARNESS.replace("KIND", json.dumps(kind)).replace(
                    "NAME", json.dumps(target)))
            phase("checks of the DOM")
            driven = chromium(browser, os.path.join(scratch, "profile-harness"),
                              "--allow-file-access-from-files", "--virtual-time-budget=20000",
                              "--window-size=1700,1100", "--dump-dom",
                              "file://" + os.path.join(out, "harness.html"))
            dumped = driven.stdout.decode("utf-8", "replace")
            match = re.search(r'<pre id="result">(.*?)</pre>', dumped, re.S)
            raw = html.unescape(match.group(1)) if match else dumped[-300:]
            try:
                result = json.loads(raw)
            except ValueError:
                result = {}
                check(False, f"the harness did not report: {raw[:200]!r}")
            if result:
                check(result["summaryTop"] is not None and result["summaryTop"] < 1000,
                      f"summary starts at {result['summaryTop']} px")
                check(result["firstFindingBottom"] is not None
                      and result["firstFindingBottom"] <= 1000,
                      f"first finding ends at {result['firstFindingBottom']} px")
                check(result["findings"] == len(groups),
                      f"{result['findings']} finding rows shown before filtering")
                check(result["findingsOfKind"] == kinds[kind] < len(groups) or
                      len(kinds) == 1, f"kind filter {kind}: {result['findingsOfKind']} rows "
                      f"shown, expected {kinds[kind]}")
                check(result["assetRowsOfKind"] <= max(kind_assets, 1),
                      f"kind filter left {result['assetRowsOfKind']} asset rows")
                check(result["findingsOfName"] == named_rows,
                      f"name filter {target!r}: {result['findingsOfName']} rows, "
                      f"expected {named_rows}")
                check(result["countText"] == f"{named} of {len(findings)} findings",
                      f"count text {result['countText']!r}")
                check(result["assetRows"] == min(with_findings, page_size),
                      f"{result['assetRows']} asset rows shown by default, expected "
                      f"{min(with_findings, page_size)} (those with findings, one page)")
                check(result["assetCells"] == result["assetRows"] * devices,
                      f"{result['assetCells']} cells drawn for {result['assetRows']} rows")
                check(result["pageInfo"].startswith(
                    f"Assets 1\u2013{min(with_findings, page_size)} of {with_findings}"),
                      f"pager says {result['pageInfo']!r}")
                if "linkTarget" in result:
                    check(result["linkDrawn"], f"link {result['linkTarget']} drew no row")
                if "assetRowsAll" in result:
                    check(result["assetRowsAll"] == min(assets, page_size),
                          f"toggle shows {result['assetRowsAll']} asset rows, expected "
                          f"{min(assets, page_size)}")
                    check(result["pageInfoAll"].startswith(
                        f"Assets 1\u2013{min(assets, page_size)} of {assets}"),
                          f"pager says {result['pageInfoAll']!r} with every asset")
                    check(result["scripts"] == 2 and result["handlers"] == 0,
                          f"{result['scripts']} scripts, {result['handlers']} event-handler "
                          "attributes in the drawn matrix")
                    text += result["matrixText"]
                    if assets > page_size:
                        check(result.get("secondPageTurned") and result["secondPageInfo"]
                              .startswith(f"Assets {page_size + 1}\u2013"),
                              f"the pager did not turn: {result.get('secondPageInfo')!r}")
                check(result["darkChecker"], "checkerboard toggle did nothing")
                print(f"check-lint-html: harness: summary at {result['summaryTop']:.0f} px, "
                      f"first finding ends at {result['firstFindingBottom']:.0f} px; kind "
                      f"{kind}: {result['findingsOfKind']} of {result['findings']} findings; "
                      f"name {target!r}: {result['findingsOfName']}; asset rows "
                      f"{result['assetRows']} -> {result.get('assetRowsAll')}; pager "
                      f"{result['pageInfo']!r} -> {result.get('pageInfoAll')!r} -> "
                      f"{result.get('secondPageInfo')!r}")
        for expected in options.expect_text:
            check(expected in text, f"page does not show the text {expected!r}")
        if not options.fixture and not options.assets:
            for name in HOSTILE:
                check(name in text, f"hostile name not shown as text: {name}")
            check(result.get("docTiles", 0) > 0, "no file-name tile for the plist")

        # The first screen, to look at; and the matrix alone (a copy of the
        # page with the header and the findings hidden), for its thumbnails.
        phase("harness")
        shooting = chromium(browser, os.path.join(scratch, "profile-shot"),
                            f"--screenshot={shot}", "--window-size=1600,1000",
                            "file://" + page)
        check(shooting.returncode == 0 and os.path.exists(shot),
              f"chromium --screenshot exited {shooting.returncode}")
        tall = os.path.join(out, "screenshot-tall.png")
        matrix_page = os.path.join(out, "matrix-only.html")
        with open(page, encoding="utf-8") as source, open(matrix_page, "w",
                                                          encoding="utf-8") as target:
            target.write(source.read().replace(
                "</head>", "<style>header, #findings { display: none; }</style></head>", 1))
        chromium(browser, os.path.join(scratch, "profile-tall"), f"--screenshot={tall}",
                 "--window-size=1600,3000", "file://" + matrix_page)
        phase("screenshots")
        if os.path.exists(shot) and os.path.exists(tall):
            with open(tall, "rb") as f:
                width, height, rows = decode_png(f.read())
            histogram = {}
            for row in rows:
                for pixel in row:
                    histogram[pixel] = histogram.get(pixel, 0) + 1
            check(len(histogram) > 50, f"screenshot has only {len(histogram)} colours")
            top_share = max(histogram.values()) / (width * height)
            check(top_share < 0.95, f"screenshot is {top_share:.0%} one colour")

            def visible(colour):
                return sum(count for pixel, count in histogram.items()
                           if all(abs(a - b) <= 3 for a, b in zip(pixel, colour)))
            shown = [c for c in set(embedded_colours) if visible(c) >= 40]
            check(len(shown) >= min(3, len(set(embedded_colours))),
                  f"thumbnail colours visible: {len(shown)} of {len(set(embedded_colours))}")
            print(f"check-lint-html: screenshot {width}x{height}, {len(histogram)} colours, "
                  f"{len(shown)} of {len(set(embedded_colours))} thumbnail colours visible")
        phase("screenshot decoding")
        print(f"check-lint-html: DOM {counts.get('tr.asset-row')} rows x "
              f"{counts.get('th.device')} devices = {counts.get('td.c')} cells, "
              f"{counts.get('tr.finding', 0)} findings, {counts.get('i.pic', 0)} embedded and "
              f"{counts.get('img.pic', 0)} linked thumbnails; page {page_bytes} bytes")

        phase("rest")
    phase("cleanup")
    print("check-lint-html: phases: " + ", ".join(phases))
    for failure in failures:
        print(f"check-lint-html: FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
