#!/bin/sh
# Puts tintype in place from this folder: under /usr/local, or the prefix given.
#
#   ./install.sh [PREFIX]        ./install.sh --uninstall [PREFIX]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
if [ "${1:-}" = "--uninstall" ]; then
    prefix="${2:-/usr/local}"
    (cd "$here/usr" && find . -type f) | while read -r file; do rm -f "$prefix/$file"; done
    echo "tintype removed from $prefix"
    exit 0
fi
prefix="${1:-/usr/local}"
(cd "$here/usr" && find . -type f) | while read -r file; do
    mode=644
    case "$file" in ./bin/*) mode=755 ;; esac
    install -D -m "$mode" "$here/usr/$file" "$prefix/$file"
done
echo "tintype installed in $prefix; try: tintype --help"
