@testable import AlbumsTerminal
import Testing

@Suite struct HyperlinkTests {
    @Test func hyperlinksAreOSC8AndRefuseUnsafeURLs() {
        #expect(Hyperlink.wrap("here", url: "https://a.test/x", enabled: true) == "\u{1B}]8;;https://a.test/x\u{1B}\\here\u{1B}]8;;\u{1B}\\")
        #expect(Hyperlink.wrap("here", url: "https://a.test/x", enabled: false) == "here")
        #expect(Hyperlink.wrap("here", url: "https://a.test/\u{1B}]0;x\u{07}", enabled: true) == "here")
        #expect(Hyperlink.wrap("here", url: "https://a.test/a b", enabled: true) == "here")
        for scheme in ["javascript:alert(1)", "file:///etc/passwd", "ftp://a.test/x", "data:text/html,x"] {
            #expect(Hyperlink.wrap("here", url: scheme, enabled: true) == "here", "only http and https are links")
        }
        #expect(Hyperlink.wrap("here", url: "http://a.test/", enabled: true).hasPrefix("\u{1B}]8;;http://a.test/"))
    }
}
