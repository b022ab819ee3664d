import AlbumsClients

/// What running a command gives the runner: the output, and what the notifier should mark.
public struct CommandResult: Sendable {
    public var output: Output
    public var event: NotifierEvent?

    public init(_ output: Output, event: NotifierEvent? = nil) {
        self.output = output
        self.event = event
    }
}
