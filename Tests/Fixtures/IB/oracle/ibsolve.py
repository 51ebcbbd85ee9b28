"""Determinacy analysis for oracle.py: which view frames follow from non-text inputs (Gaussian
elimination with provenance over required equalities, stack-view equations and known intrinsic sizes)."""
from collections import defaultdict

from ibdoc import *  # noqa: F401,F403


def attr_form(scene, item, attr, other):
    """Linear form {var: coef} of item.attr; vars are (kind, id) with kind in x,w,y,h,cw,ch,tb."""
    v = scene.owner_view(item)
    if v is None:
        return None
    gid = v.id
    g = scene.guides.get(item)
    horiz = attr in H_ATTRS
    base = attr.replace('Margin', '').replace('WithinMargins', '')
    base = {'left': 'leading', 'right': 'trailing'}.get(base, base)
    if base in BASELINE_ATTRS:
        return {('y', gid): 1.0, ('tb', gid): 1.0}
    content = False
    if g is not None and g.kind == 'contentLayoutGuide':
        content = True
    ov = scene.owner_view(other) if other is not None else None
    if g is None and v.tag in SCROLL_TAGS and ov is not None and scene.is_ancestor(v, ov) \
            and attr in CONTENT_EDGE_ATTRS:
        content = True
    if g is not None and g.kind in ('vctop', 'vcbottom'):
        # fixed rect inside the root
        pos, size = (('x', gid), ('w', gid)) if horiz else (('y', gid), ('h', gid))
        if base in ('width', 'height'):
            return {}
        if g.kind == 'vcbottom' and not horiz:
            return {('y', gid): 1.0, ('h', gid): 1.0}
        return {pos: 1.0}
    pos, size = (('x', gid), ('w', gid)) if horiz else (('y', gid), ('h', gid))
    if content:
        size = ('cw', gid) if horiz else ('ch', gid)
    if base in ('leading', 'top'):
        return {pos: 1.0}
    if base in ('trailing', 'bottom'):
        return {pos: 1.0, size: 1.0}
    if base in ('centerX', 'centerY'):
        return {pos: 1.0, size: 0.5}
    if base in ('width', 'height'):
        return {size: 1.0}
    return None


def add_forms(a, b, kb):
    out = dict(a)
    for k, c in b.items():
        out[k] = out.get(k, 0.0) + kb * c
        if abs(out[k]) < 1e-12:
            del out[k]
    return out


def constraint_equation(scene, c):
    """Set of variables with non-zero coefficients for an equality constraint (or None)."""
    f1 = attr_form(scene, c.first, c.fattr, c.second)
    if f1 is None:
        return None
    if c.second is None:
        return f1
    f2 = attr_form(scene, c.second, c.sattr, c.first)
    if f2 is None:
        return None
    eq = add_forms(f1, f2, -c.mult)
    if c.mult != 1.0 and c.fattr not in ('width', 'height'):
        va, vb = scene.owner_view(c.first), scene.owner_view(c.second)
        chain = [va] + list(va.ancestors())
        sb = {id(x) for x in [vb] + list(vb.ancestors())}
        nca = next((x for x in chain if id(x) in sb), None)
        if nca is not None:
            k = ('x', nca.id) if c.fattr in H_ATTRS else ('y', nca.id)
            eq = add_forms(eq, {k: 1.0}, c.mult - 1.0)
    return eq


def rref_determined(eqs, unknown):
    """eqs: list of dict var->coef over unknown vars. Returns {determined var: set of indices of
    the equations its value follows from} (provenance, for tainting)."""
    cols = sorted(unknown)
    index = {v: i for i, v in enumerate(cols)}
    m, src = [], []
    for n, e in enumerate(eqs):
        r = {index[v]: c for v, c in e.items() if v in index}
        if r:
            m.append(r)
            src.append({n})
    pivots = []
    used = [False] * len(m)
    for col in range(len(cols)):
        piv = None
        best = 1e-9
        for i, r in enumerate(m):
            if not used[i] and abs(r.get(col, 0.0)) > best:
                best, piv = abs(r[col]), i
        if piv is None:
            continue
        used[piv] = True
        pr = m[piv]
        pc = pr[col]
        for k in list(pr):
            pr[k] /= pc
        for i, r in enumerate(m):
            if i != piv and abs(r.get(col, 0.0)) > 1e-12:
                f = r[col]
                for k, val in pr.items():
                    nv = r.get(k, 0.0) - f * val
                    if abs(nv) < 1e-9:
                        r.pop(k, None)
                    else:
                        r[k] = nv
                src[i] = src[i] | src[piv]
        pivots.append(piv)
    det = {}
    for i in pivots:
        r = m[i]
        if len(r) == 1:
            det[cols[next(iter(r))]] = src[i]
    return det


