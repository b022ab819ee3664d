@testable import AlbumsCommands
import AlbumsShape
import AlbumsTerminal
import AlbumsCore
import Testing

@Suite struct PrefetchOptionsTests {
    static func jobs(_ arguments: [String]) throws -> Int {
        try PrefetchCommand.options(try CommandTree.commandsLayer.parse(["prefetch"] + arguments)).jobs
    }

    /// Without --jobs, as many downloads at once as the help says ("default 6"): the help is what a user reads.
    @Test func theDefaultJobsAreTheOnesTheHelpStates() throws {
        let help = PrefetchCommand.jobs.spec.help
        let stated = help.components(separatedBy: "default ").last.map { Int(String($0.prefix { $0.isNumber })) } ?? nil
        try #require(stated != nil, "the help states its default: \(help)")
        #expect(try Self.jobs([]) == stated)
    }

    /// 1 to 64 at once, each end taken; 0 and 65 refused.
    @Test func jobsRunFromOneToSixtyFour() throws {
        #expect(try Self.jobs(["--jobs", "1"]) == 1 && Self.jobs(["-j", "64"]) == 64)
        for outside in ["0", "65"] {
            #expect(throws: UsageError.self) { try Self.jobs(["--jobs", outside]) }
        }
    }
}
