import AlbumsClients
import AlbumsCore
import AlbumsPictures
import AlbumsTerminal

/// The one runner of every command: parse, resolve the settings, run the
/// command's fetch and render halves, tell the notifier, sweep the cache, and
/// write the output with colour and sanitised messages. A usage error ends in
/// exit 2, a failure in exit 1.
package enum CommandRunner {
    package static func run(_ arguments: [String], in world: World, tree: CommandTree) async -> ExitCode {
        let parsed: ParsedArguments
        do {
            parsed = try tree.parse(arguments)
        } catch {
            let colors = GlobalOptions.colorChoice(ParsedArguments(path: error.path, options: error.options))
            let style = RenderContext.errorStyle(world: world, colors: colors)
            world.console.err.write(error.error.rendered(style: style, helpCommand: (["albums"] + error.path).joined(separator: " ")))
            return .usage
        }
        let (command, invocation) = tree.command(for: parsed)
        let context: CommandContext
        switch await prepare(invocation, command: command.spec, world: world) {
        case .stop(let output, let style):
            output.write(to: world.console, style: style)
            return output.exit
        case .ready(let ready):
            context = ready
        }
        let result = await outcome(of: command, invocation, context, tree: tree)
        if let event = result.event { await world.notifier.notify(event, context.configuration.sound) }
        await context.covers.finish()
        return finish(result.output, in: world, style: context.screen.err)
    }

    /// Writes the run's output, and makes a failed write to stdout the run's failure.
    package static func finish(_ output: Output, in world: World, style: Style) -> ExitCode {
        output.write(to: world.console, style: style)
        if let reason = world.console.out.failure() {
            let failure = Failure("couldn't write the output", why: "standard output: \(reason)", suggestion: "check where the output goes (a full disk, a closed descriptor)")
            Output.failure(failure).write(to: world.console, style: style)
            return .failure
        }
        return output.exit
    }

    /// The command's result, with thrown usage errors and failures turned into output.
    static func outcome(of command: CommandEntry, _ invocation: ParsedArguments, _ context: CommandContext, tree: CommandTree) async -> CommandResult {
        guard let run = command.run else { return CommandResult(Output(stdout: tree.groupHelp(tree.specs(along: invocation.path)))) }
        do {
            return try await run(invocation, context)
        } catch let error as UsageError {
            return CommandResult(Output(stderr: error.rendered(style: context.screen.err, helpCommand: invocation.commandLine), exit: .usage))
        } catch let failure as Failure {
            return CommandResult(.failure(failure))
        } catch {
            return CommandResult(.failure(Failure("\(invocation.commandLine) failed", why: "\(error)")))
        }
    }

    package enum Prepared {
        case ready(CommandContext)
        /// The run ends before the command starts, with this output in this style.
        case stop(Output, Style)
    }

    /// The settings for this run and the context built on them, or what stops the run first
    /// (a settings file that can't be read, a bad flag), with the settings' warnings written.
    package static func prepare(_ invocation: ParsedArguments, command: CommandSpec, world: World) async -> Prepared {
        let colors = GlobalOptions.colorChoice(invocation)
        // Only stderr's style until the settings are known: the render context is built once, below.
        let err = RenderContext.errorStyle(world: world, colors: colors)
        var stored: [String: String] = [:]
        // A command that doesn't use the settings (help, --version, the paths) never reads the file.
        if command.needsSettingsFile {
            do {
                stored = try world.settings.load()
            } catch {
                let failure = Failure("couldn't read the settings", why: "\(error.path): \(error.problem)", suggestion: "fix the file or move it away; it was left as it is")
                return .stop(.failure(failure), err)
            }
        }
        let resolution: SettingsResolver.Resolution, mode: HTTPClient.Mode
        do throws(UsageError) {
            resolution = try SettingsResolver.resolve(
                flags: invocation.settings, environment: world.environment, stored: stored, storeLocation: world.settings.location
            )
            mode = try GlobalOptions.fetchMode(invocation)
        } catch {
            return .stop(Output(stderr: error.rendered(style: err, helpCommand: invocation.commandLine), exit: .usage), err)
        }
        let art = resolution.configuration.art
        let asked: (answers: TerminalAnswers?, tmux: TmuxOutside?) = command.drawsPictures(invocation) && TerminalQuestions.matter(for: art)
            ? await TerminalQuestions.ask(world, remembering: resolution.configuration.cache != .none) : (nil, nil)
        let screen = RenderContext(world: world, colors: colors, art: art, answers: asked.answers, tmux: asked.tmux)
        Output.warnings(command.needsSettingsFile ? resolution.warnings : []).write(to: world.console, style: screen.err)
        return .ready(CommandContext(world: world, configuration: resolution.configuration, screen: screen, fetchMode: mode))
    }
}
