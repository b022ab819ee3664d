/// Downscaling a whole image by area averaging (see `AreaAverager`).
public enum Resample {
    public static func areaAverage(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let width = max(1, width), height = max(1, height)
        if width == image.width && height == image.height { return image }
        var averager = AreaAverager(sourceWidth: image.width, sourceHeight: image.height, width: width, height: height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeBufferPointer(rebasing: pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)])
                averager.add(row, y: y, count: image.width)
            }
        }
        return averager.image()
    }
}