def components(eqs):
    parent = {}

    def find(a):
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a
    for e in eqs:
        ks = list(e)
        for k in ks[1:]:
            ra, rb = find(ks[0]), find(k)
            if ra != rb:
                parent[ra] = rb
        if ks:
            find(ks[0])
    groups = defaultdict(list)
    for i, e in enumerate(eqs):
        if e:
            groups[find(next(iter(e)))].append(i)
    return groups.values()


def stack_equations(scene, s, text_pass):
    """Linear equations UIKit's stack view generates (required or active ones)."""
    eqs = []
    items = [a for a in s.children if a.arranged_in is s and a.installed]
    vis = [a for a in items if not a.hidden]
    if not vis:
        return eqs, items
    axis = s.props.get('axis', 'horizontal')
    dist = s.props.get('distribution', 'fill')
    align = s.props.get('alignment', 'fill')
    main = ('x', 'w') if axis == 'horizontal' else ('y', 'h')
    cross = ('y', 'h') if axis == 'horizontal' else ('x', 'w')

    def start(v, ax):
        return {(ax[0], v.id): 1.0}

    def end(v, ax):
        return {(ax[0], v.id): 1.0, (ax[1], v.id): 1.0}

    def center(v, ax):
        return {(ax[0], v.id): 1.0, (ax[1], v.id): 0.5}

    def size(v, ax):
        return {(ax[1], v.id): 1.0}
    eqs.append(add_forms(start(vis[0], main), start(s, main), -1))
    eqs.append(add_forms(end(vis[-1], main), end(s, main), -1))
    if dist in ('fill', 'fillEqually', 'fillProportionally'):
        for a, b in zip(vis, vis[1:]):
            eqs.append(add_forms(start(b, main), end(a, main), -1))
    if dist == 'fillEqually':
        for b in vis[1:]:
            eqs.append(add_forms(size(b, main), size(vis[0], main), -1))
    if dist == 'fillProportionally':
        if text_pass or not any(a.tag in TEXT_TAGS for a in vis):
            for b in vis:
                eqs.append(add_forms(size(b, main), size(s, main), -0.5))
    if dist == 'equalSpacing' and len(vis) > 2:
        g0 = add_forms(start(vis[1], main), end(vis[0], main), -1)
        for a, b in zip(vis[1:], vis[2:]):
            eqs.append(add_forms(add_forms(start(b, main), end(a, main), -1), g0, -1))
    if dist == 'equalCentering' and len(vis) > 2:
        g0 = add_forms(center(vis[1], main), center(vis[0], main), -1)
        for a, b in zip(vis[1:], vis[2:]):
            eqs.append(add_forms(add_forms(center(b, main), center(a, main), -1), g0, -1))
    for a in vis:
        if align == 'fill':
            eqs.append(add_forms(start(a, cross), start(s, cross), -1))
            eqs.append(add_forms(end(a, cross), end(s, cross), -1))
        elif align in ('leading', 'top'):
            eqs.append(add_forms(start(a, cross), start(s, cross), -1))
        elif align in ('trailing', 'bottom'):
            eqs.append(add_forms(end(a, cross), end(s, cross), -1))
        elif align == 'center':
            eqs.append(add_forms(center(a, cross), center(s, cross), -1))
        else:   # baselines
            eqs.append({('y', a.id): 1.0, ('tb', a.id): 1.0, ('y', vis[0].id): -1.0, ('tb', vis[0].id): -1.0})
    return eqs, items


def alignment_rect(v):
    """A view's alignment rectangle, which stack views arrange (UIKIT-NOTES.md, 2)."""
    x, y, w, h = v.rect
    if v.tag in ALIGN_INSETS:
        t, l, b, r = ALIGN_INSETS[v.tag]
        return (x + l, y + t, w - l - r, h - t - b)
    return (x, y, w, h)


