"""Scene geometry for oracle.py: safe area, layout margins, constraint evaluation on stored frames,
simulated-bar inference from segues."""
from collections import defaultdict

from ibdoc import *  # noqa: F401,F403


class Scene:
    def __init__(self, doc, ctrl, top, dev, doc_ctx):
        self.doc, self.ctrl, self.top, self.dev = doc, ctrl, top, dev
        self.designables = {}
        self.views = build_views(top)
        self.by_id = {v.id: v for v in self.views}
        root = self.views[0]
        root.is_root = True
        self.root = root
        self.storyboard = 'Storyboard' in doc.get('type', '')
        # coordinates: top view at (0,0)
        for v in self.views[1:]:
            p = v.parent
            v.abs = (p.abs[0] + v.frame[0], p.abs[1] + v.frame[1])
        # guides
        self.guides = {}
        for v in self.views:
            for gid, key in v.guides.items():
                self.guides[gid] = Guide(gid, v, key)
        if ctrl is not None:
            lg = ctrl.find('layoutGuides')
            if lg is not None:
                for g in lg.findall('viewControllerLayoutGuide'):
                    self.guides[g.get('id')] = Guide(g.get('id'), root, 'vc' + g.get('type', 'top'))
        # variations
        uninstalled, props, mover = apply_variations(top, dev['traits'], self.by_id)
        self.uninstalled = uninstalled
        for v in self.views:
            if v.id in uninstalled:
                v.installed = False
            if v.elem in props:
                v.props.update(props[v.elem])
            if v.elem in mover:
                e = mover[v.elem]
                v.margins = (fnum(e.get('top')), fnum(e.get('left')), fnum(e.get('bottom')), fnum(e.get('right')))
        for v in self.views:
            if any(not a.installed for a in v.ancestors()):
                v.installed = False
        # constraints
        self.constraints = []
        for v in self.views:
            ce = v.elem.find('constraints')
            if ce is None:
                continue
            for c in ce.findall('constraint'):
                k = Constraint(c, v)
                if k.id in uninstalled or not v.installed:
                    k.installed = False
                if c in props:
                    if 'constant' in props[c]:
                        k.const = fnum(props[c]['constant'])
                if k.first not in self.by_id and k.first not in self.guides:
                    k.installed = False
                if k.second is not None and k.second not in self.by_id and k.second not in self.guides:
                    k.installed = False
                for it in (k.first, k.second):
                    iv = self.by_id.get(it)
                    if iv is not None and not iv.installed:
                        k.installed = False
                self.constraints.append(k)
        self.active = [c for c in self.constraints if c.installed]
        self.doc_ctx = doc_ctx
        self.compute_safe_area()
        self.content_sizes = {}
        self.solve_content_sizes()
        self.check_insets()

    # ----- safe area, margins ---------------------------------------------------------------
    def top_bars(self):
        """(top bar height, bottom bar height, top bar opaque) simulated for the scene."""
        ctrl = self.ctrl
        if ctrl is None:
            return 0.0, 0.0, False
        cid = ctrl.get('id')
        topb, botb, opaque = 0.0, 0.0, False
        nav = ctrl.find("simulatedNavigationBarMetrics[@key='simulatedTopBarMetrics']")
        nil_top = ctrl.find("nil[@key='simulatedTopBarMetrics']") is not None
        inferred = self.doc_ctx['in_nav'].get(cid)
        ni = ctrl.find("navigationItem[@key='navigationItem']")
        if nav is not None:
            topb = 44.0 + (30.0 if nav.get('prompted') == 'YES' else 0.0)
            opaque = nav.get('translucent') == 'NO'
        elif inferred and not nil_top:
            topb = 44.0
            opaque = inferred.get('opaque', False)
            if inferred.get('large') and (ni is None or ni.get('largeTitleDisplayMode') != 'never'):
                topb += 52.0
        if ctrl.get('extendedLayoutIncludesOpaqueBars') == 'YES':
            opaque = False
        tab = ctrl.find("simulatedTabBarMetrics[@key='simulatedBottomBarMetrics']")
        tool = ctrl.find("simulatedToolbarMetrics[@key='simulatedBottomBarMetrics']")
        nil_bot = ctrl.find("nil[@key='simulatedBottomBarMetrics']") is not None
        if tab is not None:
            botb = 49.0
        elif tool is not None:
            botb = 44.0
        elif self.doc_ctx['in_tab'].get(cid) and not nil_bot \
                and ctrl.get('hidesBottomBarWhenPushed') != 'YES':
            botb = 49.0
        return topb, botb, opaque

    def is_freeform(self):
        """A freeform scene: `<freeformSimulatedSizeMetrics>` (Xcode 8-11), or only
        `<size key="freeformSize">` (Xcode 12 and later write no metrics element)."""
        ctrl = self.ctrl
        return ctrl is not None and (ctrl.find('freeformSimulatedSizeMetrics') is not None
                                     or ctrl.find("size[@key='freeformSize']") is not None)

    def status_bar_hidden(self):
        ctrl = self.ctrl
        if ctrl is not None and ctrl.find("nil[@key='simulatedStatusBarMetrics']") is not None:
            return True
        return False

    def compute_safe_area(self):
        """Safe-area rect of the top view in top-view coordinates, plus topLayoutGuide length.

        Rules (see ORACLE-SUMMARY.md): device insets (status bar 20 on non-notched phones and
        iPads); simulated or segue-inferred navigation bar 44 (+30 prompt, +52 large titles);
        tab bar 49 / toolbar 44 above the bottom inset; an opaque navigation bar puts the top view
        below it. Xib top-level views: no bars. The status bar and notch insets follow the Xcode
        that saved the file (ibdoc.device_insets_for_tools). Where the stored frames imply other
        insets, `check_insets` says so."""
        root = self.root
        W, H = root.frame[2], root.frame[3]
        t, l, b, r = self.dev['insets']
        topb, botb, opaque = self.top_bars()
        self.disagreeing_sides = set()
        if self.dev['idiom'] == 'phone' and t == 20 and self.status_bar_hidden():
            t = 0
        if self.ctrl is None:
            # xib top-level view (or view controller): no bars, device insets only
            topb, botb = 0.0, 0.0
            sa_top, sa_bot = float(t), H - b
        else:
            sy = root.frame[1]
            screen_h = self.dev['screen'][1] if self.dev['screen'] else H + sy
            embedded = self.ctrl.get('id') in self.doc_ctx.get('embedded', {})
            if self.is_freeform():
                screen_h = H + sy      # freeform canvas: the stored size is the screen
            elif self.dev['screen'] and not embedded and W == self.dev['screen'][0] \
                    and sy + H < screen_h - TOL:
                # as wide as the screen but shorter (a sheet, or below an opaque bar): Xcode
                # draws it at the screen's bottom. A container's child keeps the device's insets.
                sy = screen_h - H
            if opaque:
                sa_top = 0.0
            elif sy >= t > 0 and topb and not self.is_freeform():
                # a sheet below the status bar: its navigation bar is at its top, 56 points tall
                # (UIKit's in a sheet) where a full screen's is 44
                sa_top = topb + 12.0
            else:
                sa_top = max(0.0, t + topb - sy)
            sa_bot = min(H, screen_h - b - botb - sy)
            if not self.dev['screen']:
                sa_bot = H - botb
        self.safe = (float(l), sa_top, W - l - r, max(0.0, sa_bot - sa_top))
        # iOS 7-10 top/bottom layout guides (length of the bars overlapping the view)
        self.vc_top_len = sa_top
        self.vc_bottom_len = H - sa_bot

    def side_margin(self, width):
        return 20.0 if width >= 400 else 16.0

    def own_margins(self, v):
        """A view's margins without its safe area (for a subview that preserves them)."""
        m = self.margins_of(v)
        if v.props.get('insetsLayoutMarginsFromSafeArea') == 'NO':
            return m
        si = self.safe_insets_of(v)
        return (m[0] - si[0], m[1] - si[1], m[2] - si[2], m[3] - si[3])

    def margins_of(self, v):
        """Layout margins (t,l,b,r) of a view, in points, including safe-area insetting."""
        if v.margins is not None:
            m = v.margins
            if v.is_root and v.tag not in CELL_TAGS and self.ctrl is not None \
                    and (self.ctrl.get('viewRespectsSystemMinimumLayoutMargins') != 'NO'):
                s = self.side_margin(v.frame[2])     # root: max(custom, system minimum)
                m = (m[0], max(m[1], s), m[2], max(m[3], s))
        elif v.is_root and v.tag not in CELL_TAGS:
            s = self.side_margin(v.frame[2])
            m = (0.0, s, 0.0, s)
        elif v.tag == 'tableViewCellContentView':
            if tools_major(self.doc.get('toolsVersion')) < 13000:
                m = (8.0, 8.0, 8.0, 8.0)
            else:
                table = next((a for a in v.ancestors() if a.tag == 'tableView'), None)
                s = self.side_margin(table.frame[2] if table is not None else v.frame[2])
                cell = v.parent
                acc = cell is not None and (cell.props.get('accessoryType', 'none') != 'none'
                                            or cell.elem.find("*[@key='accessoryView']") is not None)
                m = (11.0, s, 11.0, 8.0 if acc else s)
        elif v.tag == 'stackView':
            m = (0.0, 0.0, 0.0, 0.0)
        else:
            m = (8.0, 8.0, 8.0, 8.0)
        if v.props.get('preservesSuperviewLayoutMargins') == 'YES' and v.parent is not None \
                and not v.is_root:
            # the larger of its own and the part of its superview's margins reaching into it
            pm = self.own_margins(v.parent)
            px, py, pw, ph = v.parent.frame[0], v.parent.frame[1], v.parent.frame[2], v.parent.frame[3]
            x, y, w, h = v.frame
            m = (max(m[0], pm[0] - y), max(m[1], pm[1] - x),
                 max(m[2], pm[2] - (ph - y - h)), max(m[3], pm[3] - (pw - x - w)))
        if v.props.get('insetsLayoutMarginsFromSafeArea') == 'NO':
            return m
        si = self.safe_insets_of(v)
        return (m[0] + si[0], m[1] + si[1], m[2] + si[2], m[3] + si[3])

    def in_scrolling_content(self, v):
        return any(a.tag in SCROLL_TAGS for a in v.ancestors()) or v.tag in CELL_TAGS \
            or any(a.tag in CELL_TAGS for a in v.ancestors())

    def safe_rect_of(self, v):
        """Safe-area layout guide of a view, in top-view coordinates. Vertical insets do not
        reach scroll-view content or cells (the scroll view adjusts its content inset instead)."""
        sx, sy, sw, sh = self.safe
        x, y, w, h = v.rect
        x0, x1 = max(x, sx), min(x + w, sx + sw)
        if self.in_scrolling_content(v):
            y0, y1 = y, y + h
        else:
            y0, y1 = max(y, sy), min(y + h, sy + sh)
        if x1 < x0:
            x1 = x0
        if y1 < y0:
            y1 = y0
        return (x0, y0, x1 - x0, y1 - y0)

    def safe_insets_of(self, v):
        x, y, w, h = v.rect
        gx, gy, gw, gh = self.safe_rect_of(v)
        return (gy - y, gx - x, (y + h) - (gy + gh), (x + w) - (gx + gw))

    # ----- attribute evaluation ---------------------------------------------------------------
    def item_rect(self, item, other, cw=None):
        """Rect used for `item` in a constraint with `other`; handles scroll-view content."""
        if item in self.guides:
            g = self.guides[item]
            o = g.owner
            if g.kind == 'safeArea':
                return self.safe_rect_of(o), o
            if g.kind == 'contentLayoutGuide':
                return self.content_rect(o), o
            if g.kind == 'frameLayoutGuide':
                return o.rect, o
            if g.kind == 'vctop':
                return (0.0, 0.0, o.frame[2], self.vc_top_len), o
            if g.kind == 'vcbottom':
                return (0.0, o.frame[3] - self.vc_bottom_len, o.frame[2], self.vc_bottom_len), o
            if g.kind == 'keyboard':
                return (0.0, o.frame[3] - self.safe_insets_of(o)[2], o.frame[2], self.safe_insets_of(o)[2]), o
            return None, o
        v = self.by_id[item]
        return v.rect, v

    def content_rect(self, sv):
        cw, ch = self.content_sizes.get(sv.id, (None, None))
        return (sv.rect[0], sv.rect[1], cw, ch)

    def is_ancestor(self, a, b):
        """a is a (strict) ancestor of b"""
        return any(x is a for x in b.ancestors())

    def attr_value(self, item, attr, other_item, align=False):
        """Value of item.attr (absolute, top-view coordinates) or None if unknown."""
        rect, owner = self.item_rect(item, other_item)
        if rect is None:
            return None
        v_other = None
        if other_item is not None:
            v_other = self.by_id.get(other_item) or (self.guides[other_item].owner if other_item in self.guides else None)
        plain_view = item in self.by_id
        if plain_view and owner.tag in SCROLL_TAGS and v_other is not None and self.is_ancestor(owner, v_other) \
                and attr in CONTENT_EDGE_ATTRS:
            rect = self.content_rect(owner)
        if plain_view and align and owner.tag in ALIGN_INSETS:
            t, l, b, r = ALIGN_INSETS[owner.tag]
            rect = (rect[0] + l, rect[1] + t, rect[2] - l - r, rect[3] - t - b)
        x, y, w, h = rect
        if attr.endswith('Margin') or attr.endswith('WithinMargins'):
            mt, ml, mb, mr = self.margins_of(owner) if plain_view else (0, 0, 0, 0)
            if w is not None:
                x, w = x + ml, w - ml - mr
            else:
                x = x + ml
            if h is not None:
                y, h = y + mt, h - mt - mb
            else:
                y = y + mt
            attr = {'leftMargin': 'left', 'rightMargin': 'right', 'topMargin': 'top',
                    'bottomMargin': 'bottom', 'leadingMargin': 'leading', 'trailingMargin': 'trailing',
                    'centerXWithinMargins': 'centerX', 'centerYWithinMargins': 'centerY'}[attr]
        if attr in ('left', 'leading'):
            return x
        if attr == 'top':
            return y
        if attr in ('right', 'trailing'):
            return None if w is None else x + w
        if attr == 'bottom':
            return None if h is None else y + h
        if attr == 'centerX':
            return None if w is None else x + w / 2
        if attr == 'centerY':
            return None if h is None else y + h / 2
        if attr == 'width':
            return w
        if attr == 'height':
            return h
        return None   # baselines: need text metrics

    def owner_view(self, item):
        if item in self.by_id:
            return self.by_id[item]
        if item in self.guides:
            return self.guides[item].owner
        return None

    def nca_origin(self, a, b, horizontal):
        va, vb = self.owner_view(a), self.owner_view(b)
        if va is None or vb is None:
            return 0.0
        anc_a = [va] + list(va.ancestors())
        set_b = {id(x) for x in [vb] + list(vb.ancestors())}
        for x in anc_a:
            if id(x) in set_b:
                return x.abs[0] if horizontal else x.abs[1]
        return 0.0

    def safe_area_sides(self, c):
        """The sides of the root's safe area (or of the old layout guides) whose vertical inset
        the constraint reads, through a guide or through margins that include it."""
        sides = set()
        for item, attr in ((c.first, c.fattr), (c.second, c.sattr)):
            if item is None or attr in H_ATTRS:
                continue
            base = attr.replace('Margin', '').replace('WithinMargins', '')
            touched = {'top': {'top'}, 'bottom': {'bottom'}}.get(base, {'top', 'bottom'})
            g = self.guides.get(item)
            if g is not None and g.kind in ('vctop', 'vcbottom'):
                sides |= {'top'} if g.kind == 'vctop' else {'bottom'}
            elif g is not None and g.kind == 'safeArea' and not self.in_scrolling_content(g.owner):
                sides |= touched
            v = self.by_id.get(item)
            if v is not None and ('Margin' in attr or 'WithinMargins' in attr) \
                    and v.props.get('insetsLayoutMarginsFromSafeArea') != 'NO' \
                    and not self.in_scrolling_content(v):
                si = self.safe_insets_of(v)
                sides |= {s for s in touched if (si[0] if s == 'top' else si[2]) > 0}
        return sides

    def check_insets(self):
        """The insets the stored frames imply: for each required equality between an edge of the
        root's safe area (or an old layout guide) and an edge of an unflagged view, the error
        in the stored frames. A side whose constraints all miss by the same amount (at least
        0.5 pt) disagrees with the table: its constraints are `undecidable` (the oracle cannot
        tell the view from the inset), and the size of the miss is kept for the report."""
        errors = {'top': [], 'bottom': []}
        for c in self.active:
            if not c.required or c.relation != 'equal' or c.second is None or c.mult != 1.0:
                continue
            sides = self.safe_area_sides(c)
            if len(sides) != 1:
                continue
            views = [self.by_id.get(i) for i in (c.first, c.second)]
            if any(v is not None and (v.misplaced or v.ambiguous
                                      or any(a.misplaced or a.ambiguous for a in v.ancestors()))
                   for v in views):
                continue
            status, err = self.evaluate(c, align=True, check=False)
            if err is not None:
                side = next(iter(sides))
                errors[side].append(round(err * 2) / 2)
        self.implied_insets = {}
        for side, errs in errors.items():
            if errs and all(abs(e) >= TOL for e in errs) and len(set(abs(e) for e in errs)) == 1:
                self.disagreeing_sides.add(side)
                self.implied_insets[side] = abs(errs[0])   # the table's miss, in points

    def evaluate(self, c, align=False, check=True):
        """Return residual status: ('hold'|'fail'|'unknown'|'undecidable', error in pt)."""
        if check and self.safe_area_sides(c) & self.disagreeing_sides:
            return 'undecidable', None
        lhs = self.attr_value(c.first, c.fattr, c.second, align)
        if lhs is None:
            return 'unknown', None
        if c.second is None:
            rhs = c.const
        else:
            rv = self.attr_value(c.second, c.sattr, c.first, align)
            if rv is None:
                return 'unknown', None
            if c.mult != 1.0 and c.fattr not in ('width', 'height'):
                o = self.nca_origin(c.first, c.second, c.fattr in H_ATTRS)
                lhs, rv = lhs - o, rv - o
            rhs = c.mult * rv + c.const
        err = lhs - rhs
        if c.relation == 'equal':
            ok = abs(err) <= TOL
        elif c.relation == 'lessThanOrEqual':
            ok = err <= TOL
        else:
            ok = err >= -TOL
        return ('hold' if ok else 'fail'), round(err, 3)

    def solve_content_sizes(self):
        """Content width/height of scroll views from the equalities that define them."""
        for sv in self.views:
            if sv.tag not in SCROLL_TAGS:
                continue
            cands = {'w': [], 'h': []}
            for c in self.active:
                if c.relation != 'equal' or c.second is None or c.mult != 1.0:
                    continue
                for (a, aa, b, ba, sign) in ((c.first, c.fattr, c.second, c.sattr, 1), (c.second, c.sattr, c.first, c.fattr, -1)):
                    g = self.guides.get(a)
                    via_guide = g is not None and g.owner is sv and g.kind == 'contentLayoutGuide'
                    via_edge = a == sv.id and b in self.by_id and self.is_ancestor(sv, self.by_id[b])
                    if not (via_guide or via_edge):
                        continue
                    if aa not in ('right', 'trailing', 'bottom', 'centerX', 'centerY', 'width', 'height'):
                        continue
                    if aa not in CONTENT_EDGE_ATTRS and via_edge:
                        continue
                    ov = self.attr_value(b, ba, a)
                    if ov is None:
                        continue
                    # a.aa = b.ba + const (sign 1) or b.ba = a.aa + const (sign -1)
                    val = ov + c.const if sign == 1 else ov - c.const
                    x0, y0 = sv.rect[0], sv.rect[1]
                    if aa in ('right', 'trailing'):
                        cands['w'].append(val - x0)
                    elif aa == 'bottom':
                        cands['h'].append(val - y0)
                    elif aa == 'centerX':
                        cands['w'].append(2 * (val - x0))
                    elif aa == 'centerY':
                        cands['h'].append(2 * (val - y0))
                    elif aa == 'width':
                        cands['w'].append(val)
                    elif aa == 'height':
                        cands['h'].append(val)
            res = []
            for k in ('w', 'h'):
                vals = [round(x * 2) / 2 for x in cands[k]]
                if vals:
                    best = max(set(vals), key=vals.count)
                    res.append(best)
                else:
                    res.append(None)
            self.content_sizes[sv.id] = tuple(res)


