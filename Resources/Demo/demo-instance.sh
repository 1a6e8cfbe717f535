#!/usr/bin/env bash
# The local demo instance: a Mastodon-API server (mastodon-mock, pinned) on 127.0.0.1 with its
# SQLite file under $XDG_DATA_HOME/tintype/demo, so what a person does in the demo survives.
#
#   demo-instance.sh install          make the virtual environment (once, or when pins change)
#   demo-instance.sh start            start the server on a free port; prints its URL
#   demo-instance.sh stop             stop it
#   demo-instance.sh seed TINTYPE     post the demo photos, comments, likes and messages (once)
#   demo-instance.sh run TINTYPE      all of the above, then the app as the demo user; stops after
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${TINTYPE_DEMO_VENV:-$root/.venv/demo}"
data_dir="${XDG_DATA_HOME:-$HOME/.local/share}/tintype/demo"
pid_file="$data_dir/server.pid"
url_file="$data_dir/server.url"
log_file="$data_dir/server.log"
demo_token="${TINTYPE_DEMO_TOKEN:-ada_token}"

say() { printf 'demo: %s\n' "$*" >&2; }

install() {
    local stamp="$venv/.requirements"
    if [ -x "$venv/bin/mastodon_mock" ] && cmp -s "$here/requirements.txt" "$stamp"; then
        return
    fi
    say "making the demo server's virtual environment in $venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
    cp "$here/requirements.txt" "$stamp"
}

# The port of the last run when it is still free, so the instance keeps its address (and the
# app its cache, which is per instance); otherwise any free port.
free_port() {
    local previous=""
    [ -f "$data_dir/server.port" ] && previous="$(cat "$data_dir/server.port")"
    python3 -c '
import socket, sys
def bound(port):
    s = socket.socket()
    s.bind(("127.0.0.1", port))
    return s.getsockname()[1]
try:
    print(bound(int(sys.argv[1])))
except (OSError, ValueError):
    print(bound(0))
' "$previous"
}

# The recorded process is alive and is the demo server: after a crash or a killed terminal the
# pid may belong to another process by now, which must never be reused or stopped.
is_running() {
    [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null \
        && grep -q mastodon_mock "/proc/$(cat "$pid_file")/cmdline" 2>/dev/null
}

# Running, and its address answers.
is_answering() {
    is_running && [ -f "$url_file" ] && curl -sf -o /dev/null --max-time 2 "$(cat "$url_file")/api/v1/instance"
}

start() {
    install
    mkdir -p "$data_dir"
    chmod 700 "$data_dir"
    if is_answering; then
        cat "$url_file"
        return
    fi
    stop
    local port
    port="$(free_port)"
    echo "$port" > "$data_dir/server.port"
    cat > "$data_dir/mastodon_mock.toml" <<TOML
media_storage_path = "$data_dir/media"
title = "Tintype demo"

[database]
path = "$data_dir/demo.sqlite"
TOML
    "$venv/bin/mastodon_mock" serve --config "$data_dir/mastodon_mock.toml" --demo \
        --host 127.0.0.1 --port "$port" --log-level warning >>"$log_file" 2>&1 &
    echo $! > "$pid_file"
    local url="http://127.0.0.1:$port"
    for _ in $(seq 1 150); do
        if curl -sf -o /dev/null "$url/api/v1/instance"; then
            echo "$url" > "$url_file"
            echo "$url"
            return
        fi
        if ! is_running; then break; fi
        sleep 0.2
    done
    say "the demo server did not start; its log is $log_file"
    tail -n 20 "$log_file" >&2 || true
    stop
    exit 1
}

stop() {
    if is_running; then
        kill "$(cat "$pid_file")" 2>/dev/null || true
        for _ in $(seq 1 30); do is_running || break; sleep 0.1; done
        # It waits for kept-alive connections to close; do not wait for them.
        is_running && kill -9 "$(cat "$pid_file")" 2>/dev/null || true
    fi
    rm -f "$pid_file" "$url_file"
}

seed() {
    local tintype="$1" url
    url="$(start)"
    if [ -f "$data_dir/seeded" ]; then
        return
    fi
    say "seeding the demo instance with photos, comments, likes and messages"
    TINTYPE_INSTANCE="$url" "$here/seed.sh" "$tintype" "$here/Photos"
    date -u +%Y-%m-%dT%H:%M:%SZ > "$data_dir/seeded"
}

run() {
    local tintype="$1" url
    trap stop EXIT INT TERM HUP
    seed "$tintype"
    url="$(cat "$url_file")"
    TINTYPE_INSTANCE="$url" TINTYPE_TOKEN="$demo_token" "$tintype"
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop ;;
    seed) seed "${2:?the path of the tintype binary}" ;;
    run) run "${2:?the path of the tintype binary}" ;;
    *) echo "usage: $0 install|start|stop|seed TINTYPE|run TINTYPE" >&2; exit 64 ;;
esac
