"""Writes the Wooly Bully art (resources/wooly_bully/*.svg): original, hand-written SVG.

Run ``python tools/art/wooly_bully.py`` from the repository root. Every shape is written here by
hand in plain SVG that Qt's QSvgRenderer draws (paths, rects, circles, ellipses, polygons, groups
with transforms, solid fills and strokes, opacity); no text, filters, masks, clip paths or
external references. Seat-coloured parts use the placeholders #FF00FF and #800080, which the app
replaces (farmhouse/app/board/svg.py, ``tinted_svg``).
"""

from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "resources" / "wooly_bully"

INK = "#3D2B1F"
CREAM = "#FFF8EC"
STRAW = "#F1E2BD"
BARN = "#B5462F"
SKY = "#BFE3F2"
FLEECE = "#FBF8F0"
FACE = "#4A4450"
PINK = "#FF00FF"  # seat/sheep colour placeholder
PURPLE = "#800080"  # its darker shade placeholder

# Meadow tints the board uses for the four sheep colours (for the cover).
MEADOW = {"K": "#8C9A84", "B": "#9CC3D9", "R": "#E7A598", "Y": "#F0D36E"}
# Fleece of coloured sheep on the cover: (fleece, curl accent, face).
SHEEP_COL = {
    "K": ("#3A3645", "#5A5468", "#EBDCC8"),
    "B": ("#5E93D6", "#3F70AE", FACE),
    "R": ("#E0675A", "#B5463B", FACE),
    "Y": ("#F3C63F", "#C99A1C", FACE),
}
FOREST = "#5C8A46"
VILLAGE = "#E9D9B4"
WOOD = "#C99B5B"
WOOD_DARK = "#A8733F"


def n(x: float, places: int = 2) -> str:
    """A compact number."""
    s = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


def a(**kw: object) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = n(v)
        out.append(f'{k}="{v}"')
    return " ".join(out)


def el(tag: str, **kw: object) -> str:
    return f"<{tag} {a(**kw)}/>"


def g(body: str | list[str], **kw: object) -> str:
    if isinstance(body, list):
        body = "".join(body)
    attrs = a(**kw)
    return f"<g {attrs}>{body}</g>" if attrs else f"<g>{body}</g>"


def pts(points: list[tuple[float, float]], places: int = 2) -> str:
    return " ".join(f"{n(x, places)},{n(y, places)}" for x, y in points)


def n1(x: float) -> str:
    return n(x, 1)


def ln(sw: float) -> dict[str, object]:
    """Outline attributes."""
    return {
        "stroke": INK,
        "stroke_width": sw,
        "stroke_linejoin": "round",
        "stroke_linecap": "round",
    }


def shadow(cx: float, cy: float, rx: float, ry: float) -> str:
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill="#000", opacity="0.18")


def limb(points: list[tuple[float, float]], colour: str, width: float, sw: float = 1.8) -> str:
    """A rounded limb (sleeve, staff, tube): an ink stroke with a coloured stroke on top."""
    d = "M" + " L".join(f"{n(x)} {n(y)}" for x, y in points)
    return el(
        "path",
        d=d,
        fill="none",
        stroke=INK,
        stroke_width=width + 2 * sw,
        stroke_linejoin="round",
        stroke_linecap="round",
    ) + el(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linejoin="round",
        stroke_linecap="round",
    )


def curve_limb(d: str, colour: str, width: float, sw: float = 1.8) -> str:
    return el(
        "path",
        d=d,
        fill="none",
        stroke=INK,
        stroke_width=width + 2 * sw,
        stroke_linejoin="round",
        stroke_linecap="round",
    ) + el(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linejoin="round",
        stroke_linecap="round",
    )


SVG_NS = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG_NS)
# Stroke properties that children inherit, with their initial values.
STROKE_PROPS = {
    "stroke": "none",
    "stroke-width": "1",
    "stroke-linejoin": "miter",
    "stroke-linecap": "butt",
}


def compact(body: str, sw: float | None = None) -> str:
    """``body`` wrapped in one group that sets the usual ink outline (width ``sw``, or the most
    common one), each element keeping only the stroke attributes that differ from what it
    inherits (the same picture, fewer bytes). Joins and caps are round everywhere."""
    root = ET.fromstring(f'<svg xmlns="{SVG_NS}">{body}</svg>')
    want: dict[int, dict[str, str]] = {}
    explicit: dict[int, set[str]] = {}
    widths: dict[str, int] = {}

    def effective(node: ET.Element, inherited: dict[str, str]) -> None:
        mine = dict(inherited)
        explicit[id(node)] = {k for k in STROKE_PROPS if k in node.attrib}
        for k in explicit[id(node)]:
            mine[k] = node.attrib.pop(k)
        for k in ("stroke-linejoin", "stroke-linecap"):
            mine.pop(k, None)
        want[id(node)] = mine
        if len(node) == 0 and mine["stroke"] != "none":
            widths[mine["stroke-width"]] = widths.get(mine["stroke-width"], 0) + 1
        for child in node:
            effective(child, mine)

    effective(root, dict(STROKE_PROPS))
    width = n(sw) if sw is not None else max(widths, key=lambda k: widths[k], default="2")
    top = {"stroke": INK, "stroke-width": width}

    def rewrite(node: ET.Element, inherited: dict[str, str]) -> None:
        mine = want[id(node)]
        now = dict(inherited)
        if len(node):  # a group draws nothing: it sets only what it set before
            keys = [k for k in ("stroke", "stroke-width") if k in explicit[id(node)]]
        else:  # a leaf: its width matters only when it is stroked
            keys = ["stroke"] if mine["stroke"] == "none" else ["stroke", "stroke-width"]
        for k in keys:
            if mine[k] != now[k]:
                node.set(k, mine[k])
                now[k] = mine[k]
        for child in node:
            rewrite(child, now)

    for child in root:
        rewrite(child, top)
    inner = "".join(ET.tostring(child, encoding="unicode") for child in root)
    inner = inner.replace(f' xmlns="{SVG_NS}"', "").replace(" />", "/>")
    return (
        f'<g stroke="{INK}" stroke-width="{width}" stroke-linejoin="round" '
        f'stroke-linecap="round">{inner}</g>'
    )


def write(name: str, w: int, h: int, what: str, body: str | list[str]) -> None:
    if isinstance(body, list):
        body = "".join(body)
    body = compact(body)
    text = (
        f"<!-- Farmhouse original art: {what} -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {w} {h}" '
        f'width="{w}" height="{h}">\n{body}\n</svg>\n'
    )
    (OUT / name).write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------------------------
# Sheep (40 x 32, standing on y = 29, facing right)


def scallop(
    cx: float, cy: float, rx: float, ry: float, angles: list[float], bulge: float = 1.1
) -> str:
    """A fluffy cloud outline: arcs bulging outwards between points of an ellipse."""
    ps = [
        (cx + rx * math.cos(math.radians(t)), cy + ry * math.sin(math.radians(t))) for t in angles
    ]
    d = f"M{n1(ps[0][0])} {n1(ps[0][1])}"
    for i in range(len(ps)):
        (x0, y0), (x1, y1) = ps[i], ps[(i + 1) % len(ps)]
        r = math.dist((x0, y0), (x1, y1)) / 2 * bulge
        d += f"A{n1(r)} {n1(r)} 0 0 1 {n1(x1)} {n1(y1)}"
    return d + "Z"


FLEECE_PATH = scallop(18.2, 15.6, 12.4, 8.6, [-160, -122, -88, -54, -22, 12, 48, 84, 118, 150])
TUFT_PATH = scallop(30.4, 8.6, 2.6, 2, [-170, -90, -10, 70, 150], 1.2)


