import AlbumsClients
import AlbumsCore
/// How the chart is written: a table for people, tab-separated lines for pipes, or JSON.
public enum ListFormat: Equatable, Sendable {
    case table(columns: Int)
    case plain
    /// Only `fields`, in that order.
    case json(fields: [String])

    public static let allJSON = ListFormat.json(fields: Album.jsonFields)
}
