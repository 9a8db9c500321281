"""Writes the El Gaucho art (resources/el_gaucho/*.svg).

Farmhouse original art, drawn for this project as hand-written SVG in the Black Sheep house
style: flat shapes, thick dark-brown outlines, warm palette, soft shadow ellipses. Run from the
repository root: ``python tools/art/el_gaucho.py``.

Seat-coloured parts (the gaucho's poncho and hat band) use the placeholder colours #FF00FF and
#800080, replaced with the seat colour at run time (farmhouse/app/board/svg.py, ``tint``).
"""

from __future__ import annotations

import math
import random
import re
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parents[2] / "resources" / "el_gaucho"

INK = "#3D2B1F"
CREAM = "#FFF8EC"
STRAW = "#F1E2BD"
MEADOW = "#79B563"
MEADOW_LIGHT = "#A9D47A"
GRASS_DARK = "#6E9F45"
SKY = "#BFE3F2"
SKY_PALE = "#D6EEF8"
BARN = "#B5462F"
WOOD = "#9C6B3F"
WOOD_LIGHT = "#C08A55"
WOOD_DARK = "#7A4E2C"
GOLD = "#F2C14E"
GOLD_DARK = "#C98F2A"
GOLD_LIGHT = "#FBE08F"
SKIN = "#E8B48C"
HORN = "#F4E3C1"
TINT = "#FF00FF"
TINT_SHADE = "#800080"


def st(width: float = 2.4, colour: str = INK) -> str:
    """Stroke attributes of the house outline."""
    return f'stroke="{colour}" stroke-width="{width:g}"'  # joins and caps: round, set in svg()


def svg(name: str, what: str, width: int, height: int, body: str, defs: str = "") -> None:
    """Writes one SVG file."""
    head = (
        f"<!-- Farmhouse original art: {what} -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}">\n'
    )
    if defs:
        head += f"<defs>{defs}</defs>\n"
    body = f'<g stroke-linejoin="round" stroke-linecap="round">{body}</g>'
    (OUT_DIR / name).write_text(head + body + "\n</svg>\n", encoding="utf-8")


def shadow(cx: float, cy: float, rx: float, ry: float) -> str:
    return f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="{rx:g}" ry="{ry:g}" fill="#000" opacity="0.18"/>'