def sheep(
    fleece: str = FLEECE,
    curl: str | None = "#DDD3C2",
    face: str = FACE,
    sw: float = 1.5,
    with_shadow: bool = True,
    simple: bool = False,
) -> str:
    legs = "".join(f"M{n(x)} 19.5 h2.8 v9.5 h-2.8 Z" for x in (10, 14.4, 21.4, 25.8))
    hooves = "".join(f"M{n(x)} 27 h2.8 v2 h-2.8 Z" for x in (10, 14.4, 21.4, 25.8))
    parts = []
    if with_shadow:
        parts.append(shadow(19.5, 29.4, 14.5, 2.2))
    parts.append(el("path", d=legs, fill=FACE, **ln(sw)))
    if not simple:
        parts.append(el("path", d=hooves, fill=INK))
    parts.append(el("path", d=FLEECE_PATH, fill=fleece, **ln(sw)))
    if curl and not simple:
        parts.append(
            el(
                "path",
                d="M12.6 12.4 Q15.6 9.4 18.8 11.8 M11.6 19.4 Q14.4 17 17.2 19 M20.8 16 Q23.4 14 25.8 15.8",
                fill="none",
                stroke=curl,
                stroke_width=1.3,
                stroke_linecap="round",
            )
        )
    if not simple:
        parts.append(
            el(
                "ellipse",
                cx=28.4,
                cy=9.6,
                rx=3.2,
                ry=1.5,
                transform="rotate(-30 28.4 9.6)",
                fill=face,
                **ln(sw),
            )
        )
    parts.append(
        el(
            "ellipse",
            cx=32,
            cy=13.6,
            rx=4.3,
            ry=5.5,
            transform="rotate(-30 32 13.6)",
            fill=face,
            **ln(sw),
        )
    )
    if not simple:
        parts.append(el("path", d=TUFT_PATH, fill=fleece, **ln(sw)))
        parts.append(
            el("circle", cx=33.4, cy=12.4, r=1.15, fill="#FFFFFF" if face == FACE else INK)
        )
    return "".join(parts)


def write_sheep() -> None:
    write("sheep.svg", 40, 32, "Wooly Bully sheep (white fleece, dark face)", sheep())
    write(
        "sheep_marked.svg",
        40,
        32,
        "Wooly Bully sheep, fleece in the tint placeholder #FF00FF / #800080",
        sheep(fleece=PINK, curl=PURPLE),
    )


# --------------------------------------------------------------------------------------------
# Sheep colour symbols (32 x 32)


def halo(
    d: str, fill: str, sw: float = 1.8, halo_w: float = 5.4, tag: str = "path", **geo: object
) -> str:
    if tag == "path":
        geo = {"d": d}
    return el(
        tag, **geo, fill="#FFFFFF", stroke="#FFFFFF", stroke_width=halo_w, stroke_linejoin="round"
    ) + el(tag, **geo, fill=fill, **ln(sw))


def crescent_path() -> str:
    c1, r1 = (15, 16.6), 11.2
    c2, r2 = (21.2, 10.6), 9.3
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    d = math.hypot(dx, dy)
    aa = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(r1 * r1 - aa * aa)
    px, py = c1[0] + aa * dx / d, c1[1] + aa * dy / d
    p1 = (px - h * dy / d, py + h * dx / d)
    p2 = (px + h * dy / d, py - h * dx / d)
    # p2 is up-left, p1 down-right
    top, bot = (p2, p1) if p2[1] < p1[1] else (p1, p2)
    return (
        f"M{n(top[0])} {n(top[1])} A{n(r1)} {n(r1)} 0 1 0 {n(bot[0])} {n(bot[1])} "
        f"A{n(r2)} {n(r2)} 0 0 1 {n(top[0])} {n(top[1])} Z"
    )


def write_symbols() -> None:
    # black: a crescent moon
    body = [
        halo(crescent_path(), "#2E2A36"),
        el(
            "path",
            d="M9.4 13.4 C9.2 18.4 12.2 22.8 17 24",
            fill="none",
            stroke="#6E6880",
            stroke_width=1.7,
            stroke_linecap="round",
        ),
        el("circle", cx=26.4, cy=24.6, r=1.6, fill="#FFFFFF", stroke=INK, stroke_width=0.9),
    ]
    write(
        "colour_black.svg", 32, 32, "Wooly Bully symbol of the black sheep: a crescent moon", body
    )
    # blue: a drop
    drop = "M16 3.6 C16 3.6 7 14.4 7 19.6 A9 9 0 0 0 25 19.6 C25 14.4 16 3.6 16 3.6 Z"
    body = [
        halo(drop, "#3579C9"),
        el(
            "path",
            d="M11 19 C11.2 16.2 12.6 13.8 14 12",
            fill="none",
            stroke="#A9D2F5",
            stroke_width=2,
            stroke_linecap="round",
        ),
        el("circle", cx=11.8, cy=22.2, r=1.1, fill="#A9D2F5"),
    ]
    write("colour_blue.svg", 32, 32, "Wooly Bully symbol of the blue sheep: a water drop", body)
    # red: a heart
    heart = (
        "M16 27.4 C7.6 21.4 3.2 16.2 3.6 11.2 C4 7.2 7.2 4.8 10.4 4.8 C13 4.8 14.8 6.4 16 8.6 "
        "C17.2 6.4 19 4.8 21.6 4.8 C24.8 4.8 28 7.2 28.4 11.2 C28.8 16.2 24.4 21.4 16 27.4 Z"
    )
    body = [
        halo(heart, "#D8483F"),
        el(
            "path",
            d="M7.6 11.6 C7.8 9.6 9.2 8.4 10.8 8.4",
            fill="none",
            stroke="#F6B0A6",
            stroke_width=2,
            stroke_linecap="round",
        ),
    ]
    write("colour_red.svg", 32, 32, "Wooly Bully symbol of the red sheep: a heart", body)
    # yellow: a sun
    rays = []
    for k in range(16):
        ang = math.radians(-90 + k * 22.5)
        r = 12.9 if k % 2 == 0 else 8.2
        rays.append((16 + r * math.cos(ang), 16 + r * math.sin(ang)))
    ray_pts = pts(rays)
    body = [
        el(
            "polygon",
            points=ray_pts,
            fill="#FFFFFF",
            stroke="#FFFFFF",
            stroke_width=5.4,
            stroke_linejoin="round",
        ),
        el("polygon", points=ray_pts, fill="#EE9D1A", **ln(1.6)),
        el("circle", cx=16, cy=16, r=6.9, fill="#F7C531", **ln(1.8)),
        el(
            "path",
            d="M12.3 14.6 C12.9 12.9 14.1 12 15.6 11.8",
            fill="none",
            stroke="#FFF1B8",
            stroke_width=1.8,
            stroke_linecap="round",
        ),
    ]
    write("colour_yellow.svg", 32, 32, "Wooly Bully symbol of the yellow sheep: a sun", body)


# --------------------------------------------------------------------------------------------
# Tree (40 x 48)


def tree(
    sw: float = 1.9, with_shadow: bool = True, dark: str = "#3F7A36", light: str | None = "#5E9E48"
) -> str:
    tiers = [
        "M4.6 37.4 Q20 14 35.4 37.4 Q30 40.6 25 38.6 Q20 41.4 15 38.6 Q10 40.6 4.6 37.4 Z",
        "M7.6 28 Q20 8.4 32.4 28 Q28 30.8 24 29 Q20 31.4 16 29 Q12 30.8 7.6 28 Z",
        "M11 18.6 Q20 0.8 29 18.6 Q25.4 21 22 19.6 Q20 20.8 18 19.6 Q14.6 21 11 18.6 Z",
    ]
    shine = [
        "M10.6 35.2 Q14 30 17.6 27.4",
        "M12.6 26 Q15.6 21 18.4 18.6",
        "M15.2 16.6 Q17 12.8 19 10.4",
    ]
    parts = []
    if with_shadow:
        parts.append(shadow(20, 45.4, 12.5, 2.4))
    parts.append(el("rect", x=16.8, y=34, width=6.4, height=11.2, rx=1.6, fill="#8A5A33", **ln(sw)))
    for t, s in zip(tiers, shine, strict=False):
        parts.append(el("path", d=t, fill=dark, **ln(sw)))
        if light:
            parts.append(
                el("path", d=s, fill="none", stroke=light, stroke_width=2.4, stroke_linecap="round")
            )
    return "".join(parts)


