#!/usr/bin/env python3
"""Fails on a user-visible string literal in ui/ that does not go through tr().

lupdate only sees what is inside tr(); this finds what is not. A literal counts as user-visible when
it reads as prose: a capitalised word, or two words with a space (markup and placeholders removed),
unless it is passed to a call that takes keys or names (setObjectName, QSettings::value,
QIcon::fromTheme, setStyleSheet, ...). Prose that is not to be translated (product names, sizing
strings measured for column widths) is listed with a reason in literals-allowed.txt.
Usage: check_literals.py --allow FILE SOURCE...
"""
import argparse
import re
import sys

TRANSLATED = re.compile(r'\b(?:tr|translate|QT_TR_NOOP|QT_TRANSLATE_NOOP|QT_TR_N_NOOP|qtTrId)\s*\(\s*(?:"[^"]*"\s*,\s*)?$')
# Prose: a capitalised word, or two words with a space between. Keys ("recentFiles"), icon names
# ("document-new"), patterns ("*.json") and markup alone are not prose.
CAPITALISED = re.compile(r"(?<![A-Za-z0-9_.-])[A-Z][a-z]{2,}")
TWO_WORDS = re.compile(r"[A-Za-z]{2,}[ ,]+[a-z]{2,}")
MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|%[0-9n]|\\[nt]")
STYLE = re.compile(r"[a-z-]+\s*:\s*[^;]+;")
# A literal passed to one of these is a key, a name or a format, not text for people.
NOT_TEXT = re.compile(r'\b(?:setObjectName|setProperty|property|value|contains|remove|setValue|'
                      r'findChild|findChildren|inherits|fromTheme|QIcon|QColor|QFont|setFamily|'
                      r'setDisplayFormat|toString|fromString|setStyleSheet|QRegularExpression|'
                      r'qputenv|qgetenv|QFile|filePath|QDir|qWarning|qDebug|qCritical|Q_ASSERT)\s*\((?:[^()]|\([^()]*\))*$')


def is_prose(text):
    bare = MARKUP.sub(" ", text)
    if STYLE.search(bare):
        return False
    return bool(CAPITALISED.search(bare) or TWO_WORDS.search(bare))


def literals_outside_tr(line):
    """Yields the literals on a line that are not the first argument of a tr()-like call."""
    for match in re.finditer(r'"((?:[^"\\]|\\.)*)"', line):
        before = line[:match.start()]
        before = re.sub(r'(?:QStringLiteral|QLatin1String|u8?)\s*\(?\s*$', '', before)
        if TRANSLATED.search(before):
            continue
        yield match.group(1), before


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--allow", required=True)
    parser.add_argument("sources", nargs="+")
    args = parser.parse_args()
    allowed = set()
    for line in open(args.allow, encoding="utf-8"):
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            allowed.add(line.split("\t")[0])

    found = []
    for path in args.sources:
        if not path.endswith(".cpp"):
            continue
        in_comment = False
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            code = line.split("//")[0] if '"' not in line.split("//")[0][-1:] else line
            stripped = code.strip()
            if stripped.startswith("/*"):
                in_comment = True
            if in_comment:
                in_comment = "*/" not in stripped
                continue
            if stripped.startswith("#include") or "QStringLiteral(\":/" in code:
                continue
            for text, before in literals_outside_tr(code):
                if not is_prose(text) or text in allowed or NOT_TEXT.search(before):
                    continue
                found.append(f"{path}:{number}: \"{text}\" is shown without tr()")
    for item in found:
        print(item)
    print(f"{len(found)} user-visible literal(s) outside tr()")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
