"""IB document model for oracle.py: device table, IB element tables, views, constraints, variations, scenes."""
import xml.etree.ElementTree as ET
from collections import defaultdict

TOL = 0.5

# ---------------------------------------------------------------------------------------------
# Device table: id -> (portrait width, portrait height, idiom, safe-area insets portrait (t,l,b,r),
#                      safe-area insets landscape (t,l,b,r), regular width in landscape)
# Sizes and insets are those Xcode's canvas uses (see FEATURES.md for sources).
DEVICES = {
    'retina3_5': (320, 480, 'phone', (20, 0, 0, 0), (0, 0, 0, 0), False),
    'retina4_0': (320, 568, 'phone', (20, 0, 0, 0), (0, 0, 0, 0), False),
    'retina4_7': (375, 667, 'phone', (20, 0, 0, 0), (0, 0, 0, 0), False),
    'retina5_5': (414, 736, 'phone', (20, 0, 0, 0), (0, 0, 0, 0), True),
    'retina5_9': (375, 812, 'phone', (44, 0, 34, 0), (0, 44, 21, 44), False),
    'retina5_4': (375, 812, 'phone', (50, 0, 34, 0), (0, 50, 21, 50), False),
    'retina6_1': (414, 896, 'phone', (44, 0, 34, 0), (0, 44, 21, 44), True),
    'retina6_5': (414, 896, 'phone', (44, 0, 34, 0), (0, 44, 21, 44), True),
    'retina6_0': (390, 844, 'phone', (47, 0, 34, 0), (0, 47, 21, 47), False),
    'retina6_7': (428, 926, 'phone', (47, 0, 34, 0), (0, 47, 21, 47), True),
    'retina6_12': (393, 852, 'phone', (59, 0, 34, 0), (0, 59, 21, 59), False),
    'retina6_72': (430, 932, 'phone', (59, 0, 34, 0), (0, 59, 21, 59), True),
    'retina6_3': (402, 874, 'phone', (62, 0, 34, 0), (0, 62, 21, 62), False),
    'retina6_9': (440, 956, 'phone', (62, 0, 34, 0), (0, 62, 21, 62), True),
    'ipad9_7': (768, 1024, 'pad', (20, 0, 0, 0), (20, 0, 0, 0), True),
    'ipad10_2': (810, 1080, 'pad', (20, 0, 0, 0), (20, 0, 0, 0), True),
    'ipad10_5': (834, 1112, 'pad', (20, 0, 0, 0), (20, 0, 0, 0), True),
    'ipad12_9': (1024, 1366, 'pad', (20, 0, 0, 0), (20, 0, 0, 0), True),
    'ipad8_3rounded': (744, 1133, 'pad', (24, 0, 20, 0), (24, 0, 20, 0), True),
    'ipad10_9rounded': (820, 1180, 'pad', (24, 0, 20, 0), (24, 0, 20, 0), True),
    'ipad11_0rounded': (834, 1194, 'pad', (24, 0, 20, 0), (24, 0, 20, 0), True),
    'ipad12_9rounded': (1024, 1366, 'pad', (24, 0, 20, 0), (24, 0, 20, 0), True),
}
# <simulatedScreenMetrics key="destination" type=...> of the Xcode 5-7 era
SIM_SCREENS = {'retina35': 'retina3_5', 'retina4': 'retina4_0', 'retina4_7.fullscreen': 'retina4_7',
               'retina5_5.fullscreen': 'retina5_5', 'retina47': 'retina4_7', 'retina55': 'retina5_5'}

