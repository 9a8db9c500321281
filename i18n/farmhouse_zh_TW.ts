<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="24" />
            <source>Black Sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="30" />
            <source>Black Sheep is a game by Reiner Knizia, published by Fantasy Flight Games in 2008.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《黑羊》由 Reiner Knizia 設計，Fantasy Flight Games 於 2008 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="36" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把​動物卡​打到​三座​牧場，贏得​最好的​動物，但要​小心​黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="42" />
            <source>horse</source>
            <translation>馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="43" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="44" />
            <source>pig</source>
            <translation>豬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>chicken</source>
            <translation>雞</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>, </source>
            <extracomment>List separator, between the items of a list ("cow, pig"); 、 in Chinese and Japanese.</extracomment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="68" />
            <source>%1 and %2</source>
            <extracomment>The last two items of a list ("Ann and Ben"); %1 may itself be a list ("Ann, Ben").</extracomment>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>%1 or %2</source>
            <extracomment>The last two items of a list of choices ("1 or 2"); %1 may itself be a list.</extracomment>
            <translation>%1 或 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="87" />
            <source>five of a kind</source>
            <translation>五個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>four of a kind</source>
            <translation>四個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="89" />
            <source>full house (3+2)</source>
            <translation>3+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="90" />
            <source>three of a kind</source>
            <translation>三個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="91" />
            <source>two pairs (2+2)</source>
            <translation>2+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>one pair</source>
            <translation>一對</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="93" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>red</source>
            <translation>紅</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>blue</source>
            <translation>藍</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1動物模型最多：%n 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="118" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2：每組 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="122" />
            <source>All six black sheep: wins the game</source>
            <translation>集滿六隻黑羊：直接獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="128" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="138" />
            <source>Seat %1</source>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="147" />
            <source>%1 plays %2 to pasture %3 and discards %4.</source>
            <translation>%1把%2打到牧場 %3，並棄掉%4。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="153" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1把%2打到牧場 %3。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="161" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1抽到%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="162" />
            <source>%1 draws %2.</source>
            <comment>cards seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew, which only that player saw during the game (the watcher sees every hand).</extracomment>
            <translation>%1抽到%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="169" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧場 %1 計分：%2以%4贏得%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>為牧場 %1 尋找動物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="182" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>補充牧場 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="187" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供應區沒有可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="193" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧場 %1 翻面，不再補充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="194" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧場 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="199" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1贏得這座牧場，接著出牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="209" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>遊戲結束：%1以 %2 分獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="210" />
            <source>Game over: a shared win for %1.</source>
            <translation>遊戲結束：%1平手，共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="217" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1完成了自己在牧場 %2 的那一邊（第 %3 個完成）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="224" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>棄牌堆洗成新的牌庫，共 %1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="232" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>%1模型放上牧場 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="235" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧場 %2 上的%1模型回到供應區。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="240" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻開的 %n 張牌進入棄牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>%1 cannot play and passes.</source>
            <translation>%1無牌可出，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>沒有人能再出牌：遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="291" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="516" />
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="292" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="293" />
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="294" />
            <source>That is not a Black Sheep move.</source>
            <translation>這不是《黑羊》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="295" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出兩張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>There is no such pasture.</source>
            <translation>沒有這座牧場。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧場 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧場 %(pasture)s 的那一邊已經有 3 張牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>Your side of pasture %(pasture)s holds %n card(s): you may play %(allowed)s there, not %(played)s.</source>
            <translation>
                <numerusform>你在牧場 %(pasture)s 的那一邊有 %n 張牌：只能再打 %(allowed)s，不能打 %(played)s 張。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>%1 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="303" />
            <source>You do not hold %(cards)s.</source>
            <translation>你沒有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="304" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一張牌後才可以棄牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="305" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你沒有要棄掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="306" />
            <source>You can play, so you may not pass.</source>
            <translation>你還能出牌，所以不能跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="316" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>%1 passes</source>
            <translation>%1跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>%1: %2 to pasture %3, discards %4</source>
            <translation>%1：把%2打到牧場 %3，棄掉%4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="345" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：把%2打到牧場 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>pass</source>
            <comment>hint: the move</comment>
            <translation>跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and discard %3</source>
            <comment>hint: the move</comment>
            <translation>把%1打到牧場 %2，並棄掉%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and keep the rest</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move: one card played, the other cards of the hand kept (not discarded).</extracomment>
            <translation>把%1打到牧場 %2，其餘手牌全部保留</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="361" />
            <source>play %1 to pasture %2</source>
            <comment>hint: the move</comment>
            <translation>把%1打到牧場 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>tied on points: most figures wins</source>
            <translation>分數相同：動物模型較多者獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="368" />
            <source>tied on points and figures: the win is shared</source>
            <translation>分數和動物模型數都相同：共同獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="370" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>集滿六隻黑羊直接獲勝（任務卡「集滿六隻黑羊」）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="389" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="392" />
            <source>%1 (winner)</source>
            <translation>%1（勝利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="413" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>No figures</source>
            <translation>沒有動物模型</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="423" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>動物模型：%1 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="425" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="534" />
            <source>Majority card (%1): +6</source>
            <translation>最多獎勵卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="427" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="432" />
            <source>Task card “%1”: +%2 (own secret task)</source>
            <translation>任務卡「%1」：+%2（自己的祕密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>Task card “%1”: +%2</source>
            <translation>任務卡「%1」：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="437" />
            <source>Total: %1</source>
            <translation>總分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="447" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>以任務卡取代獎勵卡（變體規則）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="448" />
            <source>Figure values hidden until the end</source>
            <translation>動物模型的分數到結束前都不公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>不使用獎勵卡，本局改用六張任務卡：部分公開，每位玩家另有一到兩張祕密任務卡；遊戲結束時，每位玩家每達成一張任務卡就得到它的分數。Farmhouse 使用自己設計的十二張任務卡（見「說明」→「規則」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="462" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>遊戲結束前，誰都不能查看自己動物模型的分數：直到最後一座牧場計分，勝負才揭曉。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="473" />
            <source>Final score: %1 point(s)</source>
            <translation>
                <numerusform>最終得分：%1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="474" />
            <source>final score: %1 point(s)</source>
            <translation>
                <numerusform>最終得分：%1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="485" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="508" />
            <source>%n complete set(s)</source>
            <translation>
                <numerusform>全套 %n 組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="487" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="509" />
            <source>no bonus cards</source>
            <translation>沒有獎勵卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>bonus cards: %1</source>
            <extracomment>The bonus cards a seat earned at the end; %1 is a list ("cow, pig, 1 complete set").</extracomment>
            <translation>獎勵卡：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="497" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>你的回合：選一或兩張牌，再選牧場上你的那一邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="499" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>請點選亮起的牧場上你的那一邊（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="500" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再選一張牌：你沒有任何一邊能只放這一張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="518" />
            <source>Waiting for %1…</source>
            <translation>等待%1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="521" />
            <source>You are playing %1 to pasture %2. Discard one of your other cards? (optional)</source>
            <translation>你正把%1打到牧場 %2。要棄掉另一張手牌嗎？（非必要）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="525" />
            <source>You have no legal play and must pass.</source>
            <translation>你無牌可出，必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>You have no legal play: you must pass.</source>
            <translation>你無牌可出：必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="534" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>請先回答是否棄牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="535" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>請先從手牌選一或兩張牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="547" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 個動物模型</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="557" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>已知 %1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="559" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 張</numerusform>
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
            <translation>同一種動物五個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="593" />
            <source>four of one animal</source>
            <translation>同一種動物四個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="594" />
            <source>three of one animal and two of another</source>
            <translation>一種動物三個加另一種兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="595" />
            <source>three of one animal</source>
            <translation>同一種動物三個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>two of one animal and two of another</source>
            <translation>兩種動物各兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="597" />
            <source>two of one animal</source>
            <translation>同一種動物兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="598" />
            <source>five different animals</source>
            <translation>五種不同的動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="624" />
            <source>Bonus cards (the published rules)</source>
            <translation>獎勵卡（原版規則）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="630" />
            <source>This game: %1.</source>
            <translation>本局：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="633" />
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="637" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>你們是農場主，要把三座共用牧場上的動物趕進自己的畜欄。每個動物模型底下都藏著分數：一般動物 +1 到 +3，黑羊 −1 到 −3。遊戲結束時分數最高者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="643" />
            <source>The animals</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="644" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>由高到低的等級（動物卡與動物模型相同）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>Setup</source>
            <translation>遊戲準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>三座牧場（I、II、III）開始時各放兩個動物模型。其餘動物模型放在供應區：每種動物六個，分數藏在底部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>牌庫有 84 張動物卡，每種動物 14 張。每人發三張牌，隨機決定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>每位玩家在每座牧場都有自己顏色的一邊：在畫面上，你自己的邊永遠在下方。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="674" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="680" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;出牌&lt;/b&gt;：把牌打到任一座牧場上你自己的那一邊。每邊最多三張：空的邊可打一或兩張，有一張的邊必須打正好兩張，有兩張的邊必須打正好一張。滿三張的邊不能再打，兩張牌一定打到同一邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="686" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;棄牌&lt;/b&gt;（非必要）：如果只打出一張，可以把另外兩張中的一張放到棄牌堆，但不能兩張都棄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="690" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;抽牌&lt;/b&gt;：補到三張手牌。牌庫用完時，把棄牌堆洗成新的牌庫。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="694" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;計分&lt;/b&gt;：如果該牧場每位玩家的邊都已有三張牌，這座牧場就計分（見下文）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="698" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>接著由順時針方向的下一位玩家出牌；若有牧場計分，則由該牧場的勝利者接著出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="705" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>邊上的牌保持正面朝上，直到該牧場計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="706" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>如果你的每一邊都不能再出牌，就跳過：不出牌、不棄牌，也不抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="713" />
            <source>Scoring a pasture</source>
            <translation>牧場計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="717" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>每位玩家的組合由五隻動物組成：牧場上的兩個動物模型，加上自己那一邊的三張牌。和撲克牌一樣，組合最強的玩家獲勝：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="738" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同一種組合之間，由動物決定：先比最大的一組（四個、三個或較高的一對），再比下一組，最後比單獨的動物，依照從馬到黑羊的等級。三馬兩黑羊勝過三豬兩雞。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="744" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>如果兩個組合的動物完全相同，先完成那一邊的人獲勝：每個已滿的邊旁的小數字就是完成順序。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="749" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>獲勝的玩家把兩個動物模型收進自己的畜欄。牧場上所有的牌放到棄牌堆，再從牌庫翻開兩張：依牌上的動物，從供應區把動物模型放到牧場上。如果供應區沒有其中一種動物，就一張一張翻牌，直到翻出供應區還有的動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="758" />
            <source>The end of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="762" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>如果翻開的兩張牌在供應區都沒有對應的動物模型，該牧場就翻面，不能再出牌。此後每座計分的牧場都翻面，不再補充。最後一座牧場計分後遊戲結束；剩下的牌和動物模型不算任何人的分數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="769" />
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="770" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>加總你畜欄中動物模型的分數；黑羊算負分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="774" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>再加上每張你達成的任務卡分數（不論由誰持有，見下方「任務卡」）。本局不使用獎勵卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="781" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;獎勵卡&lt;/b&gt;，每張 6 分。動物最多：某種動物的動物模型由你單獨擁有最多（至少一個），就得到該動物的獎勵卡；若有人並列最多，誰都得不到。全套：畜欄中每集滿一套六種動物得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="789" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>總分最高者獲勝。平手時，動物模型較多者獲勝；仍然平手則共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="796" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;動物最多&lt;/b&gt;（六張，每種動物一張）：該動物的動物模型最多的每位玩家（至少一個）得 5 分；平手的玩家各得 5 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="801" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;兩種動物&lt;/b&gt;（五張：馬 + 牛、豬 + 羊、雞 + 馬、牛 + 豬、羊 + 雞）：畜欄中這兩種動物每一組得 3 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="806" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;集滿六隻黑羊&lt;/b&gt;：擁有全部六隻黑羊的人直接獲勝，不論分數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (in this game)</source>
            <translation>任務卡（本局使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (an option)</source>
            <translation>任務卡（選用規則）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="814" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>使用任務卡時就沒有獎勵卡。原版遊戲印製的任務卡清單並未公開，所以 Farmhouse 使用自己設計的十二張：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="823" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>每位玩家拿一張祕密任務卡（兩人遊戲時各拿兩張），再翻開公開的任務卡，直到場上共有六張；其餘不使用。遊戲結束時公開祕密任務卡，場上每張任務卡都為每位達成的玩家計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="830" />
            <source>Figure values</source>
            <translation>動物模型的分數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="834" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>本局在遊戲結束前，誰都看不到任何動物模型的分數，包括自己畜欄裡的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="839" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>你隨時可以查看自己畜欄中動物模型的分數（畫面上會顯示）。其他分數在遊戲結束前都是隱藏的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="844" />
            <source>Options of a new game</source>
            <translation>新遊戲的選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>in this game</source>
            <translation>本局使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>not in this game</source>
            <translation>本局不使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>on in the published rules</source>
            <translation>原版規則使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>off in the published rules</source>
            <translation>原版規則不使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="850" />
            <source>%1 (%2): %3</source>
            <comment>option in the rules</comment>
            <extracomment>An option in the rules: its name (bold), whether this game uses it, what it does.</extracomment>
            <translation>%1（%2）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="862" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="867" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>點選手牌中的一或兩張牌（或按 1、2、3），再點選牧場上你的那一邊或牧場本身（或按 A、S、D 選 I、II、III，或用 ←/→ 和 Enter）。只有能合法出牌的選擇會亮起；其他操作為什麼不行，狀態列會說明。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="873" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>只打出一張牌時，會詢問是否棄牌：點選要棄的牌（或按它的號碼），或選「全部保留」（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="877" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>不能出牌時，點選「跳過」（或按 P 或 Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="879" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>多人共用一台電腦時：每個回合前會有畫面請其他人轉開視線，並列出該玩家上回合以來發生的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="167" />
            <source>%1 (rank %2), in your hand — key %3</source>
            <translation>%1（等級 %2），在你的手牌中——按鍵 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="259" />
            <source>play here</source>
            <comment>hint: the side to play to</comment>
            <translation>打在這裡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="262" />
            <source>then discard</source>
            <comment>hint</comment>
            <translation>然後棄掉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="305" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一邊：牧場上離你最近的%1色邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="337" />
            <source>You have no such card.</source>
            <translation>你沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="342" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>這是你正要打出的牌。要棄牌請按另一張牌的編號，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="65" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <translation>點選手牌中的一或兩張牌（按鍵 1、2、3），再點選牧場上你的那一邊（I、II、III 按 A、S、D，或用 ←/→ 與 Enter）。只打出一張牌後，可以從其餘手牌棄掉一張（按該牌的編號）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="780" />
            <source>Pass</source>
            <extracomment>The button of a player with no legal play (BS-2.2): they play, discard and draw nothing.</extracomment>
            <translation>跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="796" />
            <source>%1 (being played)</source>
            <translation>%1（正在打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="799" />
            <source>playing</source>
            <translation>正在打出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="812" />
            <source>Discard %1 (key %2)</source>
            <translation>棄掉%1（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="817" />
            <source>discard</source>
            <translation>棄牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Keep all (K)</source>
            <translation>全部保留（K）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Esc: back</source>
            <translation>Esc：返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ your turn</source>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ to play</source>
            <translation>▶ 行動中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="286" />
            <source>%1 point(s)</source>
            <translation>
                <numerusform>%1 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="322" />
            <source>%1 ×%2, your corral</source>
            <translation>%1 ×%2，你的畜欄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="324" />
            <source>%1 ×%2, %3's corral</source>
            <translation>%1 ×%2，%3的畜欄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="329" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="342" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>known points: %1</source>
            <translation>已知分數：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="365" />
            <source>1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the hand (the other games' wording: "Tab/arrows move"); it and the way to the side panel after it must fit two lines under the three cards.</extracomment>
            <translation>1 2 3 選牌 · A S D 牧場 · Tab／方向鍵移動 · Enter 確定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Deck: %1</source>
            <translation>牌庫：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Discard: %1</source>
            <translation>棄牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="427" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最後階段：牧場不再補充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="458" />
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="467" />
            <source>%1 ×%2 in the supply</source>
            <translation>%1 ×%2，在供應區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="487" />
            <source>Bonus cards: 6 points each</source>
            <translation>獎勵卡：每張 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="490" />
            <source>most of an animal · each complete set of all six</source>
            <translation>動物最多 · 每套六種動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="517" />
            <source>Bonus cards won (6 points each)</source>
            <translation>獲得的獎勵卡（每張 6 分）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="568" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="602" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="647" />
            <source>secret</source>
            <translation>你的祕密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="571" />
            <source>%1's secret</source>
            <translation>%1的祕密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="596" />
            <source>Task cards</source>
            <translation>任務卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="689" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="703" />
            <source>Your side of pasture %1 (key %2)</source>
            <translation>你在牧場 %1 的那一邊（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="700" />
            <source>%1's side of pasture %2</source>
            <extracomment>A replay's board: a player's (%1) side of a pasture (%2).</extracomment>
            <translation>%1在牧場 %2 的那一邊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="732" />
            <source>%1 (just played)</source>
            <translation>%1（剛打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="739" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成順序：組合完全相同時，號碼較小者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="747" />
            <source>%1, your side of pasture %2</source>
            <translation>%1，你在牧場 %2 的那一邊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="629" />
            <source>%1, card %2 of %3</source>
            <extracomment>A card on a side of a pasture: %1 the card ("chicken"), %2 its place, %3 how many.</extracomment>
            <translation>%1，第 %2 張（共 %3 張）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="748" />
            <source>%1, %2's side of pasture %3</source>
            <translation>%1，%2在牧場 %3 的那一邊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="755" />
            <source>%1, on pasture %2</source>
            <translation>%1，在牧場 %2 上</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="169" />
            <source>%1 (rank %2), in your hand</source>
            <translation>%1（等級 %2），在你的手牌中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="178" />
            <source>%1 (rank %2), in %3's hand</source>
            <extracomment>A card in a player's hand on a replay's board (%1 the animal, %2 its rank, %3 the player).</extracomment>
            <translation>%1（等級 %2），在%3的手牌中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>At the discard question: %1 the keys of the cards that may be discarded ("2 3").</extracomment>
            <translation>%1 棄牌 · K 全部保留 · Tab／方向鍵移動 · Enter 確定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1, %2 on top</source>
            <extracomment>The discard pile: %1 its count ("Discard: 8"), %2 the animal of the card on top.</extracomment>
            <translation>%1，最上面是%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>completion number %1</source>
            <translation>完成順序 %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1的手牌：%n 張</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 or %2 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 或 %2 張</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>%1 horse(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1張馬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>%1 cow(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1張牛</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>%1 pig(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1張豬</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>%1 sheep</source>
            <comment>counted cards</comment>
            <translation>%1張羊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="49" />
            <source>%1 chicken(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1張雞</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="50" />
            <source>%1 black sheep</source>
            <comment>counted cards</comment>
            <translation>%1張黑羊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="95" />
            <source>%1 %2 figure(s)</source>
            <comment>counted figures</comment>
            <extracomment>%1 the count (as the count word says it), %2 the animal: "2 horse figures".</extracomment>
            <translation>
                <numerusform>%1個%2動物模型</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="560" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (listed above).</source>
            <translation>不使用獎勵卡，本局改用六張任務卡：部分公開，每位玩家另有一到兩張祕密任務卡；遊戲結束時，每位玩家每達成一張任務卡就得到它的分數。Farmhouse 使用自己設計的十二張任務卡（列在上方）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="935" />
            <source>rank %1</source>
            <extracomment>Under an animal in the rules' list of animals: its rank, the number printed in the corner of its cards (horse 6 … black sheep 1).</extracomment>
            <translation>等級 %1</translation>
        </message>
    </context>
    <context>
        <name>BoardAccessible</name>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="164" />
            <source>Suggested by the hint</source>
            <extracomment>A screen reader&apos;s description of a piece on the board that the hint shown suggests picking (the board rings it).</extracomment>
            <translation>提示建議的選擇</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="215" />
            <source>Suggested by the hint: %1</source>
            <extracomment>The same, for a piece the hint's ring captions (%1: the caption, e.g. &quot;then discard&quot;, &quot;pay&quot;): what the hint suggests doing with it.</extracomment>
            <translation>提示建議的選擇：%1</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="83" />
            <source>black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="367" />
            <source>Game over: a shared win for %1.</source>
            <translation>遊戲結束：%1平手，共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="585" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="592" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1137" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="145" />
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="593" />
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1145" />
            <source>Waiting for %1…</source>
            <translation>等待%1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="891" />
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="902" />
            <source>Setup</source>
            <translation>遊戲準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1082" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1226" />
            <source>▶ your turn</source>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1227" />
            <source>▶ to play</source>
            <translation>▶ 行動中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="264" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="24" />
            <source>Bye-Bye Black Sheep</source>
            <translation>掰掰黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="31" />
            <source>Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《掰掰黑羊》由 Torsten Landsvogt 設計，Jolly Thinkers 於 2017 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="38" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>從​對手​手牌中​抽牌​來充實​你的​動物園，但​抽到​黑羊​回合​就結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>tiger</source>
            <translation>老虎</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>penguin</source>
            <translation>企鵝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <source>crocodile</source>
            <translation>鱷魚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>goat</source>
            <translation>山羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>lion</source>
            <translation>獅子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>elephant</source>
            <translation>大象</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>giraffe</source>
            <translation>長頸鹿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>zebra</source>
            <translation>斑馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>panda</source>
            <translation>熊貓</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>koala</source>
            <translation>無尾熊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>kangaroo</source>
            <translation>袋鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="66" />
            <source>hippo</source>
            <translation>河馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="67" />
            <source>flamingo</source>
            <translation>紅鶴</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="68" />
            <source>camel</source>
            <translation>駱駝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="69" />
            <source>monkey</source>
            <translation>猴子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="70" />
            <source>rabbit</source>
            <translation>兔子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <source>joker</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="979" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="103" />
            <source>Eagle</source>
            <translation>老鷹</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="988" />
            <source>Mole</source>
            <translation>鼴鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="996" />
            <source>Thieving Magpie</source>
            <translation>小偷喜鵲</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1051" />
            <source>White Sheep</source>
            <translation>白羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1059" />
            <source>Mother Sheep</source>
            <translation>母羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="82" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1064" />
            <source>Wolf</source>
            <translation>狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="136" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="141" />
            <source>%1 ×%2</source>
            <translation>%1×%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1st</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 1 (not 11): "1st", "21st". Chinese and Japanese write the order round the number in the sentence itself, so this is only "%1" there.</extracomment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1nd</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 2 (not 12): "2nd", "22nd" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1rd</source>
            <comment>ordinal</comment>
            <extracomment>An ordinal number ending in 3 (not 13): "3rd", "23rd" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="157" />
            <source>%1th</source>
            <comment>ordinal</comment>
            <extracomment>Any other ordinal number: "4th", "11th", "12th" (only "%1" in Chinese, Japanese).</extracomment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>Placing it starts a %1 column in your zoo.</source>
            <translation>放下後，你的動物園會開始收集%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="179" />
            <source>Placing it starts a %1 column in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>放下後，%2的動物園會開始收集%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="169" />
            <source>Placing it completes a triplet of %1 in your zoo.</source>
            <translation>放下後，你的動物園會湊成%1的三張一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="181" />
            <source>Placing it completes a triplet of %1 in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>放下後，%2的動物園會湊成%1的三張一組。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="170" />
            <source>Placing it makes %n %1 card(s) in your zoo.</source>
            <translation>
                <numerusform>放下後，你的動物園會有 %n 張%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="182" />
            <source>Placing it makes %n %1 card(s) in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>
                <numerusform>放下後，%2的動物園會有 %n 張%1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="191" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="91" />
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="208" />
            <source>%1 draws the joker from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到百搭（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="209" />
            <source>%1 draws the Eagle from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到老鷹（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>%1 draws the Mole from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到鼴鼠（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="211" />
            <source>%1 draws the Thieving Magpie from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到小偷喜鵲（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="212" />
            <source>%1 draws the White Sheep from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到白羊（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>%1 draws the Mother Sheep from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到母羊（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="214" />
            <source>%1 draws the Wolf from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到狼（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="219" />
            <source>%1 draws %4 from %2 (%3 card this turn).</source>
            <translation>%1從%2抽到%4（本回合第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="228" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn).</source>
            <translation>%1用老鷹向%2要%3：%2交出一張（本回合第 %4 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1用老鷹向%2要%3：%2沒有，回合結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="244" />
            <source>the joker</source>
            <translation>百搭</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="247" />
            <source>%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1用小偷喜鵲從%2的動物園拿走%3（本回合第 %4 張）；%2的三張一組現在有 %n 組。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="260" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>牌庫已空：母羊沒有帶來任何牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="262" />
            <source>The Mother Sheep brings %1 from the pile (%2 card this turn).</source>
            <translation>母羊從牌庫帶來%1（本回合第 %2 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="271" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>狼沒有蓋住任何牌：飲水處原本是空的。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="274" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>狼蓋住 %n 張牌：回合結束時交給%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="291" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1的回合結束：可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="292" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1的回合結束，沒有牌可放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="294" />
            <source>%1 stops without drawing.</source>
            <translation>%1沒有抽牌就停手。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1抽了 %n 張後停手：張數不夠，不能放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="297" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %2 張後停手，可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="307" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1用白羊把百搭當作%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="309" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1用白羊把%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="311" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1把百搭當作%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1把%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鵲：動物園有了第三種動物，而且別人的動物園也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="326" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1拿到小偷喜鵲：動物園有了第三種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="328" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鵲：別人的動物園也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="338" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>牌庫已空：%1補不到牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1抽走牌庫最後 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="341" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1從牌庫補了 %n 張手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="348" />
            <source>No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a row that end the game.</source>
            <extracomment>A turn that counts towards the end by stall (BB-9.3): %1 such turns in a row so far, %2 end the game. Cards may have moved between hands (not counted).</extracomment>
            <translation>這回合沒有牌進入動物園，牌庫也沒有減少（這樣的回合已連續 %1 個；連續 %2 個時遊戲結束）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="356" />
            <source>The game ends after %1 turns.</source>
            <translation>%1 個回合後遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="357" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>已經 %1 個回合沒有任何進展：遊戲結束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="366" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>遊戲結束：%1以三張一組 %n 組獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="374" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1抽到%2的黑羊：強制結束，不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="379" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1沒有用老鷹發問。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1用鼴鼠看%2的手牌（%n 張）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 sees %2's hand: %3 (only you see it).</source>
            <extracomment>A private log line: only the player (%1) sees what another player's (%2) hand holds (%3: the cards) with the Mole (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>%1看到%2的手牌：%3（只有你看得到）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="476" />
            <source>%1 sees %2's hand: %3.</source>
            <extracomment>The log of a replay with everything shown: what a player (%1) saw of another player's (%2) hand with the Mole (%3: the cards), which nobody else saw.</extracomment>
            <translation>%1看到%2的手牌：%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="391" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1的手牌沒有動物卡：鼴鼠什麼也沒找到。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="394" />
            <source>%1 takes %3 from %2's hand with the Mole (%4 card this turn).</source>
            <translation>%1用鼴鼠從%2的手牌拿出%3（本回合第 %4 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="401" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>其他動物園都沒有牌：小偷喜鵲什麼也沒拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="404" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1沒有用小偷喜鵲拿牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="408" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1可以用白羊從手牌放一張牌進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1沒有動物卡可以用白羊放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="414" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1沒有用白羊放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="420" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>狼底下的 %n 張牌交給%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="424" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1從飲水處拿走 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="429" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1湊齊%2的三張一組：現在有 %n 組。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="436" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1放棄了 %n 次放牌機會。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="472" />
            <source>%1 draws %2 from the pile (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which cards (%2) they drew.</extracomment>
            <translation>
                <numerusform>%1從牌庫抽到%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="484" />
            <source>%1 draws %2 from the pile.</source>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew from the pile, which only that player saw.</extracomment>
            <translation>%1從牌庫抽到%2。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="449" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1的三張一組達到 %n 組，獲勝！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="504" />
            <source>%1 draws %2's black sheep at once: nothing is placed.</source>
            <translation>%1一抽就抽到%2的黑羊：沒有放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="506" />
            <source>%1 draws %n card(s), then %2's black sheep: nothing is placed.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌，接著抽到%2的黑羊：沒有放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="512" />
            <source>%1 draws %n card(s), then asks %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌，用老鷹向%2要%3但落空。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>%1 draws %n card(s) and stops.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌後停手。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>%1 places %2 in their zoo.</source>
            <translation>%1把%2放進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="579" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>現在請從其他玩家的手牌抽牌，或停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="580" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>請先決定老鷹：向一位玩家要一種動物，或不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="581" />
            <source>First choose the card the Mole takes.</source>
            <translation>請先選擇鼴鼠要拿的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="582" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>請先決定小偷喜鵲：從別人的動物園拿一張牌，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="583" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>請先等白羊的主人決定是否放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="584" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>現在請把牌放進動物園，或結束放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="587" />
            <source>That is not possible now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="594" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>這不是《掰掰黑羊》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="595" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="289" />
            <source>There is no such player.</source>
            <translation>沒有這位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="596" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>請從其他玩家的手牌抽牌，不能抽自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="597" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>老鷹只能問其他玩家，不能問自己。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="598" />
            <source>First choose whom to ask.</source>
            <translation>請先選擇要問誰。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="600" />
            <source>First choose the species to ask for (Esc: another player).</source>
            <translation>請先選擇要問哪種動物（Esc：換人）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="602" />
            <source>That species is not in this game.</source>
            <translation>這一局沒有這種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="604" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>用鼴鼠時必須從看到的手牌選一張動物卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="606" />
            <source>That card is not in the hand you see.</source>
            <translation>你看到的手牌裡沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="608" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>鼴鼠只能拿動物卡：動物或百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="610" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>小偷喜鵲只能從其他玩家的動物園拿，不能拿自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="611" />
            <source>That zoo holds no such card.</source>
            <translation>那個動物園沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>You do not hold that card.</source>
            <translation>你沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="613" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊卡永遠不能放進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="614" />
            <source>Choose the species the joker stands for.</source>
            <translation>請選擇百搭代表的動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="615" />
            <source>Only the joker is declared as a species.</source>
            <translation>只有百搭需要指定動物種類。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="624" />
            <source>draw a card from %1's hand</source>
            <comment>hint: the move</comment>
            <translation>從%1的手牌抽一張</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="751" />
            <source>stop without drawing (nothing to take or place)</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move at the start of a Bye-Bye Black Sheep turn, nothing drawn yet: stopping then ends the turn with an empty watering hole, nothing to place.</extracomment>
            <translation>不抽牌就停手（沒有牌可收下或放置）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="626" />
            <source>stop drawing and take the watering hole</source>
            <comment>hint: the move</comment>
            <translation>停手，收下飲水處的牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="629" />
            <source>ask %1 for %2 with the Eagle</source>
            <comment>hint: the move</comment>
            <translation>用老鷹向%1要%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="634" />
            <source>put %1 into the watering hole</source>
            <comment>hint: the move</comment>
            <translation>把%1放進飲水處</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="637" />
            <source>take %1 from %2's zoo with the Thieving Magpie</source>
            <comment>hint: the move</comment>
            <translation>用小偷喜鵲從%2的動物園拿走%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="644" />
            <source>place the joker in your zoo as %1</source>
            <comment>hint: the move</comment>
            <translation>把百搭當作%1放進你的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="647" />
            <source>place %1 in your zoo</source>
            <comment>hint: the move</comment>
            <translation>把%1放進你的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>do not ask</source>
            <comment>hint: the move</comment>
            <translation>不問</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="652" />
            <source>take nothing</source>
            <comment>hint: the move</comment>
            <translation>不拿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="653" />
            <source>do not place a card</source>
            <comment>hint: the move</comment>
            <translation>不放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="654" />
            <source>place no more cards</source>
            <comment>hint: the move</comment>
            <translation>不再放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="669" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>動物園裡的牌只能用小偷喜鵲拿走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="671" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>停手之後才能放牌，張數是抽到的張數減二。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="673" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>只有在你的回合抽牌時才能停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="678" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>你的黑羊一直留在手牌：永遠不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="680" />
            <source>Please wait: %1 decides now.</source>
            <translation>請稍候：現在由%1決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="682" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>請稍候：還沒輪到你選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="685" />
            <source>That move is not allowed (%1).</source>
            <translation>不能這樣做（%1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="694" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>三張一組 %n 組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="700" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>三張一組數量相同：動物園牌最多者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>三張一組和動物園牌數都相同：共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="710" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>連續 %1 個回合沒有任何進展，遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="714" />
            <source>The game reached its turn limit and ended.</source>
            <translation>遊戲達到回合上限而結束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="733" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1. %2 — 三張一組 %n 組（勝利者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="736" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1. %2 — 三張一組 %n 組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="755" />
            <source>Triplets: %1</source>
            <translation>三張一組：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="757" />
            <source>No triplet</source>
            <translation>沒有三張一組</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="762" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>動物園 %n 張：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="764" />
            <source>Empty zoo</source>
            <translation>動物園是空的</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="766" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最先達成三張一組 %n 組的目標。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>進階規則：白羊、母羊和狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="777" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="164" />
            <source>Joker</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="786" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>每位玩家從八張特殊卡中發到一張，取代老鷹或鼴鼠：三張老鷹、兩張鼴鼠、白羊、母羊和狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="790" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>動物卡中加入一張百搭：放進動物園時，它算作你選擇的動物，可以湊成三張一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="810" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>三張一組 %1/%2 · 手牌 %3 · 動物園 %4
持有小偷喜鵲</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="812" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>三張一組 %1/%2 · 手牌 %3 · 動物園 %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Players</source>
            <translation>玩家人數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Species</source>
            <translation>動物種類</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Triplets to win</source>
            <translation>獲勝所需三張一組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="883" />
            <source>This game: advanced game with the joker.</source>
            <translation>本局：進階規則，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>This game: advanced game, without the joker.</source>
            <translation>本局：進階規則，沒有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>This game: base game with the joker.</source>
            <translation>本局：基本規則，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="889" />
            <source>This game: base game, without the joker.</source>
            <translation>本局：基本規則，沒有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="895" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>在你的動物園裡收集三張一組：同一種動物的三張牌。最先湊齊足夠組數的玩家立刻獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="906" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>每位玩家拿到 5 張動物卡（2 人時 6 張）、自己的黑羊和一張特殊卡：老鷹或鼴鼠。其餘動物卡面朝下成為牌庫。小偷喜鵲面朝上放在牌庫旁邊。起始玩家隨機決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="914" />
            <source>Your turn: draw cards</source>
            <translation>你的回合：抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="918" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>點選其他玩家的手牌，隨機抽出一張看不到的牌。它面朝上放進中間的飲水處。接著可以再抽，從同一位或另一位玩家抽都可以，想抽幾次都行，或者停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="927" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>每個人的手牌裡都有一張黑羊。抽到黑羊時回合立刻結束：強制結束。黑羊還給主人，你把飲水處的牌收進手牌，這回合不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="936" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>每位玩家的區塊會顯示手牌張數，以及從他那裡下一張抽到黑羊的機率：7 張中 1 張比 3 張中 1 張安全。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="941" />
            <source>Stop and place</source>
            <translation>停手並放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="945" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>停手時，把飲水處的牌全部收進手牌。然後可以把比抽到張數少兩張的牌放進動物園：抽 3 張放 1 張，抽 4 張放 2 張，依此類推。從整手牌中任選動物卡，一次放一張。特殊卡永遠不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>動物園依動物種類排列。同種三張就是三張一組；第四、第五張不會多算一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="960" />
            <source>Special cards</source>
            <translation>特殊卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>除了黑羊，每張抽到的牌都算進抽牌張數；老鷹、鼴鼠、小偷喜鵲或母羊帶來的牌也算。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="975" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>立刻結束你的回合：黑羊還給主人，你不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>可以向一位玩家要一種動物。他有的話，那張牌進入飲水處，你的回合繼續；沒有的話，你的回合結束，就像你停手一樣。也可以不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="990" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>你可以查看被你抽走鼴鼠的那位玩家的手牌，並從中選一張動物卡放進飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="998" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>一開始放在牌庫旁邊。第一位在動物園放入第三種動物、或放入別人動物園已有的動物的玩家，把它收進手牌。之後從手牌中抽到它的人，可以從其他玩家的動物園拿一張牌放進飲水處，可能拆散三張一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1007" />
            <source>After the turn</source>
            <translation>回合之後</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1011" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>除了剛結束回合的玩家，其他人從下一位開始依序從牌庫補牌到 7 張（2 人時 8 張）。牌庫抽完後，就用較少的手牌繼續。接著由順時針下一位玩家進行回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1018" />
            <source>End of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1022" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>最先湊齊所需三張一組數量的玩家立刻獲勝，即使正在放牌，或是在別人的回合中用白羊放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1030" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>如果連續沒有進展的回合（沒有牌進入動物園，牌庫也沒有變少）達到每位玩家各兩個回合，遊戲就結束：三張一組最多者獲勝，其次比動物園的牌數；仍然相同就共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1036" />
            <source>Options</source>
            <translation>選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1040" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>進階規則：特殊卡改用三張老鷹、兩張鼴鼠、白羊、母羊和狼，每位玩家發一張；其餘的不看就收起來。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1053" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>別人從你手牌抽到它時，即使不是你的回合，你也可以立刻從手牌放一張動物卡進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1060" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>牌庫最上面的一張牌也加入飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1066" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>飲水處已有的牌全部面朝下壓在狼底下，不再計算。回合結束時，這些牌交給被你抽走狼的那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1073" />
            <source>Joker (option)</source>
            <translation>百搭（選項）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1075" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>動物卡中加入一張百搭。放進動物園時選擇它算作哪種動物。老鷹發問時不能用百搭回答。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1084" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>抽牌：點選其他玩家的手牌，或按他區塊上的數字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1085" />
            <source>Stop: click Stop, or press S.</source>
            <translation>停手：點選「停手」，或按 S。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1087" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>選擇（老鷹要問的玩家和動物、鼴鼠要拿的牌、小偷喜鵲要拿的牌、百搭的動物、要放的牌）：點選亮起的牌或按鈕，或用方向鍵或 Tab 移動後按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1092" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N 代表「不要」：老鷹不問、小偷喜鵲不拿、白羊不放、結束放牌。Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1096" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>滑鼠移到牌上可看到名稱。沒有亮起的選項，移上去或點選時會說明原因。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1100" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盤面上的「自你上回合以來」列出其他人做了什麼，他們剛放的牌會以金色標示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1114" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <translation>點選其他玩家的手牌抽牌（按鍵 1–4），按「停手」結束回合（S）。可選的東西會亮起：點選一個，或用 ←/→ 或 Tab 移動後按 Enter。N 代表「不要」，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1144" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1可以用白羊放一張牌…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1147" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>百搭：選擇它在動物園裡算作哪種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1155" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>老鷹：選一位玩家來要一種動物，或不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1157" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>老鷹：要向%1要哪種動物？（Esc：換人）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1162" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>鼴鼠：從%1的手牌選一張動物卡放進飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1167" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>小偷喜鵲：點選其他玩家動物園裡的一張牌拿走，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1171" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1抽到你的白羊：你可以從手牌放一張牌進動物園。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1176" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>從手牌最多放 %n 張牌進動物園。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1184" />
            <source>Stop (S)</source>
            <translation>停手（S）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1186" />
            <source>Back (Esc)</source>
            <translation>返回（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1188" />
            <source>Don't ask (N)</source>
            <translation>不問（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1189" />
            <source>Take nothing (N)</source>
            <translation>不拿（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1190" />
            <source>Don't place (N)</source>
            <translation>不放（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1191" />
            <source>Done placing (N)</source>
            <translation>放完了（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1192" />
            <source>No (N)</source>
            <translation>不要（N）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1204" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>你還可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1205" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1正在放牌：還可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1209" />
            <source>No card drawn yet this turn.</source>
            <translation>這回合還沒有抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1212" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>已抽：%1 · 抽到 3 張以上才能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1213" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>已抽：%1 · 現在停手可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1215" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>已抽：%1 · 還不能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1217" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>已抽：%1 · %2現在停手可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1228" />
            <source>▶ you decide</source>
            <translation>▶ 由你決定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1229" />
            <source>▶ deciding</source>
            <translation>▶ 決定中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1230" />
            <source>their turn</source>
            <translation>本回合玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1237" />
            <source>%1 — %2</source>
            <comment>a card, then where it lies</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>your zoo</source>
            <translation>你的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>%1's zoo</source>
            <translation>%1的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1248" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="152" />
            <source>%1's hand (key %2)</source>
            <translation>%1的手牌（按 %2）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1254" />
            <source>%1 holds %n card(s).
Known to be in this hand: %2</source>
            <translation>
                <numerusform>%1有 %n 張手牌。
已知在這份手牌中：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1259" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1有 %n 張手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1267" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>回合中沒有人從牌庫抽牌：每回合結束後用它補其他玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1272" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>第一位在動物園放入第三種動物、或放入別人動物園已有動物的玩家，會拿到小偷喜鵲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1276" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>回合結束時，飲水處的牌會進入正在進行回合的玩家手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="287" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>請用滑鼠或 ←/→ 和 Enter 選擇動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="294" />
            <source>There is no such card.</source>
            <translation>沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="124" />
            <source>Triplet!</source>
            <translation>三張一組！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="172" />
            <source>Triplets %1/%2</source>
            <extracomment>The viewer's triplets: %1 completed, %2 the number the game asks for.</extracomment>
            <translation>三張一組 %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>★ %1/%2</source>
            <translation>★ %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="196" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>三張一組：%1 組（獲勝需要 %2 組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="272" />
            <source>black sheep: %1 in %2</source>
            <translation>黑羊：%2 張中 %1 張</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="312" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="478" />
            <source>Triplet of %1</source>
            <translation>%1的三張一組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="329" />
            <source>joker as %1</source>
            <translation>百搭（當作%1）</translation>
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
                <numerusform>%1的動物園裡有 %n 張%2。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="349" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（自你上回合以來放的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="310" />
            <source>%1 (placed since %2's last turn)</source>
            <extracomment>A replay's board: a card's tooltip (%1) on a card placed since the last turn of the player (%2) whose view the board shows.</extracomment>
            <translation>%1（自%2上回合以來放的）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="437" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>你的手牌：%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand (key %1)</source>
            <translation>你的手牌，按 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="470" />
            <source>You hold %n card(s) of this kind.</source>
            <translation>
                <numerusform>你手上有 %n 張這種牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="353" />
            <source>%1 holds %n card(s) of this kind.</source>
            <extracomment>A replay's board: how many cards of a kind a player (%1) holds.</extracomment>
            <translation>
                <numerusform>%1手上有 %n 張這種牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · S stop · Esc back</source>
            <extracomment>The keys of the board while the player draws (S: stop drawing).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · S 停手 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't ask · Esc back</source>
            <extracomment>The keys while the player decides on the Eagle (N: do not ask, the button's words).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · N 不問 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N take nothing · Esc back</source>
            <extracomment>The keys while the player decides on the Magpie (N: take nothing, the button's words).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · N 不拿 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't place · Esc back</source>
            <extracomment>The keys of the White Sheep's owner deciding (N: do not place, the button's words).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · N 不放 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N done placing · Esc back</source>
            <extracomment>The keys while the player places cards (N: done placing, the button's words).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · N 放完了 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The keys where neither S nor N does anything (the Mole's pick; another's turn).</extracomment>
            <translation>Tab／方向鍵移動 · Enter 確定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="160" />
            <source>a species the joker may count as</source>
            <translation>百搭可算作的動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="162" />
            <source>a species the Eagle may ask for</source>
            <translation>老鷹可以要的動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="197" />
            <source>%1's hand, seen with the Mole (key %2)</source>
            <translation>用鼴鼠看到的%1的手牌，按 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>%1's hand</source>
            <translation>%1的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="259" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ 已知在那份手牌中 · × 那份手牌沒有</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="61" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>牌庫：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="85" />
            <source>Magpie</source>
            <translation>小偷喜鵲</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="100" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目標：三張一組 %n 組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="118" />
            <source>Stalled turns: %1 of %2</source>
            <translation>沒有進展的回合：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>A turn is stalled when no card enters a zoo and the pile does not shrink. When every player has had two stalled turns in a row, the game ends.</source>
            <translation>沒有牌進入動物園、牌庫也沒有變少的回合，就是沒有進展的回合。連續沒有進展的回合達到每位玩家各兩個回合時，遊戲結束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="150" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>狼底下有 %n 張牌：回合結束時交給%1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>the watering hole</source>
            <translation>飲水處</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="163" />
            <source>Watering hole</source>
            <translation>飲水處</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="176" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>狼底下：%n 張，歸%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="196" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n 張特殊卡已收起</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="166" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1的手牌：%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Your turn: click another player's hand, or press the number on it, to draw a card.</source>
            <translation>輪到你了：點選其他玩家的手牌（或按手牌上的數字）抽一張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Draw another card from a hand (click it or press the number on it), or stop (S) and take the watering hole.</source>
            <translation>再從手牌抽一張（點選手牌或按手牌上的數字），或停手（S）收下飲水處的牌。</translation>
        </message>
    </context>
    <context>
        <name>ElGaucho</name>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="54" />
            <source>, </source>
            <extracomment>List separator, between the items of a list ("cow, pig"); 、 in Chinese and Japanese.</extracomment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="160" />
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="92" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="307" />
            <source>Seat %1</source>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="530" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="594" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="647" />
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="807" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="926" />
            <source>%1 (winner)</source>
            <translation>%1（勝利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="966" />
            <source>Total: %1</source>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="536" />
            <source>Waiting for %1…</source>
            <translation>等待%1…</translation>
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
            <translation>遊戲準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="583" />
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="73" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="626" />
            <source>Final scoring</source>
            <translation>記分階段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1362" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ your turn</source>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ to play</source>
            <translation>▶ 行動中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="597" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="222" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>牌庫：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="24" />
            <source>El Gaucho</source>
            <translation>牛仔很忙</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="30" />
            <source>El Gaucho is a game by Arve D. Fühler, published by Argentum Verlag in 2014.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《牛仔很忙》由 Arve D. Fühler 設計，Argentum Verlag 於 2014 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="35" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>挑選​骰子，派​牛仔​去抓牛，賣出​最好的​牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="63" />
            <source>Black</source>
            <translation>黑牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="64" />
            <source>Brown</source>
            <translation>棕牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="65" />
            <source>White</source>
            <translation>白牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="66" />
            <source>Spotted</source>
            <translation>花牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="67" />
            <source>Red</source>
            <translation>紅牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="76" />
            <source>the Black herd</source>
            <translation>黑牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="77" />
            <source>the Brown herd</source>
            <translation>棕牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="78" />
            <source>the White herd</source>
            <translation>白牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="79" />
            <source>the Spotted herd</source>
            <translation>花牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="80" />
            <source>the Red herd</source>
            <translation>紅牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="94" />
            <source>%1 %2</source>
            <comment>a cattle tile: breed, value</comment>
            <translation>%1%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="106" />
            <source>Sort</source>
            <translation>分類</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="107" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="566" />
            <source>Wish</source>
            <translation>許願</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="108" />
            <source>Immediate sale</source>
            <translation>立即出售</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="109" />
            <source>Steal</source>
            <translation>偷牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="110" />
            <source>Raise/Replace</source>
            <translation>豎放或替換</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="111" />
            <source>Hidden cattle</source>
            <translation>隱藏的牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="120" />
            <source>Put a tile you gain anywhere in its herd.</source>
            <translation>把獲得的牛卡放進牛群的任何位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="121" />
            <source>Gain a die of the value you name.</source>
            <translation>獲得一顆你指定點數的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="122" />
            <source>Sell a herd of 2 or more tiles for 5 pesos extra.</source>
            <translation>出售一個至少 2 張牛卡的牛群，額外獲得 5 塊錢。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="123" />
            <source>Take a tile from another player's herd.</source>
            <translation>從其他玩家的牛群拿走一張牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="125" />
            <source>Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's lying gaucho.</source>
            <translation>把自己 1 到 2 個橫置的牛仔豎放，或用自己直立的牛仔替換其他玩家一個橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="128" />
            <source>Look at the steppe and take 1 tile, or 2 tiles of 4 or less.</source>
            <translation>查看草原區，拿 1 張牛卡，或 2 張都不大於 4 的牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="136" />
            <source>row %1</source>
            <translation>第 %1 排</translation>
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
                <numerusform>%n 塊錢</numerusform>
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
            <translation>%1讓牛仔直立在%2上，支付 %3（含許願骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="190" />
            <source>%1 stands a gaucho on %2 and pays %3.</source>
            <translation>%1讓牛仔直立在%2上，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="199" />
            <source>%1 lays a gaucho down on %2 and pays %3 (with the Wish die).</source>
            <translation>%1讓牛仔橫置在%2上，支付 %3（含許願骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="200" />
            <source>%1 lays a gaucho down on %2 and pays %3.</source>
            <translation>%1讓牛仔橫置在%2上，支付 %3。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="211" />
            <source>%1 stands up %n lying gaucho(s) for free: %2.</source>
            <translation>
                <numerusform>%1免費豎放 %n 個橫置的牛仔：%2。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="216" />
            <source>%1 stands up the gaucho on %2 and pays %3 (with the Wish die).</source>
            <translation>%1把%2上的牛仔豎放，支付 %3（含許願骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="217" />
            <source>%1 stands up the gaucho on %2 and pays %3.</source>
            <translation>%1把%2上的牛仔豎放，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="226" />
            <source>%1 occupies %2 and pays %3 (with the Wish die).</source>
            <translation>%1佔領%2，支付 %3（含許願骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="227" />
            <source>%1 occupies %2 and pays %3.</source>
            <translation>%1佔領%2，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="237" />
            <source>%1 takes back the gaucho from %2 without using it.</source>
            <translation>%1從%2取回牛仔，未使用其行動。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="242" />
            <source>%1 takes back the lying gaucho from %2.</source>
            <translation>%1從%2取回橫置的牛仔。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="248" />
            <source>%1 gets %n peso(s) for the stolen %2.</source>
            <translation>
                <numerusform>%1因被偷走的%2獲得 %n 塊錢補償。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="250" />
            <source>%1 gets %n peso(s) for the replaced gaucho on %2.</source>
            <translation>
                <numerusform>%1因%2上被替換的牛仔獲得 %n 塊錢補償。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="259" />
            <source>Round %1, the dice-less round: only gauchos on action areas may be used.</source>
            <translation>第 %1 輪是無骰階段：只能使用行動區上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="264" />
            <source>Round %1, the last round with dice, begins; %2 is the start player.</source>
            <translation>第 %1 輪開始，這是最後一輪擲骰；起始玩家是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="269" />
            <source>Round %1 begins; %2 is the start player.</source>
            <translation>第 %1 輪開始，起始玩家是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="277" />
            <source>%1 ends the turn; unused dice: %2.</source>
            <translation>%1結束回合；未使用的骰子：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="279" />
            <source>%1 ends the turn.</source>
            <translation>%1結束回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="285" />
            <source>Cattle drive: no row is complete.</source>
            <translation>抓牛階段：沒有一排被佔滿。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="287" />
            <source>Cattle drive: %n complete row(s): %1.</source>
            <translation>
                <numerusform>抓牛階段：%n 排已佔滿（第 %1 排）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="294" />
            <source>%1 sorts %2 into the herd: %3.</source>
            <translation>%1用分類把%2放進牛群：%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="296" />
            <source>%1 adds %2 to the herd: %3.</source>
            <translation>%1把%2加入牛群：%3。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="308" />
            <source>%1 must sell %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1必須出售%2：%3 = %n 塊錢。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="310" />
            <source>%1 sells %2 at once: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1立即出售%2：%3 = %n 塊錢。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="313" />
            <source>%1 sells a single tile, %2, for %n peso(s).</source>
            <translation>
                <numerusform>%1出售單張牛卡%2，得 %n 塊錢。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="318" />
            <source>%1 sells %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1出售%2：%3 = %n 塊錢。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="324" />
            <source>%1 keeps %2</source>
            <comment>opening tiles</comment>
            <translation>%1保留%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>The opening tiles are revealed: %1.</source>
            <translation>起始牛卡公開了：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="336" />
            <source>Game over: %1 wins with %n peso(s).</source>
            <translation>
                <numerusform>遊戲結束：%1以 %n 塊錢獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="337" />
            <source>Game over: %1 share the win.</source>
            <translation>遊戲結束：%1平手，共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="343" />
            <source>The steppe refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>補滿草原區時牌庫被抽空：第 %1 輪是最後一輪擲骰，第 %2 輪是無骰階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="348" />
            <source>The pampa refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>補充大草原時牌庫被抽空：第 %1 輪是最後一輪擲骰，第 %2 輪是無骰階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="358" />
            <source>The steppe is not refilled: the pile is empty.</source>
            <translation>草原區沒有補充：牌庫已空。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="359" />
            <source>The steppe is refilled with %n tile(s).</source>
            <translation>
                <numerusform>草原區補入 %n 張牛卡。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="365" />
            <source>No new tile comes onto the pampa.</source>
            <translation>大草原沒有補入新的牛卡。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="367" />
            <source>%n tile(s) come onto the pampa: %1.</source>
            <translation>
                <numerusform>%n 張牛卡放上大草原：%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="397" />
            <source>%1 keeps %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which opening tiles (%2) they kept (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>
                <numerusform>%1保留%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="474" />
            <source>%1 keeps %2.</source>
            <extracomment>The log of a replay with everything shown: the opening tiles (%2) a player (%1) kept, which only that player saw.</extracomment>
            <translation>%1保留%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="376" />
            <source>%1 has chosen which opening tiles to keep.</source>
            <translation>%1已選好要保留的起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="380" />
            <source>%1 puts a gaucho on %2 for free.</source>
            <translation>%1免費放一個牛仔到「%2」行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="384" />
            <source>%1 rolls the dice: %2.</source>
            <translation>%1擲出骰子：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="388" />
            <source>%1 has no action area to use and passes.</source>
            <translation>%1沒有可使用的行動區，跳過回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="391" />
            <source>%1 takes the dice showing %2.</source>
            <extracomment>The dice named by the faces they show (a key 1–5 counts their places instead).</extracomment>
            <translation>%1拿取點數 %2 的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="393" />
            <source>The last die, a %1, stays unused.</source>
            <translation>最後一顆骰子（%1）沒有被使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="400" />
            <source>%1 uses %2.</source>
            <translation>%1使用%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="403" />
            <source>%1 wishes for a die showing %2.</source>
            <translation>%1許願得到一顆 %2 點的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="406" />
            <source>%1 steals %2 from %3.</source>
            <translation>%1從%3那裡偷走%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="412" />
            <source>%1 replaces the lying gaucho of %2 on %3 with a standing one.</source>
            <translation>%1把%2在%3上橫置的牛仔替換成自己直立的牛仔。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="419" />
            <source>%1 secretly looks at the %n tile(s) of the steppe.</source>
            <translation>
                <numerusform>%1偷偷查看草原區的 %n 張牛卡。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="454" />
            <source>%1 sees in the steppe: %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees the tiles (%2) in the steppe with Hidden Cattle.</extracomment>
            <translation>
                <numerusform>%1在草原區看到：%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="481" />
            <source>%1 sees in the steppe: %2.</source>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) saw in the steppe with Hidden Cattle, which only that player saw.</extracomment>
            <translation>%1在草原區看到：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="426" />
            <source>%1 takes %2 from the steppe and stands on it in %3.</source>
            <translation>%1從草原區拿走%2，並讓牛仔直立在%3的這張牛卡上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="435" />
            <source>%1 brings %2 home.</source>
            <translation>%1把%2帶回家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="438" />
            <source>Final scoring: every standing gaucho brings its tile home, then every herd is sold.</source>
            <translation>記分階段：每個直立的牛仔把牛卡帶回，之後出售所有牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="441" />
            <source>%1 brings %2 home for the final scoring.</source>
            <translation>%1在記分階段把%2帶回家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="460" />
            <source>%1 and %2</source>
            <comment>two dice</comment>
            <translation>%1 和 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="535" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="596" />
            <source>Please wait for the move to be shown.</source>
            <translation>請稍候，正在顯示這一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="539" />
            <source>Click the tiles to keep in the order they go into your herd (keys 1–%1), then click Keep (Enter).</source>
            <translation>依牛卡放進牛群的順序點選要保留的牛卡（按鍵 1–%1），再按「保留」（Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="543" />
            <source>Put your opening gaucho on a lit action area, for free.</source>
            <translation>把你的起始牛仔免費放到亮起的行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="545" />
            <source>Add your new tiles to your herds, one after the other.</source>
            <translation>把新的牛卡一張一張加入你的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="550" />
            <source>Your turn: click 2 dice of the roll (keys %1).</source>
            <translation>輪到你了：點選 2 顆擲出的骰子（按鍵 %1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="552" />
            <source>Click one more die.</source>
            <translation>再點一顆骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="554" />
            <source>Click a lit place to spend these dice there, or press Enter to take them.</source>
            <translation>點選亮起的地方，把這兩顆骰子用在那裡，或按 Enter 拿取骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="556" />
            <source>Choose one of the lit choices or a button (keys %1); Esc goes back.</source>
            <translation>選一個亮起的選項或按鈕（按鍵 %1）；Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="558" />
            <source>Hidden cattle: click a steppe tile, then an empty space; or Done (E).</source>
            <translation>隱藏的牛：點一張草原區的牛卡，再點一個空格；或按「完成」（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="560" />
            <source>Place the gaucho you took back.</source>
            <translation>請放置你取回的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="563" />
            <source>Click a lit place to pay with %1.</source>
            <translation>點選亮起的地方，用 %1 支付。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="568" />
            <source>Dice-less round: click one of your gauchos on an action area, or end the turn (E).</source>
            <translation>無骰階段：點你在行動區上的牛仔，或結束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="571" />
            <source>Use your gauchos on action areas, or end the turn (E).</source>
            <translation>使用你在行動區上的牛仔，或結束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="573" />
            <source>Click a die or a lit place to spend your dice; click your gauchos on action areas to use them; E ends the turn.</source>
            <translation>點一顆骰子或亮起的地方來使用骰子；點你在行動區上的牛仔來使用它們；E 結束回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="581" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="585" />
            <source>Dice-less round: only action areas</source>
            <translation>無骰階段：只能用行動區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="587" />
            <source>Last round with dice!</source>
            <translation>最後一輪擲骰！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="588" />
            <source>The pile is empty: one more round with dice, then a dice-less round</source>
            <translation>牌庫空了：再一輪擲骰，然後是無骰階段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="597" />
            <source>Please wait: it is %1's decision.</source>
            <translation>請稍候：現在輪到%1決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="603" />
            <source>Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends the turn, Esc goes back, Ctrl+Z undoes a step.</source>
            <translation>點選 2 顆擲出的骰子（按鍵 1–9），再點選亮起的地方使用它們。點選你在行動區上的牛仔來使用它。用 Tab 和 Enter 以鍵盤選擇，E 結束回合，Esc 回到上一步，Ctrl+Z 復原一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="616" />
            <source>pampa row %1, space %2</source>
            <translation>大草原第 %1 排第 %2 格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho lying on it</source>
            <translation>上面有%1橫置的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho standing on it</source>
            <translation>上面有%1直立的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="621" />
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="129" />
            <source>%1, %2</source>
            <comment>accessible name: a piece, where it is</comment>
            <translation>%1，%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="627" />
            <source>in the roll</source>
            <translation>在擲出的骰子中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="629" />
            <source>%1's panel</source>
            <translation>%1的面板</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="632" />
            <source>%1's herd, tile %2 of %3</source>
            <translation>%1的牛群，共 %3 張中的第 %2 張</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="634" />
            <source>seen in the steppe</source>
            <translation>在草原區看到的牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="636" />
            <source>waiting to join your herds</source>
            <translation>等著加入你的牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="638" />
            <source>drawn for you to keep</source>
            <translation>抽到、可以保留的牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="648" />
            <source>That is not an El Gaucho move.</source>
            <translation>這不是《牛仔很忙》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="649" />
            <source>That cannot be done at this moment of the game.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="650" />
            <source>First take 2 dice from the roll.</source>
            <translation>請先從擲出的骰子拿 2 顆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="651" />
            <source>You have already taken your 2 dice this turn.</source>
            <translation>你這回合已經拿過 2 顆骰子了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="653" />
            <source>There are no dice in the dice-less round: only your action areas may be used.</source>
            <translation>無骰階段沒有骰子：只能使用你在行動區上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="655" />
            <source>Take exactly 2 dice.</source>
            <translation>請剛好拿 2 顆骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="656" />
            <source>Those dice are not in the roll: %(pool)s are left.</source>
            <translation>擲出的骰子裡沒有這些：剩下的是 %(pool)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="658" />
            <source>You took a gaucho back: place it now (on a tile, an action area or from the steppe).</source>
            <translation>你取回了一個牛仔：現在請放置它（放在牛卡、行動區，或用隱藏的牛）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="661" />
            <source>First add %(tiles)s to your herds (click a waiting tile).</source>
            <translation>請先把%(tiles)s加入你的牛群（點選等待中的牛卡）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="664" />
            <source>First finish Hidden cattle: take a steppe tile or click Done.</source>
            <translation>請先完成隱藏的牛：拿一張草原區的牛卡，或按「完成」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="666" />
            <source>There is no such tile.</source>
            <translation>沒有這張牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="667" />
            <source>%(tile)s is not on the pampa.</source>
            <translation>%(tile)s不在大草原上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="668" />
            <source>A gaucho is already on %(tile)s: one gaucho per tile.</source>
            <translation>%(tile)s上已經有牛仔了：每張牛卡只能有一個牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="669" />
            <source>No gaucho of yours lies on %(tile)s.</source>
            <translation>%(tile)s上沒有你橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="671" />
            <source>You have no gaucho left in your supply: take one back from an action area or a lying one first.</source>
            <translation>你沒有可用的牛仔了：請先從行動區取回一個，或取回一個橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="674" />
            <source>Pay with one die or the sum of two dice, never three.</source>
            <translation>請用一顆骰子或兩顆骰子的點數和支付，不能用三顆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="675" />
            <source>Lying down and standing up are paid with one die only.</source>
            <translation>橫置和豎放都只能用一顆骰子支付。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="676" />
            <source>Choose the dice to pay with.</source>
            <translation>請選擇要支付的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="677" />
            <source>You do not have those dice: you have %(dice)s.</source>
            <translation>你沒有這些骰子：你有的是 %(dice)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="679" />
            <source>That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying).</source>
            <translation>這需要剛好 %(cost)s：%(paid)s 付不了（不能多付）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="681" />
            <source>There is no such action area.</source>
            <translation>沒有這個行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="682" />
            <source>You already have a gaucho on %(area)s.</source>
            <translation>你在%(area)s已經有牛仔了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="684" />
            <source>You used %(area)s this turn: you may not go back there before your next turn.</source>
            <translation>你這回合已使用過%(area)s：下回合之前不能再放牛仔上去。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="686" />
            <source>You have no gaucho on %(area)s.</source>
            <translation>你在%(area)s沒有牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="688" />
            <source>Your gaucho on %(area)s came this turn: it can be used from your next turn on.</source>
            <translation>你在%(area)s的牛仔是這回合放的：從下回合起才能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="690" />
            <source>%(area)s would do nothing now.</source>
            <translation>%(area)s現在不會有任何效果。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="691" />
            <source>Wish for a value from 1 to 6.</source>
            <translation>請許願 1 到 6 的點數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="692" />
            <source>There is no such breed.</source>
            <translation>沒有這個種類。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="694" />
            <source>Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s.</source>
            <translation>立即出售需要至少 2 張牛卡的牛群；%(breed)s只有 %(count)s 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="696" />
            <source>%(tile)s is not in another player's herd.</source>
            <translation>%(tile)s不在其他玩家的牛群裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="697" />
            <source>Stand up 1 or 2 of your lying gauchos.</source>
            <translation>請豎放你 1 或 2 個橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="698" />
            <source>No other player's gaucho lies on %(tile)s.</source>
            <translation>%(tile)s上沒有其他玩家橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="699" />
            <source>%(tile)s is not in the steppe.</source>
            <translation>%(tile)s不在草原區裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="700" />
            <source>That space is not an empty space of the pampa.</source>
            <translation>那不是大草原上的空格。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="702" />
            <source>Two tiles from the steppe must both be 4 or less: %(tiles)s are not.</source>
            <translation>從草原區拿兩張牛卡時，兩張都必須不大於 4：%(tiles)s不符合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="704" />
            <source>You may not take another tile from the steppe.</source>
            <translation>你不能再從草原區拿牛卡了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="705" />
            <source>Take at least one tile from the steppe.</source>
            <translation>請至少從草原區拿一張牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="707" />
            <source>You may take a gaucho back only when your supply is empty and you are about to place one.</source>
            <translation>只有在你沒有可用的牛仔、又要放置牛仔時，才能取回牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="711" />
            <source>Only your gauchos on action areas and your lying gauchos can be taken back.</source>
            <translation>只能取回你在行動區上的牛仔或你橫置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="713" />
            <source>Keep 1, 2 or 3 of your opening tiles.</source>
            <translation>請保留 1、2 或 3 張起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="714" />
            <source>You did not draw %(tiles)s.</source>
            <translation>你沒有抽到%(tiles)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="716" />
            <source>You may keep %(count)s tiles only if each is %(limit)s or less.</source>
            <translation>只有在每張都不大於 %(limit)s 時，才能保留 %(count)s 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="719" />
            <source>%(breed)s must be strictly rising or falling: choose its tiles in that order.</source>
            <translation>%(breed)s必須由小到大或由大到小排列：請依照這個順序選牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="722" />
            <source>%(area)s already has an opening gaucho: choose another action area.</source>
            <translation>%(area)s已經有起始牛仔了：請選別的行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="724" />
            <source>%(tile)s is not waiting for your herd.</source>
            <translation>%(tile)s沒有在等著加入你的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="726" />
            <source>You have no gaucho on Sort that may be used now, or no herd of that breed.</source>
            <translation>你沒有現在可以使用的分類牛仔，或沒有這個種類的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="728" />
            <source>Sort can put %(tile)s only where the herd stays in order.</source>
            <translation>分類只能把%(tile)s放在牛群仍保持順序的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="730" />
            <source>%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); your dice do not pay that.</source>
            <translation>%(tile)s：直立需要 %(cost)s（一顆或兩顆骰子），橫置需要 %(small)s（一顆骰子）；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="734" />
            <source>Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not pay it.</source>
            <translation>豎放你在%(tile)s上的牛仔要用一顆骰子支付 %(cost)s；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="738" />
            <source>%(area)s costs %(cost)s (one die or two); your dice do not pay it.</source>
            <translation>%(area)s需要 %(cost)s（一顆或兩顆骰子）；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="740" />
            <source>You have no dice left to pay with this turn.</source>
            <translation>你這回合已沒有可用來支付的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="741" />
            <source>%(paid)s pays for nothing that is possible now.</source>
            <translation>現在沒有能用 %(paid)s 支付的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="743" />
            <source>Sort is used when you gain a tile: in the drive, after a Steal or in the final scoring.</source>
            <translation>分類在你獲得牛卡時使用：抓牛階段、偷牛之後或記分階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="747" />
            <source>That does not go with what you picked: press Esc to go back.</source>
            <translation>這與你已選的不相符：按 Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="750" />
            <source>That gaucho on %(area)s is another player's: you use only your own.</source>
            <translation>%(area)s上的那個牛仔屬於其他玩家：你只能使用自己的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="752" />
            <source>The refill limit must be a number from 1 to 100.</source>
            <translation>補充上限必須是 1 到 100 的數字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="753" />
            <source>Choose when a pampa row stops being refilled.</source>
            <translation>請選擇大草原的一排何時停止補充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="754" />
            <source>Choose a rule for keeping opening tiles.</source>
            <translation>請選擇保留起始牛卡的規則。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="756" />
            <source>The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players.</source>
            <translation>大草原的配置必須給 2、3、4 人各 12、15、18 個空格。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="758" />
            <source>Each small number must be from 1 to 6.</source>
            <translation>每個小數字必須是 1 到 6。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="759" />
            <source>Choose how the start player is chosen.</source>
            <translation>請選擇如何決定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="760" />
            <source>Choose which breed leaves a 2-player game.</source>
            <translation>請選擇 2 人遊戲時移除哪個種類。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="762" />
            <source>Choose whether Wish works in the dice-less round.</source>
            <translation>請選擇無骰階段中許願是否有效。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="765" />
            <source>Choose whether a gaucho put on Sort works in that round's cattle drive.</source>
            <translation>請選擇放到分類的牛仔是否能用在同一輪的抓牛階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="792" />
            <source>First choose which opening tiles to keep.</source>
            <translation>請先選擇要保留的起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="794" />
            <source>Put your opening gaucho on a free action area.</source>
            <translation>請把你的起始牛仔放到空的行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="796" />
            <source>Empty spaces are filled by the refill or by Hidden cattle.</source>
            <translation>空格會在補充時，或用「隱藏的牛」放上牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="819" />
            <source>Stand on %1, pay %2</source>
            <translation>直立在%1上，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="821" />
            <source>Lie on %1, pay %2</source>
            <translation>橫置在%1上，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="824" />
            <source>Stand up the gaucho on %1, pay %2</source>
            <translation>把%1上的牛仔豎放，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="829" />
            <source>Occupy %1, pay %2</source>
            <translation>佔領%1，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="831" />
            <source>Put a gaucho on %1</source>
            <translation>放一個牛仔到「%1」行動區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="833" />
            <source>Take the dice showing %1</source>
            <extracomment>%1: the faces the two dice show ("2 and 3"), never their places in the roll (the keys 1–5 count those: "dice 2 and 3" read as keys took two other dice).</extracomment>
            <translation>拿取點數 %1 的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="836" />
            <source>Take back the gaucho from %1</source>
            <translation>從%1取回牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="837" />
            <source>Take back the lying gaucho from %1</source>
            <translation>從%1取回橫置的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="839" />
            <source>Wish for a %1</source>
            <translation>許願 %1 點</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="843" />
            <source>Steal %1</source>
            <translation>偷走%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="846" />
            <source>Stand up %n lying gaucho(s) for free: %1</source>
            <translation>
                <numerusform>免費豎放 %n 個橫置的牛仔：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="850" />
            <source>Replace the lying gaucho on %1</source>
            <translation>替換%1上橫置的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="852" />
            <source>Look at the steppe</source>
            <translation>查看草原區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="855" />
            <source>Take %1 and stand on it in %2, space %3</source>
            <translation>拿走%1，讓牛仔直立在%2第 %3 格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="861" />
            <source>Done: take no more tiles</source>
            <translation>完成：不再拿牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="865" />
            <source>End the turn</source>
            <translation>結束回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="867" />
            <source>Keep %1</source>
            <translation>保留%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="877" />
            <source>Sell %1 now: %2 = %n peso(s)</source>
            <translation>
                <numerusform>立即出售%1：%2 = %n 塊錢</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="881" />
            <source>Sell %1 now</source>
            <translation>立即出售%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="891" />
            <source>Sort %1 into place %2 of its herd</source>
            <translation>用分類把%1放在牛群的第 %2 個位置</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="895" />
            <source>Add %1 at the end: forced sale of %2 (%3 = %n peso(s))</source>
            <translation>
                <numerusform>把%1加在最後：強制出售%2（%3 = %n 塊錢）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="902" />
            <source>Start a new herd with %1</source>
            <translation>用%1開始新的牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="903" />
            <source>Add %1 at the end of its herd</source>
            <translation>把%1加在牛群最後</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="912" />
            <source>Tied for the most pesos: the win is shared.</source>
            <translation>錢數並列最多：共同獲勝。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="924" />
            <source>%1. %2 — %n peso(s)</source>
            <translation>
                <numerusform>%1. %2 — %n 塊錢</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="944" />
            <source>Forced sale of %1: %2 = %3</source>
            <translation>強制出售%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="946" />
            <source>Immediate sale of %1: %2 = %3</source>
            <translation>立即出售%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="948" />
            <source>Final sale of %1: %2 = %3</source>
            <translation>最後出售%1：%2 = %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1120" />
            <source>Final sale of a single tile, %1, for %n peso(s)</source>
            <translation>
                <numerusform>最後出售單張牛卡%1，得 %n 塊錢</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="952" />
            <source>Compensation for %1, stolen by %2: %3</source>
            <translation>補償（%1被%2偷走）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="954" />
            <source>Compensation for %1, replaced by %2: %3</source>
            <translation>補償（%1被%2替換）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="960" />
            <source>No sales</source>
            <translation>沒有出售</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="961" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="619" />
            <source>Sales: %1</source>
            <translation>出售：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="963" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="621" />
            <source>Compensations: %1</source>
            <translation>補償：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="965" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="623" />
            <source>Pesos held at the start of this game: %1</source>
            <translation>本局開始時已有的錢：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="976" />
            <source>Refill limit of a pampa row</source>
            <translation>大草原一排的補充上限</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="977" />
            <source>A row stops being refilled</source>
            <translation>一排停止補充的時機</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="978" />
            <source>Keeping opening tiles</source>
            <translation>保留起始牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="979" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="697" />
            <source>Start player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="980" />
            <source>Breed left out with 2 players</source>
            <translation>2 人遊戲移除的種類</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="981" />
            <source>Wish die usable in the dice-less round</source>
            <translation>無骰階段可用許願骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="982" />
            <source>A gaucho put on Sort works in that round's cattle drive</source>
            <translation>放到分類的牛仔可用於同一輪的抓牛階段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="983" />
            <source>Pampa layout</source>
            <translation>大草原配置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="984" />
            <source>Lying-down costs (small numbers)</source>
            <translation>橫置費用（小數字）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="993" />
            <source>When the tiles of a pampa row add up to this much, no more tiles are put in it during a refill (published rules: 20).</source>
            <translation>大草原一排的牛卡點數加總達到這個數字時，補充時就不再往這排放牛卡（原版規則：20）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="997" />
            <source>Whether a row stops at the limit itself or only above it. Most rule texts say at the limit; one rules summary says above it.</source>
            <translation>一排是達到上限就停止，還是超過上限才停止。多數規則說明寫的是達到上限；也有一份規則說明寫的是超過上限。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1001" />
            <source>Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; or, as one rules summary words it, if their average is below 4 or 8.</source>
            <translation>每張都不大於 4 才能保留 3 張、每張都不大於 8 才能保留 2 張；或照另一份規則說明的寫法，平均小於 4 或 8。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1004" />
            <source>Who starts the first round: drawn at random, or the first seat.</source>
            <translation>誰開始第一輪：隨機決定，或第一個座位。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1006" />
            <source>With 2 players one whole breed is left in the box: drawn at random, or the one you choose.</source>
            <translation>2 人遊戲時，有一整個種類留在盒中：隨機決定，或由你選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1010" />
            <source>Normally a Wish die gained in the dice-less round cannot be spent, since nothing may be bought with dice then. Turn this on to allow it.</source>
            <translation>通常在無骰階段獲得的許願骰子不能使用，因為那時不能用骰子做任何事。開啟後就可以使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1014" />
            <source>Normally a gaucho put on Sort may already help in the cattle drive of the same round. Turn this off to keep it for later rounds.</source>
            <translation>通常放到分類的牛仔在同一輪的抓牛階段就能使用。關閉後要等到之後的輪次。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1024" />
            <source>at the limit (20 or more)</source>
            <translation>達到上限時（20 以上）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1025" />
            <source>only above the limit (more than 20)</source>
            <translation>超過上限時（大於 20）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1026" />
            <source>each tile at most 4 / 8</source>
            <translation>每張最多 4／8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1027" />
            <source>average below 4 / 8</source>
            <translation>平均小於 4／8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1028" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1030" />
            <source>drawn at random</source>
            <translation>隨機決定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1029" />
            <source>the first seat</source>
            <translation>第一個座位</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1044" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="482" />
            <source>2 players: the %1 tiles stay in the box; that breed is not in this game.</source>
            <translation>2 人遊戲：%1牛卡留在盒中，本局不使用這個種類。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1055" />
            <source>%n gaucho(s) in supply</source>
            <translation>
                <numerusform>備用 %n 個牛仔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1056" />
            <source>%n herd(s)</source>
            <translation>
                <numerusform>%n 個牛群</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1285" />
            <source>no herds</source>
            <comment>a seat line: no herd yet</comment>
            <translation>沒有牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1127" />
            <source>%1 (%2)</source>
            <comment>an action area and its cost</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1140" />
            <source>You are cattle barons on the pampa. Take dice from a shared roll to send your gauchos after cattle or onto action areas, build rising or falling herds and sell them. Whoever has the most pesos at the end wins.</source>
            <translation>你們是大草原上的牛大亨。從共用的骰子中拿取骰子，派牛仔去抓牛或送上行動區，組成點數一路變大或一路變小的牛群並賣掉。遊戲結束時錢最多的人獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1148" />
            <source>The cattle</source>
            <translation>牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1153" />
            <source>There are five breeds, told apart by colour and coat: Black, Brown (white socks), White, Spotted and Red (a white belt). Each breed has one tile of each value 1 to 12.</source>
            <translation>共有五個種類，用顏色和花紋區分：黑牛、棕牛（白襪）、白牛、花牛和紅牛（白色腰帶）。每個種類都有點數 1 到 12 的牛卡各一張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1158" />
            <source>The big number at the top left is the tile's value; the small number at the bottom right (about half the value) is what lying down on it costs.</source>
            <translation>左上角的大數字是牛卡的點數；右下角的小數字（約為點數的一半）是橫置在上面的費用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1162" />
            <source>With 2 players one breed stays in the box.</source>
            <translation>2 人遊戲時，有一個種類留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1169" />
            <source>%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn.</source>
            <translation>%1 人：%2 顆骰子，每人 %3 個牛仔，抽 %4 張起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1183" />
            <source>The pampa has four rows. Tiles are laid face up from the bottom row up, left to right; a row stops taking tiles once its values add up to the refill limit.</source>
            <translation>大草原有四排。牛卡從最下面一排往上、由左到右面朝上放置；一排的點數加總達到補充上限時就停止放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1187" />
            <source>Four face-down tiles form the steppe; the rest are the draw pile.</source>
            <translation>四張面朝下的牛卡組成草原區，其餘的是牌庫。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1190" />
            <source>Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 or less, or any 1. They are revealed together and start your herds.</source>
            <translation>起始牛卡：每張都不大於 4 才能保留 3 張，每張都不大於 8 才能保留 2 張，或任意保留 1 張。大家同時公開，成為各自牛群的第一張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1194" />
            <source>Then, counter-clockwise and ending with the start player, everybody puts one gaucho on a different action area for free.</source>
            <translation>接著從起始玩家右邊的玩家開始、逆時針進行，最後是起始玩家，每人免費把一個牛仔放在不同的行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1203" />
            <source>A round</source>
            <translation>一輪</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1207" />
            <source>The start player rolls all the dice.</source>
            <translation>起始玩家擲出所有骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1209" />
            <source>Clockwise, each player takes exactly 2 dice from the roll and then spends them. The last player chooses 2 of the 3 dice left.</source>
            <translation>順時針輪流，每位玩家從擲出的骰子中剛好拿 2 顆，然後使用它們。最後一位玩家從剩下的 3 顆中選 2 顆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1213" />
            <source>After the last turn comes the cattle drive, then the pampa is refilled and the start player passes to the left.</source>
            <translation>最後一位玩家結束後是抓牛階段，接著補充大草原，起始玩家標記傳給左邊的玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1222" />
            <source>Spending dice</source>
            <translation>使用骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1227" />
            <source>Every cost is paid exactly, with one die or the sum of two. Overpaying is not allowed and each die is spent once.</source>
            <translation>每項費用都必須剛好支付，用一顆骰子或兩顆骰子的點數和。不能多付，每顆骰子只能用一次。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1230" />
            <source>Stand on a free tile: pay its value. A standing gaucho claims the tile.</source>
            <translation>直立在空的牛卡上：支付它的點數。直立的牛仔佔有這張牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1232" />
            <source>Lie on a free tile: pay its small number with one die. A lying gaucho only reserves the tile.</source>
            <translation>橫置在空的牛卡上：用一顆骰子支付它的小數字。橫置的牛仔只是預訂這張牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1235" />
            <source>Stand up one of your lying gauchos: pay the small number with one die.</source>
            <translation>豎放你一個橫置的牛仔：用一顆骰子支付小數字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1237" />
            <source>Occupy action area 1 to 6: pay its number. You may have one gaucho on each area; other players never block you.</source>
            <translation>佔領行動區 1 到 6：支付它的編號。每個行動區你可以有一個牛仔；其他玩家不會擋住你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1241" />
            <source>With no gaucho left in your supply you may take one back from an action area (its action is lost) or a lying one, to place it at once.</source>
            <translation>沒有可用的牛仔時，你可以從行動區取回一個（放棄它的行動），或取回一個橫置的牛仔，並立刻放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1244" />
            <source>Unspent dice are lost when you end your turn.</source>
            <translation>結束回合時，沒用到的骰子就作廢。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1251" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="357" />
            <source>Action areas</source>
            <translation>行動區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1255" />
            <source>A gaucho put on an area in an earlier turn can be used in your turn: it comes back to your supply and the action happens. You may not go back to an area in the turn you used it. Only Sort works outside your turn.</source>
            <translation>在之前的回合放到行動區的牛仔，可以在你的回合使用：牛仔回到你手中，然後執行行動。使用過的行動區在同一回合不能再放牛仔。只有分類能在自己的回合以外使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1262" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="363" />
            <source>%1 (cost %2): %3</source>
            <translation>%1（費用 %2）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1267" />
            <source>Sort: when you gain a tile (drive, Steal, final scoring), put it where its herd stays in order instead of at the end.</source>
            <translation>分類：獲得牛卡時（抓牛階段、偷牛、記分階段），把它放在牛群保持順序的位置，而不是最後。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1271" />
            <source>Wish: the wished die works like a rolled die this turn, alone or together with one real die.</source>
            <translation>許願：許願的骰子在這回合就像擲出的骰子，可以單獨使用，或和一顆真的骰子加總。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1275" />
            <source>Steal: the victim gets the tile's value in pesos. The tile joins your herd and may force a sale there (without the 5 extra pesos).</source>
            <translation>偷牛：被偷的玩家獲得這張牛卡點數的錢。牛卡加入你的牛群，可能造成強制出售（沒有額外的 5 塊錢）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1279" />
            <source>Replace: the other player gets the tile's value in pesos and their gaucho back; yours stands on the tile.</source>
            <translation>替換：對手獲得這張牛卡點數的錢並拿回牛仔；你的牛仔直立在這張牛卡上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1283" />
            <source>Hidden cattle: the tiles you take go face up onto empty spaces of the pampa, each with one of your gauchos standing on it; then the steppe is refilled to 4.</source>
            <translation>隱藏的牛：拿到的牛卡面朝上放到大草原的空格上，每張都站著一個你的牛仔；接著把草原區補回 4 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1293" />
            <source>Herds and sales</source>
            <translation>牛群與出售</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1298" />
            <source>You have at most one herd per breed, a row of tiles that strictly rises or strictly falls from left to right. New tiles join at the right end.</source>
            <translation>每個種類你最多有一個牛群：一排從左到右點數一路變大或一路變小的牛卡。新的牛卡加在最右邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1303" />
            <source>A tile that does not fit forces a sale: the herd is sold and the new tile starts a new herd.</source>
            <translation>放不進牛群的牛卡會造成強制出售：原有牛群賣掉，新的牛卡開始新的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1307" />
            <source>A sale pays the number of tiles times the highest value, e.g. 3 × 9 = 27 pesos. Single tiles are sold only at the end.</source>
            <translation>出售所得 = 牛卡張數 × 最高點數，例如 3 × 9 = 27 塊錢。單張牛卡只在遊戲結束時出售。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1316" />
            <source>The cattle drive</source>
            <translation>抓牛階段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1320" />
            <source>A row is complete when every tile in it carries a gaucho, standing or lying.</source>
            <translation>一排的每張牛卡上都有牛仔（直立或橫置）時，這排就被佔滿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1324" />
            <source>In complete rows each standing gaucho brings its tile home and returns to its owner; lying gauchos and their tiles stay.</source>
            <translation>在佔滿的排裡，每個直立的牛仔把牛卡帶回家並回到玩家手中；橫置的牛仔和牛卡留在原地。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1328" />
            <source>Several tiles gained at once join your herds in the order you choose, one after the other.</source>
            <translation>同時獲得的多張牛卡，依你選擇的順序一張一張加入牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1337" />
            <source>The end</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1341" />
            <source>When a refill empties the draw pile, the round is finished and one more normal round is played; nothing is refilled any more.</source>
            <translation>補充時牌庫被抽空的話，這一輪打完後再照常進行一輪；之後不再補充任何牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1345" />
            <source>Then comes the dice-less round: each player may only use gauchos placed on action areas earlier.</source>
            <translation>接著是無骰階段：每位玩家只能使用先前放在行動區上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1349" />
            <source>Final scoring: every standing gaucho brings its tile home, even in an incomplete row; then every herd is sold, a single tile for its value. Lying gauchos score nothing.</source>
            <translation>記分階段：每個直立的牛仔把牛卡帶回，即使那排沒被佔滿；然後出售所有牛群，單張牛卡按點數出售。橫置的牛仔不得分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1353" />
            <source>The most pesos wins; tied players share the win.</source>
            <translation>錢最多的人獲勝；平手的玩家共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>Rules in this game</source>
            <translation>本局規則</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>The published rules</source>
            <translation>原版規則</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1366" />
            <source>Click two dice of the roll (or press their keys, 1 for the leftmost die, 2 for the next, and so on): the places they can pay for light up. Click one to take the dice and spend them there, or press Enter to take them.</source>
            <translation>點選兩顆擲出的骰子（也可以按數字鍵，由左到右依序是 1、2、3…）：它們付得起的地方會亮起。點選其中一個地方就會拿取骰子並用在那裡，或按 Enter 只拿取骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1371" />
            <source>Your dice: click one or two to see what they pay for, then click a lit tile, lying gaucho or action area. If there is more than one way, a prompt asks which (keys 1 to 9).</source>
            <translation>你的骰子：點選一或兩顆，看它們能付什麼，再點選亮起的牛卡、橫置的牛仔或行動區。如果有不只一種方式，會跳出選項詢問（按鍵 1 到 9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1376" />
            <source>Use an action area by clicking your gaucho on it; the prompt then asks for the herd, tile or gaucho it needs.</source>
            <translation>點選你在行動區上的牛仔來使用該行動區；接著選項會詢問需要的牛群、牛卡或牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1380" />
            <source>Tab and Shift+Tab move between the lit choices, Enter or Space picks one, E ends the turn and Esc goes back a step.</source>
            <translation>Tab 和 Shift+Tab 在亮起的選項間移動，Enter 或空白鍵選取，E 結束回合，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1387" />
            <source>Hover over anything that is not lit to read why it cannot be chosen.</source>
            <translation>把滑鼠指到沒亮起的東西上，就會說明為什麼不能選。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1397" />
            <source>A pampa row stops taking tiles once its values add up to %1 or more.</source>
            <translation>大草原的一排點數加總達到 %1 以上時，就不再放牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1399" />
            <source>A pampa row stops taking tiles once its values add up to more than %1.</source>
            <translation>大草原的一排點數加總超過 %1 時，就不再放牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1402" />
            <source>Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.</source>
            <translation>起始牛卡：每張都不大於 4 可保留 3 張，每張都不大於 8 可保留 2 張，或任意 1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1405" />
            <source>Opening tiles: keep 3 if their average is below 4, 2 if their average is below 8, or any 1.</source>
            <translation>起始牛卡：平均小於 4 可保留 3 張，平均小於 8 可保留 2 張，或任意 1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1410" />
            <source>The start player is drawn at random.</source>
            <translation>起始玩家隨機決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1412" />
            <source>The first seat starts.</source>
            <translation>第一個座位先開始。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1415" />
            <source>With 2 players a breed drawn at random stays in the box.</source>
            <translation>2 人遊戲時，隨機一個種類留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1418" />
            <source>With 2 players the %1 breed stays in the box.</source>
            <translation>2 人遊戲時，%1留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1423" />
            <source>A Wish die gained in the dice-less round may be spent.</source>
            <translation>無骰階段中獲得的許願骰子可以使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1425" />
            <source>A Wish die gained in the dice-less round cannot be spent.</source>
            <translation>無骰階段中獲得的許願骰子不能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1428" />
            <source>A gaucho put on Sort this round may already help in this round's drive.</source>
            <translation>這一輪放到分類的牛仔，在本輪的抓牛階段就能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1430" />
            <source>A gaucho put on Sort this round helps only from the next round on.</source>
            <translation>這一輪放到分類的牛仔，要從下一輪起才能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1436" />
            <source>Small numbers of the values 1 to 12: %1.</source>
            <translation>點數 1 到 12 的小數字：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="159" />
            <source>take</source>
            <comment>hint: dice to take</comment>
            <translation>拿取</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="160" />
            <source>pay</source>
            <comment>hint: dice to pay with</comment>
            <translation>支付</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="333" />
            <source>Choose</source>
            <translation>請選擇</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="334" />
            <source>Tab/arrows move · Enter picks · %1 choose · Esc back</source>
            <translation>Tab／方向鍵移動 · Enter 確定 · %1 選擇 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Your opening tiles</source>
            <translation>你的起始牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>%1's opening tiles</source>
            <extracomment>A replay's board: the opening tiles a player (%1) chooses from.</extracomment>
            <translation>%1的起始牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Keep (Enter)</source>
            <translation>保留（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="344" />
            <source>Chosen: %1</source>
            <translation>已選：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>New tiles for your herds</source>
            <translation>要加入牛群的新牛卡</translation>
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
            <translation>牌庫空了！再進行最後一輪擲骰，然後是無骰階段。</translation>
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
                <numerusform>抓牛階段：%n 排已佔滿</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="251" />
            <source>Cattle drive: no row is complete</source>
            <translation>抓牛階段：沒有一排被佔滿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="273" />
            <source>Forced sale: %1 = %2</source>
            <translation>強制出售：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="274" />
            <source>Immediate sale: %1 = %2</source>
            <translation>立即出售：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="275" />
            <source>Sale: %1 = %2</source>
            <translation>出售：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="782" />
            <source>Single tile sold: %1</source>
            <translation>出售單張牛卡：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="304" />
            <source>Round %1: the last round with dice!</source>
            <translation>第 %1 輪：最後一輪擲骰！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="306" />
            <source>Round %1: the dice-less round. Only action areas may be used.</source>
            <translation>第 %1 輪：無骰階段。只能使用行動區。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="345" />
            <source>Pampa</source>
            <translation>大草原</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="723" />
            <source>Pampa row %1, space %2: not used with this number of players.</source>
            <extracomment>A pampa space covered because fewer players play; %1 its row, %2 its place in the row.</extracomment>
            <translation>大草原第 %1 排第 %2 格：這個人數不使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="370" />
            <source>Roll</source>
            <translation>擲出的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="373" />
            <source>The steppe: face-down tiles for Hidden cattle.</source>
            <translation>草原區：給隱藏的牛用的面朝下牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="377" />
            <source>Pesos</source>
            <translation>錢</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="399" />
            <source>Row %1: its tiles add up to %2 (refill limit %3).</source>
            <translation>第 %1 排：牛卡點數加總 %2（補充上限 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="412" />
            <source>Empty space</source>
            <translation>空格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="440" />
            <source>%1 — stand for %2, lie for %3</source>
            <translation>%1——直立 %2，橫置 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2 (placed this turn)</source>
            <translation>%1的牛仔（%2，這回合放的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2</source>
            <translation>%1的牛仔（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="476" />
            <source>Round %1</source>
            <translation>第 %1 輪</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="480" />
            <source>Not in this game: %1</source>
            <translation>本局不使用：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="505" />
            <source>Steppe: %1</source>
            <translation>草原區：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="517" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>%1's dice</source>
            <translation>%1的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="533" />
            <source>A rolled %1 (key %2)</source>
            <translation>擲出的 %1（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="442" />
            <source>A rolled %1</source>
            <extracomment>A die of the roll on a board that only shows (a replay): %1 its face.</extracomment>
            <translation>擲出的 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>No dice in this round</source>
            <translation>這一輪沒有骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>All dice are taken</source>
            <translation>骰子都被拿走了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>Your dice</source>
            <translation>你的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>The Wish die: %1 (key %2)</source>
            <translation>許願骰子：%1（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="506" />
            <source>The Wish die: %1</source>
            <extracomment>Another player's turn, or a replay's board: the Wish die showing %1.</extracomment>
            <translation>許願骰子：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>Your die: %1 (key %2)</source>
            <translation>你的骰子：%1（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="508" />
            <source>%1's die: %2</source>
            <extracomment>Another player's turn, or a replay's board: a die of a player (%1) showing %2.</extracomment>
            <translation>%1的骰子：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="569" />
            <source>all spent</source>
            <translation>已用完</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="574" />
            <source>Take (Enter)</source>
            <translation>拿取（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="576" />
            <source>Take the two dice chosen (Enter)</source>
            <translation>拿取選好的兩顆骰子（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>End turn (E)</source>
            <translation>結束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="655" />
            <source>%1 (you)</source>
            <translation>%1（你）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="688" />
            <source>×%1 in supply</source>
            <translation>備用 ×%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="696" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="802" />
            <source>Start</source>
            <translation>起始</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="724" />
            <source>%1: no herd yet</source>
            <translation>%1：還沒有牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="727" />
            <source>(%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="728" />
            <source>A single tile: it is sold only at the end, for its value.</source>
            <translation>單張牛卡：只在遊戲結束時按點數出售。</translation>
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
            <translation>%1——現在出售可得 %2</translation>
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
            <translation>你現在沒有骰子。請點選亮起的地方，或用 Tab 與 Enter 選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>That is not on the board now.</source>
            <translation>那個現在不在遊戲盤上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>key 1</source>
            <extracomment>The one number key of a single die or choice, inside a sentence ("…: key 1.").</extracomment>
            <translation>按鍵 1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>keys %1</source>
            <extracomment>Number keys inside a sentence; %1 a range of them ("1–3").</extracomment>
            <translation>按鍵 %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>The roll has only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>擲出的骰子只有 %n 顆（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You have only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>你只有 %n 顆骰子（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>There are only %n choice(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>只有 %n 個選項（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You drew %n opening tile(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>你抽到的起始牛卡只有 %n 張（%1）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the roll&apos;s dice ("1–5").</extracomment>
            <translation>按鍵：%1 擲出的骰子 · Tab／方向鍵移動 · Enter 確定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · Esc back</source>
            <translation>按鍵：Tab／方向鍵移動 · Enter 確定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E done · Esc back</source>
            <translation>按鍵：Tab／方向鍵移動 · Enter 確定 · E 完成 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <translation>按鍵：Tab／方向鍵移動 · Enter 確定 · E 結束回合 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the player&apos;s own dice ("1–3").</extracomment>
            <translation>按鍵：%1 你的骰子 · Tab／方向鍵移動 · Enter 確定 · E 結束回合 · Esc 返回</translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="88" />
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="97" />
            <source>That choice no longer leads to a move. Press Esc to choose again.</source>
            <translation>這樣選已經沒有可做的動作。按 Esc 重新選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="243" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="651" />
            <source>First move to a choice with Tab or the arrow keys.</source>
            <translation>請先用 Tab 或方向鍵移到一個選項。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>First choose in the box, or go back with Esc.</source>
            <extracomment>Said when a key would pick something the box shown over the board covers (El Gaucho&apos;s End turn under its "Choose" box): pick one of the box&apos;s choices, or close it with Esc (which steps back to before it opened).</extracomment>
            <translation>請先從框中的選項選一個，或按 Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Please wait for the move to be shown.</source>
            <translation>請稍候，正在顯示這一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/prompt.py" line="49" />
            <source>%1's turn</source>
            <extracomment>A replay's board, where a live game's says whom it waits for: whose turn it is at the move shown (%1: a player's name).</extracomment>
            <translation>輪到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Tab goes round the lit places; Ctrl+Tab leaves the board.</source>
            <extracomment>A line of every board&apos;s tooltip: Tab (and Shift+Tab) go round the places that can be picked and stay on the board; Ctrl+Tab (Ctrl+Shift+Tab) moves the keyboard focus off the board.</extracomment>
            <translation>Tab 在亮起的位置之間輪流移動；Ctrl+Tab 離開盤面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>%1 · Ctrl+Tab side panel</source>
            <extracomment>The end of the key line under a board&apos;s prompt: %1 the game&apos;s keys ("Keys: Tab/arrows move · Enter picks · Esc back"). Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short: the line must fit under the prompt.</extracomment>
            <translation>%1 · Ctrl+Tab 側邊欄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>Ctrl+Tab side panel</source>
            <extracomment>A line under what to do now on a board (its hint names the other keys): Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short.</extracomment>
            <translation>Ctrl+Tab 側邊欄</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="342" />
            <source>New game…</source>
            <translation>新遊戲…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="348" />
            <source>Coming soon</source>
            <translation>即將推出</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>New game of %1</source>
            <translation>新遊戲：%1</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="56" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="65" />
            <source>%1 wins!</source>
            <translation>%1獲勝！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="80" />
            <source>Shared win: %1</source>
            <translation>共同獲勝：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="94" />
            <source>%1. %2 — %3</source>
            <translation>%1. %2 — %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="142" />
            <source>Back to start</source>
            <translation>回到首頁</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="143" />
            <source>Play again</source>
            <translation>再玩一局</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="96" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="147" />
            <source>Close</source>
            <extracomment>The game-over dialog's default button: closes it and keeps the final board in sight.</extracomment>
            <translation>關閉</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="148" />
            <source>Close this window and keep looking at the board.</source>
            <translation>關閉這個視窗，繼續查看盤面。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="105" />
            <source>%1 used %n hint(s).</source>
            <translation>
                <numerusform>%1使用了 %n 次提示。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="112" />
            <source>%1 took back %n move(s).</source>
            <translation>
                <numerusform>%1收回了 %n 步。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="144" />
            <source>Watch the game</source>
            <translation>重看這局遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="145" />
            <source>Step through this game again, from any player's view.</source>
            <translation>一步一步重看這局遊戲，可從任何玩家的視角來看。</translation>
        </message>
    </context>
    <context>
        <name>FoldBar</name>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="92" />
            <source>Show result</source>
            <translation>顯示結果</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Players and log</source>
            <translation>玩家與紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the players, the game log and hints.</source>
            <translation>顯示或隱藏玩家、遊戲紀錄與提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Log and view</source>
            <extracomment>The replay page's button that opens its folded side panel (the game log and the "Watch as" choice of whose view the board shows).</extracomment>
            <translation>紀錄與視角</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the game log and the choice of whose view is shown.</source>
            <translation>顯示或隱藏遊戲紀錄與視角選擇。</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="477" />
            <location filename="../farmhouse/app/game_page.py" line="478" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="482" />
            <source>%1's turn</source>
            <translation>輪到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="484" />
            <source>%1 (AI) is playing</source>
            <translation>%1（電腦）正在行動</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="789" />
            <source>%1 (AI, %2)</source>
            <translation>%1（電腦，%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="800" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="801" />
            <location filename="../farmhouse/app/game_page.py" line="802" />
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="804" />
            <source>Show result</source>
            <translation>顯示結果</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="535" />
            <source>Undo</source>
            <translation>復原</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="538" />
            <source>Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed.</source>
            <translation>收回你這回合的上一步（Ctrl+Z），直到有隨機或隱藏的資訊被揭露為止。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="796" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="798" />
            <source>Ask the computer what a strong player would do here (T).</source>
            <translation>問電腦：高手在這裡會怎麼做？（T）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="803" />
            <source>Every move so far, the newest last (Ctrl+L comes here).</source>
            <translation>至今的每一步，最新的在最後（按 Ctrl+L 來到這裡）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="527" />
            <source>Take back</source>
            <translation>收回一步</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="606" />
            <source>Undo step</source>
            <extracomment>The Take back button against the computer while it takes back only the last step of this turn (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>復原這一步</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="530" />
            <source>Take your last move back, with the computer's moves after it (Ctrl+Z). The same move again draws or rolls the same, but you have seen what it revealed and can choose another move. The game-over summary and the statistics count take-backs.</source>
            <translation>收回你的上一步，連同之後電腦的動作（Ctrl+Z）。再做一次同樣的動作，抽到或擲出的結果也會一樣；但那一步的結果你已經看到了，可以改做別的動作。收回的次數會記在遊戲結束的結果和統計中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="550" />
            <source>You are looking back: press Esc to return to the game first.</source>
            <translation>正在查看過去的盤面：請先按 Esc 回到遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1167" />
            <source>That is the board as it is now.</source>
            <extracomment>Said to a screen reader when Enter is pressed on the game log&apos;s newest line: looking back there would show the board as it is.</extracomment>
            <translation>那就是現在的盤面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1287" />
            <source>Up and Down read its lines, Enter looks back at one, Esc returns to the board.</source>
            <extracomment>The game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>用 ↑ 和 ↓ 逐行查看，按 Enter 查看那一行當時的盤面，按 Esc 回到盤面。</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>%1 starts (drawn at random).</source>
            <extracomment>The game log's first line: %1 (a player's name) makes the game's first move, chosen at random by the app (the rulebooks' ways of choosing, such as &quot;whoever moos loudest&quot;, cannot be asked of a computer).</extracomment>
            <translation>起始玩家是%1（隨機決定）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_about.py" line="131" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>名字最多 %n 個字。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="166" />
            <source>This computer has no font for %1: it shows as an empty box. The name is kept as typed.</source>
            <extracomment>A name field's tooltip, under its limit, when the typed name holds characters no font of this computer draws (an emoji without an emoji font): %1 lists them.</extracomment>
            <translation>這台電腦沒有能顯示%1的字型，所以會顯示成空白方框。名字仍照輸入的內容保存。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="42" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="138" />
            <source>1/2/3/4/5/6/7/8/9</source>
            <comment>count words</comment>
            <extracomment>The counts 1 to 9, separated by slashes, as each is written right before a counter (Chinese: 一/兩/三/…, as in 兩張馬; digits where the language writes digits).</extracomment>
            <translation>一/兩/三/四/五/六/七/八/九</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="117" />
            <source>%1–%2 players</source>
            <translation>%1–%2 位玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="108" />
            <source>unknown game “%1”</source>
            <extracomment>A game this version of Farmhouse does not have (named by a save or the statistics): %1 is its id as the file writes it (e.g. &quot;chess&quot;).</extracomment>
            <translation>未知的遊戲「%1」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="212" />
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="213" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="214" />
            <source>Hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="127" />
            <source>, </source>
            <extracomment>List separator between player names ("Ann, Ben"); 、 in Chinese and Japanese.</extracomment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="136" />
            <source>Player %1</source>
            <extracomment>The name of a player who was given none; %1 is the seat's number (1, 2, …).</extracomment>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="46" />
            <source>this move</source>
            <translation>這一步</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>Plays legal moves with a little sense.</source>
            <translation>照規則出手，只稍微想一下。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="223" />
            <source>Plays the best move it sees this turn.</source>
            <translation>選擇這回合看起來最好的一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="224" />
            <source>Plays many games on in its head before each move (as long as View → Hard AI thinking time allows), seeing only what its seat sees.</source>
            <translation>每一步之前，只根據自己座位看得到的資訊，在腦中把遊戲往下玩很多次（時間長短在「檢視」→「困難電腦的思考時間」設定）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="272" />
            <source>Hint (T): the computer suggests a good move for the player whose turn it is, and why; Esc puts the hint away. Move now (M): a computer player that is thinking moves at once.</source>
            <translation>提示（T）：電腦為輪到的玩家建議一個好的動作，並說明理由；按 Esc 收起提示。立刻出手（M）：正在思考的電腦玩家立刻出手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="278" />
            <source>Ctrl+Z takes back your last step of this turn, until something random or hidden is revealed. Playing alone against the computer, it takes your last move back, with the computer's moves after it (View menu: “Allow take-backs against the computer”).</source>
            <translation>按 Ctrl+Z 可收回你這回合的上一步，直到有隨機或隱藏的資訊被揭露為止。一個人與電腦對戰時，則收回你的上一步，連同之後電腦的動作（檢視選單：「與電腦對戰時允許收回」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="285" />
            <source>Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and press Enter, to look back at the board as it was after that move: ←/→ step, Esc returns to the game.</source>
            <translation>按 Ctrl+L 可移到遊戲紀錄。點選紀錄中的一行，或用 ↑/↓ 選擇後按 Enter，即可查看那一步之後的盤面：按 ←/→ 逐步查看，按 Esc 返回遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="291" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>遊戲選單：新遊戲（Ctrl+N）、開啟（Ctrl+O）、儲存（Ctrl+S）。檢視選單：全螢幕（F11）、語言、電腦速度。說明：本規則（F1）。每一步都會自動儲存：在首頁按「繼續」即可接著玩。</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="129" />
            <source>Pass the computer to %1</source>
            <translation>請將電腦交給%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="131" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人請迴避視線：下一個畫面會顯示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="134" />
            <source>I'm %1, show my hand</source>
            <translation>我是%1，顯示我的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>Everybody else, please look away: the next screen may show what only this player may see.</source>
            <translation>其他人請迴避視線：下一個畫面可能會顯示只有這位玩家能看的內容。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>I'm %1, show my screen</source>
            <translation>我是%1，顯示我的畫面</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <location filename="../farmhouse/app/hints.py" line="69" />
            <source>Hint</source>
            <extracomment>The board's tag on the move a hint suggests, when its chance of winning is unknown.</extracomment>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="71" />
            <source>Hint · %1%</source>
            <extracomment>The board's tag on the move a hint suggests, with the chance of winning after it.</extracomment>
            <translation>提示 · %1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="92" />
            <source>you won every game the computer played out from here</source>
            <translation>電腦從這裡往下玩的每一局你都贏了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="96" />
            <source>you won none of the games the computer played out from here</source>
            <translation>電腦從這裡往下玩的每一局你都沒贏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="99" />
            <source>you win about %1% of games from here</source>
            <translation>從這裡開始，大約有 %1% 的機會獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="111" />
            <source>Your only possible move: %1.</source>
            <translation>你唯一能做的一步：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="117" />
            <source>Best, marked on the board: %1 — %2.</source>
            <extracomment>A hint's lines: %1 is the move in the game's words, %2 the chance of winning after it.</extracomment>
            <translation>最佳（畫面上已標示）：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="118" />
            <source>Second best: %1 — %2.</source>
            <translation>次佳：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="119" />
            <source>Third best: %1 — %2.</source>
            <translation>第三佳：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="183" />
            <source>Just as good: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the best move's: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>一樣好：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="200" />
            <source>Also second best: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the line above's, which is the second best: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>同為次佳：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="204" />
            <source>Maybe better, less sure: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads higher than the best move's, from fewer of the computer's imagined games (so less sure): %1 is the move in the game's words, %2 its chance (&quot;about 53%&quot;).</extracomment>
            <translation>可能更好，較不確定：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="137" />
            <source>about %1%</source>
            <translation>約 %1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hints.py" line="124" />
            <source>too few games to tell (only %n game(s) began with it)</source>
            <extracomment>A hint's words instead of a chance of winning the computer could not tell: %n is how many of its imagined games began with that move (fewer than 20).</extracomment>
            <translation>
                <numerusform>次數太少，無法判斷（從這一步往下只玩了 %n 次）</numerusform>
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
            <translation>關閉提示（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="154" />
            <source>Close the hint</source>
            <extracomment>What a screen reader calls the hint box's × button.</extracomment>
            <translation>關閉提示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="82" />
            <source>Hint for %1</source>
            <translation>給%1的提示</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hint_panel.py" line="89" />
            <source>Based on %Ln game(s) the computer played out from here, using only what you can see.</source>
            <translation>
                <numerusform>電腦只根據你看得到的資訊，從這裡把遊戲往下玩了 %Ln 次得出的結果。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="172" />
            <source>For the move you have begun. To choose another, close the hint and step back with Esc.</source>
            <extracomment>The hint box's note when the player had begun a move (a card and a pasture picked, a tile taken) as they asked for the hint: the hint's moves all finish that move. To choose a different move, they close the hint and step back with Esc (each Esc takes back one pick).</extracomment>
            <translation>這則提示針對你已經開始的這一步。想換一步：先關閉提示，再按 Esc 返回。</translation>
        </message>
    </context>
    <context>
        <name>LookBack</name>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="165" />
            <source>Back to the game</source>
            <translation>回到遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="166" />
            <source>Show the game as it is now (Esc).</source>
            <translation>顯示目前的遊戲（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="214" />
            <source>Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return</source>
            <extracomment>The band over the board as it was during a game: %1 moves had been made then, %2 have been made now; the Left and Right keys step to the move before or after.</extracomment>
            <translation>查看過去的盤面：第 %1 步後（共 %2 步）——按 ←/→ 逐步查看，按 Esc 返回</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="310" />
            <source>No recent games</source>
            <translation>沒有最近的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="314" />
            <source>Clear list</source>
            <translation>清除清單</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="319" />
            <source>Nothing to undo: no game is being played.</source>
            <translation>沒有可以復原的步驟：目前沒有進行中的遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="331" />
            <source>Nothing to undo: moves cannot be taken back in this game.</source>
            <translation>沒有可以復原的步驟：這個遊戲不能收回任何一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: only your own steps of this turn can be taken back, until something random or hidden is revealed.</source>
            <translation>沒有可以復原的步驟：只能收回你這回合自己的步驟，直到有隨機或隱藏的資訊被揭露為止。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="356" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="357" />
            <source>&amp;New…</source>
            <translation>新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="358" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="360" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="361" />
            <source>Save &amp;As…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="894" />
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>&amp;Recent games</source>
            <translation>最近的遊戲(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="366" />
            <source>R&amp;esult…</source>
            <translation>結果(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="368" />
            <source>&amp;Back to start</source>
            <translation>回到首頁(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="369" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="370" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="371" />
            <source>&amp;Full screen</source>
            <translation>全螢幕(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="372" />
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>AI &amp;speed</source>
            <translation>電腦速度(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="376" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="377" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="378" />
            <source>Instant</source>
            <translation>立即</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="392" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="393" />
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="394" />
            <source>&amp;About Farmhouse</source>
            <translation>關於 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="461" />
            <source>The computer player failed</source>
            <translation>電腦玩家發生錯誤</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>The AI could not choose a move: %1</source>
            <translation>電腦無法決定下一步：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="593" />
            <source>Open saved game</source>
            <translation>開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="631" />
            <source>Cannot open saved game</source>
            <translation>無法開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="632" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>無法開啟「%1」：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="748" />
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="765" />
            <source>Cannot save</source>
            <translation>無法儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="766" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>無法將遊戲儲存到「%1」：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="773" />
            <source>Saved to %1</source>
            <translation>已儲存到 %1</translation>
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
            <translation>Farmhouse 存檔 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="805" />
            <source>Autosave failed</source>
            <translation>自動儲存失敗</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="807" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>無法將遊戲自動儲存到「%1」：%2

遊戲會繼續進行，但不會在每一步之後儲存。若要保留這局遊戲，請使用「遊戲」→「另存新檔…」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="861" />
            <source>The translation for %1 is not available.</source>
            <translation>無法使用%1的翻譯。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="985" />
            <source>About Farmhouse</source>
            <translation>關於 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="964" />
            <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
            <extracomment>A game in the About box: its title (bold), its players ("2–4 players"), who designed and published it.</extracomment>
            <translation>&lt;b&gt;%1&lt;/b&gt;（%2）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="969" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和電腦一起玩的動物桌遊。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="973" />
            <source>&lt;p&gt;Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Farmhouse 是非官方的玩家自製程式，所有圖片皆為本程式原創。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="364" />
            <source>&amp;Move now</source>
            <translation>立刻出手(&amp;M)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="382" />
            <source>&amp;Hard AI thinking time</source>
            <translation>困難電腦的思考時間(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="872" />
            <source>Quick: half a second</source>
            <translation>快：半秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="874" />
            <source>Normal: 1 second</source>
            <translation>普通：1 秒</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/main_window.py" line="875" />
            <source>Thorough: %n second(s)</source>
            <translation>
                <numerusform>仔細：%n 秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="322" />
            <source>Nothing to undo: the game is over.</source>
            <translation>沒有可以復原的步驟：遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="325" />
            <source>Nothing to undo: taking moves back is turned off (View › Allow take-backs against the computer).</source>
            <translation>沒有可以復原的步驟：收回功能已關閉（「檢視」→「與電腦對戰時允許收回」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Nothing to undo: you have not made a move yet.</source>
            <translation>沒有可以復原的步驟：你還沒有做過任何動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="385" />
            <source>Allow &amp;take-backs against the computer</source>
            <translation>與電腦對戰時允許收回(&amp;T)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="388" />
            <source>When you play alone against computer players, Undo (Ctrl+Z) takes your last move back, with the computer's moves after it.</source>
            <translation>一個人和電腦對戰時，復原（Ctrl+Z）會收回你的上一步，連同之後電腦的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="892" />
            <source>Ta&amp;ke back move</source>
            <translation>收回一步(&amp;K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1191" />
            <source>&amp;Undo step</source>
            <extracomment>Game menu, against the computer: Ctrl+Z takes back only the last step of this turn now (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>復原這一步(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="359" />
            <source>&amp;Watch a game…</source>
            <translation>重看遊戲(&amp;W)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="669" />
            <source>Watch a saved game</source>
            <translation>重看已儲存的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="367" />
            <source>Stat&amp;istics</source>
            <translation>統計(&amp;I)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="534" />
            <source>Statistics started anew</source>
            <translation>統計已重新開始</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: when two or more people play, only steps of your own turn that reveal nothing can be taken back, and this game has no such steps.</source>
            <translation>沒有可以復原的步驟：兩人以上一起玩時，只能收回你這回合不揭露任何資訊的步驟，而這個遊戲沒有這樣的步驟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1001" />
            <source>This game is already open in another Farmhouse window: %1 with %2.

Go on playing it in that window. Played in two windows at once, the moves made in one of them would be lost.</source>
            <extracomment>A game the player asked to open (Continue, the list, the command line) is played in another Farmhouse window already; %1 is the game's title, %2 its players' names ("Black Sheep with Ann, Bot 1").</extracomment>
            <translation>這局遊戲已經在另一個 Farmhouse 視窗中開啟：%1（%2）。

請在那個視窗中繼續玩。若同時在兩個視窗中玩，其中一個視窗裡的動作將會消失。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1005" />
            <source>Game already open</source>
            <translation>遊戲已經開啟</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1010" />
            <source>“%1” is open in another Farmhouse window, and was not saved over. Save this game under another name (Game → Save As…).</source>
            <translation>「%1」正在另一個 Farmhouse 視窗中開啟，因此沒有覆寫它。請用另一個名稱儲存這局遊戲（「遊戲」→「另存新檔…」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="760" />
            <source>Game changed in another window</source>
            <translation>遊戲在另一個視窗中有了變動</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="762" />
            <source>This game was played on in another Farmhouse window too: its autosave changed while you played here. So that neither line of play is lost, this window's game is autosaved as a game of its own from now on; the start page lists both.</source>
            <translation>這局遊戲也在另一個 Farmhouse 視窗中繼續進行：你在這裡玩的時候，它的自動存檔有了變動。為了不讓任何一方的進度消失，這個視窗的遊戲從現在起會另外自動儲存為一局獨立的遊戲；首頁會列出兩者。</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="281" />
            <source>Nothing to undo.</source>
            <translation>沒有可以復原的步驟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="513" />
            <source>%1 cannot play and passes.</source>
            <translation>%1沒有可行的動作，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="581" />
            <source>Autosave failed: %1</source>
            <translation>自動儲存失敗：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="489" />
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="387" />
            <source>This game has no hints.</source>
            <translation>這個遊戲沒有提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="389" />
            <source>You can ask for a hint when it is your turn.</source>
            <translation>輪到你時才能要求提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="434" />
            <source>No hint could be found: %1</source>
            <translation>無法產生提示：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="304" />
            <source>There is no move of yours to take back now.</source>
            <translation>現在沒有你可以收回的一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="320" />
            <source>Took back your last move.</source>
            <translation>已收回你的上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="333" />
            <source>Took back your last step of this turn.</source>
            <translation>已收回你這回合的上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="1" />
            <source>Click the board or press Esc to skip the animation.</source>
            <translation>點一下盤面或按 Esc，即可略過動畫。</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="302" />
            <source>Merge players</source>
            <translation>合併玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="309" />
            <source>The games of %1 will count for the player you choose, and the name %1 will mean that player from now on.</source>
            <translation>%1的遊戲將計入你選的玩家，而且從現在起，%1這個名字也代表那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="322" />
            <source>Merge</source>
            <translation>合併</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="414" />
            <source>New game: %1</source>
            <translation>新遊戲：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="419" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="420" />
            <source>Number of players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="424" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="438" />
            <source>Choose the deal (seed)</source>
            <translation>指定發牌（亂數種子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="441" />
            <source>The same seed and moves replay the same game. Leave it unticked for a random deal.</source>
            <translation>相同的種子和相同的動作會重現同一局遊戲。不勾選就隨機發牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="444" />
            <source>Seed:</source>
            <translation>亂數種子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="445" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的種子和相同的動作會重現同一局遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="1" />
            <source>A seed is a whole number from 0 to %1.</source>
            <extracomment>%1: the largest seed, 9223372036854775807 (written without separators, as typed)</extracomment>
            <translation>種子是 0 到 %1 之間的整數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="446" />
            <source>New seed</source>
            <translation>換一個種子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="447" />
            <source>Start game</source>
            <translation>開始遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="448" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="416" />
            <source>&amp;Game:</source>
            <translation>遊戲(&amp;G)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="25" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>資料夾</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>&amp;Look in:</source>
            <translation>尋找於(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="22" />
            <source>Files of &amp;type:</source>
            <translation>檔案型態(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RecentPanel</name>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="42" />
            <source>Since your last turn</source>
            <translation>自你上回合以來</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="52" />
            <source>Since the game began</source>
            <extracomment>The title of "Since your last turn" before the player's first turn is over: the list then holds everything that happened since the game began.</extracomment>
            <translation>自遊戲開始以來</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="44" />
            <source>Since %1's last turn</source>
            <extracomment>%1: a player's name (the panel on a board everybody may see: whose turn comes next)</extracomment>
            <translation>自%1上回合以來</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="57" />
            <source>Nothing new.</source>
            <translation>沒有新的動作。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="101" />
            <source>… %n more line(s) in the log (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line: %n older lines were left out; "the log" is the game log; Ctrl+L moves the keyboard focus to the game log, which lists them all.</extracomment>
            <translation>
                <numerusform>…另有 %n 條在遊戲紀錄中（Ctrl+L）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="110" />
            <source>… %n more line(s) (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line and "… %n more line(s) in the log (Ctrl+L)" does not fit on one line there: %n older lines were left out; Ctrl+L moves the keyboard focus to the game log, which lists them all. Keep it short: it must fit where that did not.</extracomment>
            <translation>
                <numerusform>…另有 %n 條（Ctrl+L）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="76" />
            <source>An unfinished game can only be watched as everybody saw it, so that no player's hand is given away.</source>
            <translation>未結束的遊戲只能以所有人都看得到的畫面重看，以免讓人看到任何玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="422" />
            <source>Public view (what everybody saw)</source>
            <translation>公開畫面（所有人看得到的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="424" />
            <source>Everything shown</source>
            <translation>全部顯示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="427" />
            <source>%1's view</source>
            <extracomment>The seat chooser of a replay: the board as this player saw it (%1: the name).</extracomment>
            <translation>%1的視角</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="587" />
            <source>Move %1 of %2 · Turn %3</source>
            <extracomment>Where a replay stands: the number of moves made so far, of all the moves of the game, and the number of the turn (each player's turn counts one).</extracomment>
            <translation>第 %1 步，共 %2 步 · 第 %3 回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="595" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="597" />
            <source>%1's turn</source>
            <translation>輪到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Pause (Space)</source>
            <translation>暫停（空白鍵）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Play (Space)</source>
            <translation>播放（空白鍵）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="618" />
            <source>Watch as:</source>
            <translation>視角：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="620" />
            <location filename="../farmhouse/app/replay_page.py" line="621" />
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="622" />
            <source>Click a line to see the board as it was then.</source>
            <translation>點選一行即可查看當時的盤面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1231" />
            <source>Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here).</source>
            <extracomment>The replay&apos;s game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>用 ↑ 和 ↓ 逐行查看，按 Enter 查看那一行當時的盤面（按 Ctrl+L 來到這裡）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="623" />
            <source>Back</source>
            <translation>返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="624" />
            <source>Stop watching and go back (Esc).</source>
            <translation>停止重看並返回（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="625" />
            <source>Position in the game</source>
            <translation>遊戲進度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="627" />
            <source>To the start (Home)</source>
            <translation>回到開頭（Home）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="628" />
            <source>Previous turn (Ctrl+Left, Page Up)</source>
            <translation>上一回合（Ctrl+←、Page Up）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="629" />
            <source>Step back (Left)</source>
            <translation>退一步（←）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="630" />
            <source>Step forward (Right)</source>
            <translation>進一步（→）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="631" />
            <source>Next turn (Ctrl+Right, Page Down)</source>
            <translation>下一回合（Ctrl+→、Page Down）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="632" />
            <source>To the end (End)</source>
            <translation>跳到結尾（End）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1108" />
            <source>Watching %1</source>
            <extracomment>The replay page&apos;s name for screen readers: %1 is the game&apos;s title.</extracomment>
            <translation>正在重看%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1112" />
            <source>Left and Right step through the moves, Page Up and Page Down through the turns, Space plays, Esc goes back.</source>
            <extracomment>The replay page&apos;s description for screen readers: its keys.</extracomment>
            <translation>用 ← 和 → 逐步瀏覽，用 Page Up 和 Page Down 按回合瀏覽，空白鍵播放，Esc 返回。</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="156" />
            <source>Results over time: %n game(s)</source>
            <translation>
                <numerusform>歷次戰績：%n 場</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="157" />
            <source>%n game(s) won.</source>
            <translation>
                <numerusform>贏了 %n 場。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="173" />
            <source>Won</source>
            <translation>獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="174" />
            <source>Other places (the taller, the better)</source>
            <translation>其他名次（長條越高，名次越好）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="175" />
            <source>Win rate so far</source>
            <translation>至今勝率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="211" />
            <source>No games yet.</source>
            <translation>還沒有遊戲。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="261" />
            <source>The last %n game(s)</source>
            <translation>
                <numerusform>最近 %n 場</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="101" />
            <source>Rules: %1</source>
            <translation>規則：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="74" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
    </context>
    <context>
        <name>SaveDetails</name>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="25" />
            <location filename="../farmhouse/app/save_details.py" line="159" />
            <source>it is a folder, a device or a pipe, not a file</source>
            <translation>這不是檔案，而是資料夾、裝置或管道</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="28" />
            <source>it has %1 bytes, and a saved game has at most %2</source>
            <translation>檔案有 %1 位元組，存檔最多只有 %2 位元組</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="31" />
            <source>its text is not UTF-8 at byte %1</source>
            <translation>第 %1 個位元組起不是 UTF-8 文字</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="32" />
            <source>the file is empty</source>
            <translation>檔案是空的</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="33" />
            <source>the file ends too early: it was cut off</source>
            <translation>檔案提前結束：內容被截斷了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="36" />
            <source>its text is not valid JSON at line %1, column %2</source>
            <translation>第 %1 行第 %2 欄不是有效的 JSON</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="39" />
            <source>its text holds an impossible number or is nested too deeply</source>
            <translation>內容有不可能的數值，或巢狀層數太深</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="42" />
            <source>%1: a text of %2 characters is too long</source>
            <translation>%1：%2 個字元的文字太長</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="45" />
            <source>%1: the text is not valid Unicode</source>
            <translation>%1：文字不是有效的 Unicode</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="48" />
            <source>%1: a number is too large</source>
            <translation>%1：數值太大</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="49" />
            <source>%1: a number is not finite</source>
            <translation>%1：數值不是有限數</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="50" />
            <source>%1: nested too deeply</source>
            <translation>%1：巢狀層數太深</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="51" />
            <source>%1: %2 entries are too many</source>
            <translation>%1：%2 個項目太多了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="52" />
            <source>the field “format” does not say “farmhouse-save”</source>
            <translation>欄位「format」不是「farmhouse-save」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="55" />
            <source>the format version “%1” is not a version number</source>
            <translation>格式版本「%1」不是版本號碼</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="58" />
            <source>it was saved in format version %1, and this version of Farmhouse reads up to version %2</source>
            <translation>以格式版本 %1 儲存，而這個版本的 Farmhouse 只能讀到版本 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="63" />
            <source>it cannot be upgraded from format version %1</source>
            <translation>無法從格式版本 %1 升級</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="66" />
            <source>it has a field “%1” that saved games do not have</source>
            <translation>有存檔不會有的欄位「%1」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="69" />
            <source>the field “%1” is missing</source>
            <translation>缺少欄位「%1」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="70" />
            <source>the field “%1” holds the wrong kind of value</source>
            <translation>欄位「%1」的值類型不對</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="73" />
            <source>the field “%1” holds an impossible value: %2</source>
            <translation>欄位「%1」的值不可能：%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="76" />
            <source>the game cannot be played by %n player(s)</source>
            <translation>
                <numerusform>這個遊戲不能由 %n 位玩家進行</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="79" />
            <source>player %1: the entry is damaged</source>
            <translation>第 %1 位玩家：記錄已損壞</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="82" />
            <source>player %1: a field “%2” that players do not have</source>
            <translation>第 %1 位玩家：有玩家不會有的欄位「%2」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="85" />
            <source>player %1: the field “%2” is missing</source>
            <translation>第 %1 位玩家：缺少欄位「%2」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="88" />
            <source>player %1: the field “%2” holds an impossible value: %3</source>
            <translation>第 %1 位玩家：欄位「%2」的值不可能：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="91" />
            <source>player %1: the name is not text</source>
            <translation>第 %1 位玩家：名稱不是文字</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="94" />
            <source>player %1: the name is empty</source>
            <translation>第 %1 位玩家：名稱是空的</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="95" />
            <source>player %1: the name is longer than %2 characters</source>
            <translation>第 %1 位玩家：名稱超過 %2 個字元</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="98" />
            <source>player %1: the name holds control characters</source>
            <translation>第 %1 位玩家：名稱含有控制字元</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="101" />
            <source>player %1: the computer level “%2” is unknown</source>
            <translation>第 %1 位玩家：沒有「%2」這個電腦難度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="104" />
            <source>the game “%1” is not available</source>
            <translation>遊戲「%1」無法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="105" />
            <source>the game cannot be set up with these players and rules</source>
            <translation>無法用這些玩家和規則準備遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="108" />
            <source>move %1 cannot be played</source>
            <translation>第 %1 步無法執行</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="109" />
            <source>move %1 is damaged</source>
            <translation>第 %1 步已損壞</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="110" />
            <source>move %1: “%2” is no kind of move of this game</source>
            <translation>第 %1 步：「%2」不是這個遊戲的動作種類</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="113" />
            <source>move %1: a field “%2” that this move does not have</source>
            <translation>第 %1 步：有這個動作沒有的欄位「%2」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="116" />
            <source>move %1: the field “%2” is missing</source>
            <translation>第 %1 步：缺少欄位「%2」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="119" />
            <source>move %1: the field “%2” holds an impossible value: %3</source>
            <translation>第 %1 步：欄位「%2」的值不可能：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="122" />
            <source>the first move is not a move of this game: %1</source>
            <translation>第一步不是這個遊戲的動作：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="125" />
            <source>after its %n move(s) the game is not where the file says</source>
            <translation>
                <numerusform>進行 %n 步後，局面和檔案記錄的不一樣</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="128" />
            <source>the file says the game has ended, but it goes on</source>
            <translation>檔案記錄遊戲已經結束，但遊戲其實還在進行</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="131" />
            <source>the file says the game goes on, but it has ended</source>
            <translation>檔案記錄遊戲還在進行，但遊戲其實已經結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="134" />
            <source>this game has no rule option “%1”</source>
            <translation>這個遊戲沒有規則選項「%1」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="137" />
            <source>the rule option “%1” holds an impossible value: %2</source>
            <translation>規則選項「%1」的值不可能：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="140" />
            <source>the rule options cannot be read</source>
            <translation>無法讀取規則選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="143" />
            <source>the rule options do not go together</source>
            <translation>規則選項彼此衝突</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="155" />
            <source>the file does not exist</source>
            <translation>檔案不存在</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="157" />
            <source>Farmhouse is not allowed to read it</source>
            <translation>Farmhouse 沒有讀取這個檔案的權限</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="163" />
            <source>the system reports: %1</source>
            <extracomment>A file that cannot be read for a reason the system gives in its own words (%1).</extracomment>
            <translation>系統回報：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1010" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>這個檔案不是存檔（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1036" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>這個檔案不是 Farmhouse 的存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1038" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記錄的動作無法還原儲存時的局面（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1043" />
            <source>the game in this file is not available</source>
            <translation>這個檔案中的遊戲目前無法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1045" />
            <source>the file contains a move that is not allowed</source>
            <translation>檔案中有不合規則的動作</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1053" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>這個檔案由較新版本的 Farmhouse 儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1057" />
            <source>the file cannot be read</source>
            <translation>無法讀取這個檔案</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1058" />
            <source>unknown problem (%1)</source>
            <translation>未知的問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1012" />
            <source>the saved game is damaged or incomplete</source>
            <translation>這個存檔已損壞或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1014" />
            <source>the file is too large to be a saved game</source>
            <translation>這個檔案過大，不可能是存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1018" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存檔中有不允許的值（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1031" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>檔案中的電腦玩家使用了這個版本的 Farmhouse 沒有的難度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1023" />
            <source>a player's name is too long</source>
            <translation>玩家名稱太長</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1025" />
            <source>a rule option in the file has a value that is not allowed (the file was changed or damaged)</source>
            <translation>檔案中的規則選項有不允許的值（檔案已被修改或損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1084" />
            <source>the rule option “%1” has a value that is not allowed</source>
            <translation>規則選項「%1」的值不合規定</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1049" />
            <source>the moves in this file belong to another game</source>
            <translation>這個檔案中的動作屬於另一個遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1070" />
            <source>this file is not a saved %1 game: its moves belong to another game</source>
            <extracomment>A save whose moves are another game's (e.g. its game was changed by hand); %1 is the title of the game the file claims to be.</extracomment>
            <translation>這個檔案不是《%1》的存檔：其中的動作屬於另一個遊戲</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="851" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="660" />
            <source>Continue: %1</source>
            <translation>繼續：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="663" />
            <source>Continue</source>
            <translation>繼續</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="678" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1——檔案已損壞：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="697" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>還沒有存檔。從上面開始新遊戲吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="811" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或電腦一起玩的動物桌遊</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="812" />
            <location filename="../farmhouse/app/start_page.py" line="813" />
            <source>Your games</source>
            <translation>我的存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="814" />
            <source>Load…</source>
            <translation>載入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="880" />
            <source>%1 · %2 · %3 · %4 · finished</source>
            <extracomment>A finished saved game in the list: game · players · date · moves · finished.</extracomment>
            <translation>%1 · %2 · %3 · %4 · 已結束</translation>
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
            <translation>%1 · %2 · %3 · 已結束</translation>
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
            <translation>刪除存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="758" />
            <source>Delete “%1”? It cannot be brought back.</source>
            <translation>要刪除「%1」嗎？刪除後無法復原。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1384" />
            <source>Delete the autosave of %1 (%2, %3)? It cannot be brought back.</source>
            <extracomment>Asked before an autosave is deleted: %1 is the game, %2 its players' names, %3 the date and time it was saved (as the saved-games list shows them).</extracomment>
            <translation>要刪除%1的自動儲存（%2，%3）嗎？刪除後無法復原。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="784" />
            <source>Cannot delete</source>
            <translation>無法刪除</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="785" />
            <source>“%1” could not be deleted: %2</source>
            <translation>無法刪除「%1」：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="816" />
            <source>Delete…</source>
            <translation>刪除…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="895" />
            <source>Autosave · %1</source>
            <extracomment>A line of the saved-games list for an autosave: %1 is game · players · date · moves.</extracomment>
            <translation>自動儲存 · %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="898" />
            <source>“%1” · %2</source>
            <extracomment>A line of the saved-games list for a file saved by hand: %1 its file name, %2 game · players · date · moves (players · date · moves where its name says the game).</extracomment>
            <translation>「%1」 · %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="817" />
            <source>Watch</source>
            <translation>重看</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="819" />
            <source>Watch the selected finished game again, step by step.</source>
            <translation>一步一步重看選取的已結束遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="821" />
            <source>Watch a game…</source>
            <translation>重看遊戲…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="822" />
            <source>Choose a saved game and watch it step by step.</source>
            <translation>選擇已儲存的遊戲，一步一步重看。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="815" />
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="955" />
            <source>⚠ %1 — needs a newer version of Farmhouse</source>
            <extracomment>A line of the saved-games list for a file a newer version of Farmhouse saved (this one cannot open it; it is not damaged): %1 is the file's name (or its line: "“Friday” · Black Sheep · …").</extracomment>
            <translation>⚠ %1——需要較新版本的 Farmhouse</translation>
        </message>
    </context>
    <context>
        <name>StatsKeeper</name>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="237" />
            <source>Statistics are not available now: another program is using their file.</source>
            <translation>目前無法使用統計：另一個程式正在使用統計檔案。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="238" />
            <source>Statistics are not available now: their file cannot be read or written.</source>
            <translation>目前無法使用統計：無法讀寫統計檔案。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="317" />
            <source>Statistics rebuilt from %n saved game(s).</source>
            <translation>
                <numerusform>已從 %n 個存檔重建統計。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="318" />
            <source>%n past game(s) added to your statistics.</source>
            <translation>
                <numerusform>已將 %n 場過去的遊戲加入統計。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="418" />
            <location filename="../farmhouse/app/stats_keeper.py" line="426" />
            <source>This game could not be added to your statistics: %1</source>
            <translation>無法將這場遊戲加入統計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="440" />
            <source>Your statistics were written by a newer version of Farmhouse. That file has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>統計檔案是由較新版本的 Farmhouse 寫入的。該檔案已另存為「%1」，並已開始新的統計。你的存檔完全沒有變動；已完成的遊戲正在重新計入。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="446" />
            <source>Your statistics file was damaged. It has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>統計檔案已損壞。該檔案已另存為「%1」，並已開始新的統計。你的存檔完全沒有變動；已完成的遊戲正在重新計入。</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="102" />
            <source>Rebuilding the statistics…</source>
            <translation>正在重建統計…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="103" />
            <source>Rebuilding the statistics from your saves… %1 of %2</source>
            <translation>正在從存檔重建統計… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="108" />
            <source>Counting your past games…</source>
            <translation>正在計入過去的遊戲…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="109" />
            <source>Counting your past games… %1 of %2</source>
            <translation>正在計入過去的遊戲… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="474" />
            <source>Statistics are not available now.</source>
            <translation>目前無法使用統計。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="512" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="513" />
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="514" />
            <source>Games</source>
            <translation>場數</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="515" />
            <source>Wins</source>
            <translation>勝場</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="516" />
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="517" />
            <source>Average score</source>
            <translation>平均分數</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="518" />
            <source>Best score</source>
            <translation>最高分</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="519" />
            <source>Longest win streak</source>
            <translation>最長連勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="523" />
            <source>Against %1</source>
            <translation>對電腦（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="555" />
            <location filename="../farmhouse/app/stats_page.py" line="647" />
            <source>All games</source>
            <translation>所有遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="558" />
            <source>All players</source>
            <translation>所有玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="614" />
            <source>Your past games are being counted; their results appear here soon.</source>
            <translation>正在計入過去的遊戲，紀錄很快就會顯示在這裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="616" />
            <source>No finished games yet.
Play a game to its end and it is counted here: wins, scores and streaks of every player you name, and a chart of their results.</source>
            <translation>還沒有已完成的遊戲。
把一場遊戲玩到結束，就會記錄在這裡：每位有名字的玩家的勝場、分數、連勝，以及紀錄圖表。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="664" />
            <source>Scores of different games are not comparable: see each game's row.</source>
            <translation>不同遊戲的分數無法比較，請看各遊戲的那一列。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="671" />
            <source>No game against this level.</source>
            <translation>沒有和這個難度的電腦對戰過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="674" />
            <source>%1 / %2</source>
            <translation>%1／%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="678" />
            <source>Won %1 of %n game(s); finished ahead of every such AI in %2.</source>
            <translation>
                <numerusform>%n 場中贏了 %1 場；名次高於所有該難度電腦的有 %2 場。</numerusform>
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
            <translation>結束時間</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Places and scores</source>
            <translation>名次與分數</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Moves</source>
            <translation>步數</translation>
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
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="729" />
            <source>%1. %2 %3</source>
            <extracomment>A seat in a finished game's line: its place, name and score ("1. Ann 42").</extracomment>
            <translation>%1. %2：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="729" />
            <source>Played as: %1</source>
            <extracomment>Under a finished game's line in its tooltip when a player was renamed since: %1 is the line with the names the game was played under (as its save and its replay show them).</extracomment>
            <translation>當時的名字：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="755" />
            <source>Listed: the newest %1 of %n game(s).</source>
            <translation>
                <numerusform>顯示全部 %n 場中最新的 %1 場。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="774" />
            <source>Results of %1 in all games</source>
            <translation>%1的紀錄（所有遊戲）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="777" />
            <source>Results of %1 in %2</source>
            <translation>%1在《%2》的紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="816" />
            <source>The save of this game is no longer on disk.</source>
            <translation>這場遊戲的存檔已經不在了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="830" />
            <location filename="../farmhouse/app/stats_page.py" line="860" />
            <location filename="../farmhouse/app/stats_page.py" line="878" />
            <source>Rename player</source>
            <translation>重新命名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="831" />
            <source>New name for %1:</source>
            <translation>%1的新名字：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="833" />
            <source>Rename</source>
            <translation>重新命名</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="863" />
            <source>A name needs at least one letter and at most %1 characters, without control characters.</source>
            <translation>名字至少要有 1 個字、最多 %1 個字，而且不能含有控制字元。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="881" />
            <source>“%1” is already the name of another player. Count the games of %2 as %1's?</source>
            <translation>「%1」已經是另一位玩家的名字。要把%2的遊戲算作%1的嗎？</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="890" />
            <source>Merge</source>
            <translation>合併</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="942" />
            <source>Rebuild from saves</source>
            <translation>從存檔重建</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="948" />
            <source>Rebuild</source>
            <translation>重建</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1006" />
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1007" />
            <source>Back to start</source>
            <translation>回到首頁</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1008" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1009" />
            <source>Player:</source>
            <translation>玩家：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1010" />
            <source>Rename…</source>
            <translation>重新命名…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1011" />
            <source>Merge…</source>
            <translation>合併…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1012" />
            <source>Rebuild from saves…</source>
            <translation>從存檔重建…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1013" />
            <location filename="../farmhouse/app/stats_page.py" line="1016" />
            <source>Finished games</source>
            <translation>已完成的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1014" />
            <source>Watch</source>
            <translation>重看</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1015" />
            <source>Each player's record per game</source>
            <translation>各玩家在各遊戲的紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="959" />
            <source>Count the finished games again from the files on disk? Only games whose saved game or autosave is still there are counted: a game whose files you deleted will be lost from the statistics. Player names, renames and merges are kept.</source>
            <translation>要從電腦上的檔案重新計入已完成的遊戲嗎？只有存檔或自動存檔還在的遊戲才會計入：你刪除了檔案的遊戲將從統計中消失。玩家名字、重新命名與合併都會保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="526" />
            <source>Hints</source>
            <translation>提示次數</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="527" />
            <source>Take-backs</source>
            <translation>收回步數</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="673" />
            <source>%n hint(s) asked for in these games</source>
            <translation>
                <numerusform>這些遊戲中使用的提示：%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="677" />
            <source>%n move(s) taken back in these games</source>
            <translation>
                <numerusform>這些遊戲中收回的步數：%n 步</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="788" />
            <source>A player without a name (“%1”) is counted for nobody: give names when a game starts to keep everyone's record.</source>
            <extracomment>%1 is the second seat's name when none is given ("Player 2"), as the app names such a player.</extracomment>
            <translation>沒有名字的玩家（「%1」）不計入任何人的紀錄：開始遊戲時為每位玩家取名，才能保留大家的紀錄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1412" />
            <source>No player has a record yet: only players with a name are counted. When you start a new game, type each person's name in their box (where it says “%1”), and their games count from then on.</source>
            <extracomment>%1 is the first seat's name when none is given ("Player 1"), as the New game dialog shows it in the name's box.</extracomment>
            <translation>還沒有任何玩家的紀錄：只有取了名字的玩家才會被記錄。開始新遊戲時，在每位玩家的名字欄（顯示「%1」的地方）輸入名字，之後的遊戲就會列入他們的紀錄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1419" />
            <source>No record yet: only players with a name are counted.</source>
            <translation>還沒有紀錄：只有取了名字的玩家才會被記錄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="476" />
            <source>Back to the game</source>
            <translation>回到遊戲</translation>
        </message>
    </context>
    <context>
        <name>ThinkingSign</name>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="109" />
            <source>%1 is thinking… %2 / %3 s</source>
            <extracomment>The thinking sign: %1 the AI player's name, %2 the seconds it has used, %3 the seconds it may use ("Bot 2 is thinking… 0.6 / 1 s").</extracomment>
            <translation>%1正在思考… %2／%3 秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="113" />
            <source>Looking for a hint… %2 / %3 s</source>
            <extracomment>The thinking sign while a hint is looked for: %2 the seconds used, %3 those allowed ("Looking for a hint… 0.4 / 1 s").</extracomment>
            <translation>正在找提示… %2／%3 秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="123" />
            <source>Move now</source>
            <translation>立刻出手</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="125" />
            <source>Let the computer play the best move it has found so far (M).</source>
            <translation>讓電腦立刻做出目前找到的最佳動作（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="128" />
            <source>Show now</source>
            <translation>立刻顯示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="130" />
            <source>Show the hint with what the computer has found so far (M).</source>
            <translation>用電腦目前找到的結果顯示提示（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="121" />
            <source>%1 is about to move…</source>
            <extracomment>The thinking sign once the AI's time is up, before it moves: %1 its name.</extracomment>
            <translation>%1馬上就要出手了…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="124" />
            <source>The hint is almost ready…</source>
            <extracomment>The thinking sign once a hint's time is up, before it is shown.</extracomment>
            <translation>提示馬上就好…</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1082" />
            <source>Setup</source>
            <translation>遊戲準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1095" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="48" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1227" />
            <source>Options</source>
            <translation>選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="651" />
            <source>There is no such tile.</source>
            <translation>沒有這張版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1198" />
            <source>The end</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>End turn (E)</source>
            <translation>結束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="24" />
            <source>Wooly Bully</source>
            <translation>綿羊大戰（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="31" />
            <source>Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, published by Asmodée in 2002.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《綿羊大戰》（La Guerre des Moutons）由 Philippe des Pallières 設計，Asmodée 於 2002 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="39" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置​方形​版塊，為你​祕密​顏色的​羊​圍出​最大的​草地，並​提防​狼群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="177" />
            <source>Seat %1</source>
            <comment>a seat without a name</comment>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="63" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>黑色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="64" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>藍色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="65" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>紅色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>黃色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="74" />
            <source>village</source>
            <translation>村莊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="75" />
            <source>forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="76" />
            <source>black meadow</source>
            <translation>黑色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="77" />
            <source>blue meadow</source>
            <translation>藍色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>red meadow</source>
            <translation>紅色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="79" />
            <source>yellow meadow</source>
            <translation>黃色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>north</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>east</source>
            <translation>東</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>south</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>west</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="95" />
            <source>%1 and %2</source>
            <comment>two halves of a side</comment>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a %1 meadow</source>
            <translation>%1草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="106" />
            <source>a %1 meadow with forest</source>
            <translation>%1草地與森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="108" />
            <source>a %1 meadow with village</source>
            <translation>%1草地與村莊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a %1 and %2 meadow</source>
            <translation>%1和%2的草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="112" />
            <source>a village</source>
            <translation>村莊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="113" />
            <source>a forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a wolf</source>
            <translation>一張狼版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a hunter</source>
            <translation>一張獵人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a landscape tile</source>
            <translation>一張風景版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="130" />
            <source>%1 landscape tile(s)</source>
            <translation>
                <numerusform>%1張風景版塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="141" />
            <source>a shepherd tile</source>
            <translation>牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="143" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="163" />
            <source>the Village Square</source>
            <translation>小村廣場</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) north</source>
            <comment>place</comment>
            <translation>
                <numerusform>北 %n 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) south</source>
            <comment>place</comment>
            <translation>
                <numerusform>南 %n 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) east</source>
            <comment>place</comment>
            <translation>
                <numerusform>東 %n 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) west</source>
            <comment>place</comment>
            <translation>
                <numerusform>西 %n 格</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="164" />
            <source>%1 of the Village Square</source>
            <translation>小村廣場往%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="174" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="387" />
            <source>%1, %2</source>
            <comment>a tile and its place</comment>
            <extracomment>A tile on the landscape (%1, "a blue meadow") and where it lies (%2, "2 east of the Village Square"), for screen readers and the tile's tooltip.</extracomment>
            <translation>%1，%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="179" />
            <source>Open place, %1</source>
            <translation>空位（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="188" />
            <source>%1 (other side: %2), in your hand, key %3</source>
            <translation>手牌中的%1（另一面：%2），按鍵 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in your hand</source>
            <translation>手牌中的%1（另一面：%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in %3's hand</source>
            <extracomment>A replay's board: a tile (%1, its other side %2) in a player's (%3) hand.</extracomment>
            <translation>%3手牌中的%1（另一面：%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 1st</source>
            <translation>第 1 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 2nd</source>
            <translation>第 2 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 3rd</source>
            <translation>第 3 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 4th</source>
            <translation>第 4 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>點選手牌中的版塊，再點選亮起的位置（按鍵 1–9、方向鍵或 Tab、Enter）。R 或右鍵旋轉，F 翻面。V 揭露顏色，W 狼，H 獵人，E 結束回合，Q 退出。拖曳移動畫面，滾輪或 + − 縮放，0 顯示全部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="236" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>你的版塊都放不下：結束回合（E），或使用狼、獵人或揭露顏色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="237" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="299" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>本回合的版塊都放置完了：結束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="245" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="270" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>請先從手牌中選一張版塊（按鍵 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="269" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>等待%1…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="272" />
            <source>Quit for %n point(s)? Q again quits; Esc cancels.</source>
            <translation>
                <numerusform>要退出並獲得 %n 分嗎？再按 Q 退出；Esc 取消。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>沒有版塊放得下：點選手牌中的 %n 張版塊棄掉。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="279" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>用狼、獵人、揭露顏色或退出來回應，或點選「完成」（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="281" />
            <source>Your tile touches two or more tiles: lay one more now (keys 1–9).</source>
            <translation>你放的版塊接壤了兩張以上的版塊：現在再放置一張（按鍵 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="285" />
            <source>Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with an arrow fits once flipped (F).</source>
            <translation>選一張版塊，再選亮起的位置。選版塊用 1–9，或用 Tab 與 Enter。有虛線框和箭頭記號的版塊，翻面後就放得下（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="289" />
            <source>Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.</source>
            <translation>從手牌中選一張版塊，再選亮起的位置。選版塊用 1–9，或用 Tab 與 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="292" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>把狼放在亮起的森林位置。Esc 放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>把獵人放在亮起的位置，或直接放在作亂的狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="294" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>把牧羊人版塊放在亮起的位置，揭露你的顏色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="766" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>這一面哪裡都放不下：翻面（F）或換一張版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click turns it, F flips it, Esc puts it back.</source>
            <translation>點選亮起的位置放置，或用 Tab／方向鍵選好再按 Enter。R 或右鍵旋轉，F 翻面，Esc 放回。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="322" />
            <source>Game over: %1 wins with %n point(s)</source>
            <translation>
                <numerusform>遊戲結束：%1以 %n 分獲勝</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="324" />
            <source>Game over: a shared win</source>
            <translation>遊戲結束：平手，共同獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="326" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="343" />
            <source>%1 is playing</source>
            <translation>%1的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="330" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ 輪到你回應%1的版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="333" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ 你的回合：棄掉 %n 張版塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="335" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ 你的回合：現在再放置一張</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="337" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ 你的回合：版塊都放置完了</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="338" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ 你的回合：還要放置 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="341" />
            <source>%1 may answer %2's tile</source>
            <translation>%1可以回應%2的版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="344" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1的回合：還要放置 %n 張</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="352" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="359" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="886" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1，+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="363" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>laid no tile</source>
            <translation>上回合沒放版塊</translation>
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
            <translation>%1放置%2草地。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="380" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1放置%2草地與森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="382" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1放置%2草地與村莊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="384" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1放置有%2和%3草地的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>%1 lays a village.</source>
            <translation>%1放置村莊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="387" />
            <source>%1 lays a forest.</source>
            <translation>%1放置森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="392" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>狼來啦！%1的狼撲倒了獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>狼來啦！%1把狼放進森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>碰！%1的獵人趕走了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>獵人來啦！%1派獵人進入森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="404" />
            <source>The hunter leaves the game.</source>
            <translation>獵人離開遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="405" />
            <source>The wolf leaves the game.</source>
            <translation>狼離開遊戲。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="416" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1從袋中抽走最後 %n 張版塊。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="417" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1從袋中暗抽 %n 張版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="423" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1因揭露顏色，可以多放置一張版塊。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="424" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1可以額外放置 %n 張版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>%1羊圈地圍好了，共 %2 隻羊，但被狼破壞了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="434" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>%1羊圈地圍好了，共 %2 隻羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="441" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>兩片森林連成一片：其中的狼仍在作亂。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="443" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>兩片森林連成一片：現在獵人擋住了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="444" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>兩片森林連成一片：狼在整片森林作亂。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="451" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1退出，已經沒有獎勵分了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="453" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1第一個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="454" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1第二個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="455" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1第三個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="481" />
            <source>%1 plays on alone.</source>
            <translation>只剩%1，繼續獨自進行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="482" />
            <source>Everyone else has quit: the last player plays on alone.</source>
            <translation>其他人都已退出，最後的玩家獨自繼續進行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="487" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>其他玩家可以用狼、獵人、揭露顏色或退出回應%1的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="494" />
            <source>%1: %2</source>
            <comment>seat and colour</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="500" />
            <source>The colours are revealed: %1. Nobody had %2.</source>
            <translation>所有人揭露顏色：%1。沒有人是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>The colours are revealed: %1.</source>
            <translation>所有人揭露顏色：%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1得 %n 分：羊圈地 %2 分，退出獎勵 %3 分。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="522" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>所有玩家都退出了。%1以 %n 分獲勝。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="524" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>沒有人能再放置版塊。%1以 %n 分獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="528" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>所有玩家都退出了。%1平手，共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="529" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>沒有人能再放置版塊。%1平手，共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="539" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1揭露顏色（%2），並放置牧羊人版塊。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1抽到%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="594" />
            <source>%1 draws %2.</source>
            <comment>tiles seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) drew, which only that player saw.</extracomment>
            <translation>%1抽到%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>The tile touches two or more tiles: %1 must lay one more at once.</source>
            <translation>這張版塊接壤兩張以上的版塊：%1必須馬上再放置一張。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="553" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>沒有版塊放得下：%1必須棄掉 %n 張版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>%1 discards %2 (only you see it).</source>
            <extracomment>A private log line: only the discarding player (%1) sees which tile (%2).</extracomment>
            <translation>%1棄掉了%2（只有你看得到）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="601" />
            <source>%1 discards %2.</source>
            <extracomment>The log of a replay with everything shown: the tile (%2) a player (%1) discarded, which only that player saw.</extracomment>
            <translation>%1棄掉了%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>%1 discards a tile.</source>
            <translation>%1棄掉一張版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1本回合沒有放置版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>%1 is the last player left and plays on: a turn without a tile draws one.</source>
            <translation>只剩%1，繼續獨自進行；沒有放置版塊的回合改為從袋中抽 1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="567" />
            <source>%1 lays no tile and draws one from the bag instead.</source>
            <translation>%1沒有放置版塊，改從袋中抽 1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>%1 does not answer.</source>
            <translation>%1沒有回應。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="635" />
            <source>the %1 side needs %2, not %3</source>
            <translation>%1邊需要%2，而不是%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>It does not fit here: %1.</source>
            <translation>這裡放不下：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="647" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="648" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="649" />
            <source>That is not a Wooly Bully move.</source>
            <translation>這不是《綿羊大戰（Wooly Bully）》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="650" />
            <source>That tile is not in your hand.</source>
            <translation>那張版塊不在你的手牌中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="652" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>版塊的這一面不能這樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="654" />
            <source>To lay a wolf or hunter forest side up, use its own button (W or H); its meadow side is laid like any tile.</source>
            <translation>要把狼或獵人版塊以森林面朝上放置，請用它自己的按鈕（W 或 H）；它的草地面則像一般版塊一樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="657" />
            <source>The tile cannot be turned that way.</source>
            <translation>版塊不能這樣旋轉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="658" />
            <source>That place is already taken.</source>
            <translation>那個位置已經有版塊了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="659" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>版塊必須接壤場上已有的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="661" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>你本回合已經沒有可放置的版塊：結束回合，或使用狼、獵人、揭露顏色或退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="665" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>你有風景版塊放得下，所以必須先放置一張版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="667" />
            <source>That tile is not a wolf.</source>
            <translation>那張版塊不是狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="668" />
            <source>That tile is not a hunter.</source>
            <translation>那張版塊不是獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="670" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>有獵人守著的森林不能再放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="673" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>那片森林有狼：請把獵人直接放在狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="675" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>這隻狼已經被獵人擋住了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="676" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>本局不能把狼放在獵人上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="677" />
            <source>You have already revealed your colour.</source>
            <translation>你已經揭露過顏色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="678" />
            <source>First lay the extra tile you owe.</source>
            <translation>請先放置必須額外放置的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="679" />
            <source>Nothing needs to be discarded now.</source>
            <translation>現在不需要棄牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="680" />
            <source>There is nothing to answer now.</source>
            <translation>現在沒有需要回應的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="681" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>你正在回應其他玩家的版塊：請點選「完成」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="682" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>起始手牌必須是 3 或 4 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="684" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>「以額外放置代替額外抽牌」不能和「接壤兩張以上後再放一張」一起使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="699" />
            <source>lay %1</source>
            <comment>hint: the move</comment>
            <translation>放置%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>flip tile %1 and lay %2</source>
            <comment>hint: the move</comment>
            <extracomment>%1 the tile&apos;s number in the hand (its key), %2 the face it is laid on, which the hand does not show: "flip tile 2 and lay a village".</extracomment>
            <translation>把第 %1 張版塊翻面，放置%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="701" />
            <source>set a wolf loose</source>
            <comment>hint: the move</comment>
            <translation>放出狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>send a hunter</source>
            <comment>hint: the move</comment>
            <translation>派出獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="705" />
            <source>reveal your colour and lay your shepherd tile</source>
            <comment>hint: the move</comment>
            <translation>揭露顏色，並放置牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="708" />
            <source>quit now</source>
            <comment>hint: the move</comment>
            <translation>現在退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="709" />
            <source>quit now for +%1</source>
            <comment>hint: the move</comment>
            <translation>現在退出（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="711" />
            <source>end your turn</source>
            <comment>hint: the move</comment>
            <translation>結束回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>finish your answer</source>
            <comment>hint: the move</comment>
            <translation>結束回應</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="715" />
            <source>discard the marked tile</source>
            <comment>hint: the move</comment>
            <translation>棄掉標示的版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="729" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>請先從手牌中棄掉 %n 張版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>這張狼版塊現在哪裡都放不下，它的草地面也一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="737" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>這張獵人版塊現在哪裡都放不下，它的草地面也一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>這張版塊現在兩面都放不下，請換一張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="741" />
            <source>You hold no hunter.</source>
            <translation>你手上沒有獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="742" />
            <source>You hold no wolf.</source>
            <translation>你手上沒有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="848" />
            <source>Please wait: it is not your turn.</source>
            <translation>請稍候：還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="756" />
            <source>No forest has room for a wolf now.</source>
            <translation>現在沒有森林能放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>No forest has room for a hunter now.</source>
            <translation>現在沒有森林能放獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="761" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>你的牧羊人版塊還放不下：它需要一個所有接壤的邊都是你顏色草地的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="765" />
            <source>Turned this way it fits nowhere: turn it (R).</source>
            <translation>這個方向哪裡都放不下：請旋轉（R）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="776" />
            <source>As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>這張狼版塊的狼那一面現在哪裡都放不下，但草地面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).</source>
            <translation>草地面現在哪裡都放不下，但翻成狼就能放：翻面（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="782" />
            <source>As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>這張獵人版塊的獵人那一面現在哪裡都放不下，但草地面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="784" />
            <source>Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).</source>
            <translation>草地面現在哪裡都放不下，但翻成獵人就能放：翻面（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>This side fits nowhere now, but its other side does: flip it (F) to lay it.</source>
            <translation>這一面現在哪裡都放不下，但另一面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="794" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>分數平手：羊圈地較大者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="795" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>分數與羊圈地都平手：較早退出者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>分數、羊圈地與退出順序都平手：共同獲勝。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="813" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n 分（勝利者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="815" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="833" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>顏色：%1（遊戲中已揭露）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Colour: %1 (kept secret)</source>
            <translation>顏色：%1（一直保密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="839" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>沒有不受狼破壞的羊圈地：0 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="843" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>羊圈地：%1 = %2 隻羊</translation>
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
            <translation>最大的羊圈地：%1 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="853" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>其他羊圈地（不計分）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="859" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>被狼破壞（羊數）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="862" />
            <source>Not enclosed (sheep): %1</source>
            <translation>尚未圍起（羊數）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="865" />
            <source>Did not quit: no bonus</source>
            <translation>沒有退出：沒有獎勵分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>退出獎勵：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="870" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>總分：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="889" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>colour: %1</source>
            <translation>顏色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>revealed: %1</source>
            <translation>已揭露：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="907" />
            <source>Tiles in hand at the start</source>
            <translation>起始手牌數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>回應其他玩家的版塊（狼、獵人、揭露顏色、退出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="909" />
            <source>A hunter guards the whole forest</source>
            <translation>獵人守護整片森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="910" />
            <source>Score every enclosed field</source>
            <translation>所有羊圈地都計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="911" />
            <source>A wolf may pounce on a hunter</source>
            <translation>狼可以撲倒獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="912" />
            <source>Extra placements instead of extra tiles</source>
            <translation>以額外放置代替額外抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="913" />
            <source>Lay one more after touching two or more</source>
            <translation>接壤兩張以上後再放一張</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="914" />
            <source>The last player draws instead of passing</source>
            <translation>最後的玩家以抽版塊代替跳過回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="923" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>每位玩家開始時抽幾張版塊：原版規則為 4 張，變體規則為 3 張，局面更緊湊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="927" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>每放置一張版塊後，其他玩家可依序使用狼或獵人、揭露顏色或退出，之後回合才繼續；原版規則本來就允許隨時這麼做。關閉時：只能在自己的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="932" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森林連成一片時，森林中任何一位獵人都能擋住所有的狼（英文規則書）。關閉時：狼會一直作亂，直到有獵人直接放在牠上面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="937" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>計算你所有不受狼破壞的羊圈地的羊，而不只是最大的一塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="940" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>狼也可以放在獵人上，獵人隨即離開遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="943" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>每放置一張版塊只抽一張，但接壤多張版塊時，除第一張外每多接壤一張，就多一次放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="947" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>放置接壤兩張以上的版塊並抽牌後，必須馬上再放置一張，這張不抽牌。若放不下，就棄牌到起始手牌數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="952" />
            <source>When everyone else has quit, the last player plays on: a turn in which they lay no tile draws one tile from the bag, until the bag is empty. Off: such a turn ends the game at once.</source>
            <translation>其他人都退出後，最後的玩家繼續進行：沒有放置版塊的回合改從袋中抽 1 張版塊，直到袋子抽空為止。關閉時：這樣的回合會立刻結束遊戲。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="995" />
            <source>The published rules: %n tile(s).</source>
            <translation>
                <numerusform>原版規則：%n 張。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="997" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>本局：%n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: on.</source>
            <translation>原版規則：開啟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: off.</source>
            <translation>原版規則：關閉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>On in this game.</source>
            <translation>本局：開啟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>Off in this game.</source>
            <translation>本局：關閉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1004" />
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3</source>
            <comment>option, its explanation, its setting</comment>
            <translation>&lt;b&gt;%1&lt;/b&gt;：%2%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1052" />
            <source>The goal</source>
            <translation>遊戲目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1055" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>大家一起用方形版塊拼出不斷擴大的風景：村莊、森林，以及用柵欄圍住、有四種顏色的羊的草地。每位玩家祕密地擁有一種顏色，目標是用自己的顏色圍出最大的羊圈地，而且不能有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1064" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>每種顏色都有自己的色調和符號：黑色是新月，藍色是水滴，紅色是愛心，黃色是太陽。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1070" />
            <source>The tiles</source>
            <translation>版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1073" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>每張版塊都有兩面。每一面有某種顏色的草地和羊、森林與村莊，彼此以柵欄分隔。放置時哪一面朝上都可以，也可以任意旋轉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1078" />
            <source>The two faces of one tile</source>
            <translation>同一張版塊的兩面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1079" />
            <source>One face turned four ways</source>
            <translation>同一面的四種旋轉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1085" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>小村廣場放在中央。每位玩家暗中拿到一張牧羊人版塊：它的顏色就是你祕密的顏色，只會在遊戲畫面上方顯示給你看。袋中有 60 張風景版塊、4 張狼版塊和 4 張獵人版塊。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1091" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>每位玩家從袋中暗抽 %n 張版塊作為起始手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1092" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>小村廣場與一張背面朝上的牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1098" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>從手牌中選一張版塊，放在場上版塊的旁邊。它至少要接壤一張版塊，而且每個接壤的邊都必須相配：村莊接村莊、森林接森林、草地接同顏色的草地。然後每接壤一張版塊就暗抽一張，最多四張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1104" />
            <source>A tile that fits beside the Village Square</source>
            <translation>一張能放在小村廣場旁的版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1107" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>第一張版塊必須以村莊接上小村廣場。如果你的風景版塊都放不下，可以不放置就結束回合，也不抽牌。狼或獵人版塊的草地面可以像一般版塊一樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1115" />
            <source>Fields</source>
            <translation>草地與羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1118" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>跨越版塊相連的同色草地構成一片草地。當草地的邊緣都沒有開口，四周都被柵欄、森林、村莊與其他版塊圍住時，就成為羊圈地。場上可以有「洞」。羊圈地會在畫面上描出輪廓並標示羊的數量。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1124" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四個草地角落圍出有 4 隻羊的羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1127" />
            <source>Wolves and hunters</source>
            <translation>狼與獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1128" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>狼、獵人、草地背面與牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1131" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>狼來啦！在你的回合，你可以把狼以森林面朝上，放在所有接壤的邊都是森林的位置。與牠所在森林相鄰的草地都無法計分。狼不能加入有獵人的森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1138" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>獵人來啦！獵人以森林面朝上放進沒有狼作亂的森林，之後那片森林就不能再放狼。或者把獵人直接放在狼上：碰！掰掰野狼，狼離開遊戲。放置狼與獵人時，也像一般版塊一樣抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1145" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>本局中，森林連成一片時，森林中任何一位獵人都能擋住其中的狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1150" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>本局中，狼所在的森林與有獵人的森林連成一片後，狼仍會作亂：只有直接放在狼上的獵人才能擋住牠。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1156" />
            <source>Revealing your colour</source>
            <translation>揭露顏色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1159" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>每局一次，在你的回合可以揭露顏色：把你的牧羊人版塊（你的顏色、有 4 隻羊的草地）放在放得下的位置，並照常抽牌。之後本回合可以額外放置一張版塊，所以一個回合最多能放下三張。揭露顏色並非必要。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1167" />
            <source>Quitting</source>
            <translation>退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1170" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>在你的回合可以宣布退出。第一個退出的玩家得 6 分，第二個得 3 分，第三個得 1 分（玩家較少時獎勵也較少）；最後未退出的玩家沒有獎勵。你的羊圈地仍會計分，但之後不會再輪到你。其他人都退出後，最後的玩家獨自繼續進行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1178" />
            <source>The last player then draws one tile from the bag on each turn in which they lay no tile, until the bag is empty; only after that does such a turn end the game.</source>
            <translation>之後，最後的玩家在沒有放置版塊的回合，改從袋中抽 1 張版塊，直到袋子抽空；袋子空了以後，這樣的回合才會結束遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1184" />
            <source>In this game, once the last player ends a turn without laying a tile, the game is over.</source>
            <translation>本局中，最後的玩家一旦沒有放置版塊就結束回合，遊戲隨即結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1190" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>本局中，每放置一張版塊後，其他玩家也可以依序馬上用狼、獵人、揭露顏色或退出來回應。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1201" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>所有玩家都退出，或所有尚未退出的玩家都接連在沒有放置版塊的情況下結束回合時，遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1207" />
            <source>Scoring</source>
            <translation>計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1210" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>所有顏色都會揭露。你的得分是你顏色的羊圈地中的羊數（與有狼作亂的森林相鄰的羊圈地不算），再加上退出獎勵。沒有人擁有的顏色不計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1216" />
            <source>In this game every such field counts.</source>
            <translation>本局中，每塊這樣的羊圈地都計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1218" />
            <source>Only your best such field counts.</source>
            <translation>只有其中最大的一塊羊圈地計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1222" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>總分最高者獲勝。平手時，羊圈地較大者獲勝，再平手則較早退出者獲勝；仍然平手就共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1229" />
            <source>Playing with the mouse</source>
            <translation>滑鼠操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1233" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>點選下方手牌中的一張版塊。它會隨著滑鼠指標在場上移動；放得下的位置會亮起（虛線：旋轉後放得下）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1240" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>按右鍵、Ctrl + 滾輪或「旋轉」按鈕旋轉，按「翻面」按鈕翻面，再點選亮起的位置放置。放不下的位置會告訴你哪一邊不相配。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1247" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手牌旁的按鈕可以揭露顏色、使用狼或獵人、結束回合或退出。拖曳桌面可以移動畫面，滾動滾輪可以縮放，「全覽」會顯示全部版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1254" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>羊圈地會描出輪廓並標示羊的數量。有狼作亂的森林以紅色虛線標示，被牠破壞的草地會畫上斜線。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1260" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>自你上回合以來放置的版塊，會標上放置者的符號；最新的一張以金框標示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1267" />
            <source>Playing with the keyboard</source>
            <translation>鍵盤操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1269" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9：選擇手牌中的版塊；Esc：放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1270" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：順時針旋轉，Shift + R：逆時針旋轉；F：翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1273" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>方向鍵：移動版塊一格；Tab：跳到下一個放得下的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1276" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter 或空白鍵：放置在該位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1277" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：揭露顏色，W：狼，H：獵人，E：結束回合，Q：退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1280" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ 和 −：縮放；0：顯示全部版塊；沒有選擇版塊時，方向鍵會移動畫面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="348" />
            <source>You have no tile with that number.</source>
            <translation>你沒有這個編號的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="502" />
            <source>This tile looks the same every way round.</source>
            <translation>這張版塊怎麼旋轉都一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="513" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>牧羊人版塊要以有羊的那面朝上放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="527" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>已旋轉成放得下的方向：再點選一次（或按 Enter）即可放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="584" />
            <source>%1 Turned another way it fits here: press R.</source>
            <translation>%1轉個方向就放得下：按 R 旋轉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="590" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1它的另一面放得下：按 F 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="603" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="690" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>請先從手牌中選一張版塊（按鍵 1–9），再選亮起的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="140" />
            <source>Bag: %1</source>
            <translation>袋中：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="222" />
            <source>Tiles left in the bag</source>
            <translation>袋中剩下的版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="236" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>你的羊：%1（已揭露）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="258" />
            <source>%1's sheep: %2 (revealed)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), revealed.</extracomment>
            <translation>%1的羊：%2（已揭露）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="237" />
            <source>Everybody knows your colour now.</source>
            <translation>現在大家都知道你的顏色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="259" />
            <source>Everybody knows %1's colour now.</source>
            <translation>現在大家都知道%1的顏色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="239" />
            <source>Your sheep: %1 (secret)</source>
            <translation>你的羊：%1（祕密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="262" />
            <source>%1's sheep: %2 (secret)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), still secret.</extracomment>
            <translation>%1的羊：%2（祕密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="240" />
            <source>Only you can see this: keep it secret.</source>
            <translation>只有你看得到：請保守祕密。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="263" />
            <source>Only %1 knows this colour: it is still secret.</source>
            <translation>只有%1知道這個顏色：仍是祕密。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="305" />
            <source>Reveal (V)</source>
            <translation>揭露顏色（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="306" />
            <source>Wolf (W)</source>
            <translation>狼（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="307" />
            <source>Hunter (H)</source>
            <translation>獵人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="309" />
            <source>Quit (Q)</source>
            <translation>退出（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="312" />
            <source>Fit</source>
            <translation>全覽</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom in (+)</source>
            <translation>放大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom out (−)</source>
            <translation>縮小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Show the whole landscape (0)</source>
            <translation>顯示全部版塊（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="338" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>你已經退出：你的版塊已放到一旁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="373" />
            <source>%1 has quit: their tiles are set aside.</source>
            <extracomment>A replay's board: a player (%1) who has quit holds no tiles.</extracomment>
            <translation>%1已經退出：手上的版塊已放到一旁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="340" />
            <source>Your hand is empty.</source>
            <translation>你的手牌是空的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="374" />
            <source>%1's hand is empty.</source>
            <translation>%1的手牌是空的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Rotate (R)</source>
            <translation>旋轉（R）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Flip (F)</source>
            <translation>翻面（F）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="352" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>現在退出並獲得 %n 分獎勵嗎？之後就不會再輪到你。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="356" />
            <source>Quit (+%1)</source>
            <translation>退出（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="357" />
            <source>Cancel (Esc)</source>
            <translation>取消（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="292" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <translation>%1羊圈地：%2 隻羊，被狼破壞</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="295" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>%1羊圈地：%2 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="308" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1：%2 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="309" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1以這塊%2羊圈地計分：%3 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="377" />
            <source>Laid by %1 since your last move</source>
            <translation>自你上回合以來由%1放置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="385" />
            <source>Laid by %1 since %2's last move</source>
            <extracomment>A replay's board: a tile laid by a player (%1) since the last move of the player (%2) whose view the board shows.</extracomment>
            <translation>自%2上回合以來由%1放置</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="111" />
            <source>Human</source>
            <extracomment>Who plays a seat: a person at this computer (the other choice is the AI).</extracomment>
            <translation>真人玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="112" />
            <source>AI</source>
            <translation>電腦</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="115" />
            <source>Name of player %1</source>
            <translation>玩家 %1 的名字</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="116" />
            <source>Player %1: human or AI</source>
            <translation>玩家 %1：真人玩家或電腦</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="117" />
            <source>Player %1: AI level</source>
            <translation>玩家 %1：電腦難度</translation>
        </message>
    </context>
    <context>
        <name>HoldingsStrip</name>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="247" />
            <source>Nothing in hand</source>
            <extracomment>A replay with everything shown: under a player's name, instead of the cards or tiles that player held in hand, when they held none at that moment.</extracomment>
            <translation>手中什麼也沒有</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="248" />
            <source>What each player held that the others could not see</source>
            <translation>每位玩家手中其他玩家看不到的東西</translation>
        </message>
    </context>
</TS>
