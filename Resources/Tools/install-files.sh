#!/usr/bin/env bash
# Puts a built tintype where a system looks for it, with its manual page (made from the command's
# own help), its bash, zsh and fish completions and its language catalogues (English is built in);
# or takes exactly those files away again.
#
#   install-files.sh install TINTYPE GENERATE_MANUAL DESTDIR PREFIX
#   install-files.sh uninstall DESTDIR PREFIX
set -euo pipefail
# The manual page goes to man1, the English section, whatever language the installing shell has.
export TINTYPE_LANGUAGE=en
locales="$(cd "$(dirname "$0")/../Locales" && pwd)"

catalogues() {
    find "$locales" -maxdepth 1 -name '*.po' ! -name 'en.po' -printf '%f\n' | sort
}

files() {
    local root="$1$2"
    printf '%s\n' \
        "$root/bin/tintype" \
        "$root/share/man/man1/tintype.1" \
        "$root/share/bash-completion/completions/tintype" \
        "$root/share/zsh/site-functions/_tintype" \
        "$root/share/fish/vendor_completions.d/tintype.fish"
    catalogues | sed "s|^|$root/share/tintype/locale/|"
}

case "${1:-}" in
install)
    tintype="$2" generate_manual="$3" destdir="$4" prefix="$5"
    mapfile -t targets < <(files "$destdir" "$prefix")
    install -D -m 755 "$tintype" "${targets[0]}"
    manuals="$(mktemp -d)"
    trap 'rm -rf "$manuals"' EXIT
    # The date of the build's source, not of today: the same source makes the same page.
    "$generate_manual" "$tintype" --date "$(git log -1 --format=%cs 2>/dev/null || date +%F)" --output-directory "$manuals"
    install -D -m 644 "$manuals/tintype.1" "${targets[1]}"
    for index in 2 3 4; do
        shell=(bash zsh fish)
        install -d "$(dirname "${targets[$index]}")"
        # bash sources its completions rather than running them: no #! line.
        "$tintype" --generate-completion-script "${shell[$((index - 2))]}" | sed '1{/^#!/d}' > "${targets[$index]}"
        chmod 644 "${targets[$index]}"
    done
    while read -r catalogue; do
        install -D -m 644 "$locales/$catalogue" "$destdir$prefix/share/tintype/locale/$catalogue"
    done < <(catalogues)
    printf 'installed %s\n' "${targets[@]}"
    ;;
uninstall)
    destdir="$2" prefix="$3"
    while read -r file; do
        if [ -e "$file" ]; then rm -f "$file" && printf 'removed %s\n' "$file"; fi
    done < <(files "$destdir" "$prefix")
    rmdir "$destdir$prefix/share/tintype/locale" "$destdir$prefix/share/tintype" 2>/dev/null || true
    ;;
*)
    echo "usage: install-files.sh install TINTYPE GENERATE_MANUAL DESTDIR PREFIX | uninstall DESTDIR PREFIX" >&2
    exit 2
    ;;
esac