# IB element tag -> UIKit class
TAG_CLASS = {
    'view': 'UIView', 'label': 'UILabel', 'button': 'UIButton', 'textField': 'UITextField',
    'textView': 'UITextView', 'imageView': 'UIImageView', 'switch': 'UISwitch', 'slider': 'UISlider',
    'segmentedControl': 'UISegmentedControl', 'activityIndicatorView': 'UIActivityIndicatorView',
    'progressView': 'UIProgressView', 'pageControl': 'UIPageControl', 'datePicker': 'UIDatePicker',
    'pickerView': 'UIPickerView', 'stackView': 'UIStackView', 'scrollView': 'UIScrollView',
    'tableView': 'UITableView', 'tableViewCell': 'UITableViewCell',
    'tableViewCellContentView': 'UITableViewCellContentView', 'collectionView': 'UICollectionView',
    'collectionViewCell': 'UICollectionViewCell', 'collectionReusableView': 'UICollectionReusableView',
    'collectionViewCellContentView': 'UICollectionViewCellContentView',
    'navigationBar': 'UINavigationBar', 'toolbar': 'UIToolbar', 'tabBar': 'UITabBar',
    'visualEffectView': 'UIVisualEffectView', 'searchBar': 'UISearchBar', 'stepper': 'UIStepper',
    'mapView': 'MKMapView', 'webView': 'UIWebView', 'wkWebView': 'WKWebView',
    'containerView': 'UIView', 'pongPressGestureRecognizer': None,
}
TEXT_TAGS = {'label', 'button', 'textField', 'textView', 'segmentedControl', 'datePicker', 'searchBar'}
CELL_TAGS = {'tableViewCell', 'collectionViewCell', 'collectionReusableView'}
SCROLL_TAGS = {'scrollView', 'tableView', 'collectionView', 'textView'}
# Fixed intrinsic sizes of controls (width or None, height or None); used only when the stored
# frame equals them (then the intrinsic size is evidently in force).
FIXED_INTRINSIC = {
    'switch': [(51, 31), (49, 31)], 'activityIndicatorView': [(20, 20), (37, 37)],
    'stepper': [(94, 29), (94, 32)], 'progressView': [(None, 2), (None, 4)],
    'slider': [(None, 30), (None, 31), (None, 34)], 'pageControl': [(None, 26), (None, 37), (None, 28)],
    'pickerView': [(None, 216), (320, 216)],
    'toolbar': [(None, 44), (None, 49)], 'navigationBar': [(None, 44), (None, 96)],
    'tabBar': [(None, 49)],
}
# Alignment-rect insets (top, left, bottom, right) of frame -> alignment rect, as observed in
# stored frames (see UIKIT-NOTES.md). Only used for the informative `holdsWithAlignmentRects`.
ALIGN_INSETS = {'switch': (0, 0, 0, 2), 'slider': (0, 2, 1, 2), 'segmentedControl': (0, 0, 1, 0)}

EDGE_ATTRS = {'left', 'right', 'top', 'bottom', 'leading', 'trailing', 'centerX', 'centerY',
              'leftMargin', 'rightMargin', 'topMargin', 'bottomMargin', 'leadingMargin',
              'trailingMargin', 'centerXWithinMargins', 'centerYWithinMargins'}
# A scroll view's edges and margins, related to one of its descendants, are its content's; its
# centres, width and height stay its frame's (Apple's Auto Layout Guide, "Working with Scroll
# Views": "Constraints between the edges or margins of the scroll view and its content attach to
# the scroll view's content area. Constraints between the height, width, or centers attach to the
# scroll view's frame.")
CONTENT_EDGE_ATTRS = {'left', 'right', 'top', 'bottom', 'leading', 'trailing', 'leftMargin',
                      'rightMargin', 'topMargin', 'bottomMargin', 'leadingMargin', 'trailingMargin'}
BASELINE_ATTRS = {'baseline', 'firstBaseline', 'lastBaseline'}
H_ATTRS = {'left', 'right', 'leading', 'trailing', 'centerX', 'width', 'leftMargin', 'rightMargin',
           'leadingMargin', 'trailingMargin', 'centerXWithinMargins'}


def fnum(s, default=0.0):
    if s is None:
        return default
    try:
        return float(s)
    except ValueError:
        return default


