#!/usr/bin/env python3
"""Whole-process measurements of the real binary in a real terminal (tmux, one 120x40 session open
for the whole run, as a person's terminal is open before they type `tintype`):

- start to first drawn feed frame, from a warm cache: the time from launching `tintype` until the
  text of the newest post is on the terminal, median of several runs, next to the terminal's own
  share (a program that only prints that text, started and watched the same way);
- the same start counted in instructions (valgrind's callgrind), a start to the first frame and
  `q`: wall time on this machine is noisy, an instruction count of the same binary is not;
- the same for a new user (nothing cached, the token's account not known yet), each start
  followed by the home timeline's request alone with curl, and the difference of the medians;
- peak resident memory (VmHWM) after scrolling through 1,000 posts to the end of the feed and
  opening every tab, the median of five runs;
- `tintype --version`, and `tintype feed --plain` against toot's `timeline -c 20` on the same
  server, runs interleaved: wall time, CPU time and peak resident memory of each whole process
  (the kernel's rusage of the child), medians, and the same request alone with curl, the part of
  both that is the server's;
- a 1024x1024 JPEG drawn as 80x40 cells of upper half blocks in 256 colours, whole process:
  `tintype show` against chafa (same cells, same symbols, same colours), runs interleaved,
  output to /dev/null;
- the same JPEG as sixel at 800x800 pixels (80x40 cells of 10x20 pixels), whole process:
  `tintype show --pictures sixel` against img2sixel and `chafa -f sixels`, runs interleaved, and
  the quality of each: its sixel decoded by ImageMagick's reader, PSNR against the source scaled
  to the same size by ImageMagick;
- a 1080p H.264 clip of 5 s at 24 fps (made by FFmpeg from the rocket photo) played at 80x40
  cells of 10x20 pixels, each player in a pty of its own whose output is read as fast as it
  comes: `tintype show` in kitty, sixel and half blocks against `timg` (kitty, half blocks) and
  `mpv --vo=sixel`; frames written, wall time, CPU time and peak resident memory (the child's
  rusage), medians of runs taken in turn.

Usage: process_benchmarks.py TINTYPE MASTODON_MOCK [--app-only]
(--app-only leaves out the photo comparisons. TINTYPE_BENCH_TOOT names toot's binary; without it
the comparison with toot is left out.)
"""
import fcntl
import json
import os
import pty
import re
import select
import shlex
import shutil
import socket
import statistics
import subprocess
import struct
import sys
import tempfile
import termios
import time
import urllib.request

POSTS = 1000
RUNS = int(os.environ.get("TINTYPE_BENCH_RUNS", "15"))
MEMORY_RUNS = 5


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def api(base, path, token, data=None):
    body = json.dumps(data).encode() if data is not None else None
    request = urllib.request.Request(base + path, data=body, method="POST" if body else "GET",
                                     headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def curl_seconds(url, token):
    """How long curl takes to fetch the address with the token, in seconds."""
    answer = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{time_total}", "-H", f"Authorization: Bearer {token}", url],
                            check=True, capture_output=True, text=True)
    return float(answer.stdout)


def tmux(socket_name, *args):
    return subprocess.run(["tmux", "-L", socket_name, *args], capture_output=True, text=True).stdout


class TerminalEnded(Exception):
    """The terminal's control client read the end of its output: tmux's server is gone."""


