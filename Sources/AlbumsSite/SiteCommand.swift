import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums site DIR`: every kept chart as a static website, kworb's pages
/// worked out on this machine: the worldwide chart, a page per chart and per
/// edition, totals, a page per album, artist and period. The fetch half reads
/// the kept charts once and makes every page (each a pure function of them),
/// writing each as it is made, under the folder's lock; the render half says
/// what was done.
package enum SiteCommand: Command {
    package struct Options: Sendable {
        package var folder: String
        package var remoteCovers: Bool
        package var baseURL: String?
        package var json: Bool
    }

    package struct State: Sendable {
        package var folder: String
        package var summary: SiteWriter.Summary
    }

    package static let folder: Argument<String> = .one("DIR", help: "the folder to write the site into: a new one, an empty one, or a site albums made", completion: .files)
    package static let remoteCovers: Option<Bool> = .flag("remote-covers", help: "Show Apple's artwork, loaded from Apple's servers (else the covers albums has cached are copied in, and a page loads nothing from elsewhere)")
    /// The first round's flag: copies are the default now.
    static let covers: Option<Bool> = Option<Bool>.flag("covers", help: "Copy the covers albums has cached into the site (the default)").hidden()
    package static let baseURL = Option<String?>(OptionSpec("base-url", .value("URL"), help: "Where the site is published (https://charts.example/): writes sitemap.xml and feed.xml (Atom), and canonical links and share tags on every page")) { text throws(UsageError) in
        guard let text else { return nil }
        return try Self.checkedBase(text)
    }
    package static let json: Option<Bool> = .flag("json", help: "Print what was done as JSON: {folder, pages, new, changed, removed, upToDate}")

    package static let spec = CommandSpec(
        "site", summary: "Write every kept chart as a static website",
        discussion: "Writes DIR/index.html (the newest worldwide chart kept, ranked as albums world ranks it, with each album's points, their change and total, days, peak and rank in the biggest markets; else the chart kept most recently), a page per kept chart and per kept edition, every chart's all-time totals, a page per album (its run worldwide and in its biggest markets, drawn), per artist (as albums artist lists them) and per year and month (as albums top ranks them). Every number is the one the matching command prints. The pages load nothing from elsewhere (their own stylesheet, script and icon; the covers albums has cached, copied in), fit a phone, follow the system's dark mode, and link to each other relatively: open index.html, or put the folder on any static host (with --base-url, a sitemap and a feed too). A page that didn't change isn't written again; with nothing new, nothing is. DIR must be new, empty, or a site albums made (it keeps .albums-site, a list of its pages).",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"), remoteCovers, baseURL, covers, json],
        positionals: [folder],
        examples: [
            .init("albums world && albums site ~/charts", "Every store's chart, then the site"),
            .init("albums site ~/charts --base-url https://charts.example/", "For publishing: a sitemap, a feed, canonical links"),
            .init("albums site site --json", "What was written, as JSON"),
        ]
    )

    /// An http(s) URL with a host, ending with a slash (as every page's address is made from it).
    static func checkedBase(_ text: String) throws(UsageError) -> String {
        let trimmed = text.trimmingWhitespace
        guard let components = URLComponents(string: trimmed), ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
              let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil, components.user == nil,
              trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && !"\"'<>\\`".unicodeScalars.contains($0) }) else {
            throw UsageError("--base-url must be an http or https address with a host, and nothing after its path", hints: ["e.g. --base-url https://charts.example/"])
        }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let folder = parsed[Self.folder]
        guard !folder.isEmpty else { throw UsageError("give the folder to write the site into", hints: ["e.g. albums site ~/charts"]) }
        _ = try parsed[covers]
        return Options(folder: folder, remoteCovers: try parsed[remoteCovers], baseURL: try parsed[baseURL], json: try parsed[json])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let world = context.world, configuration = context.configuration
        let folder = options.folder
        // What the site is made from: every kept chart, the chart the settings name, the tables' length, the covers, the address.
        let inputs = [world.history.fingerprint() ?? UUID().uuidString, ChartKeeper.key(context), String(configuration.limit),
                      options.remoteCovers ? "apple" : "copies", options.baseURL ?? "", SiteAssets.version].joined(separator: "\n")
        let fingerprint = SHA256.hex(inputs)
        do {
            return try await SiteWriter.locked(folder) {
                let before = try SiteWriter.manifest(in: folder)
                if SiteWriter.isUpToDate(before, fingerprint: fingerprint, in: folder) {
                    return State(folder: folder, summary: SiteWriter.Summary(pages: before?.pages.count ?? 0, new: 0, changed: 0, removed: 0, upToDate: true))
                }
                return State(folder: folder, summary: try await build(options, fingerprint: fingerprint, context))
            }
        } catch let error as FileError {
            throw Failure("couldn't write the site", why: "\(error.path): \(error.reason)",
                          suggestion: "check that \(folder.clipped) can be written; the site in it was left as it was, and a new run finishes the work")
        }
    }

    /// Reads the kept charts, makes every page and writes each as it is made.
    static func build(_ options: Options, fingerprint: String, _ context: CommandContext) async throws -> SiteWriter.Summary {
        let world = context.world, configuration = context.configuration
        let known = await SiteArtwork.known(context)
        let main = ChartKeeper.key(context)
        let data = await context.spinning("Reading the kept charts…") {
            SiteData(histories: world.history.all(), main: main, limit: configuration.limit, artwork: known.artwork, artistLinks: known.artists)
        }
        let covers: (covers: [String: SiteArtwork.Cover], files: [(path: String, data: Data)]) =
            options.remoteCovers ? (SiteArtwork.remote(data), []) : await SiteArtwork.copies(of: data, context)
        let total = SiteBuilder.count(data, baseURL: options.baseURL) + covers.files.count
        let writing = context.progressBar("Writing the pages of \(data.charts.count) \(data.charts.count == 1 ? "chart" : "charts")", total: total)
        defer { writing.clear() }
        // Every 64th page (the bar moves a cell each 1/30 of the pages): not a write to the terminal per page.
        let run = try SiteWriter.Run(folder: options.folder, fingerprint: fingerprint, expected: total) { done, total in
            if done % 64 == 0 || done == total { writing.update(done: done) }
        }
        do {
            for file in covers.files { try run.add(file.path, file.data) }
            try await SiteBuilder.make(data, covers: covers.covers, baseURL: options.baseURL, cores: ProcessInfo.processInfo.activeProcessorCount) { page in
                try run.add(page.path, text: page.html)
            }
            return try run.finish()
        } catch {
            run.abandon()
            throw error
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let summary = state.summary
        if options.json {
            return Output(stdout: JSON.object([
                .init("folder", .string(state.folder)), .init("pages", .int(summary.pages)), .init("new", .int(summary.new)),
                .init("changed", .int(summary.changed)), .init("removed", .int(summary.removed)), .init("upToDate", .bool(summary.upToDate)),
            ]).rendered() + "\n")
        }
        let line = summary.upToDate
            ? "The site in \(state.folder) is up to date (\(summary.pages) pages): no kept chart changed since it was written."
            : "wrote \(summary.new + summary.changed) of \(summary.pages) pages (\(summary.new) new, \(summary.changed) changed), \(summary.removed) removed, into \(state.folder)"
        return Output(stderr: Sanitizer.line(line) + "\n" + (summary.upToDate ? "" : "Open \(Sanitizer.line(state.folder))/index.html\n"))
    }
}
