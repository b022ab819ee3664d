/// Where decoded rows go: into the whole image, or averaged down to the size
/// the picture will be drawn at.
enum PixelSink {
    case whole(RGBAImage)
    case averaged(AreaAverager)

    /// The whole image, unless `target` asks for another size.
    init(width: Int, height: Int, target: (width: Int, height: Int)?) {
        if let target, target.width != width || target.height != height {
            self = .averaged(AreaAverager(sourceWidth: width, sourceHeight: height, width: target.width, height: target.height))
        } else {
            self = .whole(RGBAImage(width: width, height: height))
        }
    }

    /// Adds `count` RGBA pixels of row `y`, at columns `x0`, `x0 + dx`, ….
    mutating func add(_ rgba: UnsafeBufferPointer<UInt8>, y: Int, x0: Int, dx: Int, count: Int) {
        switch self {
        case .whole(var image):
            self = .whole(RGBAImage(width: 0, height: 0))
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<count {
                    let out = (y * image.width + x0 + i * dx) * 4
                    for channel in 0..<4 { pixels[out + channel] = rgba[i * 4 + channel] }
                }
            }
            self = .whole(image)
        case .averaged(var averager):
            self = .whole(RGBAImage(width: 0, height: 0))
            averager.add(rgba, y: y, x0: x0, dx: dx, count: count)
            self = .averaged(averager)
        }
    }

    func image() -> RGBAImage {
        switch self {
        case .whole(let image): return image
        case .averaged(let averager): return averager.image()
        }
    }
}
