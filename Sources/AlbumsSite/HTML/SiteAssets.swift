import AlbumsBuildInfo

/// The site's own stylesheet and script, the same on every page: nothing is
/// fetched from anywhere else. The page is read without the script; with it,
/// a click on a column's header sorts the table (numbers as numbers, names as
/// text; again: the other way).
package enum SiteAssets {
    /// What made the pages, in the site's fingerprint: a new albums writes them again (those that changed).
    package static let version = Version.number + " " + BuildInfo.commit

    package static let stylesheetPath = "style.css"
    package static let scriptPath = "sort.js"

    package static let stylesheet: StaticString = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --dim: #6e6e73; --line: #d2d2d7; --head: #f5f5f7; --link: #0066cc; --up: #1a7f37; --down: #c9252c; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161617; --fg: #f5f5f7; --dim: #a1a1a6; --line: #424245; --head: #232325; --link: #2997ff; --up: #3fb950; --down: #ff6b6b; }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem; background: var(--bg); color: var(--fg);
               font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: anywhere; }
        header { border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
        nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: .75rem 0; }
        a { color: var(--link); text-decoration: none; }
        a:hover, a:focus { text-decoration: underline; }
        h1 { font-size: 1.5rem; margin: .5rem 0; }
        h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
        p, .meta { color: var(--dim); }
        .scroll { max-width: 100%; overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        caption { text-align: left; padding: .5rem; color: var(--dim); }
        th, td { padding: .35rem .6rem; text-align: left; border-bottom: 1px solid var(--line); white-space: nowrap; }
        td.name { white-space: normal; min-width: 10rem; }
        th { background: var(--head); position: sticky; top: 0; }
        th button { all: inherit; cursor: pointer; padding: 0; }
        th[aria-sort="ascending"] button::after { content: " ▲"; }
        th[aria-sort="descending"] button::after { content: " ▼"; }
        .num { text-align: right; }
        .up { color: var(--up); }
        .down { color: var(--down); }
        .new { font-weight: 600; }
        .cover { float: right; margin: 0 0 1rem 1rem; width: 10rem; height: 10rem; border-radius: 6px; background: var(--head); }
        svg.run { width: 100%; height: auto; max-width: 48rem; display: block; margin: .5rem 0 1rem; }
        svg.run text { fill: var(--dim); font-size: 11px; }
        svg.run .grid { stroke: var(--line); stroke-width: 1; }
        ul.periods { columns: 10rem; padding-left: 1rem; }
        footer { margin-top: 2rem; color: var(--dim); font-size: .85rem; }

        """

    package static let script: StaticString = """
        // Sorts a table by the column whose header is clicked: numbers by their
        // data-sort value, else their text (empty last), text as text; a second
        // click reverses.
        document.querySelectorAll("table.sortable").forEach(function (table) {
          table.querySelectorAll("th").forEach(function (th, column) {
            th.querySelector("button").addEventListener("click", function () {
              var numeric = th.dataset.type === "num";
              var ascending = th.getAttribute("aria-sort") !== "ascending";
              table.querySelectorAll("th").forEach(function (other) { other.removeAttribute("aria-sort"); });
              th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var body = table.tBodies[0];
              var rows = Array.prototype.slice.call(body.rows);
              rows.sort(function (a, b) {
                var x = a.cells[column], y = b.cells[column];
                var order;
                if (numeric) {
                  var a1 = x.dataset.sort !== undefined ? x.dataset.sort : x.textContent, b1 = y.dataset.sort !== undefined ? y.dataset.sort : y.textContent;
                  var p = a1 === "" ? NaN : Number(a1), q = b1 === "" ? NaN : Number(b1);
                  if (isNaN(p) || isNaN(q)) { return isNaN(p) - isNaN(q); }
                  order = p - q;
                } else {
                  order = x.textContent.localeCompare(y.textContent);
                }
                return ascending ? order : -order;
              });
              rows.forEach(function (row) { body.appendChild(row); });
            });
          });
        });

        """
}
