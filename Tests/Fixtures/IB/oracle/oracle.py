#!/usr/bin/env python3
"""Stored-frame oracle for Xcode storyboards and xibs (Python 3, standard library only).

Usage:
    oracle.py FILE [FILE ...]            JSON report per file on stdout
    oracle.py --summary FILE [FILE ...]  one line of counts per file
    oracle.py --scene NAME FILE          restrict to one scene (id, storyboardIdentifier, userLabel)
    oracle.py --table FILE [FILE ...]    the per-file table of ORACLE-SUMMARY.md

For every scene (a view controller's `key="view"` element in a storyboard, or a top-level
view / view controller in a xib) it lists every view with its IB id, class, the stored frame
converted to the scene's top-view coordinates (top view at 0,0) and flags, and decides whether
the view is *eligible*: a view whose stored frame a faithful Auto Layout importer must
reproduce within 0.5 pt. A view is eligible when

  * Auto Layout places it (translatesAutoresizingMaskIntoConstraints="NO", not a cell or bar item
    placed by its container, not the top view, not a hidden arranged subview of a stack view),
  * it is installed for the device's size classes,
  * neither it nor an ancestor carries misplaced="YES" or ambiguous="YES",
  * every installed required constraint that involves it holds in the stored frames (0.5 pt),
    and the views/guides it is determined from are not themselves inconsistent,
  * its frame does not depend on text measurement (see `textDependent`), and
  * its frame does not depend on a placeholder constraint (removed at build time, but present
    when Xcode computed the stored frames).

See ORACLE-SUMMARY.md for the rules (device table, margins, safe area). The code is split into
ibdoc.py (document model), ibscene.py (geometry, constraint evaluation) and ibsolve.py (determinacy).
"""
import json
import os
import sys
from collections import defaultdict, deque

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ibdoc import *  # noqa: E402,F401,F403
from ibscene import *  # noqa: E402,F401,F403
from ibsolve import *  # noqa: E402,F401,F403
import xml.etree.ElementTree as ET  # noqa: E402