class Terminal:
    """A terminal already open, as a person's is when they type `tintype`: one tmux session for
    the whole benchmark, driven through a control-mode client. A start respawns the pane, and what
    the program writes arrives as `%output` notifications, so the screen is read only after
    something was drawn and no polling process competes with the program for the two cores. A
    frame's time is that of the notification after which the screen first showed the text."""

    def __init__(self, socket_name, columns, rows):
        self.socket_name, self.columns, self.rows = socket_name, columns, rows
        self.restarts = 0
        self._open()

    def _open(self):
        tmux(self.socket_name, "kill-server")
        tmux(self.socket_name, "new-session", "-d", "-s", "bench", "-x", str(self.columns), "-y", str(self.rows), "cat")
        tmux(self.socket_name, "set-option", "-t", "bench", "remain-on-exit", "on")
        self.client = subprocess.Popen(["tmux", "-L", self.socket_name, "-C", "attach", "-t", "bench"],
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.unread = b""
        self.last_output = None
        self.output_before_reply = None

    def _reopen(self):
        """tmux 3.3a's server now and then dies of a segmentation fault in its callback that reads
        a pane's output while a control client is attached (a few times in a hundred starts here;
        never seen without a control client): a new terminal, counted and reported."""
        self.restarts += 1
        if self.restarts > 10:
            raise SystemExit("tmux's server ended more than ten times")
        self._open()

    def close(self):
        tmux(self.socket_name, "kill-server")
        self.client.wait(timeout=10)

    def _line(self, deadline):
        while b"\n" not in self.unread:
            ready, _, _ = select.select([self.client.stdout], [], [], max(0, deadline - time.perf_counter()))
            if not ready:
                raise SystemExit("timed out waiting for the terminal; the pane:\n" + tmux(self.socket_name, "capture-pane", "-p", "-t", "bench"))
            chunk = os.read(self.client.stdout.fileno(), 65536)
            if not chunk:
                raise TerminalEnded()
            self.unread += chunk
        line, self.unread = self.unread.split(b"\n", 1)
        if line.startswith(b"%output"):
            self.last_output = time.perf_counter()
        return line

    def _more_pending(self):
        return b"\n" in self.unread or bool(select.select([self.client.stdout], [], [], 0)[0])

    def command(self, *words, timeout=10):
        """Runs a tmux command through the client; its output as text."""
        self.client.stdin.write(" ".join(shlex.quote(word) for word in words).encode() + b"\n")
        deadline = time.perf_counter() + timeout
        lines, inside = [], False
        while True:
            line = self._line(deadline)
            if line.startswith(b"%begin"):
                inside = True
                self.output_before_reply = self.last_output
            elif inside and line.startswith((b"%end", b"%error")):
                if line.startswith(b"%error"):
                    raise SystemExit(f"tmux refused {words}: {lines}")
                return "\n".join(part.decode(errors="replace") for part in lines)
            elif inside:
                lines.append(line)

    def screen(self):
        return self.command("capture-pane", "-p", "-t", "bench")

    def send_keys(self, *keys):
        self.command("send-keys", "-t", "bench", *keys)

    def start(self, shell_command):
        """Starts the command in the pane, ending whatever ran there; when it was started."""
        self.last_output = None
        started = time.perf_counter()
        self.command("respawn-pane", "-k", "-t", "bench", shell_command)
        return started

    def wait_until(self, shown, timeout=60):
        """When the screen first satisfied `shown`, looking again after each piece of output."""
        deadline = time.perf_counter() + timeout
        while True:
            if shown(self.screen()):
                return self.output_before_reply or time.perf_counter()
            self._line(deadline)
            while self._more_pending():
                self._line(deadline)

    def wait_for(self, text, timeout=60):
        return self.wait_until(lambda screen: text in screen, timeout)

    def start_and_wait(self, shell_command, text, timeout=60):
        """Milliseconds from the start of the command until the text is on the screen; started
        again in a new terminal if tmux's server died on the way."""
        while True:
            try:
                started = self.start(shell_command)
                return (self.wait_for(text, timeout) - started) * 1000
            except TerminalEnded:
                self._reopen()

    def quit(self, timeout=30):
        """`q`, then waits until the program has ended and a moment for the server to finish
        what it was asked."""
        try:
            self.send_keys("q")
            deadline = time.perf_counter() + timeout
            while self.command("display-message", "-p", "-t", "bench", "#{pane_dead}").strip() != "1":
                if time.perf_counter() > deadline:
                    raise SystemExit("the program did not end after q")
                time.sleep(0.02)
        except TerminalEnded:
            self._reopen()
        time.sleep(0.3)



def peak_memory_with_every_tab(terminal):
    """The app's peak resident memory in MB once Home was scrolled to its end and every tab opened
    (each until its screen is in front), and Home's status line then."""
    pid = app_pid(terminal)
    deadline = time.perf_counter() + 120
    while "the end of the feed" not in terminal.screen():
        terminal.send_keys("G")
        time.sleep(0.2)
        if time.perf_counter() > deadline:
            raise SystemExit("did not reach the end of the feed")
    loaded = terminal.screen().strip().splitlines()[-1].strip()
    for key, shown in [("2", " Explore"), ("3", " Activity"), ("4", " Messages")]:
        terminal.send_keys(key)
        terminal.wait_until(lambda screen: len(screen.splitlines()) > 1 and screen.splitlines()[1].startswith(shown))
    terminal.send_keys("5")
    terminal.wait_for("this is you")
    terminal.send_keys("1")
    terminal.wait_for("the end of the feed")
    with open(f"/proc/{pid}/status") as status:
        peak = next(line for line in status if line.startswith("VmHWM:")).split()[1]
    return int(peak) / 1024, loaded

def app_pid(terminal):
    """The pid of tintype in the pane: the pane's process, or its child when a shell wraps it."""
    pane = terminal.command("display-message", "-p", "-t", "bench", "#{pane_pid}").strip()
    candidates = [pane] + subprocess.run(["pgrep", "-P", pane], capture_output=True, text=True).stdout.split()
    for pid in candidates:
        with open(f"/proc/{pid}/comm") as comm:
            if comm.read().strip() == "tintype":
                return pid
    raise SystemExit("tintype is not running in the pane")


def measured_run(command, env):
    """Runs the command to its end, output to /dev/null: (wall ms, CPU ms), the CPU time the
    kernel counted for the child."""
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - started) * 1000
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{command[0]} failed: {child.stderr.read().decode(errors='replace')}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def peak_memory(command, env):
    """The command's peak resident memory in MiB, as GNU time reports it. Not from this script's
    own rusage: a child started from Python carries Python's peak across its exec."""
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, *command], env=env, check=True,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return int(report.read().split()[-1]) / 1024


