#!/usr/bin/env bash
# Decoding time of `albums art --file F --decode-only` against libjpeg-turbo's
# `djpeg -outfile /dev/null F` on the same files, at full scale and at 1/8:
# wall time and CPU time (user and system, every thread), and how many
# threads each ran (counted once with strace: the threads it started, plus its own).
# Goal: albums <= 1.5x djpeg at full scale (the first goal was 3x), <= 2x at 1/8.
#
#   bench/decode.sh [RUNS]
#
# Needs djpeg and cjpeg (Debian: libjpeg-turbo-progs) and Python 3 with Pillow,
# to make the test images.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
for tool in djpeg cjpeg python3 strace; do
    command -v "$tool" >/dev/null || { echo "bench/decode.sh needs $tool" >&2; exit 1; }
done
albums=$(bench/build-release.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A 2400x2400 picture with gradients, shapes and noise, like a photographed cover.
python3 - "$work" <<'PY'
import sys
from PIL import Image, ImageChops, ImageDraw, ImageFilter
folder, size = sys.argv[1], 2400
red = Image.linear_gradient("L").resize((size, size))
green = red.rotate(90)
blue = Image.radial_gradient("L").resize((size, size))
picture = Image.merge("RGB", (red, green, blue))
draw = ImageDraw.Draw(picture)
for i in range(60):
    x, y, r = (i * 397) % size, (i * 613) % size, 40 + (i * 53) % 300
    draw.ellipse([x - r, y - r, x + r, y + r], outline=((i * 40) % 256, (i * 90) % 256, (i * 150) % 256), width=6)
noise = Image.effect_noise((size, size), 40).convert("RGB")
picture = ImageChops.blend(picture, noise, 0.18).filter(ImageFilter.SMOOTH)
picture.save(f"{folder}/source.ppm")
PY
cjpeg -quality 90 -outfile "$work/baseline.jpg" "$work/source.ppm"
cjpeg -quality 90 -progressive -outfile "$work/progressive.jpg" "$work/source.ppm"
cp Fixtures/stub/artwork/cover-01.jpg "$work/cover-600.jpg"
# The same cover, progressive: the goal is for both kinds at both sizes.
djpeg -outfile "$work/cover-600.ppm" "$work/cover-600.jpg"
cjpeg -quality 90 -progressive -outfile "$work/cover-600-progressive.jpg" "$work/cover-600.ppm"
ls -l "$work"/*.jpg | awk '{ print $5, $9 }' | sed "s|$work/||"

mkdir -p bench/results
# Threads a command ran: 1, and one more for each clone with CLONE_THREAD.
threads() {
    strace -f -qq -e trace=clone,clone3 -o "$work/strace" "$@" >/dev/null 2>&1
    echo $((1 + $(grep -c 'CLONE_THREAD' "$work/strace" || true)))
}
for image in baseline progressive cover-600 cover-600-progressive; do
    file="$work/$image.jpg"
    echo "$image threads: albums $(threads "$albums" art --file "$file" --decode-only), djpeg $(threads djpeg -outfile /dev/null "$file")" \
        > "bench/results/decode-$image-threads.txt"
    file="$work/$image.jpg"
    # Both decode every pixel: albums is bit-exact with libjpeg-turbo on the test corpus
    # (Tests/AlbumsKitTests/Imaging), so the two do the same work.
    python3 bench/timing.py --runs "$runs" --warmup 3 --interleave --json "bench/results/decode-$image-full.json" \
        "albums=$albums art --file $file --decode-only" \
        "djpeg=djpeg -outfile /dev/null $file"
    python3 bench/timing.py --runs "$runs" --warmup 3 --interleave --json "bench/results/decode-$image-eighth.json" \
        "albums=$albums art --file $file --decode-only --scale 1/8" \
        "djpeg=djpeg -scale 1/8 -outfile /dev/null $file"
done
python3 - <<'PY'
import json
for image in ("baseline", "progressive", "cover-600", "cover-600-progressive"):
    print(open(f"bench/results/decode-{image}-threads.txt").read().strip())
    for scale, goal in (("full", 1.5), ("eighth", 2.0)):
        r = json.load(open(f"bench/results/decode-{image}-{scale}.json"))
        ratio = r["albums"]["median"] / r["djpeg"]["median"]
        cpu = r["albums"]["cpu"]["median"] / r["djpeg"]["cpu"]["median"]
        print(f"{image:>21} {scale:>6}: wall albums {r['albums']['median']:7.1f} ms, djpeg {r['djpeg']['median']:6.1f} ms, {ratio:.2f}x; "
              f"CPU albums {r['albums']['cpu']['median']:7.1f} ms, djpeg {r['djpeg']['cpu']['median']:6.1f} ms, {cpu:.2f}x "
              f"(goal <= {goal}x wall: {'met' if ratio <= goal else 'NOT met'})")
PY
