/// An array whose bad elements are skipped and counted instead of failing the whole.
struct LossyList<Element: Decodable>: Decodable {
    var elements: [Element] = []
    var failures = 0

    init(elements: [Element] = [], failures: Int = 0) {
        self.elements = elements
        self.failures = failures
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                failures += 1
                // A failed decode leaves the cursor where it was; step over the element.
                guard (try? container.decode(Skipped.self)) != nil else { break }
            }
        }
    }

    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