def parse_multiplier(s):
    if s is None:
        return 1.0
    for sep in (':', '/'):
        if sep in s:
            a, b = s.split(sep, 1)
            return float(a) / float(b)
    return float(s)


class Guide:
    def __init__(self, gid, owner, kind):
        self.id, self.owner, self.kind = gid, owner, kind


class View:
    def __init__(self, elem, parent, relation):
        self.elem = elem
        self.tag = elem.tag
        self.id = elem.get('id')
        self.parent = parent
        self.relation = relation          # 'subview', 'contentView', 'cell', 'header', ...
        self.children = []
        r = elem.find("rect[@key='frame']")
        self.frame = (fnum(r.get('x')), fnum(r.get('y')), fnum(r.get('width')), fnum(r.get('height')))
        self.abs = (0.0, 0.0)
        self.custom = elem.get('customClass')
        self.cls = TAG_CLASS.get(self.tag, 'UIView') or 'UIView'
        self.translates = elem.get('translatesAutoresizingMaskIntoConstraints') != 'NO'
        self.misplaced = elem.get('misplaced') == 'YES'
        self.ambiguous = elem.get('ambiguous') == 'YES'
        self.hidden = elem.get('hidden') == 'YES'
        self.fixed_frame = elem.get('fixedFrame') == 'YES'
        self.installed = True
        self.guides = {}
        self.margins = None               # explicit (t,l,b,r) if stored
        self.is_root = False
        self.arranged_in = None           # stack view this view is arranged in
        self.props = dict(elem.attrib)

    @property
    def rect(self):
        return (self.abs[0], self.abs[1], self.frame[2], self.frame[3])

    def ancestors(self):
        p = self.parent
        while p is not None:
            yield p
            p = p.parent


class Constraint:
    def __init__(self, elem, owner):
        self.elem = elem
        self.id = elem.get('id')
        self.owner = owner
        self.first = elem.get('firstItem') or owner.id
        self.fattr = elem.get('firstAttribute')
        self.second = elem.get('secondItem')
        self.sattr = elem.get('secondAttribute')
        self.relation = elem.get('relation', 'equal')
        self.mult = parse_multiplier(elem.get('multiplier'))
        self.const = fnum(elem.get('constant'))
        self.priority = fnum(elem.get('priority'), 1000.0)
        self.placeholder = elem.get('placeholder') == 'YES'
        self.installed = True
        if self.second is not None and self.sattr is None:
            self.sattr = self.fattr
        if self.sattr == 'notAnAttribute':
            self.second, self.sattr = None, None

    @property
    def required(self):
        return self.priority >= 1000


# ---------------------------------------------------------------------------------------------
# Traits and variations

def device_info(doc):
    """Return dict: id, size (w,h) of the screen, orientation, insets, traits (wc, hc) or None."""
    d = doc.find('device')
    info = {'id': None, 'orientation': 'portrait', 'screen': None, 'insets': (0, 0, 0, 0),
            'traits': None, 'idiom': 'phone', 'statusBar': 20}
    if d is not None:
        did = d.get('id')
        info['id'] = did
        info['orientation'] = d.get('orientation', 'portrait')
        if did in DEVICES:
            w, h, idiom, ip, il, wide = DEVICES[did]
            land = info['orientation'] == 'landscape'
            info['screen'] = (h, w) if land else (w, h)
            ip, il = device_insets_for_tools(did, ip, il, xcode_era(doc))
            info['insets'] = il if land else ip
            info['idiom'] = idiom
            if idiom == 'pad':
                info['traits'] = ('regular', 'regular')
            elif land:
                info['traits'] = ('regular' if wide else 'compact', 'compact')
            else:
                info['traits'] = ('compact', 'regular')
            if land and idiom == 'phone':
                info['statusBar'] = 0
    else:
        smc = doc.find('simulatedMetricsContainer')
        if smc is not None:
            sm = smc.find("simulatedScreenMetrics[@key='destination']")
            t = sm.get('type') if sm is not None else None
            did = SIM_SCREENS.get(t, 'retina4_0' if t is None else None)
            om = smc.find("simulatedOrientationMetrics")
            land = om is not None and (om.get('orientation') or '').startswith('landscape')
            info['orientation'] = 'landscape' if land else 'portrait'
            if did in DEVICES:
                w, h, idiom, ip, il, wide = DEVICES[did]
                info['id'] = did
                info['screen'] = (h, w) if land else (w, h)
                info['insets'] = (0, 0, 0, 0) if land else ip
                info['idiom'] = idiom
            if sm is not None and sm.find("size[@key='portraitSize']") is not None:
                ps = sm.find("size[@key='portraitSize']")
                pw, ph = fnum(ps.get('width')), fnum(ps.get('height'))
                info['screen'] = (ph, pw) if land else (pw, ph)
                info['idiom'] = 'pad' if pw >= 768 else 'phone'
        if doc.get('useTraitCollections') == 'YES':
            info['traits'] = ('any', 'any')      # 600x600 "wAny hAny" canvas
        if info['id'] is None:
            # status bar of the simulated iPhone (none on Xcode 11-14.2's canvas)
            info['insets'] = (20 if status_bar_shown(xcode_era(doc)) else 0, 0, 0, 0)
    return info