def stack_holds(scene, s):
    """Whether the equations UIKit's stack view generates (its UISV- constraints) hold in the
    stored frames within 0.5 pt: the arranged subviews' alignment rectangles span the stack
    (inside its margins when it has stored ones or `layoutMarginsRelativeArrangement`), with
    the stored spacing between them for the fill distributions, equal sizes, gaps or centre
    distances for the others, and on the cross axis as the alignment says (baselines are not
    evaluated). Returns ('hold' or 'fail', the largest miss in points)."""
    items = [a for a in s.children if a.arranged_in is s and a.installed and not a.hidden]
    if not items:
        return 'hold', 0.0
    horizontal = s.props.get('axis', 'horizontal') == 'horizontal'
    dist = s.props.get('distribution', 'fill')
    align = s.props.get('alignment', 'fill')
    relative = s.margins is not None or s.props.get('layoutMarginsRelativeArrangement') == 'YES'
    mt, ml, mb, mr = scene.margins_of(s) if relative else (0.0, 0.0, 0.0, 0.0)
    sx, sy, sw, sh = s.rect
    box = (sx + ml, sy + mt, sw - ml - mr, sh - mt - mb)
    pos, size = (0, 2) if horizontal else (1, 3)
    cpos, csize = (1, 3) if horizontal else (0, 2)
    rects = [alignment_rect(a) for a in items]
    misses = [rects[0][pos] - box[pos],
              rects[-1][pos] + rects[-1][size] - box[pos] - box[size]]
    gaps = [b[pos] - a[pos] - a[size] for a, b in zip(rects, rects[1:])]
    if dist in ('fill', 'fillEqually', 'fillProportionally') and s.props.get('spacingType') != 'standard':
        spacing = fnum(s.props.get('spacing'), 0.0)
        misses += [g - spacing for g in gaps]
    if dist == 'fillEqually':
        misses += [r[size] - rects[0][size] for r in rects[1:]]
    if dist == 'equalSpacing':
        misses += [g - gaps[0] for g in gaps[1:]]
    if dist == 'equalCentering':
        centres = [r[pos] + r[size] / 2 for r in rects]
        steps = [b - a for a, b in zip(centres, centres[1:])]
        misses += [d - steps[0] for d in steps[1:]]
    for r in rects:
        start, end = r[cpos] - box[cpos], r[cpos] + r[csize] - box[cpos] - box[csize]
        if align == 'fill':
            misses += [start, end]
        elif align in ('leading', 'top'):
            misses.append(start)
        elif align in ('trailing', 'bottom'):
            misses.append(end)
        elif align == 'center':
            misses.append((start + end) / 2)
    worst = max(misses, key=abs)
    return ('fail' if abs(worst) > TOL else 'hold'), round(worst, 3)


def stored_intrinsic(scene, v):
    """The intrinsic sizes the file states for a view, by axis ('w', 'h'): placeholderIntrinsicWidth
    and Height (`infinite`: none), else a <designable>'s intrinsicContentSize (-1: none). The
    oracle trusts one only where it equals the stored frame; one that contradicts it is stale
    (or overridden), and a view whose axis then rests on nothing else is `intrinsicContradicts`."""
    out = {}
    for axis, key in (('w', 'placeholderIntrinsicWidth'), ('h', 'placeholderIntrinsicHeight')):
        value = v.props.get(key)
        if value and value != 'infinite':
            out[axis] = fnum(value)
    dz = scene.designables.get(v.id)
    if dz is not None:
        for axis, value in zip(('w', 'h'), dz):
            if value >= 0 and axis not in out:
                out[axis] = value
    return out


def contradicting_intrinsic(scene, v):
    """The axes on which a stated intrinsic size differs from the stored frame."""
    sizes = {'w': v.frame[2], 'h': v.frame[3]}
    return {axis for axis, size in stored_intrinsic(scene, v).items() if abs(size - sizes[axis]) > TOL}


def view_vars(v):
    return [('x', v.id), ('w', v.id), ('y', v.id), ('h', v.id)]


