

/// The states of the chart screen, as in KatFancy: loading, no data, error, loaded.
public enum ChartState: Equatable, Sendable {
    case loading
    case noData
    case failed(Failure)
    case loaded(Chart)
}
