import AlbumsClients
import AlbumsCore

extension ChartState {
    /// What the notifier marks for a chart in this state.
    package var event: NotifierEvent? {
        switch self {
        case .loaded: return .loaded
        case .noData: return .empty
        case .failed: return .failed
        case .loading: return nil
        }
    }
}
