import AlbumsEssentials
public enum CatalogAnswerError: Error, Equatable, Sendable {
    /// JSON, but not `{"resultCount": …, "results": […]}`.
    case notAnAnswer
}
