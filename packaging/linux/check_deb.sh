#!/bin/sh
# Install the .deb the way a player would, use it, validate its menu entry and metadata,
# remove it, and check that nothing it installed is left but the player's own saves.
# Needs root and apt (CI: .ci/run). Any failure exits non-zero.
#
#   packaging/linux/check_deb.sh dist/gin-rummy_<version>_<arch>.deb <version>
set -eu

deb=$(realpath "$1")
version=$2
package=gin-rummy
app_id=org.gindesktop.GinRummy
# A user's PATH on Debian and Ubuntu (/etc/profile): /usr/games is on it, unlike root's.
user_path=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games
fail() { echo "check_deb: FAILED: $*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive
# On a failure the package is not left installed behind it.
trap 'dpkg-query -W "$package" >/dev/null 2>&1 && apt-get remove --purge -y -qq "$package" >/dev/null 2>&1' EXIT
echo "--- apt-get install $deb"
apt-get install -y -qq "$deb" >/dev/null
files=$(mktemp)
dpkg-query -L "$package" >"$files"
echo "installed: $(wc -l <"$files") paths; $(dpkg-query -W -f='${Installed-Size}' "$package") KiB;" \
     "Depends: $(dpkg-query -W -f='${Depends}' "$package")"

said=$(env PATH="$user_path" gin-rummy --version)
[ "$said" = "gin-rummy $version" ] || fail "gin-rummy --version said '$said', expected 'gin-rummy $version'"
echo "gin-rummy --version: $said"

home=$(mktemp -d)
run() {  # the installed command as a user with an empty home (saves under ~/.local/share/GinRummy)
    env -u XDG_DATA_HOME -u XDG_STATE_HOME -u XDG_CONFIG_HOME -u GIN_RUMMY_DATA_DIR \
        HOME="$home" PATH="$user_path" QT_QPA_PLATFORM=offscreen gin-rummy "$@"
}
expect() {  # expect PATTERN ARGS...: run the app, which must exit 0 and print a line matching PATTERN
    pattern=$1
    shift
    out=$(run "$@" 2>&1) && printf '%s\n' "$out" | grep -q "$pattern" && return 0
    printf '%s\n' "$out" >&2
    fail "the installed gin-rummy $*"
}
expect "^smoke test: ok" --smoke-test
echo "gin-rummy --smoke-test: ok"
expect "^first-paint " --startup-probe
saves=$home/.local/share/GinRummy/games.sqlite
[ -f "$saves" ] || fail "a start of the installed app left no saves in $saves"

desktop-file-validate /usr/share/applications/gin-rummy.desktop || fail "desktop-file-validate"
echo "desktop-file-validate: ok"
appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"

echo "--- apt-get remove --purge $package"
apt-get remove --purge -y -qq "$package" >/dev/null
dpkg-query -W "$package" >/dev/null 2>&1 && fail "$package is still installed"
left=0
while IFS= read -r path; do
    [ "$path" = "/." ] && continue
    if [ -d "$path" ] && [ ! -L "$path" ]; then
        # a folder is only left when it is empty of our files and another package owns it
        dpkg -S "$path" >/dev/null 2>&1 || { echo "left behind: $path/" >&2; left=1; }
    elif [ -e "$path" ] || [ -L "$path" ]; then
        echo "left behind: $path" >&2
        left=1
    fi
done <"$files"
[ "$left" = 0 ] || fail "files of the package are left after removal"
[ -f "$saves" ] || fail "removing the package removed the player's saves"
echo "removed: nothing left of $(wc -l <"$files") paths; the player's saves are kept ($saves)"
rm -rf "$home" "$files"
