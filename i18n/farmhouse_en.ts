<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="35" />
            <source>horse</source>
            <translation>horse</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>cow</source>
            <translation>cow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>pig</source>
            <translation>pig</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>sheep</source>
            <translation>sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>chicken</source>
            <translation>chicken</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>black sheep</source>
            <translation>black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="51" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>five of a kind</source>
            <translation>five of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>four of a kind</source>
            <translation>four of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>full house (3+2)</source>
            <translation>full house (3+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>three of a kind</source>
            <translation>three of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="61" />
            <source>two pairs (2+2)</source>
            <translation>two pairs (2+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="62" />
            <source>one pair</source>
            <translation>one pair</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="63" />
            <source>all different</source>
            <translation>all different</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>purple</source>
            <translation>purple</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="84" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>Most %1 figures: %n point</numerusform>
                <numerusform>Most %1 figures: %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2: %n point per pair</numerusform>
                <numerusform>%1 + %2: %n points per pair</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>All six black sheep: wins the game</source>
            <translation>All six black sheep: wins the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="98" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="110" />
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 plays %2 to pasture %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="116" />
            <source>%1 discards %2.</source>
            <translation>%1 discards %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="124" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>Pasture %1 scores: %2 wins %3 with %4.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="127" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source> and </source>
            <translation> and </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="135" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>Searching for a figure for pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="137" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>Refilling pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="142" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>No figure can be found for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="143" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>The supply has no figure for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="148" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>Pasture %1 is turned over: it is not refilled any more.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="149" />
            <source>Pasture %1 is turned over.</source>
            <translation>Pasture %1 is turned over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="154" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 won the pasture and plays next.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="164" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>Game over: %1 wins with %2 point.</numerusform>
                <numerusform>Game over: %1 wins with %2 points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source>Game over: a shared win for %1.</source>
            <translation>Game over: a shared win for %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="174" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 completes their side of pasture %2 (completion number %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="179" />
            <source>You drew %1.</source>
            <translation>You drew %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="181" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 draws %n card.</numerusform>
                <numerusform>%1 draws %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="184" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>The discard pile is shuffled into a new deck of %1 cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="189" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>A %1 figure goes onto pasture %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="192" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>The %1 figure on pasture %2 goes back to the supply.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="197" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>%n turned-up card goes to the discard pile.</numerusform>
                <numerusform>%n turned-up cards go to the discard pile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="204" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>Nobody can play any more: the game ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="243" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="322" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="244" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="245" />
            <source>That is not a Black Sheep move.</source>
            <translation>That is not a Black Sheep move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>There is no such pasture.</source>
            <translation>There is no such pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>Pasture %(pasture)s is turned over and takes no cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>Your side of pasture %(pasture)s already holds 3 cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="250" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source>You do not hold %(cards)s.</source>
            <translation>You do not hold %(cards)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="254" />
            <source>You may discard only after playing a single card.</source>
            <translation>You may discard only after playing a single card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="255" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>You do not hold the %(card)s you want to discard.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="256" />
            <source>You can play, so you may not pass.</source>
            <translation>You can play, so you may not pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="265" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="270" />
            <source> or </source>
            <translation> or </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="284" />
            <source>%1 passes</source>
            <translation>%1 passes</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="286" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1: %2 to pasture %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="289" />
            <source>, discards %1</source>
            <translation>, discards %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>tied on points: most figures wins</source>
            <translation>tied on points: most figures wins</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>tied on points and figures: the win is shared</source>
            <translation>tied on points and figures: the win is shared</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="299" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>all six black sheep win outright (task card “All six black sheep”)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="318" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 point</numerusform>
                <numerusform>%1. %2 — %3 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="321" />
            <source>(winner)</source>
            <translation>(winner)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="342" />
            <source>%1: %2 = %3</source>
            <translation>%1: %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="349" />
            <source>No figures</source>
            <translation>No figures</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>Figures: %1 point</numerusform>
                <numerusform>Figures: %1 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="354" />
            <source>Majority card (%1): +6</source>
            <translation>Majority card (%1): +6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>Complete sets: %1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="360" />
            <source>Task card “%1”: +%2</source>
            <translation>Task card “%1”: +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="362" />
            <source>(own secret task)</source>
            <translation>(own secret task)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="364" />
            <source>Total: %1</source>
            <translation>Total: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="373" />
            <source>Black Sheep</source>
            <translation>Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="379" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="387" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>Task cards instead of bonus cards (variant)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="388" />
            <source>Figure values hidden until the end</source>
            <translation>Figure values hidden until the end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="397" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="402" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="414" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="418" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>%1 point known</numerusform>
                <numerusform>%1 points known</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="419" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="452" />
            <source>five of one animal</source>
            <extracomment>Example combinations for the rules (five animals each), best first, with Table 3.4's ids.</extracomment>
            <translation>five of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="453" />
            <source>four of one animal</source>
            <translation>four of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="454" />
            <source>three of one animal and two of another</source>
            <translation>three of one animal and two of another</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="455" />
            <source>three of one animal</source>
            <translation>three of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="456" />
            <source>two of one animal and two of another</source>
            <translation>two of one animal and two of another</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>two of one animal</source>
            <translation>two of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="458" />
            <source>five different animals</source>
            <translation>five different animals</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="483" />
            <source>Bonus cards (the published rules)</source>
            <translation>Bonus cards (the published rules)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>This game: %1.</source>
            <translation>This game: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="492" />
            <source>Goal</source>
            <translation>Goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="496" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="502" />
            <source>The animals</source>
            <translation>The animals</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="503" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>From highest to lowest rank (for cards and figures alike):</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="512" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="517" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="522" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="526" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="538" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="544" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="548" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="552" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="556" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="563" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>Cards on the sides stay face up until their pasture scores.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="564" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>If no side of yours can take a card, you pass: you play, discard and draw nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="571" />
            <source>Scoring a pasture</source>
            <translation>Scoring a pasture</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="575" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="602" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="607" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="616" />
            <source>The end of the game</source>
            <translation>The end of the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="620" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="627" />
            <source>Final scoring</source>
            <translation>Final scoring</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="628" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>Add up the values of the figures in your corral; black sheep count negative.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="632" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="639" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="647" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (in this game)</source>
            <translation>Task cards (in this game)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (an option)</source>
            <translation>Task cards (an option)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="672" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="681" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="688" />
            <source>Figure values</source>
            <translation>Figure values</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="692" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>In this game nobody sees any figure's value before the end, not even in their own corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="697" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="702" />
            <source>Options of a new game</source>
            <translation>Options of a new game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>in this game</source>
            <translation>in this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>not in this game</source>
            <translation>not in this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="714" />
            <source>Controls</source>
            <translation>Controls</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="719" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="725" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="729" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>When you cannot play, click Pass (or press P or Enter).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="731" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="736" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="747" />
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Font size of the prompt line over the hand (scene units; it wraps to two lines).</extracomment>
            <translation>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="117" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>Choose a pasture first: A, S or D, or ←/→.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="137" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="212" />
            <source>You have no such card.</source>
            <translation>You have no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="141" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="177" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>Please wait: it is not your turn to choose.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="193" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>You can only play to your own side: the %1 edge of a pasture, nearest to you.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="209" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="240" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>First answer the discard question (or press Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="215" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="244" />
            <source>You have no legal play: you must pass.</source>
            <translation>You have no legal play: you must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="220" />
            <source>You may play at most two cards in one turn.</source>
            <translation>You may play at most two cards in one turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="226" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>No pasture takes these cards together: no side of yours has room for two cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="231" />
            <source>This card cannot be played now.</source>
            <translation>This card cannot be played now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="247" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="301" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>Choose one or two cards from your hand first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="276" />
            <source>No play of these cards is allowed there.</source>
            <translation>No play of these cards is allowed there.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="329" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>Discard a card? (optional, after playing one card to %1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="333" />
            <source>You have no legal play and must pass.</source>
            <translation>You have no legal play and must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="360" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="390" />
            <source>Discard %1 (key %2)</source>
            <translation>Discard %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="398" />
            <source>discard</source>
            <translation>discard</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="415" />
            <source>Keep all (K)</source>
            <translation>Keep all (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="423" />
            <source>Esc: back</source>
            <translation>Esc: back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="436" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>Your turn: choose 1 or 2 cards, then your side of a pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="438" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>Now click your side of a lit pasture (A · S · D).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="439" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>Choose one more card: no side of yours takes this card alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event). Colours of secondary texts and of known figure values. Font sizes (scene units) of the board's texts.</extracomment>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="171" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="187" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="202" />
            <source>known points: %1</source>
            <translation>known points: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="239" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1 (rank %2) — key %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="263" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="283" />
            <source>Deck: %1</source>
            <translation>Deck: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="306" />
            <source>Discard: %1</source>
            <translation>Discard: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="321" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>Last round: pastures are no longer refilled</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="343" />
            <source>Last moves</source>
            <translation>Last moves</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="371" />
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="391" />
            <source>Bonus cards: 6 points each</source>
            <translation>Bonus cards: 6 points each</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="402" />
            <source>most of an animal · each complete set of all six</source>
            <translation>most of an animal · each complete set of all six</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="410" />
            <source>Task cards</source>
            <translation>Task cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="413" />
            <source>secret</source>
            <translation>secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>%1's secret</source>
            <translation>%1's secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="449" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="510" />
            <source>retired</source>
            <translation>retired</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="551" />
            <source>%1 (just played)</source>
            <translation>%1 (just played)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="604" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>Completion number: on identical combinations the lower one wins.</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="19" />
            <source>Bye-Bye Black Sheep</source>
            <translation>Bye-Bye Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="25" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</translation>
        </message>
    </context>
    <context>
        <name>ElGaucho</name>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="19" />
            <source>El Gaucho</source>
            <translation>El Gaucho</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="24" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>Pick dice to send your gauchos after cattle and sell the finest herds.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="140" />
            <source>Coming soon</source>
            <translation>Coming soon</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="36" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="44" />
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="46" />
            <source>Shared win: %1</source>
            <translation>Shared win: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="59" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 point</numerusform>
                <numerusform>%1. %2 — %3 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="87" />
            <source>Back to start</source>
            <translation>Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="88" />
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="292" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="301" />
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="303" />
            <source>%1 (AI) is playing</source>
            <translation>%1 (AI) is playing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="391" />
            <source>%1 (AI, %2)</source>
            <translation>%1 (AI, %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="398" />
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="399" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="400" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="401" />
            <source>Show result</source>
            <translation>Show result</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="30" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="143" />
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="152" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="153" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="154" />
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="103" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the seat lines of the side panel (300 px wide) and on the hand-over screen. The width of the turn banner's text (the side panel less its margins and the padding). The turn banner's vertical padding and frame (the style sheet's ``padding: 8px``, both sides). The most lines of "since your last turn" the hand-over screen lists (the newest ones).</extracomment>
            <translation>Pass the computer to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="105" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>Everybody else, please look away: the next screen shows a hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="108" />
            <source>I'm %1, show my hand</source>
            <translation>I'm %1, show my hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="111" />
            <source>Since your last turn:</source>
            <translation>Since your last turn:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="161" />
            <source>No recent games</source>
            <translation>No recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="165" />
            <source>Clear list</source>
            <translation>Clear list</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Recent games</source>
            <translation>&amp;Recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Result…</source>
            <translation>&amp;Result…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Back to start</source>
            <translation>&amp;Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="181" />
            <source>AI &amp;speed</source>
            <translation>AI &amp;speed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="186" />
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="192" />
            <source>&amp;About Farmhouse</source>
            <translation>&amp;About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="229" />
            <source>The computer player failed</source>
            <translation>The computer player failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="230" />
            <source>The AI could not choose a move: %1</source>
            <translation>The AI could not choose a move: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="274" />
            <source>Open saved game</source>
            <translation>Open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="285" />
            <source>Cannot open saved game</source>
            <translation>Cannot open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="286" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>“%1” cannot be opened: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Save game</source>
            <translation>Save game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="344" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>The game could not be saved to “%1”: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="351" />
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="355" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse games (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>Autosave failed</source>
            <translation>Autosave failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="421" />
            <source>The translation for %1 is not available.</source>
            <translation>The translation for %1 is not available.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="463" />
            <source>About Farmhouse</source>
            <translation>About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="465" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="207" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>Please wait, it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="229" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="269" />
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="285" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="316" />
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="317" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="318" />
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="322" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Choose the deal (seed)</source>
            <translation>Choose the deal (seed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="343" />
            <source>Seed:</source>
            <translation>Seed:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="344" />
            <source>The same seed and moves replay the same game.</source>
            <translation>The same seed and moves replay the same game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="345" />
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="346" />
            <source>Start game</source>
            <translation>Start game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="347" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="20" />
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="21" />
            <source>Rules: %1</source>
            <translation>Rules: %1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>the file is not a saved game (not JSON)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="350" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>the file is not a Farmhouse saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="352" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>the moves do not lead to the saved position (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="357" />
            <source>the game in this file is not available</source>
            <translation>the game in this file is not available</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="359" />
            <source>the file contains a move that is not allowed</source>
            <translation>the file contains a move that is not allowed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="363" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>the file was saved by a newer version of Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="367" />
            <source>the file cannot be read</source>
            <translation>the file cannot be read</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="368" />
            <source>unknown problem (%1)</source>
            <translation>unknown problem (%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="334" />
            <source>the saved game is damaged or incomplete</source>
            <translation>the saved game is damaged or incomplete</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the file is too large to be a saved game</source>
            <translation>the file is too large to be a saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>the saved game holds a value that is not allowed (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>a computer player in the file has a level this version of Farmhouse does not know</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="272" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="213" />
            <source>Continue: %1</source>
            <translation>Continue: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="216" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="225" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — damaged file: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="238" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>No saved games yet. Start a new game above!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="253" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>Animal board games for friends, family and the computer</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="254" />
            <source>Your games</source>
            <translation>Your games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="255" />
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="292" />
            <source>finished</source>
            <translation>finished</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="19" />
            <source>Wooly Bully</source>
            <translation>Wooly Bully</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="25" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>Human</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="107" />
            <source>AI</source>
            <translation>AI</translation>
        </message>
    </context>
</TS>
