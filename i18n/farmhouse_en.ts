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
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="73" />
            <source>black sheep</source>
            <translation>black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="306" />
            <source>Game over: a shared win for %1.</source>
            <translation>Game over: a shared win for %1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="524" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="531" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="151" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="72" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).
----------
Widest the instruction over the hand may be (scene units); it wraps to two lines.</extracomment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="532" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="561" />
            <source>That move is not allowed (%1).</source>
            <translation>That move is not allowed (%1).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="155" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>Please wait: it is not your turn to choose.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="82" />
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="103" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="170" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ your turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="104" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="171" />
            <source>▶ to play</source>
            <translation>▶ to play</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="244" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="50" />
            <source>tiger</source>
            <extracomment>Where the card pictures are (the rules page shows them).</extracomment>
            <translation>tiger</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="51" />
            <source>penguin</source>
            <translation>penguin</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="52" />
            <source>crocodile</source>
            <translation>crocodile</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="53" />
            <source>goat</source>
            <translation>goat</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="54" />
            <source>lion</source>
            <translation>lion</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>elephant</source>
            <translation>elephant</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>giraffe</source>
            <translation>giraffe</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <source>zebra</source>
            <translation>zebra</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>panda</source>
            <translation>panda</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>koala</source>
            <translation>koala</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>kangaroo</source>
            <translation>kangaroo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>hippo</source>
            <translation>hippo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>flamingo</source>
            <translation>flamingo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>camel</source>
            <translation>camel</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>monkey</source>
            <translation>monkey</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>rabbit</source>
            <translation>rabbit</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="75" />
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="868" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="254" />
            <source>Eagle</source>
            <translation>Eagle</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="877" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="310" />
            <source>Mole</source>
            <translation>Mole</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>Thieving Magpie</source>
            <translation>Thieving Magpie</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="940" />
            <source>White Sheep</source>
            <translation>White Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="948" />
            <source>Mother Sheep</source>
            <translation>Mother Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="953" />
            <source>Wolf</source>
            <translation>Wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="106" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="111" />
            <source>%1 ×%2</source>
            <translation>%1 ×%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="132" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="129" />
            <source>Player %1</source>
            <extracomment>Events the board remembers for "Since your last turn" (the newest ones). Events that add a card to the watering hole (the newest cards there are outlined).</extracomment>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="149" />
            <source>%1 draws the joker from %2 (card %3).</source>
            <translation>%1 draws the joker from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="150" />
            <source>%1 draws the Eagle from %2 (card %3).</source>
            <translation>%1 draws the Eagle from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1 draws the Mole from %2 (card %3).</source>
            <translation>%1 draws the Mole from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="152" />
            <source>%1 draws the Thieving Magpie from %2 (card %3).</source>
            <translation>%1 draws the Thieving Magpie from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1 draws the White Sheep from %2 (card %3).</source>
            <translation>%1 draws the White Sheep from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="154" />
            <source>%1 draws the Mother Sheep from %2 (card %3).</source>
            <translation>%1 draws the Mother Sheep from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1 draws the Wolf from %2 (card %3).</source>
            <translation>%1 draws the Wolf from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="159" />
            <source>%1 draws %4 from %2 (card %3).</source>
            <translation>%1 draws %4 from %2 (card %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (card %4).</source>
            <translation>%1 asks %2 for %3 with the Eagle: %2 hands one over (card %4).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="174" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="183" />
            <source>the joker</source>
            <translation>the joker</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="186" />
            <source>%1 takes %3 from %2's zoo with the Magpie (card %4); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1 takes %3 from %2's zoo with the Magpie (card %4); %2 now has %n triplet.</numerusform>
                <numerusform>%1 takes %3 from %2's zoo with the Magpie (card %4); %2 now has %n triplets.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="199" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>The pile is empty: the Mother Sheep brings nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="201" />
            <source>The Mother Sheep brings %1 from the pile (card %2).</source>
            <translation>The Mother Sheep brings %1 from the pile (card %2).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>The Wolf covers nothing: the watering hole was empty.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>The Wolf covers %n card: it goes to %1 at the end of the turn.</numerusform>
                <numerusform>The Wolf covers %n cards: they go to %1 at the end of the turn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="230" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1's turn ends: %n card may be placed.</numerusform>
                <numerusform>%1's turn ends: %n cards may be placed.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="231" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1's turn ends with nothing to place.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="233" />
            <source>%1 stops without drawing.</source>
            <translation>%1 stops without drawing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1 stops after %n card: too few to place any.</numerusform>
                <numerusform>%1 stops after %n cards: too few to place any.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="236" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1 stops after %2 cards and may place %n card.</numerusform>
                <numerusform>%1 stops after %2 cards and may place %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="246" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="248" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>With the White Sheep, %1 places %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="250" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1 places the joker as %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="252" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1 places %2 in their zoo (now %3).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="261" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="265" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1 takes the Thieving Magpie: a third species in their zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="267" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1 takes the Thieving Magpie: %2 is in another zoo too.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="277" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>The pile is empty: %1 gets no cards.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="279" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1 draws the last %n card of the pile.</numerusform>
                <numerusform>%1 draws the last %n cards of the pile.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="280" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1 refills their hand with %n card from the pile.</numerusform>
                <numerusform>%1 refills their hand with %n cards from the pile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="287" />
            <source>Nothing moved this turn (idle turns in a row: %1 of %2).</source>
            <translation>Nothing moved this turn (idle turns in a row: %1 of %2).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="295" />
            <source>The game ends after %1 turns.</source>
            <translation>The game ends after %1 turns.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>Nothing has moved for %1 turns: the game ends.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="305" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>Game over: %1 wins with %n triplet.</numerusform>
                <numerusform>Game over: %1 wins with %n triplets.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1 draws %2's black sheep: a forced end, nothing is placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="318" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1 does not ask with the Eagle.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1 looks at %2's hand with the Mole (%n card).</numerusform>
                <numerusform>%1 looks at %2's hand with the Mole (%n cards).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="327" />
            <source>You see %1's hand: %2.</source>
            <translation>You see %1's hand: %2.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="330" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1's hand holds no set card: the Mole finds nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="333" />
            <source>%1 takes %3 from %2's hand with the Mole (card %4).</source>
            <translation>%1 takes %3 from %2's hand with the Mole (card %4).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>No other zoo holds a card: the Magpie takes nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="343" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1 takes nothing with the Magpie.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="347" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1 may place a card from their hand with the White Sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="350" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1 holds no set card to place with the White Sheep.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="353" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1 places nothing with the White Sheep.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="359" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>%n card from under the Wolf goes to %1.</numerusform>
                <numerusform>%n cards from under the Wolf go to %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="363" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1 takes %n card from the watering hole.</numerusform>
                <numerusform>%1 takes %n cards from the watering hole.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="368" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1 completes a triplet of %2: %n triplet now.</numerusform>
                <numerusform>%1 completes a triplet of %2: %n triplets now.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="375" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1 leaves %n placement unused.</numerusform>
                <numerusform>%1 leaves %n placements unused.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>You drew %1 from the pile.</source>
            <translation>You drew %1 from the pile.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="388" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1 has %n triplet and wins!</numerusform>
                <numerusform>%1 has %n triplets and wins!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="443" />
            <source>%1 drew %2's black sheep at once: nothing placed.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Events of the active seat's drawing step (``seat`` is the active seat): the first one seen opens a turn in a summary. Events that get a line of their own in a turn summary (worded as in the game log).</extracomment>
            <translation>%1 drew %2's black sheep at once: nothing placed.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="445" />
            <source>%1 drew %n card(s), then %2's black sheep: nothing placed.</source>
            <translation>
                <numerusform>%1 drew %n card, then %2's black sheep: nothing placed.</numerusform>
                <numerusform>%1 drew %n cards, then %2's black sheep: nothing placed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="451" />
            <source>%1 drew %n card(s), then asked %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1 drew %n card, then asked %2 for %3 with the Eagle in vain.</numerusform>
                <numerusform>%1 drew %n cards, then asked %2 for %3 with the Eagle in vain.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="458" />
            <source>%1 stopped without drawing.</source>
            <translation>%1 stopped without drawing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="459" />
            <source>%1 drew %n card(s) and stopped.</source>
            <translation>
                <numerusform>%1 drew %n card and stopped.</numerusform>
                <numerusform>%1 drew %n cards and stopped.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="480" />
            <source>%1 placed %2 in their zoo.</source>
            <translation>%1 placed %2 in their zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="518" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>Now draw a card from another player's hand, or stop.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="519" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>First decide on the Eagle: ask a player for a species, or do not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>First choose the card the Mole takes.</source>
            <translation>First choose the card the Mole takes.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="521" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>First decide on the Magpie: take a card from another zoo, or nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="522" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>First the White Sheep's owner decides whether to place a card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="523" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>Now place cards into your zoo, or finish placing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="526" />
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="533" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>That is not a Bye-Bye Black Sheep move.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="534" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="304" />
            <source>There is no such player.</source>
            <translation>There is no such player.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="535" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>Draw from another player's hand, not your own.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="536" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>Ask another player with the Eagle, not yourself.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="537" />
            <source>That species is not in this game.</source>
            <translation>That species is not in this game.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="539" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>With the Mole you must choose one set card from the hand you see.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>That card is not in the hand you see.</source>
            <translation>That card is not in the hand you see.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="543" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>The Mole takes only a set card: an animal or the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="545" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>The Magpie takes from another player's zoo, not your own.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="546" />
            <source>That zoo holds no such card.</source>
            <translation>That zoo holds no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="547" />
            <source>You do not hold that card.</source>
            <translation>You do not hold that card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="548" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>Special cards are never placed in a zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="549" />
            <source>Choose the species the joker stands for.</source>
            <translation>Choose the species the joker stands for.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="550" />
            <source>Only the joker is declared as a species.</source>
            <translation>Only the joker is declared as a species.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="570" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>%n triplet</numerusform>
                <numerusform>%n triplets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="576" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>Tied on triplets: the most cards in the zoo win.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="577" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>Tied on triplets and zoo cards: the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="586" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>Nothing moved for %1 turns in a row, so the game ended.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="590" />
            <source>The game reached its turn limit and ended.</source>
            <translation>The game reached its turn limit and ended.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="609" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1. %2 — %n triplet (winner)</numerusform>
                <numerusform>%1. %2 — %n triplets (winner)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1. %2 — %n triplet</numerusform>
                <numerusform>%1. %2 — %n triplets</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="631" />
            <source>Triplets: %1</source>
            <translation>Triplets: %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="633" />
            <source>No triplet</source>
            <translation>No triplet</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="638" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>Zoo, %n card: %1</numerusform>
                <numerusform>Zoo, %n cards: %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="640" />
            <source>Empty zoo</source>
            <translation>Empty zoo</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="642" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>Reached the goal of %n triplet first.</numerusform>
                <numerusform>Reached the goal of %n triplets first.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>Bye-Bye Black Sheep</source>
            <translation>Bye-Bye Black Sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="657" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="665" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>Advanced game: White Sheep, Mother Sheep and Wolf</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="666" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="675" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="679" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="699" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>Triplets %1/%2 · hand %3 · zoo %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Players</source>
            <extracomment>The frame colour of the black sheep on the rules page (on the board: its owner's colour).</extracomment>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Species</source>
            <translation>Species</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Triplets to win</source>
            <translation>Triplets to win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="772" />
            <source>This game: advanced game with the joker.</source>
            <translation>This game: advanced game with the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="774" />
            <source>This game: advanced game, without the joker.</source>
            <translation>This game: advanced game, without the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>This game: base game with the joker.</source>
            <translation>This game: base game with the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="778" />
            <source>This game: base game, without the joker.</source>
            <translation>This game: base game, without the joker.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="780" />
            <source>Goal</source>
            <translation>Goal</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="784" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="791" />
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="795" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="803" />
            <source>Your turn: draw cards</source>
            <translation>Your turn: draw cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="807" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="816" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="825" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="830" />
            <source>Stop and place</source>
            <translation>Stop and place</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="834" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="844" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="849" />
            <source>Special cards</source>
            <translation>Special cards</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="853" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="863" />
            <source>Black sheep</source>
            <translation>Black sheep</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="864" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>Ends your turn at once: it goes back to its owner and you place nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="870" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="879" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="896" />
            <source>After the turn</source>
            <translation>After the turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="900" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="907" />
            <source>End of the game</source>
            <translation>End of the game</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="911" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="919" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="925" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="929" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="942" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="949" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>The top card of the pile joins the watering hole as well.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="962" />
            <source>Joker (option)</source>
            <translation>Joker (option)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="971" />
            <source>Controls</source>
            <translation>Controls</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="973" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>Draw: click another player's hand, or press the number on their panel.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Stop: click Stop, or press S.</source>
            <translation>Stop: click Stop, or press S.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="976" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="985" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="989" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Since your last turn</source>
            <translation>Since your last turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Last turns</source>
            <translation>Last turns</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="294" />
            <source>Triplet!</source>
            <extracomment>How long the steps take at AI speed "normal" (milliseconds).</extracomment>
            <translation>Triplet!</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="49" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <extracomment>Targets whose explanation never changes (set when drawn).</extracomment>
            <translation>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="154" />
            <source>Please wait: %1 decides now.</source>
            <translation>Please wait: %1 decides now.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="161" />
            <source>First choose the joker's species (or press Esc).</source>
            <translation>First choose the joker's species (or press Esc).</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="167" />
            <source>First choose whom to ask.</source>
            <translation>First choose whom to ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="174" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>Cards in a zoo can only be taken with the Thieving Magpie.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="178" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>Your black sheep stays in your hand: it is never placed.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="182" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>You place cards after you stop drawing: two fewer than the cards you drew.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="263" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>You can stop only while drawing cards on your turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="274" />
            <source>First choose with ←/→ or Tab (or click), then press Enter.</source>
            <translation>First choose with ←/→ or Tab (or click), then press Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="302" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>Choose the species with the mouse or ←/→ and Enter.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="311" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="317" />
            <source>There is no such card.</source>
            <translation>There is no such card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="95" />
            <source>Triplets %1/%2</source>
            <extracomment>A risk at least this high is shown in warning red.</extracomment>
            <translation>Triplets %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="97" />
            <source>★ %1/%2</source>
            <translation>★ %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="105" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="172" />
            <source>▶ you decide</source>
            <translation>▶ you decide</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="106" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="173" />
            <source>▶ deciding</source>
            <translation>▶ deciding</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="107" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>their turn</source>
            <translation>their turn</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="139" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>Triplets: %1 of the %2 needed to win</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="211" />
            <source>Key %1 draws from this hand</source>
            <translation>Key %1 draws from this hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="254" />
            <source>black sheep: %1 in %2</source>
            <translation>black sheep: %1 in %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="258" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="270" />
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
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1 holds %n card.</numerusform>
                <numerusform>%1 holds %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>empty zoo</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="332" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="441" />
            <source>Triplet of %1</source>
            <translation>Triplet of %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="341" />
            <source>joker as %1</source>
            <translation>joker as %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="344" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1 (placed since your last turn)</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="400" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>Your hand: %n card</numerusform>
                <numerusform>Your hand: %n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="419" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="337" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="435" />
            <source>Placing it makes %1 in your zoo.</source>
            <translation>Placing it makes %1 in your zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="80" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1 may place a card with the White Sheep…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="85" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>Joker: choose the species it counts as in your zoo.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="88" />
            <source>Your turn: click another player's hand to draw a card.</source>
            <translation>Your turn: click another player's hand to draw a card.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="89" />
            <source>Draw another card from a hand, or stop and take the watering hole.</source>
            <translation>Draw another card from a hand, or stop and take the watering hole.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="92" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>Eagle: choose a player to ask for a species, or do not ask.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="94" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>Eagle: which species do you ask %1 for? (Esc: another player)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="99" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>Mole: choose a set card from %1's hand for the watering hole.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="104" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="108" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1 drew your White Sheep: you may place one card from your hand in your zoo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="113" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>Place up to %n card from your hand into your zoo.</numerusform>
                <numerusform>Place up to %n cards from your hand into your zoo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="121" />
            <source>Stop (S)</source>
            <translation>Stop (S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="123" />
            <source>Back (Esc)</source>
            <translation>Back (Esc)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="125" />
            <source>Don't ask (N)</source>
            <translation>Don't ask (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="126" />
            <source>Take nothing (N)</source>
            <translation>Take nothing (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="127" />
            <source>Don't place (N)</source>
            <translation>Don't place (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="128" />
            <source>Done placing (N)</source>
            <translation>Done placing (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="129" />
            <source>No (N)</source>
            <translation>No (N)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="192" />
            <source>Keys: 1–9 choose · S stop · N no · ←/→ Enter · Esc back</source>
            <translation>Keys: 1–9 choose · S stop · N no · ←/→ Enter · Esc back</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="289" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ known in that hand · × that hand has none</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="319" />
            <source>%1's hand</source>
            <translation>%1's hand</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="73" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="83" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="89" />
            <source>Magpie</source>
            <translation>Magpie</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="99" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>Goal: %n triplet</numerusform>
                <numerusform>Goal: %n triplets</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="108" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n special card put away</numerusform>
                <numerusform>%n special cards put away</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>Idle turns: %1 of %2</source>
            <translation>Idle turns: %1 of %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="132" />
            <source>A turn is idle when no card enters a zoo and the pile does not shrink. When every player has had two idle turns in a row, the game ends.</source>
            <translation>A turn is idle when no card enters a zoo and the pile does not shrink. When every player has had two idle turns in a row, the game ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="139" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>Pile: %1</source>
            <translation>Pile: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="186" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>%n card under the Wolf: %1 gets it at the end of the turn.</numerusform>
                <numerusform>%n cards under the Wolf: %1 gets them at the end of the turn.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="208" />
            <source>Watering hole</source>
            <translation>Watering hole</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="225" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>You may place %n more card.</numerusform>
                <numerusform>You may place %n more cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="226" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1 is placing: %n more card allowed.</numerusform>
                <numerusform>%1 is placing: %n more cards allowed.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="230" />
            <source>No card drawn yet this turn.</source>
            <translation>No card drawn yet this turn.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="233" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>Drawn: %1 · you place nothing unless you draw 3 or more.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="234" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>Drawn: %1 · stop now to place %n card.</numerusform>
                <numerusform>Drawn: %1 · stop now to place %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="236" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>Drawn: %1 · nothing to place yet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="238" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>Drawn: %1 · %2 may place %n card if they stop.</numerusform>
                <numerusform>Drawn: %1 · %2 may place %n cards if they stop.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="260" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>Under the Wolf: %n card for %1</numerusform>
                <numerusform>Under the Wolf: %n cards for %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="307" />
            <source>Earlier moves are in the game log.</source>
            <translation>Earlier moves are in the game log.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <source>Nothing yet.</source>
            <translation>Nothing yet.</translation>
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
