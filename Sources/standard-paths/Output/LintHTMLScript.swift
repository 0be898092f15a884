/// The `lint --html` page's script: the filters (kind, device, name), the
/// summary chips that set them, the toggle for assets without findings and
/// the checkerboard toggle. It reads names only from attributes and sets
/// only `textContent`, classes and `hidden`, so no file name can become
/// markup.
enum LintHTMLScript {
  static let javaScript = """
    (function () {
      "use strict";
      var body = document.body;
      var kind = document.getElementById("f-kind");
      var device = document.getElementById("f-device");
      var name = document.getElementById("f-name");
      var count = document.getElementById("f-count");
      var findings = Array.prototype.slice.call(document.querySelectorAll("tr.finding"));
      var assets = Array.prototype.slice.call(document.querySelectorAll("tr.asset-row"));
      var matrixBody = document.querySelector("#matrix tbody");
      // Rows of assets without findings are inert templates until asked for.
      function renderClean() {
        var templates = document.querySelectorAll("template.clean-rows");
        if (!templates.length || !matrixBody) { return; }
        Array.prototype.forEach.call(templates, function (template) {
          matrixBody.appendChild(template.content);
          template.parentNode.removeChild(template);
        });
        assets = Array.prototype.slice.call(document.querySelectorAll("tr.asset-row"));
        apply();
      }
      function has(list, value) {
        return (list || "").indexOf("|" + value + "|") >= 0;
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
        assets.forEach(function (row) {
          var ok = (!k || has(row.getAttribute("data-kinds"), k))
            && (!d || has(row.getAttribute("data-devices"), d))
            && (!n || row.getAttribute("data-name").indexOf(n) >= 0);
          row.classList.toggle("filtered", !ok);
        });
        body.classList.toggle("filtering", !!(k || d || n));
        if (count) { count.textContent = shown + " of " + total + " findings"; }
      }
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
      if (clean) {
        clean.addEventListener("click", function () {
          renderClean();
          var showing = body.classList.toggle("show-clean");
          var number = clean.getAttribute("data-count");
          clean.textContent = (showing ? "Hide the " : "Show the ") + number
            + " assets without findings";
        });
      }
      var checker = document.getElementById("toggle-checker");
      if (checker) {
        checker.addEventListener("click", function () {
          var dark = body.classList.toggle("dark-checker");
          checker.textContent = dark ? "Light checkerboard" : "Dark checkerboard";
        });
      }
    })();

    """
}
