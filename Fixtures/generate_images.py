#!/usr/bin/env python3
"""Generates Fixtures/images: the decoder test corpus and its references.

JPEGs are made by cjpeg (libjpeg-turbo) and Pillow from procedural pictures;
their references are libjpeg's own decodes (djpeg: the accurate integer IDCT
and "fancy" upsampling, as Pillow decodes), written as binary PPM/PGM. PNGs are
written by this script from known pixels, so their expected RGBA is exact.
Development tools only: Python 3, Pillow, libjpeg-turbo's cjpeg/djpeg
(Debian: libjpeg-turbo-progs), and a C compiler with libjpeg's headers for
the CMYK and YCCK files (Debian: libjpeg62-turbo-dev; Fixtures/cmyk_jpeg.c).

    python3 Fixtures/generate_images.py
"""
import hashlib
import io
import json
import math
import os
import random
import shutil
import struct
import subprocess
import zlib

from PIL import Image, ImageDraw, ImageOps

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")
MANIFEST = []


def picture(width, height, seed):
    """Gradients, shapes, edges and noise: every kind of coefficient gets used."""
    rng = random.Random(seed)
    image = Image.new("RGB", (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            r = int(255 * x / max(1, width - 1))
            g = int(255 * y / max(1, height - 1))
            b = int(128 + 127 * math.sin((x + y) / 5.0))
            pixels[x, y] = (r, g, b)
    draw = ImageDraw.Draw(image)
    for _ in range(max(1, width * height // 600)):
        x0, y0 = rng.randrange(width), rng.randrange(height)
        x1, y1 = x0 + rng.randrange(1, max(2, width // 2)), y0 + rng.randrange(1, max(2, height // 2))
        color = tuple(rng.randrange(256) for _ in range(3))
        (draw.ellipse if rng.random() < 0.5 else draw.rectangle)([x0, y0, x1, y1], outline=color, width=1 + rng.randrange(3))
    for _ in range(width * height // 8):
        x, y = rng.randrange(width), rng.randrange(height)
        r, g, b = pixels[x, y]
        n = rng.randrange(-40, 41)
        pixels[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b - n)))
    return image


def run(*args, **kwargs):
    subprocess.run(args, check=True, **kwargs)


def jpeg(name, source, options, description, scales=(2, 4, 8), grey=False):
    ppm = os.path.join(ROOT, "source.ppm")
    source.convert("L" if grey else "RGB").save(ppm)
    path = os.path.join(ROOT, name + ".jpg")
    run("cjpeg", *options, "-outfile", path, ppm)
    os.remove(ppm)
    reference(name, path, source.size, description, scales)


def reference(name, path, size, description, scales=(2, 4, 8)):
    entry = {"file": name + ".jpg", "kind": "jpeg", "width": size[0], "height": size[1],
             "description": description, "references": {}}
    for scale in (1,) + tuple(scales):
        out = os.path.join(ROOT, f"{name}.{scale}.pnm")
        extra = [] if scale == 1 else ["-scale", f"1/{scale}"]
        run("djpeg", "-dct", "int", *extra, "-outfile", out, path)
        entry["references"][str(scale)] = os.path.basename(out)
    MANIFEST.append(entry)


HELPER = None


def cmyk_helper():
    """Fixtures/cmyk_jpeg.c, built with libjpeg (Debian: libjpeg62-turbo-dev)."""
    global HELPER
    if HELPER is None:
        HELPER = os.path.join(ROOT, "cmyk_jpeg")
        run("cc", "-O2", "-o", HELPER, os.path.join(os.path.dirname(ROOT), "cmyk_jpeg.c"), "-ljpeg")
    return HELPER


def cmyk_jpeg(name, source, model, quality, description):
    """A four-component JPEG as Photoshop writes it (Adobe marker, ink stored
    inverted), `model` cmyk or ycck. Its references are libjpeg's CMYK output
    at each scale, made RGB by R = C·K/255 (the stored values, 255 no ink),
    as chafa and ImageMagick draw such files."""
    raw = os.path.join(ROOT, "source.rgb")
    with open(raw, "wb") as f:
        f.write(source.convert("RGB").tobytes())
    path = os.path.join(ROOT, name + ".jpg")
    run(cmyk_helper(), "encode", model, str(quality), str(source.size[0]), str(source.size[1]), raw, path)
    os.remove(raw)
    entry = {"file": name + ".jpg", "kind": "jpeg", "width": source.size[0], "height": source.size[1],
             "description": description, "cmyk": model, "references": {}}
    for scale in (1, 2, 4, 8):
        out = os.path.join(ROOT, f"{name}.{scale}.cmyk")
        run(cmyk_helper(), "decode", str(scale), path, out)
        with open(out, "rb") as f:
            width, height = struct.unpack("<II", f.read(8))
            inks = f.read()
        os.remove(out)
        rgb = bytearray()
        for i in range(0, len(inks), 4):
            c, m, y, k = inks[i:i + 4]
            rgb += bytes(((c * k + 127) // 255, (m * k + 127) // 255, (y * k + 127) // 255))
        ppm = os.path.join(ROOT, f"{name}.{scale}.pnm")
        with open(ppm, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (width, height) + bytes(rgb))
        entry["references"][str(scale)] = os.path.basename(ppm)
    MANIFEST.append(entry)


def png_chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png(name, width, height, color_type, depth, samples, description, interlaced=False, palette=None, trns=None,
        level=6, strategy=zlib.Z_DEFAULT_STRATEGY, rgba=None):
    """`samples[y][x]` is a tuple of channel values at `depth`; `rgba` the expected 8-bit result."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]

    def pack_row(row):
        bits = []
        for pixel in row:
            for value in pixel:
                bits.append(value)
        if depth == 16:
            return b"".join(struct.pack(">H", v) for v in bits)
        if depth == 8:
            return bytes(bits)
        out, acc, count = bytearray(), 0, 0
        for v in bits:
            acc = (acc << depth) | v
            count += depth
            if count == 8:
                out.append(acc)
                acc, count = 0, 0
        if count:
            out.append(acc << (8 - count))
        return bytes(out)

    bpp = max(1, channels * depth // 8)

    def filtered(rows):
        out, previous = bytearray(), None
        for index, row in enumerate(rows):
            raw = pack_row(row)
            prior = previous or bytes(len(raw))
            kind = index % 5
            line = bytearray()
            for i, value in enumerate(raw):
                a = raw[i - bpp] if i >= bpp else 0
                b = prior[i]
                c = prior[i - bpp] if i >= bpp else 0
                if kind == 0:
                    p = 0
                elif kind == 1:
                    p = a
                elif kind == 2:
                    p = b
                elif kind == 3:
                    p = (a + b) // 2
                else:
                    pp = a + b - c
                    pa, pb, pc = abs(pp - a), abs(pp - b), abs(pp - c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line.append((value - p) & 0xFF)
            out.append(kind)
            out += line
            previous = raw
        return bytes(out)

    if interlaced:
        data = b""
        for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
            rows = [[samples[y][x] for x in range(x0, width, dx)] for y in range(y0, height, dy)]
            if rows and rows[0]:
                data += filtered(rows)
    else:
        data = filtered(samples)
    compressor = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    compressed = compressor.compress(data) + compressor.flush()
    body = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0))
    if palette is not None:
        body += png_chunk(b"PLTE", bytes(v for rgb in palette for v in rgb))
    if trns is not None:
        body += png_chunk(b"tRNS", trns)
    # Split the data over several IDAT chunks, as encoders do.
    for start in range(0, len(compressed), 97):
        body += png_chunk(b"IDAT", compressed[start:start + 97])
    body += png_chunk(b"tEXt", b"Comment\x00made by generate_images.py") + png_chunk(b"IEND", b"")
    with open(os.path.join(ROOT, name + ".png"), "wb") as f:
        f.write(body)
    MANIFEST.append({"file": name + ".png", "kind": "png", "width": width, "height": height, "description": description,
                     "rgbaSHA256": hashlib.sha256(bytes(rgba)).hexdigest()})


def png_corpus():
    rng = random.Random(7)
    for width, height in [(13, 11), (1, 1), (37, 29)]:
        tag = f"{width}x{height}"
        for interlaced in (False, True):
            mode = "adam7" if interlaced else "plain"
            for depth in (1, 2, 4, 8, 16):
                top = (1 << depth) - 1
                samples = [[(rng.randrange(top + 1),) for _ in range(width)] for _ in range(height)]
                to8 = (lambda v: v >> 8) if depth == 16 else (lambda v: v * 255 // top)
                key = samples[0][0][0]
                rgba = [c for row in samples for (v,) in row for c in (to8(v),) * 3 + (0 if v == key else 255,)]
                png(f"grey{depth}-{mode}-{tag}", width, height, 0, depth, samples, f"grey {depth}-bit with tRNS, {mode}",
                    interlaced, trns=struct.pack(">H", key), rgba=rgba)
            for depth in (8, 16):
                top = (1 << depth) - 1
                to8 = (lambda v: v >> 8) if depth == 16 else (lambda v: v)
                rgb = [[tuple(rng.randrange(top + 1) for _ in range(3)) for _ in range(width)] for _ in range(height)]
                key = rgb[-1][-1]
                expected = [c for row in rgb for p in row for c in tuple(to8(v) for v in p) + (0 if p == key else 255,)]
                png(f"rgb{depth}-{mode}-{tag}", width, height, 2, depth, rgb, f"RGB {depth}-bit with tRNS, {mode}", interlaced,
                    trns=b"".join(struct.pack(">H", v) for v in key), rgba=expected)
                ga = [[(rng.randrange(top + 1), rng.randrange(top + 1)) for _ in range(width)] for _ in range(height)]
                expected = [c for row in ga for g, a in row for c in (to8(g),) * 3 + (to8(a),)]
                png(f"greyalpha{depth}-{mode}-{tag}", width, height, 4, depth, ga, f"grey+alpha {depth}-bit, {mode}", interlaced, rgba=expected)
                rgba_samples = [[tuple(rng.randrange(top + 1) for _ in range(4)) for _ in range(width)] for _ in range(height)]
                expected = [to8(v) for row in rgba_samples for p in row for v in p]
                png(f"rgba{depth}-{mode}-{tag}", width, height, 6, depth, rgba_samples, f"RGBA {depth}-bit, {mode}", interlaced, rgba=expected)
            for depth in (1, 2, 4, 8):
                entries = min(1 << depth, 200)
                palette = [tuple(rng.randrange(256) for _ in range(3)) for _ in range(entries)]
                alpha = bytes(rng.randrange(256) for _ in range(entries // 2))
                indexes = [[(rng.randrange(entries),) for _ in range(width)] for _ in range(height)]
                expected = [c for row in indexes for (i,) in row for c in palette[i] + ((alpha[i] if i < len(alpha) else 255),)]
                png(f"palette{depth}-{mode}-{tag}", width, height, 3, depth, indexes, f"palette {depth}-bit with tRNS, {mode}",
                    interlaced, palette=palette, trns=alpha, rgba=expected)
    # Each kind of deflate block.
    width, height = 40, 30
    rgb = [[((x * 6) % 256, (y * 8) % 256, (x * y) % 256) for x in range(width)] for y in range(height)]
    expected = [c for row in rgb for p in row for c in p + (255,)]
    png("deflate-stored", width, height, 2, 8, rgb, "stored (uncompressed) deflate blocks", level=0, rgba=expected)
    png("deflate-fixed", width, height, 2, 8, rgb, "fixed-Huffman deflate blocks", level=6, strategy=zlib.Z_FIXED, rgba=expected)
    png("deflate-dynamic", width, height, 2, 8, rgb, "dynamic-Huffman deflate blocks", level=9, rgba=expected)


def jpeg_corpus():
    base = picture(61, 47, 1)
    for sampling, label in [("1x1", "444"), ("2x1", "422"), ("2x2", "420"), ("1x2", "440"), ("4x1", "411")]:
        jpeg(f"baseline-{label}", base, ["-quality", "85", "-sample", sampling], f"baseline, {label} sampling")
        jpeg(f"progressive-{label}", base, ["-quality", "85", "-sample", sampling, "-progressive"], f"progressive, {label} sampling")
    jpeg("greyscale", base, ["-quality", "80", "-grayscale"], "baseline greyscale", grey=True)
    jpeg("greyscale-progressive", base, ["-quality", "80", "-grayscale", "-progressive"], "progressive greyscale", grey=True)
    jpeg("restart-rows", base, ["-quality", "85", "-restart", "1"], "a restart marker every MCU row")
    jpeg("restart-blocks", base, ["-quality", "85", "-restart", "3B", "-sample", "1x1"], "a restart marker every 3 MCUs")
    jpeg("restart-progressive", base, ["-quality", "85", "-restart", "2B", "-progressive"], "progressive with restart markers")
    jpeg("optimized", base, ["-quality", "90", "-optimize"], "optimised Huffman tables")
    jpeg("quality-100", base, ["-quality", "100", "-sample", "1x1"], "quality 100: large coefficients")
    jpeg("quality-2", base, ["-quality", "2"], "quality 2: 16-bit quantisation tables (extended sequential)")
    for width, height in [(1, 1), (7, 3), (33, 17), (130, 97)]:
        source = picture(width, height, width * height)
        jpeg(f"odd-{width}x{height}", source, ["-quality", "88"], f"{width}×{height}, not a multiple of the MCU")
        jpeg(f"odd-{width}x{height}-progressive", source, ["-quality", "88", "-progressive", "-sample", "2x1"],
             f"{width}×{height} progressive 4:2:2")
    # EXIF and a comment, as cameras and editors write them.
    exif = Image.Exif()
    exif[0x0112] = 1
    exif[0x010F] = "albums test camera"
    buffer = io.BytesIO()
    base.save(buffer, "JPEG", quality=87, exif=exif.tobytes(), comment=b"a JPEG comment (COM)", subsampling=2)
    path = os.path.join(ROOT, "exif-comment.jpg")
    with open(path, "wb") as f:
        f.write(buffer.getvalue())
    reference("exif-comment", path, base.size, "APP1 EXIF and COM segments, written by Pillow")
    # CMYK and YCCK, as print scans and Photoshop write them.
    cmyk_jpeg("cmyk-adobe", base, "cmyk", 90, "CMYK, Adobe transform 0, ink stored inverted (Photoshop)")
    cmyk_jpeg("ycck-adobe", base, "ycck", 90, "YCCK, Adobe transform 2, ink stored inverted (Photoshop)")
    cmyk_jpeg("cmyk-odd-33x17", picture(33, 17, 33 * 17), "cmyk", 85, "CMYK, 33×17, not a multiple of the MCU")
    # Arithmetic coding is not supported: a clear error, not a crash.
    ppm = os.path.join(ROOT, "source.ppm")
    base.save(ppm)
    run("cjpeg", "-arithmetic", "-outfile", os.path.join(ROOT, "unsupported-arithmetic.jpg"), ppm)
    os.remove(ppm)
    MANIFEST.append({"file": "unsupported-arithmetic.jpg", "kind": "jpeg", "width": 61, "height": 47,
                     "description": "arithmetic coding", "unsupported": True})


def extremes():
    """Images that test the limits of drawing rather than of decoding: tall and
    thin, huge and solid, and a detailed photo-like picture for scaled decodes.
    They are not in the manifest: the decoder corpus tests don't read them."""
    folder = os.path.join(ROOT, "extremes")
    os.makedirs(folder)
    Image.new("L", (1, 16384), 128).save(os.path.join(folder, "tall-1x16384.png"))
    Image.new("L", (1, 4000), 128).save(os.path.join(folder, "tall-1x4000.png"))
    Image.new("RGB", (6300, 6300), (200, 30, 30)).save(os.path.join(folder, "solid-6300.png"))
    picture(529, 529, 11).save(os.path.join(folder, "detail-529.jpg"), quality=92)


def exif_orientation(orientation, big_endian):
    """An APP1 segment holding only EXIF's Orientation (0x0112, a SHORT), in either byte order."""
    order = ">" if big_endian else "<"
    tiff = (b"MM" if big_endian else b"II") + struct.pack(order + "HI", 42, 8)
    ifd = struct.pack(order + "H", 1) + struct.pack(order + "HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(order + "I", 0)
    body = b"Exif\0\0" + tiff + ifd
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


def orientations():
    """The eight EXIF orientations, as cameras and phones write them: one
    40×24 picture stored turned or mirrored so that its orientation tag puts it
    upright. Each has its reference: libjpeg's decode of the stored pixels,
    then turned as the tag says (and checked against Pillow's exif_transpose),
    so every file's reference is the same picture, upright, 40×24.
    Even orientations carry big-endian (MM) EXIF, odd ones little-endian (II).
    Not in the manifest: the decoder corpus compares stored pixels."""
    folder = os.path.join(ROOT, "orientation")
    os.makedirs(folder)
    upright = picture(40, 24, 8)
    T = Image.Transpose
    # What stores the picture for each tag, and what the tag then does to show it.
    stored_by = {2: T.FLIP_LEFT_RIGHT, 3: T.ROTATE_180, 4: T.FLIP_TOP_BOTTOM, 5: T.TRANSPOSE, 6: T.ROTATE_90, 7: T.TRANSVERSE, 8: T.ROTATE_270}
    shown_by = {2: T.FLIP_LEFT_RIGHT, 3: T.ROTATE_180, 4: T.FLIP_TOP_BOTTOM, 5: T.TRANSPOSE, 6: T.ROTATE_270, 7: T.TRANSVERSE, 8: T.ROTATE_90}
    for orientation in range(1, 9):
        stored = upright.transpose(stored_by[orientation]) if orientation in stored_by else upright
        ppm = os.path.join(folder, "source.ppm")
        stored.save(ppm)
        plain = os.path.join(folder, "plain.jpg")
        run("cjpeg", "-quality", "90", "-sample", "1x1", "-outfile", plain, ppm)
        with open(plain, "rb") as f:
            data = f.read()
        path = os.path.join(folder, f"orientation-{orientation}.jpg")
        with open(path, "wb") as f:
            f.write(data[:2] + exif_orientation(orientation, big_endian=orientation % 2 == 0) + data[2:])
        decoded = os.path.join(folder, "decoded.ppm")
        run("djpeg", "-dct", "int", "-outfile", decoded, path)
        shown = Image.open(decoded).convert("RGB")
        if orientation in shown_by:
            shown = shown.transpose(shown_by[orientation])
        assert shown.size == upright.size, f"orientation {orientation} is not upright"
        assert ImageOps.exif_transpose(Image.open(path)).convert("RGB").tobytes() == shown.tobytes(), f"Pillow turns orientation {orientation} otherwise"
        shown.save(os.path.join(folder, f"orientation-{orientation}.upright.ppm"))
        for temporary in (ppm, plain, decoded):
            os.remove(temporary)


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    os.makedirs(ROOT)
    jpeg_corpus()
    png_corpus()
    extremes()
    orientations()
    if HELPER:
        os.remove(HELPER)
    with open(os.path.join(ROOT, "manifest.json"), "w") as f:
        json.dump(MANIFEST, f, indent=1, ensure_ascii=False)
        f.write("\n")
    # Sanity: Pillow opens every PNG, and decodes every JPEG as djpeg does.
    for entry in MANIFEST:
        path = os.path.join(ROOT, entry["file"])
        if entry.get("unsupported"):
            continue
        image = Image.open(path)
        image.load()
        if entry["kind"] == "jpeg" and "cmyk" not in entry:
            ours = image.convert("RGB").tobytes()
            ref = Image.open(os.path.join(ROOT, entry["references"]["1"])).convert("RGB").tobytes()
            assert ours == ref, f"Pillow and djpeg disagree on {entry['file']}"


if __name__ == "__main__":
    main()
