#!/usr/bin/env python3
"""Renders a terminal capture (tmux capture-pane -e: text with SGR sequences)
to an SVG picture: a cell grid in a monospace font, with the foreground and
background colours, bold, dim and reverse video the capture says.

    render-screen.py SCREEN.ans SCREEN.svg
"""
import html
import re
import sys
import unicodedata

CELL_W, CELL_H = 9, 18
BACKGROUND, FOREGROUND = "#1d1f21", "#d7dae0"
BASE16 = ["#1d1f21", "#cc6666", "#b5bd68", "#f0c674", "#81a2be", "#b294bb", "#8abeb7", "#c5c8c6",
          "#666666", "#d54e53", "#b9ca4a", "#e7c547", "#7aa6da", "#c397d8", "#70c0b1", "#eaeaea"]


def palette(index):
    if index < 16:
        return BASE16[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[index // 36], steps[index // 6 % 6], steps[index % 6])
    level = 8 + (index - 232) * 10
    return "#%02x%02x%02x" % (level, level, level)


def width(char):
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def parse(text):
    """Rows of cells: (character, foreground, background, bold, dim)."""
    rows = []
    for line in text.rstrip("\n").split("\n"):
        state = {"fg": None, "bg": None, "bold": False, "dim": False, "reverse": False}
        cells = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in token[2:-1].split(";")]
                i = 0
                while i < len(codes):
                    code = codes[i]
                    if code == 0:
                        state = {"fg": None, "bg": None, "bold": False, "dim": False, "reverse": False}
                    elif code == 1:
                        state["bold"] = True
                    elif code == 2:
                        state["dim"] = True
                    elif code == 22:
                        state["bold"] = state["dim"] = False
                    elif code == 7:
                        state["reverse"] = True
                    elif code == 27:
                        state["reverse"] = False
                    elif 30 <= code <= 37:
                        state["fg"] = BASE16[code - 30]
                    elif 90 <= code <= 97:
                        state["fg"] = BASE16[code - 90 + 8]
                    elif code == 39:
                        state["fg"] = None
                    elif 40 <= code <= 47:
                        state["bg"] = BASE16[code - 40]
                    elif 100 <= code <= 107:
                        state["bg"] = BASE16[code - 100 + 8]
                    elif code == 49:
                        state["bg"] = None
                    elif code in (38, 48) and i + 1 < len(codes):
                        key = "fg" if code == 38 else "bg"
                        if codes[i + 1] == 5 and i + 2 < len(codes):
                            state[key] = palette(codes[i + 2])
                            i += 2
                        elif codes[i + 1] == 2 and i + 4 < len(codes):
                            state[key] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                            i += 4
                    i += 1
                continue
            for char in token:
                fg, bg = state["fg"] or FOREGROUND, state["bg"]
                if state["reverse"]:
                    fg, bg = bg or BACKGROUND, fg
                if width(char) == 0 and cells:
                    previous = cells[-1]
                    cells[-1] = (previous[0] + char,) + previous[1:]
                    continue
                cells.append((char, fg, bg, state["bold"], state["dim"]))
                if width(char) == 2:
                    cells.append(("", fg, bg, state["bold"], state["dim"]))
        rows.append(cells)
    return rows


def render(rows):
    columns = max((len(row) for row in rows), default=0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * CELL_W + 16}" height="{len(rows) * CELL_H + 16}" '
           f'font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">',
           f'<rect width="100%" height="100%" rx="6" fill="{BACKGROUND}"/>', '<g transform="translate(8 8)">']
    for y, row in enumerate(rows):
        for x, (char, fg, bg, bold, dim) in enumerate(row):
            if bg:
                span = 2 if x + 1 < len(row) and row[x + 1][0] == "" else 1
                out.append(f'<rect x="{x * CELL_W}" y="{y * CELL_H}" width="{CELL_W * span}" height="{CELL_H}" fill="{bg}"/>')
        for x, (char, fg, bg, bold, dim) in enumerate(row):
            if char.strip() == "":
                continue
            attributes = f'fill="{fg}"' + (' font-weight="bold"' if bold else "") + (' opacity="0.6"' if dim else "")
            if char in "▀▄█":
                # Blocks as rectangles: fonts draw them at slightly different heights.
                top = {"▀": (0, CELL_H / 2), "▄": (CELL_H / 2, CELL_H / 2), "█": (0, CELL_H)}[char]
                out.append(f'<rect x="{x * CELL_W}" y="{y * CELL_H + top[0]}" width="{CELL_W}" height="{top[1]}" fill="{fg}"/>')
                continue
            out.append(f'<text x="{x * CELL_W}" y="{y * CELL_H + 14}" {attributes}>{html.escape(char)}</text>')
    out += ["</g>", "</svg>"]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: render-screen.py SCREEN.ans SCREEN.svg")
    with open(sys.argv[1], encoding="utf-8") as source:
        rows = parse(source.read())
    with open(sys.argv[2], "w", encoding="utf-8") as target:
        target.write(render(rows))