def medians(runs):
    return tuple(statistics.median(run[i] for run in runs) for i in range(len(runs[0])))


def command_line_against_toot(tintype, toot, base, home):
    """`tintype --version` alone, then `tintype feed --plain` and `toot timeline -c 20` in turn."""
    env = {"HOME": home, "XDG_CACHE_HOME": f"{home}/cli-cache", "XDG_STATE_HOME": f"{home}/cli-state",
           "XDG_CONFIG_HOME": f"{home}/cli-config", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    version = [measured_run([tintype, "--version"], env) + (peak_memory([tintype, "--version"], env),)
               for _ in range(CLI_RUNS)]
    wall, cpu, memory = medians(version)
    print(f"tintype --version: median {wall:.1f} ms wall, {cpu:.1f} ms CPU, {memory:.1f} MiB peak "
          f"(min {min(run[0] for run in version):.1f} ms) over {CLI_RUNS} runs", flush=True)
    if not toot:
        print("toot is not installed (make bench installs it): the comparison with toot is left out", flush=True)
        return
    instance = base.removeprefix("http://")
    os.makedirs(f"{home}/cli-config/toot", exist_ok=True)
    with open(f"{home}/cli-config/toot/config.json", "w") as config:
        json.dump({"apps": {instance: {"instance": instance, "base_url": base, "client_id": "bench", "client_secret": "bench"}},
                   "users": {f"alan@{instance}": {"instance": instance, "username": "alan", "access_token": "alan_token"}},
                   "active_user": f"alan@{instance}"}, config)
    ours, theirs, server_alone = [], [], []
    feed = [tintype, "feed", "--plain", "--instance", base, "--token", "alan_token"]
    timeline = [toot, "timeline", "-c", "20"]
    for _ in range(CLI_RUNS):
        ours.append(measured_run(feed, env) + (peak_memory(feed, env),))
        theirs.append(measured_run(timeline, env) + (peak_memory(timeline, env),))
        server_alone.append(curl_seconds(f"{base}/api/v1/timelines/home?limit=20", "alan_token") * 1000)
    (our_wall, our_cpu, our_memory), (their_wall, their_cpu, their_memory) = medians(ours), medians(theirs)
    print(f"tintype feed --plain: median {our_wall:.1f} ms wall, {our_cpu:.1f} ms CPU, {our_memory:.1f} MiB peak; "
          f"toot timeline -c 20: {their_wall:.1f} ms wall, {their_cpu:.1f} ms CPU, {their_memory:.1f} MiB peak; "
          f"toot takes {their_wall / our_wall:.1f}x the wall time, tintype {our_memory / their_memory:.2f} of the memory "
          f"({CLI_RUNS} pairs)", flush=True)
    # Both wait for the same answer: the server's time for it bounds the ratio any client reaches.
    alone = statistics.median(server_alone)
    print(f"the same 20 posts alone (curl): median {alone:.1f} ms, so no client can be more than "
          f"{their_wall / alone:.1f}x faster than toot on this server; the time beyond that request: "
          f"tintype {our_wall - alone:.1f} ms, toot {their_wall - alone:.1f} ms", flush=True)


CLI_RUNS = RUNS
INSTRUCTION_RUNS = 5


def instructions_counted(path, timeout=60):
    """The instructions callgrind counted, from its file once the program has ended and written it."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if os.path.exists(path):
            with open(path) as counted:
                totals = [line for line in counted if line.startswith(("summary:", "totals:"))]
            if totals:
                return int(totals[-1].split()[1])
        time.sleep(0.05)
    raise SystemExit(f"callgrind wrote no count to {path}")

PHOTO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures", "retina-1024.jpg")
PHOTO_RUNS = 40


def photo_against_chafa(tintype):
    """Median wall time of drawing the photo, tintype and chafa taking turns."""
    commands = {
        "tintype show": [tintype, "show", PHOTO, "--columns", "80", "--rows", "40"],
        "chafa": ["chafa", "--format", "symbols", "--symbols", "hhalf", "--colors", "256", "--size", "80x40", PHOTO],
    }
    env = {"TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    timings = {name: [] for name in commands}
    for _ in range(PHOTO_RUNS):
        for name, command in commands.items():
            began = time.perf_counter()
            subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            timings[name].append((time.perf_counter() - began) * 1000)
    medians = {name: statistics.median(values) for name, values in timings.items()}
    for name, values in timings.items():
        print(f"{name}, 1024x1024 JPEG to 80x40 cells: median {medians[name]:.1f} ms, min {min(values):.1f} ms "
              f"over {PHOTO_RUNS} runs", flush=True)
    print(f"chafa / tintype show: {medians['chafa'] / medians['tintype show']:.2f}", flush=True)


SIXEL_COMMANDS = {
    "tintype show": lambda tintype: [tintype, "show", "--pictures", "sixel", "--columns", "80", "--rows", "40", PHOTO],
    "img2sixel": lambda tintype: ["img2sixel", "-w", "800", "-h", "800", PHOTO],
    # chafa takes cells of 8 pixels when it cannot ask the terminal: 100x100 of them, square.
    "chafa": lambda tintype: ["chafa", "-f", "sixels", "--size", "100x100", "--font-ratio", "1/1", PHOTO],
}


def sixel_psnr(sixel, folder, name):
    """The PSNR in dB of a sixel image against the source photo scaled to the same size."""
    start = sixel.index(b"\x1bP")
    end = sixel.index(b"\x1b\\", start) + 2
    sixel_path = os.path.join(folder, f"{name}.six")
    with open(sixel_path, "wb") as file:
        file.write(sixel[start:end])
    decoded = os.path.join(folder, f"{name}.png")
    subprocess.run(["convert", sixel_path, decoded], check=True)
    size = subprocess.run(["identify", "-format", "%wx%h", decoded], check=True, capture_output=True, text=True).stdout
    reference = os.path.join(folder, f"{name}-source.png")
    subprocess.run(["convert", PHOTO, "-resize", f"{size}!", reference], check=True)
    # compare prints the metric on standard error and exits 1 when the pictures differ.
    compared = subprocess.run(["compare", "-metric", "PSNR", decoded, reference, "null:"], capture_output=True, text=True)
    return size, float(compared.stderr.split()[0])


def sixel_against_others(tintype):
    """Median wall time and quality of the photo as sixel at 800x800, the three taking turns."""
    commands = {name: make(tintype) for name, make in SIXEL_COMMANDS.items() if shutil.which(make(tintype)[0])}
    env = {"TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    timings = {name: [] for name in commands}
    for _ in range(PHOTO_RUNS):
        for name, command in commands.items():
            began = time.perf_counter()
            subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                           check=True)
            timings[name].append((time.perf_counter() - began) * 1000)
    folder = tempfile.mkdtemp(prefix="tintype-sixel-")
    try:
        for name, command in commands.items():
            sixel = subprocess.run(command, env=env, capture_output=True, stdin=subprocess.DEVNULL, check=True).stdout
            size, psnr = sixel_psnr(sixel, folder, name.replace(" ", "-"))
            print(f"{name}, 1024x1024 JPEG as sixel: median {statistics.median(timings[name]):.1f} ms, "
                  f"min {min(timings[name]):.1f} ms over {PHOTO_RUNS} runs; {len(sixel)} bytes, {size}, "
                  f"PSNR {psnr:.2f} dB", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    for other in commands:
        if other != "tintype show":
            ratio = statistics.median(timings[other]) / statistics.median(timings["tintype show"])
            print(f"{other} / tintype show: {ratio:.2f}", flush=True)


def cpu_share(pid, seconds):
    """The share of one core the process used over the next `seconds`, in percent."""
    def ticks():
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])
    before = ticks()
    time.sleep(seconds)
    return (ticks() - before) / os.sysconf("SC_CLK_TCK") / seconds * 100


def looping_gif_cost(terminal, command, tintype, base, env):
    """What an animated GIF looping on top of Home costs (half blocks in the pane), and what it
    costs once another tab is in front."""
    gif = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Demo", "Photos", "hubble-deep-field.gif")
    subprocess.run([tintype, "post", "--instance", base, "--token", "grace_token", "--media", gif, "--alt", "Hubble",
                    "A looping GIF"], env=env, check=True, stdout=subprocess.DEVNULL)
    terminal.start(command)
    terminal.wait_for("1 GIF")
    pid = app_pid(terminal)
    time.sleep(2)
    looping = cpu_share(pid, 20)
    terminal.send_keys("5")
    terminal.wait_for("this is you")
    behind = cpu_share(pid, 20)
    terminal.quit()
    print(f"an animated GIF looping on top of Home (120x40, half blocks): {looping:.1f}% of a core over 20 s; "
          f"with the Profile tab in front: {behind:.1f}%", flush=True)


VIDEO_RUNS = 3
ROCKET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Demo", "Photos", "rocket-launch.jpg")


def run_in_pty(argv, output_path, columns=80, rows=40, cell=(10, 20)):
    """Runs `argv` in a pty of `columns` x `rows` cells that says its size in pixels too (timg
    needs it for pictures), its output read as fast as it comes into `output_path`; prints the
    wall seconds, CPU seconds and peak resident KB as JSON. Run in a fresh Python of its own
    (`--pty-run`): a child's peak counts the memory of the process it was forked from."""
    pid, master = pty.fork()
    if pid == 0:
        os.execvp(argv[0], argv)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, columns * cell[0], rows * cell[1]))
    began = time.perf_counter()
    with open(output_path, "wb") as output:
        while True:
            try:
                ready, _, _ = select.select([master], [], [], 0.5)
                chunk = os.read(master, 1 << 20) if ready else b""
            except OSError:
                break  # the child closed its side
            if ready and not chunk:
                break
            output.write(chunk)
    _, _, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - began
    print(json.dumps({"elapsed": elapsed, "cpu": usage.ru_utime + usage.ru_stime, "peak": usage.ru_maxrss}))


