#!/usr/bin/env python3
"""Deterministic generator of large interface files for the export benchmark.

    python3 Benchmarks/export_scenes.py --shape form|grid|cards|chain --views N > scene.xml

Four shapes, each about N views (the root included) and 10 animation blocks that mix
`UIView.animate` curves, duration + dampingRatio springs, mass/stiffness springs, a bounce
spring and a control-point curve, with additive overlaps (two blocks moving the same frames at
once), fades, a rotation and a bounds-origin scroll. Each block changes about a quarter of the
rows (rows chained top to bottom, so a row's change moves every row below it, as a form does):

- form:  scrolling lists of cards, each with a badge and a label (3 views per row);
- grid:  scrolling grids of 4 cells per row, each cell with a badge (8 views per row);
- cards: scrolling lists of sections that clip their content and fade as a group, each with a
         title and 3 cards with a badge and a label (11 views per section);
- chain: one scrolling list of cards, each with a badge and a label (3 views per row), every
         row's top on the previous row's bottom, with no pages: each block changes the height of
         a quarter of the rows (cells expanding and collapsing), so every block moves nearly
         every row, and the last row moves by thousands of points.

The lists of form, grid and cards are pages side by side in a pager, each holding at most
about 300 views (100 form rows, 40 grid rows, 27 sections): so the scene grows by pages, and the
10,000-view scene is ten times the 1,000-view one, not one list whose last row moves thirty
times as far (in a single chained list of 3,333 rows, a quarter of the rows growing by 20 pt
moves the last row by 16,000 pt, and the work of following it within 0.05 pt grows faster than
the views).

The chain is the shape those pages avoid: the layout of a long list whose rows all animate,
which a solver that writes each row in terms of every height above it does in quadratic time.

The same arguments always give the same bytes.
"""

import argparse
import sys

WORDS = ["Name", "Email", "Phone", "Address", "City", "Country", "Notes", "Company"]
COLORS = ["#FFFFFF", "#F2F2F7", "#E5E5EA", "#D1D1D6"]
BADGES = ["systemBlue", "systemGreen", "systemOrange", "systemPink"]


class Scene:
    def __init__(self, name, height):
        self.name = name
        self.height = height
        self.views = []  # (depth, text) opening and closing tags, in order
        self.constraints = []
        self.blocks = [[] for _ in range(10)]

    def constraint(self, eq, ident=None):
        attr = f' id="{ident}"' if ident else ""
        self.constraints.append(f'    <constraint{attr} eq="{eq.replace("<=", "&lt;=")}"/>')

    def change(self, block, text):
        self.blocks[block].append(f"      {text}")

    def xml(self, timings):
        out = ['<?xml version="1.0" encoding="UTF-8"?>']
        out.append(
            f'<interface version="1" name="{self.name}" width="375" height="{self.height}" '
            'backgroundColor="#FFFFFF">'
        )
        out.append("  <subviews>")
        out += self.views
        out.append("  </subviews>")
        out.append("  <constraints>")
        out += self.constraints
        out.append("  </constraints>")
        out.append("  <timeline>")
        for index, (timing, changes) in enumerate(zip(timings, self.blocks)):
            out.append(f'    <animate name="b{index + 1}" {timing}>')
            out += changes
            out.append("    </animate>")
        out.append("  </timeline>")
        out.append("</interface>")
        return "\n".join(out) + "\n"


# The ten blocks: curves, springs of every form, and overlaps (b2 starts while b1 runs, b3
# while b2 runs, b8 while b7 runs), all within 3.5 s.
TIMINGS = [
    'at="0" duration="0.5" curve="easeInOut"',
    'at="0.2" duration="0.6" dampingRatio="0.7"',
    'at="0.5" mass="1" stiffness="170" damping="18"',
    'at="0.8" duration="0.3" curve="easeOut"',
    'at="1.0" duration="0.8" curve="easeInOut"',
    'at="1.3" duration="0.5" bounce="0.3"',
    'at="1.6" duration="0.6" controlPoint1="0.2 0.8" controlPoint2="0.3 1"',
    'at="1.8" duration="0.4" dampingRatio="0.5"',
    'at="2.1" mass="2" stiffness="300" damping="30"',
    'at="2.4" duration="0.5" curve="easeInOut"',
]


