/// Apple artwork URLs end in `{w}x{h}bb.{jpg|png}`; the server renders the size asked for.
public enum ArtworkURL {
    /// The URL asking for `size`×`size`, or the URL unchanged when it isn't of that form.
    public static func sized(_ url: String, _ size: Int) -> String {
        guard let slash = url.lastIndex(of: "/") else { return url }
        let name = url[url.index(after: slash)...]
        guard let x = name.firstIndex(of: "x"), let bb = name.firstRange(of: "bb.") else { return url }
        let width = name[name.startIndex..<x], height = name[name.index(after: x)..<bb.lowerBound]
        let format = name[bb.upperBound...]
        guard !width.isEmpty, !height.isEmpty, width.allSatisfy(\.isASCIIDigit), height.allSatisfy(\.isASCIIDigit),
              ["jpg", "jpeg", "png", "webp"].contains(format.lowercased()) else { return url }
        return url[...slash] + "\(size)x\(size)bb.\(format)"
    }
}