def determinacy(scene, text_pass, use_placeholders, holds, images):
    """Return (known set of vars, tainted set of vars, what each known var rests on): the ids of
    the constraints its value follows from, 'stack:ID' for a stack view's equations and
    'intrinsic:ID' for a view's stated or control size."""
    known, tainted = set(), set()
    rests = defaultdict(set)
    root = scene.root
    known.update(view_vars(root))
    for g in scene.guides.values():
        if g.kind in ('vctop', 'vcbottom'):
            known.update([('x', g.id), ('w', g.id), ('y', g.id), ('h', g.id)])
    eqs = []        # (vars dict, ok flag)
    for c in scene.active:
        if c.placeholder and not use_placeholders:
            continue
        if c.relation != 'equal':
            continue
        if not c.required and holds.get(c.id) != 'hold':
            continue
        e = constraint_equation(scene, c)
        if e is None:
            continue
        eqs.append((e, holds.get(c.id) not in ('fail', 'undecidable', 'unknown'), c.id))
    stacks = [v for v in scene.views if v.tag == 'stackView' and v.installed]
    for s in stacks:
        se, _ = stack_equations(scene, s, text_pass)
        eqs.extend((e, holds.get('stack:' + s.id) != 'fail', 'stack:' + s.id) for e in se)
    # intrinsic sources
    src = set()
    for v in scene.views:
        if not v.installed:
            continue
        if v.tag in TEXT_TAGS:
            if text_pass:
                src.update([('w', v.id), ('h', v.id), ('tb', v.id)])
            continue
        w, h = v.frame[2], v.frame[3]
        for axis, size in stored_intrinsic(scene, v).items():
            if abs(size - (w if axis == 'w' else h)) <= TOL:
                src.add((axis, v.id))
        for iw, ih in FIXED_INTRINSIC.get(v.tag, []):
            if (iw is None or abs(iw - w) <= TOL) and (ih is None or abs(ih - h) <= TOL):
                if iw is not None:
                    src.add(('w', v.id))
                src.add(('h', v.id))
        if v.tag == 'imageView' and v.props.get('image') in images:
            iw, ih = images[v.props['image']]
            if abs(iw - w) <= TOL:
                src.add(('w', v.id))
            if abs(ih - h) <= TOL:
                src.add(('h', v.id))
        if text_pass:
            src.add(('tb', v.id))
    known |= src
    for var in src:
        rests[var].add('intrinsic:%s:%s' % (var[1], var[0]))
    changed = True
    while changed:
        changed = False
        # autoresizing / container-placed views: known once the parent is
        for v in scene.views:
            if v.is_root or not v.installed:
                continue
            if placement(scene, v) in ('autoresizing', 'container', 'barItem'):
                p = v.parent
                if all(k in known for k in view_vars(p)) and not all(k in known for k in view_vars(v)):
                    known.update(view_vars(v))
                    for k in view_vars(v):
                        rests[k] |= set().union(*(rests[q] for q in view_vars(p)))
                    if any(k in tainted for k in view_vars(p)):
                        tainted.update(view_vars(v))
                    changed = True
        # stack cross-size fit: max of the arranged subviews' cross sizes
        for s in stacks:
            items = [a for a in s.children if a.arranged_in is s and a.installed and not a.hidden]
            axis = s.props.get('axis', 'horizontal')
            ck = 'h' if axis == 'horizontal' else 'w'
            if items and (ck, s.id) not in known and all((ck, a.id) in known for a in items):
                known.add((ck, s.id))
                rests[(ck, s.id)] |= set().union(*(rests[(ck, a.id)] for a in items))
                changed = True
        # linear elimination over the unknowns, component by component
        live = []
        for e, ok, cid in eqs:
            unk = {k: c for k, c in e.items() if k not in known}
            if unk:
                live.append((unk, ok, [k for k in e if k in known], cid))
        for comp in components([u for u, _, _, _ in live]):
            ces = [live[i] for i in comp]
            unknown = set()
            for u, _, _, _ in ces:
                unknown.update(u)
            det = rref_determined([u for u, _, _, _ in ces], unknown)
            if det:
                for var, prov in det.items():
                    known.add(var)
                    for j in prov:
                        rests[var].add(ces[j][3])
                        for k in ces[j][2]:
                            rests[var] |= rests[k]
                    if any(not ces[j][1] or any(k in tainted for k in ces[j][2]) for j in prov):
                        tainted.add(var)
                changed = True
        # fully over-determined components with a failing equation taint nothing new
    return known, tainted, rests


def placement(scene, v):
    if v.is_root:
        return 'root'
    if v.relation == 'barItem' or v.parent.tag in ('navigationBar', 'toolbar', 'tabBar') and v.relation != 'subview':
        return 'barItem'
    if v.tag in CELL_TAGS or v.relation in ('tableHeaderView', 'tableFooterView', 'sectionHeaderView',
                                              'sectionFooterView', 'backgroundView', 'selectedBackgroundView'):
        return 'container'
    if v.translates or v.fixed_frame:
        # fixedFrame="YES" (Xcode 9+): a view without constraints that Xcode places by its frame
        # and autoresizing mask even though the XML says translatesAutoresizingMaskIntoConstraints="NO"
        return 'autoresizing'
    return 'autolayout'


# ---------------------------------------------------------------------------------------------