def write_tree() -> None:
    write("tree.svg", 40, 48, "Wooly Bully forest tree (a fir)", tree())


# --------------------------------------------------------------------------------------------
# House (44 x 40)


def house(
    roof: str = BARN,
    roof_dark: str = "#8E3524",
    wall: str = CREAM,
    sw: float = 1.9,
    with_shadow: bool = True,
    door: str = "#8A5A33",
) -> str:
    parts = []
    if with_shadow:
        parts.append(shadow(22, 37.4, 17.5, 2.4))
    parts += [
        el("rect", x=28.2, y=5.4, width=5.2, height=10, rx=0.8, fill="#C98F6B", **ln(sw)),
        el("rect", x=9, y=18, width=26, height=19, fill=wall, **ln(sw)),
        el("polygon", points=pts([(3.6, 21), (22, 4.4), (40.4, 21)]), fill=roof, **ln(sw)),
        el(
            "path",
            d="M11.6 17 L22 8.4 L32.4 17",
            fill="none",
            stroke=roof_dark,
            stroke_width=1.4,
            stroke_linecap="round",
            stroke_linejoin="round",
        ),
        el("circle", cx=22, cy=15, r=2.2, fill=SKY, **ln(1.3)),
        el("path", d="M18.4 37 L18.4 28.4 Q22 24.2 25.6 28.4 L25.6 37 Z", fill=door, **ln(sw)),
        el("circle", cx=24, cy=32.6, r=0.75, fill=INK),
    ]
    for wx in (11.4, 27.6):
        parts.append(el("rect", x=wx, y=24, width=5.4, height=5.4, rx=0.6, fill=SKY, **ln(1.5)))
        parts.append(
            el(
                "path",
                d=f"M{n(wx + 2.7)} 24 V29.4 M{n(wx)} 26.7 H{n(wx + 5.4)}",
                stroke=INK,
                stroke_width=1,
            )
        )
        parts.append(
            el("rect", x=wx - 0.8, y=29.4, width=7, height=1.8, rx=0.6, fill="#E07A5F", **ln(1))
        )
    return "".join(parts)


def write_house() -> None:
    write("house.svg", 44, 40, "Wooly Bully village house with a red roof", house())


# --------------------------------------------------------------------------------------------
# Fence (100 x 12)


def fence_row(x0: float, x1: float, posts: list[float], y: float = 0, sw: float = 1.2) -> str:
    parts = [
        el("rect", x=x0, y=y + 2.6, width=x1 - x0, height=2.6, rx=1, fill=WOOD, **ln(sw)),
        el("rect", x=x0, y=y + 7, width=x1 - x0, height=2.6, rx=1, fill=WOOD, **ln(sw)),
    ]
    for px in posts:
        parts.append(
            el(
                "path",
                d=f"M{n(px)} {n(y + 11.2)} V{n(y + 2)} L{n(px + 2.25)} {n(y + 0.7)} "
                f"L{n(px + 4.5)} {n(y + 2)} V{n(y + 11.2)} Z",
                fill=WOOD_DARK,
                **ln(sw),
            )
        )
    return "".join(parts)


def write_fence() -> None:
    write(
        "fence.svg",
        100,
        12,
        "Wooly Bully wooden fence segment",
        fence_row(1, 99, [2.4, 33.4, 62.2, 93.1]),
    )


# --------------------------------------------------------------------------------------------
# Wolf (64 x 64), hunter, shepherd

GREY = "#8E929B"
GREY_DARK = "#6E727C"
GREY_LIGHT = "#E9E4DA"


def wolf_head(sw: float = 2) -> str:
    return "".join(
        [
            el("polygon", points=pts([(14, 3.6), (27.6, 13), (16.6, 21)]), fill=GREY, **ln(sw)),
            el("polygon", points=pts([(50, 3.6), (36.4, 13), (47.4, 21)]), fill=GREY, **ln(sw)),
            el("polygon", points=pts([(16.4, 8.4), (23.6, 13.6), (17.8, 17.4)]), fill="#55424A"),
            el("polygon", points=pts([(47.6, 8.4), (40.4, 13.6), (46.2, 17.4)]), fill="#55424A"),
            el(
                "path",
                d="M32 10 C42 10 48.6 15 49.6 22.4 L54 26.4 L48.6 27.4 L51 31.6 L44.6 32.4 "
                "C41.4 36.6 36.6 38.4 32 38.4 C27.4 38.4 22.6 36.6 19.4 32.4 L13 31.6 L15.4 27.4 L10 26.4 "
                "L14.4 22.4 C15.4 15 22 10 32 10 Z",
                fill=GREY,
                **ln(sw),
            ),
            el("path", d="M32 12.4 L29.6 18 L32 21 L34.4 18 Z", fill=GREY_DARK),
            el(
                "path",
                d="M23.4 30.2 C23.4 25 27.2 22.4 32 22.4 C36.8 22.4 40.6 25 40.6 30.2 "
                "C40.6 34.8 36.6 37.8 32 37.8 C27.4 37.8 23.4 34.8 23.4 30.2 Z",
                fill=GREY_LIGHT,
                **ln(1.6),
            ),
            # grin with fangs
            el(
                "path",
                d="M24.8 30.6 C27.6 36.4 36.4 36.4 39.2 30.6 C36 32.4 28 32.4 24.8 30.6 Z",
                fill="#7A2E3A",
                **ln(1.5),
            ),
            el(
                "polygon",
                points=pts([(27.2, 31.5), (29.4, 32.1), (28.2, 34.4)]),
                fill="#FFFFFF",
                **ln(0.8),
            ),
            el(
                "polygon",
                points=pts([(36.8, 31.5), (34.6, 32.1), (35.8, 34.4)]),
                fill="#FFFFFF",
                **ln(0.8),
            ),
            el(
                "path",
                d="M28.4 25.6 C28.4 23.6 35.6 23.6 35.6 25.6 C35.6 27.4 33.2 28.8 32 28.8 "
                "C30.8 28.8 28.4 27.4 28.4 25.6 Z",
                fill="#2A2630",
                **ln(1.2),
            ),
            el("ellipse", cx=30.8, cy=25, rx=1.2, ry=0.6, fill="#8A8494"),
            # eyes and brows
            el(
                "path",
                d="M20.4 19.6 L28.2 22.4 C27.6 25 23.4 25.4 21.4 23 Z",
                fill="#F4C542",
                **ln(1.3),
            ),
            el(
                "path",
                d="M43.6 19.6 L35.8 22.4 C36.4 25 40.6 25.4 42.6 23 Z",
                fill="#F4C542",
                **ln(1.3),
            ),
            el("circle", cx=25, cy=22.9, r=1.25, fill="#2A2630"),
            el("circle", cx=39, cy=22.9, r=1.25, fill="#2A2630"),
            el(
                "path",
                d="M19 17.2 L28.8 20.8 M45 17.2 L35.2 20.8",
                stroke=INK,
                stroke_width=2.4,
                stroke_linecap="round",
            ),
        ]
    )


