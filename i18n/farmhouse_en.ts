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
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="313" />
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="325" />
            <source>Bonus cards: 6 points each</source>
            <translation>Bonus cards: 6 points each</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="334" />
            <source>majority per animal · complete set</source>
            <translation>majority per animal · complete set</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="344" />
            <source>Task cards (reconstructed deck)</source>
            <translation>Task cards (reconstructed deck)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>face up</source>
            <translation>face up</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="347" />
            <source>your secret</source>
            <translation>your secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="351" />
            <source>%1's secret</source>
            <translation>%1's secret</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>retired</source>
            <translation>retired</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="452" />
            <source>%1 (just played)</source>
            <translation>%1 (just played)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="504" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>Completion number: on identical combinations the lower one wins.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="136" />
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
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
        <message>
            <location filename="../farmhouse/app/game_over.py" line="60" />
            <source>%1. %2 — %3</source>
            <comment>place. name — score</comment>
            <translation>%1. %2 — %3</translation>
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
            <location filename="../farmhouse/app/game_ui.py" line="129" />
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="139" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="140" />
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
            <location filename="../farmhouse/app/main_window.py" line="160" />
            <source>No recent games</source>
            <translation>No recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="164" />
            <source>Clear list</source>
            <translation>Clear list</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="168" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>&amp;Recent games</source>
            <translation>&amp;Recent games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Result…</source>
            <translation>&amp;Result…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Back to start</source>
            <translation>&amp;Back to start</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>AI &amp;speed</source>
            <translation>AI &amp;speed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="182" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="189" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;About Farmhouse</source>
            <translation>&amp;About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="226" />
            <source>The computer player failed</source>
            <translation>The computer player failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="227" />
            <source>The AI could not choose a move: %1</source>
            <translation>The AI could not choose a move: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="271" />
            <source>Open saved game</source>
            <translation>Open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="282" />
            <location filename="../farmhouse/app/main_window.py" line="293" />
            <source>Cannot open saved game</source>
            <translation>Cannot open saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="283" />
            <location filename="../farmhouse/app/main_window.py" line="294" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>“%1” cannot be opened: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="321" />
            <source>Save game</source>
            <translation>Save game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="335" />
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="336" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>The game could not be saved to “%1”: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="347" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse games (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>Autosave failed</source>
            <translation>Autosave failed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="410" />
            <source>The translation for %1 is not available.</source>
            <translation>The translation for %1 is not available.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="452" />
            <source>About Farmhouse</source>
            <translation>About Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="454" />
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
            <location filename="../farmhouse/app/controller.py" line="231" />
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="278" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="309" />
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="310" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="311" />
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="315" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="329" />
            <source>Choose the deal (seed)</source>
            <translation>Choose the deal (seed)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="332" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Seed:</source>
            <translation>Seed:</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="337" />
            <source>The same seed and moves replay the same game.</source>
            <translation>The same seed and moves replay the same game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="338" />
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>Start game</source>
            <translation>Start game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="340" />
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
            <location filename="../farmhouse/app/start_page.py" line="320" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>the file is not a saved game (not JSON)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="322" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>the file is not a Farmhouse saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="324" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>the moves do not lead to the saved position (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="329" />
            <source>the game in this file is not available</source>
            <translation>the game in this file is not available</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="331" />
            <source>the file contains a move that is not allowed</source>
            <translation>the file contains a move that is not allowed</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="335" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>the file was saved by a newer version of Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="339" />
            <source>the file cannot be read</source>
            <translation>the file cannot be read</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>unknown problem (%1)</source>
            <translation>unknown problem (%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="330" />
            <source>the saved game is damaged or incomplete</source>
            <translation>the saved game is damaged or incomplete</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is too large to be a saved game</source>
            <translation>the file is too large to be a saved game</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>the saved game holds a value that is not allowed (the file was changed or damaged)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="341" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>a computer player in the file has a level this version of Farmhouse does not know</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="266" />
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
            <location filename="../farmhouse/app/start_page.py" line="211" />
            <source>Continue: %1</source>
            <translation>Continue: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="214" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="223" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — damaged file: %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="232" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>No saved games yet. Start a new game above!</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="247" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>Animal board games for friends, family and the computer</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="248" />
            <source>Your games</source>
            <translation>Your games</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="249" />
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="286" />
            <source>finished</source>
            <translation>finished</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="105" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>Human</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
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
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="25" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>Pick dice to send your gauchos after cattle and sell the finest herds.</translation>
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
</TS>
