/// The exit codes scripts can rely on.
package enum ExitCode: Int32, Sendable {
    /// Success, an empty chart included.
    case success = 0
    /// Something failed at run time: the network, a file, an answer.
    case failure = 1
    /// `albums` was called wrongly.
    case usage = 2
}
