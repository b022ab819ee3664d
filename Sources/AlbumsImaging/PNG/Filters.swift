

/// The five PNG filters, undone in place.
enum Filters {
    static func unfilter(_ type: UInt8, _ row: inout [UInt8], previous: [UInt8], stride: Int) -> Bool {
        let count = row.count
        switch type {
        case 0:
            return true
        case 1:
            if count > stride { for i in stride..<count { row[i] = row[i] &+ row[i - stride] } }
        case 2:
            for i in 0..<count { row[i] = row[i] &+ previous[i] }
        case 3:
            for i in 0..<count {
                let left = i >= stride ? Int(row[i - stride]) : 0
                row[i] = row[i] &+ UInt8((left + Int(previous[i])) >> 1)
            }
        case 4:
            for i in 0..<count {
                let a = i >= stride ? Int(row[i - stride]) : 0
                let b = Int(previous[i])
                let c = i >= stride ? Int(previous[i - stride]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[i] = row[i] &+ UInt8(predictor)
            }
        default:
            return false
        }
        return true
    }
}
