

/// The frame header (SOF): size, sampling, and the MCU grid.
struct JPEGFrame {
    var width: Int
    var height: Int
    var progressive: Bool
    var hmax: Int
    var vmax: Int
    /// The decoding scale's denominator: 1, 2, 4 or 8.
    var scale: Int

    var mcusWide: Int { (width + 8 * hmax - 1) / (8 * hmax) }
    var mcusHigh: Int { (height + 8 * vmax - 1) / (8 * vmax) }
    var outputWidth: Int { (width + scale - 1) / scale }
    var outputHeight: Int { (height + scale - 1) / scale }
}
