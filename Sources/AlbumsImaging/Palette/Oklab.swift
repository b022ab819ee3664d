/// Björn Ottosson's Oklab: lightness and two opponent axes, from linear sRGB.
/// Distances in it track how different two colours look far better than
/// distances in sRGB do.
struct Oklab {
    var l: Float
    var a: Float
    var b: Float

    init(_ r: Int, _ g: Int, _ b: Int) {
        let (lr, lg, lb) = (Self.linear[r], Self.linear[g], Self.linear[b])
        let l = (0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb).cubeRoot
        let m = (0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb).cubeRoot
        let s = (0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb).cubeRoot
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    func distance(_ other: Oklab) -> Float {
        let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
        return dl * dl + da * da + db * db
    }

    /// sRGB's transfer function undone, for each 8-bit value.
    static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).toThePower2point4
    }
}

extension Float {
    /// The real cube root, by Newton's method (the imaging layer has no libm).
    fileprivate var cubeRoot: Float {
        guard self > 0 else { return 0 }
        var x: Float = self > 1 ? self / 3 + 0.5 : 0.5 + self / 2
        for _ in 0..<24 {
            let next = (2 * x + self / (x * x)) / 3
            if abs(next - x) <= 1e-7 * next { return next }
            x = next
        }
        return x
    }

    /// To the power 2.4, the only power sRGB needs: x² times the fifth root of x².
    fileprivate var toThePower2point4: Float {
        let square = Double(self) * Double(self)
        guard square > 0 else { return 0 }
        var x = 1.0
        for _ in 0..<60 {
            let next = (4 * x + square / (x * x * x * x)) / 5
            if abs(next - x) <= 1e-12 { break }
            x = next
        }
        return Float(square * x)
    }
}
