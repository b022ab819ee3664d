/// Gives up on a host after a few downloads in a row find it not answering,
/// so that a dead artwork host costs one timeout, not one per cover.
actor HostBreaker {
    static let threshold = 3

    private var failuresInARow: [String: Int] = [:]

    func isDown(_ host: String) -> Bool {
        failuresInARow[host, default: 0] >= Self.threshold
    }

    func record(_ host: String, answering: Bool) {
        failuresInARow[host] = answering ? 0 : failuresInARow[host, default: 0] + 1
    }
}
