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
import math, os, re, sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uikit_colors import rgba  # noqa: E402


EDGE = 1.5   # points this close to an edge are antialiased or ambiguous: skipped


def opaque_color(value, dark=False):
    """(r, g, b) for an opaque color (a hex value or a UIKit name, uikit_colors), None for anything else."""
    c = rgba(value, dark) if value else None
    return tuple(c[:3]) if c and c[3] == 1 else None


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
    PLAIN = {'root', 'view', 'stackView'}   # their templates draw only the frame (Templates/)

    def __init__(self, xml):
        doc, self.order, self.info, self.changed = ET.parse(xml).getroot(), [], {}, {}
        self.doc, self.folder, self.images = doc, os.path.dirname(os.path.abspath(xml)), {}
        self.dark = doc.get('appearance') == 'dark'

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
                or a.get('borderWidth', '0') not in ('0', '0.0') or kind not in self.PLAIN:
            return None
        bg = a.get('backgroundColor', 'clear')
        return (255, 255, 255) if kind == 'root' and bg == 'clear' else opaque_color(bg, self.dark)

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

    def image(self, vid):
        """The raster image an image view stretches over its frame (scaleToFill, as
        Templates/imageView.xml draws it), decoded by Pillow: an (h, w, 4) array, or None for no
        image, or one Pillow cannot read (an SVG image)."""
        if vid not in self.images:
            self.images[vid] = None
            a, _, kind = self.info[vid]
            path = os.path.join(self.folder, a.get('image', '')) if kind == 'imageView' and a.get('image') else None
            if path and os.path.isfile(path) and not ({'image', 'contentMode'} & self.changed.get(vid, set())):
                try:
                    import numpy as np
                    from PIL import Image
                except ImportError as e:
                    raise RuntimeError(f'{e}: images are probed with numpy and Pillow (pip install numpy pillow)')
                try:
                    with Image.open(path) as im:
                        self.images[vid] = np.asarray(im.convert('RGBA'), dtype=np.float64)
                except OSError:
                    pass                        # not a raster image Pillow reads (SVG): not probed
        return self.images[vid]

    def image_color(self, vid, f, x, y, k):
        """The color an image view shows at (x, y) of its untransformed frame f, or None when it
        cannot be told: the image's pixels around the point (two image pixels, or the footprint of
        one picture pixel, whichever is more, each way) must be opaque and lie on a plane within
        3/255 per channel (a flat area, or a gradient), so that any filter that scales the image
        gives the plane's value there.  k: picture pixels per point of the frame."""
        img = self.image(vid)
        if img is None or f['width'] <= 0 or f['height'] <= 0:
            return None
        import numpy as np
        ih, iw = img.shape[:2]
        u, v = (x - f['x']) / f['width'] * iw, (y - f['y']) / f['height'] * ih
        reach = max(2.0, iw / (f['width'] * k), ih / (f['height'] * k))
        i0, i1 = math.floor(u - reach - 0.5), math.ceil(u + reach - 0.5)
        j0, j1 = math.floor(v - reach - 0.5), math.ceil(v + reach - 0.5)
        if i0 < 0 or j0 < 0 or i1 >= iw or j1 >= ih:
            return None                         # the image's edge: clamped or blended, not probed
        window = img[j0:j1 + 1, i0:i1 + 1]
        if window[..., 3].min() < 255:
            return None
        jj, ii = np.mgrid[j0:j1 + 1, i0:i1 + 1]
        basis = np.stack([np.ones(ii.size), ii.ravel() + 0.5, jj.ravel() + 0.5], axis=1)
        coef, *_ = np.linalg.lstsq(basis, window[..., :3].reshape(-1, 3), rcond=None)
        if np.abs(basis @ coef - window[..., :3].reshape(-1, 3)).max() > 3:
            return None
        return tuple(int(round(c)) for c in np.array([1, u, v]) @ coef)

    def state(self, vid, fr, px, py):
        """('out' | 'in' | 'unknown', color) for a view at a picture point: 'in' when its own
        color shows there (a plain background, or an image's), 'unknown' when something else may
        show.  The point is mapped back through each view's rotation and scale (placement); a
        length of EDGE in the picture is at least EDGE / stretch in the view's own coordinates."""
        c = [(self.info[v][0], self.changed.get(v, set()), fr[v]) for v in self.chain(vid)]
        alpha = math.prod(f['alpha'] for _, _, f in c)
        if not self.shown(vid, fr) or any(f.get('hidden') for _, _, f in c):
            return 'out', None
        clips = [v for v in self.chain(vid) if v == vid or self.info[v][0].get('clipsToBounds') == 'true'
                 or self.info[v][2] in self.SCROLLS]
        local = {}
        for v in clips:
            m = self.placement(v, fr)
            k = self.stretch(m)
            if k < 1e-6:
                return 'out', None              # scaled to nothing: no area drawn
            # Text may draw beyond its view's frame (UIKit does not clip a label; a font that is
            # not installed falls back to wider or taller glyphs): around views that are neither
            # plain nor images, half the frame's height more is left unpredicted.
            grow = EDGE / k if v != vid or self.info[v][2] in self.PLAIN or self.info[v][2] == 'imageView' \
                else max(EDGE / k, fr[v]['height'] / 2)
            local[v] = (*self.invert(m, px, py), grow, k)
        if any(not in_rrect(x, y, fr[v], self.radius(v, 0.0), g) for v, (x, y, g, _) in local.items()):
            return 'out', None
        if any('hidden' not in f and 'hidden' in ch for _, ch, f in c):
            return 'unknown', None              # frames without `hidden` (--states): it may be hidden
        sure = all(in_rrect(x, y, fr[v], self.radius(v, 1e9), -g) for v, (x, y, g, _) in local.items())
        plain = abs(alpha - 1) < 1e-9 and not any('basicAnimation' in ch for _, ch, _ in c)
        if not (sure and plain):
            return 'unknown', None
        x, y, _, k = local[vid]
        color = self.color(vid) or self.image_color(vid, fr[vid], x, y, k)
        return ('in', color) if color else ('unknown', None)

    def hit(self, fr, px, py, width, height):
        """(the view whose color shows at (px, py) or 'root', that color), or None when it cannot
        be predicted."""
        if not (EDGE <= px <= width - EDGE and EDGE <= py <= height - EDGE):
            return None
        for vid in reversed(self.order[1:]):
            where, color = self.state(vid, fr, px, py)
            if where != 'out':
                return (vid, color) if where == 'in' else None
        # The root moves, turns and scales with its own transform: around it is no view's color.
        m = self.placement('root', fr)
        k = self.stretch(m)
        x, y = self.invert(m, px, py) if k > 1e-6 else (math.inf, math.inf)
        if not in_rrect(x, y, fr['root'], 0.0, -EDGE / max(k, 1e-6)):
            return None
        return ('root', self.color('root')) if self.color('root') else None

    GRID = 6            # the root's probes: the centers of a GRID x GRID grid over the picture
    IMAGE_GRID = 5      # an image's: the centers of an IMAGE_GRID x IMAGE_GRID grid over its frame

    def points(self, fr, width, height):
        """[(label, x, y, rgb)], each point the center of a picture pixel (so that the pixel a
        check reads is the one predicted): for plain views, 3 pt (+ radius) inside each corner and
        3 pt beyond each edge's middle; for image views, the centers of a grid over the frame where
        the image can be told (image_color); all chosen in the view's own coordinates and mapped
        through its rotation and scale (placement), 3 pt being 3 / stretch there so that they stay
        3 pt or more from the edge in the picture; and the root's background at the centers of a
        grid over the picture, where no view may draw."""
        out = {}

        def probe(q, label):
            p = (math.floor(q[0]) + 0.5, math.floor(q[1]) + 0.5)
            shown = self.hit(fr, *p, width, height)    # another view when it is covered or hidden
            if shown and p not in out:
                out[p] = (label(shown[0]), shown[1])

        for vid in self.order[1:]:
            f, m = fr[vid], self.placement(vid, fr)
            k = self.stretch(m)
            if k < 1e-6 or self.color(vid) is None and self.image(vid) is None:
                continue
            e = 3 / k
            d = e + self.radius(vid, 0.0)
            turned = ' (turned)' if abs(m[1]) > 1e-9 or abs(m[2]) > 1e-9 else \
                ' (scaled)' if abs(m[0] - 1) > 1e-9 or abs(m[3] - 1) > 1e-9 else ''
            x0, y0, x1, y1 = f['x'], f['y'], f['x'] + f['width'], f['y'] + f['height']
            if self.color(vid) is None:             # an image
                n = self.IMAGE_GRID
                for i in range(n):
                    for j in range(n):
                        q = (x0 + (i + 0.5) / n * (x1 - x0), y0 + (j + 0.5) / n * (y1 - y0))
                        probe(self.apply(m, *q), lambda shown: f'{vid}{turned} image ({i}, {j})'
                              + ('' if shown == vid else f', on {shown}'))
                continue
            if f['width'] > 2 * d and f['height'] > 2 * d:
                for q in [(x0 + d, y0 + d), (x1 - d, y0 + d), (x0 + d, y1 - d), (x1 - d, y1 - d)]:
                    probe(self.apply(m, *q), lambda shown: f'{vid}{turned} inside' + ('' if shown == vid else f', on {shown}'))
            for q in [((x0 + x1) / 2, y0 - e), ((x0 + x1) / 2, y1 + e), (x0 - e, (y0 + y1) / 2), (x1 + e, (y0 + y1) / 2)]:
                probe(self.apply(m, *q), lambda shown: f'{vid}{turned} outside, on {shown}')
        n = self.GRID
        for i in range(n):
            for j in range(n):
                probe(((i + 0.5) / n * width, (j + 0.5) / n * height),
                      lambda shown: 'background' + ('' if shown == 'root' else f', on {shown}'))
        return [(label, x, y, rgb) for (x, y), (label, rgb) in out.items()]
