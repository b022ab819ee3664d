import AlbumsCore

/// What a search came to.
package enum SearchState: Equatable, Sendable {
    case found([SearchResult], notice: String?)
    /// `known`: the terms the stub session's search knows, when it is the stub's that found nothing.
    case noResults(term: String, kind: SearchResult.Kind, known: [String]? = nil)
    case failed(Failure)
}
