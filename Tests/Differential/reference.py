#!/usr/bin/env python3
"""Writes the reference solutions for the Swift differential test of the Cassowary solver.

    python3 Tests/Differential/reference.py --out FILE.json [--random 500] [--strict 60]
                                            [--shape-sizes 100,1000] [--verify-max 100]

Output ("motionboard-reference/1"):
    {"format": "motionboard-reference/1", "kiwisolver": "1.5.1",
     "cases": [{"system": <motionboard-system/1>, "reference": "kiwi" | "staged-lp",
                "base": [values], "changed": [values]}, ...]}

`base` solves the constraints as given, `changed` a fresh system with every "changes" entry
applied.  Cases: form, grid and chain at each shape size, random systems with seeds 1..R and
strict systems with seeds 1..S (Benchmarks/systems.py).  The kiwi references come from
kiwisolver (priority p -> strength p, required -> "required"), and are checked against
scipy's HiGHS: the staged (lexicographic) LP must give the same values and a single optimal
point, and a nearly flat weighting (1000 + p) must give them too.  Random systems are also
checked against the generator's exact (rational) solution.  Shapes larger than --verify-max
(default 100) are not checked.  Values within 1e-9 of a multiple of 2^-32 are snapped to it.  Any failure aborts without writing the file: it means the generator made a
system that is not unique or not weight-independent.  Strict systems, whose optimum depends on
the strict order of priorities, use the staged LP as the reference (kept only when unique).

Needs: kiwisolver (1.5.1), scipy, numpy.
"""

import argparse
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Benchmarks"))

import systems  # noqa: E402

TOL = 1e-6
GRID = 2.0 ** 32


def snap(values):
    """Each value moved to the nearest multiple of 2^-32 when that is within 1e-9.  Kiwi orders
    its symbols by address, so its last bits vary from run to run; the systems' true values
    are short binary fractions, so this makes the file reproducible (and exact)."""
    out = []
    for v in values:
        s = round(v * GRID) / GRID
        out.append(s + 0.0 if abs(s - v) <= 1e-9 else v)
    return out


class GeneratorError(Exception):
    pass


def _maxdiff(a, b):
    return max((abs(x - y) for x, y in zip(a, b)), default=0.0)


def _verify(system, base, changed, tilts, expected=None):
    """Raise GeneratorError unless the kiwi values are the unique lexicographic optimum and a
    flat weighting agrees."""
    name = system["name"]
    for state, values, is_changed in (("base", base, False), ("changed", changed, True)):
        if expected is not None:
            d = _maxdiff(values, expected[state])
            if d > TOL:
                raise GeneratorError(f"{name} {state}: kiwi differs from the generator's exact "
                                     f"solution by {d:.3g}")
        lex = systems.staged_lp(system, changed=is_changed, tilts=tilts)
        if lex.status != "optimal":
            raise GeneratorError(f"{name} {state}: staged LP {lex.status}")
        if tilts and not lex.unique:
            raise GeneratorError(f"{name} {state}: optimum not unique (moved {lex.movement:.3g}"
                                 " under tilted objectives)")
        d = _maxdiff(values, lex.values)
        if d > TOL:
            raise GeneratorError(f"{name} {state}: kiwi (weights = priorities) and the "
                                 f"lexicographic LP differ by {d:.3g}: weight-dependent")
        flat = systems.staged_lp(system, changed=is_changed, weights=lambda p: 1000.0 + p,
                                 tilts=0)
        d = _maxdiff(values, flat.values) if flat.status == "optimal" else float("inf")
        if d > TOL:
            raise GeneratorError(f"{name} {state}: weights 1000 + p give another optimum "
                                 f"(differs by {d:.3g}): weight-dependent")


