#!/usr/bin/env bash
# Packs a release build of tintype for people without Swift: a Debian package, or the same files
# as a .tar.gz with an install script for other distributions.
#
#   package.sh deb|dist TINTYPE GENERATE_MANUAL OUTPUT_FOLDER
#
# MAINTAINER names who answers for the package ("Name <address>"). Prints the path of what it made.
set -euo pipefail
kind="$1" tintype="$2" generate_manual="$3" output="$4"
maintainer="${MAINTAINER:-Tintype <tintype@example.org>}"
tools="$(cd "$(dirname "$0")" && pwd)"
packaging="$tools/../Packaging"
version="$("$tintype" --version)"
architecture="$(dpkg --print-architecture)"
multiarch="$(dpkg-architecture -qDEB_HOST_MULTIARCH)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
name="tintype_${version}_${architecture}"
root="$stage/$name"
mkdir -p "$output"

# The files as `make install` lays them out, the binary without its symbols (a third of its size).
"$tools/install-files.sh" install "$tintype" "$generate_manual" "$root" /usr > /dev/null
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/tintype"
gzip -9n "$root/usr/share/man/man1/tintype.1"
install -D -m 644 "$packaging/copyright" "$root/usr/share/doc/tintype/copyright"
install -D -m 644 "$packaging/lintian-overrides" "$root/usr/share/lintian/overrides/tintype"
# Same source, same bytes: every date in the package is the last commit's.
build_date="$(git log -1 --format=%ct 2>/dev/null || date +%s)"
{
    printf 'tintype (%s) unstable; urgency=medium\n\n' "$version"
    printf '  * Release %s.\n\n' "$version"
    printf ' -- %s  %s\n' "$maintainer" "$(date -u -R -d "@$build_date")"
} | gzip -9n > "$root/usr/share/doc/tintype/changelog.gz"
chmod 644 "$root/usr/share/doc/tintype/changelog.gz"
find "$root" -type d -exec chmod 755 {} +
find "$root" -exec touch -h -d "@$build_date" {} +

case "$kind" in
deb)
    # What the binary links, as Debian names the packages that hold it.
    mkdir -p "$stage/debian"
    printf 'Source: tintype\n\nPackage: tintype\nArchitecture: any\n' > "$stage/debian/control"
    depends="$(cd "$stage" && dpkg-shlibdeps -O -e "$name/usr/bin/tintype" | sed -n 's/^shlibs:Depends=//p')"
    # FFmpeg is opened at the first video, so nothing links it: the packages that hold the
    # versions the build was made against are recommended.
    recommends="$(for library in avutil avcodec avformat swscale; do
        dpkg -S "$(ls /usr/lib/"$multiarch"/lib$library.so.[0-9]* | head -1)" | cut -d: -f1
    done | sort -u | paste -sd, - | sed 's/,/, /g')"
    mkdir -p "$root/DEBIAN"
    (cd "$root" && find usr -type f | sort | xargs md5sum) > "$root/DEBIAN/md5sums"
    sed -e "s/@VERSION@/$version/" -e "s/@ARCHITECTURE@/$architecture/" -e "s/@DEPENDS@/$depends/" \
        -e "s/@RECOMMENDS@/$recommends/" -e "s|@MAINTAINER@|$maintainer|" -e "s/@SIZE@/$(du -sk --exclude=DEBIAN "$root" | cut -f1)/" \
        "$packaging/control" > "$root/DEBIAN/control"
    dpkg-deb --build --root-owner-group -Zxz "$root" "$output/$name.deb" > /dev/null
    echo "$output/$name.deb"
    ;;
dist)
    rm -r "$root/usr/share/lintian"
    install -m 755 "$packaging/install.sh" "$root/install.sh"
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$build_date" -C "$stage" -czf "$output/$name.tar.gz" "$name"
    echo "$output/$name.tar.gz"
    ;;
*)
    echo "usage: package.sh deb|dist TINTYPE GENERATE_MANUAL OUTPUT_FOLDER" >&2
    exit 2
    ;;
esac
