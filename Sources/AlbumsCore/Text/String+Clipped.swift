extension String {
    /// At most 80 characters, ending in "…" when cut: how something a person
    /// or a file gave is quoted back in a message, however long it was.
    public var clipped: String {
        count > 80 ? String(prefix(80)) + "…" : self
    }
}
