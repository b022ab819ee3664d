import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape

/// Keeps each edition of the chart that loads in the chart's history, and
/// marks every album with how it moved since the edition before.
package enum ChartKeeper {
    /// How a command uses the history.
    package enum Use: Sendable {
        /// Record and show movement when the `history` setting is on; touch nothing when off.
        case asSet
        /// As set, but read the kept history even when off (`changes`, `history`):
        /// the chart is then compared with it, never recorded.
        case readAlways
        /// As set, for a command that shows the marks (movement, peak, weeks)
        /// but not the history: when the edition is already kept, they come
        /// from the standings kept beside it, and the history isn't read.
        case marksOnly
    }

    package struct Kept: Sendable {
        /// Nil when the marks came from the kept standings (`marksOnly`).
        package var history: ChartHistory?
        /// The kept edition that stands for this load.
        package var edition: Int64
        package var albums: [Album]
        package var warnings: [String]
        /// Whether this load kept an edition the history didn't have.
        package var recorded = false
    }

    /// The history with `feed` recorded (stored only when the setting is on),
    /// and `albums` (the part of the feed shown) marked; nil when history is off
    /// and `use` doesn't read it.
    package static func keep(_ feed: DecodedFeed, showing albums: [Album], use: Use, _ context: CommandContext) -> Kept? {
        let recording = context.configuration.history == .on
        guard recording || use == .readAlways else { return nil }
        let chart = key(context)
        let store = context.world.history
        let (updated, dateWarning) = editionDate(feed.updated, now: Int64(context.world.clock.now().timeIntervalSince1970.rounded(.down)))
        let standings = use == .marksOnly && recording ? store.standings(chart) : nil
        if let (edition, marked) = standings?.marks(feed: feed.albums, updated: updated, shown: albums) {
            return Kept(history: nil, edition: edition, albums: marked, warnings: dateWarning.map { [$0] } ?? [])
        }
        let seeded = isSeeded(chart)
        let loaded = store.load(chart)
        var warnings = (dateWarning.map { [$0] } ?? []) + (loaded.warning.map { [$0] } ?? [])
        var history = loaded.history
        var filed = record(feed.albums, at: updated, seeded: seeded, into: &history)
        var recorded = false
        if recording, filed?.changed == true || (loaded.history.isEmpty && seeded) {
            do {
                let recordedHere = (history, filed)
                let stored = try store.update(chart) { kept in
                    let empty = kept.isEmpty
                    // The history as loaded (no other albums has recorded since): recorded already.
                    if kept == loaded.history {
                        (kept, filed) = recordedHere
                    } else {
                        filed = record(feed.albums, at: updated, seeded: seeded, into: &kept)
                    }
                    return filed?.changed == true || (empty && seeded)
                }
                history = stored.history
                recorded = filed?.changed == true
                warnings = (dateWarning.map { [$0] } ?? []) + (stored.warning.map { [$0] } ?? [])
                // The store worked out the newest edition's standings for the file: the marks, when that is this one.
                if let filed, let (edition, marked) = stored.standings?.marks(feed: feed.albums, updated: filed.updated, shown: albums) {
                    return Kept(history: history, edition: edition, albums: marked, warnings: warnings, recorded: recorded)
                }
            } catch {
                warnings.append("couldn't keep this edition of the chart in its history: \(error)")
            }
        }
        // An edition kept already, whose standings were missing or out of date: kept for the next load.
        if use == .marksOnly, recording, standings == nil, !recorded { store.keepStandings(chart) }
        let edition = filed?.updated ?? updated
        return Kept(history: history, edition: edition, albums: history.annotate(albums, at: edition), warnings: warnings, recorded: recorded)
    }

    /// The date to file this edition under: the feed's own, or the day it was
    /// fetched when the feed has none or one that can't be right (before 2000,
    /// or more than a day ahead), said in a warning.
    static func editionDate(_ stated: Int64?, now: Int64) -> (Int64, warning: String?) {
        guard let stated else {
            return (FeedDate.startOfDay(now), "the feed doesn't say when it was updated; this edition is kept as today's (\(FeedDate.day(now)))")
        }
        guard !ChartHistory.believableDates(now: now).contains(stated) else { return (stated, nil) }
        return (FeedDate.startOfDay(now), "the feed says it was updated on \(FeedDate.day(stated)), which can't be right; this edition is kept as today's (\(FeedDate.day(now)))")
    }

    /// Seeds an empty history of a seeded chart first (with the stub chart's
    /// earlier editions, decoded only then), then records.
    private static func record(_ albums: [Album], at updated: Int64, seeded: Bool, into history: inout ChartHistory) -> ChartHistory.Filed? {
        if history.isEmpty && seeded {
            for seed in HistorySeeds.stub { history.record(updated: seed.updated, albums: seed.albums) }
        }
        return history.record(updated: updated, albums: albums)
    }

    /// Which chart this run reads: "standard us" (Apple's chart in a country),
    /// "stub standard us" (the same, answered by the fixtures), or the feed's URL.
    package static func key(_ context: CommandContext) -> String {
        let configuration = context.configuration
        let chart = configuration.feed == .standard ? "standard \(configuration.country)" : configuration.feedURL.absoluteString
        return context.world.transport(for: configuration.session).servesFixtures ? "stub " + chart : chart
    }

    /// The worldwide chart's key: "world" (every store) or "world gb,jp,us"
    /// (some, in alphabetical order: the same stores are the same chart),
    /// "stub world" when the fixtures answer.
    package static func worldKey(_ context: CommandContext, countries: [String]?) -> String {
        let chart = "world" + (countries.flatMap { $0.isEmpty ? nil : " " + $0.sorted().joined(separator: ",") } ?? "")
        return context.world.transport(for: context.configuration.session).servesFixtures ? "stub " + chart : chart
    }

    /// A chart that albums makes itself (the worldwide chart) kept as an
    /// edition at `updated`, when history is on, and its albums marked with
    /// how they moved; as given, with no marks, when it is off.
    package static func keep(_ albums: [Album], at updated: Int64, chart: String, _ context: CommandContext) -> (albums: [Album], warnings: [String], edition: Int64?) {
        guard context.configuration.history == .on, !albums.isEmpty else { return (albums, [], nil) }
        var filed: ChartHistory.Filed?
        do {
            let stored = try context.world.history.update(chart) { history in
                filed = history.record(updated: updated, albums: albums)
                return filed?.changed == true
            }
            let edition = filed?.updated ?? updated
            return (stored.history.annotate(albums, at: edition), stored.warning.map { [$0] } ?? [], edition)
        } catch {
            // Not kept, but marked all the same against what is kept (the albums a chart of albums makes carry
            // their stores' marks, not the chart's).
            let kept = context.world.history.load(chart).history
            return (kept.annotate(albums, at: updated), ["couldn't keep this edition of the \(chart) chart in its history: \(error)"], nil)
        }
    }

    /// The chart with its kept editions, for the commands about them
    /// (`changes`, `history`): with `--world [LIST]`, the worldwide chart's
    /// newest kept edition; else the chart, loaded, its history read.
    static func withHistory(world: [String]?, _ context: CommandContext) async -> ChartState {
        if let world { return kept(worldKey(context, countries: world), context) }
        return await ChartLoader.load(context, history: .readAlways)
    }

    /// The newest kept edition of `chart` as a chart (its albums ranked and
    /// marked, its history): what `changes --world` and `history --world` read.
    package static func kept(_ chart: String, _ context: CommandContext) -> ChartState {
        let loaded = context.world.history.load(chart)
        guard let newest = loaded.history.editions.last else { return .noData }
        let albums = newest.albums.enumerated().compactMap { offset, position -> Album? in
            guard let entry = loaded.history.entry(at: Int(position)) else { return nil }
            return Album(kept: entry.id, name: entry.name, artist: entry.artist, rank: offset + 1)
        }
        var chart = Chart(albums: loaded.history.annotate(albums, at: newest.updated), notices: loaded.warning.map { [$0] } ?? [],
                          history: loaded.history, edition: newest.updated)
        chart.isNewEdition = false
        return .loaded(chart)
    }

    /// The stub chart (the US one; other stores are made from it) ships with
    /// earlier editions, so that movement shows offline.
    static func isSeeded(_ chart: String) -> Bool {
        chart == "stub standard us"
    }
}
