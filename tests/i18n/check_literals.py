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


LITERAL_RUN = re.compile(r'"(?:[^"\\\n]|\\.)*"(?:\s*"(?:[^"\\\n]|\\.)*")*')


def code_without_comments(text):
    """The source with comments blanked (newlines kept, so line numbers stay) and strings intact."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(c if c == "\n" else " " for c in text[i:j])); i = j
        elif text[i] == '"':
            m = re.compile(r'"(?:[^"\\\n]|\\.)*"').match(text, i)
            j = m.end() if m else i + 1
            out.append(text[i:j]); i = j
        elif text[i] == "'":
            m = re.compile(r"'(?:[^'\\\n]|\\.)*'").match(text, i)
            j = m.end() if m else i + 1
            out.append(text[i:j]); i = j
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def literals_outside_tr(code):
    """Yields (line, text, code before) for each run of adjacent literals ("a" "b" is one) that is
    not the first argument of a tr()-like call."""
    for match in LITERAL_RUN.finditer(code):
        text = "".join(re.findall(r'"((?:[^"\\\n]|\\.)*)"', match.group(0)))
        line_start = code.rfind("\n", 0, match.start()) + 1
        before = code[max(0, match.start() - 400):match.start()]
        before = re.sub(r'(?:QStringLiteral|QLatin1String|u8?)\s*\(?\s*$', '', before)
        if TRANSLATED.search(before):
            continue
        stripped = code[line_start:match.start()].strip()
        if stripped.startswith("#include"):
            continue
        yield code.count("\n", 0, match.start()) + 1, text, before


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
        code = code_without_comments(open(path, encoding="utf-8").read())
        for number, text, before in literals_outside_tr(code):
            if text.startswith(":/") or not is_prose(text) or text in allowed or NOT_TEXT.search(before):
                continue
            found.append(f"{path}:{number}: \"{text}\" is shown without tr()")
    for item in found:
        print(item)
    print(f"{len(found)} user-visible literal(s) outside tr()")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
