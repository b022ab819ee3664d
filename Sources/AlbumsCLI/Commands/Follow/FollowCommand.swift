import AlbumsClients
import AlbumsCore

/// `albums follow add|remove|list NAME`: the artists `albums watch` reports
/// whenever an album of theirs charts (the `follow` setting).
public enum FollowCommand: Command {
    public enum Action: String, CaseIterable, Sendable {
        case list, add, remove
    }

    public enum Options: Sendable {
        case list
        case add(String)
        case remove(String)
    }

    public struct State: Sendable {
        var followed: [String]
        /// What the change did, for people: "now following Ivy Holloway".
        var said: String?
    }

    static let action: Argument<String?> = .optional("add|remove|list", help: "what to do (list when not given)", completion: .values(Action.allCases.map(\.rawValue)))
    static let name: Argument<[String]> = .many("NAME", help: "the artist's name, as the chart spells it (case and accents don't matter)")

    public static let spec = CommandSpec(
        "follow", summary: "The artists albums watch reports whenever an album of theirs charts",
        discussion: "Kept in the follow setting (names separated by ;). Names match without regard to case or accents: \"beyonce\" follows Beyoncé. list prints one name a line.",
        positionals: [action, name],
        examples: [
            .init("albums follow add \"Mara Osei\"", "Hear of every album of hers that charts"),
            .init("albums follow remove \"ivy holloway\"", "Stop following her"),
            .init("albums follow", "Who is followed"),
        ]
    )

    public static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let word = parsed[action] ?? "list"
        guard let chosen = Action(rawValue: word.lowercased()) else {
            throw UsageError("unknown action \"\(word.clipped)\" for follow", hints: ["it must be add, remove or list"])
        }
        let words = parsed[name].joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard chosen != .list else {
            guard words.isEmpty else { throw UsageError("follow list takes no name") }
            return .list
        }
        guard !words.isEmpty else { throw UsageError("follow \(chosen.rawValue) needs an artist's name", hints: ["e.g. albums follow \(chosen.rawValue) \"Ivy Holloway\""]) }
        guard !words.contains(";") else { throw UsageError("an artist's name can't contain ;", hints: ["; separates the names in the follow setting"]) }
        return chosen == .add ? .add(words) : .remove(words)
    }

    public static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let name: String, adding: Bool
        switch options {
        case .list: return State(followed: context.configuration.follow, said: nil)
        case .add(let artist): (name, adding) = (artist, true)
        case .remove(let artist): (name, adding) = (artist, false)
        }
        let stored: [String]
        do {
            stored = try context.world.settings.load()[Settings.follow.key].flatMap(Settings.follow.parse) ?? []
        } catch {
            throw Failure("couldn't read the settings", why: "\(error.path): \(error.problem)", suggestion: "fix the file or move it away; it was left as it is")
        }
        let key = WatchRules.folded(name)
        var followed = stored
        let known = followed.contains { WatchRules.folded($0) == key }
        let said: String
        if adding {
            if !known { followed.append(name) }
            said = known ? "already following \(name)" : "now following \(name)"
        } else {
            guard known else {
                throw Failure("couldn't stop following \(name)", why: "nobody of that name is followed",
                              suggestion: followed.isEmpty ? "albums follow add NAME" : "followed: " + followed.joined(separator: "; "))
            }
            followed.removeAll { WatchRules.folded($0) == key }
            said = "no longer following \(name)"
        }
        if followed != stored {
            try SettingsFileChange.save(context, [Settings.follow.key: followed.isEmpty ? nil : Settings.follow.format(followed)])
        }
        return State(followed: followed, said: said)
    }

    public static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        if let said = state.said {
            return Output(stderr: Sanitizer.line(said) + " (\(state.followed.count) followed)\n")
        }
        if state.followed.isEmpty { return Output(stderr: "Nobody is followed yet. Try: albums follow add NAME\n") }
        return Output(stdout: state.followed.map { Sanitizer.line($0) + "\n" }.joined())
    }
}
