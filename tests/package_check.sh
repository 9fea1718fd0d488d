#!/bin/sh
# tests/package_check.sh CPACK BUILD-DIR: makes the .deb from a built tree (into a scratch folder)
# and checks what a Linux tablet's launcher and a player need are in it: both programs, the
# desktop entry, the icon scalable and at 256 px, fonts, demos and army lists, and its libraries
# among the dependencies. Skipped (77) where there is no dpkg-deb (not a Debian system).
set -eu
cpack=$1
build=$2
command -v dpkg-deb >/dev/null || { echo "no dpkg-deb here: the .deb is not checked"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ! "$cpack" --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1; then
  cat "$out/cpack.log"
  exit 1
fi
deb=$(ls "$out"/*.deb)
dpkg-deb -c "$deb" >"$out/contents"
status=0
for f in usr/bin/coupdoeil usr/bin/coupdoeil-cli usr/share/applications/coupdoeil.desktop \
  usr/share/icons/hicolor/scalable/apps/coupdoeil.svg \
  usr/share/icons/hicolor/256x256/apps/coupdoeil.png \
  usr/share/icons/hicolor/48x48/apps/coupdoeil.png \
  usr/share/coupdoeil/assets/fonts/DejaVuSans.ttf usr/share/coupdoeil/assets/scenarios/demo.yaml \
  usr/share/coupdoeil/armies; do
  grep -q " \./$f/\{0,1\}\$" "$out/contents" || { echo "missing from the .deb: /$f"; status=1; }
done
[ "$(dpkg-deb -f "$deb" Package)" = coupdoeil ] || { echo "package name is not coupdoeil"; status=1; }
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libsfml-graphics libbox2d libyaml-cpp; do
  case $depends in *"$lib"*) ;; *) echo "Depends lacks $lib: $depends"; status=1 ;; esac
done
# The entry the launcher shows: it runs the installed program, under the icon installed above.
dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/applications/coupdoeil.desktop >"$out/entry"
grep -qx 'Exec=coupdoeil %f' "$out/entry" || { echo "desktop entry does not run coupdoeil"; status=1; }
grep -qx 'Icon=coupdoeil' "$out/entry" || { echo "desktop entry has no coupdoeil icon"; status=1; }
[ $status -eq 0 ] && echo "$(basename "$deb"): $(wc -l <"$out/contents") entries, Depends: $depends"
exit $status
