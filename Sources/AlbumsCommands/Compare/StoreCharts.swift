import AlbumsClients
import AlbumsCore
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// Many stores' charts loaded at once (compare, world, the browser's world
/// page), bounded three ways: at most `concurrency` at once; a host that has
/// not answered several requests in a row is not asked again in the run
/// (`HostWatch`, as covers do); and once no store has answered for `quiet`
/// (three timeouts, at least 10 s: stores that hang, each on a host of its
/// own), a store whose turn comes is not asked. Stores that answer, however
/// slowly, are all asked. Time the process was stopped (Ctrl-Z, a laptop's
/// sleep) is not time waited: a resume starts the quiet time again, and a
/// request that spanned one is tried again (`HTTPClient`). The stores not
/// asked are named, with why.
package struct StoreCharts: Sendable {
    /// At most this many stores load at once.
    package static let concurrency = 6

    /// Stores not asked for one reason.
    package struct NotAsked: Equatable, Sendable {
        package var countries: [String]
        package var why: String
    }

    /// One state per store, in the order asked; `.loading` for a store not asked.
    package var states: [ChartState]
    package var notAsked: [NotAsked] = []

    /// How long without an answer from any store before the rest are not asked: three timeouts, and never less
    /// than 10 s (a slow link's answers come seconds apart, whatever --timeout says).
    package static func quiet(timeout: Duration) -> Duration {
        max(timeout * 3, .seconds(10))
    }

    /// The warning naming the stores not asked, one line per reason.
    package var warnings: [String] {
        notAsked.map { group in
            "\(group.countries.count) \(group.countries.count == 1 ? "store" : "stores") not asked, as \(group.why): \(group.countries.joined(separator: ", "))"
        }
    }

    /// Whether `country`'s store was asked.
    package func asked(_ country: String) -> Bool {
        !notAsked.contains { $0.countries.contains(country) }
    }

    /// Each country's chart, in the order given. `progress` is told how many
    /// are done (loaded, failed or not asked), as each is.
    package static func load(_ countries: [String], _ context: CommandContext, progress: (Int) -> Void = { _ in }) async -> StoreCharts {
        let clock = context.world.clock
        let timeout = context.configuration.timeout
        let quiet = quiet(timeout: timeout)
        let silence = "no store had answered for \(Failure.seconds(quiet.seconds)) (three times --timeout, at least 10 s)"
        var lastAnswer = clock.now(), resumes = clock.resumes()
        var watch = HostWatch()
        var results = [ChartState](repeating: .loading, count: countries.count)
        var skipped: [(index: Int, why: String)] = []
        await withTaskGroup(of: (index: Int, host: String, state: ChartState, notAnswering: Bool).self) { group in
            var next = 0, running = 0, done = 0
            // Starts what may start at `now` (one instant for the whole fill: an answer just read is never
            // silence, however long the stores started meanwhile take); a store for a suspect host waits for those
            // under way to it.
            func fill(at now: Date) {
                // A stop is no silence: the quiet time starts again when the process goes on.
                if clock.resumes() != resumes { (resumes, lastAnswer) = (clock.resumes(), now) }
                let silent = now.timeIntervalSince(lastAnswer) >= quiet.seconds
                while running < concurrency, next < countries.count {
                    let store = context.with(context.configuration.setting(Settings.country, to: countries[next]))
                    let host = store.configuration.feedURL.host ?? ""
                    let turn = watch.turn(host)
                    if turn == .waitForThoseUnderWay { return }
                    guard !silent, turn == .start else {
                        skipped.append((next, silent ? silence : "\(host) stopped answering"))
                        next += 1
                        done += 1
                        progress(done)
                        continue
                    }
                    let index = next
                    watch.started(host)
                    group.addTask {
                        let (state, notAnswering) = await ChartLoader.fetchNoting(store)
                        return (index, host, state, notAnswering)
                    }
                    next += 1
                    running += 1
                }
            }
            fill(at: clock.now())
            for await ended in group {
                let now = clock.now()
                results[ended.index] = ended.state
                watch.ended(ended.host, notAnswering: ended.notAnswering)
                if !ended.notAnswering { lastAnswer = now }
                running -= 1
                done += 1
                progress(done)
                fill(at: now)
            }
        }
        var notAsked: [NotAsked] = []
        for (index, why) in skipped {
            if let group = notAsked.firstIndex(where: { $0.why == why }) {
                notAsked[group].countries.append(countries[index])
            } else {
                notAsked.append(NotAsked(countries: [countries[index]], why: why))
            }
        }
        return StoreCharts(states: results, notAsked: notAsked)
    }
}
