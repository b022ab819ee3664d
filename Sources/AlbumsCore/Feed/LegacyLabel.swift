import Foundation

struct LegacyLabel: Decodable {
    let label: String
}
