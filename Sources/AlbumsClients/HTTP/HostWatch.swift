/// Hosts that stop answering, for work that sends many requests: after
/// `giveUpAfter` requests in a row find a host not answering (a timeout, a
/// refused or lost connection), the rest to it are not sent in that run; and
/// once one has found it not answering, a request waits for those under way to
/// the same host before it starts: six at once that all time out are six in a
/// row, not three and then a second timeout for the next two. A dead host costs
/// one timeout, not one per request. The image pipeline keeps one (covers), and
/// so does the loading of many stores' charts (compare, world).
public struct HostWatch: Sendable {
    public static let giveUpAfter = 3

    /// What a request to a host does when its turn comes.
    public enum Turn: Equatable, Sendable { case start, waitForThoseUnderWay, giveUp }

    private var notAnsweringInARow: [String: Int] = [:]
    private var underWay: [String: Int] = [:]

    public init() {}

    /// The rule for a host that `notAnsweringInARow` requests in a row found
    /// not answering, with `underWay` of its requests under way now.
    public static func turn(notAnsweringInARow: Int, underWay: Int) -> Turn {
        if notAnsweringInARow >= giveUpAfter { return .giveUp }
        // Suspect: those under way will tell whether it answers, before another waits its whole timeout.
        return notAnsweringInARow > 0 && underWay > 0 ? .waitForThoseUnderWay : .start
    }

    public func turn(_ host: String) -> Turn {
        Self.turn(notAnsweringInARow: notAnsweringInARow[host, default: 0], underWay: underWay[host, default: 0])
    }

    /// Whether `host` has been given up on.
    public func gaveUp(on host: String) -> Bool { turn(host) == .giveUp }

    public mutating func started(_ host: String) {
        underWay[host, default: 0] += 1
    }

    /// A request to `host` ended: it answered (`notAnswering` false; any answer,
    /// an error status included), or found it not answering.
    public mutating func ended(_ host: String, notAnswering: Bool) {
        underWay[host, default: 1] -= 1
        notAnsweringInARow[host] = notAnswering ? notAnsweringInARow[host, default: 0] + 1 : 0
    }
}