def tools_major(tv):
    try:
        return float((tv or '0').split('.')[0])
    except ValueError:
        return 0.0


def xcode_era(doc):
    """The toolsVersion that dates the file's canvas rules. Some Xcode 15 and 16 builds write
    toolsVersion="32700.99.1234", a number no release has reached; their IBCocoaTouchPlugin
    version (22684, 22685: Xcode 15) dates them instead."""
    tv = tools_major(doc.get('toolsVersion'))
    if tv >= 30000:
        for p in doc.iter('plugIn'):
            if p.get('identifier') == 'com.apple.InterfaceBuilder.IBCocoaTouchPlugin':
                return tools_major(p.get('version'))
    return tv


# Xcode 11 (toolsVersion 14800; its betas wrote 148xx) to Xcode 14.2 drew no status bar on the
# canvas of phones without a notch and of the 600 x 600 canvas: the safe area starts at the top
# (44 under a navigation bar); Xcode 14.3 (21701) drew it again. Xcode 26 (24000) doubles the
# insets of notched phones (96/68 on retina6_1). Measured in the stored frames (UIKIT-NOTES.md, 6).
STATUS_BAR_GONE = (14800, 21701)
DOUBLED_NOTCH = 24000


def status_bar_shown(era):
    return not (STATUS_BAR_GONE[0] <= era < STATUS_BAR_GONE[1])


def device_insets_for_tools(did, ip, il, era):
    """Safe-area insets Xcode's canvas used changed for two devices around Xcode 14
    (toolsVersion 21xxx): iPhone 11 (retina6_1) 44 -> 48 and iPhone 11 Pro (retina5_9) 44 -> 50,
    matching iOS 15/16 on those devices. Xcode 26 doubles every notched phone's insets.
    Observed in the corpus (ORACLE-SUMMARY.md)."""
    if era >= 21000:
        if did == 'retina6_1':
            ip, il = (48, 0, 34, 0), (0, 48, 21, 48)
        if did == 'retina5_9':
            ip, il = (50, 0, 34, 0), (0, 50, 21, 50)
    notched = ip[0] > 20 and DEVICES[did][2] == 'phone'
    if notched and era >= DOUBLED_NOTCH:
        ip, il = tuple(2 * x for x in ip), tuple(2 * x for x in il)
    if not notched and DEVICES[did][2] == 'phone' and not status_bar_shown(era):
        ip = (0,) + tuple(ip[1:])
    return ip, il


def variation_matches(key, traits):
    if key == 'default':
        return True
    if traits is None:
        return False
    wc, hc = traits
    for cond in key.split('-'):
        if '=' not in cond:
            return False
        k, v = cond.split('=', 1)
        if k == 'widthClass':
            if wc != v:
                return False
        elif k == 'heightClass':
            if hc != v:
                return False
        else:
            return False
    return True


