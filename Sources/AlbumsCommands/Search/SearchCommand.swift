import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums search TERM...`: the iTunes catalog, grouped by artist, with recent searches.
package enum SearchCommand: Command {
    package struct Options: Sendable {
        package var request: Request
        package var kind: SearchResult.Kind
        package var limit: Int
        package var json: [String]?
        package var remember: Bool
    }

    package enum Request: Equatable, Sendable {
        case search(String)
        /// `--recent N`: the Nth recent search, again.
        case again(String)
        case listRecent
        case clearRecent
    }

    package enum State: Sendable {
        case searched(SearchState, term: String, unsaved: String?)
        case recent([String])
        case cleared(Int)
    }

    package static let entity: Option<SearchResult.Kind?> = .choice("entity", short: "e", name: "KIND", help: "What to look for: album (the default), song or music-video")
    package static let defaultLimit = 50
    package static let limit: Option<Int> = .number("limit", short: "n", in: Search.limits, default: defaultLimit, help: "At most N results (1–200; default \(defaultLimit))")
    package static let json = SharedOptions.json(SearchResult.jsonFields, help: "Print a flat JSON array; only FIELDS if given")
    package static let recent: Option<String?> = Option(
        OptionSpec("recent", .optionalValue("N"), help: "List the recent searches; with N, run the Nth again", takesNextWord: { NumberText.whole($0) != nil })
    ) { $0 }
    static let clearRecent: Option<Bool> = .flag("clear-recent", help: "Forget the recent searches")
    static let noHistory: Option<Bool> = .flag("no-history", help: "Don't remember this search")
    package static let terms: Argument<[String]> = .many("term", help: "what to search for; several words make one term")

    package static let spec = CommandSpec(
        "search", summary: "Search the iTunes catalog for albums, songs or music videos",
        discussion: "Results are grouped by artist. Each search that finds something is remembered (at most 10, newest first); with no term, or with --recent, albums search lists them, and --recent N runs the Nth again.",
        options: [entity, limit, SharedOptions.country, json, recent, clearRecent, noHistory, SharedOptions.api],
        positionals: [terms],
        examples: [
            .init("albums search neon", "Albums matching \"neon\", grouped by artist"),
            .init("albums search --entity song iron maiden", "Songs, with the album each is on"),
            .init("albums search --recent 2", "The second most recent search, again"),
            .init("albums search --json name,url rock & roll", "Only names and links, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let words = parsed[terms], again = try parsed[recent]
        let request: Request
        if try parsed[clearRecent] {
            guard words.isEmpty else { throw UsageError("--clear-recent takes no search terms") }
            request = .clearRecent
        } else {
            switch (words.isEmpty, again) {
            case (false, let number?) where number.isEmpty && words.count == 1:
                // `--recent abc`: a word where the number of a recent search was meant.
                throw UsageError("--recent takes the number of a recent search, not \"\(words[0].clipped)\"",
                                 hints: ["e.g. albums search --recent 2; albums search --recent lists them"])
            case (false, .some): throw UsageError("give either search terms or --recent, not both")
            case (false, nil): request = .search(words.joined(separator: " "))
            case (true, let number?) where !number.isEmpty: request = .again(number)
            case (true, _): request = .listRecent
            }
        }
        return Options(request: request, kind: try parsed[entity] ?? .album, limit: try parsed[limit], json: try parsed[json],
                       remember: !(try parsed[noHistory]))
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let store = context.world.recentSearches
        if options.request == .clearRecent {
            do {
                return .cleared(try store.update { _ in [] }.count)
            } catch {
                throw Failure("couldn't forget the recent searches", why: (error as? FileError)?.description ?? "\(error)")
            }
        }
        let recent = store.load()
        if let warning = recent.warning { context.warn([warning]) }
        let term: String
        switch options.request {
        case .search(let words): term = words
        case .again(let number): term = try pick(number, from: recent.terms)
        case .listRecent, .clearRecent: return .recent(recent.terms)
        }
        let trimmed = term.trimmed()
        guard !trimmed.isEmpty else { throw UsageError("the search term is empty") }
        let state = await search(trimmed, kind: options.kind, limit: options.limit, context: context)
        guard case .found = state, options.remember else { return .searched(state, term: trimmed, unsaved: nil) }
        return .searched(state, term: trimmed, unsaved: remember(trimmed, context))
    }

    /// Records a search that found something in the recent list; nil when it
    /// was saved, else why it wasn't.
    package static func remember(_ term: String, _ context: CommandContext) -> String? {
        do {
            _ = try context.world.recentSearches.update { RecentSearchList.recording(term, in: $0) }
            return nil
        } catch {
            return (error as? FileError)?.description ?? "\(error)"
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        switch state {
        case .cleared(let count):
            return Output(stderr: "Forgot \(count) recent \(count == 1 ? "search" : "searches").\n")
        case .recent(let terms):
            return RecentView.render(terms, json: options.json != nil, style: screen.out)
        case .searched(let search, _, let unsaved):
            let output = SearchView.render(search, json: options.json, columns: screen.columns, style: screen.out)
            return unsaved.map { output + RecentView.unsaved($0) } ?? output
        }
    }

    package static func pick(_ number: String, from terms: [String]) throws(UsageError) -> String {
        guard let index = NumberText.whole(number), terms.indices.contains(index - 1) else {
            let range = terms.isEmpty ? "there are no recent searches yet" : "use a number from 1 to \(terms.count) (albums search --recent lists them)"
            throw UsageError("no recent search number \(number.clipped)", hints: [range])
        }
        return terms[index - 1]
    }

    package static func search(_ term: String, kind: SearchResult.Kind, limit: Int, context: CommandContext) async -> SearchState {
        let url = Search.url(api: context.configuration.api, term: term, kind: kind, country: context.configuration.country, limit: limit)
        let subject = Subject.searchResults(term: term)
        do {
            let answer = try await context.spinning("Searching the iTunes catalog…") {
                try await context.http.get(url, .json, decode: CatalogAnswer.decode)
            }
            let results = Array(Search.results(in: answer.value, kind: kind).prefix(limit))
            guard !results.isEmpty else {
                let stub = context.world.transport(for: context.configuration.session).servesFixtures
                return .noResults(term: term, kind: kind, known: stub ? Fixtures.searchTerms : nil)
            }
            return .found(results, notice: StaleNotice.text(for: answer.origin, subject: subject))
        } catch {
            return .failed(Failure(loading: subject, error))
        }
    }
}
