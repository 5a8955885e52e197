#!/usr/bin/env bash
# Unpacks the .deb into a scratch root and runs what it installed from there, away from the build
# tree: the executables must find the catalogue and the samples through the installed layout
# (<root>/usr/bin/../share/fabricplanner). Usage: run_installed.sh PACKAGE_DIR VERSION
set -euo pipefail
dir=$1 version=$2
deb=$(ls "$dir"/fabricplanner_*_amd64.deb)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
dpkg-deb -x "$deb" "$root"
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
mkdir -p "$HOME"
cli=$root/usr/bin/fabricplanner-cli
gui=$root/usr/bin/fabricplanner
sample=$root/usr/share/fabricplanner/samples/h100-ndr-4su.json
fail() { echo "FAIL: $*"; exit 1; }

echo "== $cli --version"
out=$("$cli" --version)
[ "$out" = "fabricplanner-cli $version" ] || fail "--version printed '$out'"

echo "== plan on the installed sample"
"$cli" plan "$sample" --json > "$scratch/plan.json" || fail "plan exited with $?"
python3 - "$scratch/plan.json" <<'PY' || fail "plan output"
import json, sys
plan = json.load(open(sys.argv[1]))
assert plan["errors"] == [], plan["errors"]
assert plan["nodes"] == 127, plan["nodes"]
assert plan["gpus"] == 1016, plan["gpus"]
assert any(t["role"] == "spine" and t["count"] > 0 for t in plan["tiers"]), plan["tiers"]
print("plan:", plan["nodes"], "nodes,", plan["gpus"], "GPUs,", len(plan["tiers"]), "tiers")
PY

echo "== the CLI's JSON does not depend on the locale"
for locale in zh_CN.UTF-8 de_DE.UTF-8; do
  LANG=$locale LC_ALL=$locale LANGUAGE=${locale%%.*} "$cli" plan "$sample" --json > "$scratch/plan-$locale.json"
  cmp -s "$scratch/plan.json" "$scratch/plan-$locale.json" || fail "plan --json differs under $locale"
done

echo "== a quote of the installed sample (the CLI loads its drawing module from <root>/usr/lib/fabricplanner/modules)"
"$cli" quote "$sample" --settings none --out "$scratch/quote.pdf" || fail "quote exited with $?"
file "$scratch/quote.pdf" | grep -q "PDF document" || fail "quote wrote no PDF"
"$cli" export "$sample" --floor-diagram "$scratch/floor.svg" || fail "export --floor-diagram exited with $?"
grep -q "<svg" "$scratch/floor.svg" || fail "export wrote no SVG floor plan"

echo "== a BOM workbook of the installed sample (the CLI loads its xlsx module from there too)"
"$cli" bom "$sample" --out "$scratch/bom.xlsx" || fail "bom --out .xlsx exited with $?"
file "$scratch/bom.xlsx" | grep -Eq "Microsoft Excel 2007|Microsoft OOXML|Zip archive" || fail "bom wrote no .xlsx"

echo "== the GUI, offscreen, on the installed sample"
QT_QPA_PLATFORM=offscreen timeout 120 "$gui" --view bom --screenshot "$scratch/window.png" "$sample" ||
  fail "the GUI exited with $?"
file "$scratch/window.png" | grep -q "PNG image data" || fail "the GUI wrote no screenshot"

echo "== without its catalogue the installed layout fails, so the runs above used the installed one"
if [ -e /usr/share/fabricplanner/catalogue.sqlite ]; then
  echo "skipped: /usr/share/fabricplanner is installed on this machine, the fallback would find it"
else
  mv "$root/usr/share/fabricplanner/catalogue.sqlite" "$scratch/moved.sqlite"
  if "$cli" plan "$sample" --json > /dev/null 2> "$scratch/err.txt"; then
    fail "plan succeeded without the installed catalogue"
  fi
  grep -q catalogue "$scratch/err.txt" || fail "the error does not name the catalogue: $(cat "$scratch/err.txt")"
  if QT_QPA_PLATFORM=offscreen timeout 60 "$gui" --screenshot "$scratch/none.png" 2> "$scratch/err.txt"; then
    fail "the GUI started without the installed catalogue"
  fi
  grep -q catalogue "$scratch/err.txt" || fail "the GUI's error does not name the catalogue"
fi
echo "installed package works from $root"
