#!/usr/bin/env python3
"""Our Cassowary solver against kiwisolver, side by side in one run.

    python3 Benchmarks/solver_bench.py [--sizes 100,1000] [--shapes form,grid,chain]
        [--kiwi-limit 600] [--runs 5] [--out results.json]
        [--bin .build/release/motionboard-bench] [--no-build] [--ours-limit 600]
        [--lp-limit 300] [--keep DIR] [--baseline OTHER/motionboard-bench]

For each shape and size the system (Benchmarks/systems.py) is written to a temporary file and
timed by two separate processes:

  ours  `BIN time SYSTEM.json --runs R` (and the same with --baseline, for a before/after
        table against one set of Kiwi runs), printing one JSON object
        {"full_ms", "change_ms", "revert_ms", "change_runs_ms", "peak_rss_mb", "values",
        "changed_values"};
        BIN is built first with `swift build -c release --product motionboard-bench`
        unless --no-build.
  kiwi  this script's hidden `kiwi-case` subcommand, killed after --kiwi-limit seconds:
        full solve (fresh Solver, every constraint in order, updateVariables; Python objects
        built outside the timer), the 1% change by remove + add, and the same change through
        edit variables (a second solver where each changing constraint is `expr - k REL 0`
        with k an edit variable of strength create(999, 0, 0)); peak RSS of the process.

Both sides time the same work: a change on our side is timed up to every value read back
(`motionboard-bench time` reads them inside its timer), as Kiwi's is up to `updateVariables()`,
which writes every value out.

Values must agree within 1e-6 (ours vs Kiwi, or vs the staged LP where Kiwi did not finish).
A markdown table and a verdict per target follow. The table leads with the constant change
against Kiwi's edit variables, Kiwi's own fast path for changing constants; the first-run
column is each side's first change after its build (cold caches), Kiwi's full solve and its
remove + add follow. Ratios are Kiwi's time over ours: above 1 we are faster. the exit status is 1 when a target that
could be measured fails or the values disagree, 2 when our binary could not be built or run.
Sizes default to 100,1000; 10000 is opt-in (Kiwi needs minutes there).
"""

import argparse
import gc
import json
import math
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import systems  # noqa: E402

TOL = 1e-6
NLOGN_EXPONENT = math.log10(10 * math.log(10000) / math.log(1000))  # ~1.125


# ---------------------------------------------------------------------------------------------
# Kiwi, one case per process (hidden subcommand)


def _rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # KiB on Linux


