#!/bin/sh
# Records the ibnetdiscover fixtures of the window's test (tests/ui/tst_asbuilt): the plan of the
# default design (one DGX H100 scalable unit, 31 nodes, NDR InfiniBand) exported with
# `fabricplanner-cli export --topology`, loaded into ibsim (Debian's ibsim-utils) and read back
# with infiniband-diags' real ibnetdiscover under ibsim-run:
#   su1-as-planned.txt  the fabric as planned;
#   su1-rewired.txt     the same with the cables of leaf-p1-su01-r1's ports 2 and 3 swapped (dgx-h100-0001
#                       and dgx-h100-0002, rail 1), and the cable in its port 33 (an uplink to
#                       spine-p1-01) left out.
# ibsim runs every link at SDR: check these with speeds ignored.
# Usage: record-ibnetdiscover.sh FABRICPLANNER-CLI OUT-DIR
set -eu
cli=${1:?usage: record-ibnetdiscover.sh FABRICPLANNER-CLI OUT-DIR}
out=${2:?usage: record-ibnetdiscover.sh FABRICPLANNER-CLI OUT-DIR}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
sim=""
cleanup() {
    [ -n "$sim" ] && kill "$sim" 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT INT TERM
"$cli" export --topology "$dir/planned.topo" 2>/dev/null
python3 "$here/rewire.py" "$dir/planned.topo" "$dir/rewired.topo" --swap leaf-p1-su01-r1:2:3 --drop leaf-p1-su01-r1:33
discover() { # topology, output
    IBSIM_SOCKNAME="fabricplanner-record-$$" ibsim -s -n "$1" >"$dir/ibsim.log" 2>&1 &
    sim=$!
    tries=0
    until grep -q "Network simulator ready" "$dir/ibsim.log"; do
        tries=$((tries + 1)); [ "$tries" -lt 100 ] || { cat "$dir/ibsim.log" >&2; exit 1; }
        sleep 0.2
    done
    IBSIM_SOCKNAME="fabricplanner-record-$$" ibsim-run ibnetdiscover -t 2000 >"$2"
    kill "$sim"; wait "$sim" 2>/dev/null || true
    sim=""
}
discover "$dir/planned.topo" "$out/su1-as-planned.txt"
discover "$dir/rewired.topo" "$out/su1-rewired.txt"
