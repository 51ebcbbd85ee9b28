#!/usr/bin/env python3
"""Deterministic constraint systems for proving and timing the Cassowary solver.

Format "motionboard-system/1" (JSON):

    {"format": "motionboard-system/1", "name": "form-100", "kind": "form", "seed": 1,
     "views": V, "variables": N,
     "constraints": [{"terms": [[var, coef], ...], "constant": c,
                      "relation": "==" | "<=" | ">=", "priority": p}, ...],
     "changes": [{"constraint": i, "constant": new_c}, ...]}

A constraint means  sum(coef * x[var]) + constant REL 0.  Priority 1000 is required, anything
lower (1..999, floats allowed) is optional.  Constraints are listed in the order to add them.
For the view shapes, variable 4*view + k is the view's left, top, width, height (k = 0..3),
and view 0 is the root, fixed by four required constraints.

Kinds:
  form, grid, chain  layouts of N views (besides the root); "changes" holds round(1%) of the
                     constraints with a constant moved by +-2, +-4 or +-6.
  random             small well-posed systems: every variable determined, a unique optimum that
                     is the same for every strictly increasing priority -> weight map.
  strict             small systems whose optimum depends on the strict (lexicographic) order
                     of priorities; a weighted sum such as Kiwi's picks another point.

Every system except "strict" has a unique optimum shared by all strictly increasing maps from
priorities to weights, so Kiwi's weighted sum is a valid reference; "strict" systems need the
staged (lexicographic) LP in this module, `staged_lp`.

Command line:
  python3 Benchmarks/systems.py gen --kind form --n 1000 [--seed 1] > sys.json
  python3 Benchmarks/systems.py lp sys.json            # staged-LP base and changed values
  python3 Benchmarks/systems.py check sys.json         # unique and weight-independent?
"""

import argparse
import json
import math
import random
import sys
from fractions import Fraction

FORMAT = "motionboard-system/1"
REQUIRED = 1000
KINDS = ("form", "grid", "chain", "random", "strict")
SHAPES = ("form", "grid", "chain")
DELTAS = (-6, -4, -2, 2, 4, 6)

LEFT, TOP, WIDTH, HEIGHT = 0, 1, 2, 3

# Auto Layout attributes as (attr, coefficient) terms over left/top/width/height.
_ATTRS = {
    "left": ((LEFT, 1.0),),
    "right": ((LEFT, 1.0), (WIDTH, 1.0)),
    "top": ((TOP, 1.0),),
    "bottom": ((TOP, 1.0), (HEIGHT, 1.0)),
    "width": ((WIDTH, 1.0),),
    "height": ((HEIGHT, 1.0),),
    "centerX": ((LEFT, 1.0), (WIDTH, 0.5)),
    "centerY": ((TOP, 1.0), (HEIGHT, 0.5)),
}


def _num(x):
    """A JSON number: an int when the value is integral, else a float."""
    x = float(x)
    if x.is_integer() and abs(x) < 2**53:
        return int(x)
    return x


def is_required(priority):
    return priority >= REQUIRED


# ---------------------------------------------------------------------------------------------
# View shapes


class _ViewBuilder:
    """Builds Auto-Layout style constraints `first REL mult * second + const` over views."""

    def __init__(self, kind, n, seed):
        self.kind, self.n, self.seed = kind, n, seed
        self.views = n + 1
        self.constraints = []
        self.changeable = []

    def add(self, first, rel, second=None, mult=1.0, const=0.0, priority=REQUIRED,
            changeable=False):
        coefs = {}
        view, attr = first
        for a, c in _ATTRS[attr]:
            coefs[4 * view + a] = coefs.get(4 * view + a, 0.0) + c
        if second is not None:
            view2, attr2 = second
            for a, c in _ATTRS[attr2]:
                coefs[4 * view2 + a] = coefs.get(4 * view2 + a, 0.0) - mult * c
        terms = [[v, _num(c)] for v, c in coefs.items() if c != 0.0]
        self.constraints.append({"terms": terms, "constant": _num(-const), "relation": rel,
                                 "priority": _num(priority)})
        index = len(self.constraints) - 1
        if changeable:
            self.changeable.append(index)
        return index

    def root(self):
        """The root's four required pins; their constants are set by `set_root`."""
        self.add((0, "left"), "==", const=0.0)
        self.add((0, "top"), "==", const=0.0)
        self.add((0, "width"), "==", const=0.0)
        self.add((0, "height"), "==", const=0.0)

    def set_root(self, width, height):
        self.constraints[2]["constant"] = _num(-width)
        self.constraints[3]["constant"] = _num(-height)

    def change_count(self):
        return max(1, round(0.01 * len(self.constraints)))

    def finish(self, rng):
        count = min(self.change_count(), len(self.changeable))
        chosen = sorted(rng.sample(self.changeable, count))
        changes = []
        for index in chosen:
            delta = rng.choice(DELTAS)
            # The Auto-Layout constant moves by delta, so the linear constant by -delta.
            changes.append({"constraint": index,
                            "constant": _num(self.constraints[index]["constant"] - delta)})
        return {"format": FORMAT, "name": f"{self.kind}-{self.n}", "kind": self.kind,
                "seed": self.seed, "views": self.views, "variables": 4 * self.views,
                "constraints": self.constraints, "changes": changes}


