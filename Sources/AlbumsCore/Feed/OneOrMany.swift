import Foundation

/// Atom-as-JSON gives a single element as an object and several as an array.
struct OneOrMany<Element: Decodable>: Decodable {
    let list: LossyList<Element>

    init(from decoder: any Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            list = try LossyList(from: decoder)
        } else if let single = try? Element(from: decoder) {
            list = LossyList(elements: [single])
        } else {
            list = LossyList(failures: 1)
        }
    }
}
