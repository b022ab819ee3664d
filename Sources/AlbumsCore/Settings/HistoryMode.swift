/// Whether each chart that loads is kept in the chart's history, and movement shown.
public enum HistoryMode: String, CaseIterable, Sendable {
    case on
    case off
}