def measured_in_pty(argv, env, output_path):
    """What `run_in_pty` measured of `argv`, run from a Python of its own."""
    answer = subprocess.run([sys.executable, os.path.abspath(__file__), "--pty-run", output_path, *argv], env=env,
                            capture_output=True, text=True, check=True).stdout
    return json.loads(answer)


def frames_written(output, route):
    """Pictures in a player's output: kitty transmissions, sixel images, or half-block screens."""
    if route == "kitty":
        return len(re.findall(rb"\x1b_G[^;]*a=[Tt]", output))
    if route == "sixel":
        return len(re.findall(rb"\x1bP[0-9;]*q", output))
    # Half blocks: the lines of every frame over the lines of the first, which ends where the
    # cursor first goes back up to draw the next over it.
    back_up = re.search(rb"\x1b\[\d*[AF]", output)
    rows = output[:back_up.start()].count(b"\n") if back_up else output.count(b"\n")
    return round(output.count(b"\n") / rows) if rows else 0


def video_against_others(tintype):
    """The 1080p clip through each player and route, runs taken in turn, medians printed."""
    folder = tempfile.mkdtemp(prefix="tintype-video-")
    clip = os.path.join(folder, "clip-1080p.mp4")
    try:
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-loop", "1", "-i", ROCKET, "-vf",
                        "zoompan=z='min(zoom+0.0015,1.5)':d=120:s=1920x1080,fps=24", "-t", "5", "-c:v", "libx264",
                        "-pix_fmt", "yuv420p", clip], check=True)
        show = [tintype, "show", "--columns", "80", "--rows", "40"]
        players = {
            ("tintype show", "kitty"): show + ["--pictures", "kitty", clip],
            ("tintype show", "sixel"): show + ["--pictures", "sixel", clip],
            ("tintype show", "blocks"): show + ["--pictures", "blocks", clip],
            ("timg", "kitty"): ["timg", "-pk", "-g80x40", "--loops=1", "-V", clip],
            ("timg", "blocks"): ["timg", "-ph", "-g80x40", "--loops=1", "-V", clip],
            ("mpv --vo=sixel", "sixel"): ["mpv", "--no-config", "--really-quiet", "--no-audio", "--vo=sixel",
                                          "--vo-sixel-cols=80", "--vo-sixel-rows=40", clip],
        }
        players = {key: argv for key, argv in players.items() if shutil.which(argv[0])}
        env = {"TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder}
        runs = {key: [] for key in players}
        output_path = os.path.join(folder, "output")
        for _ in range(VIDEO_RUNS):
            for key, argv in players.items():
                measured = measured_in_pty(argv, env, output_path)
                with open(output_path, "rb") as file:
                    output = file.read()
                runs[key].append((measured["elapsed"], measured["cpu"], measured["peak"], frames_written(output, key[1]),
                                  len(output)))
                del output
        for (player, route), measured in runs.items():
            elapsed, cpu, peak, frames, written = (statistics.median(values) for values in zip(*measured))
            print(f"1080p clip of 5 s at 24 fps, 80x40 cells, {player} ({route}): {frames:.0f} frames in {elapsed:.2f} s "
                  f"({frames / elapsed:.1f} fps), CPU {cpu / elapsed * 100:.0f}% of a core, peak {peak / 1024:.1f} MB, "
                  f"{written / 1e6:.1f} MB written; medians of {VIDEO_RUNS} runs", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    if sys.argv[1] == "--pty-run":
        return run_in_pty(sys.argv[3:], sys.argv[2])
    tintype, server_binary = sys.argv[1], sys.argv[2]
    # The comparisons with other programs, each where the program it needs is installed.
    comparisons = [("convert", "ImageMagick", "sixel", sixel_against_others), ("ffmpeg", "FFmpeg", "video", video_against_others),
                   ("chafa", "chafa", "photo", photo_against_chafa)]
    for program, name, what, compare in [] if sys.argv[3:] == ["--app-only"] else comparisons:
        if shutil.which(program):
            compare(tintype)
        else:
            print(f"{name} is not installed (make bench installs it): the {what} comparison is left out", flush=True)
    home = tempfile.mkdtemp(prefix="tintype-bench-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([server_binary, "serve", "--in-memory", "--demo", "--host", "127.0.0.1",
                               "--port", str(port), "--log-level", "warning"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    socket_name = f"tintype-bench-{port}"
    terminal = None
    try:
        for _ in range(100):
            try:
                api(base, "/api/v1/instance", "ada_token")
                break
            except OSError:
                time.sleep(0.1)
        for number in range(POSTS):
            api(base, "/api/v1/statuses", "grace_token", {"status": f"Benchmark post {number} with a caption long enough to wrap on a narrow terminal, ☕ 写真"})
        newest = f"Benchmark post {POSTS - 1} with"
        command_line_against_toot(tintype, os.environ.get("TINTYPE_BENCH_TOOT"), base, home)

        env = {"HOME": home, "XDG_CACHE_HOME": f"{home}/cache", "XDG_STATE_HOME": f"{home}/state",
               "XDG_CONFIG_HOME": f"{home}/config", "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
        command = " ".join(f"{k}='{v}'" for k, v in env.items())
        command = f"env {command} '{tintype}' --instance {base} --token alan_token"
        terminal = Terminal(socket_name, 120, 40)

        # What the terminal itself adds: a program that only prints the text, started and
        # watched as tintype is.
        floor = [terminal.start_and_wait(f"echo '{newest}'; exec sleep 10", newest) for _ in range(RUNS)]
        print(f"the terminal's own share (a program that only prints the newest post's text): median "
              f"{statistics.median(floor):.1f} ms, min {min(floor):.1f} ms, max {max(floor):.1f} ms over {RUNS} runs",
              flush=True)

        # Warm the cache once.
        terminal.start(command)
        terminal.wait_for("online ·")
        terminal.quit()

        timings = []
        for _ in range(RUNS):
            timings.append(terminal.start_and_wait(command, newest))
            terminal.quit()
        print(f"first feed frame from a warm cache: median {statistics.median(timings):.1f} ms, "
              f"min {min(timings):.1f} ms, max {max(timings):.1f} ms over {RUNS} runs", flush=True)

        if shutil.which("valgrind"):
            # valgrind 3.19 cannot read the debug information Swift 6.3 writes; the instructions
            # are those of the same code without it.
            counted_binary = f"{home}/counted/tintype"
            os.makedirs(os.path.dirname(counted_binary), exist_ok=True)
            subprocess.run(["objcopy", "--strip-debug", tintype, counted_binary], check=True)
            counts = []
            for run in range(INSTRUCTION_RUNS):
                counted = f"{home}/callgrind.{run}"
                terminal.start_and_wait(command.replace(f"'{tintype}'", f"valgrind --tool=callgrind --callgrind-out-file={counted} '{counted_binary}'"), newest, timeout=120)
                terminal.quit()
                counts.append(instructions_counted(counted))
            print(f"instructions from a warm start to the first frame and q (120x40): median "
                  f"{statistics.median(counts) / 1e6:.1f} M, min {min(counts) / 1e6:.1f} M, max {max(counts) / 1e6:.1f} M "
                  f"over {INSTRUCTION_RUNS} runs", flush=True)
        else:
            print("valgrind is not installed (make bench installs it): the instruction count is left out", flush=True)

        # A new user's first frame: nothing cached and the token's account not known yet, each
        # start followed by the home timeline's request alone (curl), so both see the same server.
        first_frames, home_alone = [], []
        for _ in range(RUNS):
            shutil.rmtree(f"{home}/cache", ignore_errors=True)
            shutil.rmtree(f"{home}/state", ignore_errors=True)
            first_frames.append(terminal.start_and_wait(command, newest))
            terminal.quit()
            home_alone.append(curl_seconds(f"{base}/api/v1/timelines/home?limit=40", "alan_token") * 1000)
        first, alone = statistics.median(first_frames), statistics.median(home_alone)
        print(f"a new user's first feed frame: median {first:.1f} ms, min {min(first_frames):.1f} ms, "
              f"max {max(first_frames):.1f} ms over {RUNS} runs; the home timeline's request alone (curl): "
              f"median {alone:.1f} ms; the difference {first - alone:.1f} ms", flush=True)

        # One run's peak moves by a megabyte or more with the order the threads' work comes in
        # (pages fetched, pictures decoded): the median of several says where it stands.
        peaks = []
        for _ in range(MEMORY_RUNS):
            terminal.start(command)
            terminal.wait_for("online ·")
            peak, loaded = peak_memory_with_every_tab(terminal)
            terminal.quit()
            peaks.append(peak)
        print(f"peak resident memory after scrolling to the end and opening every tab: median "
              f"{statistics.median(peaks):.1f} MB, min {min(peaks):.1f}, max {max(peaks):.1f} over {MEMORY_RUNS} runs ({loaded})")
        looping_gif_cost(terminal, command, tintype, base, env)
        if terminal.restarts:
            print(f"tmux's server died {terminal.restarts} times on the way (above, Terminal._reopen); those starts were made again", flush=True)
    except TerminalEnded:
        raise SystemExit("tmux's server died while the memory was measured (Terminal._reopen); run the script again")
    finally:
        if terminal:
            terminal.close()
        server.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
