import AlbumsCore
import Testing

/// The followed artists' list in the setting, and its cap.
@Suite struct FollowedArtistsTests {
    static func list(_ count: Int) -> String { (1...count).map { "Artist \($0)" }.joined(separator: "; ") }

    /// A list over the cap is remarked on; one at the cap (or under it) is not.
    @Test func onlyAListOverTheCapIsRemarkedOn() {
        #expect(FollowedArtists.limit == 1_000)
        #expect(FollowedArtists.remark(Self.list(999)) == nil)
        #expect(FollowedArtists.remark(Self.list(1_000)) == nil)
        #expect(FollowedArtists.remark(Self.list(1_001)) == "1001 artists are followed; albums reads the first 1000 (albums follow remove NAME for the rest)")
    }

    /// Names are counted once however they are written (case, accents, spaces around them); empty parts are none.
    @Test func namesAreCountedOnceEach() {
        #expect(FollowedArtists.names(" Mara Osei ;mara osei; MARA OSEÏ ;; ; Ivy") == ["Mara Osei", "Ivy"])
    }
}