def _case(task):
    """One case; returns (case, stats) or (None, error message)."""
    kind, arg, verify_max = task
    t0 = time.perf_counter()
    stats = {"kind": kind, "verified": False}
    try:
        if kind == "random":
            system, info = systems.generate_random(arg)
            stats["rejected"] = info["rejected_systems"]
            stats["reasons"] = info["reasons"]
            base, changed = systems.kiwi_solve(system), systems.kiwi_solve(system, True)
            _verify(system, base, changed, tilts=1,
                    expected={"base": info["expected_base"],
                              "changed": info["expected_changed"]})
            stats["verified"] = True
            reference = "kiwi"
        elif kind == "strict":
            system, info = systems.generate_strict(arg)
            stats["rejected"] = sum(v for k, v in info["rejected"].items() if k != "changes")
            stats["reasons"] = info["rejected"]
            base, changed = info["base"], info["changed"]
            stats["verified"] = True  # unique by construction (tilted staged LP)
            reference = "staged-lp"
        else:
            system = systems.generate_shape(kind, arg)
            base, changed = systems.kiwi_solve(system), systems.kiwi_solve(system, True)
            if arg <= verify_max:
                _verify(system, base, changed, tilts=2)
                stats["verified"] = True
            reference = "kiwi"
    except GeneratorError as e:
        return None, str(e)
    stats["seconds"] = time.perf_counter() - t0
    return {"system": system, "reference": reference, "base": snap(base),
            "changed": snap(changed)}, stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="reference JSON to write")
    ap.add_argument("--random", type=int, default=500, help="random systems (seeds 1..N)")
    ap.add_argument("--strict", type=int, default=60, help="strict systems (seeds 1..N)")
    ap.add_argument("--shape-sizes", default="100,1000",
                    help="comma-separated N for form, grid and chain ('' for none)")
    ap.add_argument("--verify-max", type=int, default=100,
                    help="check shape references with the LP up to this N (default 100; "
                         "1000 adds about 10 s)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                    help="worker processes (default: 2 or the CPU count if smaller)")
    a = ap.parse_args(argv)
    import kiwisolver

    t0 = time.perf_counter()
    sizes = [int(s) for s in a.shape_sizes.split(",") if s.strip()]
    shape_tasks = [(k, n, a.verify_max) for n in sizes for k in systems.SHAPES]
    # biggest first so the pool stays balanced; output order is fixed below
    tasks = sorted(shape_tasks, key=lambda t: -t[1]) + \
        [("random", s, 0) for s in range(1, a.random + 1)] + \
        [("strict", s, 0) for s in range(1, a.strict + 1)]
    if a.jobs > 1:
        with multiprocessing.Pool(a.jobs) as pool:
            results = pool.map(_case, tasks, chunksize=1)
    else:
        results = [_case(t) for t in tasks]
    by_task = dict(zip(tasks, results))
    ordered = shape_tasks + tasks[len(shape_tasks):]
    errors = [r[1] for r in results if r[0] is None]
    if errors:
        for e in errors:
            print(f"reference.py: generator error: {e}", file=sys.stderr)
        print(f"reference.py: {len(errors)} system(s) not unique or weight-dependent; "
              f"nothing written", file=sys.stderr)
        return 1
    cases = [by_task[t][0] for t in ordered]
    stats = [by_task[t][1] for t in ordered]
    doc = {"format": "motionboard-reference/1", "kiwisolver": kiwisolver.__version__,
           "cases": cases}
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    def total(kind, key):
        return sum(s.get("reasons", {}).get(key, 0) for s in stats if s["kind"] == kind)

    rej_random = sum(s.get("rejected", 0) for s in stats if s["kind"] == "random")
    rej_strict = sum(s.get("rejected", 0) for s in stats if s["kind"] == "strict")
    verified = sum(1 for s in stats if s["verified"] and s["kind"] != "strict")
    print(f"reference.py: {len(cases)} cases ({len(shape_tasks)} shapes at "
          f"{','.join(map(str, sizes)) or '-'}, {a.random} random, {a.strict} strict); "
          f"{verified} kiwi references LP-verified; rejected: {rej_random} random systems "
          f"(+{total('random', 'groups')} 1-D subproblems, {total('random', 'changes')} change "
          f"sets), {rej_strict} strict candidates; kiwisolver {kiwisolver.__version__}; "
          f"{out} ({out.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - t0:.1f} s",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
