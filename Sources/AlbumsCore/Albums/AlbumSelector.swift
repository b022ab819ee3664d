import AlbumsEssentials
/// Finds the album a command was pointed at: by rank (1–100) or by Apple's id.
public enum AlbumSelector {
    /// What a `<rank|id>` may look like: digits (a rank of up to three, or an id),
    /// checked as the arguments are read so that a mistake is a usage error before
    /// anything is loaded. `noun` names what the id may be ("album", "album or song").
    public static func checked(_ argument: String, noun: String = "album") throws(UsageError) -> String {
        guard !argument.isEmpty, argument.utf8.count <= 20, argument.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw UsageError("invalid \(noun) rank or id \"\(argument.clipped)\"", hints: [
                "use a rank from 1 to 100, or an id of digits (the second column of `albums --plain`, or an id `albums search` prints)",
            ])
        }
        return argument
    }

    /// An empty chart is a failure (nothing the user typed is wrong); a rank or id not in it, a usage error.
    public static func select(_ argument: String, in albums: [Album]) throws -> Album {
        guard !albums.isEmpty else {
            throw Failure("there is no album \(argument.clipped): the chart is empty", why: "the feed has no albums in it right now",
                          suggestion: "try again later, or another chart (--feed standard, --country)")
        }
        let range = "a rank from 1 to \(albums.count), or an album id (the second column of `albums --plain`)"
        if argument.count <= 3, let rank = NumberText.whole(argument) {
            guard let album = albums.first(where: { $0.rank == rank }) else {
                throw UsageError("rank \(rank) is out of range: the chart has \(albums.count) albums", hints: ["use \(range)"])
            }
            return album
        }
        guard let album = albums.first(where: { $0.id == argument }) else {
            throw UsageError("no album with id \"\(argument.clipped)\" in the chart", hints: ["use \(range)"])
        }
        return album
    }
}
