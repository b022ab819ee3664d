import AlbumsClients
import AlbumsCore
/// `albums search TERM...`: the iTunes catalog, grouped by artist, with recent searches.
public enum SearchCommand {
    public static let defaultLimit = 50

    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let store = context.world.recentSearches
            if invocation.flag("clear-recent") {
                guard invocation.positionals.isEmpty else { throw UsageError("--clear-recent takes no search terms") }
                let count = store.load().terms.count
                do { try store.save([]) } catch {
                    throw Failure("couldn't forget the recent searches", why: (error as? FileError)?.description ?? "\(error)")
                }
                return Output(stderr: "Forgot \(count) recent \(count == 1 ? "search" : "searches").\n")
            }
            let recent = store.load()
            let warning = recent.warning.map { Warning.line($0, style: context.errStyle) } ?? ""
            let term: String
            switch (invocation.positionals.isEmpty, invocation.value("recent")) {
            case (false, .some):
                throw UsageError("give either search terms or --recent, not both")
            case (false, nil):
                term = invocation.positionals.joined(separator: " ")
            case (true, let number?) where !number.isEmpty:
                term = try pick(number, from: recent.terms)
            case (true, _):
                return Output(stderr: warning) + RecentView.render(recent.terms, json: invocation.value("json") != nil, style: context.outStyle)
            }
            let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw UsageError("the search term is empty") }
            let kind = invocation.value("entity").flatMap(SearchResult.Kind.init) ?? .album
            let limit = try NumberOption.value(invocation, "limit", in: Search.limits, default: defaultLimit)
            let fields = try invocation.value("json").map { value throws(UsageError) in try JSONFields.parse(value, available: SearchResult.jsonFields) }
            let state = await search(trimmed, kind: kind, limit: limit, context: context)
            var output = Output(stderr: warning) + SearchView.render(state, json: fields, columns: context.columns, style: context.outStyle, errStyle: context.errStyle)
            if case .found = state, !invocation.flag("no-history") {
                do { try store.save(RecentSearchList.recording(trimmed, in: recent.terms)) } catch {
                    output = output + RecentView.unsaved(error, style: context.errStyle)
                }
            }
            return output
        }
    }

    static func pick(_ number: String, from terms: [String]) throws(UsageError) -> String {
        guard let index = Int(number), terms.indices.contains(index - 1) else {
            let range = terms.isEmpty ? "there are no recent searches yet" : "use a number from 1 to \(terms.count) (albums search --recent lists them)"
            throw UsageError("no recent search number \(Sanitizer.line(number))", hints: [range])
        }
        return terms[index - 1]
    }

    static func search(_ term: String, kind: SearchResult.Kind, limit: Int, context: CommandContext) async -> SearchState {
        let url = Search.url(api: context.configuration.api, term: term, kind: kind, country: context.configuration.country, limit: limit)
        do {
            let answer = try await Spinner.runThrowing("Searching the iTunes catalog…", on: context.world.console.err, style: context.errStyle) {
                try await context.http.get(url, .json, decode: CatalogAnswer.decode)
            }
            let results = Array(Search.results(in: answer.value, kind: kind).prefix(limit))
            let notice = ChartLoader.staleNotice(answer.origin).map { $0.replacingOccurrences(of: "the chart", with: "results") }
            return results.isEmpty ? .noResults(term: term, kind: kind) : .found(results, notice: notice)
        } catch let error as FetchError {
            return .failed(Failure(fetching: "search results for \"\(Sanitizer.line(term))\"", error,
                                   offline: "check your connection; the built-in answers work offline: albums search --session stub neon",
                                   expected: "an answer from the iTunes catalog"))
        } catch {
            return .failed(Failure("couldn't search the iTunes catalog", why: "\(error)"))
        }
    }
}

public enum SearchState: Equatable, Sendable {
    case found([SearchResult], notice: String?)
    case noResults(term: String, kind: SearchResult.Kind)
    case failed(Failure)
}
