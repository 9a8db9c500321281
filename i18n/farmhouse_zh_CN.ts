<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
            <translation>《黑羊》由 Reiner Knizia 设计，Fantasy Flight Games 于 2008 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="36" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把​动物卡​打到​三个​牧场，赢得​最好的​动物，但要​小心​黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="42" />
            <source>horse</source>
            <translation>马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="43" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="44" />
            <source>pig</source>
            <translation>猪</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>chicken</source>
            <translation>鸡</translation>
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
            <translation>五个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>four of a kind</source>
            <translation>四个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="89" />
            <source>full house (3+2)</source>
            <translation>3+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="90" />
            <source>three of a kind</source>
            <translation>三个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="91" />
            <source>two pairs (2+2)</source>
            <translation>2+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>one pair</source>
            <translation>两个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="93" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>red</source>
            <translation>红</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>blue</source>
            <translation>蓝</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1动物模型最多：%n 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="118" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2：每组 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="122" />
            <source>All six black sheep: wins the game</source>
            <translation>集齐六只黑羊：直接获胜</translation>
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
            <translation>%1把%2打到牧场 %3，并弃掉%4。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="153" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1把%2打到牧场 %3。</translation>
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
            <translation>牧场 %1 计分：%2以%4赢得%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>为牧场 %1 寻找动物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="182" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>补充牧场 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="187" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供应区没有可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="193" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧场 %1 翻面，不再补充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="194" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧场 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="199" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1赢得这个牧场，接着出牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="209" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>游戏结束：%1以 %2 分获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="210" />
            <source>Game over: a shared win for %1.</source>
            <translation>游戏结束：%1打成平局，共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="217" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1完成了自己在牧场 %2 的那一边（第 %3 个完成）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="224" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>弃牌堆洗成新的牌堆，共 %1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="232" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>%1模型放上牧场 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="235" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧场 %2 上的%1模型回到供应区。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="240" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻开的 %n 张牌进入弃牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>%1 cannot play and passes.</source>
            <translation>%1无牌可出，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>没有人能再出牌：游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="291" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="516" />
            <source>The game is over.</source>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="292" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="293" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="294" />
            <source>That is not a Black Sheep move.</source>
            <translation>这不是《黑羊》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="295" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出两张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>There is no such pasture.</source>
            <translation>没有这个牧场。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧场 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧场 %(pasture)s 的那一边已经有 3 张牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>Your side of pasture %(pasture)s holds %n card(s): you may play %(allowed)s there, not %(played)s.</source>
            <translation>
                <numerusform>你在牧场 %(pasture)s 的那一边有 %n 张牌：只能再打 %(allowed)s，不能打 %(played)s 张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>%1 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="303" />
            <source>You do not hold %(cards)s.</source>
            <translation>你没有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="304" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一张牌后才可以弃牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="305" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你没有要弃掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="306" />
            <source>You can play, so you may not pass.</source>
            <translation>你还能出牌，所以不能跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="316" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>%1 passes</source>
            <translation>%1跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>%1: %2 to pasture %3, discards %4</source>
            <translation>%1：把%2打到牧场 %3，弃掉%4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="345" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：把%2打到牧场 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>pass</source>
            <comment>hint: the move</comment>
            <translation>跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and discard %3</source>
            <comment>hint: the move</comment>
            <translation>把%1打到牧场 %2，并弃掉%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and keep the rest</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move: one card played, the other cards of the hand kept (not discarded).</extracomment>
            <translation>把%1打到牧场 %2，其余手牌全部保留</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="361" />
            <source>play %1 to pasture %2</source>
            <comment>hint: the move</comment>
            <translation>把%1打到牧场 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>tied on points: most figures wins</source>
            <translation>得分相同：动物模型较多者获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="368" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得分和动物模型数都相同：共同获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="370" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>集齐六只黑羊直接获胜（任务卡“集齐六只黑羊”）</translation>
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
            <translation>%1（胜利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="413" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>No figures</source>
            <translation>没有动物模型</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="423" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>动物模型：%1 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="425" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="534" />
            <source>Majority card (%1): +6</source>
            <translation>最多奖励卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="427" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="432" />
            <source>Task card “%1”: +%2 (own secret task)</source>
            <translation>任务卡“%1”：+%2（自己的秘密任务）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>Task card “%1”: +%2</source>
            <translation>任务卡“%1”：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="437" />
            <source>Total: %1</source>
            <translation>总分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="447" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>用任务卡代替奖励卡（变体规则）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="448" />
            <source>Figure values hidden until the end</source>
            <translation>动物模型的分数到结束前都不公开</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>不使用奖励卡，本局改用六张任务卡：部分公开，每位玩家另有一到两张秘密任务卡；游戏结束时，每位玩家每完成一张任务卡就得到它的分数。Farmhouse 使用自己设计的十二张任务卡（见“帮助”→“规则”）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="462" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>游戏结束前，谁都不能查看自己动物模型的分数：直到最后一个牧场计分，胜负才揭晓。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="473" />
            <source>Final score: %1 point(s)</source>
            <translation>
                <numerusform>最终得分：%1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="474" />
            <source>final score: %1 point(s)</source>
            <translation>
                <numerusform>最终得分：%1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="485" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="508" />
            <source>%n complete set(s)</source>
            <translation>
                <numerusform>全套 %n 组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="487" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="509" />
            <source>no bonus cards</source>
            <translation>没有奖励卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>bonus cards: %1</source>
            <extracomment>The bonus cards a seat earned at the end; %1 is a list ("cow, pig, 1 complete set").</extracomment>
            <translation>奖励卡：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="497" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>你的回合：选一或两张牌，再选牧场上你的那一边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="499" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>请点击高亮牧场上你的那一边（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="500" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再选一张牌：你没有任何一边能只放这一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="518" />
            <source>Waiting for %1…</source>
            <translation>等待%1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="521" />
            <source>You are playing %1 to pasture %2. Discard one of your other cards? (optional)</source>
            <translation>你正把%1打到牧场 %2。要弃掉另一张手牌吗？（可选）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="525" />
            <source>You have no legal play and must pass.</source>
            <translation>你无牌可出，必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>You have no legal play: you must pass.</source>
            <translation>你无牌可出：必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="534" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>请先回答是否弃牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="535" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>请先从手牌选一或两张牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="547" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 个动物模型</numerusform>
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
                <numerusform>手牌 %n 张</numerusform>
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
            <translation>同一种动物五个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="593" />
            <source>four of one animal</source>
            <translation>同一种动物四个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="594" />
            <source>three of one animal and two of another</source>
            <translation>一种动物三个加另一种两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="595" />
            <source>three of one animal</source>
            <translation>同一种动物三个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>two of one animal and two of another</source>
            <translation>两种动物各两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="597" />
            <source>two of one animal</source>
            <translation>同一种动物两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="598" />
            <source>five different animals</source>
            <translation>五种不同的动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="624" />
            <source>Bonus cards (the published rules)</source>
            <translation>奖励卡（原版规则）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="630" />
            <source>This game: %1.</source>
            <translation>本局：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="633" />
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="637" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>你们是农场主，要把三个共用牧场上的动物赶进自己的畜栏。每个动物模型底下都藏着分数：普通动物 +1 到 +3，黑羊 −1 到 −3。游戏结束时得分最高者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="643" />
            <source>The animals</source>
            <translation>动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="644" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>由高到低的等级（动物卡与动物模型相同）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>Setup</source>
            <translation>游戏准备</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>三个牧场（I、II、III）开始时各放两个动物模型。其余动物模型放在供应区：每种动物六个，分数藏在底部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>牌堆有 84 张动物卡，每种动物 14 张。每人发三张牌，随机决定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>每位玩家在每个牧场都有自己颜色的一边：在画面上，你自己的边永远在下方。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="674" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="680" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;出牌&lt;/b&gt;：把牌打到任意一个牧场上你自己的那一边。每边最多三张：空的边可打一或两张，有一张的边必须打正好两张，有两张的边必须打正好一张。满三张的边不能再打，两张牌一定打到同一边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="686" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;弃牌&lt;/b&gt;（可选）：如果只打出一张，可以把另外两张中的一张放到弃牌堆，但不能两张都弃。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="690" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;抽牌&lt;/b&gt;：补到三张手牌。牌堆用完时，把弃牌堆洗成新的牌堆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="694" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;计分&lt;/b&gt;：如果该牧场每位玩家的边都已有三张牌，这个牧场就计分（见下文）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="698" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>接着由顺时针方向的下一位玩家出牌；若有牧场计分，则由该牧场的胜利者接着出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="705" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>边上的牌保持正面朝上，直到该牧场计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="706" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>如果你的每一边都不能再出牌，就跳过：不出牌、不弃牌，也不抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="713" />
            <source>Scoring a pasture</source>
            <translation>牧场计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="717" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>每位玩家的组合由五只动物组成：牧场上的两个动物模型，加上自己那一边的三张牌。和扑克牌一样，组合最强的玩家获胜：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="738" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同一种组合之间，由动物决定：先比最大的一组（四个、三个或较高的一对），再比下一组，最后比单独的动物，依照从马到黑羊的等级。三马两黑羊胜过三猪两鸡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="744" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>如果两个组合的动物完全相同，先完成那一边的人获胜：每个已满的边旁的小数字就是完成顺序。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="749" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>获胜的玩家把两个动物模型收进自己的畜栏。牧场上所有的牌放到弃牌堆，再从牌堆翻开两张：依牌上的动物，从供应区把动物模型放到牧场上。如果供应区没有其中一种动物，就一张一张翻牌，直到翻出供应区还有的动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="758" />
            <source>The end of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="762" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>如果翻开的两张牌在供应区都没有对应的动物模型，该牧场就翻面，不能再出牌。此后每个计分的牧场都翻面，不再补充。最后一个牧场计分后游戏结束；剩下的牌和动物模型不算任何人的分数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="769" />
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="770" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>将你畜栏中动物模型的分数相加；黑羊算负分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="774" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>再加上每张你完成的任务卡分数（不论由谁持有，见下方“任务卡”）。本局不使用奖励卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="781" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;奖励卡&lt;/b&gt;，每张 6 分。动物最多：某种动物的动物模型由你单独拥有最多（至少一个），就得到该动物的奖励卡；若有人并列最多，谁都得不到。全套：畜栏中每集齐一套六种动物得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="789" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>总分最高者获胜。平局时，动物模型较多者获胜；仍然平局则共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="796" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;动物最多&lt;/b&gt;（六张，每种动物一张）：该动物的动物模型最多的每位玩家（至少一个）得 5 分；并列最多的玩家各得 5 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="801" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;两种动物&lt;/b&gt;（五张：马 + 牛、猪 + 羊、鸡 + 马、牛 + 猪、羊 + 鸡）：畜栏中这两种动物每一组得 3 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="806" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;集齐六只黑羊&lt;/b&gt;：拥有全部六只黑羊的人直接获胜，不论分数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (in this game)</source>
            <translation>任务卡（本局使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (an option)</source>
            <translation>任务卡（可选规则）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="814" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>使用任务卡时就没有奖励卡。原版游戏印制的任务卡列表并未公开，所以 Farmhouse 使用自己设计的十二张：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="823" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>每位玩家拿一张秘密任务卡（两人游戏时各拿两张），再翻开公开的任务卡，直到场上共有六张；其余不使用。游戏结束时公开秘密任务卡，场上每张任务卡都为每位完成的玩家计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="830" />
            <source>Figure values</source>
            <translation>动物模型的分数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="834" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>本局在游戏结束前，谁都看不到任何动物模型的分数，包括自己畜栏里的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="839" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>你随时可以查看自己畜栏中动物模型的分数（画面上会显示）。其他分数在游戏结束前都是隐藏的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="844" />
            <source>Options of a new game</source>
            <translation>新游戏的选项</translation>
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
            <translation>原版规则使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>off in the published rules</source>
            <translation>原版规则不使用</translation>
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
            <translation>点击手牌中的一或两张牌（或按 1、2、3），再点击牧场上你的那一边或牧场本身（或按 A、S、D 选 I、II、III，或用 ←/→ 和 Enter）。只有能合法出牌的选择才会高亮；其他操作为什么不行，状态栏会说明。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="873" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>只打出一张牌时，会询问是否弃牌：点击要弃的牌（或按它的号码），或选“全部保留”（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="877" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>不能出牌时，点击“跳过”（或按 P 或 Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="879" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>多人共用一台电脑时：每个回合前会有画面请其他人转开视线，并列出该玩家上回合以来发生的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="167" />
            <source>%1 (rank %2), in your hand — key %3</source>
            <translation>%1（等级 %2），在你的手牌中——按键 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="259" />
            <source>play here</source>
            <comment>hint: the side to play to</comment>
            <translation>打在这里</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="262" />
            <source>then discard</source>
            <comment>hint</comment>
            <translation>然后弃掉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="305" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一边：牧场上离你最近的%1色边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="337" />
            <source>You have no such card.</source>
            <translation>你没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="342" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>这是你正要打出的牌。要弃牌请按另一张牌的编号，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="65" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <translation>点击手牌中的一或两张牌（按键 1、2、3），再点击牧场上你的那一边（I、II、III 按 A、S、D，或用 ←/→ 与 Enter）。只打出一张牌后，可以从其余手牌弃掉一张（按该牌的编号）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="780" />
            <source>Pass</source>
            <extracomment>The button of a player with no legal play (BS-2.2): they play, discard and draw nothing.</extracomment>
            <translation>跳过</translation>
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
            <translation>弃掉%1（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="817" />
            <source>discard</source>
            <translation>弃牌</translation>
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
            <translation>▶ 行动中</translation>
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
            <translation>%1 ×%2，你的畜栏</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="324" />
            <source>%1 ×%2, %3's corral</source>
            <translation>%1 ×%2，%3的畜栏</translation>
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
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>known points: %1</source>
            <translation>已知得分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="365" />
            <source>1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the hand (the other games' wording: "Tab/arrows move"); it and the way to the side panel after it must fit two lines under the three cards.</extracomment>
            <translation>1 2 3 选牌 · A S D 牧场 · Tab／方向键移动 · Enter 确定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Deck: %1</source>
            <translation>牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Discard: %1</source>
            <translation>弃牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="427" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最后阶段：牧场不再补充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="458" />
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="467" />
            <source>%1 ×%2 in the supply</source>
            <translation>%1 ×%2，在供应区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="487" />
            <source>Bonus cards: 6 points each</source>
            <translation>奖励卡：每张 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="490" />
            <source>most of an animal · each complete set of all six</source>
            <translation>动物最多 · 每套六种动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="517" />
            <source>Bonus cards won (6 points each)</source>
            <translation>获得的奖励卡（每张 6 分）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="568" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="602" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="647" />
            <source>secret</source>
            <translation>你的秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="571" />
            <source>%1's secret</source>
            <translation>%1的秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="596" />
            <source>Task cards</source>
            <translation>任务卡</translation>
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
            <translation>你在牧场 %1 的那一边（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="700" />
            <source>%1's side of pasture %2</source>
            <extracomment>A replay's board: a player's (%1) side of a pasture (%2).</extracomment>
            <translation>%1在牧场 %2 的那一边</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="732" />
            <source>%1 (just played)</source>
            <translation>%1（刚打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="739" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成顺序：组合完全相同时，号码较小者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="747" />
            <source>%1, your side of pasture %2</source>
            <translation>%1，你在牧场 %2 的那一边</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="629" />
            <source>%1, card %2 of %3</source>
            <extracomment>A card on a side of a pasture: %1 the card ("chicken"), %2 its place, %3 how many.</extracomment>
            <translation>%1，第 %2 张（共 %3 张）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="748" />
            <source>%1, %2's side of pasture %3</source>
            <translation>%1，%2在牧场 %3 的那一边</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="755" />
            <source>%1, on pasture %2</source>
            <translation>%1，在牧场 %2 上</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="169" />
            <source>%1 (rank %2), in your hand</source>
            <translation>%1（等级 %2），在你的手牌中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="178" />
            <source>%1 (rank %2), in %3's hand</source>
            <extracomment>A card in a player's hand on a replay's board (%1 the animal, %2 its rank, %3 the player).</extracomment>
            <translation>%1（等级 %2），在%3的手牌中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>At the discard question: %1 the keys of the cards that may be discarded ("2 3").</extracomment>
            <translation>%1 弃牌 · K 全部保留 · Tab／方向键移动 · Enter 确定 · Esc 返回</translation>
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
            <translation>完成顺序 %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1的手牌：%n 张</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 or %2 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1 或 %2 张</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>%1 horse(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1张马</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>%1 cow(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1张牛</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>%1 pig(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1张猪</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>%1 sheep</source>
            <comment>counted cards</comment>
            <translation>%1张羊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="49" />
            <source>%1 chicken(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>%1张鸡</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="50" />
            <source>%1 black sheep</source>
            <comment>counted cards</comment>
            <translation>%1张黑羊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="95" />
            <source>%1 %2 figure(s)</source>
            <comment>counted figures</comment>
            <extracomment>%1 the count (as the count word says it), %2 the animal: "2 horse figures".</extracomment>
            <translation>
                <numerusform>%1个%2动物模型</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="560" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (listed above).</source>
            <translation>不使用奖励卡，本局改用六张任务卡：部分公开，每位玩家另有一到两张秘密任务卡；游戏结束时，每位玩家每完成一张任务卡就得到它的分数。Farmhouse 使用自己设计的十二张任务卡（列在上方）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="935" />
            <source>rank %1</source>
            <extracomment>Under an animal in the rules' list of animals: its rank, the number printed in the corner of its cards (horse 6 … black sheep 1).</extracomment>
            <translation>等级 %1</translation>
        </message>
    </context>
    <context>
        <name>BoardAccessible</name>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="164" />
            <source>Suggested by the hint</source>
            <extracomment>A screen reader&apos;s description of a piece on the board that the hint shown suggests picking (the board rings it).</extracomment>
            <translation>提示建议的选择</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="215" />
            <source>Suggested by the hint: %1</source>
            <extracomment>The same, for a piece the hint's ring captions (%1: the caption, e.g. &quot;then discard&quot;, &quot;pay&quot;): what the hint suggests doing with it.</extracomment>
            <translation>提示建议的选择：%1</translation>
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
            <translation>游戏结束：%1打成平局，共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="585" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="592" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1137" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="145" />
            <source>The game is over.</source>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="593" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1145" />
            <source>Waiting for %1…</source>
            <translation>等待%1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="891" />
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="902" />
            <source>Setup</source>
            <translation>游戏准备</translation>
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
            <translation>▶ 行动中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="264" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="24" />
            <source>Bye-Bye Black Sheep</source>
            <translation>拜拜黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="31" />
            <source>Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《拜拜黑羊》由 Torsten Landsvogt 设计，Jolly Thinkers 于 2017 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="38" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>从​对手​手牌中​抽牌​来充实​你的​动物园，但​抽到​黑羊​回合​就结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>tiger</source>
            <translation>老虎</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>penguin</source>
            <translation>企鹅</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <source>crocodile</source>
            <translation>鳄鱼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>goat</source>
            <translation>山羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>lion</source>
            <translation>狮子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>elephant</source>
            <translation>大象</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>giraffe</source>
            <translation>长颈鹿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>zebra</source>
            <translation>斑马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>panda</source>
            <translation>熊猫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>koala</source>
            <translation>考拉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>kangaroo</source>
            <translation>袋鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="66" />
            <source>hippo</source>
            <translation>河马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="67" />
            <source>flamingo</source>
            <translation>火烈鸟</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="68" />
            <source>camel</source>
            <translation>骆驼</translation>
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
            <translation>老鹰</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="988" />
            <source>Mole</source>
            <translation>鼹鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="996" />
            <source>Thieving Magpie</source>
            <translation>小偷喜鹊</translation>
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
            <translation>放下后，你的动物园会开始收集%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="179" />
            <source>Placing it starts a %1 column in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>放下后，%2的动物园会开始收集%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="169" />
            <source>Placing it completes a triplet of %1 in your zoo.</source>
            <translation>放下后，你的动物园会凑成%1的三张一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="181" />
            <source>Placing it completes a triplet of %1 in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>放下后，%2的动物园会凑成%1的三张一组。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="170" />
            <source>Placing it makes %n %1 card(s) in your zoo.</source>
            <translation>
                <numerusform>放下后，你的动物园会有 %n 张%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="182" />
            <source>Placing it makes %n %1 card(s) in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>
                <numerusform>放下后，%2的动物园会有 %n 张%1。</numerusform>
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
            <translation>%1从%2抽到百搭（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="209" />
            <source>%1 draws the Eagle from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到老鹰（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>%1 draws the Mole from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到鼹鼠（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="211" />
            <source>%1 draws the Thieving Magpie from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到小偷喜鹊（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="212" />
            <source>%1 draws the White Sheep from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到白羊（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>%1 draws the Mother Sheep from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到母羊（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="214" />
            <source>%1 draws the Wolf from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到狼（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="219" />
            <source>%1 draws %4 from %2 (%3 card this turn).</source>
            <translation>%1从%2抽到%4（本回合第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="228" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn).</source>
            <translation>%1用老鹰向%2要%3：%2交出一张（本回合第 %4 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1用老鹰向%2要%3：%2没有，回合结束。</translation>
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
                <numerusform>%1用小偷喜鹊从%2的动物园拿走%3（本回合第 %4 张）；%2的三张一组现在有 %n 组。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="260" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>牌堆已空：母羊没有带来任何牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="262" />
            <source>The Mother Sheep brings %1 from the pile (%2 card this turn).</source>
            <translation>母羊从牌堆带来%1（本回合第 %2 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="271" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>狼没有盖住任何牌：饮水处原本是空的。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="274" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>狼盖住 %n 张牌：回合结束时交给%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="291" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1的回合结束：可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="292" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1的回合结束，没有牌可放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="294" />
            <source>%1 stops without drawing.</source>
            <translation>%1没有抽牌就停手。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1抽了 %n 张后停手：张数不够，不能放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="297" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %2 张后停手，可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="307" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1用白羊把百搭当作%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="309" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1用白羊把%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="311" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1把百搭当作%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1把%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鹊：动物园有了第三种动物，而且别人的动物园也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="326" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1拿到小偷喜鹊：动物园有了第三种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="328" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鹊：别人的动物园也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="338" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>牌堆已空：%1补不到牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1抽走牌堆最后 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="341" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1从牌堆补了 %n 张手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="348" />
            <source>No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a row that end the game.</source>
            <extracomment>A turn that counts towards the end by stall (BB-9.3): %1 such turns in a row so far, %2 end the game. Cards may have moved between hands (not counted).</extracomment>
            <translation>这回合没有牌进入动物园，牌堆也没有减少（这样的回合已连续 %1 个；连续 %2 个时游戏结束）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="356" />
            <source>The game ends after %1 turns.</source>
            <translation>%1 个回合后游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="357" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>已经 %1 个回合没有任何进展：游戏结束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="366" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>游戏结束：%1以三张一组 %n 组获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="374" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1抽到%2的黑羊：强制结束，不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="379" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1没有用老鹰发问。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1用鼹鼠看%2的手牌（%n 张）。</numerusform>
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
            <translation>%1的手牌没有动物卡：鼹鼠什么也没找到。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="394" />
            <source>%1 takes %3 from %2's hand with the Mole (%4 card this turn).</source>
            <translation>%1用鼹鼠从%2的手牌拿出%3（本回合第 %4 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="401" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>其他动物园都没有牌：小偷喜鹊什么也没拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="404" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1没有用小偷喜鹊拿牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="408" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1可以用白羊从手牌放一张牌进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1没有动物卡可以用白羊放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="414" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1没有用白羊放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="420" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>狼底下的 %n 张牌交给%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="424" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1从饮水处拿走 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="429" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1凑齐%2的三张一组：现在有 %n 组。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="436" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1放弃了 %n 次放牌机会。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="472" />
            <source>%1 draws %2 from the pile (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which cards (%2) they drew.</extracomment>
            <translation>
                <numerusform>%1从牌堆抽到%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="484" />
            <source>%1 draws %2 from the pile.</source>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew from the pile, which only that player saw.</extracomment>
            <translation>%1从牌堆抽到%2。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="449" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1的三张一组达到 %n 组，获胜！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="504" />
            <source>%1 draws %2's black sheep at once: nothing is placed.</source>
            <translation>%1一抽就抽到%2的黑羊：没有放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="506" />
            <source>%1 draws %n card(s), then %2's black sheep: nothing is placed.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌，接着抽到%2的黑羊：没有放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="512" />
            <source>%1 draws %n card(s), then asks %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌，用老鹰向%2要%3但落空。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>%1 draws %n card(s) and stops.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌后停手。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>%1 places %2 in their zoo.</source>
            <translation>%1把%2放进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="579" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>现在请从其他玩家的手牌抽牌，或停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="580" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>请先决定老鹰：向一位玩家要一种动物，或不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="581" />
            <source>First choose the card the Mole takes.</source>
            <translation>请先选择鼹鼠要拿的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="582" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>请先决定小偷喜鹊：从别人的动物园拿一张牌，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="583" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>请先等白羊的主人决定是否放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="584" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>现在请把牌放进动物园，或结束放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="587" />
            <source>That is not possible now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="594" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>这不是《拜拜黑羊》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="595" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="289" />
            <source>There is no such player.</source>
            <translation>没有这位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="596" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>请从其他玩家的手牌抽牌，不能抽自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="597" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>老鹰只能问其他玩家，不能问自己。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="598" />
            <source>First choose whom to ask.</source>
            <translation>请先选择要问谁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="600" />
            <source>First choose the species to ask for (Esc: another player).</source>
            <translation>请先选择要问哪种动物（Esc：换人）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="602" />
            <source>That species is not in this game.</source>
            <translation>这一局没有这种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="604" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>用鼹鼠时必须从看到的手牌选一张动物卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="606" />
            <source>That card is not in the hand you see.</source>
            <translation>你看到的手牌里没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="608" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>鼹鼠只能拿动物卡：动物或百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="610" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>小偷喜鹊只能从其他玩家的动物园拿，不能拿自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="611" />
            <source>That zoo holds no such card.</source>
            <translation>那个动物园没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>You do not hold that card.</source>
            <translation>你没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="613" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊卡永远不能放进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="614" />
            <source>Choose the species the joker stands for.</source>
            <translation>请选择百搭代表的动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="615" />
            <source>Only the joker is declared as a species.</source>
            <translation>只有百搭需要指定动物种类。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="624" />
            <source>draw a card from %1's hand</source>
            <comment>hint: the move</comment>
            <translation>从%1的手牌抽一张</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="751" />
            <source>stop without drawing (nothing to take or place)</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move at the start of a Bye-Bye Black Sheep turn, nothing drawn yet: stopping then ends the turn with an empty watering hole, nothing to place.</extracomment>
            <translation>不抽牌就停手（没有牌可收下或放置）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="626" />
            <source>stop drawing and take the watering hole</source>
            <comment>hint: the move</comment>
            <translation>停手，收下饮水处的牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="629" />
            <source>ask %1 for %2 with the Eagle</source>
            <comment>hint: the move</comment>
            <translation>用老鹰向%1要%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="634" />
            <source>put %1 into the watering hole</source>
            <comment>hint: the move</comment>
            <translation>把%1放进饮水处</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="637" />
            <source>take %1 from %2's zoo with the Thieving Magpie</source>
            <comment>hint: the move</comment>
            <translation>用小偷喜鹊从%2的动物园拿走%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="644" />
            <source>place the joker in your zoo as %1</source>
            <comment>hint: the move</comment>
            <translation>把百搭当作%1放进你的动物园</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="647" />
            <source>place %1 in your zoo</source>
            <comment>hint: the move</comment>
            <translation>把%1放进你的动物园</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>do not ask</source>
            <comment>hint: the move</comment>
            <translation>不问</translation>
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
            <translation>动物园里的牌只能用小偷喜鹊拿走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="671" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>停手之后才能放牌，张数是抽到的张数减二。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="673" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>只有在你的回合抽牌时才能停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="678" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>你的黑羊一直留在手牌：永远不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="680" />
            <source>Please wait: %1 decides now.</source>
            <translation>请稍候：现在由%1决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="682" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>请稍候：还没轮到你选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="685" />
            <source>That move is not allowed (%1).</source>
            <translation>不能这样做（%1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="694" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>三张一组 %n 组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="700" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>三张一组数量相同：动物园牌最多者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>三张一组和动物园牌数都相同：共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="710" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>连续 %1 个回合没有任何进展，游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="714" />
            <source>The game reached its turn limit and ended.</source>
            <translation>游戏达到回合上限而结束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="733" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1. %2 — 三张一组 %n 组（胜利者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="736" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1. %2 — 三张一组 %n 组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="755" />
            <source>Triplets: %1</source>
            <translation>三张一组：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="757" />
            <source>No triplet</source>
            <translation>没有三张一组</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="762" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>动物园 %n 张：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="764" />
            <source>Empty zoo</source>
            <translation>动物园是空的</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="766" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最先达成三张一组 %n 组的目标。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>进阶规则：白羊、母羊和狼</translation>
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
            <translation>每位玩家从八张特殊卡中发到一张，取代老鹰或鼹鼠：三张老鹰、两张鼹鼠、白羊、母羊和狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="790" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>动物卡中加入一张百搭：放进动物园时，它算作你选择的动物，可以凑成三张一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="810" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>三张一组 %1/%2 · 手牌 %3 · 动物园 %4
持有小偷喜鹊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="812" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>三张一组 %1/%2 · 手牌 %3 · 动物园 %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Players</source>
            <translation>玩家人数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Species</source>
            <translation>动物种类</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Triplets to win</source>
            <translation>获胜所需三张一组</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="883" />
            <source>This game: advanced game with the joker.</source>
            <translation>本局：进阶规则，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>This game: advanced game, without the joker.</source>
            <translation>本局：进阶规则，没有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>This game: base game with the joker.</source>
            <translation>本局：基本规则，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="889" />
            <source>This game: base game, without the joker.</source>
            <translation>本局：基本规则，没有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="895" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>在你的动物园里收集三张一组：同一种动物的三张牌。最先凑齐足够组数的玩家立刻获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="906" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>每位玩家拿到 5 张动物卡（2 人时 6 张）、自己的黑羊和一张特殊卡：老鹰或鼹鼠。其余动物卡面朝下成为牌堆。小偷喜鹊面朝上放在牌堆旁边。起始玩家随机决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="914" />
            <source>Your turn: draw cards</source>
            <translation>你的回合：抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="918" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>点击其他玩家的手牌，随机抽出一张看不到的牌。它面朝上放进中间的饮水处。接着可以再抽，从同一位或另一位玩家抽都可以，想抽几次都行，或者停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="927" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>每个人的手牌里都有一张黑羊。抽到黑羊时回合立刻结束：强制结束。黑羊还给主人，你把饮水处的牌收进手牌，这回合不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="936" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>每位玩家的区域会显示手牌张数，以及从他那里下一张抽到黑羊的概率：7 张中 1 张比 3 张中 1 张安全。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="941" />
            <source>Stop and place</source>
            <translation>停手并放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="945" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>停手时，把饮水处的牌全部收进手牌。然后可以把比抽到张数少两张的牌放进动物园：抽 3 张放 1 张，抽 4 张放 2 张，依此类推。从整手牌中任选动物卡，一次放一张。特殊卡永远不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>动物园按动物种类排列。同种三张就是三张一组；第四、第五张不会多算一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="960" />
            <source>Special cards</source>
            <translation>特殊卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>除了黑羊，每张抽到的牌都算进抽牌张数；老鹰、鼹鼠、小偷喜鹊或母羊带来的牌也算。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="975" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>立刻结束你的回合：黑羊还给主人，你不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>可以向一位玩家要一种动物。他有的话，那张牌进入饮水处，你的回合继续；没有的话，你的回合结束，就像你停手一样。也可以不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="990" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>你可以查看被你抽走鼹鼠的那位玩家的手牌，并从中选一张动物卡放进饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="998" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>一开始放在牌堆旁边。第一位在动物园放入第三种动物、或放入别人动物园已有的动物的玩家，把它收进手牌。之后从手牌中抽到它的人，可以从其他玩家的动物园拿一张牌放进饮水处，可能拆散三张一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1007" />
            <source>After the turn</source>
            <translation>回合之后</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1011" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>除了刚结束回合的玩家，其他人从下一位开始依次从牌堆补牌到 7 张（2 人时 8 张）。牌堆抽完后，就用较少的手牌继续。接着由顺时针下一位玩家进行回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1018" />
            <source>End of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1022" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>最先凑齐所需三张一组数量的玩家立刻获胜，即使正在放牌，或是在别人的回合中用白羊放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1030" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>如果连续没有进展的回合（没有牌进入动物园，牌堆也没有变少）达到每位玩家各两个回合，游戏就结束：三张一组最多者获胜，其次比动物园的牌数；仍然相同就共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1036" />
            <source>Options</source>
            <translation>选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1040" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>进阶规则：特殊卡改用三张老鹰、两张鼹鼠、白羊、母羊和狼，每位玩家发一张；其余的不看就收起来。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1053" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>别人从你手牌抽到它时，即使不是你的回合，你也可以立刻从手牌放一张动物卡进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1060" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>牌堆最上面的一张牌也加入饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1066" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>饮水处已有的牌全部面朝下压在狼底下，不再计算。回合结束时，这些牌交给被你抽走狼的那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1073" />
            <source>Joker (option)</source>
            <translation>百搭（选项）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1075" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>动物卡中加入一张百搭。放进动物园时选择它算作哪种动物。老鹰发问时不能用百搭回答。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1084" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>抽牌：点击其他玩家的手牌，或按他区域上的数字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1085" />
            <source>Stop: click Stop, or press S.</source>
            <translation>停手：点击“停手”，或按 S。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1087" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>选择（老鹰要问的玩家和动物、鼹鼠要拿的牌、小偷喜鹊要拿的牌、百搭的动物、要放的牌）：点击高亮的牌或按钮，或用方向键或 Tab 移动后按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1092" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N 代表“不要”：老鹰不问、小偷喜鹊不拿、白羊不放、结束放牌。Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1096" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>鼠标移到牌上可看到名称。没有高亮的选项，移上去或点击时会说明原因。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1100" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盘面上的“自你上回合以来”列出其他人做了什么，他们刚放的牌会以金色标示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1114" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <translation>点击其他玩家的手牌抽牌（按键 1–4），按“停手”结束回合（S）。可选的东西会高亮：点击一个，或用 ←/→ 或 Tab 移动后按 Enter。N 代表“不要”，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1144" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1可以用白羊放一张牌…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1147" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>百搭：选择它在动物园里算作哪种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1155" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>老鹰：选一位玩家来要一种动物，或不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1157" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>老鹰：要向%1要哪种动物？（Esc：换人）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1162" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>鼹鼠：从%1的手牌选一张动物卡放进饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1167" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>小偷喜鹊：点击其他玩家动物园里的一张牌拿走，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1171" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1抽到你的白羊：你可以从手牌放一张牌进动物园。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1176" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>从手牌最多放 %n 张牌进动物园。</numerusform>
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
            <translation>不问（N）</translation>
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
                <numerusform>你还可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1205" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1正在放牌：还可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1209" />
            <source>No card drawn yet this turn.</source>
            <translation>这回合还没有抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1212" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>已抽：%1 · 抽到 3 张以上才能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1213" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>已抽：%1 · 现在停手可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1215" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>已抽：%1 · 还不能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1217" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>已抽：%1 · %2现在停手可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1228" />
            <source>▶ you decide</source>
            <translation>▶ 由你决定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1229" />
            <source>▶ deciding</source>
            <translation>▶ 决定中</translation>
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
            <translation>你的动物园</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>%1's zoo</source>
            <translation>%1的动物园</translation>
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
                <numerusform>%1有 %n 张手牌。
已知在这份手牌中：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1259" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1有 %n 张手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1267" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>回合中没有人从牌堆抽牌：每回合结束后用它补其他玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1272" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>第一位在动物园放入第三种动物、或放入别人动物园已有动物的玩家，会拿到小偷喜鹊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1276" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>回合结束时，饮水处的牌会进入正在进行回合的玩家手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="287" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>请用鼠标或 ←/→ 和 Enter 选择动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="294" />
            <source>There is no such card.</source>
            <translation>没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="124" />
            <source>Triplet!</source>
            <translation>三张一组！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="172" />
            <source>Triplets %1/%2</source>
            <extracomment>The viewer's triplets: %1 completed, %2 the number the game asks for.</extracomment>
            <translation>三张一组 %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>★ %1/%2</source>
            <translation>★ %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="196" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>三张一组：%1 组（获胜需要 %2 组）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="272" />
            <source>black sheep: %1 in %2</source>
            <translation>黑羊：%2 张中 %1 张</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空的动物园</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="312" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="478" />
            <source>Triplet of %1</source>
            <translation>%1的三张一组</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="329" />
            <source>joker as %1</source>
            <translation>百搭（当作%1）</translation>
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
                <numerusform>%1的动物园里有 %n 张%2。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="349" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（自你上回合以来放的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="310" />
            <source>%1 (placed since %2's last turn)</source>
            <extracomment>A replay's board: a card's tooltip (%1) on a card placed since the last turn of the player (%2) whose view the board shows.</extracomment>
            <translation>%1（自%2上回合以来放的）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="437" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>你的手牌：%n 张</numerusform>
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
                <numerusform>你手上有 %n 张这种牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="353" />
            <source>%1 holds %n card(s) of this kind.</source>
            <extracomment>A replay's board: how many cards of a kind a player (%1) holds.</extracomment>
            <translation>
                <numerusform>%1手上有 %n 张这种牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · S stop · Esc back</source>
            <extracomment>The keys of the board while the player draws (S: stop drawing).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · S 停手 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't ask · Esc back</source>
            <extracomment>The keys while the player decides on the Eagle (N: do not ask, the button's words).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · N 不问 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N take nothing · Esc back</source>
            <extracomment>The keys while the player decides on the Magpie (N: take nothing, the button's words).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · N 不拿 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't place · Esc back</source>
            <extracomment>The keys of the White Sheep's owner deciding (N: do not place, the button's words).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · N 不放 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N done placing · Esc back</source>
            <extracomment>The keys while the player places cards (N: done placing, the button's words).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · N 放完了 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The keys where neither S nor N does anything (the Mole's pick; another's turn).</extracomment>
            <translation>Tab／方向键移动 · Enter 确定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="160" />
            <source>a species the joker may count as</source>
            <translation>百搭可算作的动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="162" />
            <source>a species the Eagle may ask for</source>
            <translation>老鹰可以要的动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="197" />
            <source>%1's hand, seen with the Mole (key %2)</source>
            <translation>用鼹鼠看到的%1的手牌，按 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>%1's hand</source>
            <translation>%1的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="259" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ 已知在那份手牌中 · × 那份手牌没有</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="61" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="85" />
            <source>Magpie</source>
            <translation>小偷喜鹊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="100" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目标：三张一组 %n 组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="118" />
            <source>Stalled turns: %1 of %2</source>
            <translation>没有进展的回合：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>A turn is stalled when no card enters a zoo and the pile does not shrink. When every player has had two stalled turns in a row, the game ends.</source>
            <translation>没有牌进入动物园、牌堆也没有变少的回合，就是没有进展的回合。连续没有进展的回合达到每位玩家各两个回合时，游戏结束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="150" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>狼底下有 %n 张牌：回合结束时交给%1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>the watering hole</source>
            <translation>饮水处</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="163" />
            <source>Watering hole</source>
            <translation>饮水处</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="176" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>狼底下：%n 张，归%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="196" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n 张特殊卡已收起</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="166" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1的手牌：%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Your turn: click another player's hand, or press the number on it, to draw a card.</source>
            <translation>轮到你了：点击其他玩家的手牌（或按手牌上的数字）抽一张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Draw another card from a hand (click it or press the number on it), or stop (S) and take the watering hole.</source>
            <translation>再从手牌抽一张（点击手牌或按手牌上的数字），或停手（S）收下饮水处的牌。</translation>
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
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="807" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="926" />
            <source>%1 (winner)</source>
            <translation>%1（胜利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="966" />
            <source>Total: %1</source>
            <translation>合计：%1</translation>
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
            <translation>游戏准备</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="583" />
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="73" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="626" />
            <source>Final scoring</source>
            <translation>记分阶段</translation>
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
            <translation>▶ 行动中</translation>
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
            <translation>牌堆：%1</translation>
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
            <translation>《牛仔很忙》由 Arve D. Fühler 设计，Argentum Verlag 于 2014 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="35" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>挑选​骰子，派​牛仔​去抓牛，卖出​最好的​牛群。</translation>
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
            <translation>红牛</translation>
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
            <translation>红牛群</translation>
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
            <translation>分类</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="107" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="566" />
            <source>Wish</source>
            <translation>许愿</translation>
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
            <translation>竖放或替换</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="111" />
            <source>Hidden cattle</source>
            <translation>隐藏的牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="120" />
            <source>Put a tile you gain anywhere in its herd.</source>
            <translation>把获得的牛卡放进牛群的任何位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="121" />
            <source>Gain a die of the value you name.</source>
            <translation>获得一颗你指定点数的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="122" />
            <source>Sell a herd of 2 or more tiles for 5 pesos extra.</source>
            <translation>出售一个至少 2 张牛卡的牛群，额外获得 5 块钱。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="123" />
            <source>Take a tile from another player's herd.</source>
            <translation>从其他玩家的牛群拿走一张牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="125" />
            <source>Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's lying gaucho.</source>
            <translation>把自己 1 到 2 个横置的牛仔竖放，或用自己直立的牛仔替换其他玩家一个横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="128" />
            <source>Look at the steppe and take 1 tile, or 2 tiles of 4 or less.</source>
            <translation>查看草原区，拿 1 张牛卡，或 2 张都不大于 4 的牛卡。</translation>
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
                <numerusform>%n 块钱</numerusform>
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
            <translation>%1让牛仔直立在%2上，支付 %3（含许愿骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="190" />
            <source>%1 stands a gaucho on %2 and pays %3.</source>
            <translation>%1让牛仔直立在%2上，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="199" />
            <source>%1 lays a gaucho down on %2 and pays %3 (with the Wish die).</source>
            <translation>%1让牛仔横置在%2上，支付 %3（含许愿骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="200" />
            <source>%1 lays a gaucho down on %2 and pays %3.</source>
            <translation>%1让牛仔横置在%2上，支付 %3。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="211" />
            <source>%1 stands up %n lying gaucho(s) for free: %2.</source>
            <translation>
                <numerusform>%1免费竖放 %n 个横置的牛仔：%2。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="216" />
            <source>%1 stands up the gaucho on %2 and pays %3 (with the Wish die).</source>
            <translation>%1把%2上的牛仔竖放，支付 %3（含许愿骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="217" />
            <source>%1 stands up the gaucho on %2 and pays %3.</source>
            <translation>%1把%2上的牛仔竖放，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="226" />
            <source>%1 occupies %2 and pays %3 (with the Wish die).</source>
            <translation>%1占领%2，支付 %3（含许愿骰子）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="227" />
            <source>%1 occupies %2 and pays %3.</source>
            <translation>%1占领%2，支付 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="237" />
            <source>%1 takes back the gaucho from %2 without using it.</source>
            <translation>%1从%2取回牛仔，未使用其行动。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="242" />
            <source>%1 takes back the lying gaucho from %2.</source>
            <translation>%1从%2取回横置的牛仔。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="248" />
            <source>%1 gets %n peso(s) for the stolen %2.</source>
            <translation>
                <numerusform>%1因被偷走的%2获得 %n 块钱补偿。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="250" />
            <source>%1 gets %n peso(s) for the replaced gaucho on %2.</source>
            <translation>
                <numerusform>%1因%2上被替换的牛仔获得 %n 块钱补偿。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="259" />
            <source>Round %1, the dice-less round: only gauchos on action areas may be used.</source>
            <translation>第 %1 轮是无骰阶段：只能使用行动区上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="264" />
            <source>Round %1, the last round with dice, begins; %2 is the start player.</source>
            <translation>第 %1 轮开始，这是最后一轮掷骰；起始玩家是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="269" />
            <source>Round %1 begins; %2 is the start player.</source>
            <translation>第 %1 轮开始，起始玩家是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="277" />
            <source>%1 ends the turn; unused dice: %2.</source>
            <translation>%1结束回合；未使用的骰子：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="279" />
            <source>%1 ends the turn.</source>
            <translation>%1结束回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="285" />
            <source>Cattle drive: no row is complete.</source>
            <translation>抓牛阶段：没有一排被占满。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="287" />
            <source>Cattle drive: %n complete row(s): %1.</source>
            <translation>
                <numerusform>抓牛阶段：%n 排已占满（第 %1 排）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="294" />
            <source>%1 sorts %2 into the herd: %3.</source>
            <translation>%1用分类把%2放进牛群：%3。</translation>
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
                <numerusform>%1必须出售%2：%3 = %n 块钱。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="310" />
            <source>%1 sells %2 at once: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1立即出售%2：%3 = %n 块钱。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="313" />
            <source>%1 sells a single tile, %2, for %n peso(s).</source>
            <translation>
                <numerusform>%1出售单张牛卡%2，得 %n 块钱。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="318" />
            <source>%1 sells %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1出售%2：%3 = %n 块钱。</numerusform>
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
            <translation>起始牛卡公开了：%1。</translation>
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
                <numerusform>游戏结束：%1以 %n 块钱获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="337" />
            <source>Game over: %1 share the win.</source>
            <translation>游戏结束：%1打成平局，共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="343" />
            <source>The steppe refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>补满草原区时牌堆被抽空：第 %1 轮是最后一轮掷骰，第 %2 轮是无骰阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="348" />
            <source>The pampa refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>补充大草原时牌堆被抽空：第 %1 轮是最后一轮掷骰，第 %2 轮是无骰阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="358" />
            <source>The steppe is not refilled: the pile is empty.</source>
            <translation>草原区没有补充：牌堆已空。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="359" />
            <source>The steppe is refilled with %n tile(s).</source>
            <translation>
                <numerusform>草原区补入 %n 张牛卡。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="365" />
            <source>No new tile comes onto the pampa.</source>
            <translation>大草原没有补入新的牛卡。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="367" />
            <source>%n tile(s) come onto the pampa: %1.</source>
            <translation>
                <numerusform>%n 张牛卡放上大草原：%1。</numerusform>
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
            <translation>%1已选好要保留的起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="380" />
            <source>%1 puts a gaucho on %2 for free.</source>
            <translation>%1免费放一个牛仔到“%2”行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="384" />
            <source>%1 rolls the dice: %2.</source>
            <translation>%1掷出骰子：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="388" />
            <source>%1 has no action area to use and passes.</source>
            <translation>%1没有可使用的行动区，跳过回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="391" />
            <source>%1 takes the dice showing %2.</source>
            <extracomment>The dice named by the faces they show (a key 1–5 counts their places instead).</extracomment>
            <translation>%1拿取点数 %2 的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="393" />
            <source>The last die, a %1, stays unused.</source>
            <translation>最后一颗骰子（%1）没有被使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="400" />
            <source>%1 uses %2.</source>
            <translation>%1使用%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="403" />
            <source>%1 wishes for a die showing %2.</source>
            <translation>%1许愿得到一颗 %2 点的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="406" />
            <source>%1 steals %2 from %3.</source>
            <translation>%1从%3那里偷走%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="412" />
            <source>%1 replaces the lying gaucho of %2 on %3 with a standing one.</source>
            <translation>%1把%2在%3上横置的牛仔替换成自己直立的牛仔。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="419" />
            <source>%1 secretly looks at the %n tile(s) of the steppe.</source>
            <translation>
                <numerusform>%1偷偷查看草原区的 %n 张牛卡。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="454" />
            <source>%1 sees in the steppe: %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees the tiles (%2) in the steppe with Hidden Cattle.</extracomment>
            <translation>
                <numerusform>%1在草原区看到：%2（只有你看得到）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="481" />
            <source>%1 sees in the steppe: %2.</source>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) saw in the steppe with Hidden Cattle, which only that player saw.</extracomment>
            <translation>%1在草原区看到：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="426" />
            <source>%1 takes %2 from the steppe and stands on it in %3.</source>
            <translation>%1从草原区拿走%2，并让牛仔直立在%3的这张牛卡上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="435" />
            <source>%1 brings %2 home.</source>
            <translation>%1把%2带回家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="438" />
            <source>Final scoring: every standing gaucho brings its tile home, then every herd is sold.</source>
            <translation>记分阶段：每个直立的牛仔把牛卡带回，之后出售所有牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="441" />
            <source>%1 brings %2 home for the final scoring.</source>
            <translation>%1在记分阶段把%2带回家。</translation>
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
            <translation>请稍候，正在显示这一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="539" />
            <source>Click the tiles to keep in the order they go into your herd (keys 1–%1), then click Keep (Enter).</source>
            <translation>按牛卡放进牛群的顺序点击要保留的牛卡（按键 1–%1），再点击“保留”（Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="543" />
            <source>Put your opening gaucho on a lit action area, for free.</source>
            <translation>把你的起始牛仔免费放到高亮的行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="545" />
            <source>Add your new tiles to your herds, one after the other.</source>
            <translation>把新的牛卡一张一张加入你的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="550" />
            <source>Your turn: click 2 dice of the roll (keys %1).</source>
            <translation>轮到你了：点击 2 颗掷出的骰子（按键 %1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="552" />
            <source>Click one more die.</source>
            <translation>再点击一颗骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="554" />
            <source>Click a lit place to spend these dice there, or press Enter to take them.</source>
            <translation>点击高亮的地方把这两颗骰子用在那里，或按 Enter 拿取骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="556" />
            <source>Choose one of the lit choices or a button (keys %1); Esc goes back.</source>
            <translation>选一个高亮的选项或按钮（按键 %1）；Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="558" />
            <source>Hidden cattle: click a steppe tile, then an empty space; or Done (E).</source>
            <translation>隐藏的牛：点击一张草原区的牛卡，再点击一个空格；或点击“完成”（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="560" />
            <source>Place the gaucho you took back.</source>
            <translation>请放置你取回的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="563" />
            <source>Click a lit place to pay with %1.</source>
            <translation>点击高亮的地方，用 %1 支付。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="568" />
            <source>Dice-less round: click one of your gauchos on an action area, or end the turn (E).</source>
            <translation>无骰阶段：点击你在行动区上的牛仔，或结束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="571" />
            <source>Use your gauchos on action areas, or end the turn (E).</source>
            <translation>使用你在行动区上的牛仔，或结束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="573" />
            <source>Click a die or a lit place to spend your dice; click your gauchos on action areas to use them; E ends the turn.</source>
            <translation>点击一颗骰子或高亮的地方来使用骰子；点击你在行动区上的牛仔来使用它们；E 结束回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="581" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="585" />
            <source>Dice-less round: only action areas</source>
            <translation>无骰阶段：只能用行动区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="587" />
            <source>Last round with dice!</source>
            <translation>最后一轮掷骰！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="588" />
            <source>The pile is empty: one more round with dice, then a dice-less round</source>
            <translation>牌堆空了：再一轮掷骰，然后是无骰阶段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="597" />
            <source>Please wait: it is %1's decision.</source>
            <translation>请稍候：现在轮到%1决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="603" />
            <source>Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends the turn, Esc goes back, Ctrl+Z undoes a step.</source>
            <translation>点击 2 颗掷出的骰子（按键 1–9），再点击高亮的地方使用它们。点击你在行动区上的牛仔来使用它。用 Tab 和 Enter 以键盘选择，E 结束回合，Esc 回到上一步，Ctrl+Z 撤销一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="616" />
            <source>pampa row %1, space %2</source>
            <translation>大草原第 %1 排第 %2 格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho lying on it</source>
            <translation>上面有%1横置的牛仔</translation>
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
            <translation>在掷出的骰子中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="629" />
            <source>%1's panel</source>
            <translation>%1的面板</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="632" />
            <source>%1's herd, tile %2 of %3</source>
            <translation>%1的牛群，共 %3 张中的第 %2 张</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="634" />
            <source>seen in the steppe</source>
            <translation>在草原区看到的牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="636" />
            <source>waiting to join your herds</source>
            <translation>等着加入你的牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="638" />
            <source>drawn for you to keep</source>
            <translation>抽到、可以保留的牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="648" />
            <source>That is not an El Gaucho move.</source>
            <translation>这不是《牛仔很忙》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="649" />
            <source>That cannot be done at this moment of the game.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="650" />
            <source>First take 2 dice from the roll.</source>
            <translation>请先从掷出的骰子拿 2 颗。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="651" />
            <source>You have already taken your 2 dice this turn.</source>
            <translation>你这回合已经拿过 2 颗骰子了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="653" />
            <source>There are no dice in the dice-less round: only your action areas may be used.</source>
            <translation>无骰阶段没有骰子：只能使用你在行动区上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="655" />
            <source>Take exactly 2 dice.</source>
            <translation>请刚好拿 2 颗骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="656" />
            <source>Those dice are not in the roll: %(pool)s are left.</source>
            <translation>掷出的骰子里没有这些：剩下的是 %(pool)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="658" />
            <source>You took a gaucho back: place it now (on a tile, an action area or from the steppe).</source>
            <translation>你取回了一个牛仔：现在请放置它（放在牛卡、行动区，或用隐藏的牛）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="661" />
            <source>First add %(tiles)s to your herds (click a waiting tile).</source>
            <translation>请先把%(tiles)s加入你的牛群（点击等待中的牛卡）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="664" />
            <source>First finish Hidden cattle: take a steppe tile or click Done.</source>
            <translation>请先完成隐藏的牛：拿一张草原区的牛卡，或点击“完成”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="666" />
            <source>There is no such tile.</source>
            <translation>没有这张牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="667" />
            <source>%(tile)s is not on the pampa.</source>
            <translation>%(tile)s不在大草原上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="668" />
            <source>A gaucho is already on %(tile)s: one gaucho per tile.</source>
            <translation>%(tile)s上已经有牛仔了：每张牛卡只能有一个牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="669" />
            <source>No gaucho of yours lies on %(tile)s.</source>
            <translation>%(tile)s上没有你横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="671" />
            <source>You have no gaucho left in your supply: take one back from an action area or a lying one first.</source>
            <translation>你没有可用的牛仔了：请先从行动区取回一个，或取回一个横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="674" />
            <source>Pay with one die or the sum of two dice, never three.</source>
            <translation>请用一颗骰子或两颗骰子的点数和支付，不能用三颗。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="675" />
            <source>Lying down and standing up are paid with one die only.</source>
            <translation>横置和竖放都只能用一颗骰子支付。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="676" />
            <source>Choose the dice to pay with.</source>
            <translation>请选择要支付的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="677" />
            <source>You do not have those dice: you have %(dice)s.</source>
            <translation>你没有这些骰子：你有的是 %(dice)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="679" />
            <source>That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying).</source>
            <translation>这需要刚好 %(cost)s：%(paid)s 付不了（不能多付）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="681" />
            <source>There is no such action area.</source>
            <translation>没有这个行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="682" />
            <source>You already have a gaucho on %(area)s.</source>
            <translation>你在%(area)s已经有牛仔了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="684" />
            <source>You used %(area)s this turn: you may not go back there before your next turn.</source>
            <translation>你这回合已使用过%(area)s：下回合之前不能再放牛仔上去。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="686" />
            <source>You have no gaucho on %(area)s.</source>
            <translation>你在%(area)s没有牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="688" />
            <source>Your gaucho on %(area)s came this turn: it can be used from your next turn on.</source>
            <translation>你在%(area)s的牛仔是这回合放的：从下回合起才能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="690" />
            <source>%(area)s would do nothing now.</source>
            <translation>%(area)s现在不会有任何效果。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="691" />
            <source>Wish for a value from 1 to 6.</source>
            <translation>请许愿 1 到 6 的点数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="692" />
            <source>There is no such breed.</source>
            <translation>没有这个品种。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="694" />
            <source>Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s.</source>
            <translation>立即出售需要至少 2 张牛卡的牛群；%(breed)s只有 %(count)s 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="696" />
            <source>%(tile)s is not in another player's herd.</source>
            <translation>%(tile)s不在其他玩家的牛群里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="697" />
            <source>Stand up 1 or 2 of your lying gauchos.</source>
            <translation>请竖放你 1 或 2 个横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="698" />
            <source>No other player's gaucho lies on %(tile)s.</source>
            <translation>%(tile)s上没有其他玩家横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="699" />
            <source>%(tile)s is not in the steppe.</source>
            <translation>%(tile)s不在草原区里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="700" />
            <source>That space is not an empty space of the pampa.</source>
            <translation>那不是大草原上的空格。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="702" />
            <source>Two tiles from the steppe must both be 4 or less: %(tiles)s are not.</source>
            <translation>从草原区拿两张牛卡时，两张都必须不大于 4：%(tiles)s不符合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="704" />
            <source>You may not take another tile from the steppe.</source>
            <translation>你不能再从草原区拿牛卡了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="705" />
            <source>Take at least one tile from the steppe.</source>
            <translation>请至少从草原区拿一张牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="707" />
            <source>You may take a gaucho back only when your supply is empty and you are about to place one.</source>
            <translation>只有在你没有可用的牛仔、又要放置牛仔时，才能取回牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="711" />
            <source>Only your gauchos on action areas and your lying gauchos can be taken back.</source>
            <translation>只能取回你在行动区上的牛仔或你横置的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="713" />
            <source>Keep 1, 2 or 3 of your opening tiles.</source>
            <translation>请保留 1、2 或 3 张起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="714" />
            <source>You did not draw %(tiles)s.</source>
            <translation>你没有抽到%(tiles)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="716" />
            <source>You may keep %(count)s tiles only if each is %(limit)s or less.</source>
            <translation>只有在每张都不大于 %(limit)s 时，才能保留 %(count)s 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="719" />
            <source>%(breed)s must be strictly rising or falling: choose its tiles in that order.</source>
            <translation>%(breed)s必须由小到大或由大到小排列：请依照这个顺序选牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="722" />
            <source>%(area)s already has an opening gaucho: choose another action area.</source>
            <translation>%(area)s已经有起始牛仔了：请选别的行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="724" />
            <source>%(tile)s is not waiting for your herd.</source>
            <translation>%(tile)s没有在等着加入你的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="726" />
            <source>You have no gaucho on Sort that may be used now, or no herd of that breed.</source>
            <translation>你没有现在可以使用的分类牛仔，或没有这个品种的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="728" />
            <source>Sort can put %(tile)s only where the herd stays in order.</source>
            <translation>分类只能把%(tile)s放在牛群仍保持顺序的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="730" />
            <source>%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); your dice do not pay that.</source>
            <translation>%(tile)s：直立需要 %(cost)s（一颗或两颗骰子），横置需要 %(small)s（一颗骰子）；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="734" />
            <source>Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not pay it.</source>
            <translation>竖放你在%(tile)s上的牛仔要用一颗骰子支付 %(cost)s；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="738" />
            <source>%(area)s costs %(cost)s (one die or two); your dice do not pay it.</source>
            <translation>%(area)s需要 %(cost)s（一颗或两颗骰子）；你的骰子付不了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="740" />
            <source>You have no dice left to pay with this turn.</source>
            <translation>你这回合已没有可用来支付的骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="741" />
            <source>%(paid)s pays for nothing that is possible now.</source>
            <translation>现在没有能用 %(paid)s 支付的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="743" />
            <source>Sort is used when you gain a tile: in the drive, after a Steal or in the final scoring.</source>
            <translation>分类在你获得牛卡时使用：抓牛阶段、偷牛之后或记分阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="747" />
            <source>That does not go with what you picked: press Esc to go back.</source>
            <translation>这与你已选的不相符：按 Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="750" />
            <source>That gaucho on %(area)s is another player's: you use only your own.</source>
            <translation>%(area)s上的那个牛仔属于其他玩家：你只能使用自己的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="752" />
            <source>The refill limit must be a number from 1 to 100.</source>
            <translation>补充上限必须是 1 到 100 的数字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="753" />
            <source>Choose when a pampa row stops being refilled.</source>
            <translation>请选择大草原的一排何时停止补充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="754" />
            <source>Choose a rule for keeping opening tiles.</source>
            <translation>请选择保留起始牛卡的规则。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="756" />
            <source>The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players.</source>
            <translation>大草原的配置必须给 2、3、4 人各 12、15、18 个空格。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="758" />
            <source>Each small number must be from 1 to 6.</source>
            <translation>每个小数字必须是 1 到 6。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="759" />
            <source>Choose how the start player is chosen.</source>
            <translation>请选择如何决定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="760" />
            <source>Choose which breed leaves a 2-player game.</source>
            <translation>请选择 2 人游戏时移除哪个品种。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="762" />
            <source>Choose whether Wish works in the dice-less round.</source>
            <translation>请选择无骰阶段中许愿是否有效。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="765" />
            <source>Choose whether a gaucho put on Sort works in that round's cattle drive.</source>
            <translation>请选择放到分类的牛仔是否能用在同一轮的抓牛阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="792" />
            <source>First choose which opening tiles to keep.</source>
            <translation>请先选择要保留的起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="794" />
            <source>Put your opening gaucho on a free action area.</source>
            <translation>请把你的起始牛仔放到空的行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="796" />
            <source>Empty spaces are filled by the refill or by Hidden cattle.</source>
            <translation>空格会在补充时，或用“隐藏的牛”放上牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="819" />
            <source>Stand on %1, pay %2</source>
            <translation>直立在%1上，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="821" />
            <source>Lie on %1, pay %2</source>
            <translation>横置在%1上，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="824" />
            <source>Stand up the gaucho on %1, pay %2</source>
            <translation>把%1上的牛仔竖放，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="829" />
            <source>Occupy %1, pay %2</source>
            <translation>占领%1，支付 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="831" />
            <source>Put a gaucho on %1</source>
            <translation>放一个牛仔到“%1”行动区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="833" />
            <source>Take the dice showing %1</source>
            <extracomment>%1: the faces the two dice show ("2 and 3"), never their places in the roll (the keys 1–5 count those: "dice 2 and 3" read as keys took two other dice).</extracomment>
            <translation>拿取点数 %1 的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="836" />
            <source>Take back the gaucho from %1</source>
            <translation>从%1取回牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="837" />
            <source>Take back the lying gaucho from %1</source>
            <translation>从%1取回横置的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="839" />
            <source>Wish for a %1</source>
            <translation>许愿 %1 点</translation>
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
                <numerusform>免费竖放 %n 个横置的牛仔：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="850" />
            <source>Replace the lying gaucho on %1</source>
            <translation>替换%1上横置的牛仔</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="852" />
            <source>Look at the steppe</source>
            <translation>查看草原区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="855" />
            <source>Take %1 and stand on it in %2, space %3</source>
            <translation>拿走%1，让牛仔直立在%2第 %3 格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="861" />
            <source>Done: take no more tiles</source>
            <translation>完成：不再拿牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="865" />
            <source>End the turn</source>
            <translation>结束回合</translation>
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
                <numerusform>立即出售%1：%2 = %n 块钱</numerusform>
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
            <translation>用分类把%1放在牛群的第 %2 个位置</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="895" />
            <source>Add %1 at the end: forced sale of %2 (%3 = %n peso(s))</source>
            <translation>
                <numerusform>把%1加在最后：强制出售%2（%3 = %n 块钱）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="902" />
            <source>Start a new herd with %1</source>
            <translation>用%1开始新的牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="903" />
            <source>Add %1 at the end of its herd</source>
            <translation>把%1加在牛群最后</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="912" />
            <source>Tied for the most pesos: the win is shared.</source>
            <translation>钱数并列最多：共同获胜。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="924" />
            <source>%1. %2 — %n peso(s)</source>
            <translation>
                <numerusform>%1. %2 — %n 块钱</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="944" />
            <source>Forced sale of %1: %2 = %3</source>
            <translation>强制出售%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="946" />
            <source>Immediate sale of %1: %2 = %3</source>
            <translation>立即出售%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="948" />
            <source>Final sale of %1: %2 = %3</source>
            <translation>最后出售%1：%2 = %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1120" />
            <source>Final sale of a single tile, %1, for %n peso(s)</source>
            <translation>
                <numerusform>最后出售单张牛卡%1，得 %n 块钱</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="952" />
            <source>Compensation for %1, stolen by %2: %3</source>
            <translation>补偿（%1被%2偷走）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="954" />
            <source>Compensation for %1, replaced by %2: %3</source>
            <translation>补偿（%1被%2替换）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="960" />
            <source>No sales</source>
            <translation>没有出售</translation>
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
            <translation>补偿：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="965" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="623" />
            <source>Pesos held at the start of this game: %1</source>
            <translation>本局开始时已有的钱：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="976" />
            <source>Refill limit of a pampa row</source>
            <translation>大草原一排的补充上限</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="977" />
            <source>A row stops being refilled</source>
            <translation>一排停止补充的时机</translation>
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
            <translation>2 人游戏移除的品种</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="981" />
            <source>Wish die usable in the dice-less round</source>
            <translation>无骰阶段可用许愿骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="982" />
            <source>A gaucho put on Sort works in that round's cattle drive</source>
            <translation>放到分类的牛仔可用于同一轮的抓牛阶段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="983" />
            <source>Pampa layout</source>
            <translation>大草原配置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="984" />
            <source>Lying-down costs (small numbers)</source>
            <translation>横置费用（小数字）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="993" />
            <source>When the tiles of a pampa row add up to this much, no more tiles are put in it during a refill (published rules: 20).</source>
            <translation>大草原一排的牛卡点数之和达到这个数字时，补充时就不再往这排放牛卡（原版规则：20）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="997" />
            <source>Whether a row stops at the limit itself or only above it. Most rule texts say at the limit; one rules summary says above it.</source>
            <translation>一排是达到上限就停止，还是超过上限才停止。多数规则说明写的是达到上限；也有一份规则说明写的是超过上限。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1001" />
            <source>Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; or, as one rules summary words it, if their average is below 4 or 8.</source>
            <translation>每张都不大于 4 才能保留 3 张、每张都不大于 8 才能保留 2 张；或照另一份规则说明的写法，平均小于 4 或 8。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1004" />
            <source>Who starts the first round: drawn at random, or the first seat.</source>
            <translation>谁开始第一轮：随机决定，或第一个座位。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1006" />
            <source>With 2 players one whole breed is left in the box: drawn at random, or the one you choose.</source>
            <translation>2 人游戏时，有一整个品种留在盒中：随机决定，或由你选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1010" />
            <source>Normally a Wish die gained in the dice-less round cannot be spent, since nothing may be bought with dice then. Turn this on to allow it.</source>
            <translation>通常在无骰阶段获得的许愿骰子不能使用，因为那时不能用骰子做任何事。开启后就可以使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1014" />
            <source>Normally a gaucho put on Sort may already help in the cattle drive of the same round. Turn this off to keep it for later rounds.</source>
            <translation>通常放到分类的牛仔在同一轮的抓牛阶段就能使用。关闭后要等到之后的轮次。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1024" />
            <source>at the limit (20 or more)</source>
            <translation>达到上限时（20 以上）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1025" />
            <source>only above the limit (more than 20)</source>
            <translation>超过上限时（大于 20）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1026" />
            <source>each tile at most 4 / 8</source>
            <translation>每张最多 4／8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1027" />
            <source>average below 4 / 8</source>
            <translation>平均小于 4／8</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1028" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1030" />
            <source>drawn at random</source>
            <translation>随机决定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1029" />
            <source>the first seat</source>
            <translation>第一个座位</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1044" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="482" />
            <source>2 players: the %1 tiles stay in the box; that breed is not in this game.</source>
            <translation>2 人游戏：%1牛卡留在盒中，本局不使用这个品种。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1055" />
            <source>%n gaucho(s) in supply</source>
            <translation>
                <numerusform>备用 %n 个牛仔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1056" />
            <source>%n herd(s)</source>
            <translation>
                <numerusform>%n 个牛群</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1285" />
            <source>no herds</source>
            <comment>a seat line: no herd yet</comment>
            <translation>没有牛群</translation>
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
            <translation>你们是大草原上的牛大亨。从共用的骰子中拿取骰子，派牛仔去抓牛或送上行动区，组成点数一路变大或一路变小的牛群并卖掉。游戏结束时钱最多的人获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1148" />
            <source>The cattle</source>
            <translation>牛卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1153" />
            <source>There are five breeds, told apart by colour and coat: Black, Brown (white socks), White, Spotted and Red (a white belt). Each breed has one tile of each value 1 to 12.</source>
            <translation>共有五个品种，用颜色和花纹区分：黑牛、棕牛（白袜）、白牛、花牛和红牛（白色腰带）。每个品种都有点数 1 到 12 的牛卡各一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1158" />
            <source>The big number at the top left is the tile's value; the small number at the bottom right (about half the value) is what lying down on it costs.</source>
            <translation>左上角的大数字是牛卡的点数；右下角的小数字（约为点数的一半）是横置在上面的费用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1162" />
            <source>With 2 players one breed stays in the box.</source>
            <translation>2 人游戏时，有一个品种留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1169" />
            <source>%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn.</source>
            <translation>%1 人：%2 颗骰子，每人 %3 个牛仔，抽 %4 张起始牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1183" />
            <source>The pampa has four rows. Tiles are laid face up from the bottom row up, left to right; a row stops taking tiles once its values add up to the refill limit.</source>
            <translation>大草原有四排。牛卡从最下面一排往上、由左到右面朝上放置；一排的点数之和达到补充上限时就停止放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1187" />
            <source>Four face-down tiles form the steppe; the rest are the draw pile.</source>
            <translation>四张面朝下的牛卡组成草原区，其余的是牌堆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1190" />
            <source>Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 or less, or any 1. They are revealed together and start your herds.</source>
            <translation>起始牛卡：每张都不大于 4 才能保留 3 张，每张都不大于 8 才能保留 2 张，或任意保留 1 张。大家同时公开，成为各自牛群的第一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1194" />
            <source>Then, counter-clockwise and ending with the start player, everybody puts one gaucho on a different action area for free.</source>
            <translation>接着从起始玩家右边的玩家开始、逆时针进行，最后是起始玩家，每人免费把一个牛仔放在不同的行动区。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1203" />
            <source>A round</source>
            <translation>一轮</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1207" />
            <source>The start player rolls all the dice.</source>
            <translation>起始玩家掷出所有骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1209" />
            <source>Clockwise, each player takes exactly 2 dice from the roll and then spends them. The last player chooses 2 of the 3 dice left.</source>
            <translation>顺时针轮流，每位玩家从掷出的骰子中刚好拿 2 颗，然后使用它们。最后一位玩家从剩下的 3 颗中选 2 颗。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1213" />
            <source>After the last turn comes the cattle drive, then the pampa is refilled and the start player passes to the left.</source>
            <translation>最后一位玩家结束后是抓牛阶段，接着补充大草原，起始玩家标记传给左边的玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1222" />
            <source>Spending dice</source>
            <translation>使用骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1227" />
            <source>Every cost is paid exactly, with one die or the sum of two. Overpaying is not allowed and each die is spent once.</source>
            <translation>每项费用都必须刚好支付，用一颗骰子或两颗骰子的点数和。不能多付，每颗骰子只能用一次。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1230" />
            <source>Stand on a free tile: pay its value. A standing gaucho claims the tile.</source>
            <translation>直立在空的牛卡上：支付它的点数。直立的牛仔占有这张牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1232" />
            <source>Lie on a free tile: pay its small number with one die. A lying gaucho only reserves the tile.</source>
            <translation>横置在空的牛卡上：用一颗骰子支付它的小数字。横置的牛仔只是预订这张牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1235" />
            <source>Stand up one of your lying gauchos: pay the small number with one die.</source>
            <translation>竖放你一个横置的牛仔：用一颗骰子支付小数字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1237" />
            <source>Occupy action area 1 to 6: pay its number. You may have one gaucho on each area; other players never block you.</source>
            <translation>占领行动区 1 到 6：支付它的编号。每个行动区你可以有一个牛仔；其他玩家不会挡住你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1241" />
            <source>With no gaucho left in your supply you may take one back from an action area (its action is lost) or a lying one, to place it at once.</source>
            <translation>没有可用的牛仔时，你可以从行动区取回一个（放弃它的行动），或取回一个横置的牛仔，并立刻放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1244" />
            <source>Unspent dice are lost when you end your turn.</source>
            <translation>结束回合时，没用到的骰子就作废。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1251" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="357" />
            <source>Action areas</source>
            <translation>行动区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1255" />
            <source>A gaucho put on an area in an earlier turn can be used in your turn: it comes back to your supply and the action happens. You may not go back to an area in the turn you used it. Only Sort works outside your turn.</source>
            <translation>在之前的回合放到行动区的牛仔，可以在你的回合使用：牛仔回到你手中，然后执行行动。使用过的行动区在同一回合不能再放牛仔。只有分类能在自己的回合以外使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1262" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="363" />
            <source>%1 (cost %2): %3</source>
            <translation>%1（费用 %2）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1267" />
            <source>Sort: when you gain a tile (drive, Steal, final scoring), put it where its herd stays in order instead of at the end.</source>
            <translation>分类：获得牛卡时（抓牛阶段、偷牛、记分阶段），把它放在牛群保持顺序的位置，而不是最后。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1271" />
            <source>Wish: the wished die works like a rolled die this turn, alone or together with one real die.</source>
            <translation>许愿：许愿的骰子在这回合就像掷出的骰子，可以单独使用，或和一颗真的骰子相加。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1275" />
            <source>Steal: the victim gets the tile's value in pesos. The tile joins your herd and may force a sale there (without the 5 extra pesos).</source>
            <translation>偷牛：被偷的玩家获得这张牛卡点数的钱。牛卡加入你的牛群，可能造成强制出售（没有额外的 5 块钱）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1279" />
            <source>Replace: the other player gets the tile's value in pesos and their gaucho back; yours stands on the tile.</source>
            <translation>替换：对手获得这张牛卡点数的钱并拿回牛仔；你的牛仔直立在这张牛卡上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1283" />
            <source>Hidden cattle: the tiles you take go face up onto empty spaces of the pampa, each with one of your gauchos standing on it; then the steppe is refilled to 4.</source>
            <translation>隐藏的牛：拿到的牛卡面朝上放到大草原的空格上，每张都站着一个你的牛仔；接着把草原区补回 4 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1293" />
            <source>Herds and sales</source>
            <translation>牛群与出售</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1298" />
            <source>You have at most one herd per breed, a row of tiles that strictly rises or strictly falls from left to right. New tiles join at the right end.</source>
            <translation>每个品种你最多有一个牛群：一排从左到右点数一路变大或一路变小的牛卡。新的牛卡加在最右边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1303" />
            <source>A tile that does not fit forces a sale: the herd is sold and the new tile starts a new herd.</source>
            <translation>放不进牛群的牛卡会造成强制出售：原有牛群卖掉，新的牛卡开始新的牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1307" />
            <source>A sale pays the number of tiles times the highest value, e.g. 3 × 9 = 27 pesos. Single tiles are sold only at the end.</source>
            <translation>出售所得 = 牛卡张数 × 最高点数，例如 3 × 9 = 27 块钱。单张牛卡只在游戏结束时出售。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1316" />
            <source>The cattle drive</source>
            <translation>抓牛阶段</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1320" />
            <source>A row is complete when every tile in it carries a gaucho, standing or lying.</source>
            <translation>一排的每张牛卡上都有牛仔（直立或横置）时，这排就被占满。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1324" />
            <source>In complete rows each standing gaucho brings its tile home and returns to its owner; lying gauchos and their tiles stay.</source>
            <translation>在占满的排里，每个直立的牛仔把牛卡带回家并回到玩家手中；横置的牛仔和牛卡留在原地。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1328" />
            <source>Several tiles gained at once join your herds in the order you choose, one after the other.</source>
            <translation>同时获得的多张牛卡，依你选择的顺序一张一张加入牛群。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1337" />
            <source>The end</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1341" />
            <source>When a refill empties the draw pile, the round is finished and one more normal round is played; nothing is refilled any more.</source>
            <translation>补充时牌堆被抽空的话，这一轮打完后再照常进行一轮；之后不再补充任何牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1345" />
            <source>Then comes the dice-less round: each player may only use gauchos placed on action areas earlier.</source>
            <translation>接着是无骰阶段：每位玩家只能使用先前放在行动区上的牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1349" />
            <source>Final scoring: every standing gaucho brings its tile home, even in an incomplete row; then every herd is sold, a single tile for its value. Lying gauchos score nothing.</source>
            <translation>记分阶段：每个直立的牛仔把牛卡带回，即使那排没被占满；然后出售所有牛群，单张牛卡按点数出售。横置的牛仔不得分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1353" />
            <source>The most pesos wins; tied players share the win.</source>
            <translation>钱最多的人获胜；钱数并列最多的玩家共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>Rules in this game</source>
            <translation>本局规则</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>The published rules</source>
            <translation>原版规则</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1366" />
            <source>Click two dice of the roll (or press their keys, 1 for the leftmost die, 2 for the next, and so on): the places they can pay for light up. Click one to take the dice and spend them there, or press Enter to take them.</source>
            <translation>点击两颗掷出的骰子（也可以按数字键，从左到右依次是 1、2、3…）：它们付得起的地方会高亮。点击其中一个地方就会拿取骰子并用在那里，或按 Enter 只拿取骰子。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1371" />
            <source>Your dice: click one or two to see what they pay for, then click a lit tile, lying gaucho or action area. If there is more than one way, a prompt asks which (keys 1 to 9).</source>
            <translation>你的骰子：点击一或两颗，看它们能付什么，再点击高亮的牛卡、横置的牛仔或行动区。如果有不只一种方式，会弹出选项询问（按键 1 到 9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1376" />
            <source>Use an action area by clicking your gaucho on it; the prompt then asks for the herd, tile or gaucho it needs.</source>
            <translation>点击你在行动区上的牛仔来使用该行动区；接着选项会询问需要的牛群、牛卡或牛仔。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1380" />
            <source>Tab and Shift+Tab move between the lit choices, Enter or Space picks one, E ends the turn and Esc goes back a step.</source>
            <translation>Tab 和 Shift+Tab 在高亮的选项间移动，Enter 或空格键选取，E 结束回合，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1387" />
            <source>Hover over anything that is not lit to read why it cannot be chosen.</source>
            <translation>把鼠标指针移到没有高亮的东西上，就会说明为什么不能选。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1397" />
            <source>A pampa row stops taking tiles once its values add up to %1 or more.</source>
            <translation>大草原的一排点数之和达到 %1 以上时，就不再放牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1399" />
            <source>A pampa row stops taking tiles once its values add up to more than %1.</source>
            <translation>大草原的一排点数之和超过 %1 时，就不再放牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1402" />
            <source>Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.</source>
            <translation>起始牛卡：每张都不大于 4 可保留 3 张，每张都不大于 8 可保留 2 张，或任意 1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1405" />
            <source>Opening tiles: keep 3 if their average is below 4, 2 if their average is below 8, or any 1.</source>
            <translation>起始牛卡：平均小于 4 可保留 3 张，平均小于 8 可保留 2 张，或任意 1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1410" />
            <source>The start player is drawn at random.</source>
            <translation>起始玩家随机决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1412" />
            <source>The first seat starts.</source>
            <translation>第一个座位先开始。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1415" />
            <source>With 2 players a breed drawn at random stays in the box.</source>
            <translation>2 人游戏时，随机一个品种留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1418" />
            <source>With 2 players the %1 breed stays in the box.</source>
            <translation>2 人游戏时，%1留在盒中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1423" />
            <source>A Wish die gained in the dice-less round may be spent.</source>
            <translation>无骰阶段中获得的许愿骰子可以使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1425" />
            <source>A Wish die gained in the dice-less round cannot be spent.</source>
            <translation>无骰阶段中获得的许愿骰子不能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1428" />
            <source>A gaucho put on Sort this round may already help in this round's drive.</source>
            <translation>这一轮放到分类的牛仔，在本轮的抓牛阶段就能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1430" />
            <source>A gaucho put on Sort this round helps only from the next round on.</source>
            <translation>这一轮放到分类的牛仔，要从下一轮起才能使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1436" />
            <source>Small numbers of the values 1 to 12: %1.</source>
            <translation>点数 1 到 12 的小数字：%1。</translation>
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
            <translation>请选择</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="334" />
            <source>Tab/arrows move · Enter picks · %1 choose · Esc back</source>
            <translation>Tab／方向键移动 · Enter 确定 · %1 选择 · Esc 返回</translation>
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
            <translation>已选：%1</translation>
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
            <translation>牌堆空了！再进行最后一轮掷骰，然后是无骰阶段。</translation>
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
                <numerusform>抓牛阶段：%n 排已占满</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="251" />
            <source>Cattle drive: no row is complete</source>
            <translation>抓牛阶段：没有一排被占满</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="273" />
            <source>Forced sale: %1 = %2</source>
            <translation>强制出售：%1 = %2</translation>
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
            <translation>出售单张牛卡：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="304" />
            <source>Round %1: the last round with dice!</source>
            <translation>第 %1 轮：最后一轮掷骰！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="306" />
            <source>Round %1: the dice-less round. Only action areas may be used.</source>
            <translation>第 %1 轮：无骰阶段。只能使用行动区。</translation>
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
            <translation>大草原第 %1 排第 %2 格：这个人数不使用。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="370" />
            <source>Roll</source>
            <translation>掷出的骰子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="373" />
            <source>The steppe: face-down tiles for Hidden cattle.</source>
            <translation>草原区：给隐藏的牛用的面朝下牛卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="377" />
            <source>Pesos</source>
            <translation>钱</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="399" />
            <source>Row %1: its tiles add up to %2 (refill limit %3).</source>
            <translation>第 %1 排：牛卡点数合计 %2（补充上限 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="412" />
            <source>Empty space</source>
            <translation>空格</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="440" />
            <source>%1 — stand for %2, lie for %3</source>
            <translation>%1——直立 %2，横置 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2 (placed this turn)</source>
            <translation>%1的牛仔（%2，这回合放的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2</source>
            <translation>%1的牛仔（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="476" />
            <source>Round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="480" />
            <source>Not in this game: %1</source>
            <translation>本局不使用：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="505" />
            <source>Steppe: %1</source>
            <translation>草原区：%1</translation>
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
            <translation>掷出的 %1（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="442" />
            <source>A rolled %1</source>
            <extracomment>A die of the roll on a board that only shows (a replay): %1 its face.</extracomment>
            <translation>掷出的 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>No dice in this round</source>
            <translation>这一轮没有骰子</translation>
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
            <translation>许愿骰子：%1（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="506" />
            <source>The Wish die: %1</source>
            <extracomment>Another player's turn, or a replay's board: the Wish die showing %1.</extracomment>
            <translation>许愿骰子：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>Your die: %1 (key %2)</source>
            <translation>你的骰子：%1（按键 %2）</translation>
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
            <translation>拿取选好的两颗骰子（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>End turn (E)</source>
            <translation>结束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="655" />
            <source>%1 (you)</source>
            <translation>%1（你）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="688" />
            <source>×%1 in supply</source>
            <translation>备用 ×%1</translation>
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
            <translation>%1：还没有牛群</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="727" />
            <source>(%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="728" />
            <source>A single tile: it is sold only at the end, for its value.</source>
            <translation>单张牛卡：只在游戏结束时按点数出售。</translation>
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
            <translation>%1——现在出售可得 %2</translation>
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
            <translation>你现在没有骰子。请点击高亮的地方，或用 Tab 和 Enter 选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>That is not on the board now.</source>
            <translation>那个现在不在游戏盘上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>key 1</source>
            <extracomment>The one number key of a single die or choice, inside a sentence ("…: key 1.").</extracomment>
            <translation>按键 1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>keys %1</source>
            <extracomment>Number keys inside a sentence; %1 a range of them ("1–3").</extracomment>
            <translation>按键 %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>The roll has only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>掷出的骰子只有 %n 颗（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You have only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>你只有 %n 颗骰子（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>There are only %n choice(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>只有 %n 个选项（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You drew %n opening tile(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>你抽到的起始牛卡只有 %n 张（%1）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the roll&apos;s dice ("1–5").</extracomment>
            <translation>按键：%1 掷出的骰子 · Tab／方向键移动 · Enter 确定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · Esc back</source>
            <translation>按键：Tab／方向键移动 · Enter 确定 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E done · Esc back</source>
            <translation>按键：Tab／方向键移动 · Enter 确定 · E 完成 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <translation>按键：Tab／方向键移动 · Enter 确定 · E 结束回合 · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the player&apos;s own dice ("1–3").</extracomment>
            <translation>按键：%1 你的骰子 · Tab／方向键移动 · Enter 确定 · E 结束回合 · Esc 返回</translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="88" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="97" />
            <source>That choice no longer leads to a move. Press Esc to choose again.</source>
            <translation>这样选已经没有可做的动作。按 Esc 重新选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="243" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="651" />
            <source>First move to a choice with Tab or the arrow keys.</source>
            <translation>请先用 Tab 或方向键移到一个选项。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>First choose in the box, or go back with Esc.</source>
            <extracomment>Said when a key would pick something the box shown over the board covers (El Gaucho&apos;s End turn under its "Choose" box): pick one of the box&apos;s choices, or close it with Esc (which steps back to before it opened).</extracomment>
            <translation>请先从框中的选项选一个，或按 Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Please wait for the move to be shown.</source>
            <translation>请稍候，正在显示这一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/prompt.py" line="49" />
            <source>%1's turn</source>
            <extracomment>A replay's board, where a live game's says whom it waits for: whose turn it is at the move shown (%1: a player's name).</extracomment>
            <translation>轮到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Tab goes round the lit places; Ctrl+Tab leaves the board.</source>
            <extracomment>A line of every board&apos;s tooltip: Tab (and Shift+Tab) go round the places that can be picked and stay on the board; Ctrl+Tab (Ctrl+Shift+Tab) moves the keyboard focus off the board.</extracomment>
            <translation>Tab 在亮起的位置之间轮流移动；Ctrl+Tab 离开盘面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>%1 · Ctrl+Tab side panel</source>
            <extracomment>The end of the key line under a board&apos;s prompt: %1 the game&apos;s keys ("Keys: Tab/arrows move · Enter picks · Esc back"). Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short: the line must fit under the prompt.</extracomment>
            <translation>%1 · Ctrl+Tab 侧边栏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>Ctrl+Tab side panel</source>
            <extracomment>A line under what to do now on a board (its hint names the other keys): Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short.</extracomment>
            <translation>Ctrl+Tab 侧边栏</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="342" />
            <source>New game…</source>
            <translation>新游戏…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="348" />
            <source>Coming soon</source>
            <translation>即将推出</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>New game of %1</source>
            <translation>新游戏：%1</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="56" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="65" />
            <source>%1 wins!</source>
            <translation>%1获胜！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="80" />
            <source>Shared win: %1</source>
            <translation>共同获胜：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="94" />
            <source>%1. %2 — %3</source>
            <translation>%1. %2 — %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="142" />
            <source>Back to start</source>
            <translation>回到首页</translation>
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
            <translation>关闭</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="148" />
            <source>Close this window and keep looking at the board.</source>
            <translation>关闭这个窗口，继续查看盘面。</translation>
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
            <translation>重看这局游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="145" />
            <source>Step through this game again, from any player's view.</source>
            <translation>一步一步重看这局游戏，可从任何玩家的视角来看。</translation>
        </message>
    </context>
    <context>
        <name>FoldBar</name>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="92" />
            <source>Show result</source>
            <translation>显示结果</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Players and log</source>
            <translation>玩家与记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the players, the game log and hints.</source>
            <translation>显示或隐藏玩家、游戏记录与提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Log and view</source>
            <extracomment>The replay page's button that opens its folded side panel (the game log and the "Watch as" choice of whose view the board shows).</extracomment>
            <translation>记录与视角</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the game log and the choice of whose view is shown.</source>
            <translation>显示或隐藏游戏记录与视角选择。</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="477" />
            <location filename="../farmhouse/app/game_page.py" line="478" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="482" />
            <source>%1's turn</source>
            <translation>轮到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="484" />
            <source>%1 (AI) is playing</source>
            <translation>%1（电脑）正在行动</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="789" />
            <source>%1 (AI, %2)</source>
            <translation>%1（电脑，%2）</translation>
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
            <translation>游戏记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="804" />
            <source>Show result</source>
            <translation>显示结果</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="535" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="538" />
            <source>Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed.</source>
            <translation>收回你这回合的上一步（Ctrl+Z），直到有随机或隐藏的信息被揭露为止。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="796" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="798" />
            <source>Ask the computer what a strong player would do here (T).</source>
            <translation>问电脑：高手在这里会怎么做？（T）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="803" />
            <source>Every move so far, the newest last (Ctrl+L comes here).</source>
            <translation>至今的每一步，最新的在最后（按 Ctrl+L 来到这里）。</translation>
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
            <translation>撤销这一步</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="530" />
            <source>Take your last move back, with the computer's moves after it (Ctrl+Z). The same move again draws or rolls the same, but you have seen what it revealed and can choose another move. The game-over summary and the statistics count take-backs.</source>
            <translation>收回你的上一步，连同之后电脑的动作（Ctrl+Z）。再做一次同样的动作，抽到或掷出的结果也会一样；但那一步的结果你已经看到了，可以改做别的动作。收回的次数会记在游戏结束的结果和统计中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="550" />
            <source>You are looking back: press Esc to return to the game first.</source>
            <translation>正在查看过去的盘面：请先按 Esc 回到游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1167" />
            <source>That is the board as it is now.</source>
            <extracomment>Said to a screen reader when Enter is pressed on the game log&apos;s newest line: looking back there would show the board as it is.</extracomment>
            <translation>那就是现在的盘面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1287" />
            <source>Up and Down read its lines, Enter looks back at one, Esc returns to the board.</source>
            <extracomment>The game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>用 ↑ 和 ↓ 逐行查看，按 Enter 查看那一行当时的盘面，按 Esc 回到盘面。</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>%1 starts (drawn at random).</source>
            <extracomment>The game log's first line: %1 (a player's name) makes the game's first move, chosen at random by the app (the rulebooks' ways of choosing, such as &quot;whoever moos loudest&quot;, cannot be asked of a computer).</extracomment>
            <translation>起始玩家是%1（随机决定）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_about.py" line="131" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>名字最多 %n 个字。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="166" />
            <source>This computer has no font for %1: it shows as an empty box. The name is kept as typed.</source>
            <extracomment>A name field's tooltip, under its limit, when the typed name holds characters no font of this computer draws (an emoji without an emoji font): %1 lists them.</extracomment>
            <translation>这台电脑没有能显示%1的字体，所以会显示成空白方框。名字仍按输入的内容保存。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="42" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="138" />
            <source>1/2/3/4/5/6/7/8/9</source>
            <comment>count words</comment>
            <extracomment>The counts 1 to 9, separated by slashes, as each is written right before a counter (Chinese: 一/兩/三/…, as in 兩張馬; digits where the language writes digits).</extracomment>
            <translation>一/两/三/四/五/六/七/八/九</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="117" />
            <source>%1–%2 players</source>
            <translation>%1–%2 名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="108" />
            <source>unknown game “%1”</source>
            <extracomment>A game this version of Farmhouse does not have (named by a save or the statistics): %1 is its id as the file writes it (e.g. &quot;chess&quot;).</extracomment>
            <translation>未知的游戏“%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="212" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="213" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="214" />
            <source>Hard</source>
            <translation>困难</translation>
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
            <translation>这一步</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>Plays legal moves with a little sense.</source>
            <translation>按规则出手，只稍微想一下。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="223" />
            <source>Plays the best move it sees this turn.</source>
            <translation>选择这回合看起来最好的一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="224" />
            <source>Plays many games on in its head before each move (as long as View → Hard AI thinking time allows), seeing only what its seat sees.</source>
            <translation>每一步之前，只根据自己座位看得到的信息，在脑中把游戏往下玩很多次（时间长短在“视图”→“困难电脑的思考时间”设置）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="272" />
            <source>Hint (T): the computer suggests a good move for the player whose turn it is, and why; Esc puts the hint away. Move now (M): a computer player that is thinking moves at once.</source>
            <translation>提示（T）：电脑为轮到的玩家建议一个好的动作，并说明理由；按 Esc 收起提示。立刻出手（M）：正在思考的电脑玩家立刻出手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="278" />
            <source>Ctrl+Z takes back your last step of this turn, until something random or hidden is revealed. Playing alone against the computer, it takes your last move back, with the computer's moves after it (View menu: “Allow take-backs against the computer”).</source>
            <translation>按 Ctrl+Z 可收回你这回合的上一步，直到有随机或隐藏的信息被揭露为止。一个人与电脑对战时，则收回你的上一步，连同之后电脑的动作（视图菜单：“与电脑对战时允许收回”）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="285" />
            <source>Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and press Enter, to look back at the board as it was after that move: ←/→ step, Esc returns to the game.</source>
            <translation>按 Ctrl+L 可移到游戏记录。点击记录中的一行，或用 ↑/↓ 选择后按 Enter，即可查看那一步之后的盘面：按 ←/→ 逐步查看，按 Esc 返回游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="291" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>游戏菜单：新游戏（Ctrl+N）、打开（Ctrl+O）、保存（Ctrl+S）。视图菜单：全屏（F11）、语言、电脑速度。帮助：本规则（F1）。每一步都会自动保存：在首页点击“继续”即可接着玩。</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="129" />
            <source>Pass the computer to %1</source>
            <translation>请将电脑交给%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="131" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人请回避视线：下一个画面会显示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="134" />
            <source>I'm %1, show my hand</source>
            <translation>我是%1，显示我的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>Everybody else, please look away: the next screen may show what only this player may see.</source>
            <translation>其他人请回避视线：下一个画面可能会显示只有这位玩家能看的内容。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>I'm %1, show my screen</source>
            <translation>我是%1，显示我的画面</translation>
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
            <translation>电脑从这里往下玩的每一局你都赢了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="96" />
            <source>you won none of the games the computer played out from here</source>
            <translation>电脑从这里往下玩的每一局你都没赢</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="99" />
            <source>you win about %1% of games from here</source>
            <translation>从这里开始，大约有 %1% 的机会获胜</translation>
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
            <translation>最佳（画面上已标示）：%1——%2。</translation>
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
            <translation>一样好：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="200" />
            <source>Also second best: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the line above's, which is the second best: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>同为次佳：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="204" />
            <source>Maybe better, less sure: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads higher than the best move's, from fewer of the computer's imagined games (so less sure): %1 is the move in the game's words, %2 its chance (&quot;about 53%&quot;).</extracomment>
            <translation>可能更好，较不确定：%1——%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="137" />
            <source>about %1%</source>
            <translation>约 %1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hints.py" line="124" />
            <source>too few games to tell (only %n game(s) began with it)</source>
            <extracomment>A hint's words instead of a chance of winning the computer could not tell: %n is how many of its imagined games began with that move (fewer than 20).</extracomment>
            <translation>
                <numerusform>次数太少，无法判断（从这一步往下只玩了 %n 次）</numerusform>
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
            <translation>关闭提示（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="154" />
            <source>Close the hint</source>
            <extracomment>What a screen reader calls the hint box's × button.</extracomment>
            <translation>关闭提示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="82" />
            <source>Hint for %1</source>
            <translation>给%1的提示</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hint_panel.py" line="89" />
            <source>Based on %Ln game(s) the computer played out from here, using only what you can see.</source>
            <translation>
                <numerusform>电脑只根据你看得到的信息，从这里把游戏往下玩了 %Ln 次得出的结果。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="172" />
            <source>For the move you have begun. To choose another, close the hint and step back with Esc.</source>
            <extracomment>The hint box's note when the player had begun a move (a card and a pasture picked, a tile taken) as they asked for the hint: the hint's moves all finish that move. To choose a different move, they close the hint and step back with Esc (each Esc takes back one pick).</extracomment>
            <translation>这条提示针对你已经开始的这一步。想换一步：先关闭提示，再按 Esc 返回。</translation>
        </message>
    </context>
    <context>
        <name>LookBack</name>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="165" />
            <source>Back to the game</source>
            <translation>回到游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="166" />
            <source>Show the game as it is now (Esc).</source>
            <translation>显示当前的游戏（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="214" />
            <source>Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return</source>
            <extracomment>The band over the board as it was during a game: %1 moves had been made then, %2 have been made now; the Left and Right keys step to the move before or after.</extracomment>
            <translation>查看过去的盘面：第 %1 步后（共 %2 步）——按 ←/→ 逐步查看，按 Esc 返回</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="310" />
            <source>No recent games</source>
            <translation>没有最近的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="314" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="319" />
            <source>Nothing to undo: no game is being played.</source>
            <translation>没有可以撤销的步骤：目前没有进行中的游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="331" />
            <source>Nothing to undo: moves cannot be taken back in this game.</source>
            <translation>没有可以撤销的步骤：这个游戏不能收回任何一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: only your own steps of this turn can be taken back, until something random or hidden is revealed.</source>
            <translation>没有可以撤销的步骤：只能收回你这回合自己的步骤，直到有随机或隐藏的信息被揭露为止。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="356" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="357" />
            <source>&amp;New…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="358" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="360" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="361" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="894" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>&amp;Recent games</source>
            <translation>最近的游戏(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="366" />
            <source>R&amp;esult…</source>
            <translation>结果(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="368" />
            <source>&amp;Back to start</source>
            <translation>回到首页(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="369" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="370" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="371" />
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="372" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>AI &amp;speed</source>
            <translation>电脑速度(&amp;S)</translation>
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
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="393" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="394" />
            <source>&amp;About Farmhouse</source>
            <translation>关于 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="461" />
            <source>The computer player failed</source>
            <translation>电脑玩家发生错误</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>The AI could not choose a move: %1</source>
            <translation>电脑无法决定下一步：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="593" />
            <source>Open saved game</source>
            <translation>打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="631" />
            <source>Cannot open saved game</source>
            <translation>无法打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="632" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>无法打开“%1”：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="748" />
            <source>Save game</source>
            <translation>保存游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="765" />
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="766" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>无法将游戏保存到“%1”：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="773" />
            <source>Saved to %1</source>
            <translation>已保存到 %1</translation>
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
            <translation>Farmhouse 存档 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="805" />
            <source>Autosave failed</source>
            <translation>自动保存失败</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="807" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>无法将游戏自动保存到“%1”：%2

游戏会继续进行，但不会在每一步之后保存。若要保留这局游戏，请使用“游戏”→“另存为…”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="861" />
            <source>The translation for %1 is not available.</source>
            <translation>无法使用%1的翻译。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="985" />
            <source>About Farmhouse</source>
            <translation>关于 Farmhouse</translation>
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
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和电脑一起玩的动物桌游。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="973" />
            <source>&lt;p&gt;Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Farmhouse 是非官方的玩家自制程序，所有图片均为本程序原创。&lt;/p&gt;</translation>
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
            <translation>困难电脑的思考时间(&amp;H)</translation>
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
                <numerusform>仔细：%n 秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="322" />
            <source>Nothing to undo: the game is over.</source>
            <translation>没有可以撤销的步骤：游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="325" />
            <source>Nothing to undo: taking moves back is turned off (View › Allow take-backs against the computer).</source>
            <translation>没有可以撤销的步骤：收回功能已关闭（“视图”→“与电脑对战时允许收回”）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Nothing to undo: you have not made a move yet.</source>
            <translation>没有可以撤销的步骤：你还没有做过任何动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="385" />
            <source>Allow &amp;take-backs against the computer</source>
            <translation>与电脑对战时允许收回(&amp;T)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="388" />
            <source>When you play alone against computer players, Undo (Ctrl+Z) takes your last move back, with the computer's moves after it.</source>
            <translation>一个人和电脑对战时，撤销（Ctrl+Z）会收回你的上一步，连同之后电脑的动作。</translation>
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
            <translation>撤销这一步(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="359" />
            <source>&amp;Watch a game…</source>
            <translation>重看游戏(&amp;W)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="669" />
            <source>Watch a saved game</source>
            <translation>重看已保存的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="367" />
            <source>Stat&amp;istics</source>
            <translation>统计(&amp;I)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="534" />
            <source>Statistics started anew</source>
            <translation>统计已重新开始</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: when two or more people play, only steps of your own turn that reveal nothing can be taken back, and this game has no such steps.</source>
            <translation>没有可以撤销的步骤：两人以上一起玩时，只能收回你这回合不揭露任何信息的步骤，而这个游戏没有这样的步骤。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1001" />
            <source>This game is already open in another Farmhouse window: %1 with %2.

Go on playing it in that window. Played in two windows at once, the moves made in one of them would be lost.</source>
            <extracomment>A game the player asked to open (Continue, the list, the command line) is played in another Farmhouse window already; %1 is the game's title, %2 its players' names ("Black Sheep with Ann, Bot 1").</extracomment>
            <translation>这局游戏已经在另一个 Farmhouse 窗口中打开：%1（%2）。

请在那个窗口中继续玩。如果同时在两个窗口中玩，其中一个窗口里的动作将会丢失。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1005" />
            <source>Game already open</source>
            <translation>游戏已经打开</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1010" />
            <source>“%1” is open in another Farmhouse window, and was not saved over. Save this game under another name (Game → Save As…).</source>
            <translation>“%1”正在另一个 Farmhouse 窗口中打开，因此没有覆盖它。请用另一个名称保存这局游戏（“游戏”→“另存为…”）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="760" />
            <source>Game changed in another window</source>
            <translation>游戏在另一个窗口中有了变动</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="762" />
            <source>This game was played on in another Farmhouse window too: its autosave changed while you played here. So that neither line of play is lost, this window's game is autosaved as a game of its own from now on; the start page lists both.</source>
            <translation>这局游戏也在另一个 Farmhouse 窗口中继续进行：你在这里玩的时候，它的自动存档有了变动。为了不让任何一方的进度丢失，这个窗口的游戏从现在起会另外自动保存为一局独立的游戏；首页会列出两者。</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="281" />
            <source>Nothing to undo.</source>
            <translation>没有可以撤销的步骤。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="513" />
            <source>%1 cannot play and passes.</source>
            <translation>%1没有可行的动作，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="581" />
            <source>Autosave failed: %1</source>
            <translation>自动保存失败：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="489" />
            <source>The game is over.</source>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="387" />
            <source>This game has no hints.</source>
            <translation>这个游戏没有提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="389" />
            <source>You can ask for a hint when it is your turn.</source>
            <translation>轮到你时才能请求提示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="434" />
            <source>No hint could be found: %1</source>
            <translation>无法生成提示：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="304" />
            <source>There is no move of yours to take back now.</source>
            <translation>现在没有你可以收回的一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="320" />
            <source>Took back your last move.</source>
            <translation>已收回你的上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="333" />
            <source>Took back your last step of this turn.</source>
            <translation>已收回你这回合的上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="1" />
            <source>Click the board or press Esc to skip the animation.</source>
            <translation>点击盘面或按 Esc，即可跳过动画。</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="302" />
            <source>Merge players</source>
            <translation>合并玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="309" />
            <source>The games of %1 will count for the player you choose, and the name %1 will mean that player from now on.</source>
            <translation>%1的游戏将计入你选的玩家，而且从现在起，%1这个名字也代表那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="322" />
            <source>Merge</source>
            <translation>合并</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="414" />
            <source>New game: %1</source>
            <translation>新游戏：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="419" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="420" />
            <source>Number of players:</source>
            <translation>玩家人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="424" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="438" />
            <source>Choose the deal (seed)</source>
            <translation>指定发牌（随机种子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="441" />
            <source>The same seed and moves replay the same game. Leave it unticked for a random deal.</source>
            <translation>相同的种子和相同的动作会重现同一局游戏。不勾选就随机发牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="444" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="445" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的种子和相同的动作会重现同一局游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="1" />
            <source>A seed is a whole number from 0 to %1.</source>
            <extracomment>%1: the largest seed, 9223372036854775807 (written without separators, as typed)</extracomment>
            <translation>种子是 0 到 %1 之间的整数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="446" />
            <source>New seed</source>
            <translation>换一个种子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="447" />
            <source>Start game</source>
            <translation>开始游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="448" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="416" />
            <source>&amp;Game:</source>
            <translation>游戏(&amp;G)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="25" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>文件夹</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="22" />
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RecentPanel</name>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="42" />
            <source>Since your last turn</source>
            <translation>自你上回合以来</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="52" />
            <source>Since the game began</source>
            <extracomment>The title of "Since your last turn" before the player's first turn is over: the list then holds everything that happened since the game began.</extracomment>
            <translation>自游戏开始以来</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="44" />
            <source>Since %1's last turn</source>
            <extracomment>%1: a player's name (the panel on a board everybody may see: whose turn comes next)</extracomment>
            <translation>自%1上回合以来</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="57" />
            <source>Nothing new.</source>
            <translation>没有新的动作。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="101" />
            <source>… %n more line(s) in the log (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line: %n older lines were left out; "the log" is the game log; Ctrl+L moves the keyboard focus to the game log, which lists them all.</extracomment>
            <translation>
                <numerusform>…另有 %n 条在游戏记录中（Ctrl+L）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="110" />
            <source>… %n more line(s) (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line and "… %n more line(s) in the log (Ctrl+L)" does not fit on one line there: %n older lines were left out; Ctrl+L moves the keyboard focus to the game log, which lists them all. Keep it short: it must fit where that did not.</extracomment>
            <translation>
                <numerusform>…另有 %n 条（Ctrl+L）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="76" />
            <source>An unfinished game can only be watched as everybody saw it, so that no player's hand is given away.</source>
            <translation>未结束的游戏只能以所有人都看得到的画面重看，以免让人看到任何玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="422" />
            <source>Public view (what everybody saw)</source>
            <translation>公开画面（所有人看得到的）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="424" />
            <source>Everything shown</source>
            <translation>全部显示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="427" />
            <source>%1's view</source>
            <extracomment>The seat chooser of a replay: the board as this player saw it (%1: the name).</extracomment>
            <translation>%1的视角</translation>
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
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="597" />
            <source>%1's turn</source>
            <translation>轮到%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Pause (Space)</source>
            <translation>暂停（空格键）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Play (Space)</source>
            <translation>播放（空格键）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="618" />
            <source>Watch as:</source>
            <translation>视角：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="620" />
            <location filename="../farmhouse/app/replay_page.py" line="621" />
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="622" />
            <source>Click a line to see the board as it was then.</source>
            <translation>点击一行即可查看当时的盘面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1231" />
            <source>Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here).</source>
            <extracomment>The replay&apos;s game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>用 ↑ 和 ↓ 逐行查看，按 Enter 查看那一行当时的盘面（按 Ctrl+L 来到这里）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="623" />
            <source>Back</source>
            <translation>返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="624" />
            <source>Stop watching and go back (Esc).</source>
            <translation>停止重看并返回（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="625" />
            <source>Position in the game</source>
            <translation>游戏进度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="627" />
            <source>To the start (Home)</source>
            <translation>回到开头（Home）</translation>
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
            <translation>进一步（→）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="631" />
            <source>Next turn (Ctrl+Right, Page Down)</source>
            <translation>下一回合（Ctrl+→、Page Down）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="632" />
            <source>To the end (End)</source>
            <translation>跳到结尾（End）</translation>
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
            <translation>用 ← 和 → 逐步浏览，用 Page Up 和 Page Down 按回合浏览，空格键播放，Esc 返回。</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="156" />
            <source>Results over time: %n game(s)</source>
            <translation>
                <numerusform>历次战绩：%n 场</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="157" />
            <source>%n game(s) won.</source>
            <translation>
                <numerusform>赢了 %n 场。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="173" />
            <source>Won</source>
            <translation>获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="174" />
            <source>Other places (the taller, the better)</source>
            <translation>其他名次（柱子越高，名次越好）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="175" />
            <source>Win rate so far</source>
            <translation>至今胜率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="211" />
            <source>No games yet.</source>
            <translation>还没有游戏。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="261" />
            <source>The last %n game(s)</source>
            <translation>
                <numerusform>最近 %n 场</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="101" />
            <source>Rules: %1</source>
            <translation>规则：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="74" />
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
    </context>
    <context>
        <name>SaveDetails</name>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="25" />
            <location filename="../farmhouse/app/save_details.py" line="159" />
            <source>it is a folder, a device or a pipe, not a file</source>
            <translation>这不是文件，而是文件夹、设备或管道</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="28" />
            <source>it has %1 bytes, and a saved game has at most %2</source>
            <translation>文件有 %1 字节，存档最多只有 %2 字节</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="31" />
            <source>its text is not UTF-8 at byte %1</source>
            <translation>第 %1 个字节起不是 UTF-8 文本</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="32" />
            <source>the file is empty</source>
            <translation>文件是空的</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="33" />
            <source>the file ends too early: it was cut off</source>
            <translation>文件提前结束：内容被截断了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="36" />
            <source>its text is not valid JSON at line %1, column %2</source>
            <translation>第 %1 行第 %2 列不是有效的 JSON</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="39" />
            <source>its text holds an impossible number or is nested too deeply</source>
            <translation>内容有不可能的数值，或嵌套层数太深</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="42" />
            <source>%1: a text of %2 characters is too long</source>
            <translation>%1：%2 个字符的文本太长</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="45" />
            <source>%1: the text is not valid Unicode</source>
            <translation>%1：文本不是有效的 Unicode</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="48" />
            <source>%1: a number is too large</source>
            <translation>%1：数值太大</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="49" />
            <source>%1: a number is not finite</source>
            <translation>%1：数值不是有限数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="50" />
            <source>%1: nested too deeply</source>
            <translation>%1：嵌套层数太深</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="51" />
            <source>%1: %2 entries are too many</source>
            <translation>%1：%2 个条目太多了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="52" />
            <source>the field “format” does not say “farmhouse-save”</source>
            <translation>字段“format”不是“farmhouse-save”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="55" />
            <source>the format version “%1” is not a version number</source>
            <translation>格式版本“%1”不是版本号</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="58" />
            <source>it was saved in format version %1, and this version of Farmhouse reads up to version %2</source>
            <translation>以格式版本 %1 保存，而这个版本的 Farmhouse 只能读到版本 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="63" />
            <source>it cannot be upgraded from format version %1</source>
            <translation>无法从格式版本 %1 升级</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="66" />
            <source>it has a field “%1” that saved games do not have</source>
            <translation>有存档不会有的字段“%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="69" />
            <source>the field “%1” is missing</source>
            <translation>缺少字段“%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="70" />
            <source>the field “%1” holds the wrong kind of value</source>
            <translation>字段“%1”的值类型不对</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="73" />
            <source>the field “%1” holds an impossible value: %2</source>
            <translation>字段“%1”的值不可能：%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="76" />
            <source>the game cannot be played by %n player(s)</source>
            <translation>
                <numerusform>这个游戏不能由 %n 位玩家进行</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="79" />
            <source>player %1: the entry is damaged</source>
            <translation>第 %1 位玩家：记录已损坏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="82" />
            <source>player %1: a field “%2” that players do not have</source>
            <translation>第 %1 位玩家：有玩家不会有的字段“%2”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="85" />
            <source>player %1: the field “%2” is missing</source>
            <translation>第 %1 位玩家：缺少字段“%2”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="88" />
            <source>player %1: the field “%2” holds an impossible value: %3</source>
            <translation>第 %1 位玩家：字段“%2”的值不可能：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="91" />
            <source>player %1: the name is not text</source>
            <translation>第 %1 位玩家：名称不是文本</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="94" />
            <source>player %1: the name is empty</source>
            <translation>第 %1 位玩家：名称是空的</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="95" />
            <source>player %1: the name is longer than %2 characters</source>
            <translation>第 %1 位玩家：名称超过 %2 个字符</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="98" />
            <source>player %1: the name holds control characters</source>
            <translation>第 %1 位玩家：名称含有控制字符</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="101" />
            <source>player %1: the computer level “%2” is unknown</source>
            <translation>第 %1 位玩家：没有“%2”这个电脑难度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="104" />
            <source>the game “%1” is not available</source>
            <translation>游戏“%1”无法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="105" />
            <source>the game cannot be set up with these players and rules</source>
            <translation>无法用这些玩家和规则准备游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="108" />
            <source>move %1 cannot be played</source>
            <translation>第 %1 步无法执行</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="109" />
            <source>move %1 is damaged</source>
            <translation>第 %1 步已损坏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="110" />
            <source>move %1: “%2” is no kind of move of this game</source>
            <translation>第 %1 步：“%2”不是这个游戏的动作种类</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="113" />
            <source>move %1: a field “%2” that this move does not have</source>
            <translation>第 %1 步：有这个动作没有的字段“%2”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="116" />
            <source>move %1: the field “%2” is missing</source>
            <translation>第 %1 步：缺少字段“%2”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="119" />
            <source>move %1: the field “%2” holds an impossible value: %3</source>
            <translation>第 %1 步：字段“%2”的值不可能：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="122" />
            <source>the first move is not a move of this game: %1</source>
            <translation>第一步不是这个游戏的动作：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="125" />
            <source>after its %n move(s) the game is not where the file says</source>
            <translation>
                <numerusform>进行 %n 步后，局面和文件记录的不一样</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="128" />
            <source>the file says the game has ended, but it goes on</source>
            <translation>文件记录游戏已经结束，但游戏其实还在进行</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="131" />
            <source>the file says the game goes on, but it has ended</source>
            <translation>文件记录游戏还在进行，但游戏其实已经结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="134" />
            <source>this game has no rule option “%1”</source>
            <translation>这个游戏没有规则选项“%1”</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="137" />
            <source>the rule option “%1” holds an impossible value: %2</source>
            <translation>规则选项“%1”的值不可能：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="140" />
            <source>the rule options cannot be read</source>
            <translation>无法读取规则选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="143" />
            <source>the rule options do not go together</source>
            <translation>规则选项彼此冲突</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="155" />
            <source>the file does not exist</source>
            <translation>文件不存在</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="157" />
            <source>Farmhouse is not allowed to read it</source>
            <translation>Farmhouse 没有读取这个文件的权限</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="163" />
            <source>the system reports: %1</source>
            <extracomment>A file that cannot be read for a reason the system gives in its own words (%1).</extracomment>
            <translation>系统报告：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1010" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>这个文件不是存档（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1036" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>这个文件不是 Farmhouse 的存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1038" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>记录的动作无法还原保存时的局面（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1043" />
            <source>the game in this file is not available</source>
            <translation>这个文件中的游戏目前无法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1045" />
            <source>the file contains a move that is not allowed</source>
            <translation>文件中有不合规则的动作</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1053" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>这个文件由较新版本的 Farmhouse 保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1057" />
            <source>the file cannot be read</source>
            <translation>无法读取这个文件</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1058" />
            <source>unknown problem (%1)</source>
            <translation>未知的问题（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1012" />
            <source>the saved game is damaged or incomplete</source>
            <translation>这个存档已损坏或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1014" />
            <source>the file is too large to be a saved game</source>
            <translation>这个文件过大，不可能是存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1018" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存档中有不允许的值（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1031" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>文件中的电脑玩家使用了这个版本的 Farmhouse 没有的难度</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1023" />
            <source>a player's name is too long</source>
            <translation>玩家名称太长</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1025" />
            <source>a rule option in the file has a value that is not allowed (the file was changed or damaged)</source>
            <translation>文件中的规则选项有不允许的值（文件已被修改或损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1084" />
            <source>the rule option “%1” has a value that is not allowed</source>
            <translation>规则选项“%1”的值不合规定</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1049" />
            <source>the moves in this file belong to another game</source>
            <translation>这个文件中的动作属于另一个游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1070" />
            <source>this file is not a saved %1 game: its moves belong to another game</source>
            <extracomment>A save whose moves are another game's (e.g. its game was changed by hand); %1 is the title of the game the file claims to be.</extracomment>
            <translation>这个文件不是《%1》的存档：其中的动作属于另一个游戏</translation>
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
            <translation>继续：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="663" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="678" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1——文件已损坏：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="697" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>还没有存档。从上面开始新游戏吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="811" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或电脑一起玩的动物桌游</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="812" />
            <location filename="../farmhouse/app/start_page.py" line="813" />
            <source>Your games</source>
            <translation>我的存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="814" />
            <source>Load…</source>
            <translation>载入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="880" />
            <source>%1 · %2 · %3 · %4 · finished</source>
            <extracomment>A finished saved game in the list: game · players · date · moves · finished.</extracomment>
            <translation>%1 · %2 · %3 · %4 · 已结束</translation>
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
            <translation>%1 · %2 · %3 · 已结束</translation>
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
            <translation>删除存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="758" />
            <source>Delete “%1”? It cannot be brought back.</source>
            <translation>要删除“%1”吗？删除后无法恢复。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1384" />
            <source>Delete the autosave of %1 (%2, %3)? It cannot be brought back.</source>
            <extracomment>Asked before an autosave is deleted: %1 is the game, %2 its players' names, %3 the date and time it was saved (as the saved-games list shows them).</extracomment>
            <translation>要删除%1的自动保存（%2，%3）吗？删除后无法恢复。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="784" />
            <source>Cannot delete</source>
            <translation>无法删除</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="785" />
            <source>“%1” could not be deleted: %2</source>
            <translation>无法删除“%1”：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="816" />
            <source>Delete…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="895" />
            <source>Autosave · %1</source>
            <extracomment>A line of the saved-games list for an autosave: %1 is game · players · date · moves.</extracomment>
            <translation>自动保存 · %1</translation>
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
            <translation>重看</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="819" />
            <source>Watch the selected finished game again, step by step.</source>
            <translation>一步一步重看选中的已结束游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="821" />
            <source>Watch a game…</source>
            <translation>重看游戏…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="822" />
            <source>Choose a saved game and watch it step by step.</source>
            <translation>选择已保存的游戏，一步一步重看。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="815" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="955" />
            <source>⚠ %1 — needs a newer version of Farmhouse</source>
            <extracomment>A line of the saved-games list for a file a newer version of Farmhouse saved (this one cannot open it; it is not damaged): %1 is the file's name (or its line: "“Friday” · Black Sheep · …").</extracomment>
            <translation>⚠ %1——需要较新版本的 Farmhouse</translation>
        </message>
    </context>
    <context>
        <name>StatsKeeper</name>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="237" />
            <source>Statistics are not available now: another program is using their file.</source>
            <translation>目前无法使用统计：另一个程序正在使用统计文件。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="238" />
            <source>Statistics are not available now: their file cannot be read or written.</source>
            <translation>目前无法使用统计：无法读写统计文件。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="317" />
            <source>Statistics rebuilt from %n saved game(s).</source>
            <translation>
                <numerusform>已从 %n 个存档重建统计。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="318" />
            <source>%n past game(s) added to your statistics.</source>
            <translation>
                <numerusform>已将 %n 场过去的游戏加入统计。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="418" />
            <location filename="../farmhouse/app/stats_keeper.py" line="426" />
            <source>This game could not be added to your statistics: %1</source>
            <translation>无法将这场游戏加入统计：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="440" />
            <source>Your statistics were written by a newer version of Farmhouse. That file has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>统计文件是由较新版本的 Farmhouse 写入的。该文件已另存为“%1”，并已开始新的统计。你的存档完全没有变动；已完成的游戏正在重新计入。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="446" />
            <source>Your statistics file was damaged. It has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>统计文件已损坏。该文件已另存为“%1”，并已开始新的统计。你的存档完全没有变动；已完成的游戏正在重新计入。</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="102" />
            <source>Rebuilding the statistics…</source>
            <translation>正在重建统计…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="103" />
            <source>Rebuilding the statistics from your saves… %1 of %2</source>
            <translation>正在从存档重建统计… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="108" />
            <source>Counting your past games…</source>
            <translation>正在计入过去的游戏…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="109" />
            <source>Counting your past games… %1 of %2</source>
            <translation>正在计入过去的游戏… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="474" />
            <source>Statistics are not available now.</source>
            <translation>目前无法使用统计。</translation>
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
            <translation>游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="514" />
            <source>Games</source>
            <translation>场数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="515" />
            <source>Wins</source>
            <translation>胜场</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="516" />
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="517" />
            <source>Average score</source>
            <translation>平均分数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="518" />
            <source>Best score</source>
            <translation>最高分</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="519" />
            <source>Longest win streak</source>
            <translation>最长连胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="523" />
            <source>Against %1</source>
            <translation>对电脑（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="555" />
            <location filename="../farmhouse/app/stats_page.py" line="647" />
            <source>All games</source>
            <translation>所有游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="558" />
            <source>All players</source>
            <translation>所有玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="614" />
            <source>Your past games are being counted; their results appear here soon.</source>
            <translation>正在计入过去的游戏，记录很快就会显示在这里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="616" />
            <source>No finished games yet.
Play a game to its end and it is counted here: wins, scores and streaks of every player you name, and a chart of their results.</source>
            <translation>还没有已完成的游戏。
把一场游戏玩到结束，就会记录在这里：每位有名字的玩家的胜场、分数、连胜，以及记录图表。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="664" />
            <source>Scores of different games are not comparable: see each game's row.</source>
            <translation>不同游戏的分数无法比较，请看各游戏的那一行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="671" />
            <source>No game against this level.</source>
            <translation>没有和这个难度的电脑对战过。</translation>
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
                <numerusform>%n 场中赢了 %1 场；名次高于所有该难度电脑的有 %2 场。</numerusform>
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
            <translation>结束时间</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Places and scores</source>
            <translation>名次与分数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Moves</source>
            <translation>步数</translation>
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
            <translation>当时的名字：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="755" />
            <source>Listed: the newest %1 of %n game(s).</source>
            <translation>
                <numerusform>显示全部 %n 场中最新的 %1 场。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="774" />
            <source>Results of %1 in all games</source>
            <translation>%1的记录（所有游戏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="777" />
            <source>Results of %1 in %2</source>
            <translation>%1在《%2》的记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="816" />
            <source>The save of this game is no longer on disk.</source>
            <translation>这场游戏的存档已经不在了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="830" />
            <location filename="../farmhouse/app/stats_page.py" line="860" />
            <location filename="../farmhouse/app/stats_page.py" line="878" />
            <source>Rename player</source>
            <translation>重命名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="831" />
            <source>New name for %1:</source>
            <translation>%1的新名字：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="833" />
            <source>Rename</source>
            <translation>重命名</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="863" />
            <source>A name needs at least one letter and at most %1 characters, without control characters.</source>
            <translation>名字至少要有 1 个字、最多 %1 个字，而且不能含有控制字符。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="881" />
            <source>“%1” is already the name of another player. Count the games of %2 as %1's?</source>
            <translation>“%1”已经是另一位玩家的名字。要把%2的游戏算作%1的吗？</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="890" />
            <source>Merge</source>
            <translation>合并</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="942" />
            <source>Rebuild from saves</source>
            <translation>从存档重建</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="948" />
            <source>Rebuild</source>
            <translation>重建</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1006" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1007" />
            <source>Back to start</source>
            <translation>回到首页</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1008" />
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1009" />
            <source>Player:</source>
            <translation>玩家：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1010" />
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1011" />
            <source>Merge…</source>
            <translation>合并…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1012" />
            <source>Rebuild from saves…</source>
            <translation>从存档重建…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1013" />
            <location filename="../farmhouse/app/stats_page.py" line="1016" />
            <source>Finished games</source>
            <translation>已完成的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1014" />
            <source>Watch</source>
            <translation>重看</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1015" />
            <source>Each player's record per game</source>
            <translation>各玩家在各游戏的记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="959" />
            <source>Count the finished games again from the files on disk? Only games whose saved game or autosave is still there are counted: a game whose files you deleted will be lost from the statistics. Player names, renames and merges are kept.</source>
            <translation>要从电脑上的文件重新计入已完成的游戏吗？只有存档或自动存档还在的游戏才会计入：你删除了文件的游戏将从统计中消失。玩家名字、重命名与合并都会保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="526" />
            <source>Hints</source>
            <translation>提示次数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="527" />
            <source>Take-backs</source>
            <translation>收回步数</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="673" />
            <source>%n hint(s) asked for in these games</source>
            <translation>
                <numerusform>这些游戏中使用的提示：%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="677" />
            <source>%n move(s) taken back in these games</source>
            <translation>
                <numerusform>这些游戏中收回的步数：%n 步</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="788" />
            <source>A player without a name (“%1”) is counted for nobody: give names when a game starts to keep everyone's record.</source>
            <extracomment>%1 is the second seat's name when none is given ("Player 2"), as the app names such a player.</extracomment>
            <translation>没有名字的玩家（“%1”）不计入任何人的记录：开始游戏时为每位玩家取名，才能保留大家的记录。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1412" />
            <source>No player has a record yet: only players with a name are counted. When you start a new game, type each person's name in their box (where it says “%1”), and their games count from then on.</source>
            <extracomment>%1 is the first seat's name when none is given ("Player 1"), as the New game dialog shows it in the name's box.</extracomment>
            <translation>还没有任何玩家的记录：只有取了名字的玩家才会被记录。开始新游戏时，在每位玩家的名字栏（显示“%1”的地方）输入名字，之后的游戏就会列入他们的记录。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1419" />
            <source>No record yet: only players with a name are counted.</source>
            <translation>还没有记录：只有取了名字的玩家才会被记录。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="476" />
            <source>Back to the game</source>
            <translation>回到游戏</translation>
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
            <translation>让电脑立刻做出目前找到的最佳动作（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="128" />
            <source>Show now</source>
            <translation>立刻显示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="130" />
            <source>Show the hint with what the computer has found so far (M).</source>
            <translation>用电脑目前找到的结果显示提示（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="121" />
            <source>%1 is about to move…</source>
            <extracomment>The thinking sign once the AI's time is up, before it moves: %1 its name.</extracomment>
            <translation>%1马上就要出手了…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="124" />
            <source>The hint is almost ready…</source>
            <extracomment>The thinking sign once a hint's time is up, before it is shown.</extracomment>
            <translation>提示马上就好…</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1082" />
            <source>Setup</source>
            <translation>游戏准备</translation>
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
            <translation>选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="651" />
            <source>There is no such tile.</source>
            <translation>没有这张板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1198" />
            <source>The end</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>End turn (E)</source>
            <translation>结束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="24" />
            <source>Wooly Bully</source>
            <translation>绵羊大战（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="31" />
            <source>Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, published by Asmodée in 2002.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>《绵羊大战》（La Guerre des Moutons）由 Philippe des Pallières 设计，Asmodée 于 2002 年出版。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="39" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置​方形​板块，为你​秘密​颜色的​羊​围出​最大的​草地，并​提防​狼群。</translation>
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
            <translation>蓝色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="65" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>红色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>黄色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="74" />
            <source>village</source>
            <translation>村庄</translation>
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
            <translation>蓝色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>red meadow</source>
            <translation>红色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="79" />
            <source>yellow meadow</source>
            <translation>黄色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>north</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="86" />
            <source>east</source>
            <translation>东</translation>
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
            <translation>%1草地与森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="108" />
            <source>a %1 meadow with village</source>
            <translation>%1草地与村庄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a %1 and %2 meadow</source>
            <translation>%1和%2的草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="112" />
            <source>a village</source>
            <translation>村庄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="113" />
            <source>a forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a wolf</source>
            <translation>一张狼板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a hunter</source>
            <translation>一张猎人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a landscape tile</source>
            <translation>一张风景板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="130" />
            <source>%1 landscape tile(s)</source>
            <translation>
                <numerusform>%1张风景板块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="141" />
            <source>a shepherd tile</source>
            <translation>牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="143" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="163" />
            <source>the Village Square</source>
            <translation>小村广场</translation>
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
                <numerusform>东 %n 格</numerusform>
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
            <translation>小村广场往%1</translation>
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
            <translation>手牌中的%1（另一面：%2），按键 %3</translation>
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
            <translation>第 1 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 2nd</source>
            <translation>第 2 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 3rd</source>
            <translation>第 3 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 4th</source>
            <translation>第 4 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>点击手牌中的板块，再点击高亮的位置（按键 1–9、方向键或 Tab、Enter）。R 或右键旋转，F 翻面。V 亮出颜色，W 狼，H 猎人，E 结束回合，Q 退出。拖动移动画面，滚轮或 + − 缩放，0 显示全部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="236" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>你的板块都放不下：结束回合（E），或使用狼、猎人或亮出颜色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="237" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="299" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>本回合的板块都放置完了：结束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="245" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="270" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>请先从手牌中选一张板块（按键 1–9）。</translation>
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
                <numerusform>要退出并获得 %n 分吗？再按 Q 退出；Esc 取消。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>没有板块放得下：点击手牌中的 %n 张板块弃掉。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="279" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>用狼、猎人、亮出颜色或退出来回应，或点击“完成”（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="281" />
            <source>Your tile touches two or more tiles: lay one more now (keys 1–9).</source>
            <translation>你放的板块接壤了两张以上的板块：现在再放置一张（按键 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="285" />
            <source>Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with an arrow fits once flipped (F).</source>
            <translation>选一张板块，再选高亮的位置。选板块用 1–9，或用 Tab 和 Enter。有虚线框和箭头标记的板块，翻面后就放得下（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="289" />
            <source>Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.</source>
            <translation>从手牌中选一张板块，再选高亮的位置。选板块用 1–9，或用 Tab 和 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="292" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>把狼放在高亮的森林位置。Esc 放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>把猎人放在高亮的位置，或直接放在作乱的狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="294" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>把牧羊人板块放在高亮的位置，亮出你的颜色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="766" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>这一面哪里都放不下：翻面（F）或换一张板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click turns it, F flips it, Esc puts it back.</source>
            <translation>点击高亮的位置放置，或用 Tab／方向键选好再按 Enter。R 或右键旋转，F 翻面，Esc 放回。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="322" />
            <source>Game over: %1 wins with %n point(s)</source>
            <translation>
                <numerusform>游戏结束：%1以 %n 分获胜</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="324" />
            <source>Game over: a shared win</source>
            <translation>游戏结束：打成平局，共同获胜</translation>
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
            <translation>▶ 轮到你回应%1的板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="333" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ 你的回合：弃掉 %n 张板块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="335" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ 你的回合：现在再放置一张</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="337" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ 你的回合：板块都放置完了</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="338" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ 你的回合：还要放置 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="341" />
            <source>%1 may answer %2's tile</source>
            <translation>%1可以回应%2的板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="344" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1的回合：还要放置 %n 张</numerusform>
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
            <translation>上回合没放板块</translation>
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
            <translation>%1放置%2草地与森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="382" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1放置%2草地与村庄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="384" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1放置有%2和%3草地的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>%1 lays a village.</source>
            <translation>%1放置村庄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="387" />
            <source>%1 lays a forest.</source>
            <translation>%1放置森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="392" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>狼来啦！%1的狼扑倒了猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>狼来啦！%1把狼放进森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>砰！%1的猎人赶走了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>猎人来啦！%1派猎人进入森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="404" />
            <source>The hunter leaves the game.</source>
            <translation>猎人离开游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="405" />
            <source>The wolf leaves the game.</source>
            <translation>狼离开游戏。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="416" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1从袋中抽走最后 %n 张板块。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="417" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1从袋中抽了 %n 张板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="423" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1因亮出颜色，可以多放置一张板块。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="424" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1可以额外放置 %n 张板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>%1羊圈地围好了，共 %2 只羊，但被狼破坏了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="434" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>%1羊圈地围好了，共 %2 只羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="441" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>两片森林连成一片：其中的狼仍在作乱。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="443" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>两片森林连成一片：现在猎人挡住了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="444" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>两片森林连成一片：狼在整片森林作乱。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="451" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1退出，已经没有奖励分了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="453" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1第一个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="454" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1第二个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="455" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1第三个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="481" />
            <source>%1 plays on alone.</source>
            <translation>只剩%1，继续独自进行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="482" />
            <source>Everyone else has quit: the last player plays on alone.</source>
            <translation>其他人都已退出，最后的玩家独自继续进行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="487" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>其他玩家可以用狼、猎人、亮出颜色或退出回应%1的板块。</translation>
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
            <translation>所有人亮出颜色：%1。没有人是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>The colours are revealed: %1.</source>
            <translation>所有人亮出颜色：%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1得 %n 分：羊圈地 %2 分，退出奖励 %3 分。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="522" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>所有玩家都退出了。%1以 %n 分获胜。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="524" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>没有人能再放置板块。%1以 %n 分获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="528" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>所有玩家都退出了。%1打成平局，共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="529" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>没有人能再放置板块。%1打成平局，共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="539" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1亮出颜色（%2），并放置牧羊人板块。</translation>
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
            <translation>这张板块接壤两张以上的板块：%1必须马上再放置一张。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="553" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>没有板块放得下：%1必须弃掉 %n 张板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>%1 discards %2 (only you see it).</source>
            <extracomment>A private log line: only the discarding player (%1) sees which tile (%2).</extracomment>
            <translation>%1弃掉了%2（只有你看得到）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="601" />
            <source>%1 discards %2.</source>
            <extracomment>The log of a replay with everything shown: the tile (%2) a player (%1) discarded, which only that player saw.</extracomment>
            <translation>%1弃掉了%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>%1 discards a tile.</source>
            <translation>%1弃掉一张板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1本回合没有放置板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>%1 is the last player left and plays on: a turn without a tile draws one.</source>
            <translation>只剩%1，继续独自进行；没有放置板块的回合改为从袋中抽 1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="567" />
            <source>%1 lays no tile and draws one from the bag instead.</source>
            <translation>%1没有放置板块，改从袋中抽 1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>%1 does not answer.</source>
            <translation>%1没有回应。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="635" />
            <source>the %1 side needs %2, not %3</source>
            <translation>%1边需要%2，而不是%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>It does not fit here: %1.</source>
            <translation>这里放不下：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="647" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="648" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="649" />
            <source>That is not a Wooly Bully move.</source>
            <translation>这不是《绵羊大战（Wooly Bully）》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="650" />
            <source>That tile is not in your hand.</source>
            <translation>那张板块不在你的手牌中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="652" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>板块的这一面不能这样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="654" />
            <source>To lay a wolf or hunter forest side up, use its own button (W or H); its meadow side is laid like any tile.</source>
            <translation>要把狼或猎人板块以森林面朝上放置，请用它自己的按钮（W 或 H）；它的草地面则像普通板块一样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="657" />
            <source>The tile cannot be turned that way.</source>
            <translation>板块不能这样旋转。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="658" />
            <source>That place is already taken.</source>
            <translation>那个位置已经有板块了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="659" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>板块必须接壤场上已有的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="661" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>你本回合已经没有可放置的板块：结束回合，或使用狼、猎人、亮出颜色或退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="665" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>你有风景板块放得下，所以必须先放置一张板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="667" />
            <source>That tile is not a wolf.</source>
            <translation>那张板块不是狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="668" />
            <source>That tile is not a hunter.</source>
            <translation>那张板块不是猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="670" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>有猎人守着的森林不能再放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="673" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>那片森林有狼：请把猎人直接放在狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="675" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>这只狼已经被猎人挡住了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="676" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>本局不能把狼放在猎人上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="677" />
            <source>You have already revealed your colour.</source>
            <translation>你已经亮出过颜色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="678" />
            <source>First lay the extra tile you owe.</source>
            <translation>请先放置必须额外放置的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="679" />
            <source>Nothing needs to be discarded now.</source>
            <translation>现在不需要弃牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="680" />
            <source>There is nothing to answer now.</source>
            <translation>现在没有需要回应的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="681" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>你正在回应其他玩家的板块：请点击“完成”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="682" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>起始手牌必须是 3 或 4 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="684" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>“以额外放置代替额外抽牌”不能和“接壤两张以上后再放一张”一起使用。</translation>
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
            <translation>把第 %1 张板块翻面，放置%2</translation>
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
            <translation>派出猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="705" />
            <source>reveal your colour and lay your shepherd tile</source>
            <comment>hint: the move</comment>
            <translation>亮出颜色，并放置牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="708" />
            <source>quit now</source>
            <comment>hint: the move</comment>
            <translation>现在退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="709" />
            <source>quit now for +%1</source>
            <comment>hint: the move</comment>
            <translation>现在退出（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="711" />
            <source>end your turn</source>
            <comment>hint: the move</comment>
            <translation>结束回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>finish your answer</source>
            <comment>hint: the move</comment>
            <translation>结束回应</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="715" />
            <source>discard the marked tile</source>
            <comment>hint: the move</comment>
            <translation>弃掉标示的板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="729" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>请先从手牌中弃掉 %n 张板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>这张狼板块现在哪里都放不下，它的草地面也一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="737" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>这张猎人板块现在哪里都放不下，它的草地面也一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>这张板块现在两面都放不下，请换一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="741" />
            <source>You hold no hunter.</source>
            <translation>你手上没有猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="742" />
            <source>You hold no wolf.</source>
            <translation>你手上没有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="848" />
            <source>Please wait: it is not your turn.</source>
            <translation>请稍候：还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="756" />
            <source>No forest has room for a wolf now.</source>
            <translation>现在没有森林能放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>No forest has room for a hunter now.</source>
            <translation>现在没有森林能放猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="761" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>你的牧羊人板块还放不下：它需要一个所有接壤的边都是你颜色草地的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="765" />
            <source>Turned this way it fits nowhere: turn it (R).</source>
            <translation>这个方向哪里都放不下：请旋转（R）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="776" />
            <source>As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>这张狼板块的狼那一面现在哪里都放不下，但草地面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).</source>
            <translation>草地面现在哪里都放不下，但翻成狼就能放：翻面（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="782" />
            <source>As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>这张猎人板块的猎人那一面现在哪里都放不下，但草地面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="784" />
            <source>Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).</source>
            <translation>草地面现在哪里都放不下，但翻成猎人就能放：翻面（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>This side fits nowhere now, but its other side does: flip it (F) to lay it.</source>
            <translation>这一面现在哪里都放不下，但另一面放得下：翻面（F）再放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="794" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>分数相同：羊圈地较大者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="795" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>分数与羊圈地都相同：较早退出者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>分数、羊圈地与退出顺序都相同：共同获胜。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="813" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n 分（胜利者）</numerusform>
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
            <translation>颜色：%1（游戏中已亮出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Colour: %1 (kept secret)</source>
            <translation>颜色：%1（一直保密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="839" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>没有不受狼破坏的羊圈地：0 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="843" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>羊圈地：%1 = %2 只羊</translation>
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
            <translation>最大的羊圈地：%1 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="853" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>其他羊圈地（不计分）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="859" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>被狼破坏（羊数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="862" />
            <source>Not enclosed (sheep): %1</source>
            <translation>尚未围起（羊数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="865" />
            <source>Did not quit: no bonus</source>
            <translation>没有退出：没有奖励分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>退出奖励：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="870" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>总分：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="889" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>colour: %1</source>
            <translation>颜色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>revealed: %1</source>
            <translation>已亮出：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="907" />
            <source>Tiles in hand at the start</source>
            <translation>起始手牌数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>回应其他玩家的板块（狼、猎人、亮出颜色、退出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="909" />
            <source>A hunter guards the whole forest</source>
            <translation>猎人守护整片森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="910" />
            <source>Score every enclosed field</source>
            <translation>所有羊圈地都计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="911" />
            <source>A wolf may pounce on a hunter</source>
            <translation>狼可以扑倒猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="912" />
            <source>Extra placements instead of extra tiles</source>
            <translation>以额外放置代替额外抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="913" />
            <source>Lay one more after touching two or more</source>
            <translation>接壤两张以上后再放一张</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="914" />
            <source>The last player draws instead of passing</source>
            <translation>最后的玩家以抽板块代替跳过回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="923" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>每位玩家开始时抽几张板块：原版规则为 4 张，变体规则为 3 张，局面更紧凑。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="927" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>每放置一张板块后，其他玩家可依次使用狼或猎人、亮出颜色或退出，之后回合才继续；原版规则本来就允许随时这么做。关闭时：只能在自己的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="932" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森林连成一片时，森林中任何一位猎人都能挡住所有的狼（英文规则书）。关闭时：狼会一直作乱，直到有猎人直接放在它上面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="937" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>计算你所有不受狼破坏的羊圈地的羊，而不只是最大的一块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="940" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>狼也可以放在猎人上，猎人随即离开游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="943" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>每放置一张板块只抽一张，但接壤多张板块时，除第一张外每多接壤一张，就多一次放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="947" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>放置接壤两张以上的板块并抽牌后，必须马上再放置一张，这张不抽牌。若放不下，就弃牌到起始手牌数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="952" />
            <source>When everyone else has quit, the last player plays on: a turn in which they lay no tile draws one tile from the bag, until the bag is empty. Off: such a turn ends the game at once.</source>
            <translation>其他人都退出后，最后的玩家继续进行：没有放置板块的回合改从袋中抽 1 张板块，直到袋子抽空为止。关闭时：这样的回合会立刻结束游戏。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="995" />
            <source>The published rules: %n tile(s).</source>
            <translation>
                <numerusform>原版规则：%n 张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="997" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>本局：%n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: on.</source>
            <translation>原版规则：开启。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: off.</source>
            <translation>原版规则：关闭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>On in this game.</source>
            <translation>本局：开启。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>Off in this game.</source>
            <translation>本局：关闭。</translation>
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
            <translation>游戏目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1055" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>大家一起用方形板块拼出不断扩大的风景：村庄、森林，以及用栅栏围住、有四种颜色的羊的草地。每位玩家秘密地拥有一种颜色，目标是用自己的颜色围出最大的羊圈地，而且不能有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1064" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>每种颜色都有自己的色调和符号：黑色是新月，蓝色是水滴，红色是爱心，黄色是太阳。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1070" />
            <source>The tiles</source>
            <translation>板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1073" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>每张板块都有两面。每一面有某种颜色的草地和羊、森林与村庄，彼此以栅栏分隔。放置时哪一面朝上都可以，也可以任意旋转。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1078" />
            <source>The two faces of one tile</source>
            <translation>同一张板块的两面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1079" />
            <source>One face turned four ways</source>
            <translation>同一面的四种旋转</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1085" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>小村广场放在中央。每位玩家暗中拿到一张牧羊人板块：它的颜色就是你秘密的颜色，只会在游戏画面上方显示给你看。袋中有 60 张风景板块、4 张狼板块和 4 张猎人板块。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1091" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>每位玩家从袋中抽 %n 张板块作为起始手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1092" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>小村广场与一张背面朝上的牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1098" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>从手牌中选一张板块，放在场上板块的旁边。它至少要接壤一张板块，而且每个接壤的边都必须相配：村庄接村庄、森林接森林、草地接同颜色的草地。然后每接壤一张板块就抽一张，最多四张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1104" />
            <source>A tile that fits beside the Village Square</source>
            <translation>一张能放在小村广场旁的板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1107" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>第一张板块必须以村庄接上小村广场。如果你的风景板块都放不下，可以不放置就结束回合，也不抽牌。狼或猎人板块的草地面可以像普通板块一样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1115" />
            <source>Fields</source>
            <translation>草地与羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1118" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>跨越板块相连的同色草地构成一片草地。当草地的边缘都没有开口，四周都被栅栏、森林、村庄与其他板块围住时，就成为羊圈地。场上可以有“洞”。羊圈地会在画面上描出轮廓并标示羊的数量。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1124" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四个草地角落围出有 4 只羊的羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1127" />
            <source>Wolves and hunters</source>
            <translation>狼与猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1128" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>狼、猎人、草地背面与牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1131" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>狼来啦！在你的回合，你可以把狼以森林面朝上，放在所有接壤的边都是森林的位置。与它所在森林相邻的草地都无法计分。狼不能加入有猎人的森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1138" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>猎人来啦！猎人以森林面朝上放进没有狼作乱的森林，之后那片森林就不能再放狼。或者把猎人直接放在狼上：砰！拜拜野狼，狼离开游戏。放置狼与猎人时，也像普通板块一样抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1145" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>本局中，森林连成一片时，森林中任何一位猎人都能挡住其中的狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1150" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>本局中，狼所在的森林与有猎人的森林连成一片后，狼仍会作乱：只有直接放在狼上的猎人才能挡住它。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1156" />
            <source>Revealing your colour</source>
            <translation>亮出颜色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1159" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>每局一次，在你的回合可以亮出颜色：把你的牧羊人板块（你的颜色、有 4 只羊的草地）放在放得下的位置，并照常抽牌。之后本回合可以额外放置一张板块，所以一个回合最多能放下三张。亮出颜色并非必要。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1167" />
            <source>Quitting</source>
            <translation>退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1170" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>在你的回合可以宣布退出。第一个退出的玩家得 6 分，第二个得 3 分，第三个得 1 分（玩家较少时奖励也较少）；最后未退出的玩家没有奖励。你的羊圈地仍会计分，但之后不会再轮到你。其他人都退出后，最后的玩家独自继续进行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1178" />
            <source>The last player then draws one tile from the bag on each turn in which they lay no tile, until the bag is empty; only after that does such a turn end the game.</source>
            <translation>之后，最后的玩家在没有放置板块的回合，改从袋中抽 1 张板块，直到袋子抽空；袋子空了以后，这样的回合才会结束游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1184" />
            <source>In this game, once the last player ends a turn without laying a tile, the game is over.</source>
            <translation>本局中，最后的玩家一旦没有放置板块就结束回合，游戏随即结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1190" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>本局中，每放置一张板块后，其他玩家也可以依次马上用狼、猎人、亮出颜色或退出来回应。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1201" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>所有玩家都退出，或所有尚未退出的玩家都接连在没有放置板块的情况下结束回合时，游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1207" />
            <source>Scoring</source>
            <translation>计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1210" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>所有颜色都会亮出。你的得分是你颜色的羊圈地中的羊数（与有狼作乱的森林相邻的羊圈地不算），再加上退出奖励。没有人拥有的颜色不计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1216" />
            <source>In this game every such field counts.</source>
            <translation>本局中，每块这样的羊圈地都计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1218" />
            <source>Only your best such field counts.</source>
            <translation>只有其中最大的一块羊圈地计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1222" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>总分最高者获胜。分数相同时，羊圈地较大者获胜，再相同则较早退出者获胜；仍然相同就共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1229" />
            <source>Playing with the mouse</source>
            <translation>鼠标操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1233" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>点击下方手牌中的一张板块。它会随着鼠标指针在场上移动；放得下的位置会高亮（虚线：旋转后放得下）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1240" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>按右键、Ctrl + 滚轮或“旋转”按钮旋转，按“翻面”按钮翻面，再点击高亮的位置放置。放不下的位置会告诉你哪一边不相配。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1247" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手牌旁的按钮可以亮出颜色、使用狼或猎人、结束回合或退出。拖动桌面可以移动画面，滚动滚轮可以缩放，点击“全览”可以看到整个风景。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1254" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>羊圈地会描出轮廓并标示羊的数量。有狼作乱的森林以红色虚线标示，被它破坏的草地会画上斜线。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1260" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>自你上回合以来放置的板块，会标上放置者的符号；最新的一张以金框标示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1267" />
            <source>Playing with the keyboard</source>
            <translation>键盘操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1269" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9：选择手牌中的板块；Esc：放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1270" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：顺时针旋转，Shift + R：逆时针旋转；F：翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1273" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>方向键：移动板块一格；Tab：跳到下一个放得下的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1276" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter 或空格键：放置在该位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1277" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：亮出颜色，W：狼，H：猎人，E：结束回合，Q：退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1280" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ 和 −：缩放；0：显示全部板块；没有选择板块时，方向键会移动画面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="348" />
            <source>You have no tile with that number.</source>
            <translation>你没有这个编号的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="502" />
            <source>This tile looks the same every way round.</source>
            <translation>这张板块怎么旋转都一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="513" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>牧羊人板块要以有羊的那面朝上放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="527" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>已旋转成放得下的方向：再点击一次（或按 Enter）即可放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="584" />
            <source>%1 Turned another way it fits here: press R.</source>
            <translation>%1转个方向就放得下：按 R 旋转。</translation>
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
            <translation>请先从手牌中选一张板块（按键 1–9），再选高亮的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="140" />
            <source>Bag: %1</source>
            <translation>袋中：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="222" />
            <source>Tiles left in the bag</source>
            <translation>袋中剩下的板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="236" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>你的羊：%1（已亮出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="258" />
            <source>%1's sheep: %2 (revealed)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), revealed.</extracomment>
            <translation>%1的羊：%2（已亮出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="237" />
            <source>Everybody knows your colour now.</source>
            <translation>现在大家都知道你的颜色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="259" />
            <source>Everybody knows %1's colour now.</source>
            <translation>现在大家都知道%1的颜色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="239" />
            <source>Your sheep: %1 (secret)</source>
            <translation>你的羊：%1（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="262" />
            <source>%1's sheep: %2 (secret)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), still secret.</extracomment>
            <translation>%1的羊：%2（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="240" />
            <source>Only you can see this: keep it secret.</source>
            <translation>只有你看得到：请保守秘密。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="263" />
            <source>Only %1 knows this colour: it is still secret.</source>
            <translation>只有%1知道这个颜色：仍是秘密。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="305" />
            <source>Reveal (V)</source>
            <translation>亮出颜色（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="306" />
            <source>Wolf (W)</source>
            <translation>狼（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="307" />
            <source>Hunter (H)</source>
            <translation>猎人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="309" />
            <source>Quit (Q)</source>
            <translation>退出（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="312" />
            <source>Fit</source>
            <translation>全览</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom in (+)</source>
            <translation>放大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom out (−)</source>
            <translation>缩小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Show the whole landscape (0)</source>
            <translation>显示全部板块（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="338" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>你已经退出：你的板块已放到一旁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="373" />
            <source>%1 has quit: their tiles are set aside.</source>
            <extracomment>A replay's board: a player (%1) who has quit holds no tiles.</extracomment>
            <translation>%1已经退出：手上的板块已放到一旁。</translation>
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
            <translation>旋转（R）</translation>
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
                <numerusform>现在退出并获得 %n 分奖励吗？之后就不会再轮到你。</numerusform>
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
            <translation>%1羊圈地：%2 只羊，被狼破坏</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="295" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>%1羊圈地：%2 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="308" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1：%2 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="309" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1以这块%2羊圈地计分：%3 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="377" />
            <source>Laid by %1 since your last move</source>
            <translation>自你上回合以来由%1放置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="385" />
            <source>Laid by %1 since %2's last move</source>
            <extracomment>A replay's board: a tile laid by a player (%1) since the last move of the player (%2) whose view the board shows.</extracomment>
            <translation>自%2上回合以来由%1放置</translation>
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
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="115" />
            <source>Name of player %1</source>
            <translation>玩家 %1 的名字</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="116" />
            <source>Player %1: human or AI</source>
            <translation>玩家 %1：真人玩家或电脑</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="117" />
            <source>Player %1: AI level</source>
            <translation>玩家 %1：电脑难度</translation>
        </message>
    </context>
    <context>
        <name>HoldingsStrip</name>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="247" />
            <source>Nothing in hand</source>
            <extracomment>A replay with everything shown: under a player's name, instead of the cards or tiles that player held in hand, when they held none at that moment.</extracomment>
            <translation>手中什么也没有</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="248" />
            <source>What each player held that the others could not see</source>
            <translation>每位玩家手中其他玩家看不到的东西</translation>
        </message>
    </context>
</TS>
