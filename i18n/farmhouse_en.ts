<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="24" />
            <source>Black Sheep</source>
            <translation>Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="30" />
            <source>Black Sheep is a game by Reiner Knizia, published by Fantasy Flight Games in 2008.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>Black Sheep is a game by Reiner Knizia, published by Fantasy Flight Games in 2008.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="36" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="42" />
            <source>horse</source>
            <translation>horse</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="43" />
            <source>cow</source>
            <translation>cow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="44" />
            <source>pig</source>
            <translation>pig</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>sheep</source>
            <translation>sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>chicken</source>
            <translation>chicken</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>black sheep</source>
            <translation>black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>, </source>
            <extracomment>List separator, between the items of a list ("cow, pig"); 、 in Chinese and Japanese.</extracomment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="68" />
            <source>%1 and %2</source>
            <extracomment>The last two items of a list ("Ann and Ben"); %1 may itself be a list ("Ann, Ben").</extracomment>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>%1 or %2</source>
            <extracomment>The last two items of a list of choices ("1 or 2"); %1 may itself be a list.</extracomment>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="87" />
            <source>five of a kind</source>
            <translation>five of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>four of a kind</source>
            <translation>four of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="89" />
            <source>full house (3+2)</source>
            <translation>full house (3+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="90" />
            <source>three of a kind</source>
            <translation>three of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="91" />
            <source>two pairs (2+2)</source>
            <translation>two pairs (2+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>one pair</source>
            <translation>one pair</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="93" />
            <source>all different</source>
            <translation>all different</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>purple</source>
            <translation>purple</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>Most %1 figures: %n point</numerusform>
                <numerusform>Most %1 figures: %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="118" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2: %n point per pair</numerusform>
                <numerusform>%1 + %2: %n points per pair</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="122" />
            <source>All six black sheep: wins the game</source>
            <translation>All six black sheep: wins the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="128" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="138" />
            <source>Seat %1</source>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="147" />
            <source>%1 plays %2 to pasture %3 and discards %4.</source>
            <translation>%1 plays %2 to pasture %3 and discards %4.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="153" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 plays %2 to pasture %3.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="161" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1 draws %2 (only you see it).</numerusform>
                <numerusform>%1 draws %2 (only you see them).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="162" />
            <source>%1 draws %2.</source>
            <comment>cards seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew, which only that player saw during the game (the watcher sees every hand).</extracomment>
            <translation>%1 draws %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="169" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>Pasture %1 scores: %2 wins %3 with %4.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>Searching for a figure for pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="182" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>Refilling pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="187" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>No figure can be found for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>The supply has no figure for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="193" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>Pasture %1 is turned over: it is not refilled any more.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="194" />
            <source>Pasture %1 is turned over.</source>
            <translation>Pasture %1 is turned over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="199" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 won the pasture and plays next.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="209" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>Game over: %1 wins with %2 point.</numerusform>
                <numerusform>Game over: %1 wins with %2 points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="210" />
            <source>Game over: a shared win for %1.</source>
            <translation>Game over: a shared win for %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="217" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 completes their side of pasture %2 (completion number %3).</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="224" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 draws %n card.</numerusform>
                <numerusform>%1 draws %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>The discard pile is shuffled into a new deck of %1 cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="232" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>A %1 figure goes onto pasture %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="235" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>The %1 figure on pasture %2 goes back to the supply.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="240" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>%n turned-up card goes to the discard pile.</numerusform>
                <numerusform>%n turned-up cards go to the discard pile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>Nobody can play any more: the game ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="291" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="516" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="292" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="293" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="294" />
            <source>That is not a Black Sheep move.</source>
            <translation>That is not a Black Sheep move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="295" />
            <source>You may play at most two cards in one turn.</source>
            <translation>You may play at most two cards in one turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>There is no such pasture.</source>
            <translation>There is no such pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>Pasture %(pasture)s is turned over and takes no cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>Your side of pasture %(pasture)s already holds 3 cards.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>Your side of pasture %(pasture)s holds %n card(s): you may play %(allowed)s there, not %(played)s.</source>
            <translation>
                <numerusform>Your side of pasture %(pasture)s holds %n card: you may play %(allowed)s there, not %(played)s.</numerusform>
                <numerusform>Your side of pasture %(pasture)s holds %n cards: you may play %(allowed)s there, not %(played)s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>%1 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 card</numerusform>
                <numerusform>%1 cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="303" />
            <source>You do not hold %(cards)s.</source>
            <translation>You do not hold %(cards)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="304" />
            <source>You may discard only after playing a single card.</source>
            <translation>You may discard only after playing a single card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="305" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>You do not hold the %(card)s you want to discard.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="306" />
            <source>You can play, so you may not pass.</source>
            <translation>You can play, so you may not pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="316" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>%1 passes</source>
            <translation>%1 passes</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>%1: %2 to pasture %3, discards %4</source>
            <translation>%1: %2 to pasture %3, discards %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="345" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1: %2 to pasture %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>pass</source>
            <comment>hint: the move</comment>
            <translation>pass</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and discard %3</source>
            <comment>hint: the move</comment>
            <translation>play %1 to pasture %2 and discard %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and keep the rest</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move: one card played, the other cards of the hand kept (not discarded).</extracomment>
            <translation>play %1 to pasture %2 and keep the rest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="361" />
            <source>play %1 to pasture %2</source>
            <comment>hint: the move</comment>
            <translation>play %1 to pasture %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>tied on points: most figures wins</source>
            <translation>tied on points: most figures wins</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="368" />
            <source>tied on points and figures: the win is shared</source>
            <translation>tied on points and figures: the win is shared</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="370" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>all six black sheep win outright (task card “All six black sheep”)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="389" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 point</numerusform>
                <numerusform>%1. %2 — %3 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="392" />
            <source>%1 (winner)</source>
            <translation>%1 (winner)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="413" />
            <source>%1: %2 = %3</source>
            <translation>%1: %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>No figures</source>
            <translation>No figures</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="423" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>Figures: %1 point</numerusform>
                <numerusform>Figures: %1 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="425" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="534" />
            <source>Majority card (%1): +6</source>
            <translation>Majority card (%1): +6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="427" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>Complete sets: %1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="432" />
            <source>Task card “%1”: +%2 (own secret task)</source>
            <translation>Task card “%1”: +%2 (own secret task)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>Task card “%1”: +%2</source>
            <translation>Task card “%1”: +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="437" />
            <source>Total: %1</source>
            <translation>Total: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="447" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>Task cards instead of bonus cards (variant)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="448" />
            <source>Figure values hidden until the end</source>
            <translation>Figure values hidden until the end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="462" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="473" />
            <source>Final score: %1 point(s)</source>
            <translation>
                <numerusform>Final score: %1 point</numerusform>
                <numerusform>Final score: %1 points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="474" />
            <source>final score: %1 point(s)</source>
            <translation>
                <numerusform>final score: %1 point</numerusform>
                <numerusform>final score: %1 points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="485" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="508" />
            <source>%n complete set(s)</source>
            <translation>
                <numerusform>%n complete set</numerusform>
                <numerusform>%n complete sets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="487" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="509" />
            <source>no bonus cards</source>
            <translation>no bonus cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>bonus cards: %1</source>
            <extracomment>The bonus cards a seat earned at the end; %1 is a list ("cow, pig, 1 complete set").</extracomment>
            <translation>bonus cards: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="497" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>Your turn: choose 1 or 2 cards, then your side of a pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="499" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>Now click your side of a lit pasture (A · S · D).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="500" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>Choose one more card: no side of yours takes this card alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="518" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="521" />
            <source>You are playing %1 to pasture %2. Discard one of your other cards? (optional)</source>
            <translation>You are playing %1 to pasture %2. Discard one of your other cards? (optional)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="525" />
            <source>You have no legal play and must pass.</source>
            <translation>You have no legal play and must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>You have no legal play: you must pass.</source>
            <translation>You have no legal play: you must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="534" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>First answer the discard question (or press Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="535" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>Choose one or two cards from your hand first.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="547" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="557" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>%1 point known</numerusform>
                <numerusform>%1 points known</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="559" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="561" />
            <source> · </source>
            <comment>between parts of a seat line</comment>
            <translation> · </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="592" />
            <source>five of one animal</source>
            <translation>five of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="593" />
            <source>four of one animal</source>
            <translation>four of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="594" />
            <source>three of one animal and two of another</source>
            <translation>three of one animal and two of another</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="595" />
            <source>three of one animal</source>
            <translation>three of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>two of one animal and two of another</source>
            <translation>two of one animal and two of another</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="597" />
            <source>two of one animal</source>
            <translation>two of one animal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="598" />
            <source>five different animals</source>
            <translation>five different animals</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="624" />
            <source>Bonus cards (the published rules)</source>
            <translation>Bonus cards (the published rules)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="630" />
            <source>This game: %1.</source>
            <translation>This game: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="633" />
            <source>Goal</source>
            <translation>Goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="637" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="643" />
            <source>The animals</source>
            <translation>The animals</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="644" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>From highest to lowest rank (for cards and figures alike):</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="674" />
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="680" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="686" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="690" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="694" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="698" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="705" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>Cards on the sides stay face up until their pasture scores.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="706" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>If no side of yours can take a card, you pass: you play, discard and draw nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="713" />
            <source>Scoring a pasture</source>
            <translation>Scoring a pasture</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="717" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="738" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="744" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="749" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="758" />
            <source>The end of the game</source>
            <translation>The end of the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="762" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="769" />
            <source>Final scoring</source>
            <translation>Final scoring</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="770" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>Add up the values of the figures in your corral; black sheep count negative.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="774" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="781" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="789" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="796" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="801" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="806" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (in this game)</source>
            <translation>Task cards (in this game)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (an option)</source>
            <translation>Task cards (an option)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="814" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="823" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="830" />
            <source>Figure values</source>
            <translation>Figure values</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="834" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>In this game nobody sees any figure's value before the end, not even in their own corral.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="839" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="844" />
            <source>Options of a new game</source>
            <translation>Options of a new game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>in this game</source>
            <translation>in this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>not in this game</source>
            <translation>not in this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>on in the published rules</source>
            <translation>on in the published rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>off in the published rules</source>
            <translation>off in the published rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="850" />
            <source>%1 (%2): %3</source>
            <comment>option in the rules</comment>
            <extracomment>An option in the rules: its name (bold), whether this game uses it, what it does.</extracomment>
            <translation>%1 (%2): %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="862" />
            <source>Controls</source>
            <translation>Controls</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="867" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="873" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="877" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>When you cannot play, click Pass (or press P or Enter).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="879" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="167" />
            <source>%1 (rank %2), in your hand — key %3</source>
            <translation>%1 (rank %2), in your hand — key %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="259" />
            <source>play here</source>
            <comment>hint: the side to play to</comment>
            <translation>play here</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="262" />
            <source>then discard</source>
            <comment>hint</comment>
            <translation>then discard</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="305" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>You can only play to your own side: the %1 edge of a pasture, nearest to you.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="337" />
            <source>You have no such card.</source>
            <translation>You have no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="342" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="65" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <translation>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="780" />
            <source>Pass</source>
            <extracomment>The button of a player with no legal play (BS-2.2): they play, discard and draw nothing.</extracomment>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="796" />
            <source>%1 (being played)</source>
            <translation>%1 (being played)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="799" />
            <source>playing</source>
            <translation>playing</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="812" />
            <source>Discard %1 (key %2)</source>
            <translation>Discard %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="817" />
            <source>discard</source>
            <translation>discard</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Keep all (K)</source>
            <translation>Keep all (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Esc: back</source>
            <translation>Esc: back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ your turn</source>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="286" />
            <source>%1 point(s)</source>
            <translation>
                <numerusform>%1 point</numerusform>
                <numerusform>%1 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="322" />
            <source>%1 ×%2, your corral</source>
            <translation>%1 ×%2, your corral</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="324" />
            <source>%1 ×%2, %3's corral</source>
            <translation>%1 ×%2, %3's corral</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="329" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="342" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>known points: %1</source>
            <translation>known points: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="365" />
            <source>1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the hand (the other games' wording: "Tab/arrows move"); it and the way to the side panel after it must fit two lines under the three cards.</extracomment>
            <translation>1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Deck: %1</source>
            <translation>Deck: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Discard: %1</source>
            <translation>Discard: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="427" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>Last round: pastures are no longer refilled</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="458" />
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="467" />
            <source>%1 ×%2 in the supply</source>
            <translation>%1 ×%2 in the supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="487" />
            <source>Bonus cards: 6 points each</source>
            <translation>Bonus cards: 6 points each</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="490" />
            <source>most of an animal · each complete set of all six</source>
            <translation>most of an animal · each complete set of all six</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="517" />
            <source>Bonus cards won (6 points each)</source>
            <translation>Bonus cards won (6 points each)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="568" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="602" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="647" />
            <source>secret</source>
            <translation>secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="571" />
            <source>%1's secret</source>
            <translation>%1's secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="596" />
            <source>Task cards</source>
            <translation>Task cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="689" />
            <source>retired</source>
            <translation>retired</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="703" />
            <source>Your side of pasture %1 (key %2)</source>
            <translation>Your side of pasture %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="700" />
            <source>%1's side of pasture %2</source>
            <extracomment>A replay's board: a player's (%1) side of a pasture (%2).</extracomment>
            <translation>%1's side of pasture %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="732" />
            <source>%1 (just played)</source>
            <translation>%1 (just played)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="739" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>Completion number: on identical combinations the lower one wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="747" />
            <source>%1, your side of pasture %2</source>
            <translation>%1, your side of pasture %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="629" />
            <source>%1, card %2 of %3</source>
            <extracomment>A card on a side of a pasture: %1 the card ("chicken"), %2 its place, %3 how many.</extracomment>
            <translation>%1, card %2 of %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="748" />
            <source>%1, %2's side of pasture %3</source>
            <translation>%1, %2's side of pasture %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="755" />
            <source>%1, on pasture %2</source>
            <translation>%1, on pasture %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="169" />
            <source>%1 (rank %2), in your hand</source>
            <translation>%1 (rank %2), in your hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="178" />
            <source>%1 (rank %2), in %3's hand</source>
            <extracomment>A card in a player's hand on a replay's board (%1 the animal, %2 its rank, %3 the player).</extracomment>
            <translation>%1 (rank %2), in %3's hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>At the discard question: %1 the keys of the cards that may be discarded ("2 3").</extracomment>
            <translation>%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1, %2 on top</source>
            <extracomment>The discard pile: %1 its count ("Discard: 8"), %2 the animal of the card on top.</extracomment>
            <translation>%1, %2 on top</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>completion number %1</source>
            <translation>completion number %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1's hand: %n card</numerusform>
                <numerusform>%1's hand: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 or %2 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 or %2 card</numerusform>
                <numerusform>%1 or %2 cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>%1 horse(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1 horse</numerusform>
                <numerusform>%1 horses</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>%1 cow(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1 cow</numerusform>
                <numerusform>%1 cows</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>%1 pig(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1 pig</numerusform>
                <numerusform>%1 pigs</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>%1 sheep</source>
            <comment>counted cards</comment>
            <translation>%1 sheep</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="49" />
            <source>%1 chicken(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1 chicken</numerusform>
                <numerusform>%1 chickens</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="50" />
            <source>%1 black sheep</source>
            <comment>counted cards</comment>
            <translation>%1 black sheep</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="95" />
            <source>%1 %2 figure(s)</source>
            <comment>counted figures</comment>
            <extracomment>%1 the count (as the count word says it), %2 the animal: "2 horse figures".</extracomment>
            <translation>
                <numerusform>%1 %2 figure</numerusform>
                <numerusform>%1 %2 figures</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="560" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (listed above).</source>
            <translation>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (listed above).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="935" />
            <source>rank %1</source>
            <extracomment>Under an animal in the rules' list of animals: its rank, the number printed in the corner of its cards (horse 6 … black sheep 1).</extracomment>
            <translation>rank %1</translation>
        </message>
    </context>
    <context>
        <name>BoardAccessible</name>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="164" />
            <source>Suggested by the hint</source>
            <extracomment>A screen reader&apos;s description of a piece on the board that the hint shown suggests picking (the board rings it).</extracomment>
            <translation>Suggested by the hint</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="215" />
            <source>Suggested by the hint: %1</source>
            <extracomment>The same, for a piece the hint's ring captions (%1: the caption, e.g. &quot;then discard&quot;, &quot;pay&quot;): what the hint suggests doing with it.</extracomment>
            <translation>Suggested by the hint: %1</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="83" />
            <source>black sheep</source>
            <translation>black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="367" />
            <source>Game over: a shared win for %1.</source>
            <translation>Game over: a shared win for %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="585" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="592" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1137" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="145" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="593" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1145" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="891" />
            <source>Goal</source>
            <translation>Goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="902" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1082" />
            <source>Controls</source>
            <translation>Controls</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1226" />
            <source>▶ your turn</source>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1227" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="264" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="24" />
            <source>Bye-Bye Black Sheep</source>
            <translation>Bye-Bye Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="31" />
            <source>Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="38" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>tiger</source>
            <translation>tiger</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>penguin</source>
            <translation>penguin</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <source>crocodile</source>
            <translation>crocodile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>goat</source>
            <translation>goat</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>lion</source>
            <translation>lion</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>elephant</source>
            <translation>elephant</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>giraffe</source>
            <translation>giraffe</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>zebra</source>
            <translation>zebra</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>panda</source>
            <translation>panda</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>koala</source>
            <translation>koala</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>kangaroo</source>
            <translation>kangaroo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="66" />
            <source>hippo</source>
            <translation>hippo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="67" />
            <source>flamingo</source>
            <translation>flamingo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="68" />
            <source>camel</source>
            <translation>camel</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="69" />
            <source>monkey</source>
            <translation>monkey</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="70" />
            <source>rabbit</source>
            <translation>rabbit</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="979" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="103" />
            <source>Eagle</source>
            <translation>Eagle</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="988" />
            <source>Mole</source>
            <translation>Mole</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="996" />
            <source>Thieving Magpie</source>
            <translation>Thieving Magpie</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1051" />
            <source>White Sheep</source>
            <translation>White Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1059" />
            <source>Mother Sheep</source>
            <translation>Mother Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="82" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1064" />
            <source>Wolf</source>
            <translation>Wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="136" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="141" />
            <source>%1 ×%2</source>
            <translation>%1 ×%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1st</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 1 (not 11): "1st", "21st". Chinese and Japanese write the order round the number in the sentence itself, so this is only "%1" there.</extracomment>
            <translation>%1st</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1nd</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 2 (not 12): "2nd", "22nd" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1nd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1rd</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 3 (not 13): "3rd", "23rd" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1rd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="157" />
            <source>%1th</source>
            <comment>ordinal</comment>
            <extracomment>Any other ordinal number: "4th", "11th", "12th" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1th</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>Placing it starts a %1 column in your zoo.</source>
            <translation>Placing it starts a %1 column in your zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="179" />
            <source>Placing it starts a %1 column in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>Placing it starts a %1 column in %2's zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="169" />
            <source>Placing it completes a triplet of %1 in your zoo.</source>
            <translation>Placing it completes a triplet of %1 in your zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="181" />
            <source>Placing it completes a triplet of %1 in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>Placing it completes a triplet of %1 in %2's zoo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="170" />
            <source>Placing it makes %n %1 card(s) in your zoo.</source>
            <translation>
                <numerusform>Placing it makes %n %1 card in your zoo.</numerusform>
                <numerusform>Placing it makes %n %1 cards in your zoo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="182" />
            <source>Placing it makes %n %1 card(s) in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>
                <numerusform>Placing it makes %n %1 card in %2's zoo.</numerusform>
                <numerusform>Placing it makes %n %1 cards in %2's zoo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="191" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="91" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="208" />
            <source>%1 draws the joker from %2 (%3 card this turn).</source>
            <translation>%1 draws the joker from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="209" />
            <source>%1 draws the Eagle from %2 (%3 card this turn).</source>
            <translation>%1 draws the Eagle from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>%1 draws the Mole from %2 (%3 card this turn).</source>
            <translation>%1 draws the Mole from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="211" />
            <source>%1 draws the Thieving Magpie from %2 (%3 card this turn).</source>
            <translation>%1 draws the Thieving Magpie from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="212" />
            <source>%1 draws the White Sheep from %2 (%3 card this turn).</source>
            <translation>%1 draws the White Sheep from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>%1 draws the Mother Sheep from %2 (%3 card this turn).</source>
            <translation>%1 draws the Mother Sheep from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="214" />
            <source>%1 draws the Wolf from %2 (%3 card this turn).</source>
            <translation>%1 draws the Wolf from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="219" />
            <source>%1 draws %4 from %2 (%3 card this turn).</source>
            <translation>%1 draws %4 from %2 (%3 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="228" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn).</source>
            <translation>%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="244" />
            <source>the joker</source>
            <translation>the joker</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="247" />
            <source>%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplet.</numerusform>
                <numerusform>%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplets.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="260" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>The pile is empty: the Mother Sheep brings nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="262" />
            <source>The Mother Sheep brings %1 from the pile (%2 card this turn).</source>
            <translation>The Mother Sheep brings %1 from the pile (%2 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="271" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>The Wolf covers nothing: the watering hole was empty.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="274" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>The Wolf covers %n card: it goes to %1 at the end of the turn.</numerusform>
                <numerusform>The Wolf covers %n cards: they go to %1 at the end of the turn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="291" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1's turn ends: %n card may be placed.</numerusform>
                <numerusform>%1's turn ends: %n cards may be placed.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="292" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1's turn ends with nothing to place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="294" />
            <source>%1 stops without drawing.</source>
            <translation>%1 stops without drawing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1 stops after %n card: too few to place any.</numerusform>
                <numerusform>%1 stops after %n cards: too few to place any.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="297" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1 stops after %2 cards and may place %n card.</numerusform>
                <numerusform>%1 stops after %2 cards and may place %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="307" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="309" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>With the White Sheep, %1 places %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="311" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1 places the joker as %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1 places %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="326" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1 takes the Thieving Magpie: a third species in their zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="328" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1 takes the Thieving Magpie: %2 is in another zoo too.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="338" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>The pile is empty: %1 gets no cards.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1 draws the last %n card of the pile.</numerusform>
                <numerusform>%1 draws the last %n cards of the pile.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="341" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1 refills their hand with %n card from the pile.</numerusform>
                <numerusform>%1 refills their hand with %n cards from the pile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="348" />
            <source>No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a row that end the game.</source>
            <extracomment>A turn that counts towards the end by stall (BB-9.3): %1 such turns in a row so far, %2 end the game. Cards may have moved between hands (not counted).</extracomment>
            <translation>No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a row that end the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="356" />
            <source>The game ends after %1 turns.</source>
            <translation>The game ends after %1 turns.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="357" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>Nothing has moved for %1 turns: the game ends.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="366" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>Game over: %1 wins with %n triplet.</numerusform>
                <numerusform>Game over: %1 wins with %n triplets.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="374" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1 draws %2's black sheep: a forced end, nothing is placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="379" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1 does not ask with the Eagle.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1 looks at %2's hand with the Mole (%n card).</numerusform>
                <numerusform>%1 looks at %2's hand with the Mole (%n cards).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 sees %2's hand: %3 (only you see it).</source>
            <extracomment>A private log line: only the player (%1) sees what another player's (%2) hand holds (%3: the cards) with the Mole (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>%1 sees %2's hand: %3 (only you see it).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="476" />
            <source>%1 sees %2's hand: %3.</source>
            <extracomment>The log of a replay with everything shown: what a player (%1) saw of another player's (%2) hand with the Mole (%3: the cards), which nobody else saw.</extracomment>
            <translation>%1 sees %2's hand: %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="391" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1's hand holds no set card: the Mole finds nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="394" />
            <source>%1 takes %3 from %2's hand with the Mole (%4 card this turn).</source>
            <translation>%1 takes %3 from %2's hand with the Mole (%4 card this turn).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="401" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>No other zoo holds a card: the Magpie takes nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="404" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1 takes nothing with the Magpie.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="408" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1 may place a card from their hand with the White Sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1 holds no set card to place with the White Sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="414" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1 places nothing with the White Sheep.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="420" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>%n card from under the Wolf goes to %1.</numerusform>
                <numerusform>%n cards from under the Wolf go to %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="424" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1 takes %n card from the watering hole.</numerusform>
                <numerusform>%1 takes %n cards from the watering hole.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="429" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1 completes a triplet of %2: %n triplet now.</numerusform>
                <numerusform>%1 completes a triplet of %2: %n triplets now.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="436" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1 leaves %n placement unused.</numerusform>
                <numerusform>%1 leaves %n placements unused.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="472" />
            <source>%1 draws %2 from the pile (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which cards (%2) they drew.</extracomment>
            <translation>
                <numerusform>%1 draws %2 from the pile (only you see it).</numerusform>
                <numerusform>%1 draws %2 from the pile (only you see them).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="484" />
            <source>%1 draws %2 from the pile.</source>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew from the pile, which only that player saw.</extracomment>
            <translation>%1 draws %2 from the pile.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="449" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1 has %n triplet and wins!</numerusform>
                <numerusform>%1 has %n triplets and wins!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="504" />
            <source>%1 draws %2's black sheep at once: nothing is placed.</source>
            <translation>%1 draws %2's black sheep at once: nothing is placed.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="506" />
            <source>%1 draws %n card(s), then %2's black sheep: nothing is placed.</source>
            <translation>
                <numerusform>%1 draws %n card, then %2's black sheep: nothing is placed.</numerusform>
                <numerusform>%1 draws %n cards, then %2's black sheep: nothing is placed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="512" />
            <source>%1 draws %n card(s), then asks %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1 draws %n card, then asks %2 for %3 with the Eagle in vain.</numerusform>
                <numerusform>%1 draws %n cards, then asks %2 for %3 with the Eagle in vain.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>%1 draws %n card(s) and stops.</source>
            <translation>
                <numerusform>%1 draws %n card and stops.</numerusform>
                <numerusform>%1 draws %n cards and stops.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>%1 places %2 in their zoo.</source>
            <translation>%1 places %2 in their zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="579" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>Now draw a card from another player's hand, or stop.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="580" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>First decide on the Eagle: ask a player for a species, or do not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="581" />
            <source>First choose the card the Mole takes.</source>
            <translation>First choose the card the Mole takes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="582" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>First decide on the Magpie: take a card from another zoo, or nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="583" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>First the White Sheep's owner decides whether to place a card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="584" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>Now place cards into your zoo, or finish placing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="587" />
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="594" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>That is not a Bye-Bye Black Sheep move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="595" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="289" />
            <source>There is no such player.</source>
            <translation>There is no such player.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="596" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>Draw from another player's hand, not your own.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="597" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>Ask another player with the Eagle, not yourself.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="598" />
            <source>First choose whom to ask.</source>
            <translation>First choose whom to ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="600" />
            <source>First choose the species to ask for (Esc: another player).</source>
            <translation>First choose the species to ask for (Esc: another player).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="602" />
            <source>That species is not in this game.</source>
            <translation>That species is not in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="604" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>With the Mole you must choose one set card from the hand you see.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="606" />
            <source>That card is not in the hand you see.</source>
            <translation>That card is not in the hand you see.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="608" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>The Mole takes only a set card: an animal or the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="610" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>The Magpie takes from another player's zoo, not your own.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="611" />
            <source>That zoo holds no such card.</source>
            <translation>That zoo holds no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>You do not hold that card.</source>
            <translation>You do not hold that card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="613" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>Special cards are never placed in a zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="614" />
            <source>Choose the species the joker stands for.</source>
            <translation>Choose the species the joker stands for.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="615" />
            <source>Only the joker is declared as a species.</source>
            <translation>Only the joker is declared as a species.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="624" />
            <source>draw a card from %1's hand</source>
            <comment>hint: the move</comment>
            <translation>draw a card from %1's hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="751" />
            <source>stop without drawing (nothing to take or place)</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move at the start of a Bye-Bye Black Sheep turn, nothing drawn yet: stopping then ends the turn with an empty watering hole, nothing to place.</extracomment>
            <translation>stop without drawing (nothing to take or place)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="626" />
            <source>stop drawing and take the watering hole</source>
            <comment>hint: the move</comment>
            <translation>stop drawing and take the watering hole</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="629" />
            <source>ask %1 for %2 with the Eagle</source>
            <comment>hint: the move</comment>
            <translation>ask %1 for %2 with the Eagle</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="634" />
            <source>put %1 into the watering hole</source>
            <comment>hint: the move</comment>
            <translation>put %1 into the watering hole</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="637" />
            <source>take %1 from %2's zoo with the Thieving Magpie</source>
            <comment>hint: the move</comment>
            <translation>take %1 from %2's zoo with the Thieving Magpie</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="644" />
            <source>place the joker in your zoo as %1</source>
            <comment>hint: the move</comment>
            <translation>place the joker in your zoo as %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="647" />
            <source>place %1 in your zoo</source>
            <comment>hint: the move</comment>
            <translation>place %1 in your zoo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>do not ask</source>
            <comment>hint: the move</comment>
            <translation>do not ask</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="652" />
            <source>take nothing</source>
            <comment>hint: the move</comment>
            <translation>take nothing</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="653" />
            <source>do not place a card</source>
            <comment>hint: the move</comment>
            <translation>do not place a card</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="654" />
            <source>place no more cards</source>
            <comment>hint: the move</comment>
            <translation>place no more cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="669" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>Cards in a zoo can only be taken with the Thieving Magpie.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="671" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>You place cards after you stop drawing: two fewer than the cards you drew.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="673" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>You can stop only while drawing cards on your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="678" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>Your black sheep stays in your hand: it is never placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="680" />
            <source>Please wait: %1 decides now.</source>
            <translation>Please wait: %1 decides now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="682" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>Please wait: it is not your turn to choose.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="685" />
            <source>That move is not allowed (%1).</source>
            <translation>That move is not allowed (%1).</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="694" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>%n triplet</numerusform>
                <numerusform>%n triplets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="700" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>Tied on triplets: the most cards in the zoo win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>Tied on triplets and zoo cards: the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="710" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>Nothing moved for %1 turns in a row, so the game ended.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="714" />
            <source>The game reached its turn limit and ended.</source>
            <translation>The game reached its turn limit and ended.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="733" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1. %2 — %n triplet (winner)</numerusform>
                <numerusform>%1. %2 — %n triplets (winner)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="736" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1. %2 — %n triplet</numerusform>
                <numerusform>%1. %2 — %n triplets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="755" />
            <source>Triplets: %1</source>
            <translation>Triplets: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="757" />
            <source>No triplet</source>
            <translation>No triplet</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="762" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>Zoo, %n card: %1</numerusform>
                <numerusform>Zoo, %n cards: %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="764" />
            <source>Empty zoo</source>
            <translation>Empty zoo</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="766" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>Reached the goal of %n triplet first.</numerusform>
                <numerusform>Reached the goal of %n triplets first.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>Advanced game: White Sheep, Mother Sheep and Wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="777" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="164" />
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="786" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="790" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="810" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="812" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>Triplets %1/%2 · hand %3 · zoo %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Species</source>
            <translation>Species</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Triplets to win</source>
            <translation>Triplets to win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="883" />
            <source>This game: advanced game with the joker.</source>
            <translation>This game: advanced game with the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>This game: advanced game, without the joker.</source>
            <translation>This game: advanced game, without the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>This game: base game with the joker.</source>
            <translation>This game: base game with the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="889" />
            <source>This game: base game, without the joker.</source>
            <translation>This game: base game, without the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="895" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="906" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="914" />
            <source>Your turn: draw cards</source>
            <translation>Your turn: draw cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="918" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="927" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="936" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="941" />
            <source>Stop and place</source>
            <translation>Stop and place</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="945" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="960" />
            <source>Special cards</source>
            <translation>Special cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Black sheep</source>
            <translation>Black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="975" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>Ends your turn at once: it goes back to its owner and you place nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="990" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="998" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1007" />
            <source>After the turn</source>
            <translation>After the turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1011" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1018" />
            <source>End of the game</source>
            <translation>End of the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1022" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1030" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1036" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1040" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1053" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1060" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>The top card of the pile joins the watering hole as well.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1066" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1073" />
            <source>Joker (option)</source>
            <translation>Joker (option)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1075" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1084" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>Draw: click another player's hand, or press the number on their panel.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1085" />
            <source>Stop: click Stop, or press S.</source>
            <translation>Stop: click Stop, or press S.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1087" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1092" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1096" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1100" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1114" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <translation>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1144" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1 may place a card with the White Sheep…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1147" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>Joker: choose the species it counts as in your zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1155" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>Eagle: choose a player to ask for a species, or do not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1157" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>Eagle: which species do you ask %1 for? (Esc: another player)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1162" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>Mole: choose a set card from %1's hand for the watering hole.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1167" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1171" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1 drew your White Sheep: you may place one card from your hand in your zoo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1176" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>Place up to %n card from your hand into your zoo.</numerusform>
                <numerusform>Place up to %n cards from your hand into your zoo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1184" />
            <source>Stop (S)</source>
            <translation>Stop (S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1186" />
            <source>Back (Esc)</source>
            <translation>Back (Esc)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1188" />
            <source>Don't ask (N)</source>
            <translation>Don't ask (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1189" />
            <source>Take nothing (N)</source>
            <translation>Take nothing (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1190" />
            <source>Don't place (N)</source>
            <translation>Don't place (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1191" />
            <source>Done placing (N)</source>
            <translation>Done placing (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1192" />
            <source>No (N)</source>
            <translation>No (N)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1204" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>You may place %n more card.</numerusform>
                <numerusform>You may place %n more cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1205" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1 is placing: %n more card allowed.</numerusform>
                <numerusform>%1 is placing: %n more cards allowed.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1209" />
            <source>No card drawn yet this turn.</source>
            <translation>No card drawn yet this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1212" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>Drawn: %1 · you place nothing unless you draw 3 or more.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1213" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>Drawn: %1 · stop now to place %n card.</numerusform>
                <numerusform>Drawn: %1 · stop now to place %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1215" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>Drawn: %1 · nothing to place yet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1217" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>Drawn: %1 · %2 may place %n card if they stop.</numerusform>
                <numerusform>Drawn: %1 · %2 may place %n cards if they stop.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1228" />
            <source>▶ you decide</source>
            <translation>▶ you decide</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1229" />
            <source>▶ deciding</source>
            <translation>▶ deciding</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1230" />
            <source>their turn</source>
            <translation>their turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1237" />
            <source>%1 — %2</source>
            <comment>a card, then where it lies</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>your zoo</source>
            <translation>your zoo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>%1's zoo</source>
            <translation>%1's zoo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1248" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="152" />
            <source>%1's hand (key %2)</source>
            <translation>%1's hand (key %2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1254" />
            <source>%1 holds %n card(s).
Known to be in this hand: %2</source>
            <translation>
                <numerusform>%1 holds %n card.
Known to be in this hand: %2</numerusform>
                <numerusform>%1 holds %n cards.
Known to be in this hand: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1259" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1 holds %n card.</numerusform>
                <numerusform>%1 holds %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1267" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1272" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1276" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="287" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>Choose the species with the mouse or ←/→ and Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="294" />
            <source>There is no such card.</source>
            <translation>There is no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="124" />
            <source>Triplet!</source>
            <translation>Triplet!</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="172" />
            <source>Triplets %1/%2</source>
            <extracomment>The viewer's triplets: %1 completed, %2 the number the game asks for.</extracomment>
            <translation>Triplets %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>★ %1/%2</source>
            <translation>★ %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="196" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>Triplets: %1 of the %2 needed to win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="272" />
            <source>black sheep: %1 in %2</source>
            <translation>black sheep: %1 in %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>empty zoo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="312" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="478" />
            <source>Triplet of %1</source>
            <translation>Triplet of %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="329" />
            <source>joker as %1</source>
            <translation>joker as %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="334" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="454" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="216" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="339" />
            <source>%1 holds %n card(s) of %2 in their zoo.</source>
            <translation>
                <numerusform>%1 holds %n card of %2 in their zoo.</numerusform>
                <numerusform>%1 holds %n cards of %2 in their zoo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="349" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1 (placed since your last turn)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="310" />
            <source>%1 (placed since %2's last turn)</source>
            <extracomment>A replay's board: a card's tooltip (%1) on a card placed since the last turn of the player (%2) whose view the board shows.</extracomment>
            <translation>%1 (placed since %2's last turn)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="437" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>Your hand: %n card</numerusform>
                <numerusform>Your hand: %n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand (key %1)</source>
            <translation>your hand (key %1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand</source>
            <translation>your hand</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="470" />
            <source>You hold %n card(s) of this kind.</source>
            <translation>
                <numerusform>You hold %n card of this kind.</numerusform>
                <numerusform>You hold %n cards of this kind.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="353" />
            <source>%1 holds %n card(s) of this kind.</source>
            <extracomment>A replay's board: how many cards of a kind a player (%1) holds.</extracomment>
            <translation>
                <numerusform>%1 holds %n card of this kind.</numerusform>
                <numerusform>%1 holds %n cards of this kind.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · S stop · Esc back</source>
            <extracomment>The keys of the board while the player draws (S: stop drawing).</extracomment>
            <translation>Tab/arrows move · Enter picks · S stop · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't ask · Esc back</source>
            <extracomment>The keys while the player decides on the Eagle (N: do not ask, the button's words).</extracomment>
            <translation>Tab/arrows move · Enter picks · N don't ask · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N take nothing · Esc back</source>
            <extracomment>The keys while the player decides on the Magpie (N: take nothing, the button's words).</extracomment>
            <translation>Tab/arrows move · Enter picks · N take nothing · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't place · Esc back</source>
            <extracomment>The keys of the White Sheep's owner deciding (N: do not place, the button's words).</extracomment>
            <translation>Tab/arrows move · Enter picks · N don't place · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N done placing · Esc back</source>
            <extracomment>The keys while the player places cards (N: done placing, the button's words).</extracomment>
            <translation>Tab/arrows move · Enter picks · N done placing · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The keys where neither S nor N does anything (the Mole's pick; another's turn).</extracomment>
            <translation>Tab/arrows move · Enter picks · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="160" />
            <source>a species the joker may count as</source>
            <translation>a species the joker may count as</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="162" />
            <source>a species the Eagle may ask for</source>
            <translation>a species the Eagle may ask for</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="197" />
            <source>%1's hand, seen with the Mole (key %2)</source>
            <translation>%1's hand, seen with the Mole (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>%1's hand</source>
            <translation>%1's hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="259" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ known in that hand · × that hand has none</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="61" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>Pile: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="85" />
            <source>Magpie</source>
            <translation>Magpie</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="100" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>Goal: %n triplet</numerusform>
                <numerusform>Goal: %n triplets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="118" />
            <source>Stalled turns: %1 of %2</source>
            <translation>Stalled turns: %1 of %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>A turn is stalled when no card enters a zoo and the pile does not shrink. When every player has had two stalled turns in a row, the game ends.</source>
            <translation>A turn is stalled when no card enters a zoo and the pile does not shrink. When every player has had two stalled turns in a row, the game ends.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="150" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>%n card under the Wolf: %1 gets it at the end of the turn.</numerusform>
                <numerusform>%n cards under the Wolf: %1 gets them at the end of the turn.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>the watering hole</source>
            <translation>the watering hole</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="163" />
            <source>Watering hole</source>
            <translation>Watering hole</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="176" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>Under the Wolf: %n card for %1</numerusform>
                <numerusform>Under the Wolf: %n cards for %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="196" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n special card put away</numerusform>
                <numerusform>%n special cards put away</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="166" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1's hand: %n card</numerusform>
                <numerusform>%1's hand: %n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Your turn: click another player's hand, or press the number on it, to draw a card.</source>
            <translation>Your turn: click another player's hand, or press the number on it, to draw a card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Draw another card from a hand (click it or press the number on it), or stop (S) and take the watering hole.</source>
            <translation>Draw another card from a hand (click it or press the number on it), or stop (S) and take the watering hole.</translation>
        </message>
    </context>
    <context>
        <name>ElGaucho</name>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="54" />
            <source>, </source>
            <extracomment>List separator, between the items of a list ("cow, pig"); 、 in Chinese and Japanese.</extracomment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="160" />
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="92" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="307" />
            <source>Seat %1</source>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="530" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="594" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="647" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="807" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="926" />
            <source>%1 (winner)</source>
            <translation>%1 (winner)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="966" />
            <source>Total: %1</source>
            <translation>Total: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="536" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1058" />
            <source> · </source>
            <comment>between parts of a seat line</comment>
            <translation> · </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1179" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="476" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="583" />
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="73" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="626" />
            <source>Final scoring</source>
            <translation>Final scoring</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1362" />
            <source>Controls</source>
            <translation>Controls</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ your turn</source>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="597" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="222" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>Pile: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="24" />
            <source>El Gaucho</source>
            <translation>El Gaucho</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="30" />
            <source>El Gaucho is a game by Arve D. Fühler, published by Argentum Verlag in 2014.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>El Gaucho is a game by Arve D. Fühler, published by Argentum Verlag in 2014.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="35" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>Pick dice to send your gauchos after cattle and sell the finest herds.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="63" />
            <source>Black</source>
            <translation>Black</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="64" />
            <source>Brown</source>
            <translation>Brown</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="65" />
            <source>White</source>
            <translation>White</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="66" />
            <source>Spotted</source>
            <translation>Spotted</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="67" />
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="76" />
            <source>the Black herd</source>
            <translation>the Black herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="77" />
            <source>the Brown herd</source>
            <translation>the Brown herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="78" />
            <source>the White herd</source>
            <translation>the White herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="79" />
            <source>the Spotted herd</source>
            <translation>the Spotted herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="80" />
            <source>the Red herd</source>
            <translation>the Red herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="94" />
            <source>%1 %2</source>
            <comment>a cattle tile: breed, value</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="106" />
            <source>Sort</source>
            <translation>Sort</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="107" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="566" />
            <source>Wish</source>
            <translation>Wish</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="108" />
            <source>Immediate sale</source>
            <translation>Immediate sale</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="109" />
            <source>Steal</source>
            <translation>Steal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="110" />
            <source>Raise/Replace</source>
            <translation>Raise/Replace</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="111" />
            <source>Hidden cattle</source>
            <translation>Hidden cattle</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="120" />
            <source>Put a tile you gain anywhere in its herd.</source>
            <translation>Put a tile you gain anywhere in its herd.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="121" />
            <source>Gain a die of the value you name.</source>
            <translation>Gain a die of the value you name.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="122" />
            <source>Sell a herd of 2 or more tiles for 5 pesos extra.</source>
            <translation>Sell a herd of 2 or more tiles for 5 pesos extra.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="123" />
            <source>Take a tile from another player's herd.</source>
            <translation>Take a tile from another player's herd.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="125" />
            <source>Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's lying gaucho.</source>
            <translation>Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's lying gaucho.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="128" />
            <source>Look at the steppe and take 1 tile, or 2 tiles of 4 or less.</source>
            <translation>Look at the steppe and take 1 tile, or 2 tiles of 4 or less.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="136" />
            <source>row %1</source>
            <translation>row %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="143" />
            <source>%1 + %2</source>
            <comment>two dice paying together</comment>
            <translation>%1 + %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="154" />
            <source> · </source>
            <comment>between herd values</comment>
            <translation> · </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="165" />
            <source>%n peso(s)</source>
            <translation>
                <numerusform>%n peso</numerusform>
                <numerusform>%n pesos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="171" />
            <source>%1 × %2 + %3</source>
            <comment>sale with bonus</comment>
            <translation>%1 × %2 + %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="172" />
            <source>%1 × %2</source>
            <comment>sale: tiles × highest value</comment>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="189" />
            <source>%1 stands a gaucho on %2 and pays %3 (with the Wish die).</source>
            <translation>%1 stands a gaucho on %2 and pays %3 (with the Wish die).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="190" />
            <source>%1 stands a gaucho on %2 and pays %3.</source>
            <translation>%1 stands a gaucho on %2 and pays %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="199" />
            <source>%1 lays a gaucho down on %2 and pays %3 (with the Wish die).</source>
            <translation>%1 lays a gaucho down on %2 and pays %3 (with the Wish die).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="200" />
            <source>%1 lays a gaucho down on %2 and pays %3.</source>
            <translation>%1 lays a gaucho down on %2 and pays %3.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="211" />
            <source>%1 stands up %n lying gaucho(s) for free: %2.</source>
            <translation>
                <numerusform>%1 stands up %n lying gaucho for free: %2.</numerusform>
                <numerusform>%1 stands up %n lying gauchos for free: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="216" />
            <source>%1 stands up the gaucho on %2 and pays %3 (with the Wish die).</source>
            <translation>%1 stands up the gaucho on %2 and pays %3 (with the Wish die).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="217" />
            <source>%1 stands up the gaucho on %2 and pays %3.</source>
            <translation>%1 stands up the gaucho on %2 and pays %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="226" />
            <source>%1 occupies %2 and pays %3 (with the Wish die).</source>
            <translation>%1 occupies %2 and pays %3 (with the Wish die).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="227" />
            <source>%1 occupies %2 and pays %3.</source>
            <translation>%1 occupies %2 and pays %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="237" />
            <source>%1 takes back the gaucho from %2 without using it.</source>
            <translation>%1 takes back the gaucho from %2 without using it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="242" />
            <source>%1 takes back the lying gaucho from %2.</source>
            <translation>%1 takes back the lying gaucho from %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="248" />
            <source>%1 gets %n peso(s) for the stolen %2.</source>
            <translation>
                <numerusform>%1 gets %n peso for the stolen %2.</numerusform>
                <numerusform>%1 gets %n pesos for the stolen %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="250" />
            <source>%1 gets %n peso(s) for the replaced gaucho on %2.</source>
            <translation>
                <numerusform>%1 gets %n peso for the replaced gaucho on %2.</numerusform>
                <numerusform>%1 gets %n pesos for the replaced gaucho on %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="259" />
            <source>Round %1, the dice-less round: only gauchos on action areas may be used.</source>
            <translation>Round %1, the dice-less round: only gauchos on action areas may be used.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="264" />
            <source>Round %1, the last round with dice, begins; %2 is the start player.</source>
            <translation>Round %1, the last round with dice, begins; %2 is the start player.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="269" />
            <source>Round %1 begins; %2 is the start player.</source>
            <translation>Round %1 begins; %2 is the start player.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="277" />
            <source>%1 ends the turn; unused dice: %2.</source>
            <translation>%1 ends the turn; unused dice: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="279" />
            <source>%1 ends the turn.</source>
            <translation>%1 ends the turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="285" />
            <source>Cattle drive: no row is complete.</source>
            <translation>Cattle drive: no row is complete.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="287" />
            <source>Cattle drive: %n complete row(s): %1.</source>
            <translation>
                <numerusform>Cattle drive: %n complete row: %1.</numerusform>
                <numerusform>Cattle drive: %n complete rows: %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="294" />
            <source>%1 sorts %2 into the herd: %3.</source>
            <translation>%1 sorts %2 into the herd: %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="296" />
            <source>%1 adds %2 to the herd: %3.</source>
            <translation>%1 adds %2 to the herd: %3.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="308" />
            <source>%1 must sell %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1 must sell %2: %3 = %n peso.</numerusform>
                <numerusform>%1 must sell %2: %3 = %n pesos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="310" />
            <source>%1 sells %2 at once: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1 sells %2 at once: %3 = %n peso.</numerusform>
                <numerusform>%1 sells %2 at once: %3 = %n pesos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="313" />
            <source>%1 sells a single tile, %2, for %n peso(s).</source>
            <translation>
                <numerusform>%1 sells a single tile, %2, for %n peso.</numerusform>
                <numerusform>%1 sells a single tile, %2, for %n pesos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="318" />
            <source>%1 sells %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1 sells %2: %3 = %n peso.</numerusform>
                <numerusform>%1 sells %2: %3 = %n pesos.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="324" />
            <source>%1 keeps %2</source>
            <comment>opening tiles</comment>
            <translation>%1 keeps %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>The opening tiles are revealed: %1.</source>
            <translation>The opening tiles are revealed: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>; </source>
            <translation>; </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="336" />
            <source>Game over: %1 wins with %n peso(s).</source>
            <translation>
                <numerusform>Game over: %1 wins with %n peso.</numerusform>
                <numerusform>Game over: %1 wins with %n pesos.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="337" />
            <source>Game over: %1 share the win.</source>
            <translation>Game over: %1 share the win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="343" />
            <source>The steppe refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>The steppe refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="348" />
            <source>The pampa refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>The pampa refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="358" />
            <source>The steppe is not refilled: the pile is empty.</source>
            <translation>The steppe is not refilled: the pile is empty.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="359" />
            <source>The steppe is refilled with %n tile(s).</source>
            <translation>
                <numerusform>The steppe is refilled with %n tile.</numerusform>
                <numerusform>The steppe is refilled with %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="365" />
            <source>No new tile comes onto the pampa.</source>
            <translation>No new tile comes onto the pampa.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="367" />
            <source>%n tile(s) come onto the pampa: %1.</source>
            <translation>
                <numerusform>%n tile comes onto the pampa: %1.</numerusform>
                <numerusform>%n tiles come onto the pampa: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="397" />
            <source>%1 keeps %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which opening tiles (%2) they kept (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>
                <numerusform>%1 keeps %2 (only you see it).</numerusform>
                <numerusform>%1 keeps %2 (only you see them).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="474" />
            <source>%1 keeps %2.</source>
            <extracomment>The log of a replay with everything shown: the opening tiles (%2) a player (%1) kept, which only that player saw.</extracomment>
            <translation>%1 keeps %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="376" />
            <source>%1 has chosen which opening tiles to keep.</source>
            <translation>%1 has chosen which opening tiles to keep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="380" />
            <source>%1 puts a gaucho on %2 for free.</source>
            <translation>%1 puts a gaucho on %2 for free.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="384" />
            <source>%1 rolls the dice: %2.</source>
            <translation>%1 rolls the dice: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="388" />
            <source>%1 has no action area to use and passes.</source>
            <translation>%1 has no action area to use and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="391" />
            <source>%1 takes the dice showing %2.</source>
            <extracomment>The dice named by the faces they show (a key 1–5 counts their places instead).</extracomment>
            <translation>%1 takes the dice showing %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="393" />
            <source>The last die, a %1, stays unused.</source>
            <translation>The last die, a %1, stays unused.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="400" />
            <source>%1 uses %2.</source>
            <translation>%1 uses %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="403" />
            <source>%1 wishes for a die showing %2.</source>
            <translation>%1 wishes for a die showing %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="406" />
            <source>%1 steals %2 from %3.</source>
            <translation>%1 steals %2 from %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="412" />
            <source>%1 replaces the lying gaucho of %2 on %3 with a standing one.</source>
            <translation>%1 replaces the lying gaucho of %2 on %3 with a standing one.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="419" />
            <source>%1 secretly looks at the %n tile(s) of the steppe.</source>
            <translation>
                <numerusform>%1 secretly looks at the %n tile of the steppe.</numerusform>
                <numerusform>%1 secretly looks at the %n tiles of the steppe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="454" />
            <source>%1 sees in the steppe: %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees the tiles (%2) in the steppe with Hidden Cattle.</extracomment>
            <translation>
                <numerusform>%1 sees in the steppe: %2 (only you see it).</numerusform>
                <numerusform>%1 sees in the steppe: %2 (only you see them).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="481" />
            <source>%1 sees in the steppe: %2.</source>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) saw in the steppe with Hidden Cattle, which only that player saw.</extracomment>
            <translation>%1 sees in the steppe: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="426" />
            <source>%1 takes %2 from the steppe and stands on it in %3.</source>
            <translation>%1 takes %2 from the steppe and stands on it in %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="435" />
            <source>%1 brings %2 home.</source>
            <translation>%1 brings %2 home.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="438" />
            <source>Final scoring: every standing gaucho brings its tile home, then every herd is sold.</source>
            <translation>Final scoring: every standing gaucho brings its tile home, then every herd is sold.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="441" />
            <source>%1 brings %2 home for the final scoring.</source>
            <translation>%1 brings %2 home for the final scoring.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="460" />
            <source>%1 and %2</source>
            <comment>two dice</comment>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="535" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="596" />
            <source>Please wait for the move to be shown.</source>
            <translation>Please wait for the move to be shown.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="539" />
            <source>Click the tiles to keep in the order they go into your herd (keys 1–%1), then click Keep (Enter).</source>
            <translation>Click the tiles to keep in the order they go into your herd (keys 1–%1), then click Keep (Enter).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="543" />
            <source>Put your opening gaucho on a lit action area, for free.</source>
            <translation>Put your opening gaucho on a lit action area, for free.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="545" />
            <source>Add your new tiles to your herds, one after the other.</source>
            <translation>Add your new tiles to your herds, one after the other.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="550" />
            <source>Your turn: click 2 dice of the roll (keys %1).</source>
            <translation>Your turn: click 2 dice of the roll (keys %1).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="552" />
            <source>Click one more die.</source>
            <translation>Click one more die.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="554" />
            <source>Click a lit place to spend these dice there, or press Enter to take them.</source>
            <translation>Click a lit place to spend these dice there, or press Enter to take them.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="556" />
            <source>Choose one of the lit choices or a button (keys %1); Esc goes back.</source>
            <translation>Choose one of the lit choices or a button (keys %1); Esc goes back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="558" />
            <source>Hidden cattle: click a steppe tile, then an empty space; or Done (E).</source>
            <translation>Hidden cattle: click a steppe tile, then an empty space; or Done (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="560" />
            <source>Place the gaucho you took back.</source>
            <translation>Place the gaucho you took back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="563" />
            <source>Click a lit place to pay with %1.</source>
            <translation>Click a lit place to pay with %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="568" />
            <source>Dice-less round: click one of your gauchos on an action area, or end the turn (E).</source>
            <translation>Dice-less round: click one of your gauchos on an action area, or end the turn (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="571" />
            <source>Use your gauchos on action areas, or end the turn (E).</source>
            <translation>Use your gauchos on action areas, or end the turn (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="573" />
            <source>Click a die or a lit place to spend your dice; click your gauchos on action areas to use them; E ends the turn.</source>
            <translation>Click a die or a lit place to spend your dice; click your gauchos on action areas to use them; E ends the turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="581" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="585" />
            <source>Dice-less round: only action areas</source>
            <translation>Dice-less round: only action areas</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="587" />
            <source>Last round with dice!</source>
            <translation>Last round with dice!</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="588" />
            <source>The pile is empty: one more round with dice, then a dice-less round</source>
            <translation>The pile is empty: one more round with dice, then a dice-less round</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="597" />
            <source>Please wait: it is %1's decision.</source>
            <translation>Please wait: it is %1's decision.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="603" />
            <source>Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends the turn, Esc goes back, Ctrl+Z undoes a step.</source>
            <translation>Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends the turn, Esc goes back, Ctrl+Z undoes a step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="616" />
            <source>pampa row %1, space %2</source>
            <translation>pampa row %1, space %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho lying on it</source>
            <translation>%1's gaucho lying on it</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho standing on it</source>
            <translation>%1's gaucho standing on it</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="621" />
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="129" />
            <source>%1, %2</source>
            <comment>accessible name: a piece, where it is</comment>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="627" />
            <source>in the roll</source>
            <translation>in the roll</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="629" />
            <source>%1's panel</source>
            <translation>%1's panel</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="632" />
            <source>%1's herd, tile %2 of %3</source>
            <translation>%1's herd, tile %2 of %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="634" />
            <source>seen in the steppe</source>
            <translation>seen in the steppe</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="636" />
            <source>waiting to join your herds</source>
            <translation>waiting to join your herds</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="638" />
            <source>drawn for you to keep</source>
            <translation>drawn for you to keep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="648" />
            <source>That is not an El Gaucho move.</source>
            <translation>That is not an El Gaucho move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="649" />
            <source>That cannot be done at this moment of the game.</source>
            <translation>That cannot be done at this moment of the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="650" />
            <source>First take 2 dice from the roll.</source>
            <translation>First take 2 dice from the roll.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="651" />
            <source>You have already taken your 2 dice this turn.</source>
            <translation>You have already taken your 2 dice this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="653" />
            <source>There are no dice in the dice-less round: only your action areas may be used.</source>
            <translation>There are no dice in the dice-less round: only your action areas may be used.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="655" />
            <source>Take exactly 2 dice.</source>
            <translation>Take exactly 2 dice.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="656" />
            <source>Those dice are not in the roll: %(pool)s are left.</source>
            <translation>Those dice are not in the roll: %(pool)s are left.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="658" />
            <source>You took a gaucho back: place it now (on a tile, an action area or from the steppe).</source>
            <translation>You took a gaucho back: place it now (on a tile, an action area or from the steppe).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="661" />
            <source>First add %(tiles)s to your herds (click a waiting tile).</source>
            <translation>First add %(tiles)s to your herds (click a waiting tile).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="664" />
            <source>First finish Hidden cattle: take a steppe tile or click Done.</source>
            <translation>First finish Hidden cattle: take a steppe tile or click Done.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="666" />
            <source>There is no such tile.</source>
            <translation>There is no such tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="667" />
            <source>%(tile)s is not on the pampa.</source>
            <translation>%(tile)s is not on the pampa.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="668" />
            <source>A gaucho is already on %(tile)s: one gaucho per tile.</source>
            <translation>A gaucho is already on %(tile)s: one gaucho per tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="669" />
            <source>No gaucho of yours lies on %(tile)s.</source>
            <translation>No gaucho of yours lies on %(tile)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="671" />
            <source>You have no gaucho left in your supply: take one back from an action area or a lying one first.</source>
            <translation>You have no gaucho left in your supply: take one back from an action area or a lying one first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="674" />
            <source>Pay with one die or the sum of two dice, never three.</source>
            <translation>Pay with one die or the sum of two dice, never three.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="675" />
            <source>Lying down and standing up are paid with one die only.</source>
            <translation>Lying down and standing up are paid with one die only.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="676" />
            <source>Choose the dice to pay with.</source>
            <translation>Choose the dice to pay with.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="677" />
            <source>You do not have those dice: you have %(dice)s.</source>
            <translation>You do not have those dice: you have %(dice)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="679" />
            <source>That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying).</source>
            <translation>That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="681" />
            <source>There is no such action area.</source>
            <translation>There is no such action area.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="682" />
            <source>You already have a gaucho on %(area)s.</source>
            <translation>You already have a gaucho on %(area)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="684" />
            <source>You used %(area)s this turn: you may not go back there before your next turn.</source>
            <translation>You used %(area)s this turn: you may not go back there before your next turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="686" />
            <source>You have no gaucho on %(area)s.</source>
            <translation>You have no gaucho on %(area)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="688" />
            <source>Your gaucho on %(area)s came this turn: it can be used from your next turn on.</source>
            <translation>Your gaucho on %(area)s came this turn: it can be used from your next turn on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="690" />
            <source>%(area)s would do nothing now.</source>
            <translation>%(area)s would do nothing now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="691" />
            <source>Wish for a value from 1 to 6.</source>
            <translation>Wish for a value from 1 to 6.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="692" />
            <source>There is no such breed.</source>
            <translation>There is no such breed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="694" />
            <source>Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s.</source>
            <translation>Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="696" />
            <source>%(tile)s is not in another player's herd.</source>
            <translation>%(tile)s is not in another player's herd.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="697" />
            <source>Stand up 1 or 2 of your lying gauchos.</source>
            <translation>Stand up 1 or 2 of your lying gauchos.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="698" />
            <source>No other player's gaucho lies on %(tile)s.</source>
            <translation>No other player's gaucho lies on %(tile)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="699" />
            <source>%(tile)s is not in the steppe.</source>
            <translation>%(tile)s is not in the steppe.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="700" />
            <source>That space is not an empty space of the pampa.</source>
            <translation>That space is not an empty space of the pampa.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="702" />
            <source>Two tiles from the steppe must both be 4 or less: %(tiles)s are not.</source>
            <translation>Two tiles from the steppe must both be 4 or less: %(tiles)s are not.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="704" />
            <source>You may not take another tile from the steppe.</source>
            <translation>You may not take another tile from the steppe.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="705" />
            <source>Take at least one tile from the steppe.</source>
            <translation>Take at least one tile from the steppe.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="707" />
            <source>You may take a gaucho back only when your supply is empty and you are about to place one.</source>
            <translation>You may take a gaucho back only when your supply is empty and you are about to place one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="711" />
            <source>Only your gauchos on action areas and your lying gauchos can be taken back.</source>
            <translation>Only your gauchos on action areas and your lying gauchos can be taken back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="713" />
            <source>Keep 1, 2 or 3 of your opening tiles.</source>
            <translation>Keep 1, 2 or 3 of your opening tiles.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="714" />
            <source>You did not draw %(tiles)s.</source>
            <translation>You did not draw %(tiles)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="716" />
            <source>You may keep %(count)s tiles only if each is %(limit)s or less.</source>
            <translation>You may keep %(count)s tiles only if each is %(limit)s or less.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="719" />
            <source>%(breed)s must be strictly rising or falling: choose its tiles in that order.</source>
            <translation>%(breed)s must be strictly rising or falling: choose its tiles in that order.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="722" />
            <source>%(area)s already has an opening gaucho: choose another action area.</source>
            <translation>%(area)s already has an opening gaucho: choose another action area.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="724" />
            <source>%(tile)s is not waiting for your herd.</source>
            <translation>%(tile)s is not waiting for your herd.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="726" />
            <source>You have no gaucho on Sort that may be used now, or no herd of that breed.</source>
            <translation>You have no gaucho on Sort that may be used now, or no herd of that breed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="728" />
            <source>Sort can put %(tile)s only where the herd stays in order.</source>
            <translation>Sort can put %(tile)s only where the herd stays in order.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="730" />
            <source>%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); your dice do not pay that.</source>
            <translation>%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); your dice do not pay that.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="734" />
            <source>Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not pay it.</source>
            <translation>Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not pay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="738" />
            <source>%(area)s costs %(cost)s (one die or two); your dice do not pay it.</source>
            <translation>%(area)s costs %(cost)s (one die or two); your dice do not pay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="740" />
            <source>You have no dice left to pay with this turn.</source>
            <translation>You have no dice left to pay with this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="741" />
            <source>%(paid)s pays for nothing that is possible now.</source>
            <translation>%(paid)s pays for nothing that is possible now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="743" />
            <source>Sort is used when you gain a tile: in the drive, after a Steal or in the final scoring.</source>
            <translation>Sort is used when you gain a tile: in the drive, after a Steal or in the final scoring.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="747" />
            <source>That does not go with what you picked: press Esc to go back.</source>
            <translation>That does not go with what you picked: press Esc to go back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="750" />
            <source>That gaucho on %(area)s is another player's: you use only your own.</source>
            <translation>That gaucho on %(area)s is another player's: you use only your own.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="752" />
            <source>The refill limit must be a number from 1 to 100.</source>
            <translation>The refill limit must be a number from 1 to 100.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="753" />
            <source>Choose when a pampa row stops being refilled.</source>
            <translation>Choose when a pampa row stops being refilled.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="754" />
            <source>Choose a rule for keeping opening tiles.</source>
            <translation>Choose a rule for keeping opening tiles.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="756" />
            <source>The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players.</source>
            <translation>The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="758" />
            <source>Each small number must be from 1 to 6.</source>
            <translation>Each small number must be from 1 to 6.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="759" />
            <source>Choose how the start player is chosen.</source>
            <translation>Choose how the start player is chosen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="760" />
            <source>Choose which breed leaves a 2-player game.</source>
            <translation>Choose which breed leaves a 2-player game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="762" />
            <source>Choose whether Wish works in the dice-less round.</source>
            <translation>Choose whether Wish works in the dice-less round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="765" />
            <source>Choose whether a gaucho put on Sort works in that round's cattle drive.</source>
            <translation>Choose whether a gaucho put on Sort works in that round's cattle drive.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="792" />
            <source>First choose which opening tiles to keep.</source>
            <translation>First choose which opening tiles to keep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="794" />
            <source>Put your opening gaucho on a free action area.</source>
            <translation>Put your opening gaucho on a free action area.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="796" />
            <source>Empty spaces are filled by the refill or by Hidden cattle.</source>
            <translation>Empty spaces are filled by the refill or by Hidden cattle.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="819" />
            <source>Stand on %1, pay %2</source>
            <translation>Stand on %1, pay %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="821" />
            <source>Lie on %1, pay %2</source>
            <translation>Lie on %1, pay %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="824" />
            <source>Stand up the gaucho on %1, pay %2</source>
            <translation>Stand up the gaucho on %1, pay %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="829" />
            <source>Occupy %1, pay %2</source>
            <translation>Occupy %1, pay %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="831" />
            <source>Put a gaucho on %1</source>
            <translation>Put a gaucho on %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="833" />
            <source>Take the dice showing %1</source>
            <extracomment>%1: the faces the two dice show ("2 and 3"), never their places in the roll (the keys 1–5 count those: "dice 2 and 3" read as keys took two other dice).</extracomment>
            <translation>Take the dice showing %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="836" />
            <source>Take back the gaucho from %1</source>
            <translation>Take back the gaucho from %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="837" />
            <source>Take back the lying gaucho from %1</source>
            <translation>Take back the lying gaucho from %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="839" />
            <source>Wish for a %1</source>
            <translation>Wish for a %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="843" />
            <source>Steal %1</source>
            <translation>Steal %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="846" />
            <source>Stand up %n lying gaucho(s) for free: %1</source>
            <translation>
                <numerusform>Stand up %n lying gaucho for free: %1</numerusform>
                <numerusform>Stand up %n lying gauchos for free: %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="850" />
            <source>Replace the lying gaucho on %1</source>
            <translation>Replace the lying gaucho on %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="852" />
            <source>Look at the steppe</source>
            <translation>Look at the steppe</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="855" />
            <source>Take %1 and stand on it in %2, space %3</source>
            <translation>Take %1 and stand on it in %2, space %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="861" />
            <source>Done: take no more tiles</source>
            <translation>Done: take no more tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="865" />
            <source>End the turn</source>
            <translation>End the turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="867" />
            <source>Keep %1</source>
            <translation>Keep %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="877" />
            <source>Sell %1 now: %2 = %n peso(s)</source>
            <translation>
                <numerusform>Sell %1 now: %2 = %n peso</numerusform>
                <numerusform>Sell %1 now: %2 = %n pesos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="881" />
            <source>Sell %1 now</source>
            <translation>Sell %1 now</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="891" />
            <source>Sort %1 into place %2 of its herd</source>
            <translation>Sort %1 into place %2 of its herd</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="895" />
            <source>Add %1 at the end: forced sale of %2 (%3 = %n peso(s))</source>
            <translation>
                <numerusform>Add %1 at the end: forced sale of %2 (%3 = %n peso)</numerusform>
                <numerusform>Add %1 at the end: forced sale of %2 (%3 = %n pesos)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="902" />
            <source>Start a new herd with %1</source>
            <translation>Start a new herd with %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="903" />
            <source>Add %1 at the end of its herd</source>
            <translation>Add %1 at the end of its herd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="912" />
            <source>Tied for the most pesos: the win is shared.</source>
            <translation>Tied for the most pesos: the win is shared.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="924" />
            <source>%1. %2 — %n peso(s)</source>
            <translation>
                <numerusform>%1. %2 — %n peso</numerusform>
                <numerusform>%1. %2 — %n pesos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="944" />
            <source>Forced sale of %1: %2 = %3</source>
            <translation>Forced sale of %1: %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="946" />
            <source>Immediate sale of %1: %2 = %3</source>
            <translation>Immediate sale of %1: %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="948" />
            <source>Final sale of %1: %2 = %3</source>
            <translation>Final sale of %1: %2 = %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1120" />
            <source>Final sale of a single tile, %1, for %n peso(s)</source>
            <translation>
                <numerusform>Final sale of a single tile, %1, for %n peso</numerusform>
                <numerusform>Final sale of a single tile, %1, for %n pesos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="952" />
            <source>Compensation for %1, stolen by %2: %3</source>
            <translation>Compensation for %1, stolen by %2: %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="954" />
            <source>Compensation for %1, replaced by %2: %3</source>
            <translation>Compensation for %1, replaced by %2: %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="960" />
            <source>No sales</source>
            <translation>No sales</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="961" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="619" />
            <source>Sales: %1</source>
            <translation>Sales: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="963" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="621" />
            <source>Compensations: %1</source>
            <translation>Compensations: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="965" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="623" />
            <source>Pesos held at the start of this game: %1</source>
            <translation>Pesos held at the start of this game: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="976" />
            <source>Refill limit of a pampa row</source>
            <translation>Refill limit of a pampa row</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="977" />
            <source>A row stops being refilled</source>
            <translation>A row stops being refilled</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="978" />
            <source>Keeping opening tiles</source>
            <translation>Keeping opening tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="979" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="697" />
            <source>Start player</source>
            <translation>Start player</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="980" />
            <source>Breed left out with 2 players</source>
            <translation>Breed left out with 2 players</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="981" />
            <source>Wish die usable in the dice-less round</source>
            <translation>Wish die usable in the dice-less round</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="982" />
            <source>A gaucho put on Sort works in that round's cattle drive</source>
            <translation>A gaucho put on Sort works in that round's cattle drive</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="983" />
            <source>Pampa layout</source>
            <translation>Pampa layout</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="984" />
            <source>Lying-down costs (small numbers)</source>
            <translation>Lying-down costs (small numbers)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="993" />
            <source>When the tiles of a pampa row add up to this much, no more tiles are put in it during a refill (published rules: 20).</source>
            <translation>When the tiles of a pampa row add up to this much, no more tiles are put in it during a refill (published rules: 20).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="997" />
            <source>Whether a row stops at the limit itself or only above it. Most rule texts say at the limit; one rules summary says above it.</source>
            <translation>Whether a row stops at the limit itself or only above it. Most rule texts say at the limit; one rules summary says above it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1001" />
            <source>Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; or, as one rules summary words it, if their average is below 4 or 8.</source>
            <translation>Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; or, as one rules summary words it, if their average is below 4 or 8.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1004" />
            <source>Who starts the first round: drawn at random, or the first seat.</source>
            <translation>Who starts the first round: drawn at random, or the first seat.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1006" />
            <source>With 2 players one whole breed is left in the box: drawn at random, or the one you choose.</source>
            <translation>With 2 players one whole breed is left in the box: drawn at random, or the one you choose.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1010" />
            <source>Normally a Wish die gained in the dice-less round cannot be spent, since nothing may be bought with dice then. Turn this on to allow it.</source>
            <translation>Normally a Wish die gained in the dice-less round cannot be spent, since nothing may be bought with dice then. Turn this on to allow it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1014" />
            <source>Normally a gaucho put on Sort may already help in the cattle drive of the same round. Turn this off to keep it for later rounds.</source>
            <translation>Normally a gaucho put on Sort may already help in the cattle drive of the same round. Turn this off to keep it for later rounds.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1024" />
            <source>at the limit (20 or more)</source>
            <translation>at the limit (20 or more)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1025" />
            <source>only above the limit (more than 20)</source>
            <translation>only above the limit (more than 20)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1026" />
            <source>each tile at most 4 / 8</source>
            <translation>each tile at most 4 / 8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1027" />
            <source>average below 4 / 8</source>
            <translation>average below 4 / 8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1028" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1030" />
            <source>drawn at random</source>
            <translation>drawn at random</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1029" />
            <source>the first seat</source>
            <translation>the first seat</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1044" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="482" />
            <source>2 players: the %1 tiles stay in the box; that breed is not in this game.</source>
            <translation>2 players: the %1 tiles stay in the box; that breed is not in this game.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1055" />
            <source>%n gaucho(s) in supply</source>
            <translation>
                <numerusform>%n gaucho in supply</numerusform>
                <numerusform>%n gauchos in supply</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1056" />
            <source>%n herd(s)</source>
            <translation>
                <numerusform>%n herd</numerusform>
                <numerusform>%n herds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1285" />
            <source>no herds</source>
            <comment>a seat line: no herd yet</comment>
            <translation>no herds</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1127" />
            <source>%1 (%2)</source>
            <comment>an action area and its cost</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1140" />
            <source>You are cattle barons on the pampa. Take dice from a shared roll to send your gauchos after cattle or onto action areas, build rising or falling herds and sell them. Whoever has the most pesos at the end wins.</source>
            <translation>You are cattle barons on the pampa. Take dice from a shared roll to send your gauchos after cattle or onto action areas, build rising or falling herds and sell them. Whoever has the most pesos at the end wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1148" />
            <source>The cattle</source>
            <translation>The cattle</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1153" />
            <source>There are five breeds, told apart by colour and coat: Black, Brown (white socks), White, Spotted and Red (a white belt). Each breed has one tile of each value 1 to 12.</source>
            <translation>There are five breeds, told apart by colour and coat: Black, Brown (white socks), White, Spotted and Red (a white belt). Each breed has one tile of each value 1 to 12.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1158" />
            <source>The big number at the top left is the tile's value; the small number at the bottom right (about half the value) is what lying down on it costs.</source>
            <translation>The big number at the top left is the tile's value; the small number at the bottom right (about half the value) is what lying down on it costs.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1162" />
            <source>With 2 players one breed stays in the box.</source>
            <translation>With 2 players one breed stays in the box.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1169" />
            <source>%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn.</source>
            <translation>%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1183" />
            <source>The pampa has four rows. Tiles are laid face up from the bottom row up, left to right; a row stops taking tiles once its values add up to the refill limit.</source>
            <translation>The pampa has four rows. Tiles are laid face up from the bottom row up, left to right; a row stops taking tiles once its values add up to the refill limit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1187" />
            <source>Four face-down tiles form the steppe; the rest are the draw pile.</source>
            <translation>Four face-down tiles form the steppe; the rest are the draw pile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1190" />
            <source>Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 or less, or any 1. They are revealed together and start your herds.</source>
            <translation>Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 or less, or any 1. They are revealed together and start your herds.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1194" />
            <source>Then, counter-clockwise and ending with the start player, everybody puts one gaucho on a different action area for free.</source>
            <translation>Then, counter-clockwise and ending with the start player, everybody puts one gaucho on a different action area for free.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1203" />
            <source>A round</source>
            <translation>A round</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1207" />
            <source>The start player rolls all the dice.</source>
            <translation>The start player rolls all the dice.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1209" />
            <source>Clockwise, each player takes exactly 2 dice from the roll and then spends them. The last player chooses 2 of the 3 dice left.</source>
            <translation>Clockwise, each player takes exactly 2 dice from the roll and then spends them. The last player chooses 2 of the 3 dice left.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1213" />
            <source>After the last turn comes the cattle drive, then the pampa is refilled and the start player passes to the left.</source>
            <translation>After the last turn comes the cattle drive, then the pampa is refilled and the start player passes to the left.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1222" />
            <source>Spending dice</source>
            <translation>Spending dice</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1227" />
            <source>Every cost is paid exactly, with one die or the sum of two. Overpaying is not allowed and each die is spent once.</source>
            <translation>Every cost is paid exactly, with one die or the sum of two. Overpaying is not allowed and each die is spent once.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1230" />
            <source>Stand on a free tile: pay its value. A standing gaucho claims the tile.</source>
            <translation>Stand on a free tile: pay its value. A standing gaucho claims the tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1232" />
            <source>Lie on a free tile: pay its small number with one die. A lying gaucho only reserves the tile.</source>
            <translation>Lie on a free tile: pay its small number with one die. A lying gaucho only reserves the tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1235" />
            <source>Stand up one of your lying gauchos: pay the small number with one die.</source>
            <translation>Stand up one of your lying gauchos: pay the small number with one die.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1237" />
            <source>Occupy action area 1 to 6: pay its number. You may have one gaucho on each area; other players never block you.</source>
            <translation>Occupy action area 1 to 6: pay its number. You may have one gaucho on each area; other players never block you.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1241" />
            <source>With no gaucho left in your supply you may take one back from an action area (its action is lost) or a lying one, to place it at once.</source>
            <translation>With no gaucho left in your supply you may take one back from an action area (its action is lost) or a lying one, to place it at once.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1244" />
            <source>Unspent dice are lost when you end your turn.</source>
            <translation>Unspent dice are lost when you end your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1251" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="357" />
            <source>Action areas</source>
            <translation>Action areas</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1255" />
            <source>A gaucho put on an area in an earlier turn can be used in your turn: it comes back to your supply and the action happens. You may not go back to an area in the turn you used it. Only Sort works outside your turn.</source>
            <translation>A gaucho put on an area in an earlier turn can be used in your turn: it comes back to your supply and the action happens. You may not go back to an area in the turn you used it. Only Sort works outside your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1262" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="363" />
            <source>%1 (cost %2): %3</source>
            <translation>%1 (cost %2): %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1267" />
            <source>Sort: when you gain a tile (drive, Steal, final scoring), put it where its herd stays in order instead of at the end.</source>
            <translation>Sort: when you gain a tile (drive, Steal, final scoring), put it where its herd stays in order instead of at the end.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1271" />
            <source>Wish: the wished die works like a rolled die this turn, alone or together with one real die.</source>
            <translation>Wish: the wished die works like a rolled die this turn, alone or together with one real die.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1275" />
            <source>Steal: the victim gets the tile's value in pesos. The tile joins your herd and may force a sale there (without the 5 extra pesos).</source>
            <translation>Steal: the victim gets the tile's value in pesos. The tile joins your herd and may force a sale there (without the 5 extra pesos).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1279" />
            <source>Replace: the other player gets the tile's value in pesos and their gaucho back; yours stands on the tile.</source>
            <translation>Replace: the other player gets the tile's value in pesos and their gaucho back; yours stands on the tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1283" />
            <source>Hidden cattle: the tiles you take go face up onto empty spaces of the pampa, each with one of your gauchos standing on it; then the steppe is refilled to 4.</source>
            <translation>Hidden cattle: the tiles you take go face up onto empty spaces of the pampa, each with one of your gauchos standing on it; then the steppe is refilled to 4.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1293" />
            <source>Herds and sales</source>
            <translation>Herds and sales</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1298" />
            <source>You have at most one herd per breed, a row of tiles that strictly rises or strictly falls from left to right. New tiles join at the right end.</source>
            <translation>You have at most one herd per breed, a row of tiles that strictly rises or strictly falls from left to right. New tiles join at the right end.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1303" />
            <source>A tile that does not fit forces a sale: the herd is sold and the new tile starts a new herd.</source>
            <translation>A tile that does not fit forces a sale: the herd is sold and the new tile starts a new herd.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1307" />
            <source>A sale pays the number of tiles times the highest value, e.g. 3 × 9 = 27 pesos. Single tiles are sold only at the end.</source>
            <translation>A sale pays the number of tiles times the highest value, e.g. 3 × 9 = 27 pesos. Single tiles are sold only at the end.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1316" />
            <source>The cattle drive</source>
            <translation>The cattle drive</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1320" />
            <source>A row is complete when every tile in it carries a gaucho, standing or lying.</source>
            <translation>A row is complete when every tile in it carries a gaucho, standing or lying.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1324" />
            <source>In complete rows each standing gaucho brings its tile home and returns to its owner; lying gauchos and their tiles stay.</source>
            <translation>In complete rows each standing gaucho brings its tile home and returns to its owner; lying gauchos and their tiles stay.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1328" />
            <source>Several tiles gained at once join your herds in the order you choose, one after the other.</source>
            <translation>Several tiles gained at once join your herds in the order you choose, one after the other.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1337" />
            <source>The end</source>
            <translation>The end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1341" />
            <source>When a refill empties the draw pile, the round is finished and one more normal round is played; nothing is refilled any more.</source>
            <translation>When a refill empties the draw pile, the round is finished and one more normal round is played; nothing is refilled any more.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1345" />
            <source>Then comes the dice-less round: each player may only use gauchos placed on action areas earlier.</source>
            <translation>Then comes the dice-less round: each player may only use gauchos placed on action areas earlier.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1349" />
            <source>Final scoring: every standing gaucho brings its tile home, even in an incomplete row; then every herd is sold, a single tile for its value. Lying gauchos score nothing.</source>
            <translation>Final scoring: every standing gaucho brings its tile home, even in an incomplete row; then every herd is sold, a single tile for its value. Lying gauchos score nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1353" />
            <source>The most pesos wins; tied players share the win.</source>
            <translation>The most pesos wins; tied players share the win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>Rules in this game</source>
            <translation>Rules in this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>The published rules</source>
            <translation>The published rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1366" />
            <source>Click two dice of the roll (or press their keys, 1 for the leftmost die, 2 for the next, and so on): the places they can pay for light up. Click one to take the dice and spend them there, or press Enter to take them.</source>
            <translation>Click two dice of the roll (or press their keys, 1 for the leftmost die, 2 for the next, and so on): the places they can pay for light up. Click one to take the dice and spend them there, or press Enter to take them.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1371" />
            <source>Your dice: click one or two to see what they pay for, then click a lit tile, lying gaucho or action area. If there is more than one way, a prompt asks which (keys 1 to 9).</source>
            <translation>Your dice: click one or two to see what they pay for, then click a lit tile, lying gaucho or action area. If there is more than one way, a prompt asks which (keys 1 to 9).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1376" />
            <source>Use an action area by clicking your gaucho on it; the prompt then asks for the herd, tile or gaucho it needs.</source>
            <translation>Use an action area by clicking your gaucho on it; the prompt then asks for the herd, tile or gaucho it needs.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1380" />
            <source>Tab and Shift+Tab move between the lit choices, Enter or Space picks one, E ends the turn and Esc goes back a step.</source>
            <translation>Tab and Shift+Tab move between the lit choices, Enter or Space picks one, E ends the turn and Esc goes back a step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1387" />
            <source>Hover over anything that is not lit to read why it cannot be chosen.</source>
            <translation>Hover over anything that is not lit to read why it cannot be chosen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1397" />
            <source>A pampa row stops taking tiles once its values add up to %1 or more.</source>
            <translation>A pampa row stops taking tiles once its values add up to %1 or more.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1399" />
            <source>A pampa row stops taking tiles once its values add up to more than %1.</source>
            <translation>A pampa row stops taking tiles once its values add up to more than %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1402" />
            <source>Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.</source>
            <translation>Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1405" />
            <source>Opening tiles: keep 3 if their average is below 4, 2 if their average is below 8, or any 1.</source>
            <translation>Opening tiles: keep 3 if their average is below 4, 2 if their average is below 8, or any 1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1410" />
            <source>The start player is drawn at random.</source>
            <translation>The start player is drawn at random.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1412" />
            <source>The first seat starts.</source>
            <translation>The first seat starts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1415" />
            <source>With 2 players a breed drawn at random stays in the box.</source>
            <translation>With 2 players a breed drawn at random stays in the box.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1418" />
            <source>With 2 players the %1 breed stays in the box.</source>
            <translation>With 2 players the %1 breed stays in the box.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1423" />
            <source>A Wish die gained in the dice-less round may be spent.</source>
            <translation>A Wish die gained in the dice-less round may be spent.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1425" />
            <source>A Wish die gained in the dice-less round cannot be spent.</source>
            <translation>A Wish die gained in the dice-less round cannot be spent.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1428" />
            <source>A gaucho put on Sort this round may already help in this round's drive.</source>
            <translation>A gaucho put on Sort this round may already help in this round's drive.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1430" />
            <source>A gaucho put on Sort this round helps only from the next round on.</source>
            <translation>A gaucho put on Sort this round helps only from the next round on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1436" />
            <source>Small numbers of the values 1 to 12: %1.</source>
            <translation>Small numbers of the values 1 to 12: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="159" />
            <source>take</source>
            <comment>hint: dice to take</comment>
            <translation>take</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="160" />
            <source>pay</source>
            <comment>hint: dice to pay with</comment>
            <translation>pay</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="333" />
            <source>Choose</source>
            <translation>Choose</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="334" />
            <source>Tab/arrows move · Enter picks · %1 choose · Esc back</source>
            <translation>Tab/arrows move · Enter picks · %1 choose · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Your opening tiles</source>
            <translation>Your opening tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>%1's opening tiles</source>
            <extracomment>A replay's board: the opening tiles a player (%1) chooses from.</extracomment>
            <translation>%1's opening tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Keep (Enter)</source>
            <translation>Keep (Enter)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="344" />
            <source>Chosen: %1</source>
            <translation>Chosen: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>New tiles for your herds</source>
            <translation>New tiles for your herds</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="354" />
            <source>%1. %2</source>
            <comment>numbered choice</comment>
            <translation>%1. %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="77" />
            <source>The pile is empty! One more round with dice, then the dice-less round.</source>
            <translation>The pile is empty! One more round with dice, then the dice-less round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="231" />
            <source>+%1</source>
            <translation>+%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="249" />
            <source>Cattle drive: %n complete row(s)</source>
            <translation>
                <numerusform>Cattle drive: %n complete row</numerusform>
                <numerusform>Cattle drive: %n complete rows</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="251" />
            <source>Cattle drive: no row is complete</source>
            <translation>Cattle drive: no row is complete</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="273" />
            <source>Forced sale: %1 = %2</source>
            <translation>Forced sale: %1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="274" />
            <source>Immediate sale: %1 = %2</source>
            <translation>Immediate sale: %1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="275" />
            <source>Sale: %1 = %2</source>
            <translation>Sale: %1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="782" />
            <source>Single tile sold: %1</source>
            <translation>Single tile sold: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="304" />
            <source>Round %1: the last round with dice!</source>
            <translation>Round %1: the last round with dice!</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="306" />
            <source>Round %1: the dice-less round. Only action areas may be used.</source>
            <translation>Round %1: the dice-less round. Only action areas may be used.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="345" />
            <source>Pampa</source>
            <translation>Pampa</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="723" />
            <source>Pampa row %1, space %2: not used with this number of players.</source>
            <extracomment>A pampa space covered because fewer players play; %1 its row, %2 its place in the row.</extracomment>
            <translation>Pampa row %1, space %2: not used with this number of players.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="370" />
            <source>Roll</source>
            <translation>Roll</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="373" />
            <source>The steppe: face-down tiles for Hidden cattle.</source>
            <translation>The steppe: face-down tiles for Hidden cattle.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="377" />
            <source>Pesos</source>
            <translation>Pesos</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="399" />
            <source>Row %1: its tiles add up to %2 (refill limit %3).</source>
            <translation>Row %1: its tiles add up to %2 (refill limit %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="412" />
            <source>Empty space</source>
            <translation>Empty space</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="440" />
            <source>%1 — stand for %2, lie for %3</source>
            <translation>%1 — stand for %2, lie for %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2 (placed this turn)</source>
            <translation>%1's gaucho on %2 (placed this turn)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2</source>
            <translation>%1's gaucho on %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="476" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="480" />
            <source>Not in this game: %1</source>
            <translation>Not in this game: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="505" />
            <source>Steppe: %1</source>
            <translation>Steppe: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="517" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>%1's dice</source>
            <translation>%1's dice</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="533" />
            <source>A rolled %1 (key %2)</source>
            <translation>A rolled %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="442" />
            <source>A rolled %1</source>
            <extracomment>A die of the roll on a board that only shows (a replay): %1 its face.</extracomment>
            <translation>A rolled %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>No dice in this round</source>
            <translation>No dice in this round</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>All dice are taken</source>
            <translation>All dice are taken</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>Your dice</source>
            <translation>Your dice</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>The Wish die: %1 (key %2)</source>
            <translation>The Wish die: %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="506" />
            <source>The Wish die: %1</source>
            <extracomment>Another player's turn, or a replay's board: the Wish die showing %1.</extracomment>
            <translation>The Wish die: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>Your die: %1 (key %2)</source>
            <translation>Your die: %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="508" />
            <source>%1's die: %2</source>
            <extracomment>Another player's turn, or a replay's board: a die of a player (%1) showing %2.</extracomment>
            <translation>%1's die: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="569" />
            <source>all spent</source>
            <translation>all spent</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="574" />
            <source>Take (Enter)</source>
            <translation>Take (Enter)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="576" />
            <source>Take the two dice chosen (Enter)</source>
            <translation>Take the two dice chosen (Enter)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>Done (E)</source>
            <translation>Done (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>End turn (E)</source>
            <translation>End turn (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="655" />
            <source>%1 (you)</source>
            <translation>%1 (you)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="688" />
            <source>×%1 in supply</source>
            <translation>×%1 in supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="696" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="802" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="724" />
            <source>%1: no herd yet</source>
            <translation>%1: no herd yet</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="727" />
            <source>(%1)</source>
            <translation>(%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="728" />
            <source>A single tile: it is sold only at the end, for its value.</source>
            <translation>A single tile: it is sold only at the end, for its value.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="733" />
            <source>%1 %2 = %3</source>
            <comment>direction, sale arithmetic, pesos</comment>
            <translation>%1 %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="735" />
            <source>%1 — sells now for %2</source>
            <translation>%1 — sells now for %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>1–%1</source>
            <comment>a range of number keys</comment>
            <translation>1–%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>You have no dice now: click a lit place, or use Tab and Enter.</source>
            <translation>You have no dice now: click a lit place, or use Tab and Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>That is not on the board now.</source>
            <translation>That is not on the board now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>key 1</source>
            <extracomment>The one number key of a single die or choice, inside a sentence ("…: key 1.").</extracomment>
            <translation>key 1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>keys %1</source>
            <extracomment>Number keys inside a sentence; %1 a range of them ("1–3").</extracomment>
            <translation>keys %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>The roll has only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>The roll has only %n die: %1.</numerusform>
                <numerusform>The roll has only %n dice: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You have only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>You have only %n die: %1.</numerusform>
                <numerusform>You have only %n dice: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>There are only %n choice(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>There is only %n choice: %1.</numerusform>
                <numerusform>There are only %n choices: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You drew %n opening tile(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>You drew %n opening tile: %1.</numerusform>
                <numerusform>You drew %n opening tiles: %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the roll&apos;s dice ("1–5").</extracomment>
            <translation>Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · Esc back</source>
            <translation>Keys: Tab/arrows move · Enter picks · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E done · Esc back</source>
            <translation>Keys: Tab/arrows move · Enter picks · E done · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <translation>Keys: Tab/arrows move · Enter picks · E end turn · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the player&apos;s own dice ("1–3").</extracomment>
            <translation>Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back</translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="88" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="97" />
            <source>That choice no longer leads to a move. Press Esc to choose again.</source>
            <translation>That choice no longer leads to a move. Press Esc to choose again.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="243" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="651" />
            <source>First move to a choice with Tab or the arrow keys.</source>
            <translation>First move to a choice with Tab or the arrow keys.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>First choose in the box, or go back with Esc.</source>
            <extracomment>Said when a key would pick something the box shown over the board covers (El Gaucho&apos;s End turn under its "Choose" box): pick one of the box&apos;s choices, or close it with Esc (which steps back to before it opened).</extracomment>
            <translation>First choose in the box, or go back with Esc.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Please wait for the move to be shown.</source>
            <translation>Please wait for the move to be shown.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/prompt.py" line="49" />
            <source>%1's turn</source>
            <extracomment>A replay's board, where a live game's says whom it waits for: whose turn it is at the move shown (%1: a player's name).</extracomment>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Tab goes round the lit places; Ctrl+Tab leaves the board.</source>
            <extracomment>A line of every board&apos;s tooltip: Tab (and Shift+Tab) go round the places that can be picked and stay on the board; Ctrl+Tab (Ctrl+Shift+Tab) moves the keyboard focus off the board.</extracomment>
            <translation>Tab goes round the lit places; Ctrl+Tab leaves the board.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>%1 · Ctrl+Tab side panel</source>
            <extracomment>The end of the key line under a board&apos;s prompt: %1 the game&apos;s keys ("Keys: Tab/arrows move · Enter picks · Esc back"). Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short: the line must fit under the prompt.</extracomment>
            <translation>%1 · Ctrl+Tab side panel</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>Ctrl+Tab side panel</source>
            <extracomment>A line under what to do now on a board (its hint names the other keys): Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short.</extracomment>
            <translation>Ctrl+Tab side panel</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="342" />
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="348" />
            <source>Coming soon</source>
            <translation>Coming soon</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>New game of %1</source>
            <translation>New game of %1</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="56" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="65" />
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="80" />
            <source>Shared win: %1</source>
            <translation>Shared win: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="94" />
            <source>%1. %2 — %3</source>
            <translation>%1. %2 — %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="142" />
            <source>Back to start</source>
            <translation>Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="143" />
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="96" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 point</numerusform>
                <numerusform>%1. %2 — %3 points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="147" />
            <source>Close</source>
            <extracomment>The game-over dialog's default button: closes it and keeps the final board in sight.</extracomment>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="148" />
            <source>Close this window and keep looking at the board.</source>
            <translation>Close this window and keep looking at the board.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="105" />
            <source>%1 used %n hint(s).</source>
            <translation>
                <numerusform>%1 used %n hint.</numerusform>
                <numerusform>%1 used %n hints.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="112" />
            <source>%1 took back %n move(s).</source>
            <translation>
                <numerusform>%1 took back %n move.</numerusform>
                <numerusform>%1 took back %n moves.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="144" />
            <source>Watch the game</source>
            <translation>Watch the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="145" />
            <source>Step through this game again, from any player's view.</source>
            <translation>Step through this game again, from any player's view.</translation>
        </message>
    </context>
    <context>
        <name>FoldBar</name>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="92" />
            <source>Show result</source>
            <translation>Show result</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Players and log</source>
            <translation>Players and log</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the players, the game log and hints.</source>
            <translation>Show or hide the players, the game log and hints.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Log and view</source>
            <extracomment>The replay page's button that opens its folded side panel (the game log and the "Watch as" choice of whose view the board shows).</extracomment>
            <translation>Log and view</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the game log and the choice of whose view is shown.</source>
            <translation>Show or hide the game log and the choice of whose view is shown.</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="477" />
            <location filename="../farmhouse/app/game_page.py" line="478" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="482" />
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="484" />
            <source>%1 (AI) is playing</source>
            <translation>%1 (AI) is playing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="789" />
            <source>%1 (AI, %2)</source>
            <translation>%1 (AI, %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="800" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="801" />
            <location filename="../farmhouse/app/game_page.py" line="802" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="804" />
            <source>Show result</source>
            <translation>Show result</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="535" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="538" />
            <source>Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed.</source>
            <translation>Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="796" />
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="798" />
            <source>Ask the computer what a strong player would do here (T).</source>
            <translation>Ask the computer what a strong player would do here (T).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="803" />
            <source>Every move so far, the newest last (Ctrl+L comes here).</source>
            <translation>Every move so far, the newest last (Ctrl+L comes here).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="527" />
            <source>Take back</source>
            <translation>Take back</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="606" />
            <source>Undo step</source>
            <extracomment>The Take back button against the computer while it takes back only the last step of this turn (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>Undo step</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="530" />
            <source>Take your last move back, with the computer's moves after it (Ctrl+Z). The same move again draws or rolls the same, but you have seen what it revealed and can choose another move. The game-over summary and the statistics count take-backs.</source>
            <translation>Take your last move back, with the computer's moves after it (Ctrl+Z). The same move again draws or rolls the same, but you have seen what it revealed and can choose another move. The game-over summary and the statistics count take-backs.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="550" />
            <source>You are looking back: press Esc to return to the game first.</source>
            <translation>You are looking back: press Esc to return to the game first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1167" />
            <source>That is the board as it is now.</source>
            <extracomment>Said to a screen reader when Enter is pressed on the game log&apos;s newest line: looking back there would show the board as it is.</extracomment>
            <translation>That is the board as it is now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1287" />
            <source>Up and Down read its lines, Enter looks back at one, Esc returns to the board.</source>
            <extracomment>The game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>Up and Down read its lines, Enter looks back at one, Esc returns to the board.</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>%1 starts (drawn at random).</source>
            <extracomment>The game log's first line: %1 (a player's name) makes the game's first move, chosen at random by the app (the rulebooks' ways of choosing, such as &quot;whoever moos loudest&quot;, cannot be asked of a computer).</extracomment>
            <translation>%1 starts (drawn at random).</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_about.py" line="131" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>A name has at most %n character.</numerusform>
                <numerusform>A name has at most %n characters.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="166" />
            <source>This computer has no font for %1: it shows as an empty box. The name is kept as typed.</source>
            <extracomment>A name field's tooltip, under its limit, when the typed name holds characters no font of this computer draws (an emoji without an emoji font): %1 lists them.</extracomment>
            <translation>This computer has no font for %1: it shows as an empty box. The name is kept as typed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="42" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="138" />
            <source>1/2/3/4/5/6/7/8/9</source>
            <comment>count words</comment>
            <extracomment>The counts 1 to 9, separated by slashes, as each is written right before a counter (Chinese: 一/兩/三/…, as in 兩張馬; digits where the language writes digits).</extracomment>
            <translation>1/2/3/4/5/6/7/8/9</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="117" />
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="108" />
            <source>unknown game “%1”</source>
            <extracomment>A game this version of Farmhouse does not have (named by a save or the statistics): %1 is its id as the file writes it (e.g. &quot;chess&quot;).</extracomment>
            <translation>unknown game “%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="212" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="213" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="214" />
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="127" />
            <source>, </source>
            <extracomment>List separator between player names ("Ann, Ben"); 、 in Chinese and Japanese.</extracomment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="136" />
            <source>Player %1</source>
            <extracomment>The name of a player who was given none; %1 is the seat's number (1, 2, …).</extracomment>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="46" />
            <source>this move</source>
            <translation>this move</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>Plays legal moves with a little sense.</source>
            <translation>Plays legal moves with a little sense.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="223" />
            <source>Plays the best move it sees this turn.</source>
            <translation>Plays the best move it sees this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="224" />
            <source>Plays many games on in its head before each move (as long as View → Hard AI thinking time allows), seeing only what its seat sees.</source>
            <translation>Plays many games on in its head before each move (as long as View → Hard AI thinking time allows), seeing only what its seat sees.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="272" />
            <source>Hint (T): the computer suggests a good move for the player whose turn it is, and why; Esc puts the hint away. Move now (M): a computer player that is thinking moves at once.</source>
            <translation>Hint (T): the computer suggests a good move for the player whose turn it is, and why; Esc puts the hint away. Move now (M): a computer player that is thinking moves at once.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="278" />
            <source>Ctrl+Z takes back your last step of this turn, until something random or hidden is revealed. Playing alone against the computer, it takes your last move back, with the computer's moves after it (View menu: “Allow take-backs against the computer”).</source>
            <translation>Ctrl+Z takes back your last step of this turn, until something random or hidden is revealed. Playing alone against the computer, it takes your last move back, with the computer's moves after it (View menu: “Allow take-backs against the computer”).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="285" />
            <source>Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and press Enter, to look back at the board as it was after that move: ←/→ step, Esc returns to the game.</source>
            <translation>Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and press Enter, to look back at the board as it was after that move: ←/→ step, Esc returns to the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="291" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="129" />
            <source>Pass the computer to %1</source>
            <translation>Pass the computer to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="131" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>Everybody else, please look away: the next screen shows a hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="134" />
            <source>I'm %1, show my hand</source>
            <translation>I'm %1, show my hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>Everybody else, please look away: the next screen may show what only this player may see.</source>
            <translation>Everybody else, please look away: the next screen may show what only this player may see.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>I'm %1, show my screen</source>
            <translation>I'm %1, show my screen</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <location filename="../farmhouse/app/hints.py" line="69" />
            <source>Hint</source>
            <extracomment>The board's tag on the move a hint suggests, when its chance of winning is unknown.</extracomment>
            <translation>Hint</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="71" />
            <source>Hint · %1%</source>
            <extracomment>The board's tag on the move a hint suggests, with the chance of winning after it.</extracomment>
            <translation>Hint · %1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="92" />
            <source>you won every game the computer played out from here</source>
            <translation>you won every game the computer played out from here</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="96" />
            <source>you won none of the games the computer played out from here</source>
            <translation>you won none of the games the computer played out from here</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="99" />
            <source>you win about %1% of games from here</source>
            <translation>you win about %1% of games from here</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="111" />
            <source>Your only possible move: %1.</source>
            <translation>Your only possible move: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="117" />
            <source>Best, marked on the board: %1 — %2.</source>
            <extracomment>A hint's lines: %1 is the move in the game's words, %2 the chance of winning after it.</extracomment>
            <translation>Best, marked on the board: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="118" />
            <source>Second best: %1 — %2.</source>
            <translation>Second best: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="119" />
            <source>Third best: %1 — %2.</source>
            <translation>Third best: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="183" />
            <source>Just as good: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the best move's: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>Just as good: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="200" />
            <source>Also second best: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the line above's, which is the second best: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>Also second best: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="204" />
            <source>Maybe better, less sure: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads higher than the best move's, from fewer of the computer's imagined games (so less sure): %1 is the move in the game's words, %2 its chance (&quot;about 53%&quot;).</extracomment>
            <translation>Maybe better, less sure: %1 — %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="137" />
            <source>about %1%</source>
            <translation>about %1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hints.py" line="124" />
            <source>too few games to tell (only %n game(s) began with it)</source>
            <extracomment>A hint's words instead of a chance of winning the computer could not tell: %n is how many of its imagined games began with that move (fewer than 20).</extracomment>
            <translation>
                <numerusform>too few games to tell (only %n game began with it)</numerusform>
                <numerusform>too few games to tell (only %n games began with it)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HintMarks</name>
        <message>
            <location filename="../farmhouse/app/board/hint.py" line="277" />
            <source> · </source>
            <extracomment>Between the hint's caption and a piece's label on the board ("Hint 62% · here").</extracomment>
            <translation> · </translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="77" />
            <source>Close the hint (Esc)</source>
            <translation>Close the hint (Esc)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="154" />
            <source>Close the hint</source>
            <extracomment>What a screen reader calls the hint box's × button.</extracomment>
            <translation>Close the hint</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="82" />
            <source>Hint for %1</source>
            <translation>Hint for %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hint_panel.py" line="89" />
            <source>Based on %Ln game(s) the computer played out from here, using only what you can see.</source>
            <translation>
                <numerusform>Based on %Ln game the computer played out from here, using only what you can see.</numerusform>
                <numerusform>Based on %Ln games the computer played out from here, using only what you can see.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="172" />
            <source>For the move you have begun. To choose another, close the hint and step back with Esc.</source>
            <extracomment>The hint box's note when the player had begun a move (a card and a pasture picked, a tile taken) as they asked for the hint: the hint's moves all finish that move. To choose a different move, they close the hint and step back with Esc (each Esc takes back one pick).</extracomment>
            <translation>For the move you have begun. To choose another, close the hint and step back with Esc.</translation>
        </message>
    </context>
    <context>
        <name>LookBack</name>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="165" />
            <source>Back to the game</source>
            <translation>Back to the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="166" />
            <source>Show the game as it is now (Esc).</source>
            <translation>Show the game as it is now (Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="214" />
            <source>Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return</source>
            <extracomment>The band over the board as it was during a game: %1 moves had been made then, %2 have been made now; the Left and Right keys step to the move before or after.</extracomment>
            <translation>Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="310" />
            <source>No recent games</source>
            <translation>No recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="314" />
            <source>Clear list</source>
            <translation>Clear list</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="319" />
            <source>Nothing to undo: no game is being played.</source>
            <translation>Nothing to undo: no game is being played.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="331" />
            <source>Nothing to undo: moves cannot be taken back in this game.</source>
            <translation>Nothing to undo: moves cannot be taken back in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: only your own steps of this turn can be taken back, until something random or hidden is revealed.</source>
            <translation>Nothing to undo: only your own steps of this turn can be taken back, until something random or hidden is revealed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="356" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="357" />
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="358" />
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="360" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="361" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="894" />
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>&amp;Recent games</source>
            <translation>&amp;Recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="366" />
            <source>R&amp;esult…</source>
            <translation>R&amp;esult…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="368" />
            <source>&amp;Back to start</source>
            <translation>&amp;Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="369" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="370" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="371" />
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="372" />
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>AI &amp;speed</source>
            <translation>AI &amp;speed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="376" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="377" />
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="378" />
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="392" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="393" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="394" />
            <source>&amp;About Farmhouse</source>
            <translation>&amp;About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="461" />
            <source>The computer player failed</source>
            <translation>The computer player failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>The AI could not choose a move: %1</source>
            <translation>The AI could not choose a move: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="593" />
            <source>Open saved game</source>
            <translation>Open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="631" />
            <source>Cannot open saved game</source>
            <translation>Cannot open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="632" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>“%1” cannot be opened: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="748" />
            <source>Save game</source>
            <translation>Save game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="765" />
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="766" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>The game could not be saved to “%1”: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="773" />
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="893" />
            <source>%1 %2</source>
            <comment>file name: a taken name, a number</comment>
            <extracomment>A file name Save as… proposes when a saved game has the name %1 already: the name and a number (%2 = 2, 3, …), as "Black Sheep 2". No "/" or other character a file name cannot hold.</extracomment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="777" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse games (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="805" />
            <source>Autosave failed</source>
            <translation>Autosave failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="807" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="861" />
            <source>The translation for %1 is not available.</source>
            <translation>The translation for %1 is not available.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="985" />
            <source>About Farmhouse</source>
            <translation>About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="964" />
            <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
            <extracomment>A game in the About box: its title (bold), its players ("2–4 players"), who designed and published it.</extracomment>
            <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="969" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="973" />
            <source>&lt;p&gt;Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="364" />
            <source>&amp;Move now</source>
            <translation>&amp;Move now</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="382" />
            <source>&amp;Hard AI thinking time</source>
            <translation>&amp;Hard AI thinking time</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="872" />
            <source>Quick: half a second</source>
            <translation>Quick: half a second</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="874" />
            <source>Normal: 1 second</source>
            <translation>Normal: 1 second</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/main_window.py" line="875" />
            <source>Thorough: %n second(s)</source>
            <translation>
                <numerusform>Thorough: %n second</numerusform>
                <numerusform>Thorough: %n seconds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="322" />
            <source>Nothing to undo: the game is over.</source>
            <translation>Nothing to undo: the game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="325" />
            <source>Nothing to undo: taking moves back is turned off (View › Allow take-backs against the computer).</source>
            <translation>Nothing to undo: taking moves back is turned off (View › Allow take-backs against the computer).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Nothing to undo: you have not made a move yet.</source>
            <translation>Nothing to undo: you have not made a move yet.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="385" />
            <source>Allow &amp;take-backs against the computer</source>
            <translation>Allow &amp;take-backs against the computer</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="388" />
            <source>When you play alone against computer players, Undo (Ctrl+Z) takes your last move back, with the computer's moves after it.</source>
            <translation>When you play alone against computer players, Undo (Ctrl+Z) takes your last move back, with the computer's moves after it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="892" />
            <source>Ta&amp;ke back move</source>
            <translation>Ta&amp;ke back move</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1191" />
            <source>&amp;Undo step</source>
            <extracomment>Game menu, against the computer: Ctrl+Z takes back only the last step of this turn now (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>&amp;Undo step</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="359" />
            <source>&amp;Watch a game…</source>
            <translation>&amp;Watch a game…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="669" />
            <source>Watch a saved game</source>
            <translation>Watch a saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="367" />
            <source>Stat&amp;istics</source>
            <translation>Stat&amp;istics</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="534" />
            <source>Statistics started anew</source>
            <translation>Statistics started anew</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: when two or more people play, only steps of your own turn that reveal nothing can be taken back, and this game has no such steps.</source>
            <translation>Nothing to undo: when two or more people play, only steps of your own turn that reveal nothing can be taken back, and this game has no such steps.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1001" />
            <source>This game is already open in another Farmhouse window: %1 with %2.

Go on playing it in that window. Played in two windows at once, the moves made in one of them would be lost.</source>
            <extracomment>A game the player asked to open (Continue, the list, the command line) is played in another Farmhouse window already; %1 is the game's title, %2 its players' names ("Black Sheep with Ann, Bot 1").</extracomment>
            <translation>This game is already open in another Farmhouse window: %1 with %2.

Go on playing it in that window. Played in two windows at once, the moves made in one of them would be lost.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1005" />
            <source>Game already open</source>
            <translation>Game already open</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1010" />
            <source>“%1” is open in another Farmhouse window, and was not saved over. Save this game under another name (Game → Save As…).</source>
            <translation>“%1” is open in another Farmhouse window, and was not saved over. Save this game under another name (Game → Save As…).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="760" />
            <source>Game changed in another window</source>
            <translation>Game changed in another window</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="762" />
            <source>This game was played on in another Farmhouse window too: its autosave changed while you played here. So that neither line of play is lost, this window's game is autosaved as a game of its own from now on; the start page lists both.</source>
            <translation>This game was played on in another Farmhouse window too: its autosave changed while you played here. So that neither line of play is lost, this window's game is autosaved as a game of its own from now on; the start page lists both.</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="281" />
            <source>Nothing to undo.</source>
            <translation>Nothing to undo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="513" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="581" />
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="489" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="387" />
            <source>This game has no hints.</source>
            <translation>This game has no hints.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="389" />
            <source>You can ask for a hint when it is your turn.</source>
            <translation>You can ask for a hint when it is your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="434" />
            <source>No hint could be found: %1</source>
            <translation>No hint could be found: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="304" />
            <source>There is no move of yours to take back now.</source>
            <translation>There is no move of yours to take back now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="320" />
            <source>Took back your last move.</source>
            <translation>Took back your last move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="333" />
            <source>Took back your last step of this turn.</source>
            <translation>Took back your last step of this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="1" />
            <source>Click the board or press Esc to skip the animation.</source>
            <translation>Click the board or press Esc to skip the animation.</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="302" />
            <source>Merge players</source>
            <translation>Merge players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="309" />
            <source>The games of %1 will count for the player you choose, and the name %1 will mean that player from now on.</source>
            <translation>The games of %1 will count for the player you choose, and the name %1 will mean that player from now on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="322" />
            <source>Merge</source>
            <translation>Merge</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="414" />
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="419" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="420" />
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="424" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="438" />
            <source>Choose the deal (seed)</source>
            <translation>Choose the deal (seed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="441" />
            <source>The same seed and moves replay the same game. Leave it unticked for a random deal.</source>
            <translation>The same seed and moves replay the same game. Leave it unticked for a random deal.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="444" />
            <source>Seed:</source>
            <translation>Seed:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="445" />
            <source>The same seed and moves replay the same game.</source>
            <translation>The same seed and moves replay the same game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="1" />
            <source>A seed is a whole number from 0 to %1.</source>
            <extracomment>%1: the largest seed, 9223372036854775807 (written without separators, as typed)</extracomment>
            <translation>A seed is a whole number from 0 to %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="446" />
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="447" />
            <source>Start game</source>
            <translation>Start game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="448" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="416" />
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="25" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Folder</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="22" />
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>RecentPanel</name>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="42" />
            <source>Since your last turn</source>
            <translation>Since your last turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="52" />
            <source>Since the game began</source>
            <extracomment>The title of "Since your last turn" before the player's first turn is over: the list then holds everything that happened since the game began.</extracomment>
            <translation>Since the game began</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="44" />
            <source>Since %1's last turn</source>
            <extracomment>%1: a player's name (the panel on a board everybody may see: whose turn comes next)</extracomment>
            <translation>Since %1's last turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="57" />
            <source>Nothing new.</source>
            <translation>Nothing new.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="101" />
            <source>… %n more line(s) in the log (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line: %n older lines were left out; "the log" is the game log; Ctrl+L moves the keyboard focus to the game log, which lists them all.</extracomment>
            <translation>
                <numerusform>… %n more line in the log (Ctrl+L)</numerusform>
                <numerusform>… %n more lines in the log (Ctrl+L)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="110" />
            <source>… %n more line(s) (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line and "… %n more line(s) in the log (Ctrl+L)" does not fit on one line there: %n older lines were left out; Ctrl+L moves the keyboard focus to the game log, which lists them all. Keep it short: it must fit where that did not.</extracomment>
            <translation>
                <numerusform>… %n more line (Ctrl+L)</numerusform>
                <numerusform>… %n more lines (Ctrl+L)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="76" />
            <source>An unfinished game can only be watched as everybody saw it, so that no player's hand is given away.</source>
            <translation>An unfinished game can only be watched as everybody saw it, so that no player's hand is given away.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="422" />
            <source>Public view (what everybody saw)</source>
            <translation>Public view (what everybody saw)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="424" />
            <source>Everything shown</source>
            <translation>Everything shown</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="427" />
            <source>%1's view</source>
            <extracomment>The seat chooser of a replay: the board as this player saw it (%1: the name).</extracomment>
            <translation>%1's view</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="587" />
            <source>Move %1 of %2 · Turn %3</source>
            <extracomment>Where a replay stands: the number of moves made so far, of all the moves of the game, and the number of the turn (each player's turn counts one).</extracomment>
            <translation>Move %1 of %2 · Turn %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="595" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="597" />
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Pause (Space)</source>
            <translation>Pause (Space)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Play (Space)</source>
            <translation>Play (Space)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="618" />
            <source>Watch as:</source>
            <translation>Watch as:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="620" />
            <location filename="../farmhouse/app/replay_page.py" line="621" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="622" />
            <source>Click a line to see the board as it was then.</source>
            <translation>Click a line to see the board as it was then.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1231" />
            <source>Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here).</source>
            <extracomment>The replay&apos;s game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="623" />
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="624" />
            <source>Stop watching and go back (Esc).</source>
            <translation>Stop watching and go back (Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="625" />
            <source>Position in the game</source>
            <translation>Position in the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="627" />
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="628" />
            <source>Previous turn (Ctrl+Left, Page Up)</source>
            <translation>Previous turn (Ctrl+Left, Page Up)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="629" />
            <source>Step back (Left)</source>
            <translation>Step back (Left)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="630" />
            <source>Step forward (Right)</source>
            <translation>Step forward (Right)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="631" />
            <source>Next turn (Ctrl+Right, Page Down)</source>
            <translation>Next turn (Ctrl+Right, Page Down)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="632" />
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1108" />
            <source>Watching %1</source>
            <extracomment>The replay page&apos;s name for screen readers: %1 is the game&apos;s title.</extracomment>
            <translation>Watching %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1112" />
            <source>Left and Right step through the moves, Page Up and Page Down through the turns, Space plays, Esc goes back.</source>
            <extracomment>The replay page&apos;s description for screen readers: its keys.</extracomment>
            <translation>Left and Right step through the moves, Page Up and Page Down through the turns, Space plays, Esc goes back.</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="156" />
            <source>Results over time: %n game(s)</source>
            <translation>
                <numerusform>Results over time: %n game</numerusform>
                <numerusform>Results over time: %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="157" />
            <source>%n game(s) won.</source>
            <translation>
                <numerusform>%n game won.</numerusform>
                <numerusform>%n games won.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="173" />
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="174" />
            <source>Other places (the taller, the better)</source>
            <translation>Other places (the taller, the better)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="175" />
            <source>Win rate so far</source>
            <translation>Win rate so far</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="211" />
            <source>No games yet.</source>
            <translation>No games yet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="261" />
            <source>The last %n game(s)</source>
            <translation>
                <numerusform>The last %n game</numerusform>
                <numerusform>The last %n games</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="101" />
            <source>Rules: %1</source>
            <translation>Rules: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="74" />
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
    </context>
    <context>
        <name>SaveDetails</name>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="25" />
            <location filename="../farmhouse/app/save_details.py" line="159" />
            <source>it is a folder, a device or a pipe, not a file</source>
            <translation>it is a folder, a device or a pipe, not a file</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="28" />
            <source>it has %1 bytes, and a saved game has at most %2</source>
            <translation>it has %1 bytes, and a saved game has at most %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="31" />
            <source>its text is not UTF-8 at byte %1</source>
            <translation>its text is not UTF-8 at byte %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="32" />
            <source>the file is empty</source>
            <translation>the file is empty</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="33" />
            <source>the file ends too early: it was cut off</source>
            <translation>the file ends too early: it was cut off</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="36" />
            <source>its text is not valid JSON at line %1, column %2</source>
            <translation>its text is not valid JSON at line %1, column %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="39" />
            <source>its text holds an impossible number or is nested too deeply</source>
            <translation>its text holds an impossible number or is nested too deeply</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="42" />
            <source>%1: a text of %2 characters is too long</source>
            <translation>%1: a text of %2 characters is too long</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="45" />
            <source>%1: the text is not valid Unicode</source>
            <translation>%1: the text is not valid Unicode</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="48" />
            <source>%1: a number is too large</source>
            <translation>%1: a number is too large</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="49" />
            <source>%1: a number is not finite</source>
            <translation>%1: a number is not finite</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="50" />
            <source>%1: nested too deeply</source>
            <translation>%1: nested too deeply</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="51" />
            <source>%1: %2 entries are too many</source>
            <translation>%1: %2 entries are too many</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="52" />
            <source>the field “format” does not say “farmhouse-save”</source>
            <translation>the field “format” does not say “farmhouse-save”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="55" />
            <source>the format version “%1” is not a version number</source>
            <translation>the format version “%1” is not a version number</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="58" />
            <source>it was saved in format version %1, and this version of Farmhouse reads up to version %2</source>
            <translation>it was saved in format version %1, and this version of Farmhouse reads up to version %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="63" />
            <source>it cannot be upgraded from format version %1</source>
            <translation>it cannot be upgraded from format version %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="66" />
            <source>it has a field “%1” that saved games do not have</source>
            <translation>it has a field “%1” that saved games do not have</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="69" />
            <source>the field “%1” is missing</source>
            <translation>the field “%1” is missing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="70" />
            <source>the field “%1” holds the wrong kind of value</source>
            <translation>the field “%1” holds the wrong kind of value</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="73" />
            <source>the field “%1” holds an impossible value: %2</source>
            <translation>the field “%1” holds an impossible value: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="76" />
            <source>the game cannot be played by %n player(s)</source>
            <translation>
                <numerusform>the game cannot be played by %n player</numerusform>
                <numerusform>the game cannot be played by %n players</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="79" />
            <source>player %1: the entry is damaged</source>
            <translation>player %1: the entry is damaged</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="82" />
            <source>player %1: a field “%2” that players do not have</source>
            <translation>player %1: a field “%2” that players do not have</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="85" />
            <source>player %1: the field “%2” is missing</source>
            <translation>player %1: the field “%2” is missing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="88" />
            <source>player %1: the field “%2” holds an impossible value: %3</source>
            <translation>player %1: the field “%2” holds an impossible value: %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="91" />
            <source>player %1: the name is not text</source>
            <translation>player %1: the name is not text</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="94" />
            <source>player %1: the name is empty</source>
            <translation>player %1: the name is empty</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="95" />
            <source>player %1: the name is longer than %2 characters</source>
            <translation>player %1: the name is longer than %2 characters</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="98" />
            <source>player %1: the name holds control characters</source>
            <translation>player %1: the name holds control characters</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="101" />
            <source>player %1: the computer level “%2” is unknown</source>
            <translation>player %1: the computer level “%2” is unknown</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="104" />
            <source>the game “%1” is not available</source>
            <translation>the game “%1” is not available</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="105" />
            <source>the game cannot be set up with these players and rules</source>
            <translation>the game cannot be set up with these players and rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="108" />
            <source>move %1 cannot be played</source>
            <translation>move %1 cannot be played</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="109" />
            <source>move %1 is damaged</source>
            <translation>move %1 is damaged</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="110" />
            <source>move %1: “%2” is no kind of move of this game</source>
            <translation>move %1: “%2” is no kind of move of this game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="113" />
            <source>move %1: a field “%2” that this move does not have</source>
            <translation>move %1: a field “%2” that this move does not have</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="116" />
            <source>move %1: the field “%2” is missing</source>
            <translation>move %1: the field “%2” is missing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="119" />
            <source>move %1: the field “%2” holds an impossible value: %3</source>
            <translation>move %1: the field “%2” holds an impossible value: %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="122" />
            <source>the first move is not a move of this game: %1</source>
            <translation>the first move is not a move of this game: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="125" />
            <source>after its %n move(s) the game is not where the file says</source>
            <translation>
                <numerusform>after its %n move the game is not where the file says</numerusform>
                <numerusform>after its %n moves the game is not where the file says</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="128" />
            <source>the file says the game has ended, but it goes on</source>
            <translation>the file says the game has ended, but it goes on</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="131" />
            <source>the file says the game goes on, but it has ended</source>
            <translation>the file says the game goes on, but it has ended</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="134" />
            <source>this game has no rule option “%1”</source>
            <translation>this game has no rule option “%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="137" />
            <source>the rule option “%1” holds an impossible value: %2</source>
            <translation>the rule option “%1” holds an impossible value: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="140" />
            <source>the rule options cannot be read</source>
            <translation>the rule options cannot be read</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="143" />
            <source>the rule options do not go together</source>
            <translation>the rule options do not go together</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="155" />
            <source>the file does not exist</source>
            <translation>the file does not exist</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="157" />
            <source>Farmhouse is not allowed to read it</source>
            <translation>Farmhouse is not allowed to read it</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="163" />
            <source>the system reports: %1</source>
            <extracomment>A file that cannot be read for a reason the system gives in its own words (%1).</extracomment>
            <translation>the system reports: %1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1010" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>the file is not a saved game (not JSON)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1036" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>the file is not a Farmhouse saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1038" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>the moves do not lead to the saved position (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1043" />
            <source>the game in this file is not available</source>
            <translation>the game in this file is not available</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1045" />
            <source>the file contains a move that is not allowed</source>
            <translation>the file contains a move that is not allowed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1053" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>the file was saved by a newer version of Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1057" />
            <source>the file cannot be read</source>
            <translation>the file cannot be read</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1058" />
            <source>unknown problem (%1)</source>
            <translation>unknown problem (%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1012" />
            <source>the saved game is damaged or incomplete</source>
            <translation>the saved game is damaged or incomplete</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1014" />
            <source>the file is too large to be a saved game</source>
            <translation>the file is too large to be a saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1018" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>the saved game holds a value that is not allowed (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1031" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>a computer player in the file has a level this version of Farmhouse does not know</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1023" />
            <source>a player's name is too long</source>
            <translation>a player's name is too long</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1025" />
            <source>a rule option in the file has a value that is not allowed (the file was changed or damaged)</source>
            <translation>a rule option in the file has a value that is not allowed (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1084" />
            <source>the rule option “%1” has a value that is not allowed</source>
            <translation>the rule option “%1” has a value that is not allowed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1049" />
            <source>the moves in this file belong to another game</source>
            <translation>the moves in this file belong to another game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1070" />
            <source>this file is not a saved %1 game: its moves belong to another game</source>
            <extracomment>A save whose moves are another game's (e.g. its game was changed by hand); %1 is the title of the game the file claims to be.</extracomment>
            <translation>this file is not a saved %1 game: its moves belong to another game</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="851" />
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
            <location filename="../farmhouse/app/start_page.py" line="660" />
            <source>Continue: %1</source>
            <translation>Continue: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="663" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="678" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — damaged file: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="697" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>No saved games yet. Start a new game above!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="811" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>Animal board games for friends, family and the computer</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="812" />
            <location filename="../farmhouse/app/start_page.py" line="813" />
            <source>Your games</source>
            <translation>Your games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="814" />
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="880" />
            <source>%1 · %2 · %3 · %4 · finished</source>
            <extracomment>A finished saved game in the list: game · players · date · moves · finished.</extracomment>
            <translation>%1 · %2 · %3 · %4 · finished</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="883" />
            <source>%1 · %2 · %3 · %4</source>
            <extracomment>A saved game in the list: game · players · date · moves.</extracomment>
            <translation>%1 · %2 · %3 · %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1351" />
            <source>%1 · %2 · %3 · finished</source>
            <extracomment>A finished saved game in the list whose file name names its game already ("Black Sheep 2"): players · date · moves · finished.</extracomment>
            <translation>%1 · %2 · %3 · finished</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1355" />
            <source>%1 · %2 · %3</source>
            <extracomment>A saved game in the list whose file name names its game already ("Black Sheep 2"): players · date · moves.</extracomment>
            <translation>%1 · %2 · %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="757" />
            <source>Delete saved game</source>
            <translation>Delete saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="758" />
            <source>Delete “%1”? It cannot be brought back.</source>
            <translation>Delete “%1”? It cannot be brought back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1384" />
            <source>Delete the autosave of %1 (%2, %3)? It cannot be brought back.</source>
            <extracomment>Asked before an autosave is deleted: %1 is the game, %2 its players' names, %3 the date and time it was saved (as the saved-games list shows them).</extracomment>
            <translation>Delete the autosave of %1 (%2, %3)? It cannot be brought back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="784" />
            <source>Cannot delete</source>
            <translation>Cannot delete</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="785" />
            <source>“%1” could not be deleted: %2</source>
            <translation>“%1” could not be deleted: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="816" />
            <source>Delete…</source>
            <translation>Delete…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="895" />
            <source>Autosave · %1</source>
            <extracomment>A line of the saved-games list for an autosave: %1 is game · players · date · moves.</extracomment>
            <translation>Autosave · %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="898" />
            <source>“%1” · %2</source>
            <extracomment>A line of the saved-games list for a file saved by hand: %1 its file name, %2 game · players · date · moves (players · date · moves where its name says the game).</extracomment>
            <translation>“%1” · %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="817" />
            <source>Watch</source>
            <translation>Watch</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="819" />
            <source>Watch the selected finished game again, step by step.</source>
            <translation>Watch the selected finished game again, step by step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="821" />
            <source>Watch a game…</source>
            <translation>Watch a game…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="822" />
            <source>Choose a saved game and watch it step by step.</source>
            <translation>Choose a saved game and watch it step by step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="815" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="955" />
            <source>⚠ %1 — needs a newer version of Farmhouse</source>
            <extracomment>A line of the saved-games list for a file a newer version of Farmhouse saved (this one cannot open it; it is not damaged): %1 is the file's name (or its line: "“Friday” · Black Sheep · …").</extracomment>
            <translation>⚠ %1 — needs a newer version of Farmhouse</translation>
        </message>
    </context>
    <context>
        <name>StatsKeeper</name>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="237" />
            <source>Statistics are not available now: another program is using their file.</source>
            <translation>Statistics are not available now: another program is using their file.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="238" />
            <source>Statistics are not available now: their file cannot be read or written.</source>
            <translation>Statistics are not available now: their file cannot be read or written.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="317" />
            <source>Statistics rebuilt from %n saved game(s).</source>
            <translation>
                <numerusform>Statistics rebuilt from %n saved game.</numerusform>
                <numerusform>Statistics rebuilt from %n saved games.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="318" />
            <source>%n past game(s) added to your statistics.</source>
            <translation>
                <numerusform>%n past game added to your statistics.</numerusform>
                <numerusform>%n past games added to your statistics.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="418" />
            <location filename="../farmhouse/app/stats_keeper.py" line="426" />
            <source>This game could not be added to your statistics: %1</source>
            <translation>This game could not be added to your statistics: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="440" />
            <source>Your statistics were written by a newer version of Farmhouse. That file has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>Your statistics were written by a newer version of Farmhouse. That file has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="446" />
            <source>Your statistics file was damaged. It has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>Your statistics file was damaged. It has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="102" />
            <source>Rebuilding the statistics…</source>
            <translation>Rebuilding the statistics…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="103" />
            <source>Rebuilding the statistics from your saves… %1 of %2</source>
            <translation>Rebuilding the statistics from your saves… %1 of %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="108" />
            <source>Counting your past games…</source>
            <translation>Counting your past games…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="109" />
            <source>Counting your past games… %1 of %2</source>
            <translation>Counting your past games… %1 of %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="474" />
            <source>Statistics are not available now.</source>
            <translation>Statistics are not available now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="512" />
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="513" />
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="514" />
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="515" />
            <source>Wins</source>
            <translation>Wins</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="516" />
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="517" />
            <source>Average score</source>
            <translation>Average score</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="518" />
            <source>Best score</source>
            <translation>Best score</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="519" />
            <source>Longest win streak</source>
            <translation>Longest win streak</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="523" />
            <source>Against %1</source>
            <translation>Against %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="555" />
            <location filename="../farmhouse/app/stats_page.py" line="647" />
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="558" />
            <source>All players</source>
            <translation>All players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="614" />
            <source>Your past games are being counted; their results appear here soon.</source>
            <translation>Your past games are being counted; their results appear here soon.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="616" />
            <source>No finished games yet.
Play a game to its end and it is counted here: wins, scores and streaks of every player you name, and a chart of their results.</source>
            <translation>No finished games yet.
Play a game to its end and it is counted here: wins, scores and streaks of every player you name, and a chart of their results.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="664" />
            <source>Scores of different games are not comparable: see each game's row.</source>
            <translation>Scores of different games are not comparable: see each game's row.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="671" />
            <source>No game against this level.</source>
            <translation>No game against this level.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="674" />
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="678" />
            <source>Won %1 of %n game(s); finished ahead of every such AI in %2.</source>
            <translation>
                <numerusform>Won %1 of %n game; finished ahead of every such AI in %2.</numerusform>
                <numerusform>Won %1 of %n games; finished ahead of every such AI in %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="701" />
            <source>%1%</source>
            <extracomment>A percentage: %1 is the number ("67%").</extracomment>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Places and scores</source>
            <translation>Places and scores</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="715" />
            <source> · </source>
            <extracomment>Between the seats of a finished game's line ("1. Ann 42 · 2. Bob 30").</extracomment>
            <translation> · </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="723" />
            <source>%1 (%2)</source>
            <extracomment>A computer player in a finished game's line: its name and level.</extracomment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="729" />
            <source>%1. %2 %3</source>
            <extracomment>A seat in a finished game's line: its place, name and score ("1. Ann 42").</extracomment>
            <translation>%1. %2 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="729" />
            <source>Played as: %1</source>
            <extracomment>Under a finished game's line in its tooltip when a player was renamed since: %1 is the line with the names the game was played under (as its save and its replay show them).</extracomment>
            <translation>Played as: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="755" />
            <source>Listed: the newest %1 of %n game(s).</source>
            <translation>
                <numerusform>Listed: the newest %1 of %n game.</numerusform>
                <numerusform>Listed: the newest %1 of %n games.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="774" />
            <source>Results of %1 in all games</source>
            <translation>Results of %1 in all games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="777" />
            <source>Results of %1 in %2</source>
            <translation>Results of %1 in %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="816" />
            <source>The save of this game is no longer on disk.</source>
            <translation>The save of this game is no longer on disk.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="830" />
            <location filename="../farmhouse/app/stats_page.py" line="860" />
            <location filename="../farmhouse/app/stats_page.py" line="878" />
            <source>Rename player</source>
            <translation>Rename player</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="831" />
            <source>New name for %1:</source>
            <translation>New name for %1:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="833" />
            <source>Rename</source>
            <translation>Rename</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="863" />
            <source>A name needs at least one letter and at most %1 characters, without control characters.</source>
            <translation>A name needs at least one letter and at most %1 characters, without control characters.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="881" />
            <source>“%1” is already the name of another player. Count the games of %2 as %1's?</source>
            <translation>“%1” is already the name of another player. Count the games of %2 as %1's?</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="890" />
            <source>Merge</source>
            <translation>Merge</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="942" />
            <source>Rebuild from saves</source>
            <translation>Rebuild from saves</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="948" />
            <source>Rebuild</source>
            <translation>Rebuild</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1006" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1007" />
            <source>Back to start</source>
            <translation>Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1008" />
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1009" />
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1010" />
            <source>Rename…</source>
            <translation>Rename…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1011" />
            <source>Merge…</source>
            <translation>Merge…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1012" />
            <source>Rebuild from saves…</source>
            <translation>Rebuild from saves…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1013" />
            <location filename="../farmhouse/app/stats_page.py" line="1016" />
            <source>Finished games</source>
            <translation>Finished games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1014" />
            <source>Watch</source>
            <translation>Watch</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1015" />
            <source>Each player's record per game</source>
            <translation>Each player's record per game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="959" />
            <source>Count the finished games again from the files on disk? Only games whose saved game or autosave is still there are counted: a game whose files you deleted will be lost from the statistics. Player names, renames and merges are kept.</source>
            <translation>Count the finished games again from the files on disk? Only games whose saved game or autosave is still there are counted: a game whose files you deleted will be lost from the statistics. Player names, renames and merges are kept.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="526" />
            <source>Hints</source>
            <translation>Hints</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="527" />
            <source>Take-backs</source>
            <translation>Take-backs</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="673" />
            <source>%n hint(s) asked for in these games</source>
            <translation>
                <numerusform>%n hint asked for in these games</numerusform>
                <numerusform>%n hints asked for in these games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="677" />
            <source>%n move(s) taken back in these games</source>
            <translation>
                <numerusform>%n move taken back in these games</numerusform>
                <numerusform>%n moves taken back in these games</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="788" />
            <source>A player without a name (“%1”) is counted for nobody: give names when a game starts to keep everyone's record.</source>
            <extracomment>%1 is the second seat's name when none is given ("Player 2"), as the app names such a player.</extracomment>
            <translation>A player without a name (“%1”) is counted for nobody: give names when a game starts to keep everyone's record.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1412" />
            <source>No player has a record yet: only players with a name are counted. When you start a new game, type each person's name in their box (where it says “%1”), and their games count from then on.</source>
            <extracomment>%1 is the first seat's name when none is given ("Player 1"), as the New game dialog shows it in the name's box.</extracomment>
            <translation>No player has a record yet: only players with a name are counted. When you start a new game, type each person's name in their box (where it says “%1”), and their games count from then on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1419" />
            <source>No record yet: only players with a name are counted.</source>
            <translation>No record yet: only players with a name are counted.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="476" />
            <source>Back to the game</source>
            <translation>Back to the game</translation>
        </message>
    </context>
    <context>
        <name>ThinkingSign</name>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="109" />
            <source>%1 is thinking… %2 / %3 s</source>
            <extracomment>The thinking sign: %1 the AI player's name, %2 the seconds it has used, %3 the seconds it may use ("Bot 2 is thinking… 0.6 / 1 s").</extracomment>
            <translation>%1 is thinking… %2 / %3 s</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="113" />
            <source>Looking for a hint… %2 / %3 s</source>
            <extracomment>The thinking sign while a hint is looked for: %2 the seconds used, %3 those allowed ("Looking for a hint… 0.4 / 1 s").</extracomment>
            <translation>Looking for a hint… %2 / %3 s</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="123" />
            <source>Move now</source>
            <translation>Move now</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="125" />
            <source>Let the computer play the best move it has found so far (M).</source>
            <translation>Let the computer play the best move it has found so far (M).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="128" />
            <source>Show now</source>
            <translation>Show now</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="130" />
            <source>Show the hint with what the computer has found so far (M).</source>
            <translation>Show the hint with what the computer has found so far (M).</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="121" />
            <source>%1 is about to move…</source>
            <extracomment>The thinking sign once the AI's time is up, before it moves: %1 its name.</extracomment>
            <translation>%1 is about to move…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="124" />
            <source>The hint is almost ready…</source>
            <extracomment>The thinking sign once a hint's time is up, before it is shown.</extracomment>
            <translation>The hint is almost ready…</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1082" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1095" />
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="48" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1227" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="651" />
            <source>There is no such tile.</source>
            <translation>There is no such tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1198" />
            <source>The end</source>
            <translation>The end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>Done (E)</source>
            <translation>Done (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>End turn (E)</source>
            <translation>End turn (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="24" />
            <source>Wooly Bully</source>
            <translation>Wooly Bully</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="31" />
            <source>Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, published by Asmodée in 2002.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, published by Asmodée in 2002.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="39" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="177" />
            <source>Seat %1</source>
            <comment>a seat without a name</comment>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="63" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>black</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="64" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="65" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="74" />
            <source>village</source>
            <translation>village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="75" />
            <source>forest</source>
            <translation>forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="76" />
            <source>black meadow</source>
            <translation>black meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="77" />
            <source>blue meadow</source>
            <translation>blue meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>red meadow</source>
            <translation>red meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="79" />
            <source>yellow meadow</source>
            <translation>yellow meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>north</source>
            <translation>north</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>east</source>
            <translation>east</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>south</source>
            <translation>south</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>west</source>
            <translation>west</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="95" />
            <source>%1 and %2</source>
            <comment>two halves of a side</comment>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a %1 meadow</source>
            <translation>a %1 meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="106" />
            <source>a %1 meadow with forest</source>
            <translation>a %1 meadow with forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="108" />
            <source>a %1 meadow with village</source>
            <translation>a %1 meadow with village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a %1 and %2 meadow</source>
            <translation>a %1 and %2 meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="112" />
            <source>a village</source>
            <translation>a village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="113" />
            <source>a forest</source>
            <translation>a forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a wolf</source>
            <translation>a wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a hunter</source>
            <translation>a hunter</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a landscape tile</source>
            <translation>a landscape tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="130" />
            <source>%1 landscape tile(s)</source>
            <translation>
                <numerusform>%1 landscape tile</numerusform>
                <numerusform>%1 landscape tiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="141" />
            <source>a shepherd tile</source>
            <translation>a shepherd tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="143" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="163" />
            <source>the Village Square</source>
            <translation>the Village Square</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) north</source>
            <comment>place</comment>
            <translation>
                <numerusform>%n tile north</numerusform>
                <numerusform>%n tiles north</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) south</source>
            <comment>place</comment>
            <translation>
                <numerusform>%n tile south</numerusform>
                <numerusform>%n tiles south</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) east</source>
            <comment>place</comment>
            <translation>
                <numerusform>%n tile east</numerusform>
                <numerusform>%n tiles east</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) west</source>
            <comment>place</comment>
            <translation>
                <numerusform>%n tile west</numerusform>
                <numerusform>%n tiles west</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="164" />
            <source>%1 of the Village Square</source>
            <translation>%1 of the Village Square</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="174" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="387" />
            <source>%1, %2</source>
            <comment>a tile and its place</comment>
            <extracomment>A tile on the landscape (%1, "a blue meadow") and where it lies (%2, "2 east of the Village Square"), for screen readers and the tile's tooltip.</extracomment>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="179" />
            <source>Open place, %1</source>
            <translation>Open place, %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="188" />
            <source>%1 (other side: %2), in your hand, key %3</source>
            <translation>%1 (other side: %2), in your hand, key %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in your hand</source>
            <translation>%1 (other side: %2), in your hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in %3's hand</source>
            <extracomment>A replay's board: a tile (%1, its other side %2) in a player's (%3) hand.</extracomment>
            <translation>%1 (other side: %2), in %3's hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 1st</source>
            <translation>quit 1st</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 2nd</source>
            <translation>quit 2nd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 3rd</source>
            <translation>quit 3rd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 4th</source>
            <translation>quit 4th</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="236" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="237" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="299" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>All your tiles for this turn are laid: end your turn (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="245" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="270" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>Choose a tile from your hand first (keys 1–9).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="269" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>Waiting for %1…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="272" />
            <source>Quit for %n point(s)? Q again quits; Esc cancels.</source>
            <translation>
                <numerusform>Quit for %n point? Q again quits; Esc cancels.</numerusform>
                <numerusform>Quit for %n points? Q again quits; Esc cancels.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>No tile fits: click %n tile of your hand to discard.</numerusform>
                <numerusform>No tile fits: click %n tiles of your hand to discard.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="279" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="281" />
            <source>Your tile touches two or more tiles: lay one more now (keys 1–9).</source>
            <translation>Your tile touches two or more tiles: lay one more now (keys 1–9).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="285" />
            <source>Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with an arrow fits once flipped (F).</source>
            <translation>Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with an arrow fits once flipped (F).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="289" />
            <source>Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.</source>
            <translation>Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="292" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>Lay the wolf on a lit forest place. Esc puts it back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>Lay the hunter on a lit place, or right on a prowling wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="294" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>Lay your shepherd tile on a lit place to reveal your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="766" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>This face fits nowhere: flip it (F) or choose another tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click turns it, F flips it, Esc puts it back.</source>
            <translation>Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click turns it, F flips it, Esc puts it back.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="322" />
            <source>Game over: %1 wins with %n point(s)</source>
            <translation>
                <numerusform>Game over: %1 wins with %n point</numerusform>
                <numerusform>Game over: %1 wins with %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="324" />
            <source>Game over: a shared win</source>
            <translation>Game over: a shared win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="326" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="343" />
            <source>%1 is playing</source>
            <translation>%1 is playing</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="330" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ Your answer to %1's tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="333" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ Your turn: discard %n tile</numerusform>
                <numerusform>▶ Your turn: discard %n tiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="335" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ Your turn: lay one more tile now</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="337" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ Your turn: all your tiles are laid</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="338" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ Your turn: %n tile to lay</numerusform>
                <numerusform>▶ Your turn: %n tiles to lay</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="341" />
            <source>%1 may answer %2's tile</source>
            <translation>%1 may answer %2's tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="344" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1 is playing: %n tile to lay</numerusform>
                <numerusform>%1 is playing: %n tiles to lay</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="352" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="359" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="886" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1, +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="363" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>laid no tile</source>
            <translation>laid no tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="364" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="898" />
            <source> · </source>
            <comment>separator of the parts of a line</comment>
            <translation> · </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="378" />
            <source>%1 lays a %2 meadow.</source>
            <translation>%1 lays a %2 meadow.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="380" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1 lays a %2 meadow with forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="382" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1 lays a %2 meadow with village.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="384" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1 lays a tile with %2 and %3 meadows.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>%1 lays a village.</source>
            <translation>%1 lays a village.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="387" />
            <source>%1 lays a forest.</source>
            <translation>%1 lays a forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="392" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>%1's wolf pounces on the hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>%1 sets a wolf loose in the forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>Bang! %1's hunter chases the wolf away.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>%1 sends a hunter into the forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="404" />
            <source>The hunter leaves the game.</source>
            <translation>The hunter leaves the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="405" />
            <source>The wolf leaves the game.</source>
            <translation>The wolf leaves the game.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="416" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1 draws the last %n tile from the bag.</numerusform>
                <numerusform>%1 draws the last %n tiles from the bag.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="417" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1 draws %n tile.</numerusform>
                <numerusform>%1 draws %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="423" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1 gains an extra placement for revealing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="424" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1 gains %n extra placement.</numerusform>
                <numerusform>%1 gains %n extra placements.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="434" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>A %1 field with %2 sheep is enclosed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="441" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>Two forests grow together: the wolves in them still prowl.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="443" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>Two forests grow together: the hunter now keeps the wolves at bay.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="444" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>Two forests grow together: the wolf now prowls the whole forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="451" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1 quits; no bonus is left.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="453" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1 is the first to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="454" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1 is the second to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="455" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1 is the third to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="481" />
            <source>%1 plays on alone.</source>
            <translation>%1 plays on alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="482" />
            <source>Everyone else has quit: the last player plays on alone.</source>
            <translation>Everyone else has quit: the last player plays on alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="487" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="494" />
            <source>%1: %2</source>
            <comment>seat and colour</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="500" />
            <source>The colours are revealed: %1. Nobody had %2.</source>
            <translation>The colours are revealed: %1. Nobody had %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>The colours are revealed: %1.</source>
            <translation>The colours are revealed: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1 scores %n point: %2 from fields, %3 quit bonus.</numerusform>
                <numerusform>%1 scores %n points: %2 from fields, %3 quit bonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="522" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Everyone has quit. %1 wins with %n point.</numerusform>
                <numerusform>Everyone has quit. %1 wins with %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="524" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Nobody can lay a tile any more. %1 wins with %n point.</numerusform>
                <numerusform>Nobody can lay a tile any more. %1 wins with %n points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="528" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>Everyone has quit. The win is shared by %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="529" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>Nobody can lay a tile any more. The win is shared by %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="539" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1 reveals their colour, %2, and lays their shepherd tile.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1 draws %2 (only you see it).</numerusform>
                <numerusform>%1 draws %2 (only you see them).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="594" />
            <source>%1 draws %2.</source>
            <comment>tiles seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) drew, which only that player saw.</extracomment>
            <translation>%1 draws %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>The tile touches two or more tiles: %1 must lay one more at once.</source>
            <translation>The tile touches two or more tiles: %1 must lay one more at once.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="553" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>No tile fits: %1 must discard %n tile.</numerusform>
                <numerusform>No tile fits: %1 must discard %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>%1 discards %2 (only you see it).</source>
            <extracomment>A private log line: only the discarding player (%1) sees which tile (%2).</extracomment>
            <translation>%1 discards %2 (only you see it).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="601" />
            <source>%1 discards %2.</source>
            <extracomment>The log of a replay with everything shown: the tile (%2) a player (%1) discarded, which only that player saw.</extracomment>
            <translation>%1 discards %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>%1 discards a tile.</source>
            <translation>%1 discards a tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1 lays no tile this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>%1 is the last player left and plays on: a turn without a tile draws one.</source>
            <translation>%1 is the last player left and plays on: a turn without a tile draws one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="567" />
            <source>%1 lays no tile and draws one from the bag instead.</source>
            <translation>%1 lays no tile and draws one from the bag instead.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>%1 does not answer.</source>
            <translation>%1 does not answer.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="635" />
            <source>the %1 side needs %2, not %3</source>
            <translation>the %1 side needs %2, not %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>It does not fit here: %1.</source>
            <translation>It does not fit here: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="647" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="648" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="649" />
            <source>That is not a Wooly Bully move.</source>
            <translation>That is not a Wooly Bully move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="650" />
            <source>That tile is not in your hand.</source>
            <translation>That tile is not in your hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="652" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>That side of the tile cannot be laid this way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="654" />
            <source>To lay a wolf or hunter forest side up, use its own button (W or H); its meadow side is laid like any tile.</source>
            <translation>To lay a wolf or hunter forest side up, use its own button (W or H); its meadow side is laid like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="657" />
            <source>The tile cannot be turned that way.</source>
            <translation>The tile cannot be turned that way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="658" />
            <source>That place is already taken.</source>
            <translation>That place is already taken.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="659" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>A tile must touch a tile already in the landscape.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="661" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="665" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>One of your landscape tiles fits, so you must lay a tile first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="667" />
            <source>That tile is not a wolf.</source>
            <translation>That tile is not a wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="668" />
            <source>That tile is not a hunter.</source>
            <translation>That tile is not a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="670" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>A wolf cannot go into a forest where a hunter is already waiting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="673" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>A wolf prowls that forest: lay the hunter right on the wolf instead.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="675" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>This wolf is already kept at bay by a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="676" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>A wolf may not be laid on a hunter in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="677" />
            <source>You have already revealed your colour.</source>
            <translation>You have already revealed your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="678" />
            <source>First lay the extra tile you owe.</source>
            <translation>First lay the extra tile you owe.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="679" />
            <source>Nothing needs to be discarded now.</source>
            <translation>Nothing needs to be discarded now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="680" />
            <source>There is nothing to answer now.</source>
            <translation>There is nothing to answer now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="681" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>You are answering another player's tile: click Done.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="682" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>Start with 3 or 4 tiles in hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="684" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="699" />
            <source>lay %1</source>
            <comment>hint: the move</comment>
            <translation>lay %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>flip tile %1 and lay %2</source>
            <comment>hint: the move</comment>
            <extracomment>%1 the tile&apos;s number in the hand (its key), %2 the face it is laid on, which the hand does not show: "flip tile 2 and lay a village".</extracomment>
            <translation>flip tile %1 and lay %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="701" />
            <source>set a wolf loose</source>
            <comment>hint: the move</comment>
            <translation>set a wolf loose</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>send a hunter</source>
            <comment>hint: the move</comment>
            <translation>send a hunter</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="705" />
            <source>reveal your colour and lay your shepherd tile</source>
            <comment>hint: the move</comment>
            <translation>reveal your colour and lay your shepherd tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="708" />
            <source>quit now</source>
            <comment>hint: the move</comment>
            <translation>quit now</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="709" />
            <source>quit now for +%1</source>
            <comment>hint: the move</comment>
            <translation>quit now for +%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="711" />
            <source>end your turn</source>
            <comment>hint: the move</comment>
            <translation>end your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>finish your answer</source>
            <comment>hint: the move</comment>
            <translation>finish your answer</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="715" />
            <source>discard the marked tile</source>
            <comment>hint: the move</comment>
            <translation>discard the marked tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="729" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>First discard %n tile from your hand.</numerusform>
                <numerusform>First discard %n tiles from your hand.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>This wolf fits nowhere now, and neither does its meadow side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="737" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>This hunter fits nowhere now, and neither does its meadow side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>This tile fits nowhere now, on either face. Try another one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="741" />
            <source>You hold no hunter.</source>
            <translation>You hold no hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="742" />
            <source>You hold no wolf.</source>
            <translation>You hold no wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="848" />
            <source>Please wait: it is not your turn.</source>
            <translation>Please wait: it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="756" />
            <source>No forest has room for a wolf now.</source>
            <translation>No forest has room for a wolf now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>No forest has room for a hunter now.</source>
            <translation>No forest has room for a hunter now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="761" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="765" />
            <source>Turned this way it fits nowhere: turn it (R).</source>
            <translation>Turned this way it fits nowhere: turn it (R).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="776" />
            <source>As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).</source>
            <translation>Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="782" />
            <source>As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="784" />
            <source>Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).</source>
            <translation>Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>This side fits nowhere now, but its other side does: flip it (F) to lay it.</source>
            <translation>This side fits nowhere now, but its other side does: flip it (F) to lay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="794" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>Tied on points: the larger enclosed field wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="795" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>Tied on points and field: whoever quit first wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>Tied on points, field and quitting: the win is shared.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="813" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n point, winner</numerusform>
                <numerusform>%1. %2 — %n points, winner</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="815" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n point</numerusform>
                <numerusform>%1. %2 — %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="833" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>Colour: %1 (revealed during the game)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Colour: %1 (kept secret)</source>
            <translation>Colour: %1 (kept secret)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="839" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>No enclosed field without a wolf: 0 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="843" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>Enclosed fields: %1 = %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="844" />
            <source> + </source>
            <comment>sum of fields</comment>
            <translation> + </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="849" />
            <source>Best enclosed field: %1 sheep</source>
            <translation>Best enclosed field: %1 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="853" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>Other enclosed fields (not counted): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="859" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>Spoiled by a wolf (sheep): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="862" />
            <source>Not enclosed (sheep): %1</source>
            <translation>Not enclosed (sheep): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="865" />
            <source>Did not quit: no bonus</source>
            <translation>Did not quit: no bonus</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>Quit bonus: +%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="870" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>Total: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="889" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>%n tile in hand</numerusform>
                <numerusform>%n tiles in hand</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>colour: %1</source>
            <translation>colour: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>revealed: %1</source>
            <translation>revealed: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="907" />
            <source>Tiles in hand at the start</source>
            <translation>Tiles in hand at the start</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>Answer other players' tiles (wolf, hunter, reveal, quit)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="909" />
            <source>A hunter guards the whole forest</source>
            <translation>A hunter guards the whole forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="910" />
            <source>Score every enclosed field</source>
            <translation>Score every enclosed field</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="911" />
            <source>A wolf may pounce on a hunter</source>
            <translation>A wolf may pounce on a hunter</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="912" />
            <source>Extra placements instead of extra tiles</source>
            <translation>Extra placements instead of extra tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="913" />
            <source>Lay one more after touching two or more</source>
            <translation>Lay one more after touching two or more</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="914" />
            <source>The last player draws instead of passing</source>
            <translation>The last player draws instead of passing</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="923" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="927" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="932" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="937" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>Count the sheep of all your enclosed fields without wolves, not only the best one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="940" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>A wolf may also be laid on a hunter, which then leaves the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="943" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="947" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="952" />
            <source>When everyone else has quit, the last player plays on: a turn in which they lay no tile draws one tile from the bag, until the bag is empty. Off: such a turn ends the game at once.</source>
            <translation>When everyone else has quit, the last player plays on: a turn in which they lay no tile draws one tile from the bag, until the bag is empty. Off: such a turn ends the game at once.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="995" />
            <source>The published rules: %n tile(s).</source>
            <translation>
                <numerusform>The published rules: %n tile.</numerusform>
                <numerusform>The published rules: %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="997" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>This game: %n tile.</numerusform>
                <numerusform>This game: %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: on.</source>
            <translation>The published rules: on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: off.</source>
            <translation>The published rules: off.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>On in this game.</source>
            <translation>On in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>Off in this game.</source>
            <translation>Off in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1004" />
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3</source>
            <comment>option, its explanation, its setting</comment>
            <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1052" />
            <source>The goal</source>
            <translation>The goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1055" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1064" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1070" />
            <source>The tiles</source>
            <translation>The tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1073" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1078" />
            <source>The two faces of one tile</source>
            <translation>The two faces of one tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1079" />
            <source>One face turned four ways</source>
            <translation>One face turned four ways</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1085" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1091" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>Everybody draws %n tile from the bag.</numerusform>
                <numerusform>Everybody draws %n tiles from the bag.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1092" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>The Village Square and a shepherd tile face down</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1098" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1104" />
            <source>A tile that fits beside the Village Square</source>
            <translation>A tile that fits beside the Village Square</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1107" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1115" />
            <source>Fields</source>
            <translation>Fields</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1118" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1124" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>Four meadow corners enclose a field of 4 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1127" />
            <source>Wolves and hunters</source>
            <translation>Wolves and hunters</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1128" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>Wolf, hunter, a meadow back and a shepherd tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1131" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1138" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1145" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1150" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1156" />
            <source>Revealing your colour</source>
            <translation>Revealing your colour</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1159" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1167" />
            <source>Quitting</source>
            <translation>Quitting</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1170" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1178" />
            <source>The last player then draws one tile from the bag on each turn in which they lay no tile, until the bag is empty; only after that does such a turn end the game.</source>
            <translation>The last player then draws one tile from the bag on each turn in which they lay no tile, until the bag is empty; only after that does such a turn end the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1184" />
            <source>In this game, once the last player ends a turn without laying a tile, the game is over.</source>
            <translation>In this game, once the last player ends a turn without laying a tile, the game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1190" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1201" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1207" />
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1210" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1216" />
            <source>In this game every such field counts.</source>
            <translation>In this game every such field counts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1218" />
            <source>Only your best such field counts.</source>
            <translation>Only your best such field counts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1222" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1229" />
            <source>Playing with the mouse</source>
            <translation>Playing with the mouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1233" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1240" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1247" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1254" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1260" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1267" />
            <source>Playing with the keyboard</source>
            <translation>Playing with the keyboard</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1269" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9: choose a tile of your hand; Esc: put it back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1270" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R: turn clockwise, Shift + R: turn back; F: flip.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1273" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1276" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter or Space: lay it there.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1277" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1280" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="348" />
            <source>You have no tile with that number.</source>
            <translation>You have no tile with that number.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="502" />
            <source>This tile looks the same every way round.</source>
            <translation>This tile looks the same every way round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="513" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>Your shepherd tile is laid with its sheep showing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="527" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>Turned so that it fits here: click again (or Enter) to lay it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="584" />
            <source>%1 Turned another way it fits here: press R.</source>
            <translation>%1 Turned another way it fits here: press R.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="590" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1 Its other face fits here: press F to flip it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="603" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="690" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>Choose a tile from your hand first (keys 1–9), then a lit place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="140" />
            <source>Bag: %1</source>
            <translation>Bag: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="222" />
            <source>Tiles left in the bag</source>
            <translation>Tiles left in the bag</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="236" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>Your sheep: %1 (revealed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="258" />
            <source>%1's sheep: %2 (revealed)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), revealed.</extracomment>
            <translation>%1's sheep: %2 (revealed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="237" />
            <source>Everybody knows your colour now.</source>
            <translation>Everybody knows your colour now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="259" />
            <source>Everybody knows %1's colour now.</source>
            <translation>Everybody knows %1's colour now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="239" />
            <source>Your sheep: %1 (secret)</source>
            <translation>Your sheep: %1 (secret)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="262" />
            <source>%1's sheep: %2 (secret)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), still secret.</extracomment>
            <translation>%1's sheep: %2 (secret)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="240" />
            <source>Only you can see this: keep it secret.</source>
            <translation>Only you can see this: keep it secret.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="263" />
            <source>Only %1 knows this colour: it is still secret.</source>
            <translation>Only %1 knows this colour: it is still secret.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="305" />
            <source>Reveal (V)</source>
            <translation>Reveal (V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="306" />
            <source>Wolf (W)</source>
            <translation>Wolf (W)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="307" />
            <source>Hunter (H)</source>
            <translation>Hunter (H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="309" />
            <source>Quit (Q)</source>
            <translation>Quit (Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="312" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom in (+)</source>
            <translation>Zoom in (+)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom out (−)</source>
            <translation>Zoom out (−)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Show the whole landscape (0)</source>
            <translation>Show the whole landscape (0)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="338" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>You have quit: your tiles are set aside.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="373" />
            <source>%1 has quit: their tiles are set aside.</source>
            <extracomment>A replay's board: a player (%1) who has quit holds no tiles.</extracomment>
            <translation>%1 has quit: their tiles are set aside.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="340" />
            <source>Your hand is empty.</source>
            <translation>Your hand is empty.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="374" />
            <source>%1's hand is empty.</source>
            <translation>%1's hand is empty.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Rotate (R)</source>
            <translation>Rotate (R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Flip (F)</source>
            <translation>Flip (F)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="352" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>Quit now for a bonus of %n point? You take no more turns.</numerusform>
                <numerusform>Quit now for a bonus of %n points? You take no more turns.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="356" />
            <source>Quit (+%1)</source>
            <translation>Quit (+%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="357" />
            <source>Cancel (Esc)</source>
            <translation>Cancel (Esc)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="292" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <translation>Enclosed %1 field: %2 sheep, spoiled by a wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="295" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>Enclosed %1 field: %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="308" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1: %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="309" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1 scores this %2 field: %3 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="377" />
            <source>Laid by %1 since your last move</source>
            <translation>Laid by %1 since your last move</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="385" />
            <source>Laid by %1 since %2's last move</source>
            <extracomment>A replay's board: a tile laid by a player (%1) since the last move of the player (%2) whose view the board shows.</extracomment>
            <translation>Laid by %1 since %2's last move</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="111" />
            <source>Human</source>
            <extracomment>Who plays a seat: a person at this computer (the other choice is the AI).</extracomment>
            <translation>Human</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="112" />
            <source>AI</source>
            <translation>AI</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="115" />
            <source>Name of player %1</source>
            <translation>Name of player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="116" />
            <source>Player %1: human or AI</source>
            <translation>Player %1: human or AI</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="117" />
            <source>Player %1: AI level</source>
            <translation>Player %1: AI level</translation>
        </message>
    </context>
    <context>
        <name>HoldingsStrip</name>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="247" />
            <source>Nothing in hand</source>
            <extracomment>A replay with everything shown: under a player's name, instead of the cards or tiles that player held in hand, when they held none at that moment.</extracomment>
            <translation>Nothing in hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="248" />
            <source>What each player held that the others could not see</source>
            <translation>What each player held that the others could not see</translation>
        </message>
    </context>
</TS>