def _form(n, seed):
    """Rows of a label and a field, as in solver.md 6.2; an odd N ends with a footer view."""
    b = _ViewBuilder("form", n, seed)
    b.root()
    rows, footer = n // 2, n % 2
    above = None  # the view whose bottom the next row hangs from
    for r in range(rows):
        label, field = 1 + 2 * r, 2 + 2 * r
        w = 40 + (53 * r) % 160  # label's intrinsic width
        b.add((label, "left"), "==", (0, "left"), const=16, changeable=True)
        b.add((field, "left"), "==", (label, "right"), const=8)
        b.add((field, "right"), "==", (0, "right"), const=-16, changeable=True)
        if above is None:
            b.add((field, "top"), "==", (0, "top"), const=16, changeable=True)
        else:
            b.add((field, "top"), "==", (above, "bottom"), const=8, changeable=True)
        b.add((label, "centerY"), "==", (field, "centerY"))
        b.add((label, "height"), "==", const=21)
        b.add((field, "height"), "==", const=31, changeable=True)
        b.add((label, "width"), "<=", const=w, priority=250)   # hugging
        b.add((label, "width"), ">=", const=w, priority=740)   # compression resistance
        b.add((field, "width"), ">=", const=100, priority=750)
        above = field
    bottom = 16 + rows * 31 + max(0, rows - 1) * 8
    if footer:
        v = n
        b.add((v, "left"), "==", (0, "left"), const=16, changeable=True)
        if above is None:
            b.add((v, "top"), "==", (0, "top"), const=16, changeable=True)
            bottom = 16 + 44
        else:
            b.add((v, "top"), "==", (above, "bottom"), const=8, changeable=True)
            bottom += 8 + 44
        b.add((v, "width"), "==", const=120)
        b.add((v, "height"), "==", const=44)
        above = v
    b.add((above, "bottom"), "<=", (0, "bottom"), const=-16)
    slack = 6 * b.change_count() + 24
    b.set_root(320, bottom + 16 + slack)
    return b


def _grid(n, seed):
    """ceil(sqrt N) columns filled row by row; row 0 fixes the common width. All required."""
    b = _ViewBuilder("grid", n, seed)
    b.root()
    k = math.ceil(math.sqrt(n))
    rows = math.ceil(n / k)
    for i in range(1, n + 1):
        r, c = divmod(i - 1, k)
        above, prev = i - k, i - 1
        if c == 0:
            b.add((i, "left"), "==", (0, "left"), const=16, changeable=r > 0)
        else:
            b.add((i, "left"), "==", (prev, "right"), const=8, changeable=True)
        if r == 0:
            b.add((i, "top"), "==", (0, "top"), const=16)
        else:
            b.add((i, "top"), "==", (above, "bottom"), const=8, changeable=True)
        if i > 1:
            b.add((i, "width"), "==", (above if c == 0 else prev, "width"))
        if i == 1:
            b.add((i, "height"), "==", (i, "width"), mult=0.75)
        else:
            b.add((i, "height"), "==", (above if c == 0 else prev, "height"))
        if r == 0 and c == k - 1:
            b.add((i, "right"), "==", (0, "right"), const=-16)
        if i + k > n:  # last view of its column
            b.add((i, "bottom"), "<=", (0, "bottom"), const=-16)
    width = 32 + 40 * k + 8 * (k - 1)
    height = 32 + rows * 30 + (rows - 1) * 8
    # Row-0 spacings can widen every view by < 6 (so heights by < 4.5 per row); vertical
    # spacings add at most 6 each.
    slack = 5 * rows + 6 * b.change_count() + 16
    b.set_root(width, height + slack)
    return b


_CHAIN_CYCLE = (1.0, 2.0, 1.0, 1.5, 0.5, 1.25)


def _chain(n, seed):
    """N views in one row, widths cycling 24 x (1, 2, 1, 1.5, 0.5, 1.25) via multipliers."""
    b = _ViewBuilder("chain", n, seed)
    b.root()
    widths = [24.0 * _CHAIN_CYCLE[(i - 1) % 6] for i in range(1, n + 1)]
    for i in range(1, n + 1):
        if i == 1:
            b.add((i, "left"), "==", (0, "left"), const=8, changeable=True)
            b.add((i, "width"), "==", const=24)
        else:
            b.add((i, "left"), "==", (i - 1, "right"), const=8, changeable=True)
            b.add((i, "width"), "==", (i - 1, "width"), mult=widths[i - 1] / widths[i - 2])
        b.add((i, "top"), "==", (0, "top"), const=8, changeable=True)
        b.add((i, "height"), ">=", const=20)
        b.add((i, "height"), "==", (i, "width"), priority=500)
        b.add((i, "bottom"), "<=", (0, "bottom"), const=-8)
    b.add((n, "right"), "<=", (0, "right"), const=-8)
    slack = 6 * b.change_count() + 24
    b.set_root(8 + sum(widths) + 8 * (n - 1) + 8 + slack, 100)
    return b


def generate_shape(kind, n, seed=1):
    if n < 1:
        raise ValueError("n must be at least 1")
    builder = {"form": _form, "grid": _grid, "chain": _chain}[kind](n, seed)
    return builder.finish(random.Random(seed))


# ---------------------------------------------------------------------------------------------
# One-dimensional analysis (exact, with Fractions) used by the random generator.
#
# A random system is triangular: some variables are parameters t_g (one per group g), every
# other variable is fixed by one required equation from earlier variables ("definition"), so it
# is affine in at most one parameter: x = alpha * t_g + beta.  Every other constraint depends on
# a single parameter, and every optional one with coefficient +-1 on it.  Each group is then a
# one-dimensional problem, solved exactly here, both lexicographically and for the
# weight-independence test below.