def analyse_scene(scene, images, align=False):
    """Per-view verdicts. With align=True, constraints are evaluated on alignment rects of the
    controls in ALIGN_INSETS (UISwitch, UISlider, UISegmentedControl) instead of frames."""
    holds, errs = {}, {}
    holds_al = {}
    for c in scene.active:
        st, err = scene.evaluate(c, align=align)
        holds[c.id] = st
        errs[c.id] = err
        holds_al[c.id] = scene.evaluate(c, align=True)[0] if st == 'fail' else st
    for s in scene.views:
        # a stack view's own constraints (UISV-*), as 'stack:ID'
        if s.tag == 'stackView' and s.installed:
            st, err = stack_holds(scene, s)
            holds['stack:' + s.id] = holds_al['stack:' + s.id] = st
            errs['stack:' + s.id] = err
    k_full, taint, rests = determinacy(scene, True, True, holds, images)
    k_notext, _, _ = determinacy(scene, False, True, holds, images)
    k_noph, _, _ = determinacy(scene, True, False, holds, images)
    has_ph = any(c.placeholder for c in scene.active)

    def full(v, known):
        return all(k in known for k in view_vars(v))
    # constraint graph between views (for undetermined views)
    adj = defaultdict(set)
    involved = defaultdict(list)
    for c in scene.active:
        a = scene.owner_view(c.first)
        b = scene.owner_view(c.second) if c.second else None
        if a is not None:
            involved[a.id].append(c)
        if b is not None and b is not a:
            involved[b.id].append(c)
        if a is not None and b is not None and a is not b:
            adj[a.id].add(b.id)
            adj[b.id].add(a.id)
    for v in scene.views:
        if v.arranged_in is not None:
            adj[v.id].add(v.arranged_in.id)
            adj[v.arranged_in.id].add(v.id)
    text_ids = {v.id for v in scene.views if v.tag in TEXT_TAGS}
    baseline_ids = set()
    for c in scene.active:
        if c.fattr in BASELINE_ATTRS or (c.sattr in BASELINE_ATTRS):
            for it in (c.first, c.second):
                ov = scene.owner_view(it) if it else None
                if ov is not None:
                    baseline_ids.add(ov.id)
    for s in scene.views:
        if s.tag == 'stackView' and s.props.get('alignment') in ('firstBaseline', 'lastBaseline'):
            baseline_ids.update(a.id for a in s.children if a.arranged_in is s)
            baseline_ids.add(s.id)
    tdep_det = {v.id for v in scene.views if full(v, k_full) and not full(v, k_notext)}

    def reaches_text(v):
        seen = {v.id}
        dq = deque([v.id])
        while dq:
            x = dq.popleft()
            for y in adj[x]:
                if y in seen:
                    continue
                seen.add(y)
                if y in text_ids or y in tdep_det or y in baseline_ids:
                    return True
                yv = scene.by_id.get(y)
                if yv is not None and full(yv, k_notext):
                    continue
                dq.append(y)
        return False

    out = []
    for v in scene.views:
        pl = placement(scene, v)
        flagged_self = v.misplaced or v.ambiguous
        flagged_anc = any(a.misplaced or a.ambiguous for a in v.ancestors())
        det = full(v, k_full)
        det_notext = full(v, k_notext)
        if v.tag in TEXT_TAGS or v.id in baseline_ids:
            tdep = True
        elif det:
            tdep = not det_notext
        else:
            tdep = reaches_text(v)
        cons = [c for c in involved[v.id]]
        failing = [c.id for c in cons if c.required and holds.get(c.id) == 'fail']
        failing_al = [c.id for c in cons if c.required and holds_al.get(c.id) == 'fail']
        for s in [a for a in (v.arranged_in, v if v.tag == 'stackView' else None) if a is not None]:
            if holds.get('stack:' + s.id) == 'fail':
                failing.append('stack:' + s.id)
                failing_al.append('stack:' + s.id)
        unknown = [c.id for c in cons if holds.get(c.id) == 'unknown']
        disagreeing = [c.id for c in cons if holds.get(c.id) == 'undecidable']
        ph_dep = any(c.placeholder for c in cons) or (has_ph and full(v, k_full) and not full(v, k_noph))
        tainted = any(k in taint for k in view_vars(v))
        hidden_arranged = v.arranged_in is not None and v.hidden
        anc_hidden_arranged = any(a.arranged_in is not None and a.hidden for a in v.ancestors())
        reasons = []
        if pl != 'autolayout':
            reasons.append(pl)
        if not v.installed:
            reasons.append('notInstalled')
        if hidden_arranged or anc_hidden_arranged:
            reasons.append('hiddenArranged')
        if flagged_self or flagged_anc:
            reasons.append('flagged')
        if disagreeing:
            reasons.append('safeAreaDisagrees')
        if failing:
            reasons.append('constraintsFail')
        elif tainted and not disagreeing:
            reasons.append('dependsOnFailing')
        if tdep:
            reasons.append('textDependent')
        if ph_dep:
            reasons.append('placeholderDependent')
        rests_on = set().union(*(rests[k] for k in view_vars(v) if k in k_full))
        # a placeholder or designable size the stored frame contradicts, on an axis nothing else
        # fixes (where it is in force): the file's two records disagree (UIKIT-NOTES.md, 3)
        contradicted = sorted(a for a in contradicting_intrinsic(scene, v)
                              if (a, v.id) not in k_full and (a, v.id) not in k_notext)
        if contradicted and pl == 'autolayout':
            reasons.append('intrinsicContradicts')
        elif not det and not tdep and pl == 'autolayout':
            # nothing the oracle models (constraints, stack rules, known intrinsic sizes) fixes
            # this frame: it rests on inequalities/priorities or on an intrinsic size the file
            # does not state (e.g. an image missing from <resources>)
            reasons.append('undetermined')
        x, y, w, h = v.rect
        out.append({
            'id': v.id, 'tag': v.tag, 'class': v.custom or v.cls, 'baseClass': v.cls,
            'userLabel': v.elem.get('userLabel'),
            'frame': [round(x, 3), round(y, 3), round(w, 3), round(h, 3)],
            'storedFrame': list(v.frame), 'parent': v.parent.id if v.parent else None,
            'placement': pl, 'installed': v.installed, 'hidden': v.hidden,
            'arrangedIn': v.arranged_in.id if v.arranged_in else None,
            'misplaced': v.misplaced, 'ambiguous': v.ambiguous, 'flaggedAncestor': flagged_anc,
            'textDependent': tdep, 'determined': det, 'placeholderDependent': ph_dep,
            'constraintsHold': not failing, 'failingConstraints': failing,
            'holdsWithAlignmentRects': not failing_al, 'unevaluatedConstraints': unknown,
            'safeAreaDisagrees': bool(disagreeing),
            'dependsOnFailing': tainted and not failing,
            'restsOn': sorted(rests_on),
            'statedSizeContradicts': contradicted,
            'statedSizeDiffers': sorted(contradicting_intrinsic(scene, v)),
            'eligible': not reasons, 'excludedBecause': reasons,
        })
    cons_out = []
    for c in scene.constraints:
        cons_out.append({'id': c.id, 'installed': c.installed, 'placeholder': c.placeholder,
                         'priority': c.priority, 'status': holds.get(c.id, 'notInstalled'),
                         'error': errs.get(c.id)})
    for key in sorted(k for k in holds if k.startswith('stack:')):
        cons_out.append({'id': key, 'installed': True, 'placeholder': False, 'priority': 1000,
                         'status': holds[key], 'error': errs[key]})
    return out, cons_out