def _emit(obj, t_start):
    obj["t"] = time.perf_counter() - t_start
    obj["peak_rss_mb"] = _rss_mb()
    sys.stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def kiwi_case(argv):
    import kiwisolver as kiwi

    ap = argparse.ArgumentParser(prog="solver_bench.py kiwi-case")
    ap.add_argument("system")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--slow", type=float, default=2.0,
                    help="after a change (or full solve) slower than this many seconds, "
                         "do no more runs of it")
    a = ap.parse_args(argv)
    t_start = time.perf_counter()
    system = systems.load(a.system)
    cons_json = system["constraints"]
    changes = system["changes"]
    runs = max(1, a.runs)

    def make(c, constant, xs, extra=None):
        terms = [kiwi.Term(xs[v], float(coef)) for v, coef in c["terms"]]
        if extra is not None:
            terms.append(kiwi.Term(extra, -1.0))
        expr = kiwi.Expression(terms, float(constant))
        return kiwi.Constraint(expr, c["relation"], systems.kiwi_strength(c["priority"]))

    # Python objects, outside every timer.
    t0 = time.perf_counter()
    xs = [kiwi.Variable(f"x{i}") for i in range(system["variables"])]
    cons = [make(c, c["constant"], xs) for c in cons_json]
    objects_ms = (time.perf_counter() - t0) * 1e3
    new_cons = {ch["constraint"]: make(cons_json[ch["constraint"]], ch["constant"], xs)
                for ch in changes}

    # 1. full solve
    times, solver = [], None
    for _ in range(runs):
        solver = None
        gc.collect()
        gc.disable()
        t0 = time.perf_counter()
        solver = kiwi.Solver()
        for c in cons:
            solver.addConstraint(c)
        solver.updateVariables()
        dt = time.perf_counter() - t0
        gc.enable()
        times.append(dt * 1e3)
        if dt > a.slow * 2.5:
            break
    base = [x.value() for x in xs]
    full_ms = statistics.median(times)
    _emit({"phase": "full", "objects_ms": objects_ms, "runs_ms": times, "median_ms": full_ms,
           "values": base}, t_start)

    # 2. change through edit variables, on a second solver (the first one is kept for 3.)
    rss_one_solver = _rss_mb()
    strength = kiwi.strength.create(999, 0, 0)
    edits = {}
    t0 = time.perf_counter()
    esolver = kiwi.Solver()
    changing = {ch["constraint"] for ch in changes}
    built = []
    for i, c in enumerate(cons_json):
        if i in changing:
            k = kiwi.Variable(f"k{i}")
            edits[i] = k
            built.append(make(c, 0.0, xs, extra=k))
        else:
            built.append(cons[i])
    objects2_ms = (time.perf_counter() - t0) * 1e3
    gc.disable()
    t0 = time.perf_counter()
    for i, k in edits.items():
        esolver.addEditVariable(k, strength)
        esolver.suggestValue(k, -float(cons_json[i]["constant"]))
    for c in built:
        esolver.addConstraint(c)
    esolver.updateVariables()
    build_ms = (time.perf_counter() - t0) * 1e3
    gc.enable()
    edit_base = [x.value() for x in xs]
    change_t, revert_t, echanged = [], [], None
    for r in range(runs):
        gc.disable()
        t0 = time.perf_counter()
        for ch in changes:
            esolver.suggestValue(edits[ch["constraint"]], -float(ch["constant"]))
        esolver.updateVariables()
        change_t.append((time.perf_counter() - t0) * 1e3)
        gc.enable()
        if echanged is None:
            echanged = [x.value() for x in xs]
        gc.disable()
        t0 = time.perf_counter()
        for ch in changes:
            i = ch["constraint"]
            esolver.suggestValue(edits[i], -float(cons_json[i]["constant"]))
        esolver.updateVariables()
        revert_t.append((time.perf_counter() - t0) * 1e3)
        gc.enable()
    _emit({"phase": "edit", "objects_ms": objects2_ms, "build_ms": build_ms,
           "runs_ms": change_t, "median_ms": statistics.median(change_t) if change_t else None,
           "revert_median_ms": statistics.median(revert_t) if revert_t else None,
           "base_values": edit_base, "changed_values": echanged}, t_start)
    esolver = None
    gc.collect()

    # 3. change by remove + add on the built solver (last: Kiwi needs minutes for it at 10,000)
    change_t, revert_t, changed = [], [], None
    for r in range(runs):
        gc.disable()
        t0 = time.perf_counter()
        for ch in changes:
            i = ch["constraint"]
            solver.removeConstraint(cons[i])
            solver.addConstraint(new_cons[i])
        solver.updateVariables()
        dt = time.perf_counter() - t0
        gc.enable()
        change_t.append(dt * 1e3)
        if changed is None:
            changed = [x.value() for x in xs]
        if r + 1 == runs or dt > a.slow or full_ms > a.slow * 2.5e3:
            break
        gc.disable()
        t0 = time.perf_counter()
        for ch in changes:
            i = ch["constraint"]
            solver.removeConstraint(new_cons[i])
            solver.addConstraint(cons[i])
        solver.updateVariables()
        revert_t.append((time.perf_counter() - t0) * 1e3)
        gc.enable()
    _emit({"phase": "remove_add", "runs_ms": change_t, "median_ms": statistics.median(change_t),
           "revert_runs_ms": revert_t,
           "revert_median_ms": statistics.median(revert_t) if revert_t else None,
           "changed_values": changed}, t_start)
    solver = None
    gc.collect()

    _emit({"phase": "done", "one_solver_peak_rss_mb": rss_one_solver}, t_start)
    return 0


# ---------------------------------------------------------------------------------------------
# Orchestrator


def _maxdiff(a, b):
    if a is None or b is None or len(a) != len(b):
        return math.inf
    return max((abs(x - y) for x, y in zip(a, b)), default=0.0)


