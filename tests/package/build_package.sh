#!/usr/bin/env bash
# Builds the .deb from a built tree with CPack, exactly as `cmake --workflow --preset package` does,
# into OUTDIR/fabricplanner_VERSION_amd64.deb. Usage: build_package.sh BUILD_DIR OUTDIR VERSION
set -euo pipefail
build=$1 out=$2 version=$3
rm -rf "$out"
mkdir -p "$out"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out/cpack" > "$out/cpack.log" 2>&1 || {
  cat "$out/cpack.log"
  exit 1
}
deb=$out/cpack/fabricplanner_${version}_amd64.deb
[ -f "$deb" ] || { echo "CPack did not write $deb:"; ls "$out/cpack"; exit 1; }
mv "$deb" "$out/"
echo "built $out/$(basename "$deb")"
