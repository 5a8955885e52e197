#!/usr/bin/env python3
"""Prints the held-out tables of docs/model.md section 4 from tests/data/model/heldout.csv and
the model's values as tst_model prints them:

    build/tests/core_tst_model heldOut heldOutSummary > /tmp/heldout.log
    python3 tests/data/model/heldout_tables.py /tmp/heldout.log

The summary (by size class and by collective) is computed here from the same numbers, with the
test's rule: expected failures are listed, not counted; open rows ("open (issue 36): ...") are not
counted either, and the figures with them are printed beside the counted ones."""
import re
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LINE = re.compile(r"heldOut\([^)]*\) (\S+) \[(\w+) (\w+)\]: model ([\d.]+) vs measured ([\d.]+) "
                  r"\(([+-][\d.]+)%\) (\w+)/(\w+)")


def size_text(b):
    for unit, n in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if b >= n and b % n == 0:
            return f"{b // n} {unit}"
    return f"{b} B"


def source_text(url):
    m = re.match(r"https://github.com/NVIDIA/(nccl|nccl-tests)/issues/(\d+)", url)
    if m:
        return f"[{m.group(1)}#{m.group(2)}]({url})"
    m = re.match(r"https://github.com/([^/]+/[^/]+)/(issues|pull)/(\d+)", url)
    if m:
        return f"[{m.group(1)}#{m.group(3)}]({url})"
    m = re.match(r"https://docs.cloud.google.com/.*/([^/]+)$", url)
    if m:
        return f"[GCP {m.group(1)}]({url})"
    m = re.match(r"https://github.com/([^/]+/[^/]+)/blob/[^/]+/(.*)$", url)
    if m:
        return f"[{m.group(1)} {Path(m.group(2)).parent.name or Path(m.group(2)).name}]({url})"
    return f"[source]({url})"


def rows():
    lines = (HERE / "heldout.csv").read_text().splitlines()
    header = lines[0].split(",")
    for line in lines[1:]:
        cells = line.split(",", len(header) - 1)
        yield dict(zip(header, cells))


def main(log_path):
    model = {}
    for line in Path(log_path).read_text().splitlines():
        m = LINE.search(line)
        if m:
            model[m.group(1)] = (float(m.group(4)), float(m.group(6)), f"{m.group(7)}/{m.group(8)}")
    tables = {"large": [], "mid": [], "small": []}
    errors = {}
    with_open = {}
    expected = 0
    opened = 0
    for r in rows():
        value, err, pick = model[r["id"]]
        forced = f" ({r['algorithm']})" if r["algorithm"] != "auto" else ""
        measured = f"{r['measured']} µs" if r["metric"] == "time" else f"{r['measured']} GB/s busbw"
        run = "; ".join(x for x in (r["config"], r["env"]) if x) or "—"
        is_open = r["expected_fail"].startswith("open (")
        if r["expected_fail"] and not is_open:
            expected += 1
            error = f"**{err:+.1f}%** (expected: {r['expected_fail']})"
        else:
            for key in (("size", r["group"]), ("collective", r["collective"])):
                with_open.setdefault(key, []).append(abs(err))
                if not is_open:
                    errors.setdefault(key, []).append(abs(err))
            if is_open:
                opened += 1
                error = f"**{err:+.1f}%** ({r['expected_fail']})"
            else:
                error = f"{err:+.1f}%"
        tables[r["group"]].append(
            f"| {r['id']} | {r['configuration']} | {run} | {r['collective']}{forced} "
            f"{size_text(int(r['bytes']))} | {measured} | {value:.2f} | {error} | {pick} | "
            f"{source_text(r['source'])} |")
    counts = {}
    for r in rows():
        counts[("size", r["group"])] = counts.get(("size", r["group"]), 0) + 1
        counts[("collective", r["collective"])] = counts.get(("collective", r["collective"]), 0) + 1
    names = {"large": "large (≥ 256 MiB)", "mid": "mid (64 KiB–256 MiB)", "small": "small (< 64 KiB)"}
    def stats(e):
        return (f"{statistics.median(e):.1f}%" if e else "—", f"{max(e):.1f}%" if e else "—")

    print("| Class | Rows | Counted | Median abs error | Max abs error | With open rows: rows, "
          "median, max |")
    print("|---|---|---|---|---|---|")
    for key in [("size", g) for g in ("large", "mid", "small")] + sorted(
            k for k in counts if k[0] == "collective"):
        e = errors.get(key, [])
        o = with_open.get(key, [])
        label = names.get(key[1], key[1])
        med, mx = stats(e)
        omed, omx = stats(o)
        print(f"| {label} | {counts[key]} | {len(e)} | {med} | {mx} | {len(o)}, {omed}, {omx} |")
    print(f"| expected failures | {expected} | | | | |")
    print(f"| open (issue 36) | {opened} | | | | |")
    for group in ("large", "mid", "small"):
        print(f"\n#### held-out, {group}\n")
        print("| Row | Configuration | Run config | Collective, size | Measured | Model | Error | "
              "NCCL pick | Source |")
        print("|---|---|---|---|---|---|---|---|---|")
        print("\n".join(tables[group]))


if __name__ == "__main__":
    main(sys.argv[1])
