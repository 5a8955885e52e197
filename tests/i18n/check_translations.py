#!/usr/bin/env python3
"""Fails when a translation file is not complete and current.

Runs lupdate over the translated sources into a scratch copy of the .ts (the committed file is not
touched) and reads lupdate's result: a message of type "unfinished" has no translation (or is new in
the sources), "vanished" or "obsolete" is no longer in the sources. Plural messages (%n) must fill
every form the language has. Prints lupdate's own report and a summary.
"""
import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate", required=True)
    parser.add_argument("--sources", required=True, help="file listing the sources, one a line")
    parser.add_argument("--ts", required=True)
    parser.add_argument("--include", required=True, help="the source tree, for lupdate's #include lookups")
    parser.add_argument("--tr-function-alias", default=None,
                        help="passed to lupdate: the macro core marks its patterns with (QT_TRANSLATE_NOOP+=FABRIC_TR)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / Path(args.ts).name
        shutil.copy(args.ts, copy)
        alias = ["-tr-function-alias", args.tr_function_alias] if args.tr_function_alias else []
        run = subprocess.run([args.lupdate, "-I", args.include, "-locations", "none", *alias, f"@{args.sources}",
                              "-ts", str(copy)],
                             capture_output=True, text=True)
        print(run.stdout + run.stderr)
        if run.returncode != 0:
            print(f"FAIL: lupdate exited with {run.returncode}")
            return 1
        root = ET.parse(copy).getroot()

    total = 0
    problems = []
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            total += 1
            source = message.findtext("source")
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            where = f"{name}: \"{source}\""
            if kind in ("vanished", "obsolete"):
                problems.append(f"obsolete (no longer in the sources): {where}")
            elif kind == "unfinished":
                problems.append(f"untranslated: {where}")
            elif message.get("numerus") == "yes":
                forms = [f.text for f in translation.iter("numerusform")]
                if not forms or not all(forms):
                    problems.append(f"plural forms missing: {where}")
            elif not (translation.text or "").strip():
                problems.append(f"empty translation: {where}")
            elif source.count("%") != (translation.text or "").count("%"):
                problems.append(f"placeholders differ: {where} -> \"{translation.text}\"")

    language = root.get("language")
    print(f"{language}: {total} messages, {total - len(problems)} translated and current")
    for problem in problems:
        print(f"FAIL: {problem}")
    if total == 0:
        print("FAIL: lupdate found no messages")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
