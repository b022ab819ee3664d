#!/usr/bin/env python3
"""A terminal for tests: runs a program on a pseudo-terminal and answers the
questions it asks the way a given terminal would.

    fake-terminal.py KIND OUTPUT PROGRAM [ARGUMENT ...]

KIND is kitty (answers kitty's graphics query, XTVERSION, the cell size and
DA1), sixel (a sixel terminal like foot: no kitty, DA1 with attribute 4, cells
of 8x16), plain (DA1 only, no pictures), or silent (never answers). With
"+typed" after it, the keys "ab" are typed just before the answers.
Everything the program writes goes to OUTPUT; the program's exit status is
this script's, or 124 when it runs past 20 s. Every wait is bounded."""
import os, pty, select, sys, time

kind, output, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
typed = kind.endswith("+typed")
kind = kind.replace("+typed", "")
answers = {
    "kitty": b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.35.2)\x1b\\\x1b[6;22;11t\x1b[?62;c",
    "sixel": b"\x1bP>|foot(1.16.2)\x1b\\\x1b[6;16;8t\x1b[?62;4;22c",
    "plain": b"\x1b[?1;2c",
    "silent": b"",
}[kind]

pid, master = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)

seen, answered, status = b"", False, None
deadline = time.monotonic() + 20
with open(output, "wb") as out:
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            out.write(data)
            seen += data
            if not answered and b"\x1b[c" in seen:
                answered = True
                os.write(master, (b"ab" if typed else b"") + answers)
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
sys.exit(os.waitstatus_to_exitcode(status))