def _bounds_of(items):
    """Feasible interval [lo, hi] (None = infinite) of the required items, or False."""
    lo = hi = None
    for a, b, rel, _ in items:
        root = -b / a
        if rel == "==" or (rel == "<=") == (a > 0):
            hi = root if hi is None else min(hi, root)
        if rel == "==" or (rel == ">=") == (a > 0):
            lo = root if lo is None else max(lo, root)
    if lo is not None and hi is not None and lo > hi:
        return False
    return lo, hi


def _error(item, t):
    a, b, rel, _ = item
    v = a * t + b
    if rel == "==":
        return abs(v)
    if rel == "<=":
        return max(v, 0)
    return max(-v, 0)


def _lex_1d(required, optional):
    """Lexicographic optimum of a one-dimensional problem: (lo, hi) of the optimal set."""
    bounds = _bounds_of(required)
    if bounds is False:
        return False
    lo, hi = bounds
    for level in sorted({it[3] for it in optional}, reverse=True):
        its = [it for it in optional if it[3] == level]
        cands = [x for x in (lo, hi) if x is not None]
        for a, b, _, _ in its:
            r = -b / a
            if (lo is None or r >= lo) and (hi is None or r <= hi):
                cands.append(r)
        if not cands:
            continue

        def f(t):
            return sum(_error(it, t) for it in its)

        values = [(f(c), c) for c in cands]
        best = min(v for v, _ in values)
        arg = [c for v, c in values if v == best]
        new_lo, new_hi = min(arg), max(arg)
        if hi is None and new_hi == max(cands) and f(new_hi + 1) == best:
            new_hi = None
        if lo is None and new_lo == min(cands) and f(new_lo - 1) == best:
            new_lo = None
        lo, hi = new_lo, new_hi
    return lo, hi


def _direction_ok(optional, t, d):
    """True iff moving t by a small step in direction d costs more than it saves for every
    strictly increasing priority -> weight map (unit coefficients): the priorities helped by
    the move can be matched one to one with strictly higher priorities that it hurts, and
    something is hurt."""
    hurt, helped = [], []
    for a, b, rel, p in optional:
        v = a * t + b
        s = a * d
        if rel == "==":
            if v == 0 or (v > 0) == (s > 0):
                hurt.append(p)
            else:
                helped.append(p)
        elif rel == "<=":
            if v > 0:
                (hurt if s > 0 else helped).append(p)
            elif v == 0 and s > 0:
                hurt.append(p)
        else:
            if v < 0:
                (hurt if s < 0 else helped).append(p)
            elif v == 0 and s < 0:
                hurt.append(p)
    if not hurt:
        return False
    hurt.sort(reverse=True)
    helped.sort(reverse=True)
    if len(helped) > len(hurt):
        return False
    return all(h > g for h, g in zip(hurt, helped))


def _analyse_1d(required, optional):
    """(t, None) for a unique, weight-independent optimum t; else (None, reason)."""
    for a, _, _, _ in optional:
        if abs(a) != 1:
            return None, "optional coefficient is not +-1"
    bounds = _bounds_of(required)
    if bounds is False:
        return None, "required bounds infeasible"
    lex = _lex_1d(required, optional)
    lo, hi = lex
    if lo is None or hi is None or lo != hi:
        return None, "lexicographic optimum not unique"
    t = lo
    req_lo, req_hi = bounds
    for d in (1, -1):
        blocked = (req_hi is not None and t >= req_hi) if d > 0 else \
                  (req_lo is not None and t <= req_lo)
        if not blocked and not _direction_ok(optional, t, d):
            return None, "weighted optimum depends on the weights"
    return t, None


class _RandomModel:
    """Internal form of a random system: constraints plus which ones define which variable."""

    def __init__(self, nvars):
        self.nvars = nvars
        self.constraints = []  # dicts with Fraction coefficients and constant
        self.defs = []         # (constraint index, defined variable), in dependency order
        self.params = []       # parameter variables, one per group

    def analyse(self, constants=None):
        """(values, None) with exact values, or (None, reason)."""
        cons = self.constraints
        if constants is None:
            constants = [c["constant"] for c in cons]
        aff = {}  # var -> (group or None, alpha, beta)
        for g, v in enumerate(self.params):
            aff[v] = (g, Fraction(1), Fraction(0))
        defining = set()
        for ci, v in self.defs:
            defining.add(ci)
            c = cons[ci]
            own = None
            group, alpha, beta = None, Fraction(0), Fraction(constants[ci])
            for var, coef in c["terms"]:
                if var == v:
                    own = coef
                    continue
                g2, a2, b2 = aff[var]
                if a2 != 0:
                    if group is not None and g2 != group:
                        return None, "definition mixes groups"
                    group = g2
                alpha += coef * a2
                beta += coef * b2
            # own * x + alpha * t + beta == 0
            alpha, beta = -alpha / own, -beta / own
            aff[v] = (group if alpha != 0 else None, alpha, beta)
        required = {g: [] for g in range(len(self.params))}
        optional = {g: [] for g in range(len(self.params))}
        for ci, c in enumerate(cons):
            if ci in defining:
                continue
            group, a, b = None, Fraction(0), Fraction(constants[ci])
            for var, coef in c["terms"]:
                g2, a2, b2 = aff[var]
                if a2 != 0:
                    if group is not None and g2 != group:
                        return None, "constraint mixes groups"
                    group = g2
                a += coef * a2
                b += coef * b2
            if a == 0:
                return None, "constraint without a parameter"
            item = (a, b, c["relation"], c["priority"])
            (required if is_required(c["priority"]) else optional)[group].append(item)
        ts = []
        for g in range(len(self.params)):
            t, reason = _analyse_1d(required[g], optional[g])
            if t is None:
                return None, f"group {g}: {reason}"
            ts.append(t)
        values = []
        for v in range(self.nvars):
            g, a, b = aff[v]
            values.append(b if g is None else a * ts[g] + b)
        return values, None