# ---------------------------------------------------------------------------------------------
# Determinacy (which views' frames follow from non-text inputs)


def doc_context(doc):
    """Navigation/tab-bar containment inferred from segues (for simulated bars)."""
    ctrls = {}
    for e in doc.iter():
        if e.tag.endswith('Controller') and e.get('id') and e.get('sceneMemberID') == 'viewController':
            ctrls[e.get('id')] = e
    edges = defaultdict(list)
    for cid, e in ctrls.items():
        con = e.find('connections')
        if con is None:
            continue
        for s in con.findall('segue'):
            edges[cid].append((s.get('destination'), s.get('kind'), s.get('relationship')))
    # Segues attached to buttons/cells inside the scene are also in the scene's subtree
    for cid, e in ctrls.items():
        for s in e.iter('segue'):
            t = (s.get('destination'), s.get('kind'), s.get('relationship'))
            if t not in edges[cid]:
                edges[cid].append(t)
    in_nav, in_tab = {}, {}
    for cid, e in ctrls.items():
        if e.tag == 'navigationController':
            nb = e.find("navigationBar[@key='navigationBar']")
            hidden = e.get('navigationBarHidden') == 'YES'
            lt = nb is not None and nb.get('largeTitles') == 'YES'
            op = nb is not None and nb.get('translucent') == 'NO' \
                and e.get('extendedLayoutIncludesOpaqueBars') != 'YES'
            stack = [d for d, k, r in edges[cid] if k == 'relationship' and r == 'rootViewController']
            seen = set()
            while stack:
                d = stack.pop()
                if d in seen or d not in ctrls:
                    continue
                seen.add(d)
                if not hidden:
                    in_nav[d] = {'opaque': op, 'large': lt}
                for d2, k2, r2 in edges[d]:
                    if k2 in ('show', 'push', 'showDetail') and ctrls.get(d2) is not None \
                            and ctrls[d2].tag != 'navigationController':
                        stack.append(d2)
        if e.tag == 'tabBarController':
            for d, k, r in edges[cid]:
                if k == 'relationship' and r == 'viewControllers':
                    in_tab[d] = True
    # a navigation controller inside a tab bar controller passes the tab bar down
    for cid, e in ctrls.items():
        if e.tag == 'navigationController' and in_tab.get(cid):
            stack = [d for d, k, r in edges[cid] if k == 'relationship' and r == 'rootViewController']
            seen = set()
            while stack:
                d = stack.pop()
                if d in seen or d not in ctrls:
                    continue
                seen.add(d)
                in_tab[d] = True
                for d2, k2, r2 in edges[d]:
                    if k2 in ('show', 'push') and d2 in ctrls and ctrls[d2].tag != 'navigationController':
                        stack.append(d2)
    # container views' children (embed segues): controller id -> (parent controller, its top
    # view, the container view element)
    embedded = {}
    for cid, e in ctrls.items():
        topv = e.find("*[@key='view']")
        if topv is None:
            continue
        for cv in topv.iter('containerView'):
            for s in cv.iter('segue'):
                if s.get('kind') == 'embed' and s.get('destination') in ctrls:
                    embedded[s.get('destination')] = (e, topv, cv)
    return {'in_nav': in_nav, 'in_tab': in_tab, 'embedded': embedded}
