#!/usr/bin/env python3
"""Reference text widths, measured independently of the Swift project.

Purpose: the Swift typography tests compare the widths the project computes
for a string against the widths this script computes. It uses only
fontconfig's `fc-match` command-line tool (font choice), freetype-py (cmap
coverage) and uharfbuzz (shaping) from PyPI -- none of the project's code,
bindings or font-selection logic -- so agreement between the two is evidence
that the project picks the same fonts and shapes the same way.

Usage:
    python3 Tests/ReferenceWidths/reference_widths.py < cases.json

stdin:  JSON array of {"text": str, "family": str, "size": float, "weight": int}
        (weight is a fontconfig weight: 0 thin, 40 extralight, 50 light,
        80 regular, 100 medium, 180 semibold, 200 bold, 205 extrabold, 210 black)
stdout: JSON array, same order, of {"width": float, "faces": [str, ...]}
        width in points (unrounded); faces = distinct font file basenames used,
        in order of first use.

Algorithm:
  * primary face = fc-match 'FAMILY:weight=W' (family escaped per fontconfig
    pattern syntax).
  * the text is split into approximate grapheme clusters: a base scalar plus
    following combining marks (general category M*, or a nonzero canonical
    combining class), variation selectors and emoji skin-tone modifiers;
    U+200D ZWJ joins a cluster with the next scalar.
  * a cluster whose scalars are all in the primary face's cmap uses the
    primary face; otherwise fc-match 'sans-serif:weight=W:charset=HEX' (HEX =
    the cluster's first scalar) is tried, and if that face lacks the scalar
    too the primary face is used anyway (it shapes as .notdef).
  * consecutive clusters with the same face form a run; each run is shaped by
    HarfBuzz with the whole line as context (item offset/length), at the
    default scale (upem, no hinting). width = sum(x_advance) * size / upem.
  * text containing "\\n": width = the widest line.
"""
import json
import os
import subprocess
import sys
import unicodedata

import freetype
import uharfbuzz as hb

_FORMAT = "%{file}\\n%{index}"
_match_cache = {}
_face_cache = {}


def fc_escape(family):
    """Backslash-escape the characters special in a fontconfig pattern."""
    out = []
    for ch in family:
        if ch in "\\-:,":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def fc_match(pattern):
    """(file, index) that fc-match picks for a pattern string."""
    if pattern not in _match_cache:
        out = subprocess.run(["fc-match", "--format=" + _FORMAT, pattern],
                             check=True, capture_output=True, text=True).stdout
        lines = out.split("\n")
        index = int(lines[1]) if len(lines) > 1 and lines[1].strip() else 0
        _match_cache[pattern] = (lines[0], index)
    return _match_cache[pattern]


class Face:
    def __init__(self, path, index):
        self.name = os.path.basename(path)
        self.ft = freetype.Face(path, index=index)
        self.hb_face = hb.Face(hb.Blob.from_file_path(path), index)
        self.upem = self.hb_face.upem
        self.font = hb.Font(self.hb_face)  # default scale = upem, unhinted

    def has(self, cp):
        return self.ft.get_char_index(cp) != 0


def load_face(key):
    if key not in _face_cache:
        _face_cache[key] = Face(*key)
    return _face_cache[key]


def is_extender(ch):
    cp = ord(ch)
    return (unicodedata.combining(ch) != 0
            or unicodedata.category(ch).startswith("M")
            or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF
            or 0x1F3FB <= cp <= 0x1F3FF  # emoji skin-tone modifiers
            or cp == 0x200D)


def clusters(line):
    """Yield (start, end) code-point offsets of approximate grapheme clusters."""
    start = None
    for i, ch in enumerate(line):
        joined = i > 0 and line[i - 1] == "\u200d"
        if start is None:
            start = i
        elif not (is_extender(ch) or joined):
            yield start, i
            start = i
    if start is not None:
        yield start, len(line)


def face_for_cluster(scalars, primary, weight):
    if all(primary.has(ord(c)) for c in scalars):
        return primary
    cp = ord(scalars[0])
    fallback = load_face(fc_match("sans-serif:weight=%d:charset=%x" % (weight, cp)))
    return fallback if fallback.has(cp) else primary


def measure_line(line, primary, weight, size, faces):
    runs = []  # [face, start, end]
    for start, end in clusters(line):
        face = face_for_cluster(line[start:end], primary, weight)
        if runs and runs[-1][0] is face:
            runs[-1][2] = end
        else:
            runs.append([face, start, end])
    width = 0.0
    for face, start, end in runs:
        if face.name not in faces:
            faces.append(face.name)
        buf = hb.Buffer()
        buf.add_str(line, start, end - start)
        buf.guess_segment_properties()
        hb.shape(face.font, buf, {})
        width += sum(p.x_advance for p in buf.glyph_positions) * size / face.upem
    return width


def measure(case):
    weight = int(case["weight"])
    size = float(case["size"])
    primary = load_face(fc_match("%s:weight=%d" % (fc_escape(case["family"]), weight)))
    faces = []
    width = max(measure_line(line, primary, weight, size, faces)
                for line in case["text"].split("\n"))
    return {"width": width, "faces": faces}


def main():
    cases = json.load(sys.stdin)
    json.dump([measure(c) for c in cases], sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
