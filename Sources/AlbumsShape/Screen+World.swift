import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPictures
import AlbumsPlatform
import AlbumsTerminal

extension RenderContext {
    /// How output looks in `world` with `colors` chosen and the `art` setting
    /// `art`, resolved with what the terminal answered (`answers`, `tmux`).
    package init(world: World, colors: ColorChoice, art: PictureMode, answers: TerminalAnswers? = nil, tmux: TmuxOutside? = nil) {
        let console = world.console, environment = world.environment
        self.init(
            out: Style(enabled: colors.enables(isTerminal: console.out.isTerminal, environment: environment)),
            err: Self.errorStyle(world: world, colors: colors),
            columns: Self.columns(world), outIsTerminal: console.out.isTerminal, errIsTerminal: console.err.isTerminal,
            locale: DateLocale(environment: environment),
            pictures: art.resolved(environment: environment, isTerminal: console.out.isTerminal, answers: answers, tmux: tmux),
            pictureRows: (console.out.isTerminal ? console.lines() : nil) ?? PictureSize.defaultMaxRows,
            isDumb: environment["TERM"] == "dumb", answers: answers, tmux: tmux, insideTmux: PictureMode.insideTmux(environment)
        )
    }

    /// How stderr looks, before the rest of the run's context is known (a bad
    /// flag, a settings file that can't be read).
    package static func errorStyle(world: World, colors: ColorChoice) -> Style {
        Style(enabled: colors.enables(isTerminal: world.console.err.isTerminal, environment: world.environment))
    }

    /// `COLUMNS`, else the terminal's width, else 80.
    package static func columns(_ world: World) -> Int {
        if let text = world.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return world.console.columns() ?? 80
    }
}