def variation_specificity(key):
    return 0 if key == 'default' else key.count('=')


def apply_variations(root_elem, traits, by_id):
    """Return (uninstalled ids, property overrides {elem: {attr: value}}, margin overrides)."""
    state = {}
    props = defaultdict(dict)
    margins = {}
    parent_of = {c: p for p in root_elem.iter() for c in p}
    vars_ = [v for v in root_elem.iter('variation')]
    vars_.sort(key=lambda v: variation_specificity(v.get('key', '')))
    for v in vars_:
        key = v.get('key', '')
        if not variation_matches(key, traits):
            continue
        owner = parent_of.get(v)
        for mask in v.findall('mask'):
            for inc in mask:
                ref = inc.get('reference')
                if ref:
                    state[ref] = (inc.tag == 'include')
        extra = {a: b for a, b in v.attrib.items() if a != 'key'}
        if extra and key != 'default' and owner is not None:
            props[owner].update(extra)
        ei = v.find("edgeInsets[@key='layoutMargins']")
        if ei is not None and owner is not None and key != 'default':
            margins[owner] = ei
    uninstalled = {k for k, inst in state.items() if not inst}
    return uninstalled, props, margins


# ---------------------------------------------------------------------------------------------
# Document -> scenes

SKIP_CHILD = {'connections', 'constraints', 'variation', 'userDefinedRuntimeAttributes',
              'gestureRecognizers', 'segments', 'accessibility', 'inset', 'state', 'fontDescription',
              'color', 'textInputTraits', 'rect', 'autoresizingMask', 'point', 'size'}


def has_frame(e):
    return e.find("rect[@key='frame']") is not None


def build_views(top_elem):
    views = []

    def walk(elem, parent, relation):
        v = View(elem, parent, relation)
        if parent is not None:
            parent.children.append(v)
        views.append(v)
        for g in elem.findall('viewLayoutGuide'):
            v.guides[g.get('id')] = g.get('key')
        lm = elem.find("edgeInsets[@key='layoutMargins']")
        if lm is not None:
            v.margins = (fnum(lm.get('top')), fnum(lm.get('left')), fnum(lm.get('bottom')), fnum(lm.get('right')))
        dm = elem.find("directionalEdgeInsets[@key='directionalLayoutMargins']")
        if dm is not None:
            v.margins = (fnum(dm.get('top')), fnum(dm.get('leading')), fnum(dm.get('bottom')), fnum(dm.get('trailing')))

        def scan(node, rel):
            for c in node:
                if c.tag in SKIP_CHILD:
                    continue
                if has_frame(c):
                    r = c.get('key') or rel
                    child = walk(c, v, r)
                    if v.tag == 'stackView' and rel == 'subview':
                        child.arranged_in = v
                else:
                    scan(c, {'subviews': 'subview', 'prototypes': 'cell', 'cells': 'cell',
                             'items': 'barItem'}.get(c.tag, rel))
        scan(elem, 'other')
        return v

    walk(top_elem, None, 'root')
    return views


def find_scenes(doc):
    scenes = []
    t = doc.get('type', '')
    if 'Storyboard' in t:
        for scene in doc.iter('scene'):
            objs = scene.find('objects')
            if objs is None:
                continue
            for ctrl in objs:
                topv = ctrl.find("*[@key='view']")
                if topv is not None and has_frame(topv):
                    scenes.append((ctrl, topv))
    else:
        objs = doc.find('objects')
        if objs is not None:
            for o in objs:
                if o.tag == 'placeholder':
                    continue
                if has_frame(o):
                    scenes.append((None, o))
                else:
                    topv = o.find("*[@key='view']")
                    if topv is not None and has_frame(topv):
                        scenes.append((o, topv))
    return scenes


# ---------------------------------------------------------------------------------------------
# Scene analysis
