#!/usr/bin/env bash
# Retakes the Simplified Chinese screenshots in this folder from a built tree, under Xvfb with the
# system locale set to zh_CN: the main window (main-zh_CN.png) and the first page of the PDF quote
# the desktop writes in that language (quote-zh_CN.png, through pdftoppm). Needs fonts-noto-cjk (the window) and fonts-wqy-microhei (the PDF).
# Run by hand after GUI or quote changes: docs/screenshots/take-zh_CN.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh" "${1:-}"
export LANG=zh_CN.UTF-8 LANGUAGE=zh_CN
unset LC_ALL LC_MESSAGES

run() { xvfb-run -a -s "-screen 0 1600x1000x24" "$build/bin/fabricplanner" -qwindowgeometry 1600x1000+0+0 "$@"; }

run --view floor --screenshot "$here/main-zh_CN.png" "$sample"
run --export-quote "$scratch/quote.pdf" "$sample"
pdftoppm -png -r 100 -f 1 -l 1 -singlefile "$scratch/quote.pdf" "$scratch/quote"
cp "$scratch/quote.png" "$here/quote-zh_CN.png"
echo "zh_CN screenshots written to $here"
