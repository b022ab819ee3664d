import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums follow add|remove|list NAME`: the artists `albums watch` reports
/// whenever an album of theirs charts (the `follow` setting).
package enum FollowCommand: Command {
    package enum Action: String, CaseIterable, Sendable {
        case list, add, remove
    }

    package enum Options: Sendable {
        case list
        /// Each argument is a name: `follow add "Ivy Holloway" "Otis Navarro"` follows two.
        case add([String])
        case remove([String])
    }

    package struct State: Sendable {
        package var followed: [String]
        /// What the change did, for people: "now following Ivy Holloway".
        package var said: String?
    }

    package static let action: Argument<String?> = .optional("add|remove|list", help: "what to do (list when not given)", completion: .values(Action.allCases.map(\.rawValue)))
    package static let name: Argument<[String]> = .many("NAME", help: "an artist's name, as the chart spells it (case and accents don't matter); quote a name with spaces")

    package static let spec = CommandSpec(
        "follow", summary: "The artists albums watch reports whenever an album of theirs charts",
        discussion: "Kept in the follow setting (names separated by ;, at most 1,000). Each NAME is one artist: quote a name with spaces. Names match without regard to case or accents: \"beyonce\" follows Beyoncé, and the spelling first given is kept. list prints one name a line.",
        positionals: [action, name],
        examples: [
            .init("albums follow add \"Mara Osei\"", "Hear of every album of hers that charts"),
            .init("albums follow add \"Ivy Holloway\" \"Otis Navarro\"", "Follow two at once"),
            .init("albums follow remove \"ivy holloway\"", "Stop following her"),
            .init("albums follow", "Who is followed"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let word = parsed[action] ?? "list"
        guard let chosen = Action(rawValue: word.lowercased()) else {
            throw UsageError("unknown action \"\(word.clipped)\" for follow", hints: ["it must be add, remove or list"])
        }
        // A line break at either end (a name pasted with its line) goes; one inside is refused below.
        let names = parsed[name].map { $0.trimmed() }
        guard chosen != .list else {
            guard names.isEmpty else { throw UsageError("follow list takes no name") }
            return .list
        }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw UsageError("follow \(chosen.rawValue) needs an artist's name", hints: ["e.g. albums follow \(chosen.rawValue) \"Ivy Holloway\""])
        }
        try refusingControlCharacters(names)
        if let bad = names.first(where: { $0.contains(";") }) {
            throw UsageError("an artist's name can't contain ; (\"\(bad.clipped)\")", hints: ["; separates the names in the follow setting; give each name as an argument of its own"])
        }
        return chosen == .add ? .add(names) : .remove(names)
    }

    /// Artists' names as given (`follow add`, `watch --artist`), their ends trimmed already: one with a line
    /// break or another control character inside is refused, as no artist's name holds one.
    @discardableResult
    package static func refusingControlCharacters(_ names: [String]) throws(UsageError) -> [String] {
        if let bad = names.first(where: { $0.unicodeScalars.contains(where: UnsafeText.isControl) }) {
            throw UsageError("an artist's name can't contain a line break or other control character (\"\(bad.clipped)\")")
        }
        return names
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let names: [String], adding: Bool
        switch options {
        case .list: return State(followed: context.configuration.follow, said: nil)
        case .add(let artists): (names, adding) = (artists, true)
        case .remove(let artists): (names, adding) = (artists, false)
        }
        // Read, changed and saved as one step under the settings file's lock: four `follow add` at once keep every name.
        // The whole list is changed, however long (one over the cap read from an older albums keeps every name).
        var followed: [String] = [], said: [String] = []
        do {
            try context.world.settings.change { values in
                let stored = values[Settings.follow.key].map(FollowedArtists.names) ?? []
                (followed, said) = try changed(stored, names: names, adding: adding)
                return followed == stored ? [:] : [Settings.follow.key: followed.isEmpty ? nil : Settings.follow.format(followed)]
            }
        } catch let error as SettingsFileError {
            throw Failure("couldn't change who is followed", why: "\(error.path): \(error.problem)", suggestion: "fix the file or move it away; it was left as it is")
        }
        return State(followed: followed, said: said.joined(separator: "; "))
    }

    /// `stored` with `names` added or removed, and what to say of each.
    static func changed(_ stored: [String], names: [String], adding: Bool) throws -> (followed: [String], said: [String]) {
        var followed = stored
        // Each name folded once; the spelling kept is the one first given.
        var kept = Dictionary(followed.map { (TextFolding.folded($0), $0) }) { first, _ in first }
        var said: [String] = []
        for name in names {
            let key = TextFolding.folded(name)
            if adding {
                if let spelled = kept[key] {
                    said.append("already following \(spelled)")
                    continue
                }
                guard followed.count < FollowedArtists.limit else {
                    throw Failure("couldn't follow \(name)", why: "\(followed.count) artists are followed, and albums keeps at most \(FollowedArtists.limit)",
                                  suggestion: "albums follow remove NAME for one you no longer want")
                }
                followed.append(name)
                kept[key] = name
                said.append("now following \(name)")
            } else {
                guard let spelled = kept.removeValue(forKey: key) else {
                    throw Failure("couldn't stop following \(name)", why: followed.isEmpty ? "nobody is followed yet" : "nobody of that name is followed",
                                  suggestion: "albums follow list shows who is followed")
                }
                followed.removeAll { $0 == spelled }
                said.append("no longer following \(spelled)")
            }
        }
        return (followed, said)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        if let said = state.said {
            return Output(stderr: Sanitizer.line(said) + " (\(state.followed.count) followed)\n")
        }
        if state.followed.isEmpty { return Output(stderr: "Nobody is followed yet. Try: albums follow add NAME\n") }
        return Output(stdout: state.followed.map { Sanitizer.line($0) + "\n" }.joined())
    }
}
