import AlbumsTerminal

/// Markup, safe by its type. An `HTML` value is made only from markup the
/// code itself spells out (string literals, checked at compile time), from
/// other `HTML` values, and from text that is escaped on the way in: every
/// `String` interpolated into an `HTML` literal goes through `HTML.escaped`,
/// numbers are written as numbers, and `HTML` passes through as it is.
///
///     let cell: HTML = "<td class=\"name\">\(album.name)</td>"   // the name escaped
///
/// There is no way to turn a `String` made at run time into markup: the one
/// way to mark text as markup is a `StaticString` (`HTML(markup:)`), which
/// only a literal in the code can be. A page that puts a raw string into
/// markup does not compile (.ci/check-html-type proves it on a sample).
///
/// The same escapes make text safe in XML (the sitemap, the Atom feed).
package struct HTML: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup, as it is written to the page.
    package private(set) var markup: String

    private init(raw: String) { markup = raw }

    package init() { markup = "" }

    /// Markup spelt out in the code: the one way to mark text as markup.
    package init(markup: StaticString) { self.markup = markup.description }

    package init(stringLiteral value: StaticString) { self.init(markup: value) }

    package init(stringInterpolation: StringInterpolation) { markup = stringInterpolation.markup }

    /// `text`, escaped: as element text or a double-quoted attribute's value.
    package init(escaping text: String) { markup = Self.escaped(text) }

    package var description: String { markup }

    package var isEmpty: Bool { markup.isEmpty }

    package static func + (left: HTML, right: HTML) -> HTML { HTML(raw: left.markup + right.markup) }

    package static func += (left: inout HTML, right: HTML) { left.markup += right.markup }

    /// Room for `bytes` more of markup, made at once.
    package mutating func reserve(_ bytes: Int) { markup.reserveCapacity(markup.utf8.count + bytes) }

    /// The parts one after another, `separator` between them.
    package static func joined(_ parts: some Sequence<HTML>, separator: HTML = HTML()) -> HTML {
        var markup = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { markup += separator.markup }
            markup += part.markup
        }
        return HTML(raw: markup)
    }

    /// What an `HTML` literal's interpolations do with each kind of value.
    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        package mutating func appendLiteral(_ literal: StaticString) { markup += literal.description }

        /// Text, escaped (a feed's text first made visible: control characters and bidi overrides as escapes).
        package mutating func appendInterpolation(_ text: String) { markup += HTML.escaped(text) }

        package mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        package mutating func appendInterpolation(_ number: Int) { markup += String(number) }
    }

    /// Text from anywhere, as element text or an attribute's value: through
    /// the one sanitiser (`Sanitizer.line`: control characters and
    /// bidirectional overrides become visible escapes, as on a terminal),
    /// then `&`, `<`, `>`, `"` and `'` escaped.
    package static func escaped(_ untrusted: String) -> String {
        escape(Sanitizer.line(untrusted))
    }

    private static func escape(_ text: String) -> String {
        // Most text has nothing to escape: one pass over its bytes, and it is kept as it is. Other text is kept as it
        // is up to its first byte of markup, and escaped from there.
        guard let first = text.utf8.firstIndex(where: { entity($0) != nil }) else { return text }
        var result = String(text[..<first])
        for scalar in text[first...].unicodeScalars {
            if scalar.isASCII, let entity = entity(UInt8(scalar.value)) { result += entity } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The entity for each byte HTML reads as markup (`&`, `<`, `>`, `"`, `'`); nil for any other.
    private static func entity(_ byte: UInt8) -> String? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }
}
