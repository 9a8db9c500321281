"""Writes the Bye-Bye Black Sheep art (resources/bye_bye_black_sheep/*.svg).

All shapes are drawn here by hand for Farmhouse, in the house style of the Black Sheep art:
flat fills, thick dark-brown outlines with round joins, soft shadow ellipses, no text.
Run:  python tools/art/bye_bye_black_sheep.py
"""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "resources" / "bye_bye_black_sheep"

OL = "#3D2B1F"  # outline brown
CREAM = "#FFF8EC"
STRAW = "#F1E2BD"
MEADOW = "#A9D47A"
MEADOW_DK = "#79B563"
SKY = "#BFE3F2"
SKY_PALE = "#E6F3FA"
WHITE = "#FBF8F0"
INK = "#2E2A33"  # near-black fur/feathers
GOLD = "#F2C14E"
SEAT = "#FF00FF"  # seat colour placeholder
SEAT_DK = "#800080"  # darker seat shade placeholder

GROUP_STYLE = f'stroke="{OL}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"'


# ---------------------------------------------------------------- primitives


PRECISION = [2]  # decimals written; the cover uses 1 to stay small


def n(v: float) -> str:
    s = f"{v:.{PRECISION[0]}f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _stroke(sw):
    if sw is None:
        return ""
    if sw == 0:
        return ' stroke="none"'
    return f' stroke-width="{n(sw)}"'


def _rot(rot, cx, cy):
    return f' transform="rotate({n(rot)} {n(cx)} {n(cy)})"' if rot else ""


def E(cx, cy, rx, ry, fill, rot=0, sw=None, op=None):
    o = f' opacity="{n(op)}"' if op is not None else ""
    return (
        f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="{fill}"'
        f"{_stroke(sw)}{o}{_rot(rot, cx, cy)}/>"
    )


def C(cx, cy, r, fill, sw=None, stroke=None):
    s = f' stroke="{stroke}"' if stroke else ""
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{fill}"{s}{_stroke(sw)}/>'


def R(x, y, w, h, rx, fill, sw=None, stroke=None, rot=0):
    s = f' stroke="{stroke}"' if stroke else ""
    r = f' rx="{n(rx)}"' if rx else ""
    return (
        f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{r} fill="{fill}"{s}'
        f"{_stroke(sw)}{_rot(rot, x + w / 2, y + h / 2)}/>"
    )


def P(d, fill, sw=None, stroke=None, op=None):
    s = f' stroke="{stroke}"' if stroke else ""
    o = f' opacity="{n(op)}"' if op is not None else ""
    return f'<path d="{d}" fill="{fill}"{s}{_stroke(sw)}{o}/>'


def L(d, color, w, op=None):
    """A stroke-only path."""
    o = f' opacity="{n(op)}"' if op is not None else ""
    return f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{n(w)}"{o}/>'


def TUBE(d, color, w):
    """A thick outlined stroke (tails, necks, stalks)."""
    return L(d, OL, w + 4.4) + L(d, color, w)


def SHADOW(cx, cy, rx, ry=4.5):
    return f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="#000" stroke="none" opacity="0.18"/>'


def EYE(cx, cy, r=2.5):
    return C(cx, cy, r, OL, 0) + C(cx + r * 0.35, cy - r * 0.35, r * 0.38, "#FFFFFF", 0)


def BLUSH(cx, cy, rx=3.2, ry=2):
    return E(cx, cy, rx, ry, "#F2A3A0", sw=0, op=0.75)


def G(body, transform=None, style=True):
    t = f' transform="{transform}"' if transform else ""
    s = " " + GROUP_STYLE if style else ""
    return f"<g{t}{s}>{body}</g>"


def wool(circles, fill, outline=OL):
    """A cloud of wool: an outline pass then a fill pass."""
    dots = "".join(f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}"/>' for x, y, r in circles)
    st = "" if outline == OL else f' stroke="{outline}"'
    return (
        f'<g fill="{outline}"{st} stroke-width="5.2">{dots}</g>'
        f'<g fill="{fill}" stroke="none">{dots}</g>'
    )


