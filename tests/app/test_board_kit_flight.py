"""The kit's flights (parts/flight.py): ghosts fly and leave the scene at the end, real items
hidden for them come back, labels are held, cards turn over half-way, the AI speed scales
every step, and the module makes no animation type before an animation is made (issue 18)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.parts.flight import Flight
from farmhouse.app.board.targets import Box

ROOT = Path(__file__).resolve().parents[2]


def _box(scene: QGraphicsScene | None = None) -> Box:
    box = Box(QRectF(0, 0, 20, 30), QColor("white"))
    if scene is not None:
        scene.addItem(box)
    return box


def test_a_ghost_flies_to_its_end_and_leaves_the_scene_and_late_items_come_back(qtbot):
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    flight = Flight(queue, ms=60, appear=20)
    real = _box(scene)
    ghost = _box()
    seen: list[tuple[float, float]] = []
    flight.late(real, None)
    step = flight.fly(ghost, QPointF(0, 0), QPointF(100, 40), fade_to=0.5)
    assert ghost.scene() is scene and ghost.opacity() == 0  # (invisible until its step)
    assert real.opacity() == 0
    assert step is not None and step.totalDuration() == 80  # appear, then the flight
    step.finished.connect(lambda: seen.append((ghost.x(), ghost.y())))
    with qtbot.waitSignal(queue.finished, timeout=2000):
        queue.play([step])
    assert seen == [(100, 40)] and ghost.opacity() == 0.5
    assert ghost.scene() is None  # the ghost is gone
    assert real.opacity() == 1.0  # the real item is shown again


def test_a_real_item_arrives_where_it_is_drawn_and_steps_chain(qtbot):
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    queue.speed = 2.0  # twice as slow
    flight = Flight(queue, ms=50)
    item = _box(scene)
    item.setPos(30, 30)
    label = flight.label(QRectF(0, 0, 80, 30), "Sale!")
    arrive = flight.arrive(item, QPointF(0, 0))
    assert item.pos() == QPointF(0, 0)  # (put at its start now)
    both = flight.together([arrive, None, flight.hold(label, 40, 10, 10)])
    chain = flight.then([both, flight.pause(25), None])
    assert chain is not None and chain.totalDuration() == 2 * (max(50, 60) + 25)
    assert flight.then([None]) is None and flight.together([]) is None
    assert label.text == "Sale!" and label.border_width == 3.0 and label.scene() is scene
    with qtbot.waitSignal(queue.finished, timeout=2000):
        queue.play([chain])
    assert item.pos() == QPointF(30, 30) and item.scene() is scene
    assert label.scene() is None


def test_a_card_turns_over_half_way(qtbot):
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    flight = Flight(queue)
    card = _box(scene)
    faces: list[float] = []
    turn = flight.turn_over(card, lambda: faces.append(card.transform().m11()), 100)
    turn.setCurrentTime(25)
    assert faces == [] and 0.4 < card.transform().m11() < 0.6  # narrowing
    turn.setCurrentTime(52)
    assert len(faces) == 1 and faces[0] < 0.5  # the face shown once, while narrow
    turn.setCurrentTime(100)
    assert len(faces) == 1 and card.transform().m11() == 1.0


#: In a new interpreter: the animation types made by importing the part and making a Flight.
PROBE = textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication, QGraphicsScene
    app = QApplication([])
    from farmhouse.app.board.animation import AnimationQueue
    from farmhouse.app.board.parts.flight import Flight
    Flight(AnimationQueue(QGraphicsScene()))
    import PySide6.QtCore
    names = ("QEasingCurve", "QPropertyAnimation", "QSequentialAnimationGroup",
             "QVariantAnimation", "QParallelAnimationGroup", "QPauseAnimation")
    print(" ".join(n for n in names if n in vars(PySide6.QtCore)) or "-")
    """
)


def test_the_part_makes_no_animation_type_before_an_animation_is_made():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["-"]


def test_a_held_label_is_invisible_until_its_step_begins(qtbot):
    """A label held after other steps (El Gaucho's sales one after another) is not shown
    before its turn: every label of a final scoring was on the board at once from its start
    (the fade-out, made last, set it visible)."""
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    flight = Flight(queue)
    first, second = (
        flight.label(QRectF(0, 0, 80, 30), "A"),
        flight.label(QRectF(0, 40, 80, 30), "B"),
    )
    chain = flight.then([flight.hold(first, 100), flight.hold(second, 100)])
    assert first.opacity() == 0 and second.opacity() == 0
    assert chain is not None
    chain.setCurrentTime(220)  # the first label held, the second not begun
    assert first.opacity() == 1 and second.opacity() == 0


