import AlbumsCore
import AlbumsEssentials
import AlbumsShape

/// How the chart is written: a table for people, tab-separated lines for pipes, or JSON.
package enum ListFormat: Equatable, Sendable {
    case table(columns: Int)
    case plain
    /// Only `fields`, in that order.
    case json(fields: [String])

    package static let allJSON = ListFormat.json(fields: Album.jsonFields)

    /// JSON when asked for, lines when asked for or piped, else a table as wide as the terminal.
    package static func chosen(json: [String]?, plain: Bool, on screen: RenderContext) -> ListFormat {
        if let json { return .json(fields: json) }
        if plain || !screen.outIsTerminal { return .plain }
        return .table(columns: screen.columns)
    }
}
