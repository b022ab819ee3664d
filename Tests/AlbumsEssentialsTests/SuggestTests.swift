@testable import AlbumsEssentials
import AlbumsTestSupport
import Testing

@Suite struct SuggestTests {
    @Test(arguments: [
        ("nmae", ["rank", "name", "artist"], "name"), ("srot", ["sort", "session"], "sort"),
        ("rel", ["rank", "release-date"], "release-date"), ("xyz", ["rank", "name"], nil),
        ("setings", ["settings", "search"], "settings"), ("", ["a"], nil),
        ("sorting", ["sort", "session"], "sort"), ("so", ["sort", "session"], "sort"),
    ] as [(String, [String], String?)])
    func suggestsTheNearestCandidate(typed: String, candidates: [String], expected: String?) {
        #expect(Suggest.closest(to: typed, among: candidates) == expected)
    }
}
