import AlbumsCore

/// What a search came to.
package enum SearchState: Equatable, Sendable {
    case found([SearchResult], notice: String?)
    case noResults(term: String, kind: SearchResult.Kind)
    case failed(Failure)
}