def wolf(sw: float = 2) -> str:
    return "".join(
        [
            shadow(32, 60.4, 21, 2.6),
            el(
                "path",
                d="M43 55.6 C55 58 62 48 58.6 35.4 C57.4 30.8 53.4 29 50.4 31.4 C53.4 39.6 50.6 46.4 42 48.4 Z",
                fill=GREY_DARK,
                **ln(sw),
            ),
            el(
                "path",
                d="M58.6 35.4 C57.4 30.8 53.4 29 50.4 31.4 C51.4 34 51.8 35.8 52 37.8 C54.4 36 56.4 35.2 58.6 35.4 Z",
                fill=GREY_LIGHT,
                **ln(1.4),
            ),
            el(
                "path",
                d="M21.6 33.6 C15.6 42 13.6 52 15.6 58.2 L48.4 58.2 C50.4 52 48.4 42 42.4 33.6 Z",
                fill=GREY,
                **ln(sw),
            ),
            el(
                "path",
                d="M26 34 C24.4 42 27 49.6 32 53.4 C37 49.6 39.6 42 38 34 Z",
                fill=GREY_LIGHT,
            ),
            el(
                "path",
                d="M28 44 L30 46 M36 44 L34 46 M29.6 49.4 L31 50.8 M34.4 49.4 L33 50.8",
                stroke="#BDB6A8",
                stroke_width=1.2,
                stroke_linecap="round",
            ),
            el("ellipse", cx=17.2, cy=57.6, rx=4.6, ry=2.2, fill=GREY_LIGHT, **ln(1.6)),
            el("ellipse", cx=46.8, cy=57.6, rx=4.6, ry=2.2, fill=GREY_LIGHT, **ln(1.6)),
            el("rect", x=22.6, y=42, width=7.2, height=16, rx=3, fill=GREY, **ln(sw)),
            el("rect", x=34.2, y=42, width=7.2, height=16, rx=3, fill=GREY, **ln(sw)),
            el("ellipse", cx=26.2, cy=57.8, rx=4.6, ry=2.4, fill=GREY_LIGHT, **ln(1.6)),
            el("ellipse", cx=37.8, cy=57.8, rx=4.6, ry=2.4, fill=GREY_LIGHT, **ln(1.6)),
            el(
                "path",
                d="M24.6 58 V56.4 M27.8 58 V56.4 M36.2 58 V56.4 M39.4 58 V56.4",
                stroke=INK,
                stroke_width=0.9,
                stroke_linecap="round",
            ),
            wolf_head(sw),
        ]
    )


def write_wolf() -> None:
    write("wolf.svg", 64, 64, "Wooly Bully wolf, sitting, with a sly toothy grin", wolf())


SKIN = "#F2C7A0"
SKIN_DARK = "#D99B78"


def hunter(sw: float = 1.9) -> str:
    jacket, jacket_dark = "#D27A34", "#AE5C22"
    hat = "#4A6B34"
    brass, brass_dark = "#E3B440", "#A87B22"
    return "".join(
        [
            shadow(31, 60.6, 16, 2.6),
            # legs and boots
            el("rect", x=23.6, y=43, width=7, height=13, rx=1.5, fill="#7A5534", **ln(sw)),
            el("rect", x=32.4, y=43, width=7, height=13, rx=1.5, fill="#7A5534", **ln(sw)),
            el("path", d="M22.4 60 L22.4 53.4 L31.4 53.4 L31.4 60 Z", fill="#4A3222", **ln(sw)),
            el("path", d="M32 60 L32 53.4 L41 53.4 L41 60 Z", fill="#4A3222", **ln(sw)),
            # jacket
            el(
                "path",
                d="M21.4 28.4 C21.4 25.6 24 24 27 24 L36.4 24 C39.6 24 42 25.6 42 28.4 L43.8 46.6 "
                "L19.6 46.6 Z",
                fill=jacket,
                **ln(sw),
            ),
            el("path", d="M31.7 26 V46.4", stroke=jacket_dark, stroke_width=1.4),
            el("path", d="M26.4 24.2 L31.7 31.4 L37 24.2", fill=CREAM, **ln(1.5)),
            el(
                "path",
                d="M39.8 25 L23.2 43.2",
                stroke="#8A5A33",
                stroke_width=2.6,
                stroke_linecap="round",
            ),
            el("rect", x=20, y=40.2, width=23.4, height=3.2, fill="#5A3A22", **ln(1.3)),
            el("rect", x=29.8, y=39.8, width=4, height=4, rx=0.6, fill=brass, **ln(1.1)),
            el("circle", cx=34.2, cy=33.4, r=1, fill=brass),
            el("circle", cx=34.2, cy=37.2, r=1, fill=brass),
            # left arm (hanging)
            limb([(22.6, 28.6), (19.6, 36), (20.2, 42.4)], jacket_dark, 5.6, sw),
            el("circle", cx=20.2, cy=43.4, r=2.7, fill=SKIN, **ln(1.5)),
            # head
            el("circle", cx=24.4, cy=19.4, r=1.9, fill=SKIN, **ln(1.4)),
            el("circle", cx=32, cy=18.4, r=7.6, fill=SKIN, **ln(sw)),
            el("circle", cx=27.6, cy=20.6, r=1.8, fill="#E8917B", opacity="0.7"),
            el("circle", cx=36.6, cy=20.6, r=2.3, fill="#E8917B", opacity="0.8"),
            el(
                "path",
                d="M27.8 17 Q29.2 15.8 30.6 17 M33.4 17 Q34.8 15.8 36.2 17",
                fill="none",
                stroke=INK,
                stroke_width=1.3,
                stroke_linecap="round",
            ),
            el(
                "path",
                d="M27.6 22.4 C29 20.6 31 21 32 21.8 C33 21 35 20.6 36.4 22.4 C34.8 23.6 33 23.4 32 22.8 "
                "C31 23.4 29.2 23.6 27.6 22.4 Z",
                fill="#6B4226",
                **ln(1),
            ),
            el("circle", cx=32, cy=20.2, r=1.3, fill=SKIN_DARK),
            # hat
            el(
                "path",
                d="M24.4 12 C24.4 6.6 27.2 3.6 32 3.6 C36.8 3.6 39.6 6.6 39.6 12 Z",
                fill=hat,
                **ln(sw),
            ),
            el(
                "path",
                d="M29.6 4.6 L32 7 L34.4 4.6",
                fill="none",
                stroke="#35502A",
                stroke_width=1.2,
                stroke_linecap="round",
            ),
            el("rect", x=24.6, y=8.8, width=14.8, height=2.6, fill="#7A2E26"),
            el(
                "path",
                d="M37.6 9.6 C40 5.4 42.6 2.6 45.6 1.4 C45 4.8 42.6 8 38.8 10.4 Z",
                fill="#C8813A",
                **ln(1.2),
            ),
            el("path", d="M38.8 9.6 L44.4 2.6", stroke="#7A4A22", stroke_width=0.8),
            el("ellipse", cx=32, cy=12.2, rx=11.2, ry=2.6, fill=hat, **ln(sw)),
            # right arm raised holding the horn to the mouth
            limb([(41, 28.2), (46.8, 30.4), (43.4, 24.2)], jacket_dark, 5.6, sw),
            # horn: a curved brass cone with a dark bell opening
            el(
                "path",
                d="M33.2 21 C39.4 22.2 45.6 19.4 49.2 8.6 L57.8 13.8 C52.8 23.4 41.6 26.8 33.4 23.8 Z",
                fill=brass,
                **ln(1.6),
            ),
            el(
                "path",
                d="M38 22.4 C38.4 23.4 38.4 24.4 38 25.4 M43.4 21 C44.2 22.4 44.4 23.8 44 25",
                fill="none",
                stroke=brass_dark,
                stroke_width=1.3,
                stroke_linecap="round",
            ),
            el(
                "path",
                d="M45.6 18.6 C47.6 16.4 48.8 13.8 49.8 11.2",
                fill="none",
                stroke="#F6DA8A",
                stroke_width=1.3,
                stroke_linecap="round",
            ),
            el(
                "ellipse",
                cx=53.5,
                cy=11.2,
                rx=4.9,
                ry=2.1,
                transform="rotate(31.4 53.5 11.2)",
                fill=brass_dark,
                **ln(1.4),
            ),
            el(
                "ellipse",
                cx=53.9,
                cy=11.5,
                rx=2.6,
                ry=1,
                transform="rotate(31.4 53.9 11.5)",
                fill="#5A3A12",
            ),
            el("circle", cx=43.4, cy=23.4, r=2.8, fill=SKIN, **ln(1.5)),
            # toot marks
            el(
                "path",
                d="M57.4 5 L59.8 2.2 M60.4 9.4 L63 8.6 M53 3.6 L53.4 0.8",
                stroke=INK,
                stroke_width=1.4,
                stroke_linecap="round",
            ),
        ]
    )


