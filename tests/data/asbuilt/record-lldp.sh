#!/bin/sh
# Records leaf-p1-01's LLDP neighbour table with a real lldpd (Debian's lldpd 1.0.16), as checked in
# at lldp-leaf-p1-01.json: network namespaces joined by veth pairs, one lldpd in each, cabled as
# the plan of "--platform generic-server --nodes 4 --fabric ethernet" except that nodes 2 and 3
# are swapped (swp2 to node 3, swp3 to node 2) and node 4 is not cabled. Needs root.
# Usage: record-lldp.sh OUT.json
set -eu
out=${1:?usage: record-lldp.sh OUT.json}
dir=$(mktemp -d)
chmod 755 "$dir" # lldpd serves its socket as _lldpd
pids=""
cleanup() {
    for pid in $pids; do kill "$pid" 2>/dev/null || true; done
    for ns in fp-leaf fp-n1 fp-n2 fp-n3; do ip netns del "$ns" 2>/dev/null || true; done
    rm -rf "$dir"
}
trap cleanup EXIT INT TERM
for ns in fp-leaf fp-n1 fp-n2 fp-n3; do ip netns add "$ns"; ip -n "$ns" link set lo up; done
cable() { # leaf interface, node namespace
    ip link add "$1" netns fp-leaf type veth peer name eth0 netns "$2"
    ip -n fp-leaf link set "$1" up
    ip -n "$2" link set eth0 up
}
cable swp1 fp-n1
cable swp2 fp-n3
cable swp3 fp-n2
start() { # namespace, system name
    ip netns exec "$1" lldpd -d -u "$dir/$1.socket" -M 4 -O /dev/null >"$dir/$1.log" 2>&1 &
    pids="$pids $!"
    sleep 1
    ip netns exec "$1" lldpcli -u "$dir/$1.socket" configure system hostname "$2" >/dev/null
    ip netns exec "$1" lldpcli -u "$dir/$1.socket" configure lldp tx-interval 1 >/dev/null
}
start fp-leaf leaf-p1-01
start fp-n1 generic-server-0001
start fp-n2 generic-server-0002
start fp-n3 generic-server-0003
sleep 5
ip netns exec fp-leaf lldpctl -u "$dir/fp-leaf.socket" -f json >"$out"
