<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>horse</source>
            <translation>horse</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>cow</source>
            <translation>cow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>pig</source>
            <translation>pig</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>sheep</source>
            <translation>sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>chicken</source>
            <translation>chicken</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="41" />
            <source>black sheep</source>
            <translation>black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="54" />
            <source>five of a kind</source>
            <translation>five of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="55" />
            <source>four of a kind</source>
            <translation>four of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="56" />
            <source>full house (3+2)</source>
            <translation>full house (3+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>three of a kind</source>
            <translation>three of a kind</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>two pairs (2+2)</source>
            <translation>two pairs (2+2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>one pair</source>
            <translation>one pair</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>all different</source>
            <translation>all different</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>purple</source>
            <translation>purple</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="80" />
            <source>Most %1: %2 points</source>
            <translation>Most %1: %2 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="83" />
            <source>%1 + %2: %3 points per pair</source>
            <translation>%1 + %2: %3 points per pair</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>All six black sheep: wins the game</source>
            <translation>All six black sheep: wins the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="94" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="104" />
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="110" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 plays %2 to pasture %3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="112" />
            <source>%1 discards %2.</source>
            <translation>%1 discards %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="120" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>Pasture %1 scores: %2 wins %3 with %4.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="123" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source> and </source>
            <translation> and </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="131" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>Searching for a figure for pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="133" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>Refilling pasture %1: %2 turned up.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="138" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>No figure can be found for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="139" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>The supply has no figure for pasture %1: the end is triggered.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="144" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>Pasture %1 is turned over: it is not refilled any more.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="145" />
            <source>Pasture %1 is turned over.</source>
            <translation>Pasture %1 is turned over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="150" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 won the pasture and plays next.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="160" />
            <source>Game over: %1 wins with %2 points.</source>
            <translation>Game over: %1 wins with %2 points.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source>Game over: a shared win for %1.</source>
            <translation>Game over: a shared win for %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="173" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 completes their side of pasture %2 (completion number %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="178" />
            <source>You drew %1.</source>
            <translation>You drew %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 draws %n card.</numerusform>
                <numerusform>%1 draws %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="183" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>The discard pile is shuffled into a new deck of %1 cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>A %1 figure goes onto pasture %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="191" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>The %1 figure on pasture %2 goes back to the supply.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="196" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>%n turned-up card goes to the discard pile.</numerusform>
                <numerusform>%n turned-up cards go to the discard pile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="202" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>Nobody can play any more: the game ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="226" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="320" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="228" />
            <source>That is not a Black Sheep move.</source>
            <translation>That is not a Black Sheep move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="229" />
            <source>There is no such pasture.</source>
            <translation>There is no such pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="230" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>Pasture %(pasture)s is turned over and takes no cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="231" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>Your side of pasture %(pasture)s already holds 3 cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="233" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="236" />
            <source>You do not hold %(cards)s.</source>
            <translation>You do not hold %(cards)s.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="237" />
            <source>You may discard only after playing a single card.</source>
            <translation>You may discard only after playing a single card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="238" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>You do not hold the %(card)s you want to discard.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="239" />
            <source>You can play, so you may not pass.</source>
            <translation>You can play, so you may not pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>That move is not allowed (%1).</source>
            <translation>That move is not allowed (%1).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source> or </source>
            <translation> or </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="267" />
            <source>%1 passes</source>
            <translation>%1 passes</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="269" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1: %2 to pasture %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="272" />
            <source>, discards %1</source>
            <translation>, discards %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="279" />
            <source>tied on points: most figures wins</source>
            <translation>tied on points: most figures wins</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="280" />
            <source>tied on points and figures: the win is shared</source>
            <translation>tied on points and figures: the win is shared</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="281" />
            <source>all six black sheep win outright (task T12)</source>
            <translation>all six black sheep win outright (task T12)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>%1. %2 — %3 points</source>
            <translation>%1. %2 — %3 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="301" />
            <source>(winner)</source>
            <translation>(winner)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="322" />
            <source>%1: %2 = %3</source>
            <translation>%1: %2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="329" />
            <source>No figures</source>
            <translation>No figures</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="331" />
            <source>Figures: %1 points</source>
            <translation>Figures: %1 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="333" />
            <source>Majority card (%1): +6</source>
            <translation>Majority card (%1): +6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>Complete sets: %1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>Task %1 (%2): +%3</source>
            <translation>Task %1 (%2): +%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="341" />
            <source>(own secret task)</source>
            <translation>(own secret task)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="343" />
            <source>Total: %1</source>
            <translation>Total: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Black Sheep</source>
            <translation>Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="358" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="366" />
            <source>Task cards (variant, reconstructed deck)</source>
            <translation>Task cards (variant, reconstructed deck)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>Figure values hidden until the end</source>
            <translation>Figure values hidden until the end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="376" />
            <source>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</source>
            <translation>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="380" />
            <source>Nobody may look at the values of their own figures before the end (BS-11.1).</source>
            <translation>Nobody may look at the values of their own figures before the end (BS-11.1).</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="391" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="394" />
            <source>%1 points known</source>
            <translation>%1 points known</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="395" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="405" />
            <source>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</source>
            <translation>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="409" />
            <source>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</source>
            <translation>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="415" />
            <source>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</source>
            <translation>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</source>
            <translation>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="424" />
            <source>If you cannot play any card, you pass.</source>
            <translation>If you cannot play any card, you pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="426" />
            <source>Task-card variant (this game): there are no bonus cards. Six task cards are in play, some face up and one or two secret per player. When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus the points of every task card in play that you meet, whoever held it.</source>
            <translation>Task-card variant (this game): there are no bonus cards. Six task cards are in play, some face up and one or two secret per player. When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus the points of every task card in play that you meet, whoever held it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</source>
            <translation>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="438" />
            <source>The highest total wins; on a tie, the player with more figures.</source>
            <translation>The highest total wins; on a tie, the player with more figures.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Widest the prompt line over the hand may be before it is shrunk (scene units).</extracomment>
            <translation>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="115" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>Choose a pasture first: A, S or D, or ←/→.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="135" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="210" />
            <source>You have no such card.</source>
            <translation>You have no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="139" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="175" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>Please wait: it is not your turn to choose.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="191" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>You can only play to your own side: the %1 edge of a pasture, nearest to you.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="207" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="238" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>First answer the discard question (or press Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="213" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="242" />
            <source>You have no legal play: you must pass.</source>
            <translation>You have no legal play: you must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="218" />
            <source>You may play at most two cards in one turn.</source>
            <translation>You may play at most two cards in one turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="224" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>No pasture takes these cards together: no side of yours has room for two cards.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="229" />
            <source>This card cannot be played now.</source>
            <translation>This card cannot be played now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="245" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="299" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>Choose one or two cards from your hand first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="274" />
            <source>No play of these cards is allowed there.</source>
            <translation>No play of these cards is allowed there.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="323" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>Discard a card? (optional, after playing one card to %1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="330" />
            <source>You have no legal play and must pass.</source>
            <translation>You have no legal play and must pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="340" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="358" />
            <source>Discard %1 (key %2)</source>
            <translation>Discard %1 (key %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="365" />
            <source>Keep all (K)</source>
            <translation>Keep all (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="370" />
            <source>Esc: back</source>
            <translation>Esc: back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="376" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>Your turn: choose 1 or 2 cards, then your side of a pasture.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="378" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>Now click your side of a lit pasture (A · S · D).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="379" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>Choose one more card: no side of yours takes this card alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="166" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="199" />
            <source>known points: %1</source>
            <translation>known points: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="186" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="212" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="226" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1 (rank %2) — key %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="252" />
            <source>Deck: %1</source>
            <translation>Deck: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="269" />
            <source>Discard: %1</source>
            <translation>Discard: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="282" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>Last round: pastures are no longer refilled</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="304" />
            <source>Last moves</source>
            <translation>Last moves</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="315" />
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="327" />
            <source>Bonus cards: 6 points each</source>
            <translation>Bonus cards: 6 points each</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="336" />
            <source>majority per animal · complete set</source>
            <translation>majority per animal · complete set</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>Task cards (reconstructed deck)</source>
            <translation>Task cards (reconstructed deck)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="348" />
            <source>face up</source>
            <translation>face up</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="349" />
            <source>your secret</source>
            <translation>your secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>%1's secret</source>
            <translation>%1's secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="420" />
            <source>retired</source>
            <translation>retired</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="454" />
            <source>%1 (just played)</source>
            <translation>%1 (just played)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="506" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>Completion number: on identical combinations the lower one wins.</translation>
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
            <location filename="../farmhouse/app/game_over.py" line="35" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="43" />
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="45" />
            <source>Shared win: %1</source>
            <translation>Shared win: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="57" />
            <source>%1. %2 — %3 points</source>
            <translation>%1. %2 — %3 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="85" />
            <source>Back to start</source>
            <translation>Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="86" />
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="242" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="249" />
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="251" />
            <source>%1 (AI) is playing</source>
            <translation>%1 (AI) is playing</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="317" />
            <source>%1 (AI, %2)</source>
            <translation>%1 (AI, %2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="324" />
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="325" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="326" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="327" />
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
            <location filename="../farmhouse/app/game_ui.py" line="127" />
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="136" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="137" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="73" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the turn banner and the seat lines of the side panel (300 px wide) and on the hand-over screen.</extracomment>
            <translation>Pass the computer to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="75" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>Everybody else, please look away: the next screen shows a hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="78" />
            <source>I'm %1, show my hand</source>
            <translation>I'm %1, show my hand</translation>
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
            <location filename="../farmhouse/app/main_window.py" line="420" />
            <source>The translation for %1 is not available.</source>
            <translation>The translation for %1 is not available.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>About Farmhouse</source>
            <translation>About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="464" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="172" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>Please wait, it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="194" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 cannot play and passes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="234" />
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
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="40" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="48" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="132" />
            <source>Seat %1</source>
            <comment>a seat without a name</comment>
            <extracomment>How many cells beyond the landscape the fitted view grows when a tile reaches its edge. The fitted zoom is a power of this step (refits that change little keep the zoom). Room around the ghost for its frame, which keeps a few pixels' width at every zoom.</extracomment>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="55" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>black</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="57" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>red</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="58" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>village</source>
            <translation>village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="67" />
            <source>forest</source>
            <translation>forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="68" />
            <source>black meadow</source>
            <translation>black meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="69" />
            <source>blue meadow</source>
            <translation>blue meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="70" />
            <source>red meadow</source>
            <translation>red meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="71" />
            <source>yellow meadow</source>
            <translation>yellow meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>north</source>
            <translation>north</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>east</source>
            <translation>east</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>south</source>
            <translation>south</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>west</source>
            <translation>west</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="87" />
            <source>%1 and %2</source>
            <comment>two halves of a side</comment>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="96" />
            <source>a %1 meadow</source>
            <translation>a %1 meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="98" />
            <source>a %1 meadow with forest</source>
            <translation>a %1 meadow with forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="100" />
            <source>a %1 meadow with village</source>
            <translation>a %1 meadow with village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="102" />
            <source>a %1 and %2 meadow</source>
            <translation>a %1 and %2 meadow</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a village</source>
            <translation>a village</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="105" />
            <source>a forest</source>
            <translation>a forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a wolf</source>
            <translation>a wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a hunter</source>
            <translation>a hunter</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a landscape tile</source>
            <translation>a landscape tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="122" />
            <source>%n landscape tile(s)</source>
            <translation>
                <numerusform>%n landscape tile</numerusform>
                <numerusform>%n landscape tiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 1st</source>
            <translation>quit 1st</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 2nd</source>
            <translation>quit 2nd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 3rd</source>
            <translation>quit 3rd</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 4th</source>
            <translation>quit 4th</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="151" />
            <source>%1 lays a %2 meadow.</source>
            <translation>%1 lays a %2 meadow.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="153" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1 lays a %2 meadow with forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1 lays a %2 meadow with village.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="157" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1 lays a tile with %2 and %3 meadows.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="159" />
            <source>%1 lays a village.</source>
            <translation>%1 lays a village.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%1 lays a forest.</source>
            <translation>%1 lays a forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="165" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>%1's wolf pounces on the hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="166" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>%1 sets a wolf loose in the forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="171" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>Bang! %1's hunter chases the wolf away.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="172" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>%1 sends a hunter into the forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="177" />
            <source>The hunter leaves the game.</source>
            <translation>The hunter leaves the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="178" />
            <source>The wolf leaves the game.</source>
            <translation>The wolf leaves the game.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1 draws the last %n tile from the bag.</numerusform>
                <numerusform>%1 draws the last %n tiles from the bag.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="190" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1 draws %n tile.</numerusform>
                <numerusform>%1 draws %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="196" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1 gains an extra placement for revealing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="197" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1 gains %n extra placement.</numerusform>
                <numerusform>%1 gains %n extra placements.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="205" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="207" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>A %1 field with %2 sheep is enclosed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="214" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>Two forests grow together: the wolves in them still prowl.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="216" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>Two forests grow together: the hunter now keeps the wolves at bay.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="217" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>Two forests grow together: the wolf now prowls the whole forest.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="224" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1 quits; no bonus is left.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1 is the first to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="227" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1 is the second to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="228" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1 is the third to quit and earns +%2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="235" />
            <source>%1 plays on alone.</source>
            <translation>%1 plays on alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="241" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="248" />
            <source>%1: %2</source>
            <comment>seat and colour</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="254" />
            <source>The colours are revealed: %1. Nobody had %2.</source>
            <translation>The colours are revealed: %1. Nobody had %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="256" />
            <source>The colours are revealed: %1.</source>
            <translation>The colours are revealed: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="261" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1 scores %n point: %2 from fields, %3 quit bonus.</numerusform>
                <numerusform>%1 scores %n points: %2 from fields, %3 quit bonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Everyone has quit. %1 wins with %n point.</numerusform>
                <numerusform>Everyone has quit. %1 wins with %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="278" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Nobody can lay a tile any more. %1 wins with %n point.</numerusform>
                <numerusform>Nobody can lay a tile any more. %1 wins with %n points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="282" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>Everyone has quit. The win is shared by %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="283" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>Nobody can lay a tile any more. The win is shared by %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1 reveals their colour, %2, and lays their shepherd tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="297" />
            <source>You drew %1.</source>
            <comment>tiles</comment>
            <translation>You drew %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>%1 touched two or more tiles and must lay one more at once.</source>
            <translation>%1 touched two or more tiles and must lay one more at once.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="307" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>No tile fits: %1 must discard %n tile.</numerusform>
                <numerusform>No tile fits: %1 must discard %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="310" />
            <source>You discard %1.</source>
            <translation>You discard %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="311" />
            <source>%1 discards a tile.</source>
            <translation>%1 discards a tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="313" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1 lays no tile this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="319" />
            <source>%1 lets it pass.</source>
            <translation>%1 lets it pass.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="353" />
            <source>the %1 side needs %2, not %3</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Event keys the log deliberately leaves out (bookkeeping that another line already says).</extracomment>
            <translation>the %1 side needs %2, not %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="360" />
            <source>It does not fit here: %1.</source>
            <translation>It does not fit here: %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="365" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="366" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="367" />
            <source>That is not a Wooly Bully move.</source>
            <translation>That is not a Wooly Bully move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="368" />
            <source>That tile is not in your hand.</source>
            <translation>That tile is not in your hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="369" />
            <source>There is no such tile.</source>
            <translation>There is no such tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="370" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>That side of the tile cannot be laid this way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="372" />
            <source>A wolf or hunter goes down forest side up with its own button; its meadow side is laid like any tile.</source>
            <translation>A wolf or hunter goes down forest side up with its own button; its meadow side is laid like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="375" />
            <source>The tile cannot be turned that way.</source>
            <translation>The tile cannot be turned that way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="376" />
            <source>That place is already taken.</source>
            <translation>That place is already taken.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="377" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>A tile must touch a tile already in the landscape.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="379" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="383" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>One of your landscape tiles fits, so you must lay a tile first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="385" />
            <source>That tile is not a wolf.</source>
            <translation>That tile is not a wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>That tile is not a hunter.</source>
            <translation>That tile is not a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="388" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>A wolf cannot go into a forest where a hunter is already waiting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="391" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>A wolf prowls that forest: lay the hunter right on the wolf instead.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>This wolf is already kept at bay by a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="394" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>A wolf may not be laid on a hunter in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="395" />
            <source>You have already revealed your colour.</source>
            <translation>You have already revealed your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="396" />
            <source>First lay the extra tile you owe.</source>
            <translation>First lay the extra tile you owe.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="397" />
            <source>Nothing needs to be discarded now.</source>
            <translation>Nothing needs to be discarded now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>There is nothing to answer now.</source>
            <translation>There is nothing to answer now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>You are answering another player's tile: click Done.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="400" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>Start with 3 or 4 tiles in hand.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="402" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="418" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>First discard %n tile from your hand.</numerusform>
                <numerusform>First discard %n tiles from your hand.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="421" />
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="431" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>Tied on points: the larger enclosed field wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>Tied on points and field: whoever quit first wins.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="433" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>Tied on points, field and quitting: the win is shared.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="450" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n point, winner</numerusform>
                <numerusform>%1. %2 — %n points, winner</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="452" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n point</numerusform>
                <numerusform>%1. %2 — %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="470" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>Colour: %1 (revealed during the game)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="472" />
            <source>Colour: %1 (kept secret)</source>
            <translation>Colour: %1 (kept secret)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="476" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>No enclosed field without a wolf: 0 points</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="480" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>Enclosed fields: %1 = %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="481" />
            <source> + </source>
            <comment>sum of fields</comment>
            <translation> + </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="486" />
            <source>Best enclosed field: %1 sheep</source>
            <translation>Best enclosed field: %1 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="490" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>Other enclosed fields (not counted): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="496" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>Spoiled by a wolf (sheep): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="499" />
            <source>Not enclosed (sheep): %1</source>
            <translation>Not enclosed (sheep): %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>Did not quit: no bonus</source>
            <translation>Did not quit: no bonus</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="505" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>Quit bonus: +%1 (%2)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>Total: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="523" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="180" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1, +%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="526" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>%n tile in hand</numerusform>
                <numerusform>%n tiles in hand</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="530" />
            <source>colour: %1</source>
            <translation>colour: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="532" />
            <source>revealed: %1</source>
            <translation>revealed: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="534" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="185" />
            <source>passed</source>
            <translation>passed</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="535" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="186" />
            <source> · </source>
            <comment>separator of the parts of a line</comment>
            <translation> · </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="543" />
            <source>Wooly Bully</source>
            <translation>Wooly Bully</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>Tiles in hand at the start</source>
            <translation>Tiles in hand at the start</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="558" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>Answer other players' tiles (wolf, hunter, reveal, quit)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>A hunter guards the whole forest</source>
            <translation>A hunter guards the whole forest</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="560" />
            <source>Score every enclosed field</source>
            <translation>Score every enclosed field</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="561" />
            <source>A wolf may pounce on a hunter</source>
            <translation>A wolf may pounce on a hunter</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="562" />
            <source>Extra placements instead of extra tiles</source>
            <translation>Extra placements instead of extra tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>Lay one more after touching two or more</source>
            <translation>Lay one more after touching two or more</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="576" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="581" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="586" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>Count the sheep of all your enclosed fields without wolves, not only the best one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="589" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>A wolf may also be laid on a hunter, which then leaves the game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="592" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="596" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="638" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>This game: %n tile.</numerusform>
                <numerusform>This game: %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: on.</source>
            <translation>The published rules: on.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: off.</source>
            <translation>The published rules: off.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>On in this game.</source>
            <translation>On in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>Off in this game.</source>
            <translation>Off in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="645" />
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3</source>
            <comment>option, its explanation, its setting</comment>
            <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="692" />
            <source>The goal</source>
            <translation>The goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="695" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="704" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="710" />
            <source>The tiles</source>
            <translation>The tiles</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="718" />
            <source>The two faces of one tile</source>
            <translation>The two faces of one tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="719" />
            <source>One face turned four ways</source>
            <translation>One face turned four ways</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="725" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="731" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>Everybody draws %n tile from the bag.</numerusform>
                <numerusform>Everybody draws %n tiles from the bag.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="732" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>The Village Square and a shepherd tile face down</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <source>A tile that fits beside the Village Square</source>
            <translation>A tile that fits beside the Village Square</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="755" />
            <source>Fields</source>
            <translation>Fields</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="764" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>Four meadow corners enclose a field of 4 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="767" />
            <source>Wolves and hunters</source>
            <translation>Wolves and hunters</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="768" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>Wolf, hunter, a meadow back and a shepherd tile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="771" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="790" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Revealing your colour</source>
            <translation>Revealing your colour</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="799" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="807" />
            <source>Quitting</source>
            <translation>Quitting</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="810" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="818" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="826" />
            <source>The end</source>
            <translation>The end</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="829" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="838" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="844" />
            <source>In this game every such field counts.</source>
            <translation>In this game every such field counts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="846" />
            <source>Only your best such field counts.</source>
            <translation>Only your best such field counts.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="850" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="855" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="857" />
            <source>Playing with the mouse</source>
            <translation>Playing with the mouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="861" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="875" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="882" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="888" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>Playing with the keyboard</source>
            <translation>Playing with the keyboard</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9: choose a tile of your hand; Esc: put it back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="898" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R: turn clockwise, Shift + R: turn back; F: flip.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="901" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="904" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter or Space: lay it there.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="905" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="152" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="189" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="206" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="504" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>Choose a tile from your hand first (keys 1–9).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="235" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>Waiting for %1…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="239" />
            <source>Quit for %n point(s)? Press Q again or Enter; Esc cancels.</source>
            <translation>
                <numerusform>Quit for %n point? Press Q again or Enter; Esc cancels.</numerusform>
                <numerusform>Quit for %n points? Press Q again or Enter; Esc cancels.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="246" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>No tile fits: click %n tile of your hand to discard.</numerusform>
                <numerusform>No tile fits: click %n tiles of your hand to discard.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="251" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="254" />
            <source>You touched two or more tiles: lay one more now (keys 1–9).</source>
            <translation>You touched two or more tiles: lay one more now (keys 1–9).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="256" />
            <source>Choose a tile from your hand (keys 1–9), then a lit place.</source>
            <translation>Choose a tile from your hand (keys 1–9), then a lit place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="259" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="261" />
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="269" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>All your tiles for this turn are laid: end your turn (E).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="263" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>Lay the wolf on a lit forest place. Esc puts it back.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="265" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>Lay the hunter on a lit place, or right on a prowling wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="267" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>Lay your shepherd tile on a lit place to reveal your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="271" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>This face fits nowhere: flip it (F) or choose another tile.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="272" />
            <source>Click a lit place to lay it. R or right click turns it, F flips it.</source>
            <translation>Click a lit place to lay it. R or right click turns it, F flips it.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="86" />
            <source>Game over: %1 wins with %n point(s)</source>
            <extracomment>Smallest font of anything a player must read (pixels).</extracomment>
            <translation>
                <numerusform>Game over: %1 wins with %n point</numerusform>
                <numerusform>Game over: %1 wins with %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="89" />
            <source>Game over: a shared win</source>
            <translation>Game over: a shared win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="94" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ Your answer to %1's tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="97" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ Your turn: discard %n tile</numerusform>
                <numerusform>▶ Your turn: discard %n tiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="99" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ Your turn: lay one more tile now</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="103" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ Your turn: all your tiles are laid</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="104" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ Your turn: %n tile to lay</numerusform>
                <numerusform>▶ Your turn: %n tiles to lay</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="107" />
            <source>%1 may answer %2's tile</source>
            <translation>%1 may answer %2's tile</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="112" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1 is playing: %n tile to lay</numerusform>
                <numerusform>%1 is playing: %n tiles to lay</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="139" />
            <source>Tiles left in the bag</source>
            <translation>Tiles left in the bag</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="154" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>Your sheep: %1 (revealed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="155" />
            <source>Everybody knows your colour now.</source>
            <translation>Everybody knows your colour now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="157" />
            <source>Your sheep: %1 (secret)</source>
            <translation>Your sheep: %1 (secret)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="158" />
            <source>Only you can see this: keep it secret.</source>
            <translation>Only you can see this: keep it secret.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="172" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="183" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="207" />
            <source>Your colour (only you see it)</source>
            <translation>Your colour (only you see it)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="215" />
            <source>Colour still secret</source>
            <translation>Colour still secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="235" />
            <source>Bag: %1</source>
            <translation>Bag: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="268" />
            <source>Reveal (V)</source>
            <translation>Reveal (V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="269" />
            <source>Wolf (W)</source>
            <translation>Wolf (W)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="270" />
            <source>Hunter (H)</source>
            <translation>Hunter (H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>Done (E)</source>
            <translation>Done (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>End turn (E)</source>
            <translation>End turn (E)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="272" />
            <source>Quit (Q)</source>
            <translation>Quit (Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="276" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="278" />
            <source>Zoom in (+)</source>
            <translation>Zoom in (+)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="279" />
            <source>Zoom out (−)</source>
            <translation>Zoom out (−)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="280" />
            <source>Show the whole landscape (0)</source>
            <translation>Show the whole landscape (0)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="317" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>You have quit: your tiles are set aside.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="319" />
            <source>Your hand is empty.</source>
            <translation>Your hand is empty.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="333" />
            <source>Rotate (R)</source>
            <translation>Rotate (R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="334" />
            <source>Flip (F)</source>
            <translation>Flip (F)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="344" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>Quit now for a bonus of %n point? You take no more turns.</numerusform>
                <numerusform>Quit now for a bonus of %n points? You take no more turns.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="358" />
            <source>Quit (+%1)</source>
            <translation>Quit (+%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="367" />
            <source>Cancel (Esc)</source>
            <translation>Cancel (Esc)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="54" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="135" />
            <source>You have no tile with that number.</source>
            <translation>You have no tile with that number.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="180" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>This wolf fits nowhere now, and neither does its meadow side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="182" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>This hunter fits nowhere now, and neither does its meadow side.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="183" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>This tile fits nowhere now, on either face. Try another one.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="193" />
            <source>This tile looks the same every way round.</source>
            <translation>This tile looks the same every way round.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="209" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>Your shepherd tile is laid with its sheep showing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="270" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="275" />
            <source>You hold no wolf.</source>
            <translation>You hold no wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="276" />
            <source>No forest has room for a wolf now.</source>
            <translation>No forest has room for a wolf now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="279" />
            <source>You hold no hunter.</source>
            <translation>You hold no hunter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="280" />
            <source>No forest has room for a hunter now.</source>
            <translation>No forest has room for a hunter now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="283" />
            <source>You cannot quit now.</source>
            <translation>You cannot quit now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="294" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="332" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="411" />
            <source>Please wait: it is not your turn.</source>
            <translation>Please wait: it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="318" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>Turned so that it fits here: click again (or Enter) to lay it.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="336" />
            <source>First discard %n tile(s): click them in your hand.</source>
            <translation>
                <numerusform>First discard %n tile: click it in your hand.</numerusform>
                <numerusform>First discard %n tiles: click them in your hand.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="343" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="415" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>Choose a tile from your hand first (keys 1–9), then a lit place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="368" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1 Its other face fits here: press F to flip it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="522" />
            <source>This tile fits nowhere now.</source>
            <translation>This tile fits nowhere now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="280" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <extracomment>Layer stacking in the scene.</extracomment>
            <translation>Enclosed %1 field: %2 sheep, spoiled by a wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="293" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>Enclosed %1 field: %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="312" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1: %2 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="313" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1 scores this %2 field: %3 sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="393" />
            <source>Laid by %1 since your last move</source>
            <translation>Laid by %1 since your last move</translation>
        </message>
    </context>
</TS>
