import AlbumsCommands
import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums browse`: the chart, each album, search and settings on one full
/// screen, with every state on it — KatFancy's screens in the terminal. An
/// interactive command: `prepare` checks there is a terminal to hold, the
/// session is the browser, and nothing is left to print when it ends.
package enum BrowseCommand: InteractiveCommand {
    package struct Options: Sendable {
        package var mock: Bool
    }

    package static let mock: Option<Bool> = .flag("mock", help: "Browse preview's mock albums, built into the code: no network, no files")

    package static let spec = CommandSpec(
        "browse", summary: "Browse the chart full-screen: the list, each album with its cover, search and settings",
        discussion: "A full-screen browser in the alternate screen: ↑/↓ or k/j move, Enter opens an album (its details, chart run and tracks: Tab gives the keys to the tracks, Enter plays one's preview), o opens its store page, p plays its previews, c shows what moved since the last edition, w the world chart, / searches the catalog (Enter on a result opens it, Esc comes back to the results), s cycles the sort, r refreshes, , shows the settings (Enter changes one, or edits it, and saves it), ! lists the run's warnings (the status line shows the newest), ? lists every key, q quits. The mouse wheel scrolls and a click selects. It needs a terminal on stdin and stdout; for scripts, use albums list.",
        options: SharedOptions.chart + [SharedOptions.sort, SharedOptions.art, SharedOptions.dither, SharedOptions.api, mock],
        examples: [
            .init("albums browse", "The chart, full-screen"),
            .init("albums browse --session stub", "The built-in chart, offline"),
            .init("albums browse --mock", "The mock albums of albums preview --state mock"),
        ],
        drawsPictures: { _ in true }
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(mock: try parsed[mock])
    }

    package static func prepare(_ options: Options, in context: CommandContext) async throws {
        guard context.world.console.out.isTerminal, context.world.keyboard.isTerminal else {
            throw UsageError("browse needs a terminal; use `albums list`", hints: ["stdin and stdout must both be a terminal; albums list --json is the scriptable chart"])
        }
        guard !context.screen.isDumb else {
            throw UsageError("browse needs a terminal that can move its cursor (TERM is dumb); use `albums list`")
        }
    }

    package static func session(_ prepared: Void, _ options: Options, in context: CommandContext) async {
        // The mock albums are the mock World's answer to any chart, so the default feed is as good as any.
        let browsed = options.mock
            ? context.with(world: .mock(from: context.world), configuration: context.configuration.setting(Settings.feed, to: Settings.feed.defaultValue))
            : context
        await BrowseRunner(browsed).run()
    }

    /// The browser leaves the screen as it found it: nothing to print.
    package static func render(_ outcome: Void, _ options: Options, on screen: RenderContext) -> Output {
        Output()
    }
}
