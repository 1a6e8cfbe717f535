#!/usr/bin/env python3
"""A terminal that answers the picture questions itself, in pieces, with pauses between them.

It runs a program on a pty of its own and relays between it and the terminal it runs in (a tmux
pane): the program's output goes on with the questions taken out, so the outer terminal answers
none of them, and keys come back as they are typed. When the program asks (the questions end with
DA1, `ESC [ c`), the answers below are written to it cut at the given places, `pause` seconds
apart, as answers can arrive over ssh or through a multiplexer. Once the last piece is written,
the file `done` is made.

    answering_terminal.py PAUSE CUTS DONE -- PROGRAM ARGUMENTS...

CUTS: byte offsets joined by commas ("7,40"), or "every:N" for N-byte packets. In the
environment, ANSWERS picks the set ("xterm", the default, or "garbled": the version's terminator
lost), ANSWER_AFTER names a file whose making lets the answers go (a terminal that is slow), and
NOTIFICATIONS_TO names a file each desktop notification the program raises (OSC 777) is added to,
as a line "title: body", and LINKS_TO one each link it writes (OSC 8) is added to, as a line
"address text".
"""

import os
import pty
import re
import select
import signal
import sys
import termios
import fcntl
import time
import tty

ANSWERS = {
    "xterm": b"\x1bP>|XTerm(379)\x1b\\\x1b[?1;3;0S\x1b[6;17;8t\x1b[?62;22c",
    "garbled": b"\x1bP>|XTerm(379\x1b[?1;3;0S\x1b[6;17;8t\x1b[?62;22c",
}
NOTIFICATION = re.compile(rb"\x1b\]777;notify;([^;\x1b\x07]*);([^\x1b\x07]*)(?:\x1b\\|\x07)")
LINK = re.compile(rb"\x1b\]8;;([^\x1b\x07]+)\x1b\\(.*?)\x1b\]8;;\x1b\\", re.S)
QUESTIONS = re.compile(rb"\x1b_G[^\x1b]*\x1b\\|\x1b\[>0q|\x1b\[\?1;1;0S|\x1b\[16t|\x1b\[c")


def pieces(answers, cuts):
    if not cuts:
        return [answers]
    if cuts.startswith("every:"):
        size = int(cuts.split(":")[1])
        return [answers[i : i + size] for i in range(0, len(answers), size)]
    offsets = [0] + [int(cut) for cut in cuts.split(",")] + [len(answers)]
    return [answers[a:b] for a, b in zip(offsets, offsets[1:])]


def record_notifications(output):
    path = os.environ.get("NOTIFICATIONS_TO")
    if not path:
        return
    with open(path, "ab") as notifications:
        for title, body in NOTIFICATION.findall(output):
            notifications.write(title + b": " + body + b"\n")


class LinkRecorder:
    """Writes down each whole link; one cut between two reads waits for its end in the next."""

    def __init__(self):
        self.path = os.environ.get("LINKS_TO")
        self.rest = b""

    def take(self, output):
        if not self.path:
            return
        text = self.rest + output
        end = 0
        with open(self.path, "ab") as links:
            for match in LINK.finditer(text):
                links.write(match.group(1) + b" " + match.group(2) + b"\n")
                end = match.end()
        unfinished = text.find(b"\x1b]8;;", end)
        self.rest = text[unfinished:] if unfinished >= 0 else b""


def main():
    pause, cuts, done = float(sys.argv[1]), sys.argv[2], sys.argv[3]
    program = sys.argv[sys.argv.index("--") + 1 :]
    answers = ANSWERS[os.environ.get("ANSWERS", "xterm")]
    for name in ("TMUX", "TMUX_PANE"):
        os.environ.pop(name, None)
    pid, child = pty.fork()
    if pid == 0:
        os.execvp(program[0], program)
    fcntl.ioctl(child, termios.TIOCSWINSZ, fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))
    signal.signal(signal.SIGWINCH, lambda *_: fcntl.ioctl(child, termios.TIOCSWINSZ, fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8)))
    saved = termios.tcgetattr(0)
    tty.setraw(0)
    waiting, next_at = [], None
    links = LinkRecorder()
    answer_after = os.environ.get("ANSWER_AFTER")
    try:
        while True:
            if waiting and answer_after and not os.path.exists(answer_after):
                next_at = time.monotonic() + 0.02
            timeout = None if next_at is None else max(0.0, next_at - time.monotonic())
            try:
                ready, _, _ = select.select([0, child], [], [], timeout)
            except InterruptedError:
                continue
            if waiting and time.monotonic() >= next_at and not (answer_after and not os.path.exists(answer_after)):
                os.write(child, waiting.pop(0))
                next_at = time.monotonic() + pause if waiting else None
                if not waiting:
                    open(done, "w").close()
            if child in ready:
                try:
                    output = os.read(child, 65536)
                except OSError:
                    break
                if not output:
                    break
                if next_at is None and not os.path.exists(done) and b"\x1b[c" in output:
                    waiting, next_at = pieces(answers, cuts), time.monotonic()
                record_notifications(output)
                links.take(output)
                os.write(1, QUESTIONS.sub(b"", output))
            if 0 in ready:
                os.write(child, os.read(0, 65536))
    finally:
        termios.tcsetattr(0, termios.TCSANOW, saved)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))


if __name__ == "__main__":
    main()
