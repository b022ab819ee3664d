import AlbumsShape
import AlbumsTerminal

/// `albums cache stats|clear|path`: the disk caches of covers and of answers.
package enum CacheCommands {
    package static let group = CommandEntry(CommandSpec(
        "cache", summary: "Show, clear or locate the caches of covers and answers",
        discussion: "Covers are kept in $XDG_CACHE_HOME/albums/artwork (else ~/.cache/albums/artwork), under the cache-size limit, least recently used out first; answers (feeds, lookups, searches) in $XDG_CACHE_HOME/albums/http.",
        defaultSubcommand: "stats",
        examples: [.init("albums cache", "Same as cache stats")]
    ), subcommands: [.init("stats", CacheStatsCommand.entry), .init("clear", CacheClearCommand.entry), .init("path", CachePathCommand.entry)])
}
