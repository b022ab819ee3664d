extension String {
    /// At most 80 characters, ending in "…" when cut: how something a person
    /// or a file gave is quoted back in a message, however long it was.
    public var clipped: String {
        clipped(to: 80)
    }

    /// At most `limit` characters, then "…": a path a user typed is clipped
    /// only past the longest a system takes (4,096 bytes), so it reads whole.
    public func clipped(to limit: Int) -> String {
        count > limit ? String(prefix(limit)) + "…" : self
    }
}
