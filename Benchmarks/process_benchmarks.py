#!/usr/bin/env python3
"""Whole-process measurements of the real binary in a real terminal (tmux):

- start to first drawn feed frame, from a warm cache: the time from launching `tintype` until the
  text of the newest post is on the terminal, median of several runs;
- the same for a new user (nothing cached, the token's account not known yet), each start
  followed by the home timeline's request alone with curl, and the difference of the medians;
- peak resident memory (VmHWM) after scrolling through 1,000 posts to the end of the feed and
  opening every tab;
- a 1024x1024 JPEG drawn as 80x40 cells of upper half blocks in 256 colours, whole process:
  `tintype show` against chafa (same cells, same symbols, same colours), runs interleaved,
  output to /dev/null;
- the same JPEG as sixel at 800x800 pixels (80x40 cells of 10x20 pixels), whole process:
  `tintype show --pictures sixel` against img2sixel and `chafa -f sixels`, runs interleaved, and
  the quality of each: its sixel decoded by ImageMagick's reader, PSNR against the source scaled
  to the same size by ImageMagick.

Usage: process_benchmarks.py TINTYPE MASTODON_MOCK [--app-only]
(--app-only leaves out the photo comparisons.)
"""
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

POSTS = 1000
RUNS = 15


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


def app_pid(socket_name):
    """The pid of tintype in the pane: the pane's process, or its child when a shell wraps it."""
    pane = tmux(socket_name, "display-message", "-p", "-t", "bench", "#{pane_pid}").strip()
    candidates = [pane] + subprocess.run(["pgrep", "-P", pane], capture_output=True, text=True).stdout.split()
    for pid in candidates:
        with open(f"/proc/{pid}/comm") as comm:
            if comm.read().strip() == "tintype":
                return pid
    raise SystemExit("tintype is not running in the pane")


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


def main():
    tintype, server_binary = sys.argv[1], sys.argv[2]
    only_the_app = sys.argv[3:] == ["--app-only"]
    if only_the_app:
        pass
    elif shutil.which("convert"):
        sixel_against_others(tintype)
    else:
        print("ImageMagick is not installed (make bench installs it): the sixel comparison is left out", flush=True)
    if only_the_app:
        pass
    elif shutil.which("chafa"):
        photo_against_chafa(tintype)
    else:
        print("chafa is not installed (make bench installs it): the photo comparison is left out", flush=True)
    home = tempfile.mkdtemp(prefix="tintype-bench-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([server_binary, "serve", "--in-memory", "--demo", "--host", "127.0.0.1",
                               "--port", str(port), "--log-level", "warning"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    socket_name = f"tintype-bench-{port}"
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

        env = {"HOME": home, "XDG_CACHE_HOME": f"{home}/cache", "XDG_STATE_HOME": f"{home}/state",
               "XDG_CONFIG_HOME": f"{home}/config", "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
        command = " ".join(f"{k}='{v}'" for k, v in env.items())
        command = f"env {command} '{tintype}' --instance {base} --token alan_token"

        def start():
            tmux(socket_name, "kill-server")
            started = time.perf_counter()
            tmux(socket_name, "new-session", "-d", "-s", "bench", "-x", "100", "-y", "30", command)
            return started

        def wait_for(text, timeout=60):
            deadline = time.perf_counter() + timeout
            while time.perf_counter() < deadline:
                if text in tmux(socket_name, "capture-pane", "-p", "-t", "bench"):
                    return time.perf_counter()
                time.sleep(0.002)
            raise SystemExit(f"timed out waiting for {text!r}")

        def wait_for_title(prefix, timeout=60):
            deadline = time.perf_counter() + timeout
            while time.perf_counter() < deadline:
                lines = tmux(socket_name, "capture-pane", "-p", "-t", "bench").splitlines()
                if len(lines) > 1 and lines[1].startswith(prefix):
                    return
                time.sleep(0.01)
            raise SystemExit(f"timed out waiting for the title {prefix!r}")

        # Warm the cache once.
        start()
        wait_for("online ·")
        tmux(socket_name, "send-keys", "-t", "bench", "q")
        time.sleep(0.5)

        timings = []
        for _ in range(RUNS):
            started = start()
            timings.append((wait_for(newest) - started) * 1000)
            tmux(socket_name, "send-keys", "-t", "bench", "q")
            time.sleep(0.3)

        print(f"first feed frame from a warm cache: median {statistics.median(timings):.1f} ms, "
              f"min {min(timings):.1f} ms, max {max(timings):.1f} ms over {RUNS} runs", flush=True)

        # A new user's first frame: nothing cached and the token's account not known yet, each
        # start followed by the home timeline's request alone (curl), so both see the same server.
        first_frames, home_alone = [], []
        for _ in range(RUNS):
            shutil.rmtree(f"{home}/cache", ignore_errors=True)
            shutil.rmtree(f"{home}/state", ignore_errors=True)
            started = start()
            first_frames.append((wait_for(newest) - started) * 1000)
            tmux(socket_name, "send-keys", "-t", "bench", "q")
            time.sleep(0.3)
            home_alone.append(curl_seconds(f"{base}/api/v1/timelines/home?limit=40", "alan_token") * 1000)
        first, alone = statistics.median(first_frames), statistics.median(home_alone)
        print(f"a new user's first feed frame: median {first:.1f} ms, min {min(first_frames):.1f} ms, "
              f"max {max(first_frames):.1f} ms over {RUNS} runs; the home timeline's request alone (curl): "
              f"median {alone:.1f} ms; the difference {first - alone:.1f} ms", flush=True)
        start()
        wait_for("online ·")
        pid = app_pid(socket_name)
        deadline = time.perf_counter() + 120
        while "the end of the feed" not in tmux(socket_name, "capture-pane", "-p", "-t", "bench"):
            tmux(socket_name, "send-keys", "-t", "bench", "G")
            time.sleep(0.2)
            if time.perf_counter() > deadline:
                raise SystemExit("did not reach the end of the feed")
        loaded = tmux(socket_name, "capture-pane", "-p", "-t", "bench").strip().splitlines()[-1]
        # Every other tab, each until its screen is in front: Explore, Activity, Messages, Profile.
        for key, shown in [("2", " Explore"), ("3", " Activity"), ("4", " Messages")]:
            tmux(socket_name, "send-keys", "-t", "bench", key)
            wait_for_title(shown)
        tmux(socket_name, "send-keys", "-t", "bench", "5")
        wait_for("this is you")
        tmux(socket_name, "send-keys", "-t", "bench", "1")
        wait_for("the end of the feed")
        with open(f"/proc/{pid}/status") as status:
            peak = next(line for line in status if line.startswith("VmHWM:")).split()[1]
        tmux(socket_name, "send-keys", "-t", "bench", "q")

        print(f"peak resident memory after scrolling to the end and opening every tab: {int(peak) / 1024:.1f} MB ({loaded.strip()})")
    finally:
        tmux(socket_name, "kill-server")
        server.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