def star_path(cx, cy, r_out, r_in, points=5, rot=-90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append(f"{n(cx + r * math.cos(a))} {n(cy + r * math.sin(a))}")
    return "M" + " L".join(pts) + " Z"


def shade(hex_colour: str, f: float) -> str:
    h = hex_colour.lstrip("#")
    rgb = [int(h[i : i + 2], 16) for i in (0, 2, 4)]
    if f < 1:
        rgb = [round(c * f) for c in rgb]
    else:
        rgb = [round(c + (255 - c) * (f - 1)) for c in rgb]
    return "#" + "".join(f"{max(0, min(255, c)):02X}" for c in rgb)


def svg(view_w, view_h, comment, body):
    return (
        f"<!-- Farmhouse original art: {comment} -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {view_w} {view_h}" '
        f'width="{view_w}" height="{view_h}">\n{body}\n</svg>\n'
    )


def ellipse_top(cx, cy, rx, ry, x):
    t = (x - cx) / rx
    return cy - ry * math.sqrt(max(0.0, 1 - t * t))


def ellipse_bottom(cx, cy, rx, ry, x):
    return 2 * cy - ellipse_top(cx, cy, rx, ry, x)


# ---------------------------------------------------------------- animals
# Each animal is drawn in a 100 x 100 box, standing on y ~ 88, facing right.


def tiger():
    o, _od, wh = "#EE8A2C", "#D47220", "#FFF6E6"
    s = SHADOW(50, 89, 36)
    s += TUBE("M22 54 C10 52 6 42 10 32", o, 5)
    s += C(10, 31, 3.4, OL, 0)
    s += L("M8.5 40 L13.5 39 M11 47 L16 44", OL, 2.2)
    s += E(46, 58, 28, 15, o)
    s += E(48, 67, 17, 5, wh, sw=0)
    for x, up in ((28, 1), (36, 1), (44, 1), (52, 1), (60, 1), (40, 0), (54, 0)):
        if up:
            y = ellipse_top(46, 58, 28, 15, x)
            s += P(
                f"M{n(x - 3)} {n(y + 0.5)} L{n(x + 3)} {n(y + 0.5)} L{n(x + 1)} {n(y + 11)} Z",
                OL,
                0,
            )
    for x in (22, 34, 56, 66):
        s += R(x, 64, 9, 24, 3, o) + R(x - 0.5, 83, 10, 5.5, 3, wh)
    s += L("M19 58 L24 60 M20 64 L25 65", OL, 2.2)
    # head
    s += C(64, 30, 5.5, o) + C(84, 29, 5.5, o)
    s += C(64.5, 30.5, 2.4, "#F6B8A0", 0) + C(83.5, 29.5, 2.4, "#F6B8A0", 0)
    s += C(74, 43, 15.5, o)
    s += E(81, 49, 9, 6.5, wh, sw=2)
    s += L("M70 29.5 L72 34 M75 28 L75 33 M80 29.5 L78 34", OL, 2.2)
    s += L("M59.5 41 L64 42.5 M60 47 L64.5 47", OL, 2.2)
    s += EYE(70, 40) + EYE(81, 39.5)
    s += P("M78.5 45 L84.5 45 L81.5 48.5 Z", "#E0736F", 1.6)
    s += L(
        "M81.5 48.5 L81.5 51 M78 52 C79.5 53 80.8 52.5 81.5 51 C82.2 52.5 83.5 53 85 52", OL, 1.6
    )
    s += BLUSH(67, 48)
    return s


def penguin():
    blk, wh, org = "#323848", WHITE, "#F29A2E"
    s = SHADOW(50, 89, 24)
    s += E(41, 86.5, 8, 3.8, org) + E(59, 86.5, 8, 3.8, org)
    s += E(27, 58, 6, 16, blk, rot=18) + E(73, 58, 6, 16, rot=-18, fill=blk)
    s += E(50, 54, 23, 32, blk)
    s += P(
        "M50 39 C46 31 34 31 34 43 C33 54 35 70 39 78 C43 85 57 85 61 78 C65 70 67 54 66 43 "
        "C66 31 54 31 50 39 Z",
        wh,
        1.8,
    )
    s += EYE(43, 44, 2.8) + EYE(57, 44, 2.8)
    s += P("M44.5 50 L55.5 50 L50 57 Z", org, 2)
    s += BLUSH(39.5, 53) + BLUSH(60.5, 53)
    s += P("M40 26 C44 24 48 24 50 27", "none", 0)
    s += L("M42 28 C45 26 48 26 50 28", "#5A6278", 2.4)
    return s


def crocodile():
    g, gd, gl = "#74AE4E", "#4F8A39", "#CFE39A"
    s = SHADOW(50, 88, 44)
    s += P("M28 60 C18 62 10 68 2 80 C14 78 24 76 32 73 Z", g)
    for x in (8, 14, 20):
        y = 79 - (x - 2) * 0.45
        s += P(f"M{n(x)} {n(y - 4)} l2.5 -4 l2.5 4 Z", gd, 1.4)
    s += R(30, 70, 9, 16, 3.5, gd) + R(58, 70, 9, 16, 3.5, gd)
    s += E(47, 67, 26, 11.5, g)
    s += P("M26 70 C36 79 58 79 68 71 C58 75 38 75 26 70 Z", gl, 0)
    for x in (28, 34, 40, 46, 52, 58, 64):
        y = ellipse_top(47, 67, 26, 11.5, x)
        s += P(
            f"M{n(x - 2.6)} {n(y + 1.2)} L{n(x)} {n(y - 3.8)} L{n(x + 2.6)} {n(y + 1.2)} Z", gd, 1.5
        )
    s += E(40, 66, 4, 2.5, gd, sw=0) + E(52, 64, 4, 2.5, gd, sw=0) + E(46, 71, 3.4, 2, gd, sw=0)
    s += R(36, 72, 9, 15, 3.5, g) + R(64, 72, 9, 15, 3.5, g)
    s += L(
        "M37.5 86 L37.5 88 M40.5 86 L40.5 88 M43.5 86 L43.5 88 M65.5 86 L65.5 88 M68.5 86 L68.5 88 M71.5 86 L71.5 88",
        OL,
        1.4,
    )
    # head and jaws
    s += P("M66 70 L93 68.5 C96 71 93 76 88 76 L70 76 C66 76 64 73 66 70 Z", gl)
    s += P("M60 62 C66 56 84 56 94 60 C98 62 98 67 94 68.5 L66 70.5 C62 70 59 66 60 62 Z", g)
    teeth = "".join(
        f"M{n(x)} {n(69.8 - (x - 70) * 0.055)} l1.6 3 l1.6 -3.1" for x in range(70, 92, 4)
    )
    s += P(teeth + " Z", "#FFFFFF", 1.1)
    s += C(93, 59.5, 2.2, g, 1.8) + C(93.3, 59.3, 0.8, OL, 0)
    s += C(70, 56, 5.5, g)
    s += C(70.5, 55, 3.4, "#FFF8D6", 1.2) + E(71.3, 55.2, 1.1, 2.1, OL, sw=0)
    s += L("M65.5 52.5 C68 50 72 50 75 52", OL, 1.8)
    return s


def goat():
    t, _td, lt, hn = "#C9955E", "#A9773F", "#F1E2BD", "#B8AE9E"
    s = SHADOW(48, 89, 34)
    s += P("M23 47 L17 37 C20 37 24 40 26 44 Z", t)
    s += E(46, 55, 25, 13, t)
    s += E(47, 62, 15, 5, lt, sw=0)
    s += P("M30 44 C40 41 52 41 62 44", "none", 0)
    for x in (24, 35, 56, 66):
        s += R(x, 60, 6, 27, 2, t) + R(x, 82, 6, 5, 1.5, OL)
    # neck + head
    s += P("M60 52 L65 34 L77 36 L72 57 Z", t)
    s += TUBE("M72 26 C70 14 62 11 57 17", hn, 3.2)
    s += TUBE("M77 25 C77 13 70 9 64 13", hn, 3.2)
    s += E(66, 33, 7, 2.8, t, rot=25)
    s += E(79, 37, 8.5, 12.5, t, rot=-38)
    s += E(86, 45, 5.2, 4.2, lt, rot=-38)
    s += P("M82 48 L84.5 59 L88.5 47.5 Z", "#FFFDF7", 1.8)
    s += EYE(79, 33)
    s += C(89, 44, 0.9, OL, 0)
    s += L("M85 47.5 C86 48.5 87.5 48.5 88.5 48", OL, 1.2)
    s += BLUSH(80, 40, 2.4, 1.6)
    return s


def lion():
    gd, md, mdd, lt = "#E8B24C", "#C06A2C", "#A8561F", "#FFF2D8"
    s = SHADOW(48, 89, 35)
    s += TUBE("M21 52 C9 54 7 42 12 35", gd, 3.6)
    s += wool([(12, 33, 4.6)], md)
    s += E(44, 57, 26, 14, gd)
    s += E(46, 65, 15, 4, shade(gd, 1.35), sw=0)
    for x in (21, 33, 52, 63):
        s += R(x, 62, 9, 26, 3, gd) + R(x - 0.5, 83, 10, 5.5, 3, shade(gd, 1.25))
    mane = [
        (73 + 15 * math.cos(math.radians(a)), 43 + 15 * math.sin(math.radians(a)), 7.2)
        for a in range(0, 360, 36)
    ]
    mane += [(73, 43, 14)]
    s += wool(mane, md)
    s += L("M66 56 C64 58 62 58 60 57 M84 54 C86 56 88 56 90 55", mdd, 2)
    s += C(65, 32.5, 4, gd) + C(82, 32, 4, gd)
    s += C(74, 44, 11.5, gd)
    s += E(78.5, 49.5, 7.5, 5.2, lt, sw=1.8)
    s += EYE(70, 41, 2.3) + EYE(80, 40.5, 2.3)
    s += P("M76 46 L81.5 46 L78.8 49.2 Z", "#7A4A3A", 1.4)
    s += L(
        "M78.8 49.2 L78.8 51.2 M75.8 52 C77 53 78.2 52.6 78.8 51.2 C79.4 52.6 80.6 53 81.8 52",
        OL,
        1.4,
    )
    s += BLUSH(68.5, 48, 2.6, 1.7)
    return s


def elephant():
    g, gd, gl, pk = "#A9B1BE", "#8A93A3", "#C4CAD4", "#EDB9C0"
    s = SHADOW(46, 89, 38)
    s += L("M13 50 C8 56 8 62 9 68", OL, 2.2) + P("M7 67 C6 72 11 73 11 68 Z", OL, 0)
    s += E(38, 55, 26, 19, g)
    s += E(38, 69, 16, 4, gl, sw=0)
    for x in (16, 29, 45, 58):
        s += R(x, 62, 12, 26, 4, g)
        s += L(f"M{x + 2.5} 86.6 l1.5 0 M{x + 5.3} 86.6 l1.5 0 M{x + 8} 86.6 l1.5 0", CREAM, 1.8)
    s += TUBE("M77 50 C84 58 82 70 84 77 C85 82 90 82 91 78", g, 8)
    s += L("M80.5 60 l3.2 -0.5 M81 66 l3.4 0 M81.5 72 l3.4 0.3", gd, 1.3)
    s += C(66, 41, 17, g)
    s += P("M77 55 C80 60 85 61 88 58 C84 58 81 56 80 52 Z", CREAM, 1.6)
    s += E(55, 45, 11.5, 15, gl, rot=-8)
    s += E(55.5, 45.5, 7, 10.5, pk, rot=-8, sw=0)
    s += EYE(72, 37, 2.5)
    s += L("M69 32.5 C71 31.2 73.5 31.2 75 32.5", OL, 1.5)
    s += BLUSH(74, 45, 2.6, 1.7)
    return s


def giraffe():
    y, pc, md = "#F4C75E", "#C67C3A", "#B0652E"
    s = SHADOW(48, 89, 30)
    s += L("M28 52 C24 58 23 64 23 70", OL, 2) + P("M21 69 C19 74 25 75 25 70 Z", md, 0)
    s += E(46, 56, 20, 11, y)
    s += P("M55 53 L68 14 L79 17 L67 59 Z", y)
    s += L("M57.5 47 L69.5 13", md, 3.2)
    s += L("M56 50 C57.5 48 58.5 45 59.8 41 M61 38 L63 32 M64 28 L66 22", md, 2.6)
    for x in (28, 40, 54, 66):
        s += R(x, 59, 6, 29, 2, y) + R(x, 83, 6, 5, 1.5, OL)
    spots = [
        (31, 51, 6, 5, 15),
        (41, 48, 7, 5.5, -10),
        (51, 50, 6, 5, 20),
        (36, 58, 6.5, 4.5, 5),
        (47, 58, 6, 4.5, -15),
        (57, 56, 4.5, 4, 10),
        (61, 43, 4.5, 4.5, 20),
        (64, 33, 4, 4, -15),
        (67, 24, 3.5, 3.5, 10),
        (62, 52, 3.5, 3.5, 0),
    ]
    d = ""
    for sx, sy, w, h, r in spots:
        pts = []
        for k in range(6):
            a = math.radians(r + 60 * k + 30)
            f = 1.0 if k % 2 == 0 else 0.82
            pts.append(f"{n(sx + w * 0.66 * f * math.cos(a))} {n(sy + h * 0.66 * f * math.sin(a))}")
        d += "M" + " L".join(pts) + " Z"
    s += P(d, pc, 0)
    # head
    s += TUBE("M73 11 L72 4", y, 1.4) + C(72, 3.6, 2.4, md)
    s += TUBE("M78.5 10 L79.5 3", y, 1.4) + C(79.5, 2.8, 2.4, md)
    s += E(69.5, 13, 5, 2.4, y, rot=-25)
    s += E(80, 17, 11, 7.5, y, rot=22)
    s += E(87.5, 21, 5.4, 4.8, "#F8DFA3", rot=22, sw=1.6)
    s += C(89.5, 20.6, 0.9, OL, 0)
    s += EYE(79, 14.5, 2.2)
    s += BLUSH(80.5, 20, 2.2, 1.4)
    return s


def zebra():
    wh, blk = WHITE, "#2A2630"
    s = SHADOW(48, 89, 34)
    s += L("M22 46 C16 52 15 60 16 66", OL, 2) + P("M13.5 64 C12 72 19 73 18.5 65 Z", blk, 0)
    legs = []
    s += E(46, 54, 25, 13, wh)
    d = ""
    for i, x in enumerate(range(28, 68, 6)):
        yt = ellipse_top(46, 54, 25, 13, x)
        d += f"M{n(x)} {n(yt + 0.8)} C{n(x + 2)} {n(yt + 5)} {n(x - 1)} {n(yt + 8)} {n(x + 1)} {n(yt + 11 + (i % 2) * 4)}"
    s += L(d, blk, 3)
    for x in (24, 36, 56, 68):
        s += R(x, 60, 7, 28, 2.5, wh) + R(x, 82, 7, 6, 1.5, OL)
        legs.append(x)
    for x in legs:
        s += L(f"M{x + 0.5} 68 l6 0 M{x + 0.5} 75 l6 0", blk, 2.2)
    s += L("M24 52 l5 2 M23 58 l6 1", blk, 2.6)
    # neck, mane and head
    s += P("M58 50 L66 28 L80 31 L73 57 Z", wh)
    s += L("M71 31 L67 45 M76 34 L71 52 M79 41 L74 56", blk, 2.8)
    s += TUBE("M60 47 L68 25", blk, 2.6)
    s += L(
        "M60.6 44.5 l2.2 0.8 M62.6 39 l2.2 0.8 M64.6 33.5 l2.2 0.8 M66.6 28 l2.2 0.8", WHITE, 1.6
    )
    s += P("M72 22 L74 13 L78 21 Z", wh)
    s += P("M68 26 C72 18 82 18 86 24 L92 37 C93 43 88 46 84 43 L74 36 Z", wh)
    s += L("M71.5 28.5 L75 24.2 M75.5 35.2 L80 31 M79.5 38.8 L84 34.6", blk, 2.4)
    s += P("M86 33 L92 37 C93 43 88 46 84 43 L82 40 Z", "#4A4450", 1.4)
    s += EYE(79, 28, 2.2)
    s += C(89.5, 39, 0.9, "#FFFFFF", 0)
    return s


def panda():
    wh, blk, gr, grd = WHITE, "#2E2A33", "#8FC05F", "#5E9A3E"
    s = SHADOW(50, 89, 28)
    s += TUBE("M76 88 L80 30", gr, 4.4)
    s += L("M76.6 78 l4 0 M77.3 66 l4 0 M78.1 54 l4 0 M78.9 42 l4 0", grd, 1.6)
    s += P("M80 32 C86 26 92 26 96 28 C92 32 86 34 80 33 Z", gr, 1.8)
    s += P("M80 40 C84 36 90 38 92 42 C88 43 84 42 80 41 Z", gr, 1.8)
    s += E(50, 66, 22, 20, wh)
    s += E(36, 83, 9.5, 6.5, blk) + E(64, 83, 9.5, 6.5, blk)
    s += C(36, 83.5, 3.2, "#6B6472", 0) + C(64, 83.5, 3.2, "#6B6472", 0)
    s += E(31, 62, 7, 11, blk, rot=22)
    s += E(69, 59, 11, 6.5, blk, rot=-20)
    s += C(78.5, 55.5, 5, blk)
    s += C(35, 25, 6.5, blk) + C(65, 25, 6.5, blk)
    s += C(50, 39, 18, wh)
    s += E(43, 39, 5, 6.6, blk, rot=32, sw=0) + E(57, 39, 5, 6.6, blk, rot=-32, sw=0)
    s += C(43.6, 38.2, 2, "#FFFFFF", 0) + C(44, 38.4, 1, OL, 0)
    s += C(56.4, 38.2, 2, "#FFFFFF", 0) + C(56, 38.4, 1, OL, 0)
    s += E(50, 46, 3.2, 2.2, blk, sw=0)
    s += L("M50 48 L50 50 M47 51 C48.5 52 49.5 51.6 50 50 C50.5 51.6 51.5 52 53 51", OL, 1.4)
    s += BLUSH(40, 48) + BLUSH(60, 48)
    return s


def koala():
    g, _gd, wh, br = "#A3A8B3", "#878D99", "#F1EEEA", "#9C6B3F"
    s = ""
    s += E(50, 68, 19, 17, g)
    s += E(50, 71, 11, 11, "#E3E0DA", sw=0)
    s += R(3, 79, 94, 9, 4.5, br)
    s += L("M14 83.5 l8 0 M40 83 l10 0 M72 84 l9 0", "#7E5230", 1.6)
    s += E(12, 74, 7, 3.6, "#7FBF66", rot=-30, sw=1.8) + E(
        90, 74, 7, 3.6, "#7FBF66", rot=30, sw=1.8
    )
    s += E(20, 76, 6, 3, "#9CD07E", rot=20, sw=1.8)
    s += E(37, 78, 6, 5, g) + E(63, 78, 6, 5, g)
    s += E(40, 86, 5, 4, g) + E(60, 86, 5, 4, g)
    s += C(31, 30, 11, g) + C(69, 30, 11, g)
    s += C(32, 31, 6.5, wh, 0) + C(68, 31, 6.5, wh, 0)
    s += C(50, 42, 17, g)
    s += E(50, 46, 5.4, 7.2, "#3A3645")
    s += C(48.6, 43.2, 1.3, "#8A8494", 0)
    s += EYE(41.5, 40, 2.3) + EYE(58.5, 40, 2.3)
    s += L("M46.5 55 C48.5 56.3 51.5 56.3 53.5 55", OL, 1.4)
    s += BLUSH(38, 49) + BLUSH(62, 49)
    return s


def kangaroo():
    k, kd, lt = "#C98A55", "#AE6F3C", "#EDCB9C"
    s = SHADOW(46, 89, 34)
    s += P("M38 70 C28 76 16 82 5 86 C8 89 20 89 30 86 C38 83 44 78 46 74 Z", k)
    s += E(47, 86, 14, 3.6, kd)
    s += E(44, 70, 12, 15, k, rot=-18)
    s += E(54, 55, 13, 21, k, rot=14)
    s += E(59, 61, 7.5, 12, lt, rot=14, sw=1.8)
    s += L("M52 64 C55 68 61 69 65 66", OL, 1.8)
    # joey peeking from the pouch
    s += E(58, 60, 2, 4.5, k, rot=-10, sw=1.6) + E(63, 59, 2, 4.5, k, rot=15, sw=1.6)
    s += C(60.5, 63.5, 3.6, k, 1.6) + C(61.5, 63, 0.9, OL, 0)
    s += TUBE("M62 42 C67 45 69 48 70 52", k, 2.6)
    s += E(59, 17, 3.6, 9, k, rot=-18) + E(65, 15, 3.6, 9, k, rot=10)
    s += E(59.3, 18, 1.5, 6, "#E8B0A0", rot=-18, sw=0) + E(65, 16, 1.5, 6, "#E8B0A0", rot=10, sw=0)
    s += P(
        "M56 30 C56 22 64 20 69 24 C74 26 80 27 82 30 C83 34 78 36 73 36 C66 38 57 36 56 30 Z", k
    )
    s += EYE(65, 27.5, 2.2)
    s += C(81.3, 30.4, 1.5, OL, 0)
    s += BLUSH(69, 32, 2.2, 1.4)
    return s


def hippo():
    h, hd, pk = "#A48EAE", "#8A7596", "#EDB4C6"
    s = SHADOW(48, 89, 38)
    s += P("M15 52 C11 54 10 58 12 60", "none", 2)
    for x in (22, 54):
        s += R(x, 62, 12, 24, 4, hd)
    s += E(44, 58, 30, 20, h)
    s += E(46, 71, 18, 5, shade(h, 1.3), sw=0)
    for x in (28, 60):
        s += R(x, 66, 12, 22, 4, h)
    s += E(61, 31, 3.4, 4.2, h, rot=-20) + E(79, 29.5, 3.4, 4.2, h, rot=20)
    s += E(61, 31.5, 1.4, 2.2, pk, rot=-20, sw=0) + E(79, 30, 1.4, 2.2, pk, rot=20, sw=0)
    s += E(70, 44, 13, 12, h)
    s += E(80, 56, 15, 11.5, h)
    s += E(81, 59, 11, 6, pk, sw=0)
    s += L("M68 60 C74 64 86 64 93 59", OL, 1.8)
    s += P("M73 61.3 l1.6 3.4 l1.6 -3 Z M85 62 l1.6 3.2 l1.6 -3.8 Z", "#FFFFFF", 1.1)
    s += E(84, 50, 1.6, 2.3, OL, rot=-20, sw=0) + E(91, 51.5, 1.6, 2.3, OL, rot=20, sw=0)
    s += C(65, 35, 5, h) + C(75, 34, 5, h)
    s += EYE(65.5, 35, 2.4) + EYE(75.5, 34, 2.4)
    s += BLUSH(70, 48, 2.6, 1.7)
    s += L("M22 50 C24 48 28 47 30 47", shade(h, 1.35), 2.6)
    return s


def flamingo():
    pk, pkd, pkl = "#F48FAC", "#DC6A88", "#F9C2D1"
    s = SHADOW(48, 89, 20, 3.6)
    s += TUBE("M46 62 L46 87", "#E97997", 1.2)
    s += TUBE("M50 62 L58 72 L49 75", "#E97997", 1.2)
    s += P("M41 87 L46 85 L51 87 Z", "#E97997", 1.8)
    s += P("M24 46 C14 44 10 50 12 54 C16 52 20 52 24 54 Z", pkd)
    s += E(42, 51, 19, 12, pk, rot=-10)
    s += P("M28 48 C34 42 46 42 52 48 C46 54 36 56 28 48 Z", pkd, 1.8)
    s += L("M33 49 C37 46 42 46 46 48", pkl, 1.8)
    s += TUBE("M55 47 C67 42 63 31 57 25 C51 17 57 8 66 10", pk, 5)
    s += C(67, 12, 7, pk)
    s += P("M72 9 C79 9 84 13 84 20 C83 23 80 22 79 19 C78 16 75 15 72 16 Z", "#FBE7DA", 1.8)
    s += P("M81.2 16 C82.4 17 83.6 18.2 84 20 C83 23 80 22 79 19 Z", OL, 0)
    s += EYE(67, 10.5, 1.9)
    s += BLUSH(65, 15, 2, 1.3)
    return s


def camel():
    c, cd, lt = "#D8A868", "#B9874A", "#F3D9A9"
    s = SHADOW(46, 89, 34)
    s += L("M22 56 C18 60 18 64 19 68", OL, 2) + P("M17 67 C16 72 21 72 21 67 Z", cd, 0)
    s += P(
        "M22 60 C22 50 26 46 31 44 C31 30 44 29 45 43 C47 30 60 30 61 44 C67 46 71 51 71 58 "
        "C71 68 60 71 46 71 C32 71 22 68 22 60 Z",
        c,
    )
    s += L("M34 37 C37 34 40 34 42 37 M50 37 C53 34 56 34 58 37", shade(c, 1.3), 2.2)
    for x in (24, 36, 54, 66):
        s += R(x, 63, 7, 24, 2.5, c) + R(x - 1, 83, 9, 5, 2.5, shade(c, 0.75))
    s += P("M62 50 C69 53 73 50 75 42 L76 30 L88 30 L87 44 C86 58 76 65 64 63 Z", c)
    s += E(87, 29, 10, 6.5, c, rot=8)
    s += E(80, 24, 2.6, 3.6, c, rot=-20)
    s += E(94, 31, 3.6, 3.8, lt, sw=1.4)
    s += L("M93 34.5 C94.5 35.5 96 35 96.8 34", OL, 1.2)
    s += C(95.2, 29.5, 0.8, OL, 0)
    s += EYE(86, 27.5, 2.1)
    s += L("M83.5 25.2 C85 24 87.5 24 89 25.4", OL, 1.6)
    s += L("M70 55 C71 58 71 60 69 62 M74 52 C75 55 75 57 73 60", cd, 2)
    return s


def monkey():
    b, bd, tan = "#9A6436", "#7E4F28", "#EBC99C"
    s = SHADOW(50, 89, 26)
    s += TUBE("M60 80 C78 84 90 74 86 62 C83 54 74 57 78 63", b, 3.6)
    s += E(50, 67, 16, 17, b)
    s += E(50, 70, 9.5, 11.5, tan, sw=0)
    s += E(38, 84, 9, 4.8, b) + E(62, 84, 9, 4.8, b)
    s += E(33, 86, 4, 2.6, tan, sw=1.6) + E(67, 86, 4, 2.6, tan, sw=1.6)
    s += TUBE("M38 58 C32 64 34 72 40 74", b, 4.5)
    s += TUBE("M61 60 C68 58 72 54 72 48", b, 4.5)
    s += P("M66 50 C72 50 78 44 78 34 C81 40 82 52 74 58 C70 61 65 57 66 50 Z", "#F6D24E", 1.8)
    s += P("M77.5 34 L78.4 30.5 L80 34.8 Z", "#8A6A2A", 1.2)
    s += C(71.8, 49.5, 3.8, b, 1.8)
    s += C(33, 38, 6.5, b) + C(67, 38, 6.5, b)
    s += C(33, 38, 3.6, tan, 0) + C(67, 38, 3.6, tan, 0)
    s += C(50, 37, 15, b)
    s += P(
        "M50 33 C46 26 36 27 37 37 C37 46 43 52 50 52 C57 52 63 46 63 37 C64 27 54 26 50 33 Z",
        tan,
        1.8,
    )
    s += EYE(44.5, 36.5, 2.4) + EYE(55.5, 36.5, 2.4)
    s += C(48.5, 42.5, 0.9, OL, 0) + C(51.5, 42.5, 0.9, OL, 0)
    s += L("M45 46 C48 49 52 49 55 46", OL, 1.6)
    s += L("M45 27 C48 25 52 25 55 27", bd, 2)
    return s


def rabbit():
    r, rl, pk = "#CFC4B8", "#F4EFEA", "#F2B2B6"
    s = SHADOW(48, 89, 28)
    s += wool([(25, 68, 5.5), (22, 63, 4)], "#FFFFFF")
    s += E(44, 67, 20, 18, r)
    s += E(47, 72, 12, 11, rl, sw=0)
    s += E(47, 85, 15, 4.4, r)
    s += E(62, 84, 4.4, 4, r) + E(68, 84, 4.4, 4, r)
    s += E(56, 20, 4.8, 14.5, r, rot=-14) + E(67, 19, 4.8, 14.5, r, rot=10)
    s += E(56.2, 21, 2.2, 10.5, pk, rot=-14, sw=0) + E(66.8, 20, 2.2, 10.5, pk, rot=10, sw=0)
    s += C(63, 43, 13.5, r)
    s += E(70, 48, 6, 4.8, rl, sw=0)
    s += EYE(66, 40, 2.5)
    s += E(75, 45, 1.9, 1.5, "#E58A95", sw=1)
    s += L("M75 47 L75 49 M72.5 50 C73.5 51 74.5 50.8 75 49 C75.5 50.8 76.5 51 77.5 50", OL, 1.2)
    s += L("M77 47 L84 45.5 M77 48.8 L84 49.5", OL, 0.9)
    s += BLUSH(63, 48, 2.6, 1.7)
    # carrot
    s += P("M82 72 C84 71 86 72 86 74 L80 88 C79 89 78 88 78.5 87 Z", "#F08A2E", 1.8)
    s += L("M81 77 l2.5 0.8 M80 81 l2 0.6", "#C5651A", 1.2)
    s += P(
        "M84 71.5 C83 67 84 65 86 64 C86.5 67 86 69 85.2 72 Z M85.5 72 C87 68 89.5 67 91 67.5 C90 70 88 72 86 73 Z",
        "#6FB24A",
        1.4,
    )
    return s


# special animals ------------------------------------------------------------


def eagle():
    b, bd, wh, y = "#7B5234", "#5E3D24", WHITE, "#F2B53A"
    s = SHADOW(50, 91, 22, 3.6)
    s += P(
        "M42 50 C32 40 18 36 4 40 C9 44 8 47 12 49 C8 52 9 56 15 57 C12 61 16 64 21 63 "
        "C20 67 25 69 30 66 C36 64 41 60 44 56 Z",
        b,
    )
    s += P(
        "M58 50 C68 40 82 36 96 40 C91 44 92 47 88 49 C92 52 91 56 85 57 C88 61 84 64 79 63 "
        "C80 67 75 69 70 66 C64 64 59 60 56 56 Z",
        b,
    )
    s += L(
        "M13 48.5 C24 49 32 51 40 55 M16 56.5 C26 56 34 57 41 58 M22 62.5 C30 61 36 61 42 60",
        bd,
        1.6,
    )
    s += L(
        "M87 48.5 C76 49 68 51 60 55 M84 56.5 C74 56 66 57 59 58 M78 62.5 C70 61 64 61 58 60",
        bd,
        1.6,
    )
    s += P("M43 74 L37 88 L45 86 L50 90 L55 86 L63 88 L57 74 Z", wh)
    s += E(50, 60, 13.5, 18, b)
    s += E(50, 62, 7.5, 11, shade(b, 1.25), sw=0)
    s += L("M46 62 l2 2 l2 -2 l2 2 l2 -2 M46 68 l2 2 l2 -2 l2 2 l2 -2", bd, 1.3)
    s += L("M45 76 L43 83 M55 76 L57 83", y, 3.6)
    s += L("M40.5 84 L43 83 L44 86 M59.5 84 L57 83 L56 86", OL, 1.6)
    s += P(
        "M38 40 C38 30 44 25 50 25 C56 25 62 30 62 40 C60 46 56 48 50 48 C44 48 40 46 38 40 Z", wh
    )
    s += P(
        "M45 38 C47 36 53 36 55 38 C55 42 53 45 50 48 C51.5 44 49.5 42 46.5 42 C45.5 41 45 40 45 38 Z",
        y,
        2,
    )
    s += EYE(44.5, 34, 2.3) + EYE(55.5, 34, 2.3)
    s += L("M41 30.5 L47 32 M59 30.5 L53 32", OL, 2)
    return s


def mole():
    m, ml, pk, dirt, dirtd = "#5A5060", "#776C7E", "#F2A6B0", "#9A6A44", "#7C5233"
    s = ""
    s += E(50, 58, 19, 22, m)
    s += E(50, 61, 11, 13, ml, sw=0)
    s += P("M8 92 C10 74 30 66 50 66 C70 66 90 74 92 92 Z", dirt)
    s += L("M24 80 l3 -1 M66 78 l4 0 M44 84 l3 1 M76 86 l3 -1 M34 88 l3 0", dirtd, 1.8)
    s += C(30, 86, 2.2, dirtd, 1.4) + C(70, 83, 2, dirtd, 1.4) + C(56, 88, 1.8, dirtd, 1.4)
    for side in (-1, 1):
        cx = 50 + side * 20
        s += E(cx, 67, 9, 6, pk, rot=side * -15)
        for k in (-1, 0, 1):
            x0 = cx + side * 6 + k * 3.2 * side * 0 + k * 3
            s += L(f"M{n(x0)} {n(62.5 + abs(k))} l{n(side * 2.6)} -2.6", OL, 1.6)
    s += E(50, 50, 8, 6, ml, sw=1.8)
    s += C(50, 47, 4, pk, 1.8)
    s += C(48.8, 45.8, 1.1, "#FFFFFF", 0)
    s += L("M42 41 C43.5 39.6 45.5 39.6 47 41 M53 41 C54.5 39.6 56.5 39.6 58 41", OL, 1.8)
    s += L("M44 50 L34 48 M44 52 L34 54 M56 50 L66 48 M56 52 L66 54", OL, 1)
    s += L("M46 56 C48.5 58 51.5 58 54 56", OL, 1.4)
    s += BLUSH(41.5, 46, 2.4, 1.5) + BLUSH(58.5, 46, 2.4, 1.5)
    s += C(50, 40.5, 2, ml, 0)
    return s


def magpie():
    blk, wh, blu, grn, br = "#2A2630", WHITE, "#3F6FA8", "#2F8A76", "#8E6440"
    s = ""
    s += R(2, 76, 96, 7, 3.5, br)
    s += P("M20 76 C18 72 20 70 23 71", "none", 1.6)
    s += E(14, 73, 5.5, 2.6, "#7FBF66", rot=-30, sw=1.6)
    b = P("M34 60 L10 70 C9 74 12 76.5 14.5 75.8 L38 67 Z", grn)
    b += L("M14 72 L32 64", blu, 2)
    b += TUBE("M52 66 L50 76", blk, 0.8) + TUBE("M58 66 L58 76", blk, 0.8)
    b += L("M46.5 78 L50 76 L53 78 M55 78 L58 76 L61 78", OL, 1.6)
    b += E(50, 55, 18, 12.5, wh, rot=-18)
    b += P("M32 56 C34 46 44 40 56 42 C62 44 64 50 60 54 C52 58 42 60 32 56 Z", blk)
    b += P("M38 54 C44 50 52 49 58 50", "none", 0)
    b += L("M39 53.5 C45 50 51 49.5 57 50.5", wh, 2.8)
    b += L("M34 57 C42 60 50 59 56 56", blu, 2.2)
    b += C(66, 37, 10, blk)
    b += P("M74 34 L86 37.5 L74.5 41 Z", "#4A4450", 1.8)
    b += C(68, 35, 2.8, "#FFFFFF", 1.2) + C(68.8, 35.3, 1.3, OL, 0)
    b += L("M64 31 L71.5 32.5", OL, 1.6)
    # the stolen ring
    b += C(88, 44.5, 4.6, "none", 4.6, stroke=OL) + C(88, 44.5, 4.6, "none", 2.4, stroke=GOLD)
    b += P("M88 37.6 L90 39.6 L88 41.6 L86 39.6 Z", "#8FD6EC", 1.2)
    b += L("M93 35 l2 -2 M94.5 41 l2.4 0 M82 33 l-1.5 -2.5", GOLD, 1.6)
    s += G(b, "translate(50 76) scale(1.08) translate(-54 -76)", False)
    return s


def sheep_body(wool_col, face_col, leg_col, eye="plain", outline=OL):
    s = ""
    for x in (30, 62):
        s += R(x, 64, 6, 22, 2, shade(leg_col, 0.85)) + R(x, 82, 6, 5, 1.5, OL)
    cl = [
        (30, 52, 11),
        (40, 44, 12),
        (54, 43, 12),
        (66, 50, 11),
        (64, 62, 11),
        (50, 66, 12),
        (35, 64, 11),
        (48, 54, 14),
        (19, 55, 5),
    ]
    s += wool(cl, wool_col, outline)
    for x in (36, 56):
        s += R(x, 66, 6, 22, 2, leg_col) + R(x, 83, 6, 5, 1.5, OL)
    s += E(71, 40, 6.5, 3.2, face_col, rot=-22)
    s += E(80, 47, 9, 11.5, face_col, rot=-32)
    s += wool([(74, 35.5, 5), (79.5, 34, 4.2)], wool_col, outline)
    if eye == "sly":
        s += C(82, 44.5, 2.4, OL, 0)
        s += L("M78.5 42.6 C80.5 41.2 83.5 41.2 85.5 42.6", OL, 1.8)
        s += L("M82 52.5 C84 54.2 86.5 54 88.5 51.5", OL, 1.5)
    else:
        s += C(82, 44.5, 2.5, "#FFFFFF", 0) + C(82.6, 44.8, 1.3, OL, 0)
        s += L("M83 52.5 C85 53.6 86.8 53.2 88 51.8", shade(face_col, 1.6), 1.4)
    return s


def white_sheep():
    s = SHADOW(48, 89, 34)
    s += sheep_body(WHITE, "#5B5363", "#5B5363")
    s += L("M42 44 C46 40 52 40 56 43", "#E3DACB", 2.4)
    # a bell on a ribbon
    s += L("M70 53 C74 57 80 58 85 56", "#E0604F", 2.6)
    s += P("M75 57 C75 54 80 54 80 57 L81 61 L74 61 Z", GOLD, 1.6)
    s += C(77.5, 62, 1.1, OL, 0)
    # a daisy
    s += "".join(
        E(
            14 + 3.4 * math.cos(math.radians(a)),
            84 + 3.4 * math.sin(math.radians(a)),
            2.4,
            1.4,
            "#FFFFFF",
            rot=a,
            sw=0.8,
        )
        for a in range(0, 360, 60)
    )
    s += C(14, 84, 1.8, GOLD, 0.8)
    return s


def mother_sheep():
    s = SHADOW(36, 88, 30) + SHADOW(78, 90, 18, 3.4)
    s += G(sheep_body(WHITE, "#5B5363", "#5B5363"), "translate(-10 -2)", False)
    s += L("M32 42 C36 38 42 38 46 41", "#E3DACB", 2.4)
    s += G(sheep_body("#FFF4DE", "#6E6677", "#6E6677"), "translate(52 46.5) scale(0.5)", False)
    s += P(
        "M88 36 C88 32 84 30 82 33 C80 30 76 32 76 36 C76 40 82 43 82 44 C82 43 88 40 88 36 Z",
        "#E9767A",
        1.6,
    )
    s += P(
        "M96 46 C96 44 94 43.5 93 44.8 C92 43.5 90 44 90 46 C90 48 93 49.6 93 50 C93 49.6 96 48 96 46 Z",
        "#F29AA0",
        1.2,
    )
    return s


def wolf():
    g, gd, gl, y = "#8E96A3", "#6F7785", "#DDE1E7", "#F2C94C"
    s = SHADOW(48, 89, 36)
    s += P("M24 52 C14 50 6 56 4 66 C8 64 12 64 14 66 C12 60 18 56 26 58 Z", g)
    s += P("M8 63.5 C6 64 4.6 65 4 66 C6.5 65 8.5 65 10 65.5 Z", gl, 0)
    s += E(45, 56, 25, 13, g)
    s += P("M30 64 C40 70 54 70 62 64 C54 66 40 66 30 64 Z", gl, 0)
    s += L("M30 47 l4 -2 l4 2 M44 45 l4 -2 l4 2", gd, 1.8)
    for x in (22, 34, 54, 66):
        s += R(x, 61, 8, 26, 3, g) + R(x - 0.5, 83, 9, 5, 2.5, gl)
    s += P("M64 33 L65 18 L75 29 Z", g) + P("M66.5 28 L66.8 23 L71 27.5 Z", "#E6A6AE", 0)
    s += P("M73 30 L79 16 L83 31 Z", g) + P("M77 27 L79 21.5 L80.6 27.5 Z", "#E6A6AE", 0)
    s += P(
        "M60 44 C58 34 64 28 72 28 C80 28 84 34 85 38 L95 42 C97 44 96 48 93 49 L82 53 "
        "C76 56 64 55 60 44 Z",
        g,
    )
    s += P("M82 52 L93 49 C92 53 88 55 84 55 Z", gl, 1.6)
    s += P("M86.5 50 L87.5 53 L89 49.5 Z", "#FFFFFF", 1)
    s += P("M60 44 C62 52 68 56 74 56 C70 52 68 50 66 46 Z", gl, 0)
    s += C(95, 43.5, 2.6, OL, 0)
    s += P("M71.5 37 C73.5 35 77.5 35 79 37 C77 39 73.5 39 71.5 37 Z", y, 1.2)
    s += E(75.3, 37, 0.9, 1.8, OL, sw=0)
    s += L("M70 33.5 L79.5 34.8", OL, 2)
    return s


def black_sheep(sly=True):
    s = SHADOW(48, 89, 34)
    s += sheep_body("#3B3646", "#EBDCC8", "#2A2630", eye="sly" if sly else "plain")
    s += L("M42 44 C46 40 52 40 56 43", "#5F586E", 2.4)
    return s


# ---------------------------------------------------------------- card frames


def ground(yl, ym, yr, fill, top=None):
    return P(
        f"M11 {n(yl)} C35 {n(ym)} 65 {n(ym)} 89 {n(yr)} L89 106 C89 109.3 86.3 112 83 112 "
        f"L17 112 C13.7 112 11 109.3 11 106 Z",
        fill,
        0,
    )


def habitat(kind):
    """Background of the picture window (x 11..89, y 28..112)."""
    if kind == "jungle":
        s = R(11, 28, 78, 84, 6, "#E3F1D6", 0)
        s += P("M11 46 C20 40 24 32 22 28 L17 28 C13.7 28 11 30.7 11 34 Z", "#9CCB74", 0)
        s += P("M89 50 C80 44 76 34 80 28 L83 28 C86.3 28 89 30.7 89 34 Z", "#9CCB74", 0)
        s += ground(96, 92, 95, "#8CC66A")
    elif kind == "ice":
        s = R(11, 28, 78, 84, 6, "#E1F0FA", 0)
        s += P("M60 90 L68 66 L74 72 L80 62 L89 76 L89 90 Z", "#F4FAFD", 0)
        s += ground(93, 90, 93, "#FFFFFF")
        s += L("M11 93.5 C35 90.5 65 90.5 89 93.5", "#BFDCEB", 1.6)
    elif kind == "river":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(86, 82, 86, "#B9DC8C")
        s += P(
            "M11 98 C35 95 65 95 89 98 L89 106 C89 109.3 86.3 112 83 112 L17 112 C13.7 112 11 109.3 11 106 Z",
            "#9FD3E8",
            0,
        )
        s += L("M20 104 l8 0 M46 107 l10 0 M70 103 l8 0", "#E6F5FB", 1.6)
    elif kind == "mountain":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += P("M11 80 L30 52 L44 70 L58 46 L89 82 L89 90 L11 90 Z", "#CBD2DA", 0)
        s += P("M52.6 52.3 L58 46 L63.3 52.2 L60 51 L58 53 L55.6 51 Z", "#FFFFFF", 0)
        s += ground(93, 88, 94, MEADOW)
    elif kind == "savanna":
        s = R(11, 28, 78, 84, 6, "#FBEFD3", 0)
        s += C(72, 44, 8, "#F8D978", 0)
        s += ground(94, 90, 94, "#E6CF8C")
    elif kind == "plain":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(94, 90, 94, "#E3CF96")
    elif kind == "acacia":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(94, 90, 94, "#DDD58E")
        s += L("M20 94 L20 76", "#8E6440", 2.4)
        s += E(20, 74, 8, 3, "#86B85E", sw=0)
    elif kind == "meadow":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(94, 90, 94, MEADOW)
    elif kind == "bamboo":
        s = R(11, 28, 78, 84, 6, "#EAF4DF", 0)
        s += L("M19 92 L19 30 M27 92 L28 34", "#C3E0A3", 3.4)
        s += L("M17.3 50 l3.4 0 M17.3 70 l3.4 0 M25.5 56 l3.4 0", "#EAF4DF", 1.2)
        s += ground(94, 90, 94, MEADOW)
    elif kind == "tree":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += E(28, 40, 12, 7, "#D4EBC2", sw=0) + E(74, 36, 11, 6, "#D4EBC2", sw=0)
    elif kind == "outback":
        s = R(11, 28, 78, 84, 6, "#FCE8D2", 0)
        s += ground(94, 90, 94, "#E2A46E")
    elif kind == "pool":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(92, 88, 92, "#9FD3E8")
        s += L("M16 104 l8 0 M70 106 l10 0", "#E6F5FB", 1.6)
    elif kind == "lagoon":
        s = R(11, 28, 78, 84, 6, "#FCEAF0", 0)
        s += ground(96, 93, 96, "#A9DAEC")
        s += L("M20 104 l10 0 M62 101 l8 0 M44 108 l9 0", "#E6F5FB", 1.6)
    elif kind == "desert":
        s = R(11, 28, 78, 84, 6, "#FDF0D5", 0)
        s += C(28, 44, 7, "#F8D978", 0)
        s += P("M11 88 C30 80 50 84 60 88 C70 82 80 80 89 84 L89 96 L11 96 Z", "#F1D69A", 0)
        s += ground(96, 92, 96, "#E9C47E")
    elif kind == "vines":
        s = R(11, 28, 78, 84, 6, "#E3F1D6", 0)
        s += L("M24 28 C22 40 26 48 22 60 M78 28 C80 36 76 42 79 50", "#8CC66A", 2.2)
        s += E(22, 46, 3, 1.8, "#8CC66A", rot=-30, sw=0) + E(
            79, 40, 3, 1.8, "#8CC66A", rot=30, sw=0
        )
        s += ground(94, 90, 94, "#8CC66A")
    elif kind == "flowers":
        s = R(11, 28, 78, 84, 6, SKY_PALE, 0)
        s += ground(94, 90, 94, MEADOW)
        for x, y, c in ((20, 102, "#FFFFFF"), (32, 108, "#F7D35C"), (74, 104, "#FFFFFF")):
            s += C(x, y, 1.6, c, 0)
    else:
        raise ValueError(kind)
    return s


def motif(kind, cx, cy, col):
    """A small frame motif (about 9 x 9) centred on (cx, cy)."""

    def t(body):
        return f'<g transform="translate({n(cx)} {n(cy)})">{body}</g>'

    if kind == "paw":
        return t(
            E(0, 1.6, 2.8, 2.3, col, sw=0)
            + C(-3, -1.6, 1.2, col, 0)
            + C(-1, -3.2, 1.2, col, 0)
            + C(1.2, -3.2, 1.2, col, 0)
            + C(3.1, -1.5, 1.2, col, 0)
        )
    if kind == "snow":
        d = ""
        for a in (90, 30, -30):
            dx, dy = 4.2 * math.cos(math.radians(a)), 4.2 * math.sin(math.radians(a))
            d += f"M{n(-dx)} {n(-dy)} L{n(dx)} {n(dy)} "
        return t(L(d, col, 1.3) + C(0, 0, 1.1, col, 0))
    if kind == "teeth":
        return t(
            P(
                "M-4.5 -2.4 L4.5 -2.4 L3.4 2.6 L2.3 -0.6 L1.1 2.6 L0 -0.6 L-1.1 2.6 L-2.3 -0.6 L-3.4 2.6 Z",
                col,
                0,
            )
        )
    if kind == "peak":
        return t(
            P("M-4.8 3.4 L-0.8 -3.6 L1.4 0.2 L2.6 -1.3 L4.8 3.4 Z", col, 0)
            + P("M-2.1 -1.3 L-0.8 -3.6 L0.5 -1.3 Z", "#FFFFFF", 0)
        )
    if kind == "sun":
        d = ""
        for a in range(0, 360, 45):
            c, s_ = math.cos(math.radians(a)), math.sin(math.radians(a))
            d += f"M{n(3 * c)} {n(3 * s_)} L{n(4.6 * c)} {n(4.6 * s_)} "
        return t(C(0, 0, 2.2, col, 0) + L(d, col, 1.2))
    if kind == "peanut":
        return t(
            P(
                "M-1.5 -4.5 C1.5 -5 3.5 -2.5 2.2 -0.3 C3.8 1.5 2.5 4.8 -0.5 4.6 C-3.5 4.4 -4.2 1.2 "
                "-2.4 0 C-4 -1.6 -3.6 -4.2 -1.5 -4.5 Z",
                col,
                0,
            )
            + L("M-2 -2.4 C-1 -1.8 0 -2 0.6 -2.8", "#FFF8EC", 0.7)
        )
    if kind == "patch":
        return t(R(-3, -3, 6, 6, 1.4, col, 0, rot=45))
    if kind == "bars":
        return t(L("M-3 -4 L-3 4 M0 -4 L0 4 M3 -4 L3 4", col, 1.5))
    if kind == "bamboo":
        return t(
            R(-1.3, -4.5, 2.6, 9, 0.8, col, 0)
            + L("M-1.5 -1 L1.5 -1 M-1.5 2.2 L1.5 2.2", "#FFF8EC", 0.7)
            + P("M1.2 -2.6 C3 -4 4.5 -4 5 -3.6 C4 -2.4 2.8 -2 1.2 -2.2 Z", col, 0)
        )
    if kind == "leaf":
        return t(
            P("M-4 3.6 C-4 -1 -1 -4 4 -4 C4 1 1 4 -4 3.6 Z", col, 0)
            + L("M-3 2.8 L2 -2", "#FFF8EC", 0.7)
        )
    if kind == "boomerang":
        return t(
            P(
                "M-4.8 3.2 L-1.2 -3.8 C-0.6 -4.6 0.6 -4.6 1.2 -3.8 L4.8 3.2 L2.4 4 L0 -0.6 L-2.4 4 Z",
                col,
                0,
            )
        )
    if kind == "waves":
        return t(
            L(
                "M-4.5 -1.4 C-3 -3 -1.5 -3 0 -1.4 C1.5 0.2 3 0.2 4.5 -1.4 M-4.5 2.4 C-3 0.8 -1.5 0.8 0 2.4 "
                "C1.5 4 3 4 4.5 2.4",
                col,
                1.3,
            )
        )
    if kind == "heart":
        return t(
            P(
                "M0 3.8 C-3 1.6 -4.6 0 -4.6 -1.8 C-4.6 -3.6 -2.2 -4.4 0 -2.4 C2.2 -4.4 4.6 -3.6 4.6 -1.8 "
                "C4.6 0 3 1.6 0 3.8 Z",
                col,
                0,
            )
        )
    if kind == "cactus":
        return t(L("M0 4.4 L0 -3.6 M0 1.4 L-2.8 1.4 L-2.8 -1.4 M0 0 L2.8 0 L2.8 -2.6", col, 1.8))
    if kind == "banana":
        return t(
            P(
                "M-4 -2.4 C-3 2 1.6 3.6 4.4 1 C4.6 2.4 3.6 4 1.4 4.3 C-2.4 4.6 -4.8 1.4 -4.6 -2.4 Z",
                col,
                0,
            )
        )
    if kind == "carrot":
        return t(
            P("M-1.8 -1.4 L1.8 -1.4 L0 4.6 Z", col, 0)
            + P(
                "M-0.3 -1.6 C-1.6 -3 -2 -4 -1.6 -4.8 C-0.4 -4 0 -3 0.3 -1.6 Z M0.3 -1.6 C1 -3.4 2 -4.2 2.8 -4 C2.4 -3 1.6 -2 0.6 -1.4 Z",
                col,
                0,
            )
        )
    if kind == "star":
        return t(P(star_path(0, 0, 4.8, 2.1), col, 0))
    raise ValueError(kind)


SPECIES = [
    # id, frame colour, motif, habitat, draw
    ("tiger", "#E47B24", "paw", "jungle", tiger),
    ("penguin", "#4E86C6", "snow", "ice", penguin),
    ("crocodile", "#4E9A45", "teeth", "river", crocodile),
    ("goat", "#93945A", "peak", "mountain", goat),
    ("lion", "#D9A21E", "sun", "savanna", lion),
    ("elephant", "#7F8A9C", "peanut", "plain", elephant),
    ("giraffe", "#2E9C8F", "patch", "acacia", giraffe),
    ("zebra", "#545A8C", "bars", "meadow", zebra),
    ("panda", "#8DC03E", "bamboo", "bamboo", panda),
    ("koala", "#9068BD", "leaf", "tree", koala),
    ("kangaroo", "#C5532F", "boomerang", "outback", kangaroo),
    ("hippo", "#A8628F", "waves", "pool", hippo),
    ("flamingo", "#EE7FA4", "heart", "lagoon", flamingo),
    ("camel", "#CFA663", "cactus", "desert", camel),
    ("monkey", "#8A5A34", "banana", "vines", monkey),
    ("rabbit", "#5CB8C9", "carrot", "flowers", rabbit),
]

ANIMAL_TRANSFORM = "translate(11 30) scale(0.78)"


def motif_rows(kind, col):
    s = "".join(motif(kind, x, 16.5, col) for x in (56, 70, 84))
    s += "".join(motif(kind, x, 123.5, col) for x in (22, 36, 50, 64, 78))
    return s


def species_card(sid, frame, kind, hab, draw, index):
    dark = shade(frame, 0.72)
    s = R(1, 1, 98, 138, 9, frame, 2, stroke=OL)
    s += R(6, 6, 88, 128, 6, CREAM, 0)
    s += habitat(hab)
    s += G(draw(), ANIMAL_TRANSFORM)
    s += R(11, 28, 78, 84, 6, "none", 2, stroke=frame)
    s += motif_rows(kind, dark)
    return svg(
        100,
        140,
        f"Bye-Bye Black Sheep species card {index}: {sid} (the app draws the number "
        f"in the clear square x 6-26, y 6-26)",
        s,
    )


def joker_card():
    bands = ["#D8483F", "#EE8A2C", "#F2C14E", "#79B563", "#3579C9", "#8C5BB8"]
    s = R(1, 1, 98, 138, 9, bands[0], 2, stroke=OL)
    for i, c in enumerate(bands[1:], start=1):
        s += R(1 + i * 0.85, 1 + i * 0.85, 98 - i * 1.7, 138 - i * 1.7, 9 - i * 0.5, c, 0)
    s += R(6, 6, 88, 128, 6, CREAM, 0)
    s += R(11, 28, 78, 84, 6, "#F3EEFA", 0)
    # rainbow arc
    arc = ["#E9716A", "#F3A65A", "#F5D466", "#9CCB74", "#79AEE0", "#A98BD0"]
    for i, c in enumerate(arc):
        r = 34 - i * 4.2
        s += L(f"M{n(50 - r)} 100 A{n(r)} {n(r)} 0 0 1 {n(50 + r)} 100", c, 4.4)
    s += E(20, 101, 9, 5, "#FFFFFF", sw=0) + E(27, 99, 6, 4.5, "#FFFFFF", sw=0)
    s += E(80, 101, 9, 5, "#FFFFFF", sw=0) + E(73, 99, 6, 4.5, "#FFFFFF", sw=0)
    s += P(
        "M11 104 L89 104 L89 106 C89 109.3 86.3 112 83 112 L17 112 C13.7 112 11 109.3 11 106 Z",
        "#FFFFFF",
        0,
    )
    big = G(
        P(star_path(50, 70, 22, 10.5), "#F7C948")
        + EYE(45, 68, 2.3)
        + EYE(55, 68, 2.3)
        + L("M46 74.5 C48 77 52 77 54 74.5", OL, 1.8)
        + BLUSH(42, 73, 2.2, 1.4)
        + BLUSH(58, 73, 2.2, 1.4),
        None,
    )
    s += big
    for x, y, r in ((24, 44, 4), (76, 42, 5), (30, 60, 2.6), (71, 60, 3)):
        s += P(star_path(x, y, r, r * 0.42, 4, -90), "#FFFFFF", 1.2, stroke=OL)
    s += R(11, 28, 78, 84, 6, "none", 2, stroke="#8C5BB8")
    for i, x in enumerate((56, 70, 84)):
        s += motif("star", x, 16.5, shade(bands[i], 0.9))
    for i, x in enumerate((22, 36, 50, 64, 78)):
        s += motif("star", x, 123.5, shade(bands[i + 1 if i < 5 else 0], 0.85))
    return svg(
        100, 140, "Bye-Bye Black Sheep joker (wild set card; clear square x 6-26, y 6-26)", s
    )


# special-card frame: dark night frame with gold trim, an arched window with a sunburst

ARCH_CX, ARCH_CY, ARCH_R, ARCH_BOTTOM = 50, 54, 38, 124
ARCH_PATH = (
    f"M12 {ARCH_CY} A{ARCH_R} {ARCH_R} 0 0 1 88 {ARCH_CY} L88 {ARCH_BOTTOM - 5} "
    f"C88 {ARCH_BOTTOM - 2.2} 85.8 {ARCH_BOTTOM} 83 {ARCH_BOTTOM} L17 {ARCH_BOTTOM} "
    f"C14.2 {ARCH_BOTTOM} 12 {ARCH_BOTTOM - 2.2} 12 {ARCH_BOTTOM - 5} Z"
)


def _inside_arch(x, y):
    if x < 12 or x > 88 or y > ARCH_BOTTOM:
        return False
    if y < ARCH_CY:
        return (x - ARCH_CX) ** 2 + (y - ARCH_CY) ** 2 <= ARCH_R**2
    for cx, cy in ((17, ARCH_BOTTOM - 5), (83, ARCH_BOTTOM - 5)):
        if ((x < 17 and cx == 17) or (x > 83 and cx == 83)) and y > cy:
            return (x - cx) ** 2 + (y - cy) ** 2 <= 25
    return True


def _arch_edge(cx, cy, a):
    lo, hi = 0.0, 120.0
    for _ in range(40):
        mid = (lo + hi) / 2
        if _inside_arch(cx + mid * math.cos(a), cy + mid * math.sin(a)):
            lo = mid
        else:
            hi = mid
    return cx + lo * math.cos(a), cy + lo * math.sin(a)


def sunburst(c1, c2, cx=50, cy=72, rays=18):
    s = P(ARCH_PATH, c1, 0)
    d = ""
    for k in range(0, rays, 2):
        a0 = 2 * math.pi * k / rays - math.pi / 2
        a1 = 2 * math.pi * (k + 1) / rays - math.pi / 2
        pts = [(cx, cy)] + [_arch_edge(cx, cy, a0 + (a1 - a0) * i / 4) for i in range(5)]
        d += "M" + " L".join(f"{n(x)} {n(y)}" for x, y in pts) + " Z"
    s += P(d, c2, 0)
    return s


def special_card(sid, comment, draw, c1, c2, frame="#433D6E", trim=GOLD, window=None, extra=""):
    window = window or shade(frame, 0.8)
    s = R(1, 1, 98, 138, 9, frame, 2, stroke=OL)
    s += R(4.5, 4.5, 91, 131, 7, "none", 1.4, stroke=trim)
    s += R(7, 7, 86, 126, 5.5, CREAM, 0)
    s += sunburst(c1, c2)
    s += extra
    s += G(draw(), "translate(11 40) scale(0.78)")
    s += P(ARCH_PATH, "none", 2.2, stroke=window)
    for x, y in ((15, 15), (85, 15)):
        s += P(star_path(x, y, 5.2, 2.2), trim, 1.2, stroke=OL)
    s += "".join(C(x, 129, 1.5, trim, 0.8, stroke=OL) for x in (38, 44, 50, 56, 62))
    return svg(100, 140, comment, s)


def card_back(tr=""):
    """Card back body (no <svg>), 100 x 140."""
    base, mid, lt = "#2F6F66", "#3A857A", "#4C9A8E"
    s = R(1, 1, 98, 138, 9, base, 2, stroke=OL)
    s += R(6, 6, 88, 128, 6, mid, 0)
    d = ""
    for row in range(9):
        for col in range(6):
            x = 13 + col * 15 + (7.5 if row % 2 else 0)
            y = 14 + row * 14
            if x > 90:
                continue
            if (x - 50) ** 2 / 33**2 + (y - 70) ** 2 / 33**2 < 1:
                continue
            d += (
                f"M{n(x - 2.4)} {n(y + 1.4)} a2.4 2 0 1 0 4.8 0 a2.4 2 0 1 0 -4.8 0 "
                f"M{n(x - 3.6)} {n(y - 1.6)} a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 "
                f"M{n(x - 1.6)} {n(y - 3)} a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 "
                f"M{n(x + 0.6)} {n(y - 3)} a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 "
                f"M{n(x + 2.2)} {n(y - 1.6)} a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 "
            )
    s += P(d, lt, 0)
    s += R(8.5, 8.5, 83, 123, 5, "none", 1.6, stroke="#F6E7C8")
    s += C(50, 70, 30, "#F6E7C8", 2, stroke=OL)
    s += C(50, 70, 25.5, "#A9D47A", 0)
    s += P("M27 74 C30 92 70 92 73 74 Z", "#A9D47A", 0)
    s += E(
        50,
        80,
        17,
        6,
        "#9FD3E8",
        sw=1.6,
    )
    s += L("M42 80 l6 0 M54 82 l5 0", "#E6F5FB", 1.3)
    s += L("M31 80 L30 68 M34 81 L34.5 70", "#5E9A3E", 1.6) + E(30, 67, 1.4, 3, "#8E6440", sw=0)
    s += G(black_sheep(sly=False).replace(SHADOW(48, 89, 34), ""), "translate(31 46) scale(0.36)")
    return G(s, tr or None, style=False)


# ---------------------------------------------------------------- boards


def watering_hole():
    s = ""
    s += P(
        "M20 92 C18 40 110 12 320 12 C530 12 624 40 620 92 C624 146 530 170 320 170 "
        "C110 170 16 146 20 92 Z",
        MEADOW,
        2.6,
        stroke=OL,
    )
    s += P(
        "M44 92 C44 52 130 30 320 30 C510 30 596 52 596 92 C596 134 510 154 320 154 "
        "C130 154 44 134 44 92 Z",
        STRAW,
        0,
    )
    s += P(
        "M62 92 C62 60 140 44 320 44 C500 44 578 60 578 92 C578 124 500 140 320 140 "
        "C140 140 62 124 62 92 Z",
        "#9FD3E8",
        2.2,
        stroke="#7FB9CF",
    )
    s += P(
        "M92 92 C92 68 160 56 320 56 C480 56 548 68 548 92 C548 116 480 128 320 128 "
        "C160 128 92 116 92 92 Z",
        "#C6E6F2",
        0,
    )
    s += P(
        "M130 92 C130 74 190 66 320 66 C450 66 510 74 510 92 C510 110 450 118 320 118 "
        "C190 118 130 110 130 92 Z",
        "#D8EEF6",
        0,
    )
    s += L(
        "M80 100 C86 104 96 105 104 103 M538 84 C546 80 554 80 560 82 M470 128 C480 131 492 131 500 129 "
        "M150 58 C160 55 172 55 180 57",
        "#E8F6FB",
        2,
    )
    # lily pads
    for x, y, r, flower in (
        (100, 74, 9, True),
        (116, 118, 7, False),
        (540, 110, 9, True),
        (520, 66, 6.5, False),
    ):
        s += P(
            f"M{x} {y} L{x + r} {y - 2} A{r} {r * 0.7} 0 1 1 {x + r * 0.6} {y + r * 0.55} Z",
            "#79B563",
            1.6,
            stroke=OL,
        )
        if flower:
            s += P(star_path(x - 2, y - 1, 4.5, 2, 6), "#F5B8C8", 1.2, stroke=OL) + C(
                x - 2, y - 1, 1.4, GOLD, 0
            )
    # stones
    for x, y, rx, ry in (
        (214, 34, 9, 5),
        (228, 38, 6, 4),
        (430, 150, 10, 5.5),
        (412, 153, 6, 3.6),
        (590, 128, 7, 4.5),
    ):
        s += E(x, y, rx, ry, "#C9C2B4", sw=1.6) + E(
            x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.25, "#E3DED4", sw=0
        )

    # reeds (left and right banks)
    def reeds(x0, y0, mirror):
        r = ""
        for i, (dx, h, lean) in enumerate(
            ((0, 46, -4), (8, 58, 2), (16, 40, 6), (-8, 36, -8), (24, 30, 9))
        ):
            x = x0 + dx * mirror
            tip_x = x + lean * mirror
            r += L(
                f"M{n(x)} {n(y0)} C{n(x)} {n(y0 - h * 0.5)} {n(tip_x)} {n(y0 - h * 0.8)} {n(tip_x)} {n(y0 - h)}",
                "#5E9A3E",
                4.4 + 0,
            )
            if i % 2 == 0:
                r += E(
                    tip_x - lean * mirror * 0.12,
                    y0 - h * 0.72,
                    2.8,
                    7,
                    "#8E6440",
                    rot=lean * mirror * 0.8,
                    sw=1.6,
                )
        r += L(
            f"M{n(x0 - 14 * mirror)} {n(y0)} C{n(x0 - 20 * mirror)} {n(y0 - 12)} {n(x0 - 26 * mirror)} {n(y0 - 18)} "
            f"{n(x0 - 34 * mirror)} {n(y0 - 20)}",
            "#79B563",
            3.4,
        )
        r += L(
            f"M{n(x0 + 30 * mirror)} {n(y0)} C{n(x0 + 34 * mirror)} {n(y0 - 12)} {n(x0 + 40 * mirror)} {n(y0 - 16)} "
            f"{n(x0 + 46 * mirror)} {n(y0 - 16)}",
            "#79B563",
            3.4,
        )
        return G(r, None)

    s += reeds(60, 122, 1) + reeds(580, 120, -1)
    s += reeds(42, 84, 1).replace("#5E9A3E", "#6AA64A")
    # grass tufts on the bank
    for x, y in ((170, 22), (300, 20), (470, 22), (250, 162), (360, 164), (150, 158), (520, 156)):
        s += L(f"M{x} {y} l3 -6 l2 5 l3 -7 l2 8", MEADOW_DK, 1.6)
    return svg(
        640,
        180,
        "Bye-Bye Black Sheep watering hole (cards are laid in the calm light "
        "middle, about x 130-510, y 60-124)",
        s,
    )


def zoo():
    wood, wood_dk, wood_lt = "#C99A62", "#9C6B3F", "#E9D4B0"
    s = ""
    s += R(6, 14, 408, 200, 14, "#8E6440", 2.6, stroke=OL)
    s += R(16, 26, 388, 180, 8, "#9FCE6E", 0)
    s += P(
        "M16 150 C90 136 200 160 300 146 C350 140 380 146 404 150 L404 198 C404 202.4 400.4 206 396 206 "
        "L24 206 C19.6 206 16 202.4 16 198 Z",
        "#93C462",
        0,
    )
    s += P(
        "M16 60 C80 70 160 50 250 62 C320 70 370 56 404 62 L404 34 C404 29.6 400.4 26 396 26 L24 26 "
        "C19.6 26 16 29.6 16 34 Z",
        "#A9D47A",
        0,
    )
    # sandy corner with a water trough (top-right) and a bush (bottom-left)
    s += P("M404 130 C380 128 366 150 372 176 C376 194 394 204 404 204 Z", "#EBD9AE", 0)
    s += R(378, 156, 20, 34, 5, "#9FD3E8", 2, stroke=OL)
    s += L("M383 168 l8 0 M383 178 l6 0", "#E6F5FB", 1.4)
    s += G(bush(34, 190, 0.75))
    for x, y, c in (
        (70, 194, "#FFFFFF"),
        (84, 188, "#F5B8C8"),
        (300, 36, "#FFFFFF"),
        (356, 44, "#F7D35C"),
        (30, 60, "#F5B8C8"),
        (392, 116, "#FFFFFF"),
    ):
        s += C(x, y, 2.3, c, 1.1) + C(x, y, 0.9, GOLD if c != "#F7D35C" else "#E8902E", 0)
    for x, y in ((60, 44), (120, 186), (330, 40), (250, 190), (190, 40), (390, 96), (28, 108)):
        s += L(f"M{x} {y} l3 -6 l2 5 l3 -7 l2 8", MEADOW_DK, 1.6)

    # fence: rails on all four sides, posts at the corners and along the sides
    def rail(x1, y1, x2, y2):
        return L(f"M{x1} {y1} L{x2} {y2}", OL, 7.4) + L(f"M{x1} {y1} L{x2} {y2}", wood_lt, 4.2)

    s += (
        rail(12, 20, 408, 20)
        + rail(12, 208, 408, 208)
        + rail(10, 20, 10, 208)
        + rail(410, 20, 410, 208)
    )
    posts = [(x, 20) for x in range(12, 409, 44)] + [(x, 208) for x in range(12, 409, 44)]
    posts += [(10, y) for y in (64, 108, 152)] + [(410, y) for y in (64, 108, 152)]
    for x, y in posts:
        s += R(x - 5, y - 5, 10, 10, 2.4, wood, 1.8, stroke=OL) + R(
            x - 2.4, y - 2.4, 4.8, 4.8, 1.2, wood_dk, 0
        )
    # gate in the front rail
    s += R(186, 202, 48, 12, 3, wood, 1.8, stroke=OL)
    s += L(
        "M190 208 L230 208 M198 203.5 L198 212.5 M210 203.5 L210 212.5 M222 203.5 L222 212.5",
        wood_dk,
        1.6,
    )
    # blank name sign on the back rail and the owner's pennants
    s += R(148, 2, 124, 27, 6, SEAT, 2, stroke=OL)
    s += R(153, 6, 114, 19, 3.5, "#FFF8EC", 1.2, stroke=SEAT_DK)
    s += C(150.8, 15.5, 1.3, SEAT_DK, 0) + C(269.2, 15.5, 1.3, SEAT_DK, 0)
    for x, flip in ((12, 1), (408, -1)):
        s += L(f"M{x} 16 L{x} 0.5", OL, 2.6)
        s += P(f"M{x} 1.5 L{x + 24 * flip} 7.5 L{x} 13.5 Z", SEAT, 1.6, stroke=OL)
        s += P(f"M{x + 0.8 * flip} 7.5 L{x + 22 * flip} 7.5 L{x + 0.8 * flip} 12.8 Z", SEAT_DK, 0)
    return svg(
        420,
        220,
        "Bye-Bye Black Sheep zoo enclosure (cards in rows in the calm middle, about "
        "x 60-368, y 32-200; blank cream sign x 153-267, y 6-25 for the owner's name; sign board and "
        "pennants in the seat placeholder colours)",
        s,
    )


def pile():
    s = E(56, 142, 44, 6, "#000", sw=0, op=0.18)
    for dx, dy, rot in ((10, 9, 4), (7, 6, -3), (4, 3, 2)):
        s += G(
            R(1, 1, 98, 138, 9, "#2F6F66", 2, stroke=OL) + R(6, 6, 88, 128, 6, "#3A857A", 0),
            f"translate({dx} {dy}) scale(0.9) rotate({rot} 50 70)",
            False,
        )
    s += card_back("translate(2 1) scale(0.9)")
    return svg(
        110,
        150,
        "Bye-Bye Black Sheep face-down draw pile (a count may be drawn by the app "
        "on the top card's medallion, centre 47 64)",
        s,
    )


def hippo_peek():
    """A hippo's head just above the water, for the cover (centre 0 0)."""
    h, pk = "#A48EAE", "#EDB4C6"
    s = E(-11, -13, 3.4, 4.2, h, rot=-20) + E(11, -13, 3.4, 4.2, h, rot=20)
    s += E(-11, -12.5, 1.4, 2.2, pk, rot=-20, sw=0) + E(11, -12.5, 1.4, 2.2, pk, rot=20, sw=0)
    s += E(0, 0, 17, 10, h)
    s += C(-7, -8, 5, h) + C(7, -8, 5, h)
    s += EYE(-7, -8, 2.4) + EYE(7, -8, 2.4)
    s += E(-4, 1, 1.5, 2, OL, sw=0) + E(4, 1, 1.5, 2, OL, sw=0)
    s += BLUSH(-12, -1, 2.6, 1.6) + BLUSH(12, -1, 2.6, 1.6)
    return s


def bush(cx, cy, k=1.0):
    pts = [
        (cx - 14 * k, cy + 4 * k, 10 * k),
        (cx, cy - 4 * k, 13 * k),
        (cx + 15 * k, cy + 3 * k, 10 * k),
        (cx - 4 * k, cy + 8 * k, 11 * k),
        (cx + 8 * k, cy + 9 * k, 9 * k),
    ]
    s = wool(pts, "#6FAE52")
    s += C(cx - 6 * k, cy - 6 * k, 4 * k, "#8CC66A", 0) + C(
        cx + 12 * k, cy - 1 * k, 3 * k, "#8CC66A", 0
    )
    s += C(cx - 12 * k, cy + 1 * k, 1.8, "#F5B8C8", 0) + C(
        cx + 6 * k, cy + 2 * k, 1.8, "#FFFFFF", 0
    )
    s += C(cx + 2 * k, cy - 10 * k, 1.8, "#F5B8C8", 0)
    return s


def cover():
    PRECISION[0] = 1
    try:
        return _cover()
    finally:
        PRECISION[0] = 2


def _cover():
    s = R(0, 0, 400, 240, 0, "#BFE3F2", 0)
    s += C(64, 42, 22, "#F7D35C", 0)
    s += E(300, 38, 24, 8, "#FFFFFF", sw=0) + E(318, 32, 14, 8, "#FFFFFF", sw=0)
    s += E(160, 26, 18, 6, "#FFFFFF", sw=0) + E(172, 22, 10, 6, "#FFFFFF", sw=0)
    s += P(
        "M0 126 C60 104 130 116 200 108 C270 100 340 112 400 102 L400 240 L0 240 Z", "#E8D79B", 0
    )
    s += P(
        "M0 150 C80 136 160 146 240 140 C310 134 360 142 400 138 L400 240 L0 240 Z", "#B9D97E", 0
    )
    # acacia tree with a monkey
    s += L("M334 140 C336 112 332 98 320 86 M334 114 C342 102 350 94 358 90", OL, 10.4)
    s += L("M334 140 C336 112 332 98 320 86 M334 114 C342 102 350 94 358 90", "#8E6440", 6)
    s += P(
        "M288 86 C292 72 322 66 342 72 C362 66 392 72 396 86 C380 94 302 96 288 86 Z",
        "#79B563",
        2.4,
        stroke=OL,
    )
    s += G(monkey(), "translate(318 34) scale(0.46)")
    # giraffe behind, left
    s += G(giraffe(), "translate(6 46) scale(1.02)")
    # the watering hole
    s += P(
        "M66 198 C66 172 140 160 220 160 C300 160 366 172 366 198 C366 224 300 236 220 236 "
        "C140 236 66 224 66 198 Z",
        "#F1E2BD",
        0,
    )
    s += P(
        "M84 198 C84 179 150 170 220 170 C290 170 348 179 348 198 C348 217 290 227 220 227 "
        "C150 227 84 217 84 198 Z",
        "#9FD3E8",
        2.2,
        stroke="#7FB9CF",
    )
    s += P(
        "M122 198 C122 186 170 182 220 182 C270 182 312 186 312 198 C312 210 270 216 220 216 "
        "C170 216 122 210 122 198 Z",
        "#C6E6F2",
        0,
    )
    s += L("M150 208 C160 211 174 211 182 209 M262 190 C272 187 284 187 292 189", "#E8F6FB", 2)
    # zebra at the back, hippo and flamingo in the water, lion on the near bank
    s += G(zebra(), "translate(168 83) scale(0.9)")
    s += G(
        hippo_peek() + P("M-19 3.5 C-10 6.5 10 6.5 19 3.5 L19 12 L-19 12 Z", "#C6E6F2", 0),
        "translate(168 198)",
    )
    s += L("M148 201 C158 205 178 205 188 201", "#E8F6FB", 2)
    s += G(flamingo(), "translate(222 150) scale(0.62)")
    s += L("M246 206 C250 208 258 208 262 206", "#E8F6FB", 1.8)
    # elephant on the right bank, drinking
    s += G(elephant(), "translate(404 114) scale(-1.04 1.04)")
    s += L("M300 199 C304 201 310 201 314 199", "#E8F6FB", 1.8)
    s += G(lion(), "translate(58 142) scale(0.82)")
    # reeds
    reeds = "M124 226 C124 214 122 208 119 202 M129 227 C129 216 131 210 135 205 M334 222 C334 212 336 206 340 200"
    s += L(reeds, OL, 5.6) + L(reeds, "#5E9A3E", 2.6)
    s += E(119.6, 207, 2.4, 5.4, "#8E6440", rot=-10, sw=1.6) + E(
        339, 205, 2.4, 5.4, "#8E6440", rot=12, sw=1.6
    )
    # the black sheep sneaking in behind a bush (bottom left)
    s += G(black_sheep(), "translate(-2 164) scale(0.72)")
    s += G(bush(28, 224, 1.1))
    for x, y in ((372, 226), (360, 214), (386, 212), (250, 236), (110, 234)):
        s += L(f"M{x} {y} l3 -7 l2 6 l3 -8 l2 9", MEADOW_DK, 1.8)
    s += (
        C(378, 218, 2.2, "#FFFFFF", 1.2)
        + C(378, 218, 0.9, GOLD, 0)
        + C(364, 230, 2.2, "#F5B8C8", 1.2)
    )
    s += R(1, 1, 398, 238, 0, "none", 2, stroke="#F6E7C8")
    return svg(400, 240, "Bye-Bye Black Sheep cover", s)


# ---------------------------------------------------------------- main


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    files = {}
    for i, (sid, frame, kind, hab, draw) in enumerate(SPECIES, start=1):
        files[f"card_{sid}.svg"] = species_card(sid, frame, kind, hab, draw, i)
    files["card_joker.svg"] = joker_card()
    files["card_eagle.svg"] = special_card(
        "eagle", "Bye-Bye Black Sheep special card: eagle", eagle, "#D9EEF8", "#C6E4F3"
    )
    files["card_mole.svg"] = special_card(
        "mole", "Bye-Bye Black Sheep special card: mole", mole, "#F4E8CA", "#ECDBB2"
    )
    files["card_magpie.svg"] = special_card(
        "magpie", "Bye-Bye Black Sheep special card: thieving magpie", magpie, "#ECE4F5", "#DDD1EE"
    )
    files["card_white_sheep.svg"] = special_card(
        "white_sheep",
        "Bye-Bye Black Sheep special card: white sheep",
        white_sheep,
        "#E2F1D2",
        "#D2E8BC",
    )
    files["card_mother_sheep.svg"] = special_card(
        "mother_sheep",
        "Bye-Bye Black Sheep special card: mother sheep with her lamb",
        mother_sheep,
        "#FBE4E8",
        "#F4D2D9",
    )
    files["card_wolf.svg"] = special_card(
        "wolf",
        "Bye-Bye Black Sheep special card: wolf",
        wolf,
        "#4E5888",
        "#434C7C",
        extra=C(30, 40, 8, "#F8EBC0", 0)
        + C(34, 37, 6.6, "#4E5888", 0)
        + P(star_path(70, 36, 2.2, 0.9, 4), "#F8EBC0", 0)
        + P(star_path(78, 48, 1.6, 0.7, 4), "#F8EBC0", 0),
    )
    files["card_black_sheep.svg"] = special_card(
        "black_sheep",
        "Bye-Bye Black Sheep black sheep card (frame in the seat placeholder colours, "
        "tinted per owner)",
        black_sheep,
        "#F6EEDB",
        "#ECDFC2",
        frame=SEAT,
        trim=GOLD,
        window=SEAT_DK,
    )
    files["card_back.svg"] = svg(100, 140, "Bye-Bye Black Sheep card back", card_back())
    files["watering_hole.svg"] = watering_hole()
    files["zoo.svg"] = zoo()
    files["pile.svg"] = pile()
    files["cover.svg"] = cover()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
