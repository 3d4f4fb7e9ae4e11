#!/bin/sh
# Install the Linux build of Gin Rummy for the current user: the app folder, a
# `gin-rummy` command, the menu entry (.desktop), the icons and the AppStream metainfo.
# Run it from the built folder (it is copied to dist/GinRummy/install.sh by the build):
#
#   dist/GinRummy/install.sh                 # into ~/.local
#   PREFIX=/usr/local dist/GinRummy/install.sh   # system-wide (as root)
#   dist/GinRummy/install.sh --uninstall     # remove it again (saves are kept)
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
APP_ID=org.gindesktop.GinRummy
DEST=$PREFIX/lib/gin-rummy
SHARE=$PREFIX/share
SIZES="16 24 32 48 64 128 256 512"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$SHARE/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$DEST"
    rm -f "$PREFIX/bin/gin-rummy" "$SHARE/applications/gin-rummy.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml"
    for size in $SIZES; do
        rm -f "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
    rm -f "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
    refresh
    echo "Gin Rummy removed from $PREFIX (saved games are kept)."
    exit 0
fi

if [ ! -x "$HERE/gin-rummy" ] || [ ! -d "$HERE/_internal" ]; then
    echo "install.sh: run me from the built folder (dist/GinRummy)" >&2
    exit 1
fi

rm -rf "$DEST"
mkdir -p "$DEST" "$PREFIX/bin" "$SHARE/applications" "$SHARE/metainfo"
cp -R "$HERE/gin-rummy" "$HERE/_internal" "$DEST/"
ln -sf "$DEST/gin-rummy" "$PREFIX/bin/gin-rummy"
sed "s|^Exec=.*|Exec=\"$DEST/gin-rummy\"|" "$HERE/share/applications/gin-rummy.desktop" \
    > "$SHARE/applications/gin-rummy.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
for size in $SIZES; do
    mkdir -p "$SHARE/icons/hicolor/${size}x${size}/apps"
    cp "$HERE/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" "$SHARE/icons/hicolor/${size}x${size}/apps/"
done
mkdir -p "$SHARE/icons/hicolor/scalable/apps"
cp "$HERE/share/icons/hicolor/scalable/apps/$APP_ID.svg" "$SHARE/icons/hicolor/scalable/apps/"
refresh
echo "Gin Rummy installed in $DEST; start it from the menu or with $PREFIX/bin/gin-rummy"
