@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsTerminal
import Foundation
import Testing

@Suite struct FrameTests {
    /// Styled text too long for its room is cut at the edge; with `ellipsis`,
    /// its last cell is "…", and text that just fits keeps its last letter.
    @Test func styledTextIsCutAtTheEdgeWithAnEllipsisOnlyWhenAsked() {
        func put(_ text: String, limit: Int, ellipsis: Bool? = nil) -> (String, Int) {
            var frame = Frame(columns: 10, rows: 1)
            let used = ellipsis.map { frame.putStyled(text, row: 0, column: 1, limit: limit, ellipsis: $0) } ?? frame.putStyled(text, row: 0, column: 1, limit: limit)
            return (frame.text(), used)
        }
        #expect(put("\u{1B}[1mabcdef\u{1B}[0m", limit: 4) == (" abcd\n", 4), "cut, no ellipsis unless asked")
        #expect(put("\u{1B}[1mabcdef\u{1B}[0m", limit: 4, ellipsis: true) == (" abc…\n", 4))
        #expect(put("abcdef", limit: 6, ellipsis: true) == (" abcdef\n", 6), "just fits: whole")
        #expect(put("abcdefg", limit: 6, ellipsis: true) == (" abcde…\n", 6), "one over: cut")
    }

    @Test func wideGraphemesTakeTwoCellsAndAreNeverSplit() {
        var frame = Frame(columns: 6, rows: 1)
        #expect(frame.put("a東京b", row: 0, column: 0) == 6)
        #expect(frame[0, 1].text == "東" && frame[0, 2].text == "" && frame[0, 3].text == "京")
        var cut = Frame(columns: 6, rows: 1)
        #expect(cut.put("ab東京", row: 0, column: 0, limit: 5) == 4, "京 would cross the limit")
        #expect(cut.text() == "ab東\n")
        cut.put("x", row: 0, column: 3)
        #expect(cut.text() == "ab x\n", "writing over half of 東 clears the other half")
        #expect(cut.put("e\u{301}", row: 0, column: 5) == 1, "a combining mark stays with its letter")
        #expect(cut[0, 5].text == "e\u{301}")
    }

    @Test func markupShowsEachStyleChange() {
        var frame = Frame(columns: 10, rows: 2)
        frame.put("ab", row: 0, column: 0, style: .init(bold: true))
        frame.put("cd", row: 0, column: 2, style: .init(dim: true, foreground: .green))
        frame.put("e", row: 0, column: 5)
        frame.fill(row: 1, column: 1, count: 2, style: .init(reverse: true, background: .rgb(1, 2, 255)))
        #expect(frame.markup() == "«b»ab«d,fg:green»cd«» e\n «r,bg:#0102ff»  \n")
    }

    @Test func theWriterSendsOnlyTheChangedSpan() {
        var before = Frame(columns: 10, rows: 3)
        before.put("hello", row: 1, column: 0)
        var after = before
        after.put("J", row: 1, column: 1, style: .init(bold: true))
        after.put("y", row: 1, column: 3)
        #expect(FrameWriter.write(after, over: before, colors: true) == "\u{1B}[2;2H\u{1B}[0;1mJ\u{1B}[0mly\u{1B}[0m")
        #expect(FrameWriter.write(after, over: after, colors: true) == "", "nothing changed, nothing sent")
    }

    @Test func theFirstFrameAndANewSizeAreWrittenWhole() {
        var frame = Frame(columns: 3, rows: 2)
        frame.put("ab", row: 0, column: 0)
        let whole = FrameWriter.write(frame, over: nil, colors: true)
        #expect(whole == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab \u{1B}[2;1H\u{1B}[0m   \u{1B}[0m")
        #expect(FrameWriter.write(frame, over: Frame(columns: 4, rows: 2), colors: true) == whole)
    }

    @Test func aChangeInsideAWideGraphemeRewritesAllOfIt() {
        var before = Frame(columns: 4, rows: 1)
        before.put("東a", row: 0, column: 0)
        var after = before
        after.put("東", row: 0, column: 0, style: .init(reverse: true))
        #expect(FrameWriter.write(after, over: before, colors: true) == "\u{1B}[1;1H\u{1B}[0;7m東\u{1B}[0m")
    }

    @Test func coloursAreLeftOutUnderNoColorButReverseStays() {
        var frame = Frame(columns: 2, rows: 1)
        frame.put("x", row: 0, column: 0, style: .init(reverse: true, foreground: .rgb(1, 2, 3), background: .palette(200)))
        #expect(FrameWriter.write(frame, over: Frame(columns: 2, rows: 1), colors: false) == "\u{1B}[1;1H\u{1B}[0;7mx\u{1B}[0m")
        #expect(FrameWriter.write(frame, over: Frame(columns: 2, rows: 1), colors: true) == "\u{1B}[1;1H\u{1B}[0;7;38;2;1;2;3;48;5;200mx\u{1B}[0m")
    }
}
