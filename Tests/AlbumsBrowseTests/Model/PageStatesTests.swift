@testable import AlbumsBrowse
import Testing

/// The pages' states, kept by type: two sets are equal page by page, and a
/// page's state as it starts is not kept.
@Suite struct PageStatesTests {
    @Test func statesAreEqualPageByPage() {
        var searched = PageStates()
        searched[SearchPage.self].query = "beta"
        var opened = PageStates()
        opened[DetailPage.self].focus = .tracks
        #expect(searched != opened, "one state each, of different pages")
        #expect(opened != searched)

        var again = PageStates()
        again[SearchPage.self].query = "beta"
        #expect(searched == again)
        again[SearchPage.self].query = "bet"
        #expect(searched != again, "the same page, a different state")

        var reset = searched
        reset[SearchPage.self].query = ""
        #expect(reset == PageStates(), "a page back as it starts is no state")
        #expect(searched[DetailPage.self] == DetailPage(), "a page never changed reads as it starts")
    }
}
