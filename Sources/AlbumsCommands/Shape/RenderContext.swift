import AlbumsCore
import AlbumsPictures
import AlbumsTerminal
import Foundation

/// Everything a render half may know about where its output goes: colour for
/// each stream, the width, whether stdout is a terminal, how dates read and
/// how pictures are drawn. Pure data, so rendering stays a pure function.
public struct RenderContext: Equatable, Sendable {
    public var out: Style
    public var err: Style
    /// Columns for tables on stdout: `COLUMNS`, else the terminal's width, else 80.
    public var columns: Int
    public var outIsTerminal: Bool
    public var errIsTerminal: Bool
    /// How dates read: a name until a date is written (`DateLocale`).
    public var locale: DateLocale
    /// The `art` setting, resolved against the terminal.
    public var pictures: PictureMode
    /// The tallest a picture may be: the terminal's height, else 100 rows.
    public var pictureRows: Int
    /// `TERM=dumb`: a terminal that can't move the cursor or follow links.
    public var isDumb: Bool
    /// What the terminal answered when asked (only by commands that draw covers, in `auto`).
    public var answers: TerminalAnswers?
    /// The terminal outside tmux, when albums runs inside it and asked.
    public var tmux: TmuxOutside?
    /// Running inside tmux (`TMUX` set).
    public var insideTmux: Bool

    public init(
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
    public func resolved(_ mode: PictureMode, environment: [String: String]) -> PictureMode {
        mode.resolved(environment: environment, isTerminal: outIsTerminal, answers: answers, tmux: tmux)
    }

    /// How covers are drawn: the resolved mode, the cell size the terminal gave, `dither`.
    public func pictureTarget(dither: Dither, mode: PictureMode? = nil) -> PictureTarget {
        let mode = mode ?? pictures
        return PictureTarget(mode: mode, cell: answers?.cell ?? .assumed, dither: dither, throughTmux: insideTmux && mode == .kitty)
    }

    /// Links are clickable (OSC 8) only on a terminal that isn't dumb.
    public var hyperlinks: Bool { outIsTerminal && !isDumb }
    /// Spinners and progress bars redraw their line: only on a terminal on stderr that isn't dumb.
    public var animates: Bool { errIsTerminal && !isDumb }
}