def verify(report):
    """The rule that admits a view, checked on a report: every eligible view's own required
    constraints hold, every constraint its frame rests on holds in the stored frames, and no
    stated intrinsic size (placeholder, designable) of it or of a view it rests on contradicts a
    stored frame. Returns the violations, as text (none for a sound report)."""
    problems = []
    for scene in report.get('scenes', []):
        status = {c['id']: c['status'] for c in scene['constraints']}
        views = {v['id']: v for v in scene['views']}
        for v in scene['views']:
            if not v['eligible']:
                continue
            where = '%s %s' % (scene['controller'] or scene['topView'], v['id'])
            if v['failingConstraints']:
                problems.append('%s: own constraints fail: %s' % (where, v['failingConstraints']))
            for item in v['restsOn']:
                if item.startswith('intrinsic:'):
                    _, owner, axis = item.split(':')
                    other = views.get(owner)
                    if other is not None and axis in other['statedSizeDiffers']:
                        problems.append('%s: rests on the contradicted %s of %s' % (where, axis, owner))
                elif status.get(item) != 'hold':
                    problems.append('%s: rests on %s, which is %s' % (where, item, status.get(item)))
            if v['statedSizeContradicts']:
                problems.append('%s: its stated size contradicts its stored frame' % where)
    return problems


def designable_sizes(doc):
    """<designables><designable name=ID><size key="intrinsicContentSize" .../> (IBDesignable views)"""
    out = {}
    for d in doc.iter('designable'):
        sz = d.find("size[@key='intrinsicContentSize']")
        if sz is not None and d.get('name'):
            out[d.get('name')] = (fnum(sz.get('width'), -1.0), fnum(sz.get('height'), -1.0))
    return out


def resources_images(doc):
    imgs = {}
    res = doc.find('resources')
    if res is not None:
        for im in res.findall('image'):
            if im.get('width') and im.get('height'):
                imgs[im.get('name')] = (fnum(im.get('width')), fnum(im.get('height')))
    return imgs


def analyse_file(path, scene_filter=None):
    try:
        doc = ET.parse(path).getroot()
    except ET.ParseError as e:
        return {'file': path, 'error': 'XML parse error: %s' % e}
    if doc.tag == 'archive':
        return {'file': path, 'error': 'unsupported: pre-Xcode-5 archive format (%s)' % doc.get('type')}
    if doc.tag != 'document':
        return {'file': path, 'error': 'not an Interface Builder document'}
    if 'CocoaTouch' not in doc.get('type', '') or doc.get('targetRuntime', '').startswith(('AppleTV', 'watchKit', 'MacOSX')):
        return {'file': path, 'error': 'unsupported runtime: %s' % doc.get('targetRuntime')}
    dev = device_info(doc)
    ctx = doc_context(doc)
    images = resources_images(doc)
    designables = designable_sizes(doc)
    result = {'file': path, 'toolsVersion': doc.get('toolsVersion'), 'device': dev['id'],
              'orientation': dev['orientation'], 'traits': dev['traits'],
              'useAutolayout': doc.get('useAutolayout') == 'YES', 'scenes': []}
    for ctrl, top in find_scenes(doc):
        names = [top.get('id'), top.get('userLabel')]
        if ctrl is not None:
            names += [ctrl.get('id'), ctrl.get('storyboardIdentifier'), ctrl.get('userLabel')]
        if scene_filter and scene_filter not in names:
            continue
        sc = Scene(doc, ctrl, top, dev, ctx)
        sc.designables = designables
        # Constraints act on alignment rectangles (UIKIT-NOTES.md, 2), as the importer's do.
        views, cons = analyse_scene(sc, images, align=True)
        views_frames, _ = analyse_scene(sc, images, align=False)
        for v, vf in zip(views, views_frames):
            v['eligibleOnFrames'] = vf['eligible']
        result['scenes'].append({
            'controller': ctrl.get('id') if ctrl is not None else None,
            'controllerTag': ctrl.tag if ctrl is not None else None,
            'storyboardIdentifier': ctrl.get('storyboardIdentifier') if ctrl is not None else None,
            'topView': top.get('id'), 'size': [sc.root.frame[2], sc.root.frame[3]],
            'storedOrigin': [sc.root.frame[0], sc.root.frame[1]],
            'safeArea': [round(x, 3) for x in sc.safe],
            'safeAreaMisses': sc.implied_insets, 'views': views, 'constraints': cons})
    return result


