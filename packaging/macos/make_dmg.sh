#!/bin/sh
# Make the macOS disk image of the built app with hdiutil (macOS only), after packaging/build.py:
#
#   sh packaging/macos/make_dmg.sh VERSION      -> dist/GinRummy-VERSION.dmg
#
# The image opens on "Gin Rummy.app" beside a link to /Applications to drag it onto.
# Signing and notarising (a Developer ID is needed) are written down in docs/packaging.md,
# "Signing and notarising on macOS"; this script neither signs nor needs to.
set -eu

version=${1:?usage: make_dmg.sh VERSION}
cd "$(dirname "$0")/../.."
app="dist/Gin Rummy.app"
dmg="dist/GinRummy-$version.dmg"
[ -d "$app" ] || { echo "make_dmg: $app is missing: run packaging/build.py first" >&2; exit 1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
ditto "$app" "$stage/Gin Rummy.app"  # ditto keeps the bundle's symlinks, modes and signatures
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Gin Rummy $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
hdiutil verify "$dmg"
echo "$dmg: $(du -h "$dmg" | cut -f1)"
