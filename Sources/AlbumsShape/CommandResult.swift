import AlbumsClients

/// What running a command gives the runner: the output, and what the notifier should mark.
package struct CommandResult: Sendable {
    package var output: Output
    package var event: NotifierEvent?

    package init(_ output: Output, event: NotifierEvent? = nil) {
        self.output = output
        self.event = event
    }
}
