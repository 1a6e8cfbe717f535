#!/usr/bin/env python3
"""Writes the linker script that lays out, first and together, the code a start runs.

    order_start_up.py RELEASE_BINARY ITS_LINK_MAP DEMO_SCRIPT LINKER_SCRIPT

Every page of machine code a start touches stays resident, and the kernel maps the 64 KiB around
each page it faults in: scattered over 21 MB, the code `tintype feed --plain` ran kept 13.5 MB of
it resident. What runs is what valgrind (callgrind, instruction by instruction) sees the release do
in a demo instance of its own: `--version`, `feed --plain`, a new user's first start, a returning
user's, and every tab with a post opened, each scenario's new code after the previous ones'. Where
that code lies is GNU ld's map of the same binary: each instruction run falls in an input section,
and the script names those sections, in that order, in a `.text.start_up` output section before
`.text`.

The release is compiled a section per function (`make release`), so most sections are one function.
The toolchain's own libraries (the runtime, the standard library, FoundationEssentials) come
compiled a section per file: a file of theirs that runs goes whole. A section the script does not
name still links, after the named ones: a stale script costs pages, never correctness. Run it again
(`make start-up-order`) after a change that moves start-up work.
"""

import bisect
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SESSION = "start-up-order"


def tmux(*arguments):
    return subprocess.run(["tmux", "-L", SESSION, *arguments], capture_output=True, text=True).stdout


def wait_for(text, timeout=180):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in tmux("capture-pane", "-p", "-t", "app"):
            return
        time.sleep(0.05)
    raise SystemExit(f"timed out waiting for {text!r}; the pane:\n" + tmux("capture-pane", "-p", "-t", "app"))


def wait_for_title(prefix, timeout=180):
    """Waits until the screen under the tab bar is the one whose title begins so."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = tmux("capture-pane", "-p", "-t", "app").splitlines()
        if len(lines) > 1 and lines[1].startswith(prefix):
            return
        time.sleep(0.05)
    raise SystemExit(f"timed out waiting for the title {prefix!r}")


def wait_for_exit(timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if subprocess.run(["tmux", "-L", SESSION, "has-session"], capture_output=True).returncode != 0:
            return
        time.sleep(0.1)
    raise SystemExit("the app did not quit")


def instructions_run(profile):
    """Each object's functions, each with the address of every instruction it ran, in the order they
    first ran (callgrind with --dump-instr=yes --compress-pos=no --compress-strings=no).

    callgrind names the binary twice, `???` with the addresses where valgrind loaded it and its
    path with the addresses in the file, so each object has its own load address."""
    objects = {}
    functions = objects.setdefault("", {})
    current = None
    with open(profile, errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                functions = objects.setdefault(line[3:].strip(), {})
                current = None
            elif line.startswith("fn="):
                # A recursive call is named again with its depth: `f'2`.
                current = functions.setdefault(re.sub(r"'\d+$", "", line[3:].strip()), [])
            elif line.startswith("0x") and current is not None:
                current.append(int(line.split()[0], 16))
    return objects


def load_address(run, symbols):
    """Where valgrind loaded the binary: what most functions' first instruction and symbol differ by;
    None for an object none of whose functions is the binary's."""
    offsets = {}
    for function, addresses in run.items():
        if addresses and len(symbols.get(function, [])) == 1:
            offset = min(addresses) - symbols[function][0]
            offsets[offset] = offsets.get(offset, 0) + 1
    return max(offsets, key=offsets.get) if offsets else None


