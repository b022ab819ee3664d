/// File paths as text, as NSString's path methods read them: trailing
/// slashes don't count, "/" is the root's own name and folder.
public enum PathText {
    /// The folder a path is in: "/a/b" → "/a", "/a" → "/", "a" → "", "a/b/" → "a".
    public static func folder(of path: String) -> String {
        let bare = withoutTrailingSlashes(path)
        guard let slash = bare.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(bare[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last name in a path: "/a/b" → "b", "a/b/" → "b", "/" → "/", "" → "".
    public static func name(of path: String) -> String {
        let bare = withoutTrailingSlashes(path)
        if bare == "/" { return "/" }
        return bare.lastIndex(of: "/").map { String(bare[bare.index(after: $0)...]) } ?? bare
    }

    /// `name` in `folder`: "a" + "b" → "a/b", "/" + "b" → "/b", "" + "b" → "b".
    public static func appending(_ name: String, to folder: String) -> String {
        folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