_MULTS = (Fraction(1), Fraction(2), Fraction(1, 2), Fraction(-1), Fraction(3, 2),
          Fraction(3, 4), Fraction(1, 4), Fraction(3), Fraction(-2))
_SCALES = (Fraction(1), Fraction(1), Fraction(-1), Fraction(2), Fraction(1, 2))
_LEVEL_POOL = (1, 50, 100, 249, 250, 251, 300, 490.5, 500, 501, 740, 749, 750, 751, 900, 998,
               999)


def _power_of_two(x):
    x = abs(x)
    return x != 0 and x.numerator & (x.numerator - 1) == 0 and \
        x.denominator & (x.denominator - 1) == 0 and Fraction(1, 64) <= x <= 64


def _random_attempt(rng, counts):
    """One try at a random system; (model, values) or (None, reason).  Counts the redrawn
    one-dimensional problems in counts["groups"]."""
    nvars = rng.randint(5, 40)
    pool = list(_LEVEL_POOL) + [round(rng.uniform(2, 998), 1) for _ in range(2)]
    levels = sorted(set(rng.sample(pool, rng.randint(3, 6))))
    m = _RandomModel(nvars)
    group_of = {}   # var -> group or None (rigid)
    alpha = {}      # var -> alpha (exact) for dressing
    beta = {}
    max_groups = max(1, min(8, nvars // 3))
    for i in range(nvars):
        r = rng.random()
        if i == 0 or (r < 0.3 and len(m.params) < max_groups):
            group_of[i] = len(m.params)
            alpha[i], beta[i] = Fraction(1), Fraction(0)
            m.params.append(i)
            continue
        if r < 0.42:
            # rigid: s * (x - c) == 0
            c = Fraction(rng.randint(-20, 300))
            s = rng.choice(_SCALES)
            m.constraints.append({"terms": [(i, s)], "constant": -s * c, "relation": "==",
                                  "priority": REQUIRED})
            m.defs.append((len(m.constraints) - 1, i))
            group_of[i], alpha[i], beta[i] = None, Fraction(0), c
            continue
        # derived: x_i = a x_j (+ b x_k) + c, written as s * (x_i - a x_j - b x_k - c) == 0
        j = rng.randrange(i)
        a = rng.choice(_MULTS)
        terms = {j: a}
        g = group_of[j]
        if rng.random() < 0.4:
            partners = [k for k in range(i) if k != j and (group_of[k] is None or
                                                           group_of[k] == g or g is None)]
            if partners:
                k = rng.choice(partners)
                terms[k] = rng.choice(_MULTS)
        groups = {group_of[v] for v in terms if group_of[v] is not None}
        if len(groups) > 1:
            terms = {j: a}
            groups = {group_of[j]} if group_of[j] is not None else set()
        c = Fraction(rng.randrange(-40, 41, 2))
        al = sum(coef * alpha[v] for v, coef in terms.items())
        be = sum(coef * beta[v] for v, coef in terms.items()) + c
        s = rng.choice(_SCALES)
        row = [(i, s)] + [(v, -s * coef) for v, coef in terms.items()]
        m.constraints.append({"terms": row, "constant": -s * c, "relation": "==",
                              "priority": REQUIRED})
        m.defs.append((len(m.constraints) - 1, i))
        group_of[i] = (groups.pop() if groups else None) if al != 0 else None
        alpha[i], beta[i] = al, be
    rigid = [v for v in range(nvars) if group_of[v] is None]
    members = {g: [v for v in range(nvars) if group_of[v] == g and alpha[v] != 0]
               for g in range(len(m.params))}
    def dress(g, rel, target, priority):
        """A constraint equivalent to `t_g REL target`: unit coefficient on t_g if optional."""
        for _ in range(20):
            v = rng.choice(members[g])
            coefs = {v: rng.choice(_MULTS)}
            if rng.random() < 0.5:
                others = [u for u in members[g] if u != v] + rigid
                if others:
                    u = rng.choice(others)
                    coefs[u] = rng.choice(_MULTS)
            A = sum(c * alpha[u] for u, c in coefs.items())
            if A == 0:
                continue
            if not is_required(priority):
                if not _power_of_two(A):
                    continue
                scale = 1 / abs(A)
                coefs = {u: c * scale for u, c in coefs.items()}
                A = A * scale
            break
        else:
            v = m.params[g]
            coefs, A = {v: Fraction(1)}, Fraction(1)
        # sum coefs * x = A t + sum coefs * beta; want A (t - target) REL' 0
        const = -A * target - sum(c * beta[u] for u, c in coefs.items())
        r = rel
        if A < 0 and rel != "==":
            r = "<=" if rel == ">=" else ">="
        m.constraints.append({"terms": list(coefs.items()), "constant": const, "relation": r,
                              "priority": priority})

    for g in range(len(m.params)):
        for _ in range(200):
            centre = rng.randint(0, 300)
            items = []
            for _ in range(rng.randint(1, 4)):
                rel = rng.choice(("==", "<=", "<=", ">=", ">="))
                items.append((rel, Fraction(centre + rng.randrange(-60, 61, 2)),
                              rng.choice(levels)))
            req = []
            nreq = rng.choice((0, 0, 0, 1, 2))
            if nreq:
                lo = centre + rng.randrange(-80, 41, 2)
                hi = lo + rng.randrange(24, 121, 2)
                if nreq == 2:
                    req = [(">=", Fraction(lo), REQUIRED), ("<=", Fraction(hi), REQUIRED)]
                else:
                    req = [rng.choice(((">=", Fraction(lo), REQUIRED),
                                       ("<=", Fraction(hi), REQUIRED)))]
            one = lambda it: (Fraction(1), -it[1], it[0], it[2])  # t REL target
            t, _ = _analyse_1d([one(it) for it in req], [one(it) for it in items])
            if t is not None:
                break
            counts["groups"] = counts.get("groups", 0) + 1
        else:
            return None, "no well-posed group"
        for it in items + req:
            dress(g, *it)
    n = len(m.constraints)
    if not 10 <= n <= 60:
        return None, f"{n} constraints"
    opt_levels = {c["priority"] for c in m.constraints if not is_required(c["priority"])}
    if len(opt_levels) < 3:
        return None, "fewer than three optional levels"
    rels = {c["relation"] for c in m.constraints}
    if not {"<=", ">="} <= rels:
        return None, "relations not mixed"
    if all(abs(coef) == 1 for c in m.constraints for _, coef in c["terms"]):
        return None, "no multiplier"
    values, reason = m.analyse()
    if values is None:
        return None, reason
    return (m, values), None


def generate_random(seed):
    """(system, info): info has exact expected values and rejection counts."""
    rng = random.Random(seed)
    rejected = 0
    reasons = {}
    while True:
        res, reason = _random_attempt(rng, reasons)
        if res is not None:
            model, base = res
            # changes: 1-3 constraints whose new constant keeps the system well posed
            for _ in range(200):
                idx = rng.sample(range(len(model.constraints)), rng.randint(1, 3))
                constants = [c["constant"] for c in model.constraints]
                for i in idx:
                    constants[i] += rng.choice(DELTAS)
                changed, why = model.analyse(constants)
                if changed is not None:
                    break
                reasons["changes"] = reasons.get("changes", 0) + 1
            else:
                rejected += 1
                reasons["no valid changes"] = reasons.get("no valid changes", 0) + 1
                continue
            break
        rejected += 1
        key = reason.split(":")[-1].strip()
        reasons[key] = reasons.get(key, 0) + 1
    # Shuffle the order of adds and the variable numbering.
    order = list(range(len(model.constraints)))
    rng.shuffle(order)
    perm = list(range(model.nvars))
    rng.shuffle(perm)  # internal var v -> public index perm[v]
    position = {ci: k for k, ci in enumerate(order)}
    out = []
    for ci in order:
        c = model.constraints[ci]
        terms = [[perm[v], _num(coef)] for v, coef in c["terms"]]
        rng.shuffle(terms)
        out.append({"terms": terms, "constant": _num(c["constant"]),
                    "relation": c["relation"], "priority": _num(c["priority"])})
    changes = sorted(({"constraint": position[i], "constant": _num(constants[i])} for i in idx),
                     key=lambda ch: ch["constraint"])
    system = {"format": FORMAT, "name": f"random-{seed}", "kind": "random", "seed": seed,
              "views": 0, "variables": model.nvars, "constraints": out, "changes": changes}
    exp_base = [0.0] * model.nvars
    exp_changed = [0.0] * model.nvars
    for v in range(model.nvars):
        exp_base[perm[v]] = float(base[v])
        exp_changed[perm[v]] = float(changed[v])
    info = {"expected_base": exp_base, "expected_changed": exp_changed,
            "rejected_systems": rejected, "reasons": reasons}
    return system, info


# ---------------------------------------------------------------------------------------------
# Staged (lexicographic) LP with scipy's HiGHS.


class LPResult:
    def __init__(self, status, values=None, unique=None, movement=None, objectives=None):
        self.status = status          # "optimal", "infeasible", "error: ..."
        self.values = values
        self.unique = unique          # None when not checked
        self.movement = movement      # largest move seen under tilts
        self.objectives = objectives  # per stage

    def __repr__(self):
        return (f"LPResult({self.status}, unique={self.unique}, movement={self.movement}, "
                f"objectives={self.objectives})")


def constants_of(system, changed=False):
    constants = [c["constant"] for c in system["constraints"]]
    if changed:
        for ch in system["changes"]:
            constants[ch["constraint"]] = ch["constant"]
    return constants


def staged_lp(system, changed=False, weights=None, tilts=2, seed=0, move_tol=None):
    """Solve lexicographically (weights=None) or with one weighted sum (weights: priority ->
    weight) and, with tilts > 0, check that the optimum is a single point: over the optimal
    face, minimise and maximise `tilts` random directions and see that nothing moves."""
    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix, vstack

    constants = constants_of(system, changed)
    n = system["variables"]
    ncols = n
    ub_r, ub_c, ub_v, ub_b = [], [], [], []
    eq_r, eq_c, eq_v, eq_b = [], [], [], []
    err = []  # (column, priority)
    for ci, c in enumerate(system["constraints"]):
        k = float(constants[ci])
        rel, p = c["relation"], c["priority"]
        req = is_required(p)
        if rel == "==":
            row = len(eq_b)
            for v, coef in c["terms"]:
                eq_r.append(row); eq_c.append(v); eq_v.append(float(coef))
            if not req:
                eq_r += [row, row]; eq_c += [ncols, ncols + 1]; eq_v += [-1.0, 1.0]
                err += [(ncols, p), (ncols + 1, p)]
                ncols += 2
            eq_b.append(-k)
        else:
            sign = 1.0 if rel == "<=" else -1.0
            row = len(ub_b)
            for v, coef in c["terms"]:
                ub_r.append(row); ub_c.append(v); ub_v.append(sign * float(coef))
            if not req:
                ub_r.append(row); ub_c.append(ncols); ub_v.append(-1.0)
                err.append((ncols, p))
                ncols += 1
            ub_b.append(-sign * k)
    dense = ncols <= 400  # small systems: dense arrays avoid sparse overheads
    A_ub = coo_matrix((ub_v, (ub_r, ub_c)), shape=(len(ub_b), ncols))
    A_eq = coo_matrix((eq_v, (eq_r, eq_c)), shape=(len(eq_b), ncols))
    A_ub, A_eq = (A_ub.toarray(), A_eq.toarray()) if dense else (A_ub.tocsr(), A_eq.tocsr())
    b_ub = list(ub_b)
    bounds = [(None, None)] * n + [(0, None)] * (ncols - n)

    def solve(cost, extra_rows, extra_b):
        A = A_ub
        if extra_rows:
            if dense:
                A = np.vstack([A_ub] + [r.toarray() for r in extra_rows])
            else:
                A = vstack([A_ub] + extra_rows, format="csr")
        res = linprog(cost, A_ub=A if A.shape[0] else None,
                      b_ub=(b_ub + extra_b) if A.shape[0] else None,
                      A_eq=A_eq if A_eq.shape[0] else None, b_eq=eq_b if eq_b else None,
                      bounds=bounds, method="highs",
                      options={"presolve": False} if dense else None)
        return res

    if weights is None:
        stages = [[col for col, p in err if p == level]
                  for level in sorted({p for _, p in err}, reverse=True)]
        stage_weights = [None] * len(stages)
    else:
        stages = [[col for col, _ in err]] if err else []
        stage_weights = [[float(weights(p)) for _, p in err]] if err else []
    extra_rows, extra_b, objectives = [], [], []
    res = None
    for cols, ws in zip(stages, stage_weights):
        cost = np.zeros(ncols)
        cost[cols] = 1.0 if ws is None else ws
        res = solve(cost, extra_rows, extra_b)
        if res.status != 0:
            return LPResult("infeasible" if res.status == 2 else f"error: {res.message}")
        z = float(res.fun)
        objectives.append(z)
        extra_rows.append(coo_matrix((cost[cols], ([0] * len(cols), cols)),
                                     shape=(1, ncols)).tocsr())
        extra_b.append(z)
    if res is None:
        res = solve(np.zeros(ncols), extra_rows, extra_b)
        if res.status != 0:
            return LPResult("infeasible" if res.status == 2 else f"error: {res.message}")
    x = np.array(res.x[:n]) + 0.0  # no negative zeros
    if tilts <= 0:
        return LPResult("optimal", x.tolist(), None, None, objectives)
    if move_tol is None:
        move_tol = 1e-7 * max(1.0, float(np.max(np.abs(x))) / 1000.0) if n else 1e-7
    rng = np.random.default_rng(seed)
    movement = 0.0
    unique = True
    for _ in range(tilts):
        d = rng.standard_normal(n)
        for sign in (1.0, -1.0):
            cost = np.zeros(ncols)
            cost[:n] = sign * d
            r = solve(cost, extra_rows, extra_b)
            if r.status != 0:  # unbounded face: not unique
                unique = False
                movement = math.inf
                continue
            movement = max(movement, float(np.max(np.abs(r.x[:n] - x))) if n else 0.0)
    if movement > move_tol:
        unique = False
    return LPResult("optimal", x.tolist(), unique, movement, objectives)


def kiwi_strength(priority):
    import kiwisolver
    return "required" if is_required(priority) else kiwisolver.strength.create(0, 0, priority)


def kiwi_solve(system, changed=False):
    """Kiwi's values: a fresh solver, constraints added in order, priority p -> strength p."""
    import kiwisolver
    constants = constants_of(system, changed)
    xs = [kiwisolver.Variable(f"x{i}") for i in range(system["variables"])]
    solver = kiwisolver.Solver()
    for c, k in zip(system["constraints"], constants):
        expr = kiwisolver.Expression(
            [kiwisolver.Term(xs[v], float(coef)) for v, coef in c["terms"]], float(k))
        solver.addConstraint(kiwisolver.Constraint(expr, c["relation"],
                                                   kiwi_strength(c["priority"])))
    solver.updateVariables()
    return [x.value() for x in xs]


# ---------------------------------------------------------------------------------------------
# Strict systems: the optimum depends on the strict order of priorities.


class _Plain:
    def __init__(self):
        self.nvars = 0
        self.constraints = []

    def var(self):
        self.nvars += 1
        return self.nvars - 1

    def add(self, terms, rel, const, priority):
        """sum(coef * x) REL const, stored as sum - const REL 0."""
        self.constraints.append({"terms": [[v, _num(c)] for v, c in terms],
                                 "constant": _num(-const), "relation": rel,
                                 "priority": _num(priority)})


def _three_priorities(rng):
    """p1 > p2 > p3 with p2 + p3 > p1, so weights p and the strict order disagree."""
    p1 = rng.choice((999, 900, 751, 750, 600, 501))
    p2 = rng.randint(p1 // 2 + 2, p1 - 2)
    p3 = rng.randint(p1 - p2 + 1, p2 - 1)
    return p1, p2, p3


def _strict_triple(rng, s):
    """On each of 1-3 variables: x >= a @p1, x <= b @p2, x == c @p3 with b < c < a (or the
    mirror image); strictly x = a, weighted (p) x = c.  Some bounds act through a derived
    variable y = m x + k (required)."""
    for _ in range(rng.randint(1, 3)):
        x = s.var()
        p1, p2, p3 = _three_priorities(rng)
        b = rng.randint(-20, 60)
        c = b + rng.randint(6, 60)
        a = c + rng.randint(6, 60)
        if rng.random() < 0.5:  # mirror
            a, b, c = -a, -b, -c
            hi, lo = "<=", ">="
        else:
            hi, lo = ">=", "<="
        target = x
        mult, shift = 1, 0
        if rng.random() < 0.5:
            y = s.var()
            mult, shift = rng.choice((1, 2, 0.5)), rng.randint(-10, 10)
            s.add([(y, 1), (x, -mult)], "==", shift, REQUIRED)
            target = y
        bounds = [(hi, a, p1), (lo, b, p2), ("==", c, p3)]
        rng.shuffle(bounds)
        for rel, val, p in bounds:
            if target == x:
                s.add([(x, 1)], rel, val, p)
            else:  # y REL mult * val + shift  (same point since mult > 0)
                s.add([(target, 1)], rel, mult * val + shift, p)


def _strict_chain(rng, s):
    """A conflict on x1, then each next variable tied to the previous by conflicting optional
    relations of different priorities."""
    x = s.var()
    p1, p2, p3 = _three_priorities(rng)
    b = rng.randint(0, 40)
    c = b + rng.randint(6, 40)
    a = c + rng.randint(6, 40)
    s.add([(x, 1)], ">=", a, p1)
    s.add([(x, 1)], "<=", b, p2)
    s.add([(x, 1)], "==", c, p3)
    prev = x
    for _ in range(rng.randint(1, 4)):
        y = s.var()
        gap = rng.randint(4, 30)
        q1, q2, q3 = _three_priorities(rng)
        s.add([(y, 1), (prev, -1)], ">=", gap, q1)          # y >= prev + gap
        s.add([(y, 1)], "<=", rng.randint(-10, 60), q2)      # a cap that conflicts
        s.add([(y, 1), (prev, -1)], "==", 0, q3)             # y == prev
        if rng.random() < 0.5:
            s.add([(y, 1), (prev, 1)], "<=", rng.randint(50, 300), rng.randint(1, q3 - 1))
        prev = y


def _strict_bigcoef(rng, s):
    """x >= a @high against K x <= K b @low with K * low > high: strictly x = a."""
    for _ in range(rng.randint(1, 2)):
        x = s.var()
        high = rng.choice((999, 750, 500, 300))
        low = rng.randint(1, 20)
        K = rng.choice((10, 100, 1000))
        while K * low <= high:
            K *= 10
        b = rng.randint(-20, 40)
        a = b + rng.randint(4, 40)
        if rng.random() < 0.5:
            s.add([(x, 1)], ">=", a, high)
            s.add([(x, K)], "<=", K * b, low)
        else:
            s.add([(x, -1)], "<=", -a, high)
            s.add([(x, -K)], ">=", -K * b, low)
        if rng.random() < 0.6:
            y = s.var()
            mid = rng.randint(low + 1, high - 1)
            s.add([(y, 1), (x, -1)], "==", rng.randint(2, 20), mid)
            s.add([(y, K)], "<=", K * (b - 5), rng.randint(1, low))
            s.add([(y, 1)], ">=", -100, REQUIRED)


def _strict_mix(rng, s):
    """Random small systems over 2-5 variables, kept only when the strict order matters."""
    nv = rng.randint(2, 5)
    xs = [s.var() for _ in range(nv)]
    anchor = {v: rng.randint(0, 100) for v in xs}
    coefs = (1, 1, 1, -1, 2, 0.5, 3, 10, 100)
    levels = sorted(rng.sample(range(1, 1000), 5))
    for _ in range(rng.randint(nv + 2, 3 * nv + 3)):
        vs = rng.sample(xs, rng.randint(1, min(3, nv)))
        terms = [(v, rng.choice(coefs)) for v in vs]
        rel = rng.choice(("==", "<=", ">="))
        if rng.random() < 0.15:  # required, satisfied at the anchor
            at = sum(c * anchor[v] for v, c in terms)
            slack = 0 if rel == "==" else rng.randint(0, 20)
            s.add(terms, rel, at - slack if rel == ">=" else at + slack, REQUIRED)
        else:
            s.add(terms, rel, rng.randint(-50, 250), rng.choice(levels))
    for v in xs:  # weak pins so that everything is determined
        s.add([(v, 1)], "==", rng.randint(0, 100), rng.randint(1, levels[0]))


_STRICT_TEMPLATES = (("triple", _strict_triple), ("chain", _strict_chain),
                     ("bigcoef", _strict_bigcoef), ("mix", _strict_mix))


def _differs(a, b, tol=1e-6):
    return any(abs(x - y) > tol for x, y in zip(a, b))


def generate_strict(seed):
    """(system, info): info has the staged-LP values and rejection counts.  Kept only when the
    strict optimum is unique, differs from the weighted (weight = priority) optimum, and the
    changed system is unique too."""
    rng = random.Random(seed)
    template, build = _STRICT_TEMPLATES[seed % len(_STRICT_TEMPLATES)]
    rejected = {"not unique": 0, "weights agree": 0, "changes": 0, "infeasible": 0}
    for _ in range(500):
        s = _Plain()
        build(rng, s)
        system = {"format": FORMAT, "name": f"strict-{seed}", "kind": "strict", "seed": seed,
                  "views": 0, "variables": s.nvars, "constraints": s.constraints,
                  "changes": []}
        base = staged_lp(system, tilts=2, seed=seed)
        if base.status != "optimal":
            rejected["infeasible"] += 1
            continue
        if not base.unique:
            rejected["not unique"] += 1
            continue
        weighted = staged_lp(system, weights=float, tilts=0)
        if weighted.status == "optimal" and not _differs(base.values, weighted.values):
            rejected["weights agree"] += 1
            continue
        for _ in range(50):
            idx = rng.sample(range(len(s.constraints)), rng.randint(1, min(3, len(s.constraints))))
            system["changes"] = sorted(
                ({"constraint": i, "constant": _num(s.constraints[i]["constant"] +
                                                    rng.choice(DELTAS))} for i in idx),
                key=lambda ch: ch["constraint"])
            changed = staged_lp(system, changed=True, tilts=2, seed=seed + 1)
            if changed.status == "optimal" and changed.unique:
                info = {"template": template, "base": base.values, "changed": changed.values,
                        "weighted_base": weighted.values, "rejected": rejected}
                return system, info
            rejected["changes"] += 1
    raise RuntimeError(f"strict-{seed}: no acceptable system in 500 tries: {rejected}")


# ---------------------------------------------------------------------------------------------


def generate(kind, n=None, seed=1):
    """The system only (see generate_random / generate_strict for the extra info)."""
    if kind in SHAPES:
        if n is None:
            raise ValueError(f"--n is required for {kind}")
        return generate_shape(kind, n, seed)
    if kind == "random":
        return generate_random(seed)[0]
    if kind == "strict":
        return generate_strict(seed)[0]
    raise ValueError(f"unknown kind {kind!r}")


def dumps(system):
    return json.dumps(system, separators=(",", ":"))


def load(path):
    with open(path) as f:
        system = json.load(f)
    if system.get("format") != FORMAT:
        raise ValueError(f"{path}: not a {FORMAT} file")
    return system


def check(system, weightings=("lex", "priority", "flat"), tilts=2):
    """Unique and the same under each weighting?  Returns (ok, report dict)."""
    weights = {"lex": None, "priority": float, "flat": lambda p: 1000.0 + p,
               "cubic": lambda p: (p / 10.0) ** 3}
    report = {}
    ok = True
    for changed in (False, True):
        state = "changed" if changed else "base"
        ref = None
        for name in weightings:
            r = staged_lp(system, changed=changed, weights=weights[name], tilts=tilts)
            entry = {"status": r.status, "unique": r.unique, "movement": r.movement}
            if r.status != "optimal" or not r.unique:
                ok = False
            elif ref is None:
                ref = r.values
            else:
                diff = max((abs(a - b) for a, b in zip(ref, r.values)), default=0.0)
                entry["diff_vs_" + weightings[0]] = diff
                if diff > 1e-6:
                    ok = False
            report[f"{state}/{name}"] = entry
    return ok, report


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="print a system as JSON")
    g.add_argument("--kind", choices=KINDS, required=True)
    g.add_argument("--n", type=int, help="views besides the root (form, grid, chain)")
    g.add_argument("--seed", type=int, default=1)
    s = sub.add_parser("lp", help="staged-LP (lexicographic) values, base and changed")
    s.add_argument("system")
    s.add_argument("--tilts", type=int, default=2, help="random directions for uniqueness")
    c = sub.add_parser("check", help="unique and weight-independent (HiGHS); exit 0 iff so")
    c.add_argument("system")
    a = ap.parse_args(argv)
    if a.cmd == "gen":
        if a.kind in SHAPES and (a.n is None or a.n < 1):
            ap.error(f"--n N (at least 1) is required for {a.kind}")
        sys.stdout.write(dumps(generate(a.kind, a.n, a.seed)) + "\n")
        return 0
    system = load(a.system)
    if a.cmd == "lp":
        out = {"format": "motionboard-solution/1", "engine": "staged-lp"}
        for state, changed in (("base", False), ("changed", True)):
            r = staged_lp(system, changed=changed, tilts=a.tilts)
            out[state] = r.values
            out[state + "_status"] = r.status
            out[state + "_unique"] = r.unique
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        return 0 if all(out[s + "_status"] == "optimal" for s in ("base", "changed")) else 1
    ok, report = check(system)
    print(json.dumps(report, indent=1))
    print("unique and weight-independent" if ok else "NOT unique or weight-dependent",
          file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
