# Sourced by take.sh and take-zh_CN.sh after they set `here` (this folder): the built tree to run
# (the first argument, else build/), the sample pictured, and a scratch home so that no user's
# settings, autosave or own prices reach the pictures. Sets top, build, sample and scratch.
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
sample=$top/data/samples/h100-ndr-4su.json
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME=$scratch XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
export FABRICPLANNER_CATALOGUE=$build/share/fabricplanner/catalogue.sqlite FABRICPLANNER_USER_DB=$scratch/user.sqlite
