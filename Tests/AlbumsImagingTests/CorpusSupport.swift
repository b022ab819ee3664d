@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation

/// The decoder corpus of Fixtures/images and its references.
enum Corpus {
    struct Entry {
        var file: String
        var kind: String
        var width: Int
        var height: Int
        var description: String
        var references: [Int: String]
        var rgbaSHA256: String?
        var unsupported: Bool
    }

    static let folder = Paths.packageRoot + "/Fixtures/images/"

    static let entries: [Entry] = {
        guard let data = FileManager.default.contents(atPath: folder + "manifest.json"),
              let list = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else { return [] }
        return list.map { item in
            Entry(
                file: item["file"] as? String ?? "", kind: item["kind"] as? String ?? "",
                width: item["width"] as? Int ?? 0, height: item["height"] as? Int ?? 0,
                description: item["description"] as? String ?? "",
                references: Dictionary(uniqueKeysWithValues: ((item["references"] as? [String: String]) ?? [:]).compactMap { key, value in
                    Int(key).map { ($0, value) }
                }),
                rgbaSHA256: item["rgbaSHA256"] as? String, unsupported: item["unsupported"] as? Bool ?? false
            )
        }
    }()

    static var jpegs: [Entry] { entries.filter { $0.kind == "jpeg" && !$0.unsupported } }
    static var pngs: [Entry] { entries.filter { $0.kind == "png" } }

    static func bytes(_ file: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: folder + file) ?? Data())
    }

    /// A binary PGM (P5) or PPM (P6) as RGB.
    static func pnm(_ file: String) -> (width: Int, height: Int, rgb: [UInt8])? {
        let data = bytes(file)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 && index < data.count {
            while index < data.count && (data[index] == 0x20 || data[index] == 0x0A || data[index] == 0x0D || data[index] == 0x09) { index += 1 }
            var token = ""
            while index < data.count && !(data[index] == 0x20 || data[index] == 0x0A || data[index] == 0x0D || data[index] == 0x09) {
                token.append(Character(UnicodeScalar(data[index])))
                index += 1
            }
            fields.append(token)
        }
        index += 1
        guard fields.count == 4, let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
        let body = Array(data[index...])
        if fields[0] == "P6" { return (width, height, body) }
        return (width, height, body.flatMap { [$0, $0, $0] })
    }

    /// Peak signal-to-noise ratio of the decode against the reference, over RGB; infinity when identical.
    static func psnr(_ image: RGBAImage, _ reference: [UInt8]) -> Double {
        var squared = 0.0
        var count = 0
        for i in 0..<(image.width * image.height) where i * 3 + 2 < reference.count {
            for channel in 0..<3 {
                let difference = Double(image.pixels[i * 4 + channel]) - Double(reference[i * 3 + channel])
                squared += difference * difference
                count += 1
            }
        }
        guard count > 0 else { return 0 }
        let mse = squared / Double(count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