def summarize(res):
    s = {'views': 0, 'autolayout': 0, 'eligible': 0, 'textDependent': 0, 'flagged': 0,
         'safeAreaDisagrees': 0, 'undetermined': 0, 'intrinsicContradicts': 0,
         'constraintsFail': 0, 'dependsOnFailing': 0, 'placeholderDependent': 0, 'other': 0,
         'eligibleOnFrames': 0}
    for sc in res.get('scenes', []):
        for v in sc['views']:
            s['views'] += 1
            if v['placement'] != 'autolayout' or not v['installed'] or 'hiddenArranged' in v['excludedBecause']:
                s['other'] += 1
                continue
            s['autolayout'] += 1
            r = v['excludedBecause']
            if not r:
                s['eligible'] += 1
            if 'flagged' in r:
                s['flagged'] += 1
            if 'textDependent' in r:
                s['textDependent'] += 1
            if 'constraintsFail' in r:
                s['constraintsFail'] += 1
            if 'dependsOnFailing' in r:
                s['dependsOnFailing'] += 1
            if 'placeholderDependent' in r:
                s['placeholderDependent'] += 1
            if 'safeAreaDisagrees' in r:
                s['safeAreaDisagrees'] += 1
            if 'undetermined' in r:
                s['undetermined'] += 1
            if 'intrinsicContradicts' in r:
                s['intrinsicContradicts'] += 1
            if v.get('eligibleOnFrames'):
                s['eligibleOnFrames'] += 1
    return s


REASONS = ('textDependent', 'flagged', 'constraintsFail', 'dependsOnFailing', 'placeholderDependent',
           'safeAreaDisagrees', 'intrinsicContradicts', 'undetermined')


def table(paths):
    """The per-file summary of ORACLE-SUMMARY.md, as a Markdown table."""
    heads = ['file', 'device', 'tools', 'scenes', 'views', 'AL-placed', 'eligible'] + list(REASONS) + ['not AL-placed']
    lines = ['| ' + ' | '.join(heads) + ' |', '|' + '---|' * 3 + '---:|' * (len(heads) - 3)]
    totals = [0] * (len(heads) - 3)
    for p in paths:
        r = analyse_file(p)
        name = os.path.basename(p)
        if 'error' in r:
            lines.append('| `%s` | — | — | refused: %s |' % (name, r['error']) + '|' * (len(heads) - 4))
            continue
        s = summarize(r)
        row = [len(r['scenes']), s['views'], s['autolayout'], s['eligible']] + [s[k] for k in REASONS] + [s['other']]
        totals = [a + b for a, b in zip(totals, row)]
        cells = ['`%s`' % name, r['device'] or '-', r['toolsVersion'] or '-'] + [str(x) for x in row]
        cells[6] = '**%s**' % cells[6]
        lines.append('| ' + ' | '.join(cells) + ' |')
    lines.append('| **total** %d files | | | ' % len(paths) + ' | '.join(str(x) for x in totals) + ' |')
    return '\n'.join(lines)


def main(argv):
    if '--table' in argv:
        print(table([a for a in argv if a != '--table']))
        return 0
    summary = '--summary' in argv
    scene = None
    args = [a for a in argv if a != '--summary']
    if '--scene' in args:
        i = args.index('--scene')
        scene = args[i + 1]
        del args[i:i + 2]
    out = []
    for p in args:
        res = analyse_file(p, scene)
        if summary:
            s = summarize(res) if 'error' not in res else {'error': res['error']}
            print(p, json.dumps(s))
        else:
            out.append(res)
    if not summary:
        json.dump(out if len(out) != 1 else out[0], sys.stdout, indent=1)
        print()
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
