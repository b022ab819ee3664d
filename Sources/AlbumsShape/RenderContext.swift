import AlbumsCore
import AlbumsEssentials
import AlbumsPictures
import AlbumsPlatform
import AlbumsTerminal

/// Everything a render half may know about where its output goes: colour for
/// each stream, the width, whether stdout is a terminal, how dates read and
/// how pictures are drawn. Pure data, so rendering stays a pure function.
package struct RenderContext: Equatable, Sendable {
    package var out: Style
    package var err: Style
    /// Columns for tables on stdout: `COLUMNS`, else the terminal's width, else 80.
    package var columns: Int
    package var outIsTerminal: Bool
    package var errIsTerminal: Bool
    /// How dates read: a name until a date is written (`DateLocale`).
    package var locale: DateLocale
    /// The `art` setting, resolved against the terminal.
    package var pictures: PictureMode
    /// The tallest a picture may be: the terminal's height, else 100 rows.
    package var pictureRows: Int
    /// `TERM=dumb`: a terminal that can't move the cursor or follow links.
    package var isDumb: Bool
    /// What the terminal answered when asked (only by commands that draw covers, in `auto`).
    package var answers: TerminalAnswers?
    /// The terminal outside tmux, when albums runs inside it and asked.
    package var tmux: TmuxOutside?
    /// Running inside tmux (`TMUX` set).
    package var insideTmux: Bool

    package init(
        out: Style = .plain, err: Style = .plain, columns: Int = 80, outIsTerminal: Bool = false, errIsTerminal: Bool = false,
        locale: DateLocale = .english, pictures: PictureMode = .none, pictureRows: Int = PictureSize.defaultMaxRows,
        isDumb: Bool = false, answers: TerminalAnswers? = nil, tmux: TmuxOutside? = nil, insideTmux: Bool = false
    ) {
        self.out = out
        self.err = err
        self.columns = columns
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.locale = locale
        self.pictures = pictures
        self.pictureRows = pictureRows
        self.isDumb = isDumb
        self.answers = answers
        self.tmux = tmux
        self.insideTmux = insideTmux
    }

    /// `mode` resolved for this run's stdout (`auto` becomes what the terminal supports), with what it answered.
    package func resolved(_ mode: PictureMode, environment: [String: String]) -> PictureMode {
        mode.resolved(environment: environment, isTerminal: outIsTerminal, answers: answers, tmux: tmux)
    }

    /// How covers are drawn: the resolved mode, the cell size the terminal gave, `dither`.
    package func pictureTarget(dither: Dither, mode: PictureMode? = nil) -> PictureTarget {
        let mode = mode ?? pictures
        return PictureTarget(mode: mode, cell: answers?.cell ?? .assumed, dither: dither, throughTmux: insideTmux)
    }

    /// Links are clickable (OSC 8) only on a terminal that isn't dumb.
    package var hyperlinks: Bool { outIsTerminal && !isDumb }
    /// Spinners and progress bars redraw their line: only on a terminal on stderr that isn't dumb.
    package var animates: Bool { errIsTerminal && !isDumb }
}
