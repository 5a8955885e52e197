#!/usr/bin/env bash
# The distribution's validators on the package: desktop-file-validate, appstreamcli, the MIME
# database compiler, groff on the manual pages, and lintian. Lintian must report no error, and no
# tag that is not explained in packaging/lintian-expected.txt (see docs/packaging.md).
# Usage: validate_package.sh PACKAGE_DIR LINTIAN_EXPECTED
set -euo pipefail
dir=$1 expected=$2
deb=$(ls "$dir"/fabricplanner_*_amd64.deb)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
share=$root/usr/share
status=0
fail() { echo "FAIL: $*"; status=1; }

echo "== desktop-file-validate"
desktop-file-validate "$share/applications/fabricplanner.desktop" || fail "desktop entry"

echo "== appstreamcli validate"
metainfo=$(ls "$share"/metainfo/*.metainfo.xml)
appstreamcli validate --no-net --pedantic --explain "$metainfo" || fail "AppStream metainfo"

echo "== shared-mime-info"
update-mime-database "$share/mime" || fail "MIME XML"
grep -q 'application/x-fabricplanner-project:\*\.fabricplanner\.json' "$share/mime/globs2" ||
  fail "the MIME database has no glob for *.fabricplanner.json"
grep -q 'application/x-fabricplanner-project application/json' "$share/mime/subclasses" ||
  fail "the project type is not a kind of application/json"
grep -qx 'MimeType=application/x-fabricplanner-project;' "$share/applications/fabricplanner.desktop" ||
  fail "the desktop entry does not open application/x-fabricplanner-project"

echo "== manual pages"
for page in fabricplanner fabricplanner-cli; do
  file=$share/man/man1/$page.1.gz
  [ -f "$file" ] || { fail "no manual page $page(1)"; continue; }
  warnings=$(zcat "$file" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z 2>&1 || true)
  [ -z "$warnings" ] || fail "$page(1): $warnings"
done

echo "== icons"
for size in 16 22 24 32 48 64 128 256 512; do
  png=$share/icons/hicolor/${size}x${size}/apps/fabricplanner.png
  file "$png" | grep -q "PNG image data, $size x $size" || fail "icon $png"
done

echo "== bash completion"
completion=$share/bash-completion/completions/fabricplanner-cli
bash -n "$completion" || fail "completion syntax"

echo "== lintian"
tags=$(lintian --no-cfg --tag-display-limit 0 "$deb" 2>&1 || true)
echo "$tags"
if echo "$tags" | grep -q '^E: '; then fail "lintian reports errors"; fi
unexplained=$(echo "$tags" | grep -E '^[WIP]: ' | sed -E 's/^[A-Z]: fabricplanner[^:]*: ([^ ]+).*/\1/' |
  sort -u | grep -vxF -f <(grep -v '^#' "$expected" | cut -d' ' -f1 | sed '/^$/d') || true)
[ -z "$unexplained" ] || fail "lintian tags not explained in $expected: $unexplained"

exit $status
