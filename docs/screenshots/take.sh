#!/usr/bin/env bash
# Retakes the screenshots in this folder from a built tree: a real window under Xvfb, captured
# with ImageMagick's import. Run by hand after GUI changes: docs/screenshots/take.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME=$scratch XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
export FABRICPLANNER_CATALOGUE=$build/share/fabricplanner/catalogue.sqlite FABRICPLANNER_USER_DB=$scratch/user.sqlite

# shot OUT VIEW [PROJECT] [ACTION]: ACTION "counterpart" clicks the toolbar's IB vs RoCE first.
shot() {
  xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
    "$0" -qwindowgeometry 1600x1000+0+0 --view "$2" ${3:+"$3"} &
    app=$!
    sleep 6
    if [ "${4:-}" = counterpart ]; then
      python3 "$5/xclick.py" 157 33 # the IB vs RoCE button on the toolbar
      sleep 4
    fi
    import -window root "$1"
    kill $app' "$build/bin/fabricplanner" "$here/$1" "$2" "${3:-}" "${4:-}" "$here"
}

sample=$top/data/samples/h100-ndr-4su.json
shot main.png floor
shot floor.png floor "$sample"
shot topology.png topology "$sample"
shot bom.png bom "$sample"
shot cabling.png cabling "$sample"
shot performance.png performance "$sample"
shot compare.png compare "" counterpart
echo "screenshots written to $here"
