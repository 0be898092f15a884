/// The `lint --html` page's script: the filters (kind, device, name), the
/// summary chips that set them, the device × asset matrix drawn one page
/// of rows at a time from the page's JSON data (``LintHTMLOutput``), the
/// toggle for assets without findings, links to a matrix row, and the
/// checkerboard toggle. It reads names only from attributes and the JSON
/// data and sets only `textContent`, classes, `src` and `hidden`, so no
/// file name can become markup.
enum LintHTMLScript {
  static let javaScript = #"""
    (function () {
      "use strict";
      var body = document.body;
      var kind = document.getElementById("f-kind");
      var device = document.getElementById("f-device");
      var name = document.getElementById("f-name");
      var count = document.getElementById("f-count");
      var findings = Array.prototype.slice.call(document.querySelectorAll("tr.finding"));
      var matrix = document.getElementById("matrix");
      var matrixBody = matrix ? matrix.querySelector("tbody") : null;
      var source = document.getElementById("matrix-data");
      var data = source ? JSON.parse(source.textContent) : { dirs: [], files: [], assets: [] };
      var pageSize = matrix ? Number(matrix.getAttribute("data-page-size")) || 200 : 200;
      var pagers = Array.prototype.slice.call(document.querySelectorAll(".pager"));
      var showClean = false;
      var page = 0;
      var view = [];
      // Rows of assets with findings first, then the others; each in path order.
      var order = [];
      data.assets.forEach(function (asset, number) { if (asset[2]) { order.push(number); } });
      data.assets.forEach(function (asset, number) { if (!asset[2]) { order.push(number); } });
      var names = null;
      function path(dir, file) {
        var folder = data.dirs[dir];
        return folder ? folder + "/" + file : file;
      }
      // The lower-cased paths of each asset's files, built on the first name search.
      function nameOf(number) {
        if (!names) { names = []; }
        if (names[number] === undefined) {
          names[number] = data.assets[number][4].map(function (file) {
            var entry = data.files[file];
            return path(entry[0], entry[1]);
          }).join(" ").toLowerCase();
        }
        return names[number];
      }
      function has(list, value) {
        return (list || "").indexOf("|" + value + "|") >= 0;
      }
      function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function thumbnail(entry) {
        var box;
        if (entry[2] === 0) {
          box = element("b");
          box.appendChild(element("i", "pic p" + entry[3]));
        } else if (entry[2] === 1 || entry[2] === 4) {
          box = element("b");
          var image = element("img", "pic");
          image.loading = "lazy";
          image.alt = "";
          image.src = entry[2] === 1 ? entry[3]
            : data.dirURLs[entry[0]] + (entry[3] === 0 ? entry[1] : entry[3]);
          box.appendChild(image);
        } else if (entry[2] === 2) {
          box = element("b", "doc", entry[3]);
        } else {
          box = element("b", "ph", "unreadable");
        }
        return box;
      }
      function cell(value) {
        if (value < 0) {
          var empty = element("td", "c none");
          empty.appendChild(element("b", "empty", "\u2013"));
          empty.appendChild(element("u", "", "no file"));
          return empty;
        }
        var entry = data.files[Math.floor(value / 8)];
        var className = "c";
        if (value & 1) { className += " up"; }
        if (value & 4) { className += " err"; } else if (value & 2) { className += " warn"; }
        var td = element("td", className);
        td.appendChild(thumbnail(entry));
        td.appendChild(element("u", "", entry[1]));
        if (entry[4]) { td.appendChild(element("small", "", entry[4])); }
        if (value & 1) { td.appendChild(element("mark", "", "upscaled")); }
        return td;
      }
      function row(number) {
        var asset = data.assets[number];
        var tr = element("tr", "asset-row" + (asset[2] ? "" : " clean"));
        tr.id = "asset-" + number;
        var th = element("th", "asset");
        th.scope = "row";
        if (data.dirs[asset[0]]) { th.appendChild(element("span", "dir", data.dirs[asset[0]] + "/")); }
        th.appendChild(document.createTextNode(asset[1]));
        if (asset[2]) {
          th.appendChild(element("span", "kinds", asset[2].slice(1, -1).split("|").join(" ")));
        }
        tr.appendChild(th);
        asset[5].forEach(function (value) { tr.appendChild(cell(value)); });
        return tr;
      }
      function renderPage() {
        if (!matrixBody) { return; }
        var pages = Math.max(1, Math.ceil(view.length / pageSize));
        page = Math.min(Math.max(page, 0), pages - 1);
        var start = page * pageSize;
        var end = Math.min(view.length, start + pageSize);
        var rows = document.createDocumentFragment();
        for (var i = start; i < end; i++) { rows.appendChild(row(view[i])); }
        matrixBody.textContent = "";
        matrixBody.appendChild(rows);
        var text = view.length
          ? "Assets " + (start + 1) + "\u2013" + end + " of " + view.length
            + (pages > 1 ? " (page " + (page + 1) + " of " + pages + ")" : "")
          : "No asset matches" + (showClean || !clean ? "" : " (assets without findings are hidden)");
        pagers.forEach(function (pager) {
          pager.querySelector(".page-info").textContent = text;
          pager.querySelector("[data-page='-1']").disabled = page === 0;
          pager.querySelector("[data-page='1']").disabled = page >= pages - 1;
          pager.hidden = pages < 2 && pager.id === "pager-bottom";
        });
      }
      // The assets the filters and the toggle let through, in row order.
      function filterAssets(k, d, n) {
        view = order.filter(function (number) {
          var asset = data.assets[number];
          if (!asset[2] && !showClean) { return false; }
          return (!k || has(asset[2], k)) && (!d || has(asset[3], d))
            && (!n || nameOf(number).indexOf(n) >= 0);
        });
      }
      function apply() {
        var k = kind ? kind.value : "";
        var d = device ? device.value : "";
        var n = name ? name.value.trim().toLowerCase() : "";
        var shown = 0;
        var total = 0;
        findings.forEach(function (row) {
          var members = Number(row.getAttribute("data-count") || "1");
          total += members;
          var ok = (!k || row.getAttribute("data-kind") === k)
            && (!d || has(row.getAttribute("data-devices"), d))
            && (!n || row.getAttribute("data-name").indexOf(n) >= 0);
          row.hidden = !ok;
          if (ok) { shown += members; }
        });
        filterAssets(k, d, n);
        page = 0;
        renderPage();
        body.classList.toggle("filtering", !!(k || d || n));
        if (count) { count.textContent = shown + " of " + total + " findings"; }
      }
      pagers.forEach(function (pager) {
        Array.prototype.forEach.call(pager.querySelectorAll("[data-page]"), function (button) {
          button.addEventListener("click", function () {
            page += Number(button.getAttribute("data-page"));
            renderPage();
            if (pager.id === "pager-bottom" && matrix) { matrix.scrollIntoView(); }
          });
        });
      });
      [kind, device].forEach(function (control) {
        if (control) { control.addEventListener("change", apply); }
      });
      if (name) { name.addEventListener("input", apply); }
      Array.prototype.forEach.call(document.querySelectorAll("[data-set-kind]"), function (chip) {
        chip.addEventListener("click", function () {
          if (kind) { kind.value = chip.getAttribute("data-set-kind"); apply(); }
        });
      });
      Array.prototype.forEach.call(document.querySelectorAll("[data-set-device]"), function (chip) {
        chip.addEventListener("click", function () {
          if (device) { device.value = chip.getAttribute("data-set-device"); apply(); }
        });
      });
      var clean = document.getElementById("toggle-clean");
      function setShowClean(showing) {
        showClean = showing;
        body.classList.toggle("show-clean", showing);
        if (clean) {
          clean.textContent = (showing ? "Hide the " : "Show the ") + clean.getAttribute("data-count")
            + " assets without findings";
        }
      }
      if (clean) {
        clean.addEventListener("click", function () {
          setShowClean(!showClean);
          apply();
        });
      }
      // A link to a row (#asset-N) first brings the row into the page shown:
      // its page, with the assets without findings or without the filters if
      // they hide it; the browser then scrolls to it.
      function reveal(hash) {
        var match = /^#asset-(\d+)$/.exec(hash || "");
        if (!match || !data.assets[Number(match[1])]) { return null; }
        var number = Number(match[1]);
        if (!data.assets[number][2] && !showClean) { setShowClean(true); apply(); }
        var position = view.indexOf(number);
        if (position < 0) {
          if (kind) { kind.value = ""; }
          if (device) { device.value = ""; }
          if (name) { name.value = ""; }
          apply();
          position = view.indexOf(number);
        }
        if (position >= 0 && Math.floor(position / pageSize) !== page) {
          page = Math.floor(position / pageSize);
          renderPage();
        }
        return document.getElementById("asset-" + number);
      }
      document.addEventListener("click", function (event) {
        var link = event.target.closest ? event.target.closest("a[href^='#asset-']") : null;
        if (link) { reveal(link.getAttribute("href")); }
      });
      window.addEventListener("hashchange", function () {
        var target = reveal(location.hash);
        if (target) { target.scrollIntoView(); }
      });
      var checker = document.getElementById("toggle-checker");
      if (checker) {
        checker.addEventListener("click", function () {
          var dark = body.classList.toggle("dark-checker");
          checker.textContent = dark ? "Light checkerboard" : "Dark checkerboard";
        });
      }
      // A folder without findings shows its assets from the start.
      if (!data.assets.some(function (asset) { return asset[2]; })) { setShowClean(true); }
      filterAssets("", "", "");
      renderPage();
      var initial = reveal(location.hash);
      if (initial) { initial.scrollIntoView(); }
    })();

    """#
}
