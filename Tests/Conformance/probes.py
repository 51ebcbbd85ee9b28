"""The view tree of an input and the colors expected at points of its picture: the pixel probes
that svg_conformance.py checks in the browsers' screenshots and lottie_conformance.py in
rlottie's and ThorVG's pictures.

    scene = Scene('Examples/login.xml')
    for label, x, y, rgb in scene.points(frames_at_t, width, height): ...

Scene reads the XML (not the exports): the views in drawing order, each one's superview, and what
the timeline changes.  Its points are chosen from the XML and the frames `motionboard frames`
gives for one time: inside the corners of plain <view>s with an opaque, unchanging background
that nothing covers, and just outside their edges (the view below, or the root's background,
white when clear), mapped through the rotations and scales of the view and its superviews.
"""
import math, re
import xml.etree.ElementTree as ET


COLORS = {'white': 'FFFFFF', 'black': '000000', 'red': 'FF0000', 'green': '00FF00', 'blue': '0000FF',
          'systemBlue': '007AFF', 'systemGreen': '34C759', 'systemRed': 'FF3B30', 'systemOrange': 'FF9500',
          'systemYellow': 'FFCC00', 'systemPink': 'FF2D55', 'systemPurple': 'AF52DE',
          'systemIndigo': '5856D6', 'systemTeal': '30B0C7', 'systemGray': '8E8E93',
          'systemGray2': 'AEAEB2', 'systemGray3': 'C7C7CC', 'systemGray4': 'D1D1D6',
          'systemGray5': 'E5E5EA', 'systemGray6': 'F2F2F7', 'systemBackground': 'FFFFFF',
          'secondarySystemBackground': 'F2F2F7'}
EDGE = 1.5   # points this close to an edge are antialiased or ambiguous: skipped


def opaque_color(value):
    """(r, g, b) for an opaque #RGB/#RRGGBB(FF)/named color, None for anything else."""
    v = COLORS.get(value, value[1:] if value and value.startswith('#') else '')
    v = ''.join(c * 2 for c in v) if len(v) == 3 else v[:6] if len(v) == 8 and v[6:].upper() == 'FF' else v
    return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4)) if re.fullmatch(r'[0-9A-Fa-f]{6}', v) else None


def in_rrect(px, py, f, r, grow):
    """Is (px, py) inside the frame f with corner radius r, grown by `grow` points (< 0 shrinks)?"""
    x, y, w, h = f['x'] - grow, f['y'] - grow, f['width'] + 2 * grow, f['height'] + 2 * grow
    if w <= 0 or h <= 0 or not (x <= px <= x + w and y <= py <= y + h):
        return False
    r = max(0.0, min(r + grow, w / 2, h / 2))
    cx, cy = min(max(px, x + r), x + w - r), min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