def write_hunter() -> None:
    write(
        "hunter.svg",
        64,
        64,
        "Wooly Bully hunter with a feathered hat, blowing a hunting horn",
        hunter(),
    )


def shepherd(sw: float = 1.9) -> str:
    staff = "#A8733F"
    return "".join(
        [
            shadow(33, 60.6, 18, 2.6),
            # crook behind the hand
            curve_limb(
                "M50.4 59.4 L50.4 10.4 C50.4 2.6 58.8 2.2 59 8.4 C59.1 11.2 57.2 12.4 55.6 11.4",
                staff,
                2.8,
                1.5,
            ),
            # legs, boots
            el("rect", x=25.4, y=48, width=5, height=9, fill=STRAW, **ln(sw)),
            el("rect", x=33.6, y=48, width=5, height=9, fill=STRAW, **ln(sw)),
            el(
                "path",
                d="M23.4 60 C23.4 56.6 24.8 55.6 27.6 55.6 C30.4 55.6 31.2 56.8 31.2 60 Z",
                fill="#6B4226",
                **ln(sw),
            ),
            el(
                "path",
                d="M32.8 60 C32.8 56.8 33.6 55.6 36.4 55.6 C39.2 55.6 40.6 56.6 40.6 60 Z",
                fill="#6B4226",
                **ln(sw),
            ),
            # smock
            el(
                "path",
                d="M24.4 24 L39.6 24 C42.6 24.6 44.4 27.4 44.6 30.6 L47 51.4 C40 53.8 24 53.8 17 51.4 "
                "L19.4 30.6 C19.6 27.4 21.4 24.6 24.4 24 Z",
                fill=PINK,
                **ln(sw),
            ),
            el(
                "path",
                d="M41.4 33 L43.6 51.8 C41.4 52.6 39.6 52.8 38 53 L37.4 38 Z",
                fill=PURPLE,
                opacity="0.55",
            ),
            el(
                "path",
                d="M27 38.6 L25.6 51.8 M32 38.6 V52.8 M37 38.6 L38.4 51.8",
                stroke=PURPLE,
                stroke_width=1.3,
                stroke_linecap="round",
            ),
            # smocked yoke (embroidered chest panel)
            el("path", d="M25.6 25.2 L38.4 25.2 L37.4 35 L26.6 35 Z", fill=PURPLE, opacity="0.35"),
            el(
                "path",
                d="M27 28 L29 30 L31 28 L33 30 L35 28 L37 30 M27.4 31.6 L29.2 33.4 L31 31.6 L32.8 33.4 L34.6 31.6 L36.4 33.4",
                fill="none",
                stroke=CREAM,
                stroke_width=1,
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
            el(
                "path",
                d="M20 37.6 C27 39.6 37 39.6 44 37.6",
                fill="none",
                stroke=INK,
                stroke_width=4.4,
                stroke_linecap="round",
            ),
            el(
                "path",
                d="M20 37.6 C27 39.6 37 39.6 44 37.6",
                fill="none",
                stroke="#D9B77A",
                stroke_width=2.4,
                stroke_linecap="round",
            ),
            # left arm hanging
            limb([(22.2, 28.6), (19.2, 36), (19.8, 41.6)], PINK, 5.6, sw),
            el("circle", cx=19.9, cy=42.8, r=2.7, fill=SKIN, **ln(1.5)),
            el("path", d="M26.4 24.2 Q32 29.4 37.6 24.2", fill=CREAM, **ln(1.5)),
            # head
            el("circle", cx=24.4, cy=18.6, r=1.9, fill=SKIN, **ln(1.4)),
            el("circle", cx=39.6, cy=18.6, r=1.9, fill=SKIN, **ln(1.4)),
            el("circle", cx=32, cy=17.6, r=7.6, fill=SKIN, **ln(sw)),
            el(
                "path",
                d="M25.4 13.4 C27 15.6 29.4 15.4 30.6 14.2 C32 15.6 35.4 15.8 38.6 13.4 Z",
                fill="#8A5A33",
                **ln(1.2),
            ),
            el("circle", cx=28.4, cy=17.4, r=1.15, fill=INK),
            el("circle", cx=35.6, cy=17.4, r=1.15, fill=INK),
            el("circle", cx=27.4, cy=20.6, r=1.7, fill="#E8917B", opacity="0.7"),
            el("circle", cx=36.6, cy=20.6, r=1.7, fill="#E8917B", opacity="0.7"),
            el(
                "path",
                d="M29.2 21.2 Q32 23.8 34.8 21.2",
                fill="none",
                stroke=INK,
                stroke_width=1.3,
                stroke_linecap="round",
            ),
            # straw hat
            el(
                "path",
                d="M25 11.8 C25 6.4 27.8 3.4 32 3.4 C36.2 3.4 39 6.4 39 11.8 Z",
                fill="#E6CF98",
                **ln(sw),
            ),
            el("rect", x=25.1, y=8.4, width=13.8, height=2.6, fill=PURPLE),
            el("ellipse", cx=32, cy=12, rx=13.4, ry=3, fill=STRAW, **ln(sw)),
            el(
                "path",
                d="M22 12.2 L24 13 M28 13.4 L29.4 14 M35.4 13.4 L36.8 13 M40.4 12.8 L42 12.2",
                stroke="#C9AE72",
                stroke_width=0.9,
                stroke_linecap="round",
            ),
            # right arm to the crook
            limb([(41.6, 28.6), (46.6, 33.4), (49.4, 33.2)], PINK, 5.6, sw),
            el("circle", cx=50.4, cy=33.2, r=2.8, fill=SKIN, **ln(1.5)),
        ]
    )


def write_shepherd() -> None:
    write(
        "shepherd.svg",
        64,
        64,
        "Wooly Bully shepherd with a crook; smock and hat band in the tint placeholder #FF00FF / #800080",
        shepherd(),
    )


# --------------------------------------------------------------------------------------------
# Village square (100 x 100, a full start tile)


def well() -> str:
    return "".join(
        [
            shadow(50, 62.4, 14, 2.4),
            el("rect", x=40, y=52, width=20, height=9.4, fill="#B9AFA2", **ln(1.8)),
            el("ellipse", cx=50, cy=61.4, rx=10, ry=2.6, fill="#B9AFA2", **ln(1.8)),
            el("rect", x=40.9, y=52, width=18.2, height=9.3, fill="#B9AFA2"),
            el(
                "path",
                d="M40.2 56.2 H59.8 M45 52 V56.2 M55 52 V56.2 M50 56.2 V62.6 M42.6 56.2 V61.8 M57.4 56.2 V61.8",
                stroke="#8C8378",
                stroke_width=1,
            ),
            el("ellipse", cx=50, cy=52, rx=10, ry=3, fill="#CFC6B8", **ln(1.8)),
            el("ellipse", cx=50, cy=52.2, rx=7.2, ry=1.8, fill="#4F86B5"),
            el("rect", x=40.4, y=37, width=2.6, height=15.4, fill=WOOD_DARK, **ln(1.4)),
            el("rect", x=57, y=37, width=2.6, height=15.4, fill=WOOD_DARK, **ln(1.4)),
            el("path", d="M41.6 40.4 H58.4", stroke=INK, stroke_width=1.4),
            el("path", d="M50 40.4 V45.4", stroke="#7A5534", stroke_width=1),
            el("path", d="M47.4 45 L52.6 45 L52 49.4 L48 49.4 Z", fill=WOOD, **ln(1.2)),
            el("polygon", points=pts([(35, 38.6), (50, 29.6), (65, 38.6)]), fill=BARN, **ln(1.8)),
            el(
                "path",
                d="M41 36.4 L50 31.8 L59 36.4",
                fill="none",
                stroke="#8E3524",
                stroke_width=1.2,
                stroke_linecap="round",
            ),
        ]
    )


def write_village_square() -> None:
    rnd = random.Random(7)
    parts = [el("rect", x=0, y=0, width=100, height=100, fill=VILLAGE)]
    # lanes to the four sides
    lane = "#F3E6C6"
    parts.append(el("rect", x=42, y=0, width=16, height=100, fill=lane))
    parts.append(el("rect", x=0, y=43, width=100, height=16, fill=lane))
    parts.append(
        el(
            "path",
            d="M42 0.8 V43 H0.8 M58 0.8 V43 H99.2 M42 99.2 V59 H0.8 M58 99.2 V59 H99.2",
            fill="none",
            stroke="#D3BE92",
            stroke_width=1.2,
        )
    )
    # plaza
    parts.append(
        el("circle", cx=50, cy=51, r=22, fill="#DCC79C", stroke="#BFA676", stroke_width=1.8)
    )
    stones = []
    for ring, count in ((18.4, 22), (13.6, 16)):
        for k in range(count):
            ang = 2 * math.pi * (k + 0.5 * (ring < 15)) / count
            x, y = 50 + ring * math.cos(ang), 51 + ring * math.sin(ang)
            stones.append(
                el(
                    "ellipse",
                    cx=x,
                    cy=y,
                    rx=2.2,
                    ry=1.4,
                    transform=f"rotate({n(math.degrees(ang) + 90)} {n(x)} {n(y)})",
                )
            )
    parts.append(g(stones, fill="#CDB68A"))
    # cobbles on the lanes
    cob = []
    for _ in range(26):
        if rnd.random() < 0.5:
            x, y = (
                44 + rnd.random() * 12,
                rnd.choice([2 + rnd.random() * 24, 76 + rnd.random() * 22]),
            )
        else:
            x, y = (
                rnd.choice([2 + rnd.random() * 24, 76 + rnd.random() * 22]),
                45 + rnd.random() * 12,
            )
        cob.append(el("ellipse", cx=x, cy=y, rx=1.8, ry=1.1))
    parts.append(g(cob, fill="#DECB9F"))
    # grass tufts and flowers in the corners
    tufts = []
    for cx, cy in ((6, 38), (36, 39), (94, 38), (64, 40), (6, 95), (36, 96), (64, 96), (94, 95)):
        tufts.append(el("path", d=f"M{n(cx - 2.4)} {n(cy)} l1.2 -3 l1.2 2.2 l1.2 -3.4 l1.2 4.2"))
    parts.append(
        g(
            tufts,
            fill="none",
            stroke="#79B563",
            stroke_width=1.3,
            stroke_linecap="round",
            stroke_linejoin="round",
        )
    )
    # four houses, one per corner
    looks = [
        (BARN, "#8E3524", CREAM),
        ("#6E7F91", "#4F5E6E", STRAW),
        ("#C98A3A", "#9A6524", CREAM),
        ("#B5462F", "#8E3524", STRAW),
    ]
    places = [(1.2, 2.4), (58.8, 2.4), (1.2, 61.4), (58.8, 61.4)]
    for (x, y), (roof, roof_dark, wall) in zip(places, looks, strict=False):
        parts.append(
            g(house(roof, roof_dark, wall), transform=f"translate({n(x)} {n(y)}) scale(0.91)")
        )
    parts.append(well())
    # flower pots by the well
    for fx in (33.6, 66.4):
        parts.append(
            el(
                "path",
                d=f"M{n(fx - 2.6)} 60.6 L{n(fx + 2.6)} 60.6 L{n(fx + 1.8)} 65 L{n(fx - 1.8)} 65 Z",
                fill="#C0673F",
                **ln(1.1),
            )
        )
        parts.append(el("circle", cx=fx, cy=58.6, r=2.4, fill="#79B563", **ln(1.1)))
        parts.append(el("circle", cx=fx - 0.8, cy=57.8, r=0.9, fill="#F2C94C"))
        parts.append(el("circle", cx=fx + 1, cy=59.2, r=0.9, fill="#E07A5F"))
    write(
        "village_square.svg",
        100,
        100,
        "Wooly Bully village square start tile (well, lanes to the four sides, houses)",
        parts,
    )


# --------------------------------------------------------------------------------------------
# Tile back (100 x 100)


def write_tile_back() -> None:
    parts = [
        el("rect", x=1, y=1, width=98, height=98, rx=8, fill="#4E8A3E", **ln(2)),
        el("rect", x=6, y=6, width=88, height=88, rx=5, fill="#79B563"),
    ]
    diam = []
    for i in range(8):
        for j in range(8):
            if (i + j) % 2:
                continue
            cx, cy = 11.5 + 11 * i, 11.5 + 11 * j
            if math.hypot(cx - 50, cy - 50) < 32:
                continue
            diam.append(f"M{n(cx)} {n(cy - 5.5)} l5.5 5.5 l-5.5 5.5 l-5.5 -5.5 Z")
    parts.append(el("path", d="".join(diam), fill="#8CC272"))
    parts.append(
        el(
            "rect",
            x=6,
            y=6,
            width=88,
            height=88,
            rx=5,
            fill="none",
            stroke=CREAM,
            stroke_width=1.8,
            stroke_dasharray="4 3",
        )
    )
    parts.append(el("circle", cx=50, cy=50, r=28, fill=CREAM, **ln(2)))
    parts.append(el("circle", cx=50, cy=50, r=23.4, fill=SKY))
    parts.append(
        el(
            "path",
            d="M26.8 54 C36 48 44 52 50 50 C58 47.6 66 49.6 73.2 53.6 A23.4 23.4 0 0 1 26.8 54 Z",
            fill="#A9D47A",
        )
    )
    parts.append(el("circle", cx=50, cy=50, r=23.4, fill="none", stroke=INK, stroke_width=1.4))
    parts.append(g(sheep(), transform="translate(27.6 31.4) scale(1.12)"))
    write("tile_back.svg", 100, 100, "Wooly Bully tile back (hidden tile in a hand)", parts)


# --------------------------------------------------------------------------------------------
# Bag (80 x 90)


def write_bag() -> None:
    cloth, cloth_dark = "#D9B98A", "#BF9C68"
    parts = [
        shadow(40, 86.4, 30, 3.4),
        # tiles peeking out of the open top
        g(
            [
                el("rect", x=-9, y=-9, width=18, height=18, rx=2, fill="#9CC3D9", **ln(1.6)),
                el("path", d="M-9 9 L9 -9 L9 7 Q9 9 7 9 Z", fill="#5C8A46"),
                el("path", d="M-9 9 L9 -9", stroke=WOOD, stroke_width=1.8),
                el("rect", x=-9, y=-9, width=18, height=18, rx=2, fill="none", **ln(1.6)),
            ],
            transform="translate(31 14) rotate(-14)",
        ),
        g(
            [
                el("rect", x=-9, y=-9, width=18, height=18, rx=2, fill="#4E8A3E", **ln(1.6)),
                el("circle", cx=0, cy=0, r=5.4, fill=CREAM, **ln(1)),
            ],
            transform="translate(49 12.4) rotate(12)",
        ),
        el("ellipse", cx=40, cy=21, rx=17, ry=4.4, fill="#8A6A44", **ln(1.8)),
        # body
        el(
            "path",
            d="M24 32 C10 42 6.6 66 11.4 78.6 C15 86.4 65 86.4 68.6 78.6 C73.4 66 70 42 56 32 Z",
            fill=cloth,
            **ln(2.2),
        ),
        el(
            "path",
            d="M60 38 C66.6 48 68.4 64 65.6 77 C63.6 80.6 58 82 52 82.8 C58.4 70 59.4 52 56.4 37 Z",
            fill=cloth_dark,
        ),
        el(
            "path",
            d="M24 32 C10 42 6.6 66 11.4 78.6 C15 86.4 65 86.4 68.6 78.6 C73.4 66 70 42 56 32 Z",
            fill="none",
            **ln(2.2),
        ),
        # ruffled neck
        el(
            "path",
            d="M22.4 22.6 C26 26.6 30 25.6 33 23.6 C36 26 44 26 47 23.6 C50 25.6 54 26.6 57.6 22.6 "
            "C59.6 27.6 58.4 31.6 56 34 C46 37 34 37 24 34 C21.6 31.6 20.4 27.6 22.4 22.6 Z",
            fill=cloth,
            **ln(2),
        ),
        el(
            "path",
            d="M28 27 L29 33 M40 27.2 V34.6 M52 27 L51 33",
            stroke=cloth_dark,
            stroke_width=1.3,
            stroke_linecap="round",
        ),
        # cord and bow
        el(
            "path",
            d="M22.6 34 C32 38.4 48 38.4 57.4 34",
            fill="none",
            stroke=INK,
            stroke_width=5,
            stroke_linecap="round",
        ),
        el(
            "path",
            d="M22.6 34 C32 38.4 48 38.4 57.4 34",
            fill="none",
            stroke=BARN,
            stroke_width=2.6,
            stroke_linecap="round",
        ),
        el("path", d="M40 37 C34 31 29 35.6 32 39.6 C34 41.4 38 39 40 37 Z", fill=BARN, **ln(1.5)),
        el("path", d="M40 37 C46 31 51 35.6 48 39.6 C46 41.4 42 39 40 37 Z", fill=BARN, **ln(1.5)),
        el(
            "path",
            d="M39 38 L35.4 46.6 M41 38 L44.6 46.6",
            stroke=INK,
            stroke_width=4,
            stroke_linecap="round",
        ),
        el(
            "path",
            d="M39 38 L35.4 46.6 M41 38 L44.6 46.6",
            stroke=BARN,
            stroke_width=2,
            stroke_linecap="round",
        ),
        el("circle", cx=40, cy=37.2, r=2.4, fill=BARN, **ln(1.4)),
        # burlap weave
        el(
            "path",
            d="M16 52 l3 1 M18 68 l3 -1 M62 60 l3 1 M24 77 l3 1 M56 76 l2.6 -1.4 M20 44 l2.4 -1.6",
            stroke=cloth_dark,
            stroke_width=1.2,
            stroke_linecap="round",
        ),
        # patch with a sheep
        el("circle", cx=39, cy=61.4, r=14.4, fill=CREAM, **ln(1.8)),
        el(
            "circle",
            cx=39,
            cy=61.4,
            r=11.6,
            fill="none",
            stroke="#C9AE72",
            stroke_width=1.1,
            stroke_dasharray="2.4 2",
        ),
        g(sheep(with_shadow=False), transform="translate(27 52.6) scale(0.6)"),
    ]
    write("bag.svg", 80, 90, "Wooly Bully cloth bag of tiles", parts)


# --------------------------------------------------------------------------------------------
# Cover (400 x 240)


def cover_sheep(x: float, y: float, s: float, col: str, flip: bool = False) -> str:
    fleece, curl, face = SHEEP_COL[col]
    sx = -s if flip else s
    body = sheep(fleece, None, face, sw=1.8, simple=s < 0.75)
    return g(
        body,
        transform=f"translate({n1(x - 20 * sx)} {n1(y - 29 * s)}) scale({n(sx)})"
        if not flip
        else f"translate({n1(x - 20 * sx)} {n1(y - 29 * s)}) scale({n(sx)} {n(s)})",
    )


# The cover's rolling patchwork: fence lines y = f(x) between bands of fields; each band is cut
# into fields by fences running towards a vanishing point above the picture.
BANDS = [
    lambda x: 92 + 3 * math.sin(x / 40 + 1),
    lambda x: 114 + 5 * math.sin(x / 47 + 2),
    lambda x: 148 + 8 * math.sin(x / 60 + 0.4),
    lambda x: 196 + 9 * math.sin(x / 75 + 2.6),
    lambda x: 250.0,
]
VANISH = (250.0, -160.0)
# per band: divider positions at y = 240 (left to right) and the fields' colours between them
CUTS = [
    ([-120, 170, 330], "KYBR"),
    ([20, 280, 560], "BRKY"),
    ([150, 420], "RYB"),
    ([50, 330], "YKB"),
]


def cut_x(X: float, y: float) -> float:
    vx, vy = VANISH
    return vx + (X - vx) * (y - vy) / (240 - vy)


def cut_meets(X: float, f) -> tuple[float, float]:  # noqa: ANN001 - a band line
    y = f(X)
    for _ in range(30):
        y = f(cut_x(X, y))
    return cut_x(X, y), y


def field_colour(x: float, y: float) -> str:
    for band, (cuts, colours) in enumerate(CUTS):
        if BANDS[band](x) <= y < BANDS[band + 1](x):
            k = sum(1 for X in cuts if cut_x(X, y) < x)
            return colours[k]
    return "K"


def simple_house(x: float, y: float, roof: str) -> str:
    return g(
        [
            el("rect", x=3, y=7, width=12, height=9, fill=CREAM),
            el("polygon", points="0,8 9,0 18,8", fill=roof),
            el("rect", x=7.4, y=10.6, width=3.2, height=5.4, fill="#8A5A33", stroke_width=1),
        ],
        transform=f"translate({n(x)} {n(y)})",
        stroke_width=1.4,
    )


def write_cover() -> None:
    rnd = random.Random(2002)
    parts = [
        el("rect", x=0, y=0, width=400, height=240, fill=SKY),
        el("circle", cx=354, cy=38, r=21, fill="#F7D35C"),
    ]
    for cx, cy, sc in ((206, 30, 1), (300, 18, 0.7)):
        parts.append(
            g(
                [
                    el("ellipse", cx=0, cy=0, rx=22, ry=8),
                    el("circle", cx=-7, cy=-5, r=9),
                    el("circle", cx=7, cy=-7, r=10),
                ],
                fill="#FFFFFF",
                opacity="0.9",
                transform=f"translate({cx} {cy}) scale({sc})",
            )
        )
    hill = [(x, 80 + 6 * math.sin(x / 70 + 3)) for x in range(0, 401, 25)]
    parts.append(el("polygon", points=pts(hill + [(400, 100), (0, 100)], 1), fill="#A9D47A"))
    rim = [(1.0, hill[0][1])] + hill[1:-1] + [(399.0, hill[-1][1])]
    parts.append(
        el("path", d="M" + " L".join(f"{n1(x)} {n1(y)}" for x, y in rim), fill="none", **ln(1.6))
    )
    for hx, hy, roof in ((250, 63.4, BARN), (268, 66.4, "#6E7F91"), (286, 64, "#C98A3A")):
        parts.append(simple_house(hx, hy, roof))
    xs = list(range(0, 401, 25))
    # fields
    for band, (cuts, colours) in enumerate(CUTS):
        top, bot = BANDS[band], BANDS[band + 1]
        edges = [None] + cuts + [None]
        for k, colour in enumerate(colours):
            left, right = edges[k], edges[k + 1]

            def at(cut: float | None, f, default: float) -> float:  # noqa: ANN001
                return default if cut is None else min(400.0, max(0.0, cut_meets(cut, f)[0]))

            xl_t, xr_t = at(left, top, 0.0), at(right, top, 400.0)
            xl_b, xr_b = at(left, bot, 0.0), at(right, bot, 400.0)
            if xr_t <= 0 or xl_t >= 400:
                continue
            upper = (
                [(xl_t, top(xl_t))]
                + [(x, top(x)) for x in xs if xl_t < x < xr_t]
                + [(xr_t, top(xr_t))]
            )
            lower = (
                [(xr_b, min(240, bot(xr_b)))]
                + [(x, min(240, bot(x))) for x in reversed(xs) if xl_b < x < xr_b]
                + [(xl_b, min(240, bot(xl_b)))]
            )
            parts.append(el("polygon", points=pts(upper + lower, 1), fill=MEADOW[colour]))
    # grass ticks
    ticks = []
    for _ in range(14):
        y = rnd.uniform(104, 236)
        x = rnd.uniform(150, 396)
        sc = 0.4 + (y - 90) / 150
        ticks.append(
            f"M{n1(x)} {n1(y)}l{n1(1.2 * sc)} {n1(-3 * sc)}l{n1(1.2 * sc)} {n1(2.2 * sc)}"
            f"l{n1(1.2 * sc)} {n1(-3.4 * sc)}"
        )
    parts.append(
        el("path", d="".join(ticks), fill="none", stroke="#000", opacity="0.16", stroke_width=1.2)
    )
    # fences: along the band lines, and the cuts (kept inside the picture)
    lines = []
    for band in range(1, 4):
        lines.append(
            [(x, BANDS[band](x)) for x in xs if 25 <= x <= 375] + [(396, BANDS[band](396))]
        )
    for band, (cuts, _) in enumerate(CUTS):
        for X in cuts:
            (x0, y0), (x1, y1) = cut_meets(X, BANDS[band]), cut_meets(X, BANDS[band + 1])
            if y1 > 237.6:
                x1, y1 = cut_x(X, 237.6), 237.6
            for lim in (4, 396):  # clip to the sides
                for i in (0, 1):
                    xa, ya, xb, yb = (x0, y0, x1, y1) if i == 0 else (x1, y1, x0, y0)
                    if (xa - lim) * (xb - lim) < 0 and (
                        (lim == 4 and xa < lim) or (lim == 396 and xa > lim)
                    ):
                        t = (lim - xa) / (xb - xa)
                        xa, ya = lim, ya + (yb - ya) * t
                        if i == 0:
                            x0, y0 = xa, ya
                        else:
                            x1, y1 = xa, ya
            if max(x0, x1) < 4 or min(x0, x1) > 396:
                continue
            lines.append([(x0, y0), (x1, y1)])
    fence_d = "".join("M" + " L".join(f"{n1(x)} {n1(y)}" for x, y in line) for line in lines)
    parts.append(el("path", d=fence_d, fill="none", stroke=INK, stroke_width=4.4))
    parts.append(el("path", d=fence_d, fill="none", stroke=WOOD, stroke_width=2.2))
    posts = []
    for line in lines:
        length = sum(math.dist(p, q) for p, q in zip(line, line[1:], strict=False))
        steps = max(1, int(length / 38))
        for i in range(steps + 1):
            target, acc = length * i / steps, 0.0
            x, y = line[-1]
            for p, q in zip(line, line[1:], strict=False):
                seg = math.dist(p, q)
                if acc + seg >= target - 1e-6:
                    t = (target - acc) / seg if seg else 0
                    x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
                    break
                acc += seg
            sc = 0.35 + (y - 90) / 150
            if 4 < x < 396 and y < 236:
                posts.append(
                    f"M{n1(x - 1.8 * sc)} {n1(y + 1.5 * sc)}v{n1(-9 * sc)}h{n1(3.6 * sc)}v{n1(9 * sc)}Z"
                )
    parts.append(el("path", d="".join(posts), fill=WOOD_DARK, stroke=INK, stroke_width=1.2))
    # sheep of the four colours, each in a field of its colour
    flock = [
        (240, 106, True),
        (300, 104, False),
        (376, 104, True),
        (262, 138, False),
        (322, 134, True),
        (386, 140, False),
        (270, 184, True),
        (352, 178, False),
        (284, 230, False),
        (376, 226, True),
    ]
    for x, y, flip in sorted(flock, key=lambda t: t[1]):
        sc = 0.42 + (y - 100) / 130 * 0.95
        parts.append(cover_sheep(x, y, sc, field_colour(x, y - 4), flip))
    # forest edge on the left, a wolf peeking out
    parts.append(
        el("path", d="M0 96 C50 94 110 96 156 98 C146 134 132 180 122 240 L0 240 Z", fill=FOREST)
    )
    parts.append(el("path", d="M156 98 C146 134 132 180 122.2 238.8", fill="none", **ln(2)))

    def tr(x: float, y: float, sc: float, shine: bool) -> str:
        return g(
            tree(sw=2, light="#5E9E48" if shine else None),
            transform=f"translate({n(x - 20 * sc)} {n(y - 45 * sc)}) scale({n(sc)})",
        )

    fir = (
        "M4.6 37.4 L9.8 29.6 L7.6 28 L12.7 20 L11 18.6 L20 1 L29 18.6 L27.3 20 L32.4 28 L30.2 29.6 "
        "L35.4 37.4 Q20 41.4 4.6 37.4 Z"
    )

    def firs(row: list[tuple[float, float, float]], fill: str) -> str:
        return "".join(
            el(
                "path",
                d=fir,
                fill=fill,
                transform=f"translate({n1(x - 20 * sc)} {n1(y - 39 * sc)}) scale({n(sc)})",
            )
            for x, y, sc in row
        )

    parts.append(
        g(
            firs(
                [
                    (14 + 19 * i, 102 + 3 * math.sin(i * 1.7), 0.66 + 0.08 * math.sin(i * 2.3))
                    for i in range(8)
                ],
                "#35682F",
            ),
            stroke=INK,
            stroke_width=2.4,
        )
    )
    parts.append(
        g(
            firs(
                [
                    (16 + 27 * i, 134 + 4 * math.sin(i * 2.1), 0.9 + 0.1 * math.sin(i * 1.3))
                    for i in range(5)
                ],
                "#3F7A36",
            ),
            stroke=INK,
            stroke_width=2.1,
        )
    )
    parts.append(g(wolf_head(2.1), transform="translate(97 121) scale(0.8)"))
    for x, y, sc in (
        (30, 170, 1.15),
        (138, 172, 0.95),
        (78, 190, 1.25),
        (26, 230, 1.45),
        (104, 234, 1.2),
    ):
        parts.append(tr(x, y, sc, True))
    # the hunter nearby, horn towards the forest
    parts.append(g(hunter(2), transform="translate(228 140) scale(-1.38 1.38)"))
    write(
        "cover.svg",
        400,
        240,
        "Wooly Bully cover: fenced patchwork meadows with sheep of four colours, a wolf peeking out "
        "of the forest, a hunter with his horn",
        parts,
    )


# --------------------------------------------------------------------------------------------
# The "flip to lay" badge of a hand tile whose other face can be played (24 x 24): a white disc
# ringed in the board's legal teal, with a turning arrow (three quarters of a circle, from the
# top round the left and the bottom, its head pointing up on the right).

TEAL = "#12A4B8"


def write_flip_badge() -> None:
    c, r = 12.0, 11.1
    a, head = r * 0.52, r * 0.42
    arc = f"M{n(c)} {n(c - a)} A{n(a)} {n(a)} 0 1 0 {n(c + a)} {n(c)}"
    tip = [(c + a - head, c + head * 0.15), (c + a + head, c + head * 0.15), (c + a, c - head)]
    body = [
        el("circle", cx=c, cy=c, r=r, fill="#FFFFFF", stroke=TEAL, stroke_width=1.8),
        el("path", d=arc, fill="none", stroke=TEAL, stroke_width=n(r * 0.24)),
        el("polygon", points=pts(tip), fill=TEAL),
    ]
    write("flip.svg", 24, 24, "Wooly Bully badge: flip this tile to lay it", body)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    write_sheep()
    write_symbols()
    write_tree()
    write_house()
    write_fence()
    write_wolf()
    write_hunter()
    write_shepherd()
    write_village_square()
    write_tile_back()
    write_bag()
    write_cover()
    write_flip_badge()


if __name__ == "__main__":
    main()