def paged(scene, items, per_page, background):
    """Splits items into pages: yields (page id, first item, last item + 1), opening and
    closing each page's view around what the caller adds, and lays the pages side by side."""
    pages = max(1, -(-items // per_page))
    size = -(-items // pages)
    scene.views.append('    <view id="pager" clipsToBounds="true">')
    scene.views.append("      <subviews>")
    c = scene.constraint
    for edge in ("leading", "trailing", "top", "bottom"):
        c(f"pager.{edge} == root.{edge}")
    for k in range(pages):
        page = f"p{k}"
        first, last = k * size, min(items, (k + 1) * size)
        if first >= last:
            break
        scene.views.append(
            f'        <view id="{page}" clipsToBounds="true" backgroundColor="{background}">'
        )
        scene.views.append("          <subviews>")
        yield page, first, last
        scene.views.append("          </subviews>")
        scene.views.append("        </view>")
        c(f"{page}.top == pager.top")
        c(f"{page}.bottom == pager.bottom")
        c(f"{page}.width == pager.width")
        c(f"{page}.leading == pager.leading + {375 * k}")
    scene.views.append("      </subviews>")
    scene.views.append("    </view>")


def form(n):
    rows = max(1, (n - 2) // 3)
    scene = Scene(f"Form{n}", 667)
    c = scene.constraint
    ch = scene.change
    for page, first, last in paged(scene, rows, 100, "#F2F2F7"):
        for i in range(first, last):
            scene.views.append(
                f'            <view id="card{i}" backgroundColor="{COLORS[i % 4]}" '
                'cornerRadius="10">'
            )
            scene.views.append(
                f'              <subviews><view id="badge{i}" backgroundColor="{BADGES[i % 4]}" '
                f'cornerRadius="10"/><label id="label{i}" text="{WORDS[i % 8]}" font="body"/>'
                "</subviews>"
            )
            scene.views.append("            </view>")
            c(f"card{i}.leading == {page}.leading + 16", f"l{i}")
            c(f"card{i}.trailing == {page}.trailing - 16")
            above = f"{page}.top" if i == first else f"card{i - 1}.bottom"
            c(f"card{i}.top == {above} + 8", f"g{i}")
            c(f"card{i}.height == 44", f"h{i}")
            c(f"badge{i}.trailing == card{i}.trailing - 12")
            c(f"badge{i}.centerY == card{i}.centerY")
            c(f"badge{i}.width == 20", f"bw{i}")
            c(f"badge{i}.height == 20")
            c(f"label{i}.leading == card{i}.leading + 12")
            c(f"label{i}.centerY == card{i}.centerY")
        ch(4, f'<set view="{page}" boundsOriginY="{min((last - first) * 52, 2000)}"/>')
        ch(9, f'<set view="{page}" boundsOriginY="0"/>')
    for i in range(rows):
        q = i % 4
        if q == 0:
            ch(0, f'<setConstant constraint="h{i}" to="64"/>')
            ch(4, f'<setConstant constraint="l{i}" to="32"/>')
            ch(6, f'<setConstant constraint="h{i}" to="44"/>')
            ch(9, f'<setConstant constraint="l{i}" to="16"/>')
        elif q == 1:
            ch(1, f'<setConstant constraint="g{i}" to="20"/>')
            ch(5, f'<setConstant constraint="bw{i}" to="36"/>')
            ch(5, f'<set view="card{i}" cornerRadius="20"/>')
            ch(7, f'<setConstant constraint="g{i}" to="8"/>')
        elif q == 2:
            ch(2, f'<setConstant constraint="h{i}" to="56"/>')
            ch(7, f'<set view="badge{i}" rotation="45"/>')
            ch(8, f'<setConstant constraint="h{i}" to="44"/>')
        else:
            ch(3, f'<set view="badge{i}" alpha="0.2"/>')
            ch(8, f'<set view="card{i}" alpha="0.6"/>')
            ch(9, f'<set view="badge{i}" alpha="1"/>')
    return scene


def grid(n):
    columns = 4
    rows = max(1, (n - 2) // (2 * columns))
    scene = Scene(f"Grid{n}", 667)
    c = scene.constraint
    ch = scene.change
    for page, first, last in paged(scene, rows, 40, "#F2F2F7"):
        for r in range(first, last):
            for k in range(columns):
                cell = f"c{r}_{k}"
                scene.views.append(
                    f'            <view id="{cell}" backgroundColor="{COLORS[(r + k) % 4]}" '
                    'cornerRadius="6">'
                )
                scene.views.append(
                    f'              <subviews><view id="d{r}_{k}" backgroundColor="{BADGES[k]}" '
                    'cornerRadius="8"/></subviews>'
                )
                scene.views.append("            </view>")
            head = f"c{r}_0"
            above = f"{page}.top" if r == first else f"c{r - 1}_0.bottom"
            c(f"{head}.top == {above} + 8", f"g{r}")
            c(f"{head}.height == 80", f"h{r}")
            c(f"{head}.leading == {page}.leading + 8", f"l{r}")
            for k in range(columns):
                cell = f"c{r}_{k}"
                if k > 0:
                    c(f"{cell}.leading == c{r}_{k - 1}.trailing + 8")
                    c(f"{cell}.width == {head}.width")
                    c(f"{cell}.top == {head}.top")
                    c(f"{cell}.height == {head}.height")
                dot = f"d{r}_{k}"
                c(f"{dot}.top == {cell}.top + 6")
                c(f"{dot}.trailing == {cell}.trailing - 6")
                c(f"{dot}.width == 16", f"dw{r}_{k}")
                c(f"{dot}.height == {dot}.width")
            c(f"c{r}_{columns - 1}.trailing == {page}.trailing - 8")
        ch(4, f'<set view="{page}" boundsOriginY="{min((last - first) * 88, 2000)}"/>')
        ch(9, f'<set view="{page}" boundsOriginY="0"/>')
    for r in range(rows):
        q = r % 4
        if q == 0:
            ch(0, f'<setConstant constraint="h{r}" to="110"/>')
            ch(4, f'<setConstant constraint="l{r}" to="24"/>')
            ch(6, f'<setConstant constraint="h{r}" to="80"/>')
            ch(9, f'<setConstant constraint="l{r}" to="8"/>')
        elif q == 1:
            ch(1, f'<setConstant constraint="g{r}" to="24"/>')
            for k in range(columns):
                ch(5, f'<setConstant constraint="dw{r}_{k}" to="28"/>')
                ch(5, f'<set view="c{r}_{k}" cornerRadius="16"/>')
            ch(7, f'<setConstant constraint="g{r}" to="8"/>')
        elif q == 2:
            ch(2, f'<setConstant constraint="h{r}" to="96"/>')
            for k in range(columns):
                ch(7, f'<set view="d{r}_{k}" rotation="45"/>')
            ch(8, f'<setConstant constraint="h{r}" to="80"/>')
        else:
            for k in range(columns):
                ch(3, f'<set view="d{r}_{k}" alpha="0.2"/>')
                ch(8, f'<set view="c{r}_{k}" alpha="0.6"/>')
                ch(9, f'<set view="d{r}_{k}" alpha="1"/>')
    return scene


def cards(n):
    per = 3
    sections = max(1, (n - 2) // (2 + 3 * per))
    scene = Scene(f"Cards{n}", 667)
    c = scene.constraint
    ch = scene.change
    for page, first, last in paged(scene, sections, 27, "#F2F2F7"):
        for s in range(first, last):
            sec = f"s{s}"
            scene.views.append(
                f'            <view id="{sec}" backgroundColor="#FFFFFF" cornerRadius="14" '
                'clipsToBounds="true">'
            )
            scene.views.append("              <subviews>")
            scene.views.append(
                f'                <label id="t{s}" text="{WORDS[s % 8]}" font="headline"/>'
            )
            for k in range(per):
                card = f"k{s}_{k}"
                scene.views.append(
                    f'                <view id="{card}" backgroundColor="{COLORS[(s + k) % 4]}" '
                    'cornerRadius="8">'
                )
                scene.views.append(
                    f'                  <subviews><view id="b{s}_{k}" backgroundColor="{BADGES[k]}" '
                    f'cornerRadius="6"/><label id="n{s}_{k}" text="{WORDS[(s + k) % 8]}" '
                    'font="footnote"/></subviews>'
                )
                scene.views.append("                </view>")
            scene.views.append("              </subviews>")
            scene.views.append("            </view>")
            above = f"{page}.top" if s == first else f"s{s - 1}.bottom"
            c(f"{sec}.top == {above} + 12", f"g{s}")
            c(f"{sec}.leading == {page}.leading + 12", f"l{s}")
            c(f"{sec}.trailing == {page}.trailing - 12")
            c(f"t{s}.leading == {sec}.leading + 12")
            c(f"t{s}.top == {sec}.top + 10")
            for k in range(per):
                card = f"k{s}_{k}"
                top = f"t{s}.bottom" if k == 0 else f"k{s}_{k - 1}.bottom"
                c(f"{card}.top == {top} + 8")
                c(f"{card}.leading == {sec}.leading + 12")
                c(f"{card}.trailing == {sec}.trailing - 12")
                c(f"{card}.height == 40", f"h{s}_{k}")
                c(f"b{s}_{k}.leading == {card}.leading + 8")
                c(f"b{s}_{k}.centerY == {card}.centerY")
                c(f"b{s}_{k}.width == 12", f"bw{s}_{k}")
                c(f"b{s}_{k}.height == 12")
                c(f"n{s}_{k}.leading == b{s}_{k}.trailing + 8")
                c(f"n{s}_{k}.centerY == {card}.centerY")
            c(f"{sec}.bottom == k{s}_{per - 1}.bottom + 12")
        ch(4, f'<set view="{page}" boundsOriginY="{min((last - first) * 100, 2000)}"/>')
        ch(9, f'<set view="{page}" boundsOriginY="0"/>')
    for s in range(sections):
        q = s % 4
        if q == 0:
            ch(0, f'<setConstant constraint="h{s}_1" to="72"/>')
            ch(4, f'<setConstant constraint="l{s}" to="28"/>')
            ch(6, f'<setConstant constraint="h{s}_1" to="40"/>')
            ch(9, f'<setConstant constraint="l{s}" to="12"/>')
        elif q == 1:
            ch(1, f'<setConstant constraint="g{s}" to="28"/>')
            for k in range(per):
                ch(5, f'<setConstant constraint="bw{s}_{k}" to="24"/>')
            ch(5, f'<set view="s{s}" cornerRadius="24"/>')
            ch(7, f'<setConstant constraint="g{s}" to="12"/>')
        elif q == 2:
            ch(2, f'<setConstant constraint="h{s}_0" to="60"/>')
            for k in range(per):
                ch(7, f'<set view="b{s}_{k}" rotation="45"/>')
            ch(8, f'<setConstant constraint="h{s}_0" to="40"/>')
        else:
            ch(3, f'<set view="s{s}" alpha="0.4"/>')
            ch(9, f'<set view="s{s}" alpha="1"/>')
            for k in range(per):
                ch(8, f'<set view="k{s}_{k}" alpha="0.6"/>')
    return scene


def chain(n):
    rows = max(1, (n - 2) // 3)
    scene = Scene(f"Chain{n}", 667)
    c = scene.constraint
    ch = scene.change
    scene.views.append('    <view id="list" clipsToBounds="true" backgroundColor="#F2F2F7">')
    scene.views.append("      <subviews>")
    for i in range(rows):
        scene.views.append(
            f'        <view id="row{i}" backgroundColor="{COLORS[i % 4]}" cornerRadius="10">'
        )
        scene.views.append(
            f'          <subviews><view id="dot{i}" backgroundColor="{BADGES[i % 4]}" '
            f'cornerRadius="10"/><label id="text{i}" text="{WORDS[i % 8]}" font="body"/>'
            "</subviews>"
        )
        scene.views.append("        </view>")
    scene.views.append("      </subviews>")
    scene.views.append("    </view>")
    for edge in ("leading", "trailing", "top", "bottom"):
        c(f"list.{edge} == root.{edge}")
    for i in range(rows):
        c(f"row{i}.leading == list.leading + 16")
        c(f"row{i}.trailing == list.trailing - 16")
        above = "list.top" if i == 0 else f"row{i - 1}.bottom"
        c(f"row{i}.top == {above} + 8")
        c(f"row{i}.height == 44", f"h{i}")
        c(f"dot{i}.trailing == row{i}.trailing - 12")
        c(f"dot{i}.centerY == row{i}.centerY")
        c(f"dot{i}.width == 20")
        c(f"dot{i}.height == 20")
        c(f"text{i}.leading == row{i}.leading + 12")
        c(f"text{i}.centerY == row{i}.centerY")
    # Each block changes the height of a quarter of the rows: blocks 0-3 expand each quarter
    # in turn, 4-7 collapse them again, 8 and 9 expand two quarters part way; the blocks'
    # timings mix curves and springs, so every fourth row follows a spring in some block.
    heights = [64, 64, 64, 64, 44, 44, 44, 44, 56, 56]
    for block, height in enumerate(heights):
        for i in range(block % 4, rows, 4):
            ch(block, f'<setConstant constraint="h{i}" to="{height}"/>')
    for i in range(rows):
        q = i % 4
        if q == 1:
            ch(5, f'<set view="dot{i}" alpha="0.2"/>')
            ch(9, f'<set view="dot{i}" alpha="1"/>')
        elif q == 2:
            ch(7, f'<set view="dot{i}" rotation="45"/>')
    ch(4, f'<set view="list" boundsOriginY="{min(rows * 52, 2000)}"/>')
    ch(9, '<set view="list" boundsOriginY="0"/>')
    return scene


SHAPES = {"form": form, "grid": grid, "cards": cards, "chain": chain}


def generate(shape, views):
    return SHAPES[shape](views).xml(TIMINGS)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shape", choices=sorted(SHAPES), required=True)
    parser.add_argument("--views", type=int, required=True)
    args = parser.parse_args()
    sys.stdout.write(generate(args.shape, args.views))


if __name__ == "__main__":
    main()
