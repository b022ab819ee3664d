import AlbumsTestSupport
import Foundation
import Testing

/// Every link between the project's documents leads somewhere: a relative
/// link to a file that is there (from the folder of the document it is in),
/// and an anchor to a heading of that document, as GitHub makes a heading's
/// anchor (lower case, punctuation dropped, spaces as hyphens).
@Suite struct DocsLinksTests {
    static let documents = ["README.md", "docs/GUIDE.md", "docs/ARCHITECTURE.md", "docs/TESTING.md", "docs/PERFORMANCE.md"]

    /// GitHub's anchor of a heading.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return Character(scalar) }
            return nil
        })
    }

    static func anchors(of path: String) -> Set<String> {
        let text = (try? String(contentsOfFile: Paths.packageRoot + "/" + path, encoding: .utf8)) ?? ""
        var inCode = false, seen: [String: Int] = [:], found: Set<String> = []
        for line in text.everyLine {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            let base = anchor(heading)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            found.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return found
    }

    @Test(arguments: documents)
    func everyLinkLeadsSomewhere(document: String) throws {
        let text = try String(contentsOfFile: Paths.packageRoot + "/" + document, encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        var broken: [String] = []
        var inCode = false
        for line in text.everyLine {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts.first ?? "", anchor = parts.element(1)
                let file = path.isEmpty ? document : (folder.isEmpty ? path : folder + "/" + path)
                let resolved = (file as NSString).standardizingPath
                guard FileManager.default.fileExists(atPath: Paths.packageRoot + "/" + resolved) else {
                    broken.append("\(target): no \(resolved)")
                    continue
                }
                if let anchor, resolved.hasSuffix(".md"), !Self.anchors(of: resolved).contains(anchor) {
                    broken.append("\(target): no heading #\(anchor) in \(resolved)")
                }
            }
        }
        #expect(broken.isEmpty, "\(document): \(broken)")
    }

    /// The check itself: a link to a file that isn't there, or to a heading that isn't, is found.
    @Test func aBrokenLinkIsFound() {
        #expect(Self.anchor("What the numbers mean") == "what-the-numbers-mean")
        #expect(Self.anchor("The browser: the Elm architecture, with effects that carry their work") == "the-browser-the-elm-architecture-with-effects-that-carry-their-work")
        #expect(Self.anchors(of: "docs/GUIDE.md").contains("keeping-a-site-fresh"))
        #expect(!Self.anchors(of: "docs/GUIDE.md").contains("no-such-heading"))
        #expect(!FileManager.default.fileExists(atPath: Paths.packageRoot + "/docs/docs/albums.1"), "docs/albums.1 from inside docs/ leads nowhere")
    }
}
