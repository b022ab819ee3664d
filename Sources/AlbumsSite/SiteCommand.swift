import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums site DIR`: every kept chart as a static website, kworb's pages
/// worked out on this machine: the worldwide chart, a page per chart, album,
/// artist and period. The fetch half reads the kept charts once, makes every
/// page (each a pure function of them) and writes those that changed; the
/// render half says what was done.
package enum SiteCommand: Command {
    package struct Options: Sendable {
        package var folder: String
        package var covers: Bool
        package var json: Bool
    }

    package struct State: Sendable {
        package var folder: String
        package var summary: SiteWriter.Summary
    }

    package static let folder: Argument<String> = .one("DIR", help: "the folder to write the site into: a new one, an empty one, or a site albums made", completion: .files)
    package static let covers: Option<Bool> = .flag("covers", help: "Copy the covers albums has cached into the site (else pages show Apple's artwork)")
    package static let json: Option<Bool> = .flag("json", help: "Print what was done as JSON: {folder, pages, new, changed, removed, upToDate}")

    package static let spec = CommandSpec(
        "site", summary: "Write every kept chart as a static website",
        discussion: "Writes DIR/index.html (the newest worldwide chart kept, ranked as albums world ranks it, else the chart kept most recently), a page per kept chart (its newest edition with movement, peak and days, and every edition), per album (its run in every chart, drawn, with its peak, debut and days), per artist (as albums artist lists them) and per year and month (as albums top ranks them). Every number is the one the matching command prints. The pages need nothing from elsewhere (their own stylesheet and a small script that sorts tables by a click on a header), fit a phone, follow the system's dark mode, and link to each other relatively: open index.html, or put the folder on any static host. A page that didn't change isn't written again; with nothing new, nothing is. DIR must be new, empty, or a site albums made (it keeps .albums-site, a list of its pages).",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"), covers, json],
        positionals: [folder],
        examples: [
            .init("albums world && albums site ~/charts", "Every store's chart, then the site"),
            .init("albums site ~/charts --covers", "With the cached covers copied in"),
            .init("albums site site --json", "What was written, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let folder = parsed[Self.folder]
        guard !folder.isEmpty else { throw UsageError("give the folder to write the site into", hints: ["e.g. albums site ~/charts"]) }
        return Options(folder: folder, covers: try parsed[covers], json: try parsed[json])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let world = context.world, configuration = context.configuration
        let folder = options.folder
        // What the site is made from: every kept chart, the chart the settings name, the period pages' length, covers or not.
        let inputs = [world.history.fingerprint() ?? UUID().uuidString, ChartKeeper.key(context), String(configuration.limit),
                      options.covers ? "covers" : "apple", SiteAssets.version].joined(separator: "\n")
        let fingerprint = SHA256.hex(inputs)
        let before = try SiteWriter.manifest(in: folder)
        if SiteWriter.isUpToDate(before, fingerprint: fingerprint, in: folder) {
            return State(folder: folder, summary: SiteWriter.Summary(pages: before?.pages.count ?? 0, new: 0, changed: 0, removed: 0, upToDate: true))
        }
        let known = await SiteArtwork.known(context)
        let main = ChartKeeper.key(context)
        let data = await context.spinning("Reading the kept charts…") {
            SiteData(histories: world.history.all(), main: main, limit: configuration.limit, artwork: known.artwork, artistLinks: known.artists)
        }
        let covers = options.covers ? await SiteArtwork.copies(of: data, context) : SiteArtwork.linked(data)
        var files = await context.spinning("Making the pages of \(data.charts.count) \(data.charts.count == 1 ? "chart" : "charts")…") {
            await SiteBuilder.pages(data, covers: covers.paths, cores: ProcessInfo.processInfo.activeProcessorCount).map { (path: $0.path, data: Data($0.html.utf8)) }
        }
        files += covers.files
        let writing = context.progressBar("Writing the pages", total: files.count)
        defer { writing.clear() }
        let summary: SiteWriter.Summary
        do {
            // Every 64th page (the bar moves a cell each 1/30 of the pages): not a write to the terminal per page.
            summary = try SiteWriter.write(files, into: folder, fingerprint: fingerprint) { done, total in
                if done % 64 == 0 || done == total { writing.update(done: done) }
            }
        } catch let error as FileError {
            throw Failure("couldn't write the site", why: "\(error.path): \(error.reason)", suggestion: "check that \(folder.clipped) can be written; the pages written so far make a readable site")
        }
        return State(folder: folder, summary: summary)
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