def _run_ours(bin_path, path, runs, limit):
    cmd = [str(bin_path), "time", str(path), "--runs", str(runs)]
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return {"error": f"over {limit:g} s", "over": True}
    except OSError as e:
        return {"error": f"cannot run {bin_path}: {e}"}
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        return {"error": f"exit {p.returncode}: {p.stderr.strip()[-300:]}"}
    for line in reversed(p.stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                out = json.loads(line)
            except json.JSONDecodeError:
                continue
            out["wall_s"] = wall
            return out
    return {"error": "no JSON object in the output"}


def _peak_of(pid):
    """VmHWM (peak resident set) of a running process in MB, or None."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return None


def _run_kiwi(path, runs, limit):
    cmd = [sys.executable, str(Path(__file__).resolve()), "kiwi-case", str(path),
           "--runs", str(runs)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    over = False
    try:
        out, err = p.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        hwm = _peak_of(p.pid)  # the peak so far, read before stopping it
        p.kill()
        out, err = p.communicate()
        over = True
    phases = {}
    for line in out.splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        phases[obj["phase"]] = obj
    result = {"phases": phases, "over": over, "limit_s": limit}
    if over and hwm is not None:
        result["peak_rss_mb_at_stop"] = hwm
    if p.returncode not in (0, None) and not over:
        result["error"] = f"exit {p.returncode}: {err.strip()[-300:]}"
    return result


def _run_lp(path, limit):
    cmd = [sys.executable, str(HERE / "systems.py"), "lp", str(path), "--tilts", "0"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        return None
    return json.loads(p.stdout)


def _fmt_ms(x):
    if x is None:
        return "—"
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 1:
        return f"{x:.1f}"
    if x >= 0.01:
        return f"{x:.3f}"
    return f"{x:.2g}"


def _fmt_ratio(kiwi_ms, ours_ms, lower=False):
    if kiwi_ms is None or ours_ms is None or ours_ms <= 0:
        return "—"
    r = kiwi_ms / ours_ms
    s = f"{r:,.0f}" if r >= 100 else (f"{r:.1f}" if r >= 1 else f"{r:.2f}")
    return ("> " if lower else "") + s + "×"


def _kiwi_cell(kiwi, phase, key="median_ms"):
    """(ms or None, lower bound ms or None, text)."""
    ph = kiwi["phases"].get(phase)
    if ph is not None and ph.get(key) is not None:
        return ph[key], None, _fmt_ms(ph[key])
    if kiwi.get("error"):
        return None, None, "error"
    if kiwi["over"]:
        order = ["full", "edit", "remove_add"]
        before = order[:order.index(phase)]
        done = [kiwi["phases"][p]["t"] for p in before if p in kiwi["phases"]]
        if len(done) == len(before):  # this phase was running when the limit struck
            lower = (kiwi["limit_s"] - (done[-1] if done else 0.0)) * 1e3
            return None, lower, f"over {kiwi['limit_s']:g} s"
        return None, None, f"over {kiwi['limit_s']:g} s"
    return None, None, "—"


def _agreement(case, path, lp_limit):
    ours, kiwi = case["ours"], case["kiwi"]
    if "values" not in ours:
        return "not run", {}
    full = kiwi["phases"].get("full")
    ra = kiwi["phases"].get("remove_add")
    ed = kiwi["phases"].get("edit")
    ref_base = full["values"] if full else None
    ref_changed = ra["changed_values"] if ra else (ed["changed_values"] if ed else None)
    source = {"base": "kiwi" if ref_base else None, "changed": "kiwi" if ref_changed else None}
    if ref_base is None or ref_changed is None:
        lp = _run_lp(path, lp_limit)
        if lp is not None:
            if ref_base is None:
                ref_base, source["base"] = lp["base"], "lp"
            if ref_changed is None:
                ref_changed, source["changed"] = lp["changed"], "lp"
    detail = {"source": source}
    verdicts = []
    for state, ref, mine in (("base", ref_base, ours.get("values")),
                             ("changed", ref_changed, ours.get("changed_values"))):
        if ref is None:
            verdicts.append(None)
            continue
        d = _maxdiff(ref, mine)
        detail[f"{state}_maxdiff"] = d
        verdicts.append(d <= TOL)
    # Kiwi's own paths should agree as well (recorded, not judged).
    if ra and ed and ed.get("changed_values"):
        detail["kiwi_edit_vs_remove_add"] = _maxdiff(ra["changed_values"], ed["changed_values"])
    if full and ed and ed.get("base_values"):
        detail["kiwi_edit_base_vs_full"] = _maxdiff(full["values"], ed["base_values"])
    if all(v is None for v in verdicts):
        return "not checked", detail
    if any(v is False for v in verdicts):
        worst = max(detail.get("base_maxdiff", 0), detail.get("changed_maxdiff", 0))
        return f"NO (Δ {worst:.2g})", detail
    tag = "yes" if all(s == "kiwi" for s in source.values()) else \
        "yes (" + ", ".join(f"{k} vs {v}" for k, v in source.items() if v and v != "kiwi") + ")"
    if any(v is None for v in verdicts):
        tag += ", partly not checked"
    return tag, detail


def _row(c, o, main):
    """A table row for case `c` with our side `o` (the main binary's or the baseline's)."""
    k = c["kiwi"]
    of, oc = o.get("full_ms"), o.get("change_ms")
    kf, kf_lo, kf_s = _kiwi_cell(k, "full")
    kr, kr_lo, kr_s = _kiwi_cell(k, "remove_add")
    ke, ke_lo, ke_s = _kiwi_cell(k, "edit")
    c["kiwi_full_ms"], c["kiwi_remove_add_ms"], c["kiwi_edit_ms"] = kf, kr, ke
    c["kiwi_full_lower_ms"], c["kiwi_remove_add_lower_ms"] = kf_lo, kr_lo
    done = k["phases"].get("done")
    full = k["phases"].get("full")
    # The full phase reports the process's peak with one solver built.
    kpeak = done["one_solver_peak_rss_mb"] if done else \
        (full["peak_rss_mb"] if full else None)
    c["kiwi_peak_mb"] = kpeak
    kpeak_s = f"{kpeak:.1f}" if kpeak is not None else "—"
    if k.get("peak_rss_mb_at_stop") is not None and full is None:
        kpeak_s = f"≥ {k['peak_rss_mb_at_stop']:.1f}"  # stopped before a full measure
    ours_err = o.get("error")
    ours_first = (o.get("change_runs_ms") or [None])[0]
    edit_runs = (k["phases"].get("edit") or {}).get("runs_ms") or [None]
    if main:
        c["ours_first_change_ms"], c["kiwi_first_edit_ms"] = ours_first, edit_runs[0]
    first = f"{_fmt_ms(ours_first)} / {_fmt_ms(edit_runs[0])}"
    agree = c["agree"] if main else c.get("baseline_agree", "—")
    return [c["shape"], str(c["n"]),
            _fmt_ms(oc) if not ours_err else ours_err,
            ke_s, _fmt_ratio(ke, oc),
            first if not ours_err else "—",
            _fmt_ms(of) if not ours_err else "—",
            kf_s, _fmt_ratio(kf if kf is not None else kf_lo, of, kf is None),
            kr_s, _fmt_ratio(kr if kr is not None else kr_lo, oc, kr is None),
            f"{o['peak_rss_mb']:.1f}" if o.get("peak_rss_mb") is not None else "—",
            kpeak_s, agree]


def _ratio_pair(kiwi_ms, kiwi_lower_ms, base_ms, ours_ms):
    """Kiwi's time over the baseline's and over ours: (text, text, ours / baseline ratio)."""
    lower = kiwi_ms is None
    k = kiwi_ms if kiwi_ms is not None else kiwi_lower_ms
    change = base_ms / ours_ms if base_ms and ours_ms else None
    return _fmt_ratio(k, base_ms, lower), _fmt_ratio(k, ours_ms, lower), change


def _print_ratio_comparison(cases):
    """Per operation, the ratio against Kiwi of the baseline and of ours, side by side.

    Both binaries time the same work (SystemTiming.swift), so this is like for like as long
    as the baseline was built with this revision's `Sources/motionboard-bench`. The last
    column is the baseline's time over ours (above 1 we are faster than the baseline).
    """
    print("\nRatios against Kiwi (Kiwi's time over ours; > x: Kiwi stopped, a lower bound), "
          "baseline and this binary, from the same Kiwi runs:\n")
    print("| operation | shape | N | baseline ratio | ours ratio | baseline ms / ours ms |")
    print("|---|---|---:|---:|---:|---:|")
    ops = (("full solve", "full_ms", "kiwi_full_ms", "kiwi_full_lower_ms"),
           ("change (vs kiwi edit)", "change_ms", "kiwi_edit_ms", None),
           ("first change (vs kiwi first edit)", "first", "kiwi_first_edit_ms", None),
           ("change (vs kiwi remove+add)", "change_ms", "kiwi_remove_add_ms",
            "kiwi_remove_add_lower_ms"))
    for name, key, kiwi_key, lower_key in ops:
        for c in cases:
            def ms(side):
                if key == "first":
                    return (side.get("change_runs_ms") or [None])[0]
                return side.get(key)
            if kiwi_key == "kiwi_first_edit_ms":
                runs = ((c["kiwi"]["phases"].get("edit") or {}).get("runs_ms") or [None])
                kiwi_ms = runs[0]
            else:
                kiwi_ms = c.get(kiwi_key)
            lower = c.get(lower_key) if lower_key else None
            base_text, ours_text, speed = _ratio_pair(kiwi_ms, lower, ms(c["baseline"]),
                                                      ms(c["ours"]))
            print(f"| {name} | {c['shape']} | {c['n']} | {base_text} | {ours_text} | "
                  + (f"{speed:.2f}×" if speed else "—") + " |")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["kiwi-case"]:
        return kiwi_case(argv[1:])
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="100,1000", help="comma-separated N (default 100,1000)")
    ap.add_argument("--shapes", default="form,grid,chain")
    ap.add_argument("--kiwi-limit", type=float, default=600, help="seconds per Kiwi case")
    ap.add_argument("--ours-limit", type=float, default=600, help="seconds per case of ours")
    ap.add_argument("--lp-limit", type=float, default=300,
                    help="seconds for the staged LP check where Kiwi did not finish")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", help="write every measurement as JSON here")
    ap.add_argument("--bin", default=str(ROOT / ".build/release/motionboard-bench"))
    ap.add_argument("--baseline-bin", "--baseline",
                    help="a motionboard-bench built from another revision: timed on the same "
                         "systems and printed in a second table against the same Kiwi runs")
    ap.add_argument("--no-build", action="store_true", help="do not run swift build first")
    ap.add_argument("--keep", help="keep the generated systems in this folder")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    sizes = [int(s) for s in a.sizes.split(",") if s.strip()]
    shapes = [s.strip() for s in a.shapes.split(",") if s.strip()]
    for s in shapes:
        if s not in systems.SHAPES:
            ap.error(f"unknown shape {s!r}")

    if not a.no_build:
        print("building: swift build -c release --product motionboard-bench", file=sys.stderr)
        p = subprocess.run(["swift", "build", "-c", "release", "--product", "motionboard-bench"],
                           cwd=ROOT)
        if p.returncode != 0:
            print("solver_bench.py: the build failed (use --no-build --bin PATH to skip it)",
                  file=sys.stderr)
            return 2
    bin_path = Path(a.bin)
    if not bin_path.exists():
        print(f"solver_bench.py: {bin_path} not found", file=sys.stderr)
        return 2

    import kiwisolver
    workdir = Path(a.keep) if a.keep else Path(tempfile.mkdtemp(prefix="solver_bench."))
    workdir.mkdir(parents=True, exist_ok=True)
    cases = []
    for n in sizes:
        for shape in shapes:
            system = systems.generate_shape(shape, n, a.seed)
            path = workdir / f"{shape}-{n}.json"
            path.write_text(systems.dumps(system))
            print(f"{shape}-{n}: ours ...", file=sys.stderr, end="", flush=True)
            ours = _run_ours(bin_path, path, a.runs, a.ours_limit)
            print(" kiwi ...", file=sys.stderr, end="", flush=True)
            kiwi = _run_kiwi(path, a.runs, a.kiwi_limit)
            case = {"shape": shape, "n": n, "constraints": len(system["constraints"]),
                    "changes": len(system["changes"]), "ours": ours, "kiwi": kiwi}
            case["agree"], case["agree_detail"] = _agreement(case, path, a.lp_limit)
            if a.baseline_bin:
                print(" baseline ...", file=sys.stderr, end="", flush=True)
                case["baseline"] = _run_ours(Path(a.baseline_bin), path, a.runs, a.ours_limit)
                other = dict(case, ours=case["baseline"])
                case["baseline_agree"], _ = _agreement(other, path, a.lp_limit)
            print(f" {case['agree']}", file=sys.stderr)
            cases.append(case)
    if not a.keep:
        for f in workdir.iterdir():
            f.unlink()
        workdir.rmdir()

    # ---- table
    print(f"\nkiwisolver {kiwisolver.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs; medians of {a.runs} runs; "
          f"kiwi limit {a.kiwi_limit:g} s per case\n")
    header = ("| shape | N | ours change ms | kiwi edit ms | ratio (kiwi/ours) | "
              "first run ms, ours / kiwi edit | ours full ms | kiwi full ms | ratio | "
              "kiwi remove+add ms | ratio | ours peak MB | kiwi peak MB | agree |")
    rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
    print(header)
    print(rule)
    for c in cases:
        print("| " + " | ".join(_row(c, c["ours"], main=True)) + " |")
    if a.baseline_bin:
        print(f"\nThe same cases with the baseline ({a.baseline_bin}), against the same Kiwi "
              "measurements (agree: the baseline's values against the same references):\n")
        print(header)
        print(rule)
        for c in cases:
            print("| " + " | ".join(_row(c, c["baseline"], main=False)) + " |")
    if a.baseline_bin:
        _print_ratio_comparison(cases)
    print("\nkiwi peak MB: the Kiwi process after its full solve (one solver, before the edit "
          "model is built); ≥ x: its peak when it was stopped.")

    # ---- verdicts
    verdicts = []

    def verdict(name, status, detail):
        verdicts.append({"target": name, "status": status, "detail": detail})
        print(f"- {status}: {name}" + (f" — {detail}" if detail else ""))

    print("\nTargets:")
    change_fails, change_checked, first_fails, first_checked = [], 0, [], 0
    full_fails, full_checked = [], 0
    for c in cases:
        of, oc = c["ours"].get("full_ms"), c["ours"].get("change_ms")
        name = f"{c['shape']}-{c['n']}"
        # Kiwi's faster change path: edit variables wherever they finished.
        kiwi_changes = [x for x in (c["kiwi_edit_ms"], c["kiwi_remove_add_ms"]) if x is not None]
        if oc is not None and kiwi_changes:
            change_checked += 1
            if oc > min(kiwi_changes):
                change_fails.append(f"{name} {_fmt_ms(oc)} vs {_fmt_ms(min(kiwi_changes))}")
        ofirst, kfirst = c.get("ours_first_change_ms"), c.get("kiwi_first_edit_ms")
        if ofirst is not None and kfirst is not None:
            first_checked += 1
            if ofirst > kfirst:
                first_fails.append(f"{name} {_fmt_ms(ofirst)} vs {_fmt_ms(kfirst)}")
        kf, kf_lo = c["kiwi_full_ms"], c["kiwi_full_lower_ms"]
        if of is not None and kf is not None:
            full_checked += 1
            if of > kf:
                full_fails.append(f"{name} {_fmt_ms(of)} vs {_fmt_ms(kf)}")
        elif of is not None and kf_lo is not None and of <= kf_lo:
            full_checked += 1  # Kiwi was stopped later than ours finished
    for title, fails, checked in (
            ("constant change at least as fast as Kiwi's edit variables at every size "
             "(medians)", change_fails, change_checked),
            ("first change after the build at least as fast as Kiwi's first edit run",
             first_fails, first_checked),
            ("full solve at least as fast as Kiwi's at every size", full_fails, full_checked)):
        verdict(title, "not measured" if not checked else ("FAIL" if fails else "PASS"),
                "; ".join(fails) if fails else f"{checked} comparisons")

    big = [c for c in cases if c["n"] == 10000 and c["ours"].get("full_ms") is not None]
    if big:
        slow = [f"{c['shape']} {_fmt_ms(c['ours']['full_ms'])} ms" for c in big
                if c["ours"]["full_ms"] >= 1000]
        verdict("each 10,000-view layout solved in < 1 s", "FAIL" if slow else "PASS",
                "; ".join(slow) if slow else ", ".join(
                    f"{c['shape']} {_fmt_ms(c['ours']['full_ms'])} ms" for c in big))
    else:
        verdict("each 10,000-view layout solved in < 1 s", "not measured", "run --sizes with 10000")

    parts, bad, any_growth = [], [], False
    for shape in shapes:
        t = {c["n"]: c for c in cases if c["shape"] == shape}
        if 1000 in t and 10000 in t and t[1000]["ours"].get("full_ms") and \
                t[10000]["ours"].get("full_ms"):
            any_growth = True
            e = math.log10(t[10000]["ours"]["full_ms"] / t[1000]["ours"]["full_ms"])
            ke = None
            if t[1000]["kiwi_full_ms"] and t[10000]["kiwi_full_ms"]:
                ke = math.log10(t[10000]["kiwi_full_ms"] / t[1000]["kiwi_full_ms"])
            parts.append(f"{shape} {e:.2f}" + (f" (kiwi {ke:.2f})" if ke is not None else ""))
            if e > NLOGN_EXPONENT:
                bad.append(shape)
    verdict(f"full-solve growth 1,000 → 10,000 no faster than N·log N (exponent ≤ "
            f"{NLOGN_EXPONENT:.3f})",
            ("FAIL" if bad else "PASS") if any_growth else "not measured",
            "; ".join(parts) if parts else "needs sizes 1000 and 10000")

    parts, bad, decided = [], [], 0
    for c in cases:
        if c["n"] == 1000 and c["ours"].get("change_ms") and c["kiwi_remove_add_ms"]:
            r = c["kiwi_remove_add_ms"] / c["ours"]["change_ms"]
            parts.append(f"{c['shape']} {r:,.0f}×")
            decided += 1
            if r < 100:
                bad.append(c["shape"])
        elif c["n"] == 1000 and c["ours"].get("change_ms") and c["kiwi_remove_add_lower_ms"]:
            r = c["kiwi_remove_add_lower_ms"] / c["ours"]["change_ms"]
            parts.append(f"{c['shape']} > {r:,.0f}×")
            if r >= 100:
                decided += 1
            else:
                parts[-1] += " (Kiwi stopped too soon to tell)"
    verdict("change ≥ 100× faster than Kiwi remove+add at 1,000",
            "FAIL" if bad else ("PASS" if decided else "not measured"), "; ".join(parts))

    mem = [c for c in cases if c["n"] == 10000 and c["ours"].get("peak_rss_mb") is not None]
    if mem:
        over = [c["shape"] for c in mem if c["ours"]["peak_rss_mb"] >= 200]
        verdict("peak memory < 200 MB at 10,000", "FAIL" if over else "PASS",
                ", ".join(f"{c['shape']} {c['ours']['peak_rss_mb']:.0f} MB" for c in mem))
    else:
        verdict("peak memory < 200 MB at 10,000", "not measured", "run --sizes with 10000")

    disagree = [f"{c['shape']}-{c['n']}" for c in cases if c["agree"].startswith("NO")]
    errors = [f"{c['shape']}-{c['n']}: {c['ours']['error']}" for c in cases
              if c["ours"].get("error")]
    if disagree:
        print(f"- FAIL: values disagree for {', '.join(disagree)}")
    if errors:
        print(f"- ERROR: our solver: {'; '.join(errors)}")

    if a.out:
        for c in cases:  # keep the file readable: values only as max differences
            for side in (c["ours"], *c["kiwi"]["phases"].values()):
                for key in ("values", "changed_values", "base_values"):
                    side.pop(key, None)
        doc = {"format": "motionboard-solver-bench/1", "kiwisolver": kiwisolver.__version__,
               "python": platform.python_version(), "cpus": os.cpu_count(),
               "runs": a.runs, "kiwi_limit_s": a.kiwi_limit, "cases": cases,
               "verdicts": verdicts}
        Path(a.out).write_text(json.dumps(doc, indent=1))
    if errors and not any(c["ours"].get("full_ms") is not None for c in cases):
        return 2
    failed = any(v["status"] == "FAIL" for v in verdicts) or disagree or errors
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
