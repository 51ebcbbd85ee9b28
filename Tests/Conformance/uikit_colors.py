"""UIKit's named colors, light and dark, written here from Apple's published values, not read from
Motionboard's code: the checks compare the exports with these.

    from uikit_colors import LIGHT, DARK, rgba
    LIGHT['systemRed']      # (255, 59, 48, 1.0): red, green, blue (0-255) and alpha (0-1)

The dynamic colors are Apple's Human Interface Guidelines' system colors (Color, Specifications:
iOS, default contrast; the four that iOS 15 changed or added, systemTeal, systemMint, systemCyan and
systemBrown, at their iOS 15 values) and UIKit's documented semantic colors (label, separator,
fills, backgrounds) in the dark appearance at base elevation.  The fixed ones are UIColor's class
properties (UIColor.orange is red 1, green 0.5, blue 0: 128 of 255).
"""

_DYNAMIC = {   # name: (light, dark), each (r, g, b) or (r, g, b, alpha)
    'systemRed': ((255, 59, 48), (255, 69, 58)),
    'systemOrange': ((255, 149, 0), (255, 159, 10)),
    'systemYellow': ((255, 204, 0), (255, 214, 10)),
    'systemGreen': ((52, 199, 89), (48, 209, 88)),
    'systemMint': ((0, 199, 190), (99, 230, 226)),
    'systemTeal': ((48, 176, 199), (64, 200, 224)),
    'systemCyan': ((50, 173, 230), (100, 210, 255)),
    'systemBlue': ((0, 122, 255), (10, 132, 255)),
    'systemIndigo': ((88, 86, 214), (94, 92, 230)),
    'systemPurple': ((175, 82, 222), (191, 90, 242)),
    'systemPink': ((255, 45, 85), (255, 55, 95)),
    'systemBrown': ((162, 132, 94), (172, 142, 104)),
    'systemGray': ((142, 142, 147), (142, 142, 147)),
    'systemGray2': ((174, 174, 178), (99, 99, 102)),
    'systemGray3': ((199, 199, 204), (72, 72, 74)),
    'systemGray4': ((209, 209, 214), (58, 58, 60)),
    'systemGray5': ((229, 229, 234), (44, 44, 46)),
    'systemGray6': ((242, 242, 247), (28, 28, 30)),
    'label': ((0, 0, 0), (255, 255, 255)),
    'secondaryLabel': ((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    'tertiaryLabel': ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    'quaternaryLabel': ((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    'placeholderText': ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    'link': ((0, 122, 255), (9, 132, 255)),
    'separator': ((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    'opaqueSeparator': ((198, 198, 200), (56, 56, 58)),
    'systemBackground': ((255, 255, 255), (0, 0, 0)),
    'secondarySystemBackground': ((242, 242, 247), (28, 28, 30)),
    'tertiarySystemBackground': ((255, 255, 255), (44, 44, 46)),
    'systemGroupedBackground': ((242, 242, 247), (0, 0, 0)),
    'secondarySystemGroupedBackground': ((255, 255, 255), (28, 28, 30)),
    'tertiarySystemGroupedBackground': ((242, 242, 247), (44, 44, 46)),
    'systemFill': ((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
    'secondarySystemFill': ((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    'tertiarySystemFill': ((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    'quaternarySystemFill': ((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
}
_FIXED = {
    'clear': (0, 0, 0, 0.0), 'black': (0, 0, 0), 'white': (255, 255, 255), 'darkGray': (85, 85, 85),
    'lightGray': (170, 170, 170), 'gray': (128, 128, 128), 'red': (255, 0, 0), 'green': (0, 255, 0),
    'blue': (0, 0, 255), 'cyan': (0, 255, 255), 'yellow': (255, 255, 0), 'magenta': (255, 0, 255),
    'orange': (255, 128, 0), 'purple': (128, 0, 128), 'brown': (153, 102, 51), 'darkText': (0, 0, 0),
    'lightText': (255, 255, 255, 0.6),
}


def _full(c):
    return tuple(c) if len(c) == 4 else (*c, 1.0)


LIGHT = {**{k: _full(v[0]) for k, v in _DYNAMIC.items()}, **{k: _full(v) for k, v in _FIXED.items()}}
DARK = {**{k: _full(v[1]) for k, v in _DYNAMIC.items()}, **{k: _full(v) for k, v in _FIXED.items()}}
DYNAMIC = set(_DYNAMIC)


def rgba(value, dark=False):
    """(r, g, b, alpha) of a color attribute (a name, #RGB, #RGBA, #RRGGBB or #RRGGBBAA), or None."""
    if value in LIGHT:
        return (DARK if dark else LIGHT)[value]
    digits = value[1:] if value and value.startswith('#') else ''
    if len(digits) in (3, 4):
        digits = ''.join(c * 2 for c in digits)
    if len(digits) not in (6, 8) or any(c not in '0123456789abcdefABCDEF' for c in digits):
        return None
    channels = [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]
    return (*channels[:3], channels[3] / 255 if len(channels) == 4 else 1.0)
