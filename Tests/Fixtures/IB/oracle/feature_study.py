#!/usr/bin/env python3
"""Regenerates the counted part of FEATURES.md (written to FEATURES.generated.md) from real/ and heldout/."""
import re, os, sys, collections, glob
import xml.etree.ElementTree as ET
HERE=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
import oracle
files=sorted(glob.glob(os.path.join(HERE,'real','*'))+glob.glob(os.path.join(HERE,'heldout','*')))
texts={f:open(f,encoding='utf-8').read() for f in files}
docs={}
for f in files:
    try: docs[f]=ET.fromstring(texts[f].encode())
    except Exception: pass
N=len(files)
def short(f): return os.path.basename(f)
def snippet(f, pat, width=170):
    t=texts[f]; m=re.search(pat,t)
    if not m: return ''
    ls=t.rfind('\n',0,m.start())+1; le=t.find('\n',m.start())
    if le < 0: le=len(t)
    line=t[ls:le].strip()
    if len(line)>width:
        s=max(0,(m.start()-ls)-width//3)
        line=('…' if s>0 else '')+line[s:s+width]+'…'
    return line.replace('|','\\|')
out=[]
def table(title, rows, note=''):
    out.append(f'\n### {title}\n')
    if note: out.append(note+'\n')
    out.append('| feature | files | occurrences | example (file: snippet) |\n|---|---:|---:|---|')
    for name,pat in rows:
        fs=[f for f in files if re.search(pat,texts[f])]
        occ=sum(len(re.findall(pat,texts[f])) for f in files)
        ex=f'`{short(fs[0])}`: `{snippet(fs[0],pat)}`' if fs else ''
        out.append(f'| {name} | {len(fs)} | {occ} | {ex} |')
def valtable(title, pat, note='', group=1, limit=40):
    out.append(f'\n### {title}\n')
    if note: out.append(note+'\n')
    cnt=collections.Counter(); fcnt=collections.defaultdict(set); exf={}
    for f in files:
        for m in re.finditer(pat,texts[f]):
            v=m.group(group); cnt[v]+=1; fcnt[v].add(f); exf.setdefault(v,(f,m.group(0)))
    out.append('| value | files | occurrences | example |\n|---|---:|---:|---|')
    for v,n in cnt.most_common(limit):
        f,g=exf[v]
        out.append(f'| `{v}` | {len(fcnt[v])} | {n} | `{short(f)}`: `{snippet(f,re.escape(g))}` |')
    if len(cnt)>limit: out.append(f'| … {len(cnt)-limit} more values | | | |')

NREAL=len(glob.glob(os.path.join(HERE,'real','*'))); NHELD=len(glob.glob(os.path.join(HERE,'heldout','*')))
out.append(f'# Feature study of the IB corpus\n\nCorpus: {N} files ({NREAL} in `real/`, {NHELD} in `heldout/`) from '
           f'{len({short(f).split("__")[0]+"/"+short(f).split("__")[1] for f in files})} repositories; see PROVENANCE.md. '
           'Counts are over all files (real + heldout). "files" = number of files containing the feature; "occurrences" = number of matches. '
           'Snippets are verbatim lines (trimmed) from the named file. Regenerate the counted sections with `python3 feature_study.py` (writes FEATURES.generated.md).\n')
# document kinds
tv=collections.Counter()
for f in files:
    d=docs.get(f)
    if d is None: continue
    t=oracle.tools_major(d.get('toolsVersion'))
    era='archive (Xcode ≤4)' if d.tag=='archive' else ('Xcode 5 (4xxx-5xxx)' if t<6000 else 'Xcode 6-7 (6xxx-10xxx)' if t<11000 else 'Xcode 8-10 (11xxx-14xxx)' if t<15000 else 'Xcode 11-13 (15xxx-20xxx)' if t<21000 else 'Xcode 14-16 (21xxx-24xxx)' if t<30000 else 'Xcode 15+ placeholder 32700.99.1234')
    tv[era]+=1
out.append('\n## Documents\n')
out.append('| toolsVersion era | files |\n|---|---:|')
for k in ['archive (Xcode ≤4)','Xcode 5 (4xxx-5xxx)','Xcode 6-7 (6xxx-10xxx)','Xcode 8-10 (11xxx-14xxx)','Xcode 11-13 (15xxx-20xxx)','Xcode 14-16 (21xxx-24xxx)','Xcode 15+ placeholder 32700.99.1234']:
    out.append(f'| {k} | {tv[k]} |')
table('Document-level attributes', [
 ('storyboard (`type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"`)', r'CocoaTouch\.Storyboard\.XIB'),
 ('xib (`type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"`)', r'type="com\.apple\.InterfaceBuilder3\.CocoaTouch\.XIB"'),
 ('pre-Xcode-5 `<archive>` format', r'<archive type='),
 ('`useAutolayout="YES"`', r'useAutolayout="YES"'),
 ('`useTraitCollections="YES"` (size classes)', r'useTraitCollections="YES"'),
 ('`useSafeAreas="YES"`', r'useSafeAreas="YES"'),
 ('`<device id=…>`', r'<device id='),
 ('`<simulatedMetricsContainer>` (Xcode 5-7)', r'<simulatedMetricsContainer'),
 ('`colorMatched="YES"`', r'colorMatched="YES"'),
 ('`<resources>` with `<image name width height>`', r'<image name="[^"]*"[^>]*width='),
 ('`<namedColor>` in resources', r'<namedColor '),
 ('`<systemColor>` in resources', r'<systemColor '),
])
valtable('`<device id orientation>` values', r'<device id="([^"]+)"(?: orientation="([^"]+)")?', group=0)
valtable('`<simulatedScreenMetrics key="destination" type=…>` (simulatedMetricsContainer era)', r'<simulatedScreenMetrics key="destination"(?: type="([^"]*)")?', group=1)
valtable('Simulated bars and metrics on scenes', r'<((?:simulated[A-Za-z]+Metrics|freeformSimulatedSizeMetrics) key="[^"]+"|nil key="simulated[^"]+")', group=1)
valtable('`<variation key=…>`', r'<variation key="([^"]+)"')
valtable('Scene controllers (storyboards)', r'<(viewController|tableViewController|collectionViewController|navigationController|tabBarController|pageViewController|splitViewController|hostingController|avPlayerViewController|viewControllerPlaceholder|glkViewController) ')
# views
valtable('View classes (elements with a `<rect key="frame">`)', r'<([a-zA-Z]+) [^>]*>\s*\n\s*<rect key="frame"', limit=60)
# stack views
out.append('\n## Stack views\n')
stackfiles=[f for f in files if '<stackView ' in texts[f]]
nested=[f for f in stackfiles if docs.get(f) is not None and any(c is not s for s in docs[f].iter('stackView') for c in s.iter('stackView'))]
out.append(f'{len(stackfiles)} of {N} files contain `<stackView>`; {len(nested)} of those nest a stack view inside another.\n')
valtable('stackView `axis`', r'<stackView [^>]*?axis="([^"]+)"', note='Absent attribute = horizontal.')
valtable('stackView `distribution`', r'<stackView [^>]*?distribution="([^"]+)"', note='Absent = fill.')
valtable('stackView `alignment`', r'<stackView [^>]*?alignment="([^"]+)"', note='Absent = fill.')
valtable('stackView `spacing`', r'<stackView [^>]*?spacing="([^"]+)"', note='Absent = 0.', limit=15)
table('Other stackView attributes', [
 ('`baselineRelativeArrangement`', r'baselineRelativeArrangement='),
 ('`layoutMarginsRelativeArrangement`', r'layoutMarginsRelativeArrangement='),
 ('`spacingType` (standard spacing)', r'spacingType='),
 ('stack view with `<edgeInsets key="layoutMargins">`', r'<stackView(?:(?!</stackView>).)*?<edgeInsets key="layoutMargins"'),
 ('hidden arranged subview (`hidden="YES"` child of a stack)', r'<stackView[^>]*>\s*<rect[^>]*/>\s*<subviews>\s*<[a-zA-Z]+ [^>]*hidden="YES"'),
 ('`<variation>` on a stack view property', r'<variation key="[^"]+" (?:spacing|axis|distribution|alignment)='),
 ('`<customSpacing>`', r'<customSpacing'),
])
# constraints
out.append('\n## Constraints\n')
valtable('`firstAttribute`/`secondAttribute` values', r'(?:first|second)Attribute="([^"]+)"')
valtable('`relation`', r'<constraint [^>]*relation="([^"]+)"', note='Absent = equal.')
valtable('`multiplier` spellings', r'multiplier="([^"]+)"', note='Decimal, ratio `a:b` (aspect ratios), fraction `a/b`. Absent = 1.', limit=25)
valtable('`priority` values', r'<constraint [^>]*priority="([^"]+)"', note='Absent = 1000 (required).')
table('Constraint flags', [
 ('constraint with omitted `firstItem` (= container)', r'<constraint firstAttribute='),
 ('`symbolic="YES"` (standard spacing; constant stored)', r'symbolic="YES"'),
 ('`placeholder="YES"` (removed at build time)', r'<constraint [^>]*placeholder="YES"'),
 ('`identifier="…"`', r'<constraint [^>]*identifier="'),
 ('constraint `<variation … constant=>`', r'<variation key="[^"]+" constant='),
 ('constraints installed only in a variation (`<include reference>`)', r'<include reference='),
 ('constraints excluded by default (`<exclude reference>`)', r'<exclude reference='),
 ('`userLabel` on a constraint', r'<constraint [^>]*userLabel='),
 ('outlet to a constraint (`<outlet property=… destination=constraint id>`)', r'<outlet property="[^"]*(?:[Cc]onstraint|Height|Width|Top|Bottom|Leading|Trailing)[^"]*"'),
])
table('Layout guides', [
 ('`<viewLayoutGuide key="safeArea">`', r'<viewLayoutGuide key="safeArea"'),
 ('`<viewLayoutGuide key="contentLayoutGuide">`', r'key="contentLayoutGuide"'),
 ('`<viewLayoutGuide key="frameLayoutGuide">`', r'key="frameLayoutGuide"'),
 ('`<viewLayoutGuide key="keyboard">`', r'<viewLayoutGuide key="keyboard"'),
 ('`<viewControllerLayoutGuide type="top">`', r'<viewControllerLayoutGuide type="top"'),
 ('`<viewControllerLayoutGuide type="bottom">`', r'<viewControllerLayoutGuide type="bottom"'),
 ('margin attributes (`…Margin`)', r'Attribute="(?:leading|trailing|top|bottom|left|right)Margin"'),
 ('`…WithinMargins`', r'WithinMargins"'),
 ('`<edgeInsets key="layoutMargins">`', r'<edgeInsets key="layoutMargins"'),
 ('`<directionalEdgeInsets key="directionalLayoutMargins">`', r'key="directionalLayoutMargins"'),
 ('`preservesSuperviewLayoutMargins="YES"`', r'preservesSuperviewLayoutMargins="YES"'),
 ('`insetsLayoutMarginsFromSafeArea="NO"`', r'insetsLayoutMarginsFromSafeArea="NO"'),
 ('`layoutMarginsFollowReadableWidth="YES"`', r'layoutMarginsFollowReadableWidth="YES"'),
 ('`viewRespectsSystemMinimumLayoutMargins="NO"`', r'viewRespectsSystemMinimumLayoutMargins="NO"'),
 ('`contentInsetAdjustmentBehavior`', r'contentInsetAdjustmentBehavior='),
 ('`automaticallyAdjustsScrollViewInsets="NO"`', r'automaticallyAdjustsScrollViewInsets="NO"'),
 ('`extendedLayoutIncludesOpaqueBars="YES"`', r'extendedLayoutIncludesOpaqueBars="YES"'),
 ('navigation bar `largeTitles="YES"`', r'largeTitles="YES"'),
 ('navigation bar `translucent="NO"`', r'<navigationBar key="navigationBar"[^>]*translucent="NO"'),
])
out.append('\n## Placement, flags and sizes\n')
table('Placement flags', [
 ('`translatesAutoresizingMaskIntoConstraints="NO"`', r'translatesAutoresizingMaskIntoConstraints="NO"'),
 ('`<autoresizingMask key="autoresizingMask">`', r'<autoresizingMask key="autoresizingMask"'),
 ('`fixedFrame="YES"`', r'fixedFrame="YES"'),
 ('`misplaced="YES"`', r'misplaced="YES"'),
 ('`ambiguous="YES"`', r'ambiguous="YES"'),
 ('`hidden="YES"`', r'hidden="YES"'),
 ('`placeholderIntrinsicWidth`', r'placeholderIntrinsicWidth='),
 ('`placeholderIntrinsicHeight`', r'placeholderIntrinsicHeight='),
 ('`<designable name=… size=…>` (IBDesignable intrinsic sizes)', r'<designable name='),
 ('`customClass` on a view element', r'<(?!placeholder|viewController|navigationController|tableViewController|tabBarController|collectionViewController|pageViewController|hostingController|splitViewController|navigationItem|barButtonItem|tabBarItem|tapGestureRecognizer)[a-zA-Z]+ [^>]*customClass='),
 ('`customModule`', r'customModule='),
 ('content hugging priority attributes', r'(?:horizontal|vertical)HuggingPriority='),
 ('compression resistance priority attributes', r'(?:horizontal|vertical)CompressionResistancePriority='),
 ('`<freeformSimulatedSizeMetrics>` / `<size key="freeformSize">`', r'key="freeformSize"'),
 ('`clipsSubviews="YES"`', r'clipsSubviews="YES"'),
 ('`<userDefinedRuntimeAttributes>`', r'<userDefinedRuntimeAttributes>'),
])
valtable('`<autoresizingMask>` forms', r'<autoresizingMask key="autoresizingMask"((?: [a-zA-Z]+="YES")*)/>')
valtable('`<designable>` sizes', r'<designable name="[^"]+">\s*<size key="intrinsicContentSize" width="([^"]+)" height="([^"]+)"', group=0, limit=8)
out.append('\n## Colours\n')
valtable('`colorSpace` / `customColorSpace`', r'<color key="[^"]+" (?:[^>]*?)(colorSpace="[^"]+"(?: customColorSpace="[^"]+")?)')
valtable('`systemColor` names', r'systemColor="([^"]+)"', limit=25)
table('Colour spellings', [
 ('`<color … white= alpha= colorSpace="calibratedWhite">`', r'colorSpace="calibratedWhite"'),
 ('`… colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"`', r'genericGamma22GrayColorSpace'),
 ('`… colorSpace="custom" customColorSpace="sRGB"`', r'customColorSpace="sRGB"'),
 ('`… customColorSpace="displayP3"`', r'customColorSpace="displayP3"'),
 ('`… colorSpace="calibratedRGB"`', r'colorSpace="calibratedRGB"'),
 ('`… colorSpace="deviceRGB"`', r'colorSpace="deviceRGB"'),
 ('`… cocoaTouchSystemColor="…"` (old)', r'cocoaTouchSystemColor='),
 ('`<color key=… name="…">` (named colour reference)', r'<color key="[^"]+" name="'),
 ('`<color key=… systemColor="…">`', r'<color key="[^"]+" systemColor='),
 ('`<namedColor name=…>` definitions', r'<namedColor name='),
 ('`<systemColor name=…>` definitions', r'<systemColor name='),
 ('`<nil key="backgroundColor"/>` etc.', r'<nil key="[a-zA-Z]*[Cc]olor"/>'),
])
out.append('\n## Fonts, buttons, text\n')
valtable('`fontDescription` forms', r'<fontDescription key="fontDescription" ((?:type|style|name)="[^"]+")')
valtable('`fontDescription` system `weight`', r'<fontDescription [^>]*weight="([^"]+)"')
valtable('`fontDescription` custom families', r'<fontDescription [^>]*family="([^"]+)"')
valtable('`buttonType`', r'buttonType="([^"]+)"')
valtable('`<buttonConfiguration … style=…>`', r'<buttonConfiguration key="configuration" style="([^"]+)"')
table('Button and text details', [
 ('`<state key="normal" title="…">`', r'<state key="normal" title='),
 ('`<state key="normal" image="…">`', r'<state key="normal" image='),
 ('`<state key="selected"|"highlighted"|"disabled">`', r'<state key="(?:selected|highlighted|disabled)"'),
 ('`<buttonConfiguration>`', r'<buttonConfiguration'),
 ('`<attributedString>` / `attributedText`', r'<attributedString'),
 ('label `numberOfLines="0"`', r'numberOfLines="0"'),
 ('`adjustsFontForContentSizeCategory="YES"`', r'adjustsFontForContentSizeCategory="YES"'),
 ('`adjustsFontSizeToFit="NO"` (explicit)', r'adjustsFontSizeToFit="NO"'),
 ('image views with `catalog="system"` (SF Symbols)', r'catalog="system"'),
 ('`<imageReference … catalog="system">`', r'<imageReference'),
 ('`<preferredSymbolConfiguration>`', r'<preferredSymbolConfiguration'),
 ('`borderStyle` on text fields', r'<textField [^>]*borderStyle='),
])
DEVICES = r'''
## Device table (`<device id>` → canvas size, safe area, size classes)

Sizes are in points, portrait width × height. Safe-area insets are (top, bottom) in portrait and
(left = right, bottom) in landscape, as Xcode's canvas applies them to a scene's top view. "Seen" =
files of this corpus (c = real+heldout) / of the 615-file scan of the 31 fetched repositories (s).

| device id | device | points (portrait) | scale | portrait insets t/b | landscape insets l=r / b | size classes portrait / landscape | root side margin | seen c / s |
|---|---|---|---|---|---|---|---|---|
| `retina3_5` | iPhone 4s | 320×480 | 2 | 20 (status bar) / 0 | 0 / 0 (status bar hidden) | wC hR / wC hC | 16 | 0 / 0 |
| `retina4_0` | iPhone 5/SE(1) | 320×568 | 2 | 20 / 0 | 0 / 0 | wC hR / wC hC | 16 | 1 / 6 |
| `retina4_7` | iPhone 6/7/8/SE(2,3) | 375×667 | 2 | 20 / 0 | 0 / 0 | wC hR / wC hC | 16 | 26 / 271 |
| `retina5_5` | iPhone 6+/7+/8+ | 414×736 | 3 | 20 / 0 | 0 / 0 | wC hR / **wR** hC | 20 | 1 / 4 |
| `retina5_9` | iPhone X/XS/11 Pro | 375×812 | 3 | 44 / 34 (50 / 34 in Xcode ≥ 14, toolsVersion ≥ 21xxx) | 44 / 21 | wC hR / wC hC | 16 | 2 / 10 |
| `retina5_4` | iPhone 12/13 mini | 375×812 | 3 | 50 / 34 | 50 / 21 | wC hR / wC hC | 16 | 0 / 0 |
| `retina6_1` | iPhone XR/11 | 414×896 | 2 | 44 / 34 (48 / 34 in Xcode ≥ 14) | 44 (48) / 21 | wC hR / **wR** hC | 20 | 11 / 189 |
| `retina6_5` | iPhone XS Max/11 Pro Max | 414×896 | 3 | 44 / 34 | 44 / 21 | wC hR / wR hC | 20 | 0 / 6 |
| `retina6_0` | iPhone 12/13/14 | 390×844 | 3 | 47 / 34 | 47 / 21 | wC hR / wC hC | 16 | 1 / 3 |
| `retina6_7` | iPhone 12/13 Pro Max, 14 Plus | 428×926 | 3 | 47 / 34 | 47 / 21 | wC hR / wR hC | 20 | 1 / 2 |
| `retina6_12` | iPhone 14 Pro/15/16 | 393×852 | 3 | 59 / 34 | 59 / 21 | wC hR / wC hC | 16 | 4 / 25 |
| `retina6_72` | iPhone 14 Pro Max/15 Plus/16 Plus | 430×932 | 3 | 59 / 34 | 59 / 21 | wC hR / wR hC | 20 | 0 / 0 |
| `retina6_3` | iPhone 16 Pro | 402×874 | 3 | 62 / 34 | 62 / 21 | wC hR / wC hC | 20 (≥ 400) | 0 / 0 |
| `retina6_9` | iPhone 16 Pro Max | 440×956 | 3 | 62 / 34 | 62 / 21 | wC hR / wR hC | 20 | 0 / 0 |
| `ipad9_7` | iPad 9.7", mini | 768×1024 | 2 | 20 / 0 | 20 / 0 (status bar stays) | wR hR / wR hR | 20 | 7 / 11 |
| `ipad10_2` | iPad 10.2" | 810×1080 | 2 | 20 / 0 | 20 / 0 | wR hR | 20 | 0 / 0 |
| `ipad10_5` | iPad Pro 10.5" | 834×1112 | 2 | 20 / 0 | 20 / 0 | wR hR | 20 | 0 / 0 |
| `ipad12_9` | iPad Pro 12.9" (1st/2nd) | 1024×1366 | 2 | 20 / 0 | 20 / 0 | wR hR | 20 | 1 / 1 |
| `ipad10_9rounded` | iPad Air 10.9" | 820×1180 | 2 | 24 / 20 | 24 / 20 | wR hR | 20 | 0 / 0 |
| `ipad11_0rounded` | iPad Pro 11" | 834×1194 | 2 | 24 / 20 | 24 / 20 | wR hR | 20 | 0 / 1 |
| `ipad12_9rounded` | iPad Pro 12.9" (3rd+) | 1024×1366 | 2 | 24 / 20 | 24 / 20 | wR hR | 20 | 1 / 2 |
| `appleTV`, `watch38` … | tvOS / watchOS | 1920×1080 / – | – | – | – | – | – | refuse (not iOS) |
| *(none)*, `useTraitCollections="YES"` | Xcode 6-7 "wAny hAny" canvas | **600×600** scene canvas | – | 20 (status bar) / 0 | – | wAny hAny: only `key="default"` variations apply | 20 (width ≥ 400) | 5 / 52 |
| *(none)*, `<simulatedMetricsContainer>` | Xcode 5-7 | from `<simulatedScreenMetrics key="destination" type=…>`: `retina4` 320×568, `retina35` 320×480, `retina4_7.fullscreen` 375×667, no type = retina 3.5"/4" (iPad storyboards: 768×1024) | – | 20 / 0 unless `<nil key="simulatedStatusBarMetrics"/>` | – | no size classes | 16/20 | 6 / 24 |

Points, scales and notch insets: Apple HIG "Layout" device table; Geoff Hackworth's articles on
iPhone 12 and 14 sizes (https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-12-screen-sizes-e45c021e1b8b,
https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f) and iPad Pro sizes
(https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20);
X/XS/XR safe areas 375×734 and 414×818 (portrait), 724×354 / 808×393 (landscape): https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8;
14 Pro 59/34 portrait, 59/21 landscape: http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation;
status bar 20, navigation bar 44 (32 in iPhone landscape), iPhone X top 88 with a navigation bar and bottom 34, landscape 44 per side:
https://useyourloaf.com/blog/supporting-iphone-x/. The values in **bold** and the Xcode-version changes
(retina6_1 44→48, retina5_9 44→50 from toolsVersion 21xxx) were measured in this corpus: the implied safe-area top of
`X.top = safeArea.top + c` constraints whose stored frames hold (ORACLE-SUMMARY.md, "Calibration").
`retina5_4`, `retina6_72`, `retina6_3`, `retina6_9`, `ipad10_2`, `ipad10_5`, `ipad10_9rounded` were not seen in any
file; their ids follow Xcode's naming and their values come from the device sizes above (treat as unverified).

**Bars** (added to the top/bottom inset when simulated or inferred): status bar 20 (non-notched phones in portrait, all iPads;
hidden by `<nil key="simulatedStatusBarMetrics"/>` on phones); navigation bar 44 (+30 with `prompted="YES"`, 96 = 44+52 with large
titles, 32 in compact-height landscape); toolbar 44; tab bar 49 (on notched phones it sits above the 34-pt home indicator: 83 in
total). An opaque navigation bar (`translucent="NO"` without `extendedLayoutIncludesOpaqueBars="YES"`) puts the top view
below the bar (stored top view either at y = 64 or at y = 0 with a reduced height; both forms occur). Bars are *inferred* for a
view controller reached from a navigation controller's `rootViewController` relationship or by show/push segues (unless
`navigationBarHidden="YES"`), and for children of a tab bar controller (unless `hidesBottomBarWhenPushed="YES"`).
Freeform scenes (`<freeformSimulatedSizeMetrics>` + `<size key="freeformSize">`) use their stored size as the screen.

**Size-class canvas**: in Xcode 6-7 the "wAny hAny" canvas is 600×600 points; stored frames of such files
(`useTraitCollections="YES"` and no `<device>`) are the Any/Any layout (only `<variation key="default">` applies).
Since Xcode 8 the canvas is a concrete `<device>`; variations apply by the device's traits (iPhone portrait wC hR,
iPhone landscape wC hC or wR hC on Plus/Max/XR, iPad wR hR).
'''
out.append(DEVICES)
open(os.path.join(os.path.dirname(os.path.abspath(__file__)),'FEATURES.generated.md'),'w').write('\n'.join(out)+'\n')
print(len(out))
