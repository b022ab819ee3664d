import AlbumsBuildInfo

/// The site's own stylesheet, script and icon, the same on every page: nothing
/// is fetched from anywhere else. The page is read without the script; with
/// it, a click on a column's header sorts the table (numbers as numbers,
/// biggest first; names as text; again: the other way), and numbers are
/// grouped as the reader's language groups them.
package enum SiteAssets {
    /// What made the pages, in the site's fingerprint: a new albums writes them again (those that changed).
    package static let version = Version.number + " " + BuildInfo.commit

    package static let stylesheetPath = "style.css"
    package static let scriptPath = "sort.js"
    package static let iconPath = "icon.svg"
    package static let placeholderPath = "cover.svg"

    package static let stylesheet: StaticString = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --dim: #6e6e73; --line: #d2d2d7; --head: #f5f5f7; --link: #0066cc; --up: #1a7f37; --down: #c9252c; --ring: #0066cc; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161617; --fg: #f5f5f7; --dim: #a1a1a6; --line: #424245; --head: #232325; --link: #2997ff; --up: #3fb950; --down: #ff6b6b; --ring: #2997ff; }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0 auto; max-width: 80rem; padding: 0 1rem 2rem; background: var(--bg); color: var(--fg);
               font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: anywhere; }
        .skip { position: absolute; left: -100rem; top: .5rem; padding: .5rem .75rem; background: var(--bg); border: 2px solid var(--ring); border-radius: 6px; z-index: 3; }
        .skip:focus { left: 1rem; }
        header { border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
        nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: .75rem 0; }
        a { color: var(--link); text-decoration: none; }
        a:hover, a:focus { text-decoration: underline; }
        :focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
        h1 { font-size: 1.5rem; margin: .5rem 0; }
        h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
        h3 { font-size: 1rem; margin: 1rem 0 .4rem; }
        p, .meta { color: var(--dim); }
        .summary { color: var(--fg); font-weight: 600; }
        abbr[title] { text-decoration: none; }
        .scroll { max-height: 85vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px;
                  background: linear-gradient(to right, var(--bg) 30%, transparent) left / 2rem 100% no-repeat local,
                              linear-gradient(to left, var(--bg) 30%, transparent) right / 2rem 100% no-repeat local,
                              linear-gradient(to right, rgba(0, 0, 0, .18), transparent) left / .75rem 100% no-repeat scroll,
                              linear-gradient(to left, rgba(0, 0, 0, .18), transparent) right / .75rem 100% no-repeat scroll; }
        table { border-collapse: separate; border-spacing: 0; width: 100%; font-variant-numeric: tabular-nums; }
        caption { text-align: left; padding: .5rem .6rem; color: var(--dim); caption-side: top; }
        th, td { padding: .35rem .6rem; text-align: left; border-bottom: 1px solid var(--line); white-space: nowrap; }
        td { background: var(--bg); }
        td.name { white-space: normal; min-width: 10rem; }
        td.album { min-width: 14rem; }
        td.album .by { display: block; font-size: .85rem; color: var(--dim); }
        td.album .by a { color: inherit; }
        th { background: var(--head); position: sticky; top: 0; z-index: 1; }
        th:first-child, td:first-child { position: sticky; left: 0; z-index: 1; }
        th:first-child { z-index: 2; }
        th button { font: inherit; color: inherit; background: none; border: 0; padding: 0; margin: 0; cursor: pointer; text-align: inherit; }
        th button:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; border-radius: 2px; }
        th[aria-sort="ascending"] button::after { content: " ▲"; }
        th[aria-sort="descending"] button::after { content: " ▼"; }
        .num, th[data-type="num"] { text-align: right; }
        .up { color: var(--up); }
        .down { color: var(--down); }
        .new, .top1 { font-weight: 700; }
        .top10 { font-weight: 600; }
        .times { color: var(--dim); font-size: .85rem; }
        .cover { float: right; margin: 0 0 1rem 1rem; width: 10rem; height: 10rem; border-radius: 6px; background: var(--head); }
        .news { display: flex; flex-wrap: wrap; gap: 0 2rem; }
        .news section { flex: 1 1 16rem; }
        .news ul { padding-left: 1.1rem; margin: .25rem 0; }
        .news .by { color: var(--dim); }
        nav.editions, nav.letters { gap: .25rem .75rem; }
        svg.run { width: 100%; height: auto; max-width: 48rem; display: block; margin: .5rem 0 .5rem; }
        svg.run text { fill: var(--dim); font-size: 14px; }
        svg.run text.end { fill: var(--fg); font-weight: 700; }
        svg.run .grid { stroke: var(--line); stroke-width: 1; }
        ul.legend { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; }
        ul.legend svg.sample { width: 2.25rem; height: .75rem; vertical-align: middle; }
        ul.periods { columns: 10rem; padding-left: 1rem; }
        footer { margin-top: 2rem; color: var(--dim); font-size: .85rem; }
        @media (max-width: 600px) {
          body { padding: 0 .75rem 2rem; }
          th, td { padding: .3rem .4rem; }
          td.name { min-width: 9rem; max-width: 11rem; }
          table.fan th:nth-child(-n+3), table.fan td:nth-child(-n+3) { position: sticky; z-index: 1; }
          table.fan th:nth-child(-n+3) { z-index: 2; }
          table.fan th:nth-child(1), table.fan td:nth-child(1) { left: 0; min-width: 2.5rem; max-width: 2.5rem; }
          table.fan th:nth-child(2), table.fan td:nth-child(2) { left: 2.5rem; min-width: 3rem; max-width: 3rem; }
          table.fan th:nth-child(3), table.fan td:nth-child(3) { left: 5.5rem; min-width: 9rem; max-width: 9rem; box-shadow: 1px 0 0 var(--line); }
          svg.run text { font-size: 25px; }
        }

        """

    package static let script: StaticString = """
        // Sorts a table by the column whose header is clicked: numbers by their
        // data-sort value, else their text (empty last), biggest first on the
        // first click; text as text, A to Z; a second click reverses. The
        // order is said in aria-sort. Numbers are grouped by thousands as the
        // reader's language does it.
        (function () {
          var format = new Intl.NumberFormat(navigator.language || "en");
          document.querySelectorAll("td.num[data-sort]").forEach(function (cell) {
            if (/^[0-9]+$/.test(cell.dataset.sort) && cell.textContent.replace(/,/g, "") === cell.dataset.sort) {
              cell.textContent = format.format(Number(cell.dataset.sort));
            }
          });
          document.querySelectorAll("table.sortable").forEach(function (table) {
            table.querySelectorAll("th").forEach(function (th, column) {
              var button = th.querySelector("button");
              if (!button) { return; }
              button.addEventListener("click", function () {
                var numeric = th.dataset.type === "num";
                var current = th.getAttribute("aria-sort");
                var descending = current ? current === "ascending" : numeric;
                table.querySelectorAll("th").forEach(function (other) { other.removeAttribute("aria-sort"); });
                th.setAttribute("aria-sort", descending ? "descending" : "ascending");
                var body = table.tBodies[0];
                var rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (a, b) {
                  var x = a.cells[column], y = b.cells[column];
                  if (!x || !y) { return 0; }
                  if (numeric) {
                    var a1 = x.dataset.sort !== undefined ? x.dataset.sort : x.textContent, b1 = y.dataset.sort !== undefined ? y.dataset.sort : y.textContent;
                    var p = a1 === "" ? NaN : Number(a1), q = b1 === "" ? NaN : Number(b1);
                    if (isNaN(p) || isNaN(q)) { return isNaN(p) - isNaN(q); }
                    return descending ? q - p : p - q;
                  }
                  var order = x.textContent.localeCompare(y.textContent);
                  return descending ? -order : order;
                });
                rows.forEach(function (row) { body.appendChild(row); });
              });
            });
          });
        })();

        """

    /// What an album without a kept cover shows: a record's sleeve, grey, of the site's own.
    package static let placeholder: StaticString = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="6" fill="#8e8e93" fill-opacity=".18"/><circle cx="80" cy="80" r="46" fill="none" stroke="#8e8e93" stroke-opacity=".55" stroke-width="3"/><circle cx="80" cy="80" r="9" fill="#8e8e93" fill-opacity=".55"/></svg>

        """

    /// The site's icon: a record, in the site's blue.
    package static let icon: StaticString = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#1d1d1f"/><circle cx="16" cy="16" r="10" fill="none" stroke="#424245" stroke-width="1"/><circle cx="16" cy="16" r="5" fill="#0071e3"/><circle cx="16" cy="16" r="1.5" fill="#ffffff"/></svg>

        """
}
