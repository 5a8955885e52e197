#!/usr/bin/env bash
# Retakes the screenshots in this folder from a built tree: a real window under Xvfb, captured
# with ImageMagick's import. Run by hand after GUI changes: docs/screenshots/take.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh" "${1:-}"

# shot OUT VIEW [PROJECT] [ACTION] [SCREEN] [WAIT] [NETWORK]: ACTION "counterpart" clicks the
# toolbar's IB vs RoCE first, "explore" the Explore tab's Explore button (then waits 35 s for the
# search), "parameters" the Performance tab's Model Parameters button (its dialog); SCREEN is WIDTHxHEIGHT (1600x1000; the window too unless WINDOW_GEOMETRY says otherwise), WAIT the seconds the plan may take (6), NETWORK the
# one the topology view shows (compute).
shot() {
  local screen=${5:-1600x1000}
  xvfb-run -a -s "-screen 0 ${screen}x24" bash -c '
    "$0" -qwindowgeometry "${WINDOW_GEOMETRY:-$6}+0+0" --view "$2" --network "$8" ${3:+"$3"} &
    app=$!
    sleep "$7"
    if [ "${4:-}" = counterpart ]; then
      python3 "$5/xclick.py" $((157 * ${QT_SCALE_FACTOR:-1})) $((33 * ${QT_SCALE_FACTOR:-1})) # the IB vs RoCE button
      sleep 4
    elif [ "${4:-}" = parameters ]; then
      python3 "$5/xclick.py" 705 93 # the Model Parameters button of the Performance tab
      sleep 2
    elif [ "${4:-}" = explore ]; then
      python3 "$5/xclick.py" 632 93 # the Explore button of the Explore tab
      sleep 35
    fi
    import -window root "$1"
    kill $app' "$build/bin/fabricplanner" "$here/$1" "$2" "${3:-}" "${4:-}" "$here" "$screen" "${6:-6}" "${7:-compute}"
}

# sized NODES: the 4-SU sample grown to NODES nodes (two planes above 8,000: one plane of QM9700
# holds 65,536 endpoints in three tiers) in the automatic hall (the sample's 10 racks a row made
# 16,000 nodes a strip of 1,016 rows in which no rack could be seen), as a project file in the
# scratch folder.
sized() {
  python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); p["design"]["nodes"]=int(sys.argv[2]); p["design"]["planes"]=2 if int(sys.argv[2]) > 8000 else 1; p["design"]["floor"]["racksPerRow"]=0; p["design"]["name"]=sys.argv[2]+" nodes"; p["design"].pop("gpus",None); json.dump(p,open(sys.argv[3],"w"))' \
    "$sample" "$1" "$scratch/nodes-$1.json"
  echo "$scratch/nodes-$1.json"
}

# tuned: the sample with two model parameters set for its cluster (an AMD host's network post and
# a cloud plugin's latency), as the Model Parameters dialog shows them in bold.
tuned() {
  python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); p["design"]["modelOverrides"]={"net_post_overhead":2,"net_plugin_latency":3}; json.dump(p,open(sys.argv[2],"w"))' \
    "$sample" "$scratch/tuned.json"
  echo "$scratch/tuned.json"
}

# hall GPUS: the sample as DGX B300 at that many GPUs, its switch and racks per row automatic.
hall() {
  python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); d=p["design"]; d["platform"]="DGX-B300"; d["nodes"]=int(sys.argv[2])//8; d.pop("gpus",None); d["switchModel"]=""; d["floor"]["racksPerRow"]=0; d["name"]=sys.argv[2]+" B300 GPUs"; json.dump(p,open(sys.argv[3],"w"))' \
    "$sample" "$1" "$scratch/hall-$1.json"
  echo "$scratch/hall-$1.json"
}

shot main.png floor
shot floor.png floor "$sample"
shot topology.png topology "$sample"
shot bom.png bom "$sample"
shot cabling.png cabling "$sample"
shot performance.png performance "$sample"
shot model-parameters.png performance "$(tuned)" parameters
shot compare.png compare "" counterpart
shot explore.png explore "$sample" explore
shot window-1280x720.png floor "$sample" "" 1280x720
shot compare-1280x720.png compare "$sample" counterpart 1280x720 7
# 200 % on a 1920 x 1080 screen: a window of 960 x 540 logical pixels.
(export QT_SCALE_FACTOR=2 WINDOW_GEOMETRY=960x540; shot compare-1920x1080-scale2.png compare "$sample" counterpart 1920x1080 9)
shot floor-4000.png floor "$(sized 4000)" "" 1600x1000 25
shot floor-16000.png floor "$(sized 16000)" "" 1600x1000 90
# The whole cluster: the floor with every network's switches, the storage fabric's topology, and
# the Design dock's Networks section (a screen tall enough for the dock to show all of it).
cluster="$top/data/samples/h100-4su-whole-cluster.json"
shot floor-networks.png floor "$cluster"
shot topology-storage.png topology "$cluster" "" 1600x1000 6 storage
shot networks.png floor "$cluster" "" 1600x1400
shot hall-131072.png floor "$(hall 131072)" "" 1600x1000 20

# Import > As-built: the default design against real ibnetdiscover output of it with two cables
# swapped and an uplink left out (tests/data/asbuilt, recorded from ibsim, which runs at SDR).
xvfb-run -a -s "-screen 0 1280x720x24" "$build/bin/fabricplanner" --as-built "$here/../../tests/data/asbuilt/su1-rewired.txt" \
  --ignore-speed --screenshot "$here/as-built.png"

# Performance > Measured…: one GB200 NVL72 rack beside Oracle's published all-reduce on two of its
# trays (tests/data/model/nccltests: the rows as the README prints them).
python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); d=p["design"]; d["platform"]="DGX-GB200"; d["nodes"]=1; d.pop("gpus",None); d["switchModel"]=""; d["name"]="One GB200 NVL72 rack"; json.dump(p,open(sys.argv[2],"w"))' \
  "$sample" "$scratch/gb200-rack.json"
xvfb-run -a -s "-screen 0 1600x1000x24" "$build/bin/fabricplanner" -qwindowgeometry 1600x1000+0+0 --view performance \
  --measured "$top/tests/data/model/nccltests/oke-gb200-2trays-allreduce.txt" --screenshot "$here/performance-measured.png" \
  "$scratch/gb200-rack.json"

# The quote: each page as the customer sees it, at 60 dpi.
"$build/bin/fabricplanner-cli" quote "$sample" --out "$scratch/quote.pdf"
rm -f "$here"/quote-page-*.png
pdftoppm -png -r 60 "$scratch/quote.pdf" "$here/quote-page"
# What the installer carries into the hall: the top of the first sheet of cable labels and of the
# first rack's install sheet, for the sample design (cropped from 100 and 75 dpi pages).
"$build/bin/fabricplanner-cli" export "$sample" --labels "$scratch/labels.pdf" --install-sheets "$scratch/install.pdf"
pdftoppm -png -r 100 -f 1 -l 1 -singlefile "$scratch/labels.pdf" "$scratch/labels"
convert "$scratch/labels.png" -crop 900x500+0+0 +repage "$here/cable-labels.png"
pdftoppm -png -r 75 -f 1 -l 1 -singlefile "$scratch/install.pdf" "$scratch/install"
convert "$scratch/install.png" -crop 880x380+0+0 +repage "$here/install-sheet.png"
echo "screenshots written to $here"
