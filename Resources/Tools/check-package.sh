#!/usr/bin/env bash
# Checks a Debian package of tintype as a person without Swift meets it: lintian finds no error,
# and no warning but those the overrides write down with their reasons; and unpacked into a fresh
# root, with the Swift toolchain out of sight (a mount namespace lays an empty folder over it),
# tintype names its version, draws a photo and reads the feed of a demo instance. Exits non-zero
# at the first thing that fails, saying what.
#
#   check-package.sh PACKAGE.deb DEMO_SERVER PHOTO
set -euo pipefail
package="$1" demo_server="$2" photo="$3"
work="$(mktemp -d)"
trap 'kill "$server" 2> /dev/null || true; rm -rf "$work"' EXIT
server=""

fail() {
    echo "package check: $*" >&2
    exit 1
}

echo "lintian $(basename "$package"):"
lintian --fail-on error,warning --display-info "$package" || fail "lintian found an error, or a warning not written down in Resources/Packaging/lintian-overrides"

dpkg-deb -x "$package" "$work/root"
version="$(dpkg-deb -f "$package" Version)"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$demo_server" serve --in-memory --demo --port "$port" > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/api/v1/instance')" 2> /dev/null && break
    sleep 0.1
done
swift_root="$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")")"

# What runs with the toolchain hidden, each step saying what it checked.
cat > "$work/unpacked.sh" << 'STEPS'
set -eu
mount -t tmpfs none "$SWIFT_ROOT"
bin="$ROOT/usr/bin/tintype"
if ldd "$bin" | grep -i swift; then echo "links a Swift library" >&2; exit 1; fi
echo "ldd: no Swift library ($(ldd "$bin" | wc -l) libraries, all from the system)"
[ "$("$bin" --version)" = "$VERSION" ] || { echo "--version says $("$bin" --version)" >&2; exit 1; }
echo "tintype --version: $VERSION"
drawn="$("$bin" show --columns 40 --rows 20 --pictures blocks "$PHOTO" | wc -c)"
[ "$drawn" -gt 1000 ] || { echo "show drew $drawn bytes" >&2; exit 1; }
echo "tintype show: $drawn bytes of half blocks"
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state" XDG_CACHE_HOME="$WORK/home/cache"
feed="$("$bin" feed --plain --instance "http://127.0.0.1:$PORT" --token=alan_token)"
echo "$feed" | grep -q "Analytical Engine" || { echo "feed --plain printed: $feed" >&2; exit 1; }
echo "tintype feed --plain: $(echo "$feed" | wc -l) lines from the demo instance"
STEPS
ROOT="$work/root" VERSION="$version" PHOTO="$photo" PORT="$port" WORK="$work" SWIFT_ROOT="$swift_root" \
    unshare --map-root-user --mount sh "$work/unpacked.sh" || fail "the unpacked package did not run without Swift"
echo "package check: passed"
