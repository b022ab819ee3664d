/// Finds the album a command was pointed at: by rank (1–100) or by Apple's id.
public enum AlbumSelector {
    public static func select(_ argument: String, in albums: [Album]) throws(UsageError) -> Album {
        let range = "a rank from 1 to \(albums.count), or an album id (the second column of `albums --plain`)"
        if argument.count <= 3, let rank = Int(argument) {
            guard let album = albums.first(where: { $0.rank == rank }) else {
                throw UsageError("rank \(rank) is out of range: the chart has \(albums.count) albums", hints: ["use \(range)"])
            }
            return album
        }
        guard let album = albums.first(where: { $0.id == argument }) else {
            throw UsageError("no album with id \"\(argument)\" in the chart", hints: ["use \(range)"])
        }
        return album
    }
}
