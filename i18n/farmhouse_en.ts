<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="134" />
            <source>New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="136" />
            <source>Coming soon</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="33" />
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="38" />
            <source>%1 wins!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="40" />
            <source>Shared win: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="52" />
            <source>%1. %2 — %3 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="79" />
            <source>Back to start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="80" />
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="209" />
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="214" />
            <source>%1's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="216" />
            <source>%1 (AI) is playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="263" />
            <source>%1 (AI, %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="268" />
            <source>Thinking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="269" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="270" />
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="20" />
            <source>Black Sheep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="22" />
            <source>Wooly Bully</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="24" />
            <source>El Gaucho</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="26" />
            <source>Bye-Bye Black Sheep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="33" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="39" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="45" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="49" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="68" />
            <source>%1–%2 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="84" />
            <source>Task cards (variant, reconstructed deck)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="86" />
            <source>Figure values hidden until the end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="94" />
            <source>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="100" />
            <source>Nobody may look at the values of their own figures before the end (BS-11.1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="110" />
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="112" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/games_info.py" line="114" />
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="65" />
            <source>Pass the computer to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="67" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="69" />
            <source>I'm %1, show my hand</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="156" />
            <source>No recent games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="160" />
            <source>Clear list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="164" />
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="165" />
            <source>&amp;New…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="166" />
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="167" />
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="168" />
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;Recent games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;Back to start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>AI &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>&amp;Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="186" />
            <source>&amp;About Farmhouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="219" />
            <source>The computer player failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="220" />
            <source>The AI could not choose a move: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="262" />
            <source>Open saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="273" />
            <location filename="../farmhouse/app/main_window.py" line="283" />
            <source>Cannot open saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="274" />
            <source>“%1” cannot be opened: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="307" />
            <source>Save game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="321" />
            <source>Cannot save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="322" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Saved to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Farmhouse games (*%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>The translation for %1 is not available.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="401" />
            <source>About Farmhouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="403" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="161" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="183" />
            <source>%1 cannot play and passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="216" />
            <source>Autosave failed: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="193" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="194" />
            <source>Player %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="209" />
            <source>New game: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="211" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="212" />
            <source>Number of players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="216" />
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="220" />
            <source>Seed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="221" />
            <source>The same seed and moves replay the same game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="222" />
            <source>New seed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="223" />
            <source>Start game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="224" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="15" />
            <source>Rules: Black Sheep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="30" />
            <source>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="34" />
            <source>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="40" />
            <source>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="45" />
            <source>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="49" />
            <source>If you cannot play any card, you pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="51" />
            <source>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="55" />
            <source>The highest total wins; on a tie, the player with more figures.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="305" />
            <source>the file is not a saved game (not JSON)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="307" />
            <source>the file is not a Farmhouse saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="309" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="314" />
            <source>the game in this file is not available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="316" />
            <source>the file contains a move that is not allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="320" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="324" />
            <source>the file cannot be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="325" />
            <source>unknown problem (%1)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="208" />
            <source>Continue: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="211" />
            <source>Continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="220" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="229" />
            <source>No saved games yet. Start a new game above!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="244" />
            <source>Animal board games for friends, family and the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="245" />
            <source>Your games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="246" />
            <source>Load…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="268" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="271" />
            <source>finished</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_ui.py" line="59" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="63" />
            <source>%1 points known</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_ui.py" line="70" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="89" />
            <source>Human</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="90" />
            <source>AI</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="425" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="94" />
            <source>Seat %1</source>
            <extracomment>Seat colours (data.SEAT_COLOURS) and their shapes, so colour is never the only cue. Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="549" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="567" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). Esc clears the choice. After playing a single card you may discard one (1, 2) or keep all (K or Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="608" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="621" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="633" />
            <location filename="../farmhouse/games/black_sheep/board.py" line="660" />
            <source>First answer the discard question (or press Esc).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="636" />
            <source>You have no such card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="639" />
            <location filename="../farmhouse/games/black_sheep/board.py" line="664" />
            <source>You have no legal play: you must pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="644" />
            <source>You may play at most two cards in one turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="648" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="651" />
            <source>This card cannot be played now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="667" />
            <location filename="../farmhouse/games/black_sheep/board.py" line="715" />
            <source>Choose one or two cards from your hand first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="696" />
            <source>No play of these cards is allowed there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="779" />
            <source>▶ your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="779" />
            <source>▶ to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="822" />
            <source>known points: %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board.py" line="840" />
            <source>%n card(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="856" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="867" />
            <source>%1 (rank %2) — key %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="886" />
            <source>Deck: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="897" />
            <source>Discard: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="901" />
            <source>Last round: pastures are no longer refilled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="907" />
            <source>Last moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="924" />
            <source>Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="935" />
            <source>Bonus cards: 6 points each</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="937" />
            <source>majority per animal · complete set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="941" />
            <source>Task cards (reconstructed deck)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="944" />
            <source>face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="945" />
            <source>your secret</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="949" />
            <source>%1's secret</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1037" />
            <source>%1 (just played)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1064" />
            <source>retired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1096" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1114" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="219" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1117" />
            <source>Waiting for %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1119" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1122" />
            <source>You have no legal play and must pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1131" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1152" />
            <source>Discard %1 (key %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1157" />
            <source>Keep all (K)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1161" />
            <source>Esc: back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1210" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1212" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board.py" line="1213" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>horse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>cow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>pig</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>sheep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>chicken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="41" />
            <source>black sheep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="54" />
            <source>five of a kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="55" />
            <source>four of a kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="56" />
            <source>full house (3+2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>three of a kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>two pairs (2+2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>one pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>all different</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>yellow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>purple</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="80" />
            <source>Most %1: %2 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="83" />
            <source>%1 + %2: %3 points per pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>All six black sheep: wins the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="110" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="112" />
            <source>%1 discards %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="120" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="123" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="163" />
            <source> and </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="130" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="132" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="137" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="139" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="145" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="146" />
            <source>Pasture %1 is turned over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="151" />
            <source>%1 won the pasture and plays next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="160" />
            <source>Game over: %1 wins with %2 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="162" />
            <source>Game over: a shared win for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="170" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="173" />
            <source>You drew %1.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="175" />
            <source>%1 draws %n card(s).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="178" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="183" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="186" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="190" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="195" />
            <source>%1 cannot play and passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="196" />
            <source>Nobody can play any more: the game ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="220" />
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="221" />
            <source>That is not a Black Sheep move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="222" />
            <source>There is no such pasture.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="223" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="224" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="226" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="229" />
            <source>You do not hold %(cards)s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="230" />
            <source>You may discard only after playing a single card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="231" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="232" />
            <source>You can play, so you may not pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="241" />
            <source>That move is not allowed (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="260" />
            <source>%1 passes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="261" />
            <source>%1: %2 to pasture %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="263" />
            <source>, discards %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="270" />
            <source>tied on points: most figures wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="271" />
            <source>tied on points and figures: the win is shared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="272" />
            <source>all six black sheep win outright (task T12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="289" />
            <source>%1. %2 — %3 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="292" />
            <source>(winner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="311" />
            <source>%1: %2 = %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="314" />
            <source>No figures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="316" />
            <source>Figures: %1 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="318" />
            <source>Majority card (%1): +6</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="320" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="324" />
            <source>Task %1 (%2): +%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="326" />
            <source>(own secret task)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="328" />
            <source>Total: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
