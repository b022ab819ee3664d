@testable import AlbumsBrowse
@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
import Foundation
import Testing

/// kitty and iTerm2 covers: placed after the frame, taken away when they no longer show.
@Suite struct BrowseImagesTests {
    static let here = BrowseImages.Placed(albumID: "11", row: 1, column: 85, columns: 34, rows: 17)
    static let there = BrowseImages.Placed(albumID: "22", row: 1, column: 85, columns: 34, rows: 17)

    @Test func kittyDeletesTheOldImageAndPlacesTheNew() {
        let step = BrowseImages.transition(from: Self.here, to: (Self.there, "<image 22>"), kitty: true, framedWhole: false)
        #expect(step.bytes == "\u{1B}_Ga=d,q=2\u{1B}\\\u{1B}[2;86H<image 22>")
        #expect(!step.redraw)
        #expect(BrowseImages.transition(from: Self.here, to: nil, kitty: true, framedWhole: false).bytes == "\u{1B}_Ga=d,q=2\u{1B}\\")
        #expect(BrowseImages.transition(from: Self.here, to: (Self.here, "<image 11>"), kitty: true, framedWhole: false).bytes == "", "still there")
        #expect(BrowseImages.transition(from: Self.here, to: (Self.here, "<image 11>"), kitty: true, framedWhole: true).bytes
            == "\u{1B}_Ga=d,q=2\u{1B}\\\u{1B}[2;86H<image 11>", "a whole new frame: placed again")
    }

    @Test func iTermRedrawsTheCellsToTakeAnImageAway() {
        #expect(BrowseImages.transition(from: Self.here, to: (Self.there, "<image 22>"), kitty: false, framedWhole: false) == ("", true))
        #expect(BrowseImages.transition(from: nil, to: (Self.there, "<image 22>"), kitty: false, framedWhole: true) == ("\u{1B}[2;86H<image 22>", false))
        #expect(BrowseImages.transition(from: nil, to: nil, kitty: false, framedWhole: false) == ("", false))
    }

    @Test func theModelShowsAnImageOnlyWhereItsCoverIs() {
        let cache = BrowseView.Cache()
        var model = BrowseModel(columns: 120, rows: 30, configuration: Configuration.defaults.setting(Settings.art, to: .iterm), now: BrowseUpdateTests.date)
        model = BrowseModel.update(model, .chartLoaded(.loaded(Chart(albums: BrowseUpdateTests.albums)), at: BrowseUpdateTests.date)).0
        let size = model.paneCoverSize
        model.cover = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: model.pictureTarget,
                                        image: CoverImage(image: RGBAImage(width: 2, height: 2), original: Data("abc".utf8), box: PictureSize(columns: 2, rows: 1)))
        let shown = BrowseImages.shown(model, cache: cache)
        #expect(shown?.0 == BrowseImages.Placed(albumID: "11", row: 1, column: 85, columns: size.columns, rows: size.rows))
        #expect(shown?.1 == "\u{1B}]1337;File=inline=1;size=3;width=2;height=1;preserveAspectRatio=1:YWJj\u{07}", "iTerm2's image of the file's bytes")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.down))).0, cache: cache) == nil, "another album highlighted")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.character("?")))).0, cache: cache) == nil, "under the help")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.character("/")))).0, cache: cache) == nil, "the search page")
        model.configuration = model.configuration.setting(Settings.art, to: .blocks)
        #expect(BrowseImages.shown(model, cache: cache) == nil, "half blocks are cells")
        #expect(cache.made.pictures == 2, "each way of drawing it once")
    }
}
