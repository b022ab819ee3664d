#!/usr/bin/env python3
"""A terminal for tests: runs a program on a pseudo-terminal and answers the
questions it asks the way a given terminal would.

    fake-terminal.py [OPTION ...] KIND OUTPUT PROGRAM [ARGUMENT ...]

KIND is kitty (answers kitty's graphics query, XTVERSION, the cell size and
DA1), sixel (a sixel terminal like foot: no kitty, DA1 with attribute 4, cells
of 8x16), plain (DA1 only, no pictures), or silent (never answers). With
"+typed" after it, the keys "ab" are typed just before the answers.

Options:
  --late MS        answer MS milliseconds after the questions (a slow link)
  --c1             answer in 8-bit form (CSI 0x9B, DCS 0x90, APC 0x9F, ST 0x9C)
  --da1-first      answer DA1 before the other questions
  --when TEXT --send KEYS
                   once the output has shown TEXT (after any earlier step
                   has been taken), type KEYS; repeatable, taken in order
  --after MS --send KEYS
                   MS milliseconds after the answers went out (and any
                   earlier step was taken), type KEYS

Everything the program writes goes to OUTPUT; the program's exit status is
this script's, 124 when it runs past 20 s, or 125 when it ended before every
step was taken (a browser that quit by itself). Every wait is bounded."""
import os, pty, select, sys, time

late, c1, da1_first, steps = 0.0, False, False, []
args = sys.argv[1:]
while args and args[0].startswith("--"):
    option = args.pop(0)
    if option == "--late":
        late = int(args.pop(0)) / 1000
    elif option == "--c1":
        c1 = True
    elif option == "--da1-first":
        da1_first = True
    elif option in ("--when", "--after"):
        condition = args.pop(0).encode() if option == "--when" else int(args.pop(0)) / 1000
        if args.pop(0) != "--send":
            sys.exit(option + " must be followed by --send KEYS")
        steps.append((condition, args.pop(0).encode().decode("unicode_escape").encode("latin-1")))
    else:
        sys.exit("unknown option " + option)
kind, output, argv = args[0], args[1], args[2:]
typed = kind.endswith("+typed")
kind = kind.replace("+typed", "")
parts = {
    "kitty": [b"\x1b_Gi=31;OK\x1b\\", b"\x1bP>|kitty(0.35.2)\x1b\\", b"\x1b[6;22;11t", b"\x1b[?62;c"],
    "sixel": [b"\x1bP>|foot(1.16.2)\x1b\\", b"\x1b[6;16;8t", b"\x1b[?62;4;22c"],
    "plain": [b"\x1b[?1;2c"],
    # A name with keys the browser knows in it: s sorts, q quits, r reloads.
    "ghostty": [b"\x1bP>|ghostty 1.0.0 (quick release)\x1b\\", b"\x1b[?62;22c"],
    "silent": [],
}[kind]
if da1_first and parts:
    parts = parts[-1:] + parts[:-1]
answers = b"".join(parts)
if c1:
    for seven, eight in [(b"\x1b\\", b"\x9c"), (b"\x1b[", b"\x9b"), (b"\x1bP", b"\x90"), (b"\x1b_", b"\x9f")]:
        answers = answers.replace(seven, eight)

pid, master = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)

seen, asked_at, answered, status = b"", None, False, None
deadline = time.monotonic() + 20
with open(output, "wb") as out:
    while time.monotonic() < deadline:
        if asked_at is not None and not answered and time.monotonic() >= asked_at + late:
            answered = True
            os.write(master, (b"ab" if typed else b"") + answers)
        if steps:
            condition = steps[0][0]
            if (isinstance(condition, bytes) and condition in seen) or \
               (isinstance(condition, float) and answered and time.monotonic() >= asked_at + late + condition):
                os.write(master, steps.pop(0)[1])
                # A later step must be met by output written after this one.
                seen = b""
        ready, _, _ = select.select([master], [], [], 0.01)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            out.write(data)
            seen += data
            if asked_at is None and b"\x1b[c" in seen:
                asked_at = time.monotonic()
            if data:
                continue
        finished, code = os.waitpid(pid, os.WNOHANG)
        if finished:
            status = code
            break
if status is None:
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    sys.exit(124)
sys.exit(125 if steps else os.waitstatus_to_exitcode(status))