class Scene:
    """The XML's view tree in drawing order, and the colors expected at chosen points."""
    KINDS = {'view', 'label', 'button', 'textField', 'textView', 'imageView', 'stackView',
             'scrollView', 'tableView', 'tableViewCell', 'collectionView', 'collectionViewCell',
             'datePicker', 'pickerView', 'activityIndicator', 'switch', 'slider', 'stepper',
             'segmentedControl', 'progressView', 'pageControl', 'navigationBar', 'toolbar',
             'tabBar', 'visualEffectView'}
    SCROLLS = {'scrollView', 'tableView', 'collectionView', 'textView'}   # clip like clipsToBounds

    def __init__(self, xml):
        doc, self.order, self.info, self.changed = ET.parse(xml).getroot(), [], {}, {}

        def walk(el, vid, parent):
            self.order.append(vid)
            self.info[vid] = (el.attrib, parent, 'root' if parent is None else el.tag)
            for child in (c for sub in el.findall('subviews') for c in sub if c.tag in self.KINDS):
                walk(child, child.get('id'), vid)
        walk(doc, 'root', None)
        for s in doc.iter('set'):           # what the timeline changes, per view
            self.changed.setdefault(s.get('view'), set()).update(s.attrib)
        for b in doc.iter('basicAnimation'):
            self.changed.setdefault(b.get('view'), set()).add('basicAnimation')

    def chain(self, vid):
        return [vid] + (self.chain(self.info[vid][1]) if self.info[vid][1] else [])

    def radius(self, vid, changing):        # the corner radius, or `changing` if it animates
        a = self.info[vid][0].get('cornerRadius', '0')
        return changing if 'cornerRadius' in self.changed.get(vid, ()) else float(a) if re.fullmatch(r'[\d.]+', a) else changing

    def color(self, vid):
        """The background a view paints, when it is a plain opaque color that never changes."""
        a, parent, kind = self.info[vid]
        if {'backgroundColor', 'cornerRadius', 'borderWidth'} & self.changed.get(vid, set()) \
                or a.get('borderWidth', '0') not in ('0', '0.0') or kind not in ('view', 'root'):
            return None
        bg = a.get('backgroundColor', 'clear')
        return (255, 255, 255) if kind == 'root' and bg == 'clear' else opaque_color(bg)

    def shown(self, vid, fr):
        """Can the view show at all: alpha above 0 up its chain, and not hidden for good?"""
        c = [(self.info[v][0], self.changed.get(v, set()), fr[v]) for v in self.chain(vid)]
        return math.prod(f['alpha'] for _, _, f in c) > 1e-6 and \
            not any(a.get('hidden') == 'true' and 'hidden' not in ch for a, ch, _ in c)

    def placement(self, vid, fr):
        """The affine map (a, b, c, d, e, f) from `frames` coordinates (frames without rotation and
        scale) to the picture: each view up the chain turns and scales its content about its
        frame's center, rotate(r) then scale(sx, sy) as the exports write it (scale applied first)."""
        m = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        for v in reversed(self.chain(vid)):     # the root first: M = M_root · … · C_vid
            f = fr[v]
            cx, cy = f['x'] + f['width'] / 2, f['y'] + f['height'] / 2
            r = math.radians(f['rotation'])
            cos, sin, sx, sy = math.cos(r), math.sin(r), f['scaleX'], f['scaleY']
            a, b, c, d = cos * sx, sin * sx, -sin * sy, cos * sy
            own = (a, b, c, d, cx - a * cx - c * cy, cy - b * cx - d * cy)
            m = (m[0] * own[0] + m[2] * own[1], m[1] * own[0] + m[3] * own[1],
                 m[0] * own[2] + m[2] * own[3], m[1] * own[2] + m[3] * own[3],
                 m[0] * own[4] + m[2] * own[5] + m[4], m[1] * own[4] + m[3] * own[5] + m[5])
        return m

    @staticmethod
    def stretch(m):
        """The smallest factor by which m scales a length (its smaller singular value)."""
        a, b, c, d = m[:4]
        p, q = (a * a + b * b + c * c + d * d) / 2, abs(a * d - b * c)
        return q / math.sqrt(p + math.sqrt(max(0.0, p * p - q * q))) if p > 0 else 0.0

    @staticmethod
    def apply(m, x, y):
        return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]

    @staticmethod
    def invert(m, x, y):
        a, b, c, d, e, f = m
        det = a * d - b * c
        x, y = x - e, y - f
        return (d * x - c * y) / det, (-b * x + a * y) / det

    def state(self, vid, fr, px, py):
        """'out', 'in' (its color shows), 'unknown' (something else may show) for a view at a point.
        The point is mapped back through each view's rotation and scale (placement); a length of
        EDGE in the picture is at least EDGE / stretch in the view's own coordinates."""
        c = [(self.info[v][0], self.changed.get(v, set()), fr[v]) for v in self.chain(vid)]
        alpha = math.prod(f['alpha'] for _, _, f in c)
        if not self.shown(vid, fr) or any(f.get('hidden') for _, _, f in c):
            return 'out'
        clips = [v for v in self.chain(vid) if v == vid or self.info[v][0].get('clipsToBounds') == 'true'
                 or self.info[v][2] in self.SCROLLS]
        local = {}
        for v in clips:
            m = self.placement(v, fr)
            k = self.stretch(m)
            if k < 1e-6:
                return 'out'                    # scaled to nothing: no area drawn
            local[v] = (*self.invert(m, px, py), EDGE / k)
        if any(not in_rrect(x, y, fr[v], self.radius(v, 0.0), g) for v, (x, y, g) in local.items()):
            return 'out'
        sure = all(in_rrect(x, y, fr[v], self.radius(v, 1e9), -g) for v, (x, y, g) in local.items())
        plain = abs(alpha - 1) < 1e-9 and not any('basicAnimation' in ch for _, ch, _ in c)
        return 'in' if sure and plain and self.color(vid) else 'unknown'

    def hit(self, fr, px, py, width, height):
        """The view whose color shows at (px, py), 'root', or None when that cannot be predicted."""
        if not (EDGE <= px <= width - EDGE and EDGE <= py <= height - EDGE):
            return None
        for vid in reversed(self.order[1:]):
            where = self.state(vid, fr, px, py)
            if where != 'out':
                return vid if where == 'in' else None
        return 'root' if self.color('root') else None

    def points(self, fr, width, height):
        """[(label, x, y, rgb)]: 3 pt (+ radius) inside each corner, 3 pt beyond each edge's middle,
        chosen in the view's own coordinates and mapped through its rotation and scale (placement),
        3 pt being 3 / stretch there so that they stay 3 pt or more from the edge in the picture."""
        out = {}
        for vid in self.order[1:]:
            f, m = fr[vid], self.placement(vid, fr)
            k = self.stretch(m)
            if self.color(vid) is None or k < 1e-6:
                continue
            e = 3 / k
            d = e + self.radius(vid, 0.0)
            turned = ' (turned)' if abs(m[1]) > 1e-9 or abs(m[2]) > 1e-9 else \
                ' (scaled)' if abs(m[0] - 1) > 1e-9 or abs(m[3] - 1) > 1e-9 else ''
            x0, y0, x1, y1 = f['x'], f['y'], f['x'] + f['width'], f['y'] + f['height']
            if f['width'] > 2 * d and f['height'] > 2 * d:
                for q in [(x0 + d, y0 + d), (x1 - d, y0 + d), (x0 + d, y1 - d), (x1 - d, y1 - d)]:
                    p = self.apply(m, *q)
                    shown = self.hit(fr, *p, width, height)    # another view when it is covered or hidden
                    if shown:
                        out.setdefault(p, (f'{vid}{turned} inside' + ('' if shown == vid else f', on {shown}'), shown))
            for q in [((x0 + x1) / 2, y0 - e), ((x0 + x1) / 2, y1 + e), (x0 - e, (y0 + y1) / 2), (x1 + e, (y0 + y1) / 2)]:
                p = self.apply(m, *q)
                shown = self.hit(fr, *p, width, height)
                if shown:
                    out.setdefault(p, (f'{vid}{turned} outside, on {shown}', shown))
        return [(label, x, y, self.color(vid)) for (x, y), (label, vid) in out.items()]