def test_a_moved_piece_rests_pixel_for_pixel_where_a_fresh_board_draws_it(qtbot):
    """Issue 18: after an animation a moved piece could sit a pixel off its rest. Qt's
    device-coordinate cache, moved, kept the sub-pixel phase of where the piece started; the
    queue has it paint anew where it rests: the pixels are those of the piece drawn there."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsView

    def shown(scene: QGraphicsScene) -> QGraphicsView:
        view = QGraphicsView(scene)
        view.setSceneRect(0, 0, 300, 200)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.resize(302, 202)
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        return view

    def button() -> Box:
        return Box(QRectF(0, 0, 40, 30), QColor("gold"), QColor("black"), 6, "Hi", 14)

    moved_scene, rest_scene = QGraphicsScene(), QGraphicsScene()
    moved_view, rest_view = shown(moved_scene), shown(rest_scene)
    moving, resting = button(), button()
    moved_scene.addItem(moving)
    rest_scene.addItem(resting)
    moving.setPos(100.5, 40.5)  # (half a pixel: its cache is drawn at that phase)
    moved_view.viewport().grab()
    queue = AnimationQueue(moved_scene)
    step = queue.move(moving, QPointF(100.5, 40.5), QPointF(150, 80), 100)
    with qtbot.waitSignal(queue.finished, timeout=2000):
        queue.play([step])
        while queue.running:
            moved_view.viewport().repaint()  # (frames painted on the way, from its cache)
            qtbot.wait(10)
    resting.setPos(150, 80)
    after = moved_view.viewport().grab().toImage()
    fresh = rest_view.viewport().grab().toImage()
    assert moving.pos() == resting.pos() and after == fresh


def test_a_fitted_label_keeps_its_text_whole_inside_it(qtbot):
    """Issue 18 (El Gaucho's sale labels ran out of a 4-player seat panel): a label with
    ``fit`` keeps its width and its text inside it, clear of ``margin`` at each side: on one
    line, smaller down to ``fit``, while that fits; else on two lines between words, a
    ``keep`` term whole, the box as tall as its lines; without ``fit`` it is as before."""
    scene = QGraphicsScene()
    flight = Flight(AnimationQueue(scene))
    rect = QRectF(10, 20, 260, 44)
    short = flight.label(rect, "Sale: 2 × 11 = 22 pesos", size=17, fit=16, margin=20)
    long = "Immediate sale: 3 × 12 + 5 = 41 pesos"
    wrapped = flight.label(rect, long, size=17, fit=16, keep=["41 pesos"], margin=20)
    plain = flight.label(rect, long, size=17)
    assert "\n" not in short.text and 16 <= short.font_size <= 17
    assert wrapped.text.split("\n")[-1].endswith("41 pesos") and wrapped.text.count("\n") == 1
    assert wrapped.rect.width() == 260 and wrapped.rect.height() > 44
    assert wrapped.font_size == 17  # (two lines as large as they fit, not the smallest)
    for label in (short, wrapped):
        (_, size, drawn), *_ = label.drawn_texts()
        assert size >= 16 and label.rect.adjusted(20, 0, -20, 0).contains(drawn)
    assert plain.text == long and plain.rect == rect and plain.font_size == 17


def test_a_fitted_label_with_most_keeps_to_that_height(qtbot):
    """Issue 18 (El Gaucho's final sale label on two lines in Chinese reached into the next
    herd row): with ``most`` a label's two lines are made smaller, down to ``fit``, until
    the box is at most that tall, still whole and inside it; never smaller than ``fit``
    (a box that cannot keep to ``most`` at ``fit`` grows as before); without ``most``, or
    with room enough, as before."""
    scene = QGraphicsScene()
    flight = Flight(AnimationQueue(scene))
    rect = QRectF(10, 20, 244, 44)  # (224 wide inside its margins: two lines at 20)
    text = "強制出售：4 × 12 + 5 = 53 塊錢"
    keep = ["4 × 12 + 5 = 53 塊錢"]
    free = flight.label(rect, text, size=20, fit=14, keep=keep, margin=10)
    assert free.text.count("\n") == 1 and free.font_size == 20
    most = free.rect.height() - 8
    held = flight.label(rect, text, size=20, fit=14, keep=keep, margin=10, most=most)
    assert held.text.count("\n") == 1 and 14 <= held.font_size < 20
    assert held.rect.height() <= most and held.rect.width() == 244
    (shown, _, drawn), *_ = held.drawn_texts()
    assert held.rect.contains(drawn) and "".join(shown.split()) == "".join(text.split())
    roomy = flight.label(rect, text, size=20, fit=14, keep=keep, margin=10, most=200)
    assert (roomy.text, roomy.font_size, roomy.rect) == (free.text, free.font_size, free.rect)
    tight = flight.label(rect, text, size=20, fit=19, keep=keep, margin=10, most=10)
    assert tight.font_size >= 19 and tight.rect.height() > 10  # (never below fit, nor cut)


def test_a_label_given_its_words_as_a_function_is_worded_anew_after_a_language_switch(qtbot):
    """Issue 18 (El Gaucho's final sale labels stayed in the old language after a switch
    during the final scoring): a label whose text (and kept terms) is a function is worded
    and fitted anew by the queue's ``reword`` (the board's ``retranslate`` calls it) while
    the animation lasts, shown or still to come: its new lines whole inside it, the box as
    tall as they are (shorter words, back to its rect's height); a label given a plain text
    keeps it; once the animation has ended nothing is worded any more."""
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    flight = Flight(queue)
    rect = QRectF(10, 20, 260, 44)
    words = ["Immediate sale: 3 × 12 + 5 = 41 pesos"]
    label = flight.label(
        rect, lambda: words[0], size=17, fit=16, keep=lambda: [words[0][-8:]], margin=20
    )
    fixed = flight.label(rect, "Sale: 2 × 11 = 22 pesos", size=17, fit=16, margin=20)
    assert label.text.count("\n") == 1 and label.rect.height() > 44
    words[0] = "Sold for 41 pesos"
    queue.reword()
    assert "".join(label.text.split()) == "".join(words[0].split())
    assert label.rect == rect  # (one line: as tall as its rect again)
    (_, size, drawn), *_ = label.drawn_texts()
    assert size >= 16 and label.rect.adjusted(20, 0, -20, 0).contains(drawn)
    assert fixed.text == "Sale: 2 × 11 = 22 pesos"
    queue.play([flight.hold(label, 100), flight.hold(fixed, 100)])
    queue.finish()
    words[0] = "Sale"
    queue.reword()  # (the animation is over: its labels are gone, nothing to word)
    assert label.scene() is None and "Sale" != label.text