def g(content: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>{content}</g>"


# --------------------------------------------------------------------------------------------
# Cattle
# --------------------------------------------------------------------------------------------

BREEDS = {
    # coat, far-leg shade, muzzle, ear, frame, frame dark
    "black": dict(
        coat="#3F3B48",
        far="#2D2A34",
        muzzle="#6A6475",
        ear="#3F3B48",
        frame="#57524C",
        frame_dark="#3B3733",
        sheen="#5E5969",
    ),
    "brown": dict(
        coat="#A9632F",
        far="#88501F",
        muzzle="#E9BFA3",
        ear="#A9632F",
        frame="#C98B4B",
        frame_dark="#9A6430",
        sheen="#C47E45",
    ),
    "white": dict(
        coat="#FFFDF7",
        far="#E6DECF",
        muzzle="#3F3B48",
        ear="#3F3B48",
        frame="#4F8FBF",
        frame_dark="#35698F",
        sheen="#FFFFFF",
    ),
    "spotted": dict(
        coat="#FFFDF7",
        far="#E6DECF",
        muzzle="#F3B3B3",
        ear="#6B3E22",
        frame="#5E9E48",
        frame_dark="#44773A",
        sheen="#FFFFFF",
    ),
    "red": dict(
        coat="#C5532F",
        far="#A24123",
        muzzle="#F0C2A8",
        ear="#C5532F",
        frame="#B83C3C",
        frame_dark="#8A2A2A",
        sheen="#D9714A",
    ),
}

SPOT = "#6B3E22"


def cattle(breed: str, horns: bool = True) -> str:
    """One head of cattle, side view facing right, in tile coordinates (about 12..94 x 14..88)."""
    b = BREEDS[breed]
    coat, far = b["coat"], b["far"]
    s = st(2.4)
    parts = []
    # tail
    parts.append(f'<path d="M21 46 C12 50 11 62 13 73" fill="none" {s}/>')
    parts.append(f'<path d="M13 70 C9 73 10 80 13 79 C16 81 18 75 13 70 Z" fill="{INK}"/>')
    # far legs (a touch shorter, darker)
    for x in (33, 66):
        parts.append(f'<rect x="{x}" y="58" width="7" height="25" rx="2" fill="{far}" {s}/>')
        parts.append(f'<rect x="{x}" y="79" width="7" height="4" rx="1.5" fill="{INK}" {s}/>')
    # body
    parts.append(f'<rect x="17" y="36" width="62" height="33" rx="14" fill="{coat}" {s}/>')
    # markings on the body
    if breed == "black":
        parts.append(
            f'<path d="M30 42 C40 39 54 39 64 41" fill="none" stroke="{b["sheen"]}" '
            f'stroke-width="3" stroke-linecap="round"/>'
        )
    elif breed == "brown":
        parts.append(
            f'<path d="M30 42 C40 39 54 39 64 41" fill="none" stroke="{b["sheen"]}" '
            f'stroke-width="3" stroke-linecap="round"/>'
        )
    elif breed == "red":
        # white belt round the middle (the straight part of the rounded body)
        parts.append(f'<rect x="39" y="36" width="17" height="33" fill="{CREAM}"/>')
        parts.append(
            f'<path d="M39 36 L39 69 M56 36 L56 69" fill="none" stroke="{INK}" '
            f'stroke-width="1.4" opacity="0.35"/>'
        )
        parts.append(f'<rect x="17" y="36" width="62" height="33" rx="14" fill="none" {s}/>')
    elif breed == "spotted":
        parts.append(
            f'<path d="M24 41 C30 37 40 38 42 44 C44 51 38 57 31 57 C24 57 20 52 21 47 '
            f'C21 44 22 42 24 41 Z" fill="{SPOT}"/>'
        )
        parts.append(
            f'<path d="M50 55 C54 49 64 49 68 53 C71 57 70 64 66 66 L52 66 C48 63 48 58 '
            f'50 55 Z" fill="{SPOT}"/>'
        )
        parts.append(
            f'<path d="M50 38 C54 38 58 40 57 44 C56 47 51 47 49 44 C48 41 48 39 50 38 Z" '
            f'fill="{SPOT}"/>'
        )
    # near legs
    for x in (23, 56):
        parts.append(f'<rect x="{x}" y="60" width="8" height="26" rx="2" fill="{coat}" {s}/>')
        if breed == "brown":  # white socks
            parts.append(f'<rect x="{x}" y="74" width="8" height="8" fill="{CREAM}" {s}/>')
        parts.append(f'<rect x="{x}" y="81" width="8" height="5" rx="1.5" fill="{INK}" {s}/>')
    if breed == "red":
        parts.append(f'<rect x="23" y="60" width="8" height="26" rx="2" fill="none" {s}/>')
    # head
    head = "M64 30 C64 23 84 23 84 30 C84 38 83 44 81 49 L67 49 C65 44 64 38 64 30 Z"
    ear_fill = b["ear"]
    parts.append(
        f'<ellipse cx="60" cy="32" rx="6" ry="3.4" fill="{ear_fill}" {s} '
        f'transform="rotate(-22 60 32)"/>'
    )
    parts.append(
        f'<ellipse cx="88" cy="32" rx="6" ry="3.4" fill="{ear_fill}" {s} '
        f'transform="rotate(22 88 32)"/>'
    )
    if horns:
        parts.append(
            f'<path d="M67 26 C61 25 57 21 57 14 C61 18 64 20 70 22 Z" fill="{HORN}" {s}/>'
        )
        parts.append(
            f'<path d="M81 26 C87 25 91 21 91 14 C87 18 84 20 78 22 Z" fill="{HORN}" {s}/>'
        )
    parts.append(f'<path d="{head}" fill="{coat}" {s}/>')
    if breed == "brown":  # white blaze
        parts.append(
            f'<path d="M71.5 25.5 C72.5 24.5 75.5 24.5 76.5 25.5 L75.5 44 L72.5 44 Z" '
            f'fill="{CREAM}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>'
        )
    if breed == "spotted":  # patch round the right eye
        parts.append(
            f'<path d="M76 27 C80 25 83 27 83 31 C83 36 80 39 77 38 C74 37 73 34 73 31 '
            f'C73 29 74 28 76 27 Z" fill="{SPOT}"/>'
        )
    # muzzle and face
    parts.append(f'<ellipse cx="74" cy="49" rx="10.5" ry="7" fill="{b["muzzle"]}" {s}/>')
    nostril = "#FFFDF7" if breed in ("black", "white") else INK
    nostril_op = ' opacity="0.55"' if breed in ("black", "white") else ""
    parts.append(f'<circle cx="70" cy="49" r="1.6" fill="{nostril}"{nostril_op}/>')
    parts.append(f'<circle cx="78" cy="49" r="1.6" fill="{nostril}"{nostril_op}/>')
    if breed == "black":
        for x in (69, 79):
            parts.append(f'<circle cx="{x}" cy="34" r="2.6" fill="{CREAM}"/>')
            parts.append(f'<circle cx="{x}" cy="34.4" r="1.5" fill="{INK}"/>')
    else:
        for x in (69, 79):
            parts.append(f'<circle cx="{x}" cy="34" r="2.2" fill="{INK}"/>')
            parts.append(f'<circle cx="{x + 0.7}" cy="33.2" r="0.7" fill="#FFFFFF"/>')
    return "".join(parts)


def cattle_head(
    coat: str = "#A9632F", muzzle: str = "#E9BFA3", ear: str | None = None, blaze: str | None = None
) -> str:
    """A front-facing head of cattle centred on (0, 0), about 44 wide and 36 high."""
    s = st(2.4)
    ear = ear or coat
    p = [
        f'<ellipse cx="-15" cy="-4" rx="7" ry="3.6" fill="{ear}" {s} transform="rotate(-20 -15 -4)"/>',
        f'<ellipse cx="15" cy="-4" rx="7" ry="3.6" fill="{ear}" {s} transform="rotate(20 15 -4)"/>',
        f'<path d="M-7 -10 C-14 -11 -19 -15 -20 -22 C-15 -18 -11 -16 -4 -15 Z" fill="{HORN}" {s}/>',
        f'<path d="M7 -10 C14 -11 19 -15 20 -22 C15 -18 11 -16 4 -15 Z" fill="{HORN}" {s}/>',
        f'<path d="M-10 -9 C-10 -17 10 -17 10 -9 C10 -1 9 5 7 10 L-7 10 C-9 5 -10 -1 -10 -9 Z" '
        f'fill="{coat}" {s}/>',
    ]
    if blaze:
        p.append(f'<path d="M-2.5 -15 L2.5 -15 L1.5 5 L-1.5 5 Z" fill="{blaze}"/>')
    p += [
        f'<ellipse cx="0" cy="10" rx="10.5" ry="7" fill="{muzzle}" {s}/>',
        f'<circle cx="-4" cy="10" r="1.6" fill="{INK}"/>',
        f'<circle cx="4" cy="10" r="1.6" fill="{INK}"/>',
        f'<circle cx="-5" cy="-6" r="2.2" fill="{INK}"/>',
        f'<circle cx="5" cy="-6" r="2.2" fill="{INK}"/>',
        '<circle cx="-4.3" cy="-6.8" r="0.7" fill="#FFFFFF"/>',
        '<circle cx="5.7" cy="-6.8" r="0.7" fill="#FFFFFF"/>',
    ]
    return "".join(p)


def grass_tuft(x: float, y: float, colour: str = GRASS_DARK, w: float = 1.6) -> str:
    return (
        f'<path d="M{x:g} {y:g} l2 -6 l1.5 5 l2.5 -7 l1.5 8" fill="none" stroke="{colour}" '
        f'stroke-width="{w:g}" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def tile(breed: str) -> None:
    b = BREEDS[breed]
    frame, dark = b["frame"], b["frame_dark"]
    body = [
        f'<rect x="1.2" y="1.2" width="97.6" height="97.6" rx="9" fill="{frame}" {st(2.2)}/>',
        f'<rect x="5" y="5" width="90" height="90" rx="6" fill="{SKY}"/>',
        # far grass and near grass
        f'<path d="M5 58 C30 53 62 57 95 52 L95 89 C95 92.3 92.3 95 89 95 L11 95 C7.7 95 5 92.3 5 89 Z" '
        f'fill="{MEADOW_LIGHT}"/>',
        '<path d="M5 78 C28 73 60 80 95 74 L95 89 C95 92.3 92.3 95 89 95 L11 95 C7.7 95 5 92.3 5 89 Z" '
        'fill="#97C765"/>',
        grass_tuft(40, 66),
        grass_tuft(82, 62),
        grass_tuft(12, 86),
        shadow(48, 86, 29, 4),
        cattle(breed),
        # quiet corners for the value (top left, room for "12") and the small number (bottom
        # right): the board writes them there (farmhouse/games/el_gaucho/board/layers.py)
        f'<path d="M5 42 L5 11 C5 7.7 7.7 5 11 5 L42 5 L42 36 C42 39.3 39.3 42 36 42 Z" '
        f'fill="{CREAM}" stroke="{dark}" stroke-width="1.4"/>',
        f'<path d="M70 95 L70 76 C70 72.7 72.7 70 76 70 L95 70 L95 89 C95 92.3 92.3 95 89 95 Z" '
        f'fill="{CREAM}" stroke="{dark}" stroke-width="1.4"/>',
        f'<rect x="5" y="5" width="90" height="90" rx="6" fill="none" stroke="{dark}" stroke-width="1.4"/>',
    ]
    svg(f"tile_{breed}.svg", f"El Gaucho cattle tile, {breed} breed", 100, 100, "".join(body))


def tile_back() -> None:
    body = [
        f'<rect x="1.2" y="1.2" width="97.6" height="97.6" rx="9" fill="{WOOD_DARK}" {st(2.2)}/>',
        '<rect x="5" y="5" width="90" height="90" rx="6" fill="#B8733A"/>',
    ]
    # woven border bands of stepped diamonds, top and bottom, like a poncho's edge
    for y0 in (9, 80):
        body.append(f'<rect x="9" y="{y0}" width="82" height="11" rx="2" fill="{CREAM}"/>')
        pts = []
        pitch = 82 / 9
        for i in range(9):
            x = 9 + (pitch - 8) / 2 + i * pitch
            pts.append(f'<path d="M{x:.2f} {y0 + 5.5:g} l4 -4 l4 4 l-4 4 Z" fill="{BARN}"/>')
        body.append("".join(pts))
    # two quiet side stripes
    for x0 in (11, 85):
        body.append(f'<rect x="{x0}" y="24" width="4" height="52" rx="2" fill="#CF8F52"/>')
    # the ranch brand in a cream medallion
    body.append(f'<circle cx="50" cy="50" r="22" fill="{CREAM}" {st(2.2)}/>')
    body.append('<circle cx="50" cy="50" r="18" fill="none" stroke="#CF8F52" stroke-width="1.6"/>')
    # a neutral emblem head (no breed's colours, so a face-down tile gives nothing away)
    body.append(g(cattle_head("#E9C99A", "#F6E7C8", ear="#D9AE74"), "translate(50 52) scale(0.78)"))
    svg("tile_back.svg", "El Gaucho cattle tile, face down", 100, 100, "".join(body))


# --------------------------------------------------------------------------------------------
# Gauchos
# --------------------------------------------------------------------------------------------

TROUSERS = "#EEE4D0"
BOOT = "#5A3A22"
HAT = "#6E4A2E"
SCARF = "#FFFDF7"


def gaucho_standing_parts(poncho: str, shade: str, band: str) -> str:
    s = st(2.4)
    p = [
        shadow(30, 93, 20, 4.2),
        # boots and baggy trousers (bombachas)
        f'<rect x="18" y="82" width="10" height="10" rx="2.5" fill="{BOOT}" {s}/>',
        f'<rect x="32" y="82" width="10" height="10" rx="2.5" fill="{BOOT}" {s}/>',
        f'<path d="M17 68 C16 76 17 81 19 84 L28 84 L30 76 L32 84 L41 84 C43 81 44 76 43 68 Z" '
        f'fill="{TROUSERS}" {s}/>',
        # poncho
        f'<path d="M30 37 C41 37 49 47 52 70 C45 74 37 75 30 75 C23 75 15 74 8 70 C11 47 19 37 30 37 Z" '
        f'fill="{poncho}" {s}/>',
        f'<path d="M11.2 61 C17 63.6 24 64.6 30 64.6 C36 64.6 43 63.6 48.8 61 L49.6 65.6 '
        f'C43 68.2 36 69.2 30 69.2 C24 69.2 17 68.2 10.4 65.6 Z" fill="{shade}"/>',
        f'<path d="M15 49 C20 51 26 52 30 52 C34 52 40 51 45 49" fill="none" stroke="{shade}" '
        f'stroke-width="2.6" stroke-linecap="round"/>',
        f'<path d="M30 37 C41 37 49 47 52 70 C45 74 37 75 30 75 C23 75 15 74 8 70 C11 47 19 37 30 37 Z" '
        f'fill="none" {s}/>',
        # fringe
        f'<path d="M12 72 l-1 3.5 M18 73.6 l-0.6 3.6 M24 74.6 l-0.3 3.6 M30 75 l0 3.6 M36 74.6 l0.3 3.6 '
        f'M42 73.6 l0.6 3.6 M48 72 l1 3.5" fill="none" stroke="{INK}" stroke-width="1.6" '
        f'stroke-linecap="round"/>',
        # scarf
        f'<path d="M23 36 C26 39 34 39 37 36 L35 42 L30 46 L25 42 Z" fill="{SCARF}" {s}/>',
        # head
        f'<circle cx="30" cy="28" r="9.5" fill="{SKIN}" {s}/>',
        f'<path d="M25 31.5 C27 30 29 30.5 30 31.5 C31 30.5 33 30 35 31.5 C33.5 33.5 31 33 30 32.5 '
        f'C29 33 26.5 33.5 25 31.5 Z" fill="{INK}"/>',
        f'<circle cx="26.5" cy="27" r="1.5" fill="{INK}"/>',
        f'<circle cx="33.5" cy="27" r="1.5" fill="{INK}"/>',
        # hat: flat brim, low crown, seat-coloured band
        f'<path d="M22 21 L23.5 8.5 C24 6.5 36 6.5 36.5 8.5 L38 21 Z" fill="{HAT}" {s}/>',
        f'<path d="M22.9 13 L37.1 13 L38 19.5 L22 19.5 Z" fill="{band}"/>',
        f'<path d="M22 21 L23.5 8.5 C24 6.5 36 6.5 36.5 8.5 L38 21 Z" fill="none" {s}/>',
        f'<ellipse cx="30" cy="21.5" rx="19" ry="4.2" fill="{HAT}" {s}/>',
    ]
    return "".join(p)


def gaucho_lying_parts(poncho: str, shade: str, band: str) -> str:
    s = st(2.4)
    p = [
        shadow(52, 52.5, 45, 4.6),
        # legs stretched to the right, one over the other; boots toes up
        f'<path d="M58 37 C68 35 77 36 84 37.5 L84 51.5 C76 52.5 66 52.5 58 51.5 Z" '
        f'fill="{TROUSERS}" {s}/>',
        f'<path d="M60 44.5 C68 43.5 76 44 83 44.6" fill="none" stroke="{INK}" stroke-width="1.4" '
        f'stroke-linecap="round" opacity="0.5"/>',
        f'<path d="M83 31 L88 31 C90 31 91 32 91 34 L91 37 L95 38 C96.5 38.5 96.5 43 95 43 L83 43 Z" '
        f'fill="{BOOT}" {s}/>',
        f'<path d="M83 44 L94 44 C96 44 96.5 45.5 96.5 47.5 L96.5 50 C96.5 51.5 95.5 52 94 52 '
        f'L83 52 Z" fill="{BOOT}" {s}/>',
        # poncho draped over the body: narrow at the neck, wide at the hem
        f'<path d="M24 38 C29 31 41 26 55 24.5 C60 31 62 42 61 52 L25 52 C23 47 22.5 42 24 38 Z" '
        f'fill="{poncho}" {s}/>',
        f'<path d="M47.5 26.6 C50.8 33 52 42 51.6 52 L55.8 52 C56.2 42 55 33 51.8 25.6 Z" '
        f'fill="{shade}"/>',
        f'<path d="M35.5 30.6 C38 37 39 44 38.5 52" fill="none" stroke="{shade}" stroke-width="2.6" '
        f'stroke-linecap="round"/>',
        f'<path d="M24 38 C29 31 41 26 55 24.5 C60 31 62 42 61 52 L25 52 C23 47 22.5 42 24 38 Z" '
        f'fill="none" {s}/>',
        f'<path d="M57.5 25.5 l3 -1.6 M59.6 31 l3.4 -1 M61 37 l3.5 -0.4 M61.6 43 l3.6 0 '
        f'M61.6 49 l3.6 0.3" fill="none" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>',
        # scarf at the neck
        f'<path d="M22 35 C26 36 27.5 42 26 47 L21 46 L19 40 Z" fill="{SCARF}" {s}/>',
        # head resting on the ground
        f'<circle cx="15" cy="42" r="9.5" fill="{SKIN}" {s}/>',
        f'<path d="M10 46.5 C12 45.1 14 45.5 15 46.7 C16 45.7 18 45.3 19.6 46.5 C18.4 48.5 16 48.3 '
        f'15 47.7 C14 48.3 11.4 48.5 10 46.5 Z" fill="{INK}"/>',
        # hat tipped forward over the eyes
        g(
            f'<path d="M-8 4 L-6.5 -8.5 C-6 -10.5 6 -10.5 6.5 -8.5 L8 4 Z" fill="{HAT}" {s}/>'
            f'<path d="M-7.1 -4 L7.1 -4 L8 2.5 L-8 2.5 Z" fill="{band}"/>'
            f'<path d="M-8 4 L-6.5 -8.5 C-6 -10.5 6 -10.5 6.5 -8.5 L8 4 Z" fill="none" {s}/>'
            f'<ellipse cx="0" cy="4.5" rx="17" ry="4" fill="{HAT}" {s}/>',
            "translate(14.5 37) rotate(-14)",
        ),
        # sleepy puffs
        f'<path d="M32 15 l5 0 l-5 5 l5 0" fill="none" stroke="{INK}" stroke-width="1.7" '
        f'stroke-linecap="round" stroke-linejoin="round"/>',
        f'<path d="M40 7 l4 0 l-4 4 l4 0" fill="none" stroke="{INK}" stroke-width="1.5" '
        f'stroke-linecap="round" stroke-linejoin="round"/>',
    ]
    return "".join(p)


def halo(parts: str, grow: float = 3.4, colour: str = CREAM) -> str:
    """A light rim round the outlined shapes of ``parts``, so a pawn stands out on any tile."""

    def one(m: re.Match) -> str:
        tag = m.group(0)
        w = re.search(r'stroke="#3D2B1F" stroke-width="([0-9.]+)"', tag)
        if not w:
            return ""
        tag = tag.replace(
            w.group(0), f'stroke="{colour}" stroke-width="{float(w.group(1)) + grow:g}"'
        )
        return re.sub(r'fill="#[0-9A-Fa-f]{3,6}"', f'fill="{colour}"', tag)

    return re.sub(r"<(path|rect|circle|ellipse|polygon)\b[^>]*/>", one, parts)


def pawn(parts: str) -> str:
    shade_end = parts.index("/>") + 2  # the shadow comes first and stays under the rim
    return parts[:shade_end] + halo(parts[shade_end:]) + parts[shade_end:]


def gauchos() -> None:
    svg(
        "gaucho_standing.svg",
        "El Gaucho pawn, standing (poncho and hat band take the seat colour)",
        60,
        100,
        pawn(gaucho_standing_parts(TINT, TINT_SHADE, TINT)),
    )
    svg(
        "gaucho_lying.svg",
        "El Gaucho pawn, lying down to rest (poncho and hat band take the seat colour)",
        100,
        60,
        pawn(gaucho_lying_parts(TINT, TINT_SHADE, TINT)),
    )


# --------------------------------------------------------------------------------------------
# Dice, peso
# --------------------------------------------------------------------------------------------

IVORY = "#FFF6E2"
IVORY_SHADE = "#EBDDBF"

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_face(n: int, pip: str = INK) -> str:
    """A die face in a 64 × 64 box."""
    p = [
        f'<rect x="3" y="5" width="58" height="57" rx="13" fill="{IVORY_SHADE}" {st(2.6)}/>',
        f'<rect x="3" y="3" width="58" height="53" rx="13" fill="{IVORY}" {st(2.6)}/>',
        '<path d="M12 10 C20 7.5 34 7.5 42 8.5" fill="none" stroke="#FFFFFF" stroke-width="3" '
        'stroke-linecap="round"/>',
    ]
    r = 7.5 if n == 1 else 5.6
    for dx, dy in PIPS[n]:
        cx, cy = 32 + dx * 15, 29.5 + dy * 14
        p.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{pip}"/>')
        p.append(
            f'<circle cx="{cx - r * 0.3:g}" cy="{cy - r * 0.3:g}" r="{r * 0.28:g}" '
            f'fill="#FFFFFF" opacity="0.35"/>'
        )
    return "".join(p)


def dice() -> None:
    for n in range(1, 7):
        svg(f"die_{n}.svg", f"El Gaucho die, {n}", 64, 64, die_face(n))


def sun_emblem(r_in: float, r_out: float, rays: int, colour: str) -> str:
    pts = []
    for i in range(rays * 2):
        a = math.pi * i / rays - math.pi / 2
        r = r_out if i % 2 == 0 else r_in
        pts.append(f"{r * math.cos(a):.2f},{r * math.sin(a):.2f}")
    return f'<polygon points="{" ".join(pts)}" fill="{colour}"/>'


def coin(size: float = 1.0) -> str:
    """A peso coin centred on (0, 0), radius 18 × size."""
    p = [
        f'<circle cx="0" cy="1.2" r="17.6" fill="{GOLD_DARK}" {st(2.2)}/>',
        f'<circle cx="0" cy="0" r="17.6" fill="{GOLD}" {st(2.2)}/>',
        f'<circle cx="0" cy="0" r="13.4" fill="none" stroke="{GOLD_DARK}" stroke-width="1.4"/>',
        sun_emblem(6.2, 11.4, 8, GOLD_DARK),
        f'<circle cx="0" cy="0" r="5.6" fill="{GOLD_LIGHT}" stroke="{GOLD_DARK}" stroke-width="1.4"/>',
        '<path d="M-11 -9 C-8 -12.5 -4 -14 0 -14.4" fill="none" stroke="#FFF3C4" stroke-width="2" '
        'stroke-linecap="round"/>',
    ]
    inner = "".join(p)
    return inner if size == 1 else g(inner, f"scale({size:g})")


def peso() -> None:
    svg("peso.svg", "El Gaucho peso coin with a sun", 40, 40, g(coin(), "translate(20 19.4)"))


# --------------------------------------------------------------------------------------------
# Action areas (160 x 120; the bottom strip y 92..120 stays plain for the name and cost)
# --------------------------------------------------------------------------------------------

SCENE_PONCHO = "#D59A5B"
SCENE_PONCHO_SHADE = "#8F5128"
SCENE_BAND = "#B5462F"


def window_ground(y_left: float, y_right: float, fill: str, wobble: float = 4) -> str:
    """Ground filling the scene window (x 6..154, y .. 90) from a gently curved horizon."""
    mid = (y_left + y_right) / 2
    return (
        f'<path d="M6 {y_left:g} C46 {mid - wobble:g} 110 {mid + wobble:g} 154 {y_right:g} '
        f'L154 84 C154 87.3 151.3 90 148 90 L12 90 C8.7 90 6 87.3 6 84 Z" fill="{fill}"/>'
    )


def arrow(d: str, head: tuple[float, float, float], colour: str = BARN) -> str:
    """A fat curved arrow along path d; head = (x, y, angle in degrees) of its tip."""
    x, y, ang = head
    tip = f'<path d="M0 0 L-11 -7 L-8 0 L-11 7 Z" fill="{colour}" {st(2)}/>'
    return (
        f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="7.4" stroke-linecap="round"/>'
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="3.6" stroke-linecap="round"/>'
        + g(tip, f"translate({x:g} {y:g}) rotate({ang:g})")
    )


def area(area_id: str, what: str, scene: str, sky: str = SKY) -> None:
    body = [
        f'<rect x="1.2" y="1.2" width="157.6" height="117.6" rx="10" fill="{WOOD}" {st(2.2)}/>',
        f'<path d="M8 4 L152 4" stroke="{WOOD_LIGHT}" stroke-width="1.6" stroke-linecap="round"/>',
        f'<rect x="6" y="6" width="148" height="84" rx="6" fill="{sky}"/>',
        scene,
        f'<rect x="6" y="6" width="148" height="84" rx="6" fill="none" stroke="{WOOD_DARK}" '
        f'stroke-width="1.6"/>',
        f'<rect x="6" y="94" width="148" height="20" rx="4" fill="{CREAM}" stroke="{WOOD_DARK}" '
        f'stroke-width="1.4"/>',
    ]
    svg(f"area_{area_id}.svg", f"El Gaucho action area, {what}", 160, 120, "".join(body))


def fence_run(
    x0: float, x1: float, y: float, posts: list[float], rail: str = "#E2C290", post: str = "#C9995E"
) -> str:
    p = [
        f'<rect x="{x0:g}" y="{y:g}" width="{x1 - x0:g}" height="5" rx="1.5" fill="{rail}" {st(1.6)}/>',
        f'<rect x="{x0:g}" y="{y + 12:g}" width="{x1 - x0:g}" height="5" rx="1.5" fill="{rail}" '
        f"{st(1.6)}/>",
    ]
    for x in posts:
        p.append(
            f'<rect x="{x - 3.5:g}" y="{y - 6:g}" width="7" height="30" rx="2" fill="{post}" '
            f"{st(1.8)}/>"
        )
    return "".join(p)


def area_sort() -> None:
    heads = [
        g(cattle_head("#FFFDF7", "#3F3B48", ear="#3F3B48"), "translate(30 38) scale(0.6)"),
        g(cattle_head("#3F3B48", "#6A6475"), "translate(128 34) scale(0.92)"),
    ]

    def plank(x1, y1, x2, y2):
        return (
            f'<path d="M{x1:g} {y1:g} L{x2:g} {y2:g}" stroke="{INK}" stroke-width="6.4" '
            f'stroke-linecap="round"/><path d="M{x1:g} {y1:g} L{x2:g} {y2:g}" stroke="#E2C290" '
            f'stroke-width="3.6" stroke-linecap="round"/>'
        )

    # the open gate, swung towards us on the right-hand gate post
    gate = (
        plank(97, 47, 113, 55)
        + plank(97, 65, 113, 73)
        + plank(98, 63, 112, 57)
        + (f'<rect x="111" y="50" width="5" height="28" rx="2" fill="#C9995E" {st(1.6)}/>')
    )
    scene = "".join(
        [
            window_ground(56, 60, MEADOW_LIGHT),
            window_ground(78, 74, "#97C765", 2),
            grass_tuft(18, 84),
            grass_tuft(138, 86),
            grass_tuft(100, 82),
            *heads,
            fence_run(6, 66, 50, [12, 40, 63]),
            fence_run(97, 154, 50, [97, 148]),
            g(cattle_head("#A9632F", "#E9BFA3", blaze=CREAM), "translate(80 54) scale(0.74)"),
            gate,
            arrow("M58 16 C66 6 86 6 92 18", (93.5, 24, 70)),
        ]
    )
    area("sort", "sort (a corral gate letting one animal into its place in the line)", scene)


def sparkle(x: float, y: float, r: float, colour: str = CREAM) -> str:
    q = r * 0.28
    return (
        f'<path d="M{x:g} {y - r:g} L{x + q:g} {y - q:g} L{x + r:g} {y:g} L{x + q:g} {y + q:g} '
        f'L{x:g} {y + r:g} L{x - q:g} {y + q:g} L{x - r:g} {y:g} L{x - q:g} {y - q:g} Z" '
        f'fill="{colour}"/>'
    )


def star5(r_out: float, r_in: float) -> str:
    pts = []
    for i in range(10):
        a = math.pi * i / 5 - math.pi / 2
        r = r_out if i % 2 == 0 else r_in
        pts.append(f"{r * math.cos(a):.2f},{r * math.sin(a):.2f}")
    return " ".join(pts)


def area_wish() -> None:
    scene = "".join(
        [
            '<path d="M6 56 C40 52 110 54 154 50 L154 70 L6 70 Z" fill="#8A7FB5"/>',
            '<path d="M6 64 C40 60 110 62 154 60 L154 72 L6 72 Z" fill="#D99A8E"/>',
            window_ground(70, 68, "#5E8F47", 2),
            sparkle(22, 20, 3.4),
            sparkle(40, 36, 2.4),
            sparkle(138, 44, 3),
            sparkle(146, 16, 2.2),
            sparkle(70, 14, 2.2),
            sparkle(28, 52, 2),
            sparkle(124, 62, 2),
            # shooting star and its trail
            f'<path d="M30 50 C54 30 80 22 104 20" fill="none" stroke="{GOLD_LIGHT}" stroke-width="6" '
            f'stroke-linecap="round" opacity="0.45"/>',
            f'<path d="M48 44 C66 30 86 24 104 21" fill="none" stroke="{GOLD_LIGHT}" stroke-width="3.4" '
            f'stroke-linecap="round" opacity="0.8"/>',
            f'<path d="M60 47 C76 36 90 30 104 24" fill="none" stroke="{CREAM}" stroke-width="2" '
            f'stroke-linecap="round" opacity="0.8"/>',
            g(
                f'<polygon points="{star5(13, 5.6)}" fill="#F7D35C" {st(2.2)}/>'
                f'<circle cx="-3" cy="-3" r="2" fill="#FFF3C4"/>',
                "translate(110 22) rotate(12)",
            ),
            # the die on the grass, glowing a little
            shadow(80, 86.5, 22, 3.2),
            f'<ellipse cx="80" cy="68" rx="30" ry="20" fill="{GOLD_LIGHT}" opacity="0.22"/>',
            g(die_face(6), "translate(80 68) rotate(-8) scale(0.56) translate(-32 -32)"),
            sparkle(54, 62, 3.6, GOLD_LIGHT),
            sparkle(106, 58, 3, GOLD_LIGHT),
        ]
    )
    area("wish", "wish (a shooting star over a die)", scene, sky="#56629E")


def coin_stack(x: float, y: float, n: int) -> str:
    p = []
    for i in range(n):
        cy = y - i * 3.6
        p.append(
            f'<ellipse cx="{x:g}" cy="{cy + 1.6:g}" rx="9" ry="3.6" fill="{GOLD_DARK}" {st(1.6)}/>'
        )
        p.append(f'<ellipse cx="{x:g}" cy="{cy:g}" rx="9" ry="3.6" fill="{GOLD}" {st(1.6)}/>')
    top = y - (n - 1) * 3.6
    p.append(
        f'<ellipse cx="{x:g}" cy="{top:g}" rx="5" ry="1.8" fill="none" stroke="{GOLD_DARK}" '
        f'stroke-width="1.2"/>'
    )
    return "".join(p)


def area_immediate_sale() -> None:
    stripes = []
    for i in range(8):
        x = 24 + i * 14
        col = BARN if i % 2 == 0 else CREAM
        stripes.append(
            f'<path d="M{x:g} 14 L{x + 14:g} 14 L{x + 14:g} 32 '
            f'A7 6 0 0 1 {x:g} 32 Z" fill="{col}" {st(1.8)}/>'
        )
    scene = "".join(
        [
            window_ground(60, 64, MEADOW_LIGHT),
            grass_tuft(12, 84),
            grass_tuft(140, 82),
            # posts
            f'<rect x="27" y="26" width="7" height="58" rx="2" fill="{WOOD_LIGHT}" {st(1.8)}/>',
            f'<rect x="126" y="26" width="7" height="58" rx="2" fill="{WOOD_LIGHT}" {st(1.8)}/>',
            # awning
            "".join(stripes),
            f'<rect x="22" y="12" width="116" height="5" rx="2" fill="{WOOD}" {st(1.8)}/>',
            shadow(80, 85, 52, 3),
            # counter with a brand plate
            f'<rect x="30" y="56" width="100" height="28" rx="3" fill="{WOOD}" {st(2.2)}/>',
            f'<path d="M34 70 L126 70" stroke="{WOOD_DARK}" stroke-width="1.4"/>',
            f'<rect x="26" y="52" width="108" height="7" rx="2.5" fill="{WOOD_LIGHT}" {st(2)}/>',
            f'<circle cx="80" cy="71" r="9.5" fill="{CREAM}" {st(1.8)}/>',
            g(cattle_head("#C5532F", "#F0C2A8"), "translate(80 72.5) scale(0.34)"),
            # coins for sale money
            coin_stack(44, 48, 4),
            coin_stack(60, 48, 6),
            coin_stack(112, 48, 3),
            g(coin(), "translate(94 38) scale(0.56)"),
            sparkle(104, 26, 3.6, "#FFFFFF"),
            sparkle(50, 22, 2.6, "#FFFFFF"),
        ]
    )
    area("immediate_sale", "immediate sale (a market stall with pesos)", scene)


def area_steal() -> None:
    rope = "M6 30 C26 18 46 58 70 44 C84 36 98 32 109 35"
    loop = "M109 35 C103 38 103 56 110 58 C116 60 118 40 112 35 C111 34.4 110 34.5 109 35"
    scene = "".join(
        [
            window_ground(58, 56, MEADOW_LIGHT),
            window_ground(80, 76, "#97C765", 2),
            grass_tuft(20, 82),
            grass_tuft(48, 70),
            grass_tuft(92, 84),
            shadow(104, 85, 24, 3.4),
            g(cattle("spotted", horns=False), "translate(66 16) scale(0.8)"),
            # rope from the unseen rider to the loop round the calf's neck
            *(
                f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round" '
                f'stroke-linejoin="round"/><path d="{d}" fill="none" stroke="#DDB57A" stroke-width="2.6" '
                f'stroke-linecap="round" stroke-linejoin="round"/>'
                for d in (rope, loop)
            ),
            f'<circle cx="109" cy="35.5" r="3" fill="#DDB57A" {st(1.8)}/>',
            # surprise marks
            f'<path d="M140 16 l3 -6 M146 22 l6 -3 M134 14 l0 -6" fill="none" stroke="{INK}" '
            f'stroke-width="2" stroke-linecap="round"/>',
        ]
    )
    area("steal", "steal (a lasso round a calf)", scene)


def area_raise_replace() -> None:
    scene = "".join(
        [
            window_ground(60, 58, MEADOW_LIGHT),
            window_ground(80, 78, "#97C765", 2),
            grass_tuft(90, 84),
            grass_tuft(70, 66),
            grass_tuft(14, 70),
            g(
                gaucho_lying_parts(SCENE_PONCHO, SCENE_PONCHO_SHADE, SCENE_BAND),
                "translate(8 42) scale(0.76)",
            ),
            g(
                gaucho_standing_parts(SCENE_PONCHO, SCENE_PONCHO_SHADE, SCENE_BAND),
                "translate(106 9) scale(0.8)",
            ),
            arrow("M40 40 C44 18 72 10 96 20", (100, 22.5, 28)),
        ]
    )
    area("raise_replace", "raise / replace (a resting gaucho getting up)", scene)


def pampas_plume(x: float, base: float, top: float, lean: float = 0) -> str:
    return (
        f'<path d="M{x:g} {base:g} C{x:g} {(base + top) / 2:g} {x + lean:g} {top + 14:g} '
        f'{x + lean:g} {top + 8:g}" fill="none" stroke="#8C9A4A" stroke-width="1.8" '
        f'stroke-linecap="round"/>'
        f'<ellipse cx="{x + lean:g}" cy="{top + 6:g}" rx="4.2" ry="10" fill="#FBF1DA" '
        f'transform="rotate({lean * 1.6:g} {x + lean:g} {top + 6:g})" {st(1.6)}/>'
    )


def grass_blades(
    x0: float,
    x1: float,
    base: float,
    rng: random.Random,
    lo: float,
    hi: float,
    colours: tuple[str, ...],
    width: tuple[float, float] = (4.4, 6.0),
    step: tuple[float, float] = (7.5, 9.5),
) -> str:
    """A row of broad grass blades standing on y = base between x0 and x1."""
    p = []
    x = x0
    while x < x1:
        h = rng.uniform(lo, hi)
        lean = rng.uniform(-0.25, 0.25) * h
        col = rng.choice(colours)
        w = rng.uniform(*width)
        p.append(
            f'<path d="M{x - w:.1f} {base:g} C{x - w * 0.6:.1f} {base - h * 0.6:.1f} '
            f"{x + lean * 0.5:.1f} {base - h * 0.9:.1f} {x + lean:.1f} {base - h:.1f} "
            f"C{x + lean * 0.5 + w * 0.4:.1f} {base - h * 0.7:.1f} {x + w:.1f} {base - h * 0.4:.1f} "
            f'{x + w:.1f} {base:g} Z" fill="{col}" stroke="{INK}" stroke-width="1.1" '
            f'stroke-linejoin="round"/>'
        )
        x += rng.uniform(*step)
    return "".join(p)


def area_hidden_cattle() -> None:
    rng = random.Random(7)
    scene = "".join(
        [
            window_ground(60, 56, MEADOW_LIGHT),
            pampas_plume(16, 86, 16, -3),
            pampas_plume(84, 86, 12, 1),
            pampas_plume(148, 86, 18, 2),
            g(cattle_head("#C5532F", "#F0C2A8"), "translate(50 52) scale(0.86)"),
            g(cattle_head("#FFFDF7", "#3F3B48", ear="#3F3B48"), "translate(112 52) scale(0.74)"),
            grass_blades(14, 146, 90, rng, 24, 34, ("#79B563", "#8CBE59", "#A9C94E")),
            pampas_plume(76, 90, 30, -2),
            pampas_plume(138, 90, 26, 3),
        ]
    )
    area("hidden_cattle", "hidden cattle (cattle peeking out of tall pampas grass)", scene)


def areas() -> None:
    area_sort()
    area_wish()
    area_immediate_sale()
    area_steal()
    area_raise_replace()
    area_hidden_cattle()


# --------------------------------------------------------------------------------------------
# Board backgrounds
# --------------------------------------------------------------------------------------------


def wavy(y: float, amp: float, width: float, period: float, phase: float = 0) -> str:
    """A periodic horizon from x=0 to x=width (same height at both ends), as path commands."""
    n = int(round(width / period))
    cmds = [f"M0 {y + amp * math.sin(phase):.1f}"]
    for i in range(n):
        x0 = i * period
        cmds.append(
            f"C{x0 + period / 3:.1f} {y - amp:.1f} {x0 + 2 * period / 3:.1f} {y + amp:.1f} "
            f"{x0 + period:.1f} {y:.1f}"
        )
    return " ".join(cmds)


def flower(x: float, y: float, petal: str = "#FFFFFF") -> str:
    return (
        f'<g transform="translate({x:g} {y:g})"><circle r="3" fill="{petal}"/>'
        f'<circle r="1.2" fill="#F2C94C"/></g>'
    )


def pampa_row() -> None:
    rng = random.Random(11)
    w = 700
    body = [
        f'<rect x="0" y="0" width="{w}" height="120" fill="#B4D98A"/>',
        f'<path d="{wavy(34, 5, w, 175)} L{w} 120 L0 120 Z" fill="{MEADOW_LIGHT}"/>',
        f'<path d="{wavy(72, 4, w, 140)} L{w} 120 L0 120 Z" fill="#9DCB6B"/>',
    ]
    for _ in range(34):
        x, y = rng.uniform(8, w - 16), rng.uniform(10, 88)
        col = "#8DBE5B" if y < 34 else ("#7FB350" if y < 72 else "#6E9F45")
        body.append(grass_tuft(round(x), round(y), col, 1.5))
    for _ in range(9):
        body.append(
            flower(
                round(rng.uniform(10, w - 10)),
                round(rng.uniform(16, 86)),
                rng.choice(("#FFFFFF", "#FFF3C4", "#F7D6E0")),
            )
        )
    # wire-and-post fence along the bottom edge; posts every 70 so strips repeat seamlessly
    body.append(
        f'<path d="M-2 101 L{w + 2} 101 M-2 110 L{w + 2} 110" stroke="{INK}" stroke-width="2.6"/>'
    )
    body.append(
        f'<path d="M-2 101 L{w + 2} 101 M-2 110 L{w + 2} 110" stroke="#D9C7A4" stroke-width="1"/>'
    )
    for i in range(10):
        x = 35 + i * 70
        body.append(
            f'<rect x="{x - 4}" y="93" width="8" height="26" rx="2" fill="#C9995E" {st(2)}/>'
        )
        body.append(
            f'<path d="M{x - 1.5} 97 L{x - 1.5} 115" stroke="#E2C290" stroke-width="1.4" '
            f'stroke-linecap="round"/>'
        )
    body.append(f'<rect x="0" y="118" width="{w}" height="2" fill="#7FB350"/>')
    svg(
        "pampa_row.svg", "El Gaucho pampa row background (grass and a fence)", w, 120, "".join(body)
    )


def tussock(x: float, y: float, size: float, seed: int) -> str:
    """A clump of dry steppe grass standing on (x, y)."""
    rng = random.Random(seed)
    return grass_blades(
        x - size,
        x + size,
        y,
        rng,
        size * 0.9,
        size * 1.5,
        ("#C9A85A", "#D8BC6E", "#B8974A"),
        (1.6, 2.4),
        (2.6, 3.6),
    )


def stone(x: float, y: float, rx: float) -> str:
    return (
        f'<ellipse cx="{x:g}" cy="{y:g}" rx="{rx:g}" ry="{rx * 0.6:g}" fill="#C9BFAE" {st(1.6)}/>'
        f'<path d="M{x - rx * 0.5:g} {y - rx * 0.15:g} C{x - rx * 0.2:g} {y - rx * 0.4:g} '
        f'{x + rx * 0.2:g} {y - rx * 0.4:g} {x + rx * 0.4:g} {y - rx * 0.3:g}" fill="none" '
        f'stroke="#E6DDCC" stroke-width="1.4" stroke-linecap="round"/>'
    )


def steppe() -> None:
    rng = random.Random(5)
    body = [
        f'<rect x="1.5" y="1.5" width="157" height="137" rx="11" fill="{WOOD}" {st(2.4)}/>',
        '<rect x="8" y="8" width="144" height="124" rx="7" fill="#E4C987"/>',
        '<path d="M8 96 C40 88 100 104 152 92 L152 125 C152 128.9 148.9 132 145 132 L15 132 '
        'C11.1 132 8 128.9 8 125 Z" fill="#D9BA73"/>',
        '<ellipse cx="80" cy="70" rx="50" ry="44" fill="#EEDAA4"/>',
    ]
    for _ in range(18):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(54, 62)
        x, y = 80 + r * math.cos(a) * 1.08, 70 + r * math.sin(a) * 0.92
        if 12 < x < 144 and 14 < y < 128:
            body.append(
                f'<path d="M{x:.0f} {y:.0f} l-5 -3" stroke="#C7A55A" stroke-width="1.6" '
                f'stroke-linecap="round"/>'
            )
    body += [
        tussock(22, 34, 9, 1),
        tussock(138, 126, 10, 2),
        tussock(134, 30, 7, 3),
        stone(22, 118, 6),
        stone(31, 123, 3.6),
        stone(144, 60, 4),
        grass_tuft(14, 74, "#B39247"),
        grass_tuft(136, 96, "#B39247"),
        grass_tuft(60, 126, "#B39247"),
        grass_tuft(96, 16, "#B39247"),
        pampas_plume(15, 128, 92, -1),
        pampas_plume(143, 62, 30, 1),
    ]
    svg("steppe.svg", "El Gaucho steppe, where the face-down stack lies", 160, 140, "".join(body))


def herd_rail() -> None:
    w = 600
    body = [
        shadow(300, 37, 296, 2.6),
        f'<rect x="6" y="27" width="{w - 12}" height="7" rx="2.5" fill="#C9995E" {st(1.8)}/>',
        f'<rect x="2" y="2" width="14" height="35" rx="3" fill="{WOOD}" {st(2.2)}/>',
        f'<rect x="{w - 16}" y="2" width="14" height="35" rx="3" fill="{WOOD}" {st(2.2)}/>',
        f'<rect x="4" y="9" width="{w - 8}" height="14" rx="4" fill="{WOOD_LIGHT}" {st(2.2)}/>',
        f'<path d="M12 13 L{w - 12} 13" stroke="#D9A874" stroke-width="2" stroke-linecap="round"/>',
    ]
    # wood grain and nail heads
    for x in range(40, w - 30, 86):
        body.append(
            f'<path d="M{x} 18 C{x + 14} 16 {x + 26} 20 {x + 40} 18" fill="none" '
            f'stroke="{WOOD}" stroke-width="1.4" stroke-linecap="round"/>'
        )
    for x in (9, w - 9):
        body.append(f'<circle cx="{x}" cy="16" r="1.6" fill="{INK}"/>')
        body.append(f'<circle cx="{x}" cy="30.5" r="1.4" fill="{INK}"/>')
    svg(
        "herd_rail.svg",
        "El Gaucho herd rail (the fence rail a herd's tiles sit on)",
        w,
        40,
        "".join(body),
    )


# --------------------------------------------------------------------------------------------
# Cover
# --------------------------------------------------------------------------------------------

HORSE = "#A8683A"
HORSE_FAR = "#8A5330"
MANE = "#4A3020"


def horse_and_rider() -> str:
    """A gaucho on a criollo horse, facing right, swinging a lasso (local coords ~0..130 x -50..100)."""
    s = st(2.4)
    p = [shadow(64, 98, 48, 5)]
    # tail and far legs
    p.append(f'<path d="M26 44 C12 46 6 64 10 82 C16 72 20 60 30 54 Z" fill="{MANE}" {s}/>')
    for x in (38, 88):
        p.append(f'<rect x="{x}" y="58" width="8" height="34" rx="2" fill="{HORSE_FAR}" {s}/>')
        p.append(f'<rect x="{x}" y="87" width="8" height="5" rx="1.5" fill="{INK}" {s}/>')
    # body, neck, head
    p.append(f'<ellipse cx="62" cy="52" rx="38" ry="17" fill="{HORSE}" {s}/>')
    for x in (28, 78):
        p.append(f'<rect x="{x}" y="60" width="8.5" height="36" rx="2" fill="{HORSE}" {s}/>')
        p.append(f'<rect x="{x}" y="90" width="8.5" height="6" rx="1.5" fill="{INK}" {s}/>')
    p.append(f'<path d="M82 50 L94 18 L108 22 L100 58 Z" fill="{HORSE}" {s}/>')
    p.append(f'<path d="M101 10 L103 1 L109 9 Z" fill="{HORSE}" {s}/>')
    p.append(
        f'<path d="M94 18 C98 8 112 8 116 16 L124 32 C126 38 120 42 114 38 L102 28 Z" '
        f'fill="{HORSE}" {s}/>'
    )
    p.append(
        f'<path d="M97 12 C88 22 84 34 83 48 L90 45 C91 35 94 27 101 19 Z" fill="{MANE}" {s}/>'
    )
    p.append(
        '<path d="M106 12 C105 16 106 20 109 23" fill="none" stroke="#F6E7C8" stroke-width="3" '
        'stroke-linecap="round"/>'
    )
    p.append(f'<circle cx="108" cy="18" r="2.2" fill="{INK}"/>')
    p.append(f'<circle cx="120" cy="34" r="1.3" fill="{INK}"/>')
    p.append(
        '<path d="M40 48 C48 44 58 44 66 47" fill="none" stroke="#C9884F" stroke-width="3" '
        'stroke-linecap="round"/>'
    )
    # reins
    p.append(
        f'<path d="M114 34 C104 40 90 34 76 30" fill="none" stroke="{INK}" stroke-width="1.6" '
        f'stroke-linecap="round"/>'
    )
    # sheepskin saddle and stirrup leather
    p.append(
        f'<path d="M44 38 C50 32 74 32 80 38 C80 46 74 50 62 50 C50 50 44 46 44 38 Z" '
        f'fill="#F3E6CB" {s}/>'
    )
    # rider's near leg: baggy trousers and a boot in the stirrup
    p.append(
        f'<path d="M56 34 C64 32 72 36 72 44 L70 58 L62 58 L62 46 C58 44 55 40 56 34 Z" '
        f'fill="{TROUSERS}" {s}/>'
    )
    p.append(f'<path d="M61 56 L71 56 L74 64 C75 66 73 68 71 68 L61 68 Z" fill="{BOOT}" {s}/>')
    # poncho (red with dark stripes)
    poncho = "M62 -2 C72 -2 78 8 80 32 C74 36 68 37 62 37 C56 37 50 36 44 32 C46 8 52 -2 62 -2 Z"
    p.append(f'<path d="{poncho}" fill="{BARN}" {s}/>')
    p.append(
        '<path d="M46.2 22 C51 24 57 25 62 25 C67 25 73 24 77.8 22 L78.6 27 C73 29 67 30 62 30 '
        'C57 30 51 29 45.4 27 Z" fill="#6E2A1E"/>'
    )
    p.append(f'<path d="{poncho}" fill="none" {s}/>')
    # arm raised, swinging the lasso
    p.append(
        f'<path d="M70 6 C76 0 80 -8 82 -16" fill="none" stroke="{INK}" stroke-width="7.6" '
        f'stroke-linecap="round"/>'
    )
    p.append(
        f'<path d="M70 6 C76 0 80 -8 82 -16" fill="none" stroke="{BARN}" stroke-width="4" '
        f'stroke-linecap="round"/>'
    )
    p.append(f'<circle cx="82.5" cy="-18" r="3.4" fill="{SKIN}" {st(1.8)}/>')
    for w_, c in ((5, INK), (2.6, "#DDB57A")):
        p.append(
            f'<ellipse cx="92" cy="-34" rx="24" ry="7" fill="none" stroke="{c}" '
            f'stroke-width="{w_}" transform="rotate(-8 92 -34)"/>'
        )
        p.append(
            f'<path d="M82.5 -20 C84 -26 80 -30 76 -30" fill="none" stroke="{c}" '
            f'stroke-width="{w_}" stroke-linecap="round"/>'
        )
    p.append(
        f'<path d="M106 -46 l6 -4 M114 -38 l7 -1 M70 -46 l-5 -4" fill="none" stroke="{INK}" '
        f'stroke-width="1.8" stroke-linecap="round"/>'
    )
    # scarf, head, hat
    p.append(f'<path d="M55 -3 C58 0 66 0 69 -3 L67 3 L62 7 L57 3 Z" fill="{SCARF}" {s}/>')
    p.append(f'<circle cx="62" cy="-11" r="9" fill="{SKIN}" {s}/>')
    p.append(
        f'<path d="M60 -7 C62 -8.4 64 -8 65 -7 C66 -8 68 -8.4 70 -7 C68.6 -5 66 -5.4 65 -6 '
        f'C64 -5.4 61.4 -5 60 -7 Z" fill="{INK}"/>'
    )
    p.append(f'<circle cx="66" cy="-12" r="1.5" fill="{INK}"/>')
    p.append(f'<path d="M54 -17 L55.5 -28 C56 -30 68 -30 68.5 -28 L70 -17 Z" fill="{HAT}" {s}/>')
    p.append('<path d="M54.7 -22 L69.3 -22 L70 -18 L54 -18 Z" fill="#6E2A1E"/>')
    p.append(f'<path d="M54 -17 L55.5 -28 C56 -30 68 -30 68.5 -28 L70 -17 Z" fill="none" {s}/>')
    p.append(f'<ellipse cx="62" cy="-17" rx="18" ry="4" fill="{HAT}" {s}/>')
    return "".join(p)


def cover() -> None:
    rng = random.Random(3)
    defs = (
        '<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#E7876B"/><stop offset="0.55" stop-color="#F5B36F"/>'
        '<stop offset="1" stop-color="#FBE0A0"/></linearGradient>'
    )
    body = [
        '<rect width="400" height="240" fill="url(#dusk)"/>',
        '<circle cx="300" cy="128" r="46" fill="#FCE7A6" opacity="0.5"/>',
        '<circle cx="300" cy="128" r="36" fill="#FDF0C2"/>',
        # wisps of cloud
        '<path d="M30 46 C50 40 84 42 110 46" fill="none" stroke="#F8C9A0" stroke-width="5" '
        'stroke-linecap="round"/>',
        '<path d="M220 30 C250 24 300 26 330 32" fill="none" stroke="#F8C9A0" stroke-width="5" '
        'stroke-linecap="round"/>',
        '<path d="M250 70 C270 66 300 66 318 70" fill="none" stroke="#FBD9AE" stroke-width="4" '
        'stroke-linecap="round"/>',
        # birds
        f'<path d="M150 40 q4 -4 8 0 q4 -4 8 0 M176 54 q3 -3 6 0 q3 -3 6 0" fill="none" '
        f'stroke="{INK}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>',
        # far horizon and a lone ombu tree
        '<path d="M0 134 C100 131 300 133 400 131 L400 150 L0 150 Z" fill="#C9967E"/>',
        '<rect x="42" y="112" width="6" height="22" fill="#8C6A66"/>',
        '<path d="M26 116 C20 100 36 90 46 94 C54 84 72 92 70 104 C78 110 70 122 58 118 '
        'C50 124 32 124 26 116 Z" fill="#8C6A66"/>',
        # golden pampa and nearer grass
        '<path d="M0 140 C120 134 260 142 400 136 L400 240 L0 240 Z" fill="#DDBA62"/>',
    ]
    for _ in range(12):
        x, y = rng.uniform(6, 394), rng.uniform(144, 166)
        body.append(grass_tuft(round(x), round(y), "#C19A45", 1.4))
    body += [
        '<path d="M0 168 C100 160 260 172 400 162 L400 240 L0 240 Z" fill="#A9B85A"/>',
        '<path d="M0 206 C120 198 260 210 400 200 L400 240 L0 240 Z" fill="#93AA4E"/>',
    ]
    for _ in range(8):
        x, y = rng.uniform(6, 394), rng.uniform(176, 232)
        body.append(grass_tuft(round(x), round(y), "#7E9641", 1.6))
    # the herd being driven to the right
    body += [
        shadow(300, 170, 36, 4),
        g(cattle("black"), "translate(248 100) scale(0.74)"),
        shadow(360, 178, 30, 4),
        g(cattle("red"), "translate(318 112) scale(0.74)"),
        shadow(296, 204, 40, 5),
        g(cattle("spotted"), "translate(250 128) scale(0.88)"),
        g(horse_and_rider(), "translate(124 96) scale(0.96)"),
        # two big dice in the front
        shadow(62, 226, 44, 6),
        shadow(150, 230, 34, 5),
        g(die_face(5), "translate(58 196) rotate(-14) scale(1.12) translate(-32 -32)"),
        g(die_face(3), "translate(148 206) rotate(11) scale(0.86) translate(-32 -32)"),
        # pampas grass at the edges
        pampas_plume(372, 240, 150, 4),
        pampas_plume(386, 240, 166, 8),
        pampas_plume(392, 240, 140, -2),
        pampas_plume(6, 240, 154, -2),
    ]
    svg(
        "cover.svg",
        "El Gaucho cover: a gaucho driving cattle on the pampa at sunset, two dice",
        400,
        240,
        "".join(body),
        defs,
    )


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for breed in BREEDS:
        tile(breed)
    tile_back()
    gauchos()
    dice()
    peso()
    areas()
    pampa_row()
    steppe()
    herd_rail()
    cover()


if __name__ == "__main__":
    main()