def text_sections(link_map):
    """The input sections of the code, from GNU ld's map: (address, size, file, section), by address.

    A file is `libX.a(member.o)` for a library's member, else an object's path."""
    sections, pending, in_code = [], None, False
    with open(link_map, errors="replace") as lines:
        for line in lines:
            if not line.startswith(" "):
                in_code = line.startswith(".text")
                pending = None
                continue
            if not in_code:
                continue
            whole = re.match(r"^ (\.text\S*)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if whole:
                sections.append((int(whole.group(2), 16), int(whole.group(3), 16), whole.group(4).strip(), whole.group(1)))
                continue
            named = re.match(r"^ (\.text\S*)$", line)
            if named:
                pending = named.group(1)
                continue
            placed = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if placed and pending:
                sections.append((int(placed.group(1), 16), int(placed.group(2), 16), placed.group(3).strip(), pending))
            pending = None
    return sorted(section for section in sections if section[1] > 0)


def file_pattern(file):
    """A pattern for the file that holds on another machine: the library and member, or the object's
    target folder and name (`*ArgumentParser.build/Option.swift.o`)."""
    member = re.match(r".*/([^/]+\.a)\((.+)\)$", file)
    if member:
        return f"*{member.group(1)}:{member.group(2)}"
    target = re.search(r"[^/]+\.build/.*$", file)
    return "*" + (target.group(0) if target else "/".join(file.split("/")[-2:]))


def placements(addresses, sections):
    """The statement that places each input section holding one of the addresses, in their order.

    A section named after its function (`.text.$s…`, one in the whole link) is named alone; one
    whose name repeats (`.text..L__unnamed_4`, or a whole file's `.text`) with its file."""
    starts = [section[0] for section in sections]
    repeats = {}
    for _, _, _, name in sections:
        repeats[name] = repeats.get(name, 0) + 1
    statements, placed = [], set()
    for address in addresses:
        index = bisect.bisect_right(starts, address) - 1
        if index < 0 or index in placed:
            continue
        start, size, file, name = sections[index]
        if start <= address < start + size:
            placed.add(index)
            statements.append(f'*("{name}")' if repeats[name] == 1 else f'{file_pattern(file)}("{name}")')
    return statements


def linker_script(statements):
    lines = ["/* Written by Resources/Tools/order_start_up.py (make start-up-order); see its comment. */",
             "SECTIONS", "{", "  .text.start_up :", "  {"]
    lines += [f"    {statement}" for statement in statements]
    # The thunks the compiler leaves unnamed (value witnesses that jump to a merged one) are called
    # through tables that differ run to run, some never under valgrind: 97 KB in all, all of them go.
    lines += ["    *(.text..L__unnamed_*)"]
    lines += ["  }", "}", "INSERT BEFORE .text;"]
    return "\n".join(lines) + "\n"


def main():
    binary, link_map, demo_script, script_file = sys.argv[1:5]
    home = tempfile.mkdtemp(prefix="tintype-order-")
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache",
               XDG_STATE_HOME=f"{home}/state", XDG_CONFIG_HOME=f"{home}/config",
               TERM="xterm-256color", LANG="C.UTF-8")
    # valgrind 3.19 cannot read the debug information Swift 6.3 writes.
    counted = f"{home}/tintype"
    subprocess.run(["objcopy", "--strip-debug", binary, counted], check=True)
    profiles = []

    def under_callgrind(name, arguments):
        profiles.append(f"{home}/{name}.callgrind")
        return ["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=yes", "--compress-pos=no",
                "--compress-strings=no", f"--callgrind-out-file={profiles[-1]}", counted, *arguments]

    try:
        subprocess.run([demo_script, "start"], env=env, check=True, capture_output=True)
        subprocess.run([demo_script, "seed", binary], env=env, check=True, capture_output=True)
        with open(f"{home}/data/tintype/demo/server.url") as url:
            account = ["--instance", url.read().strip(), "--token", "alan_token"]
        subprocess.run(under_callgrind("version", ["--version"]), env=env, check=True, capture_output=True)
        subprocess.run(under_callgrind("feed", ["feed", "--plain", *account]), env=env, check=True,
                       capture_output=True)
        shutil.rmtree(f"{home}/cache", ignore_errors=True)

        def session(name, steps):
            variables = " ".join(f"{key}='{env[key]}'" for key in
                                 ["HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "TERM", "LANG"])
            tmux("new-session", "-d", "-s", "app", "-x", "120", "-y", "40",
                 f"env {variables} " + " ".join(f"'{part}'" for part in under_callgrind(name, account)))
            wait_for("online ·")
            for key, title in steps:
                tmux("send-keys", "-t", "app", key)
                wait_for_title(title)
            tmux("send-keys", "-t", "app", "q")
            wait_for_exit()

        session("new-user", [])
        session("returning-user", [])
        session("every-tab", [("2", " Explore"), ("3", " Activity"), ("4", " Messages"), ("5", " Profile"),
                              ("1", " Home"), ("Enter", " Post by"), ("Escape", " Home")])
    finally:
        tmux("kill-server")
        subprocess.run([demo_script, "stop"], env=env, capture_output=True)

    symbols = {}
    for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            symbols.setdefault(parts[2], []).append(int(parts[0], 16))
    run = []
    for profile in profiles:
        # By instruction, not by name: code the compiler left unnamed (value witnesses, `.L__unnamed_4`)
        # is counted to the function before it, and a local function has a copy in every module.
        for name, functions in instructions_run(profile).items():
            if name not in ("???", counted):
                continue  # a shared library's
            base = load_address(functions, symbols)
            if base is not None:
                run += [address - base for addresses in functions.values() for address in addresses]
    statements = placements(run, text_sections(link_map))
    os.makedirs(os.path.dirname(os.path.abspath(script_file)), exist_ok=True)
    with open(script_file, "w") as out:
        out.write(linker_script(statements))
    print(f"{len(statements)} sections of code laid out first by {script_file}")
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
