<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>horse</source>
            <translation>马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>pig</source>
            <translation>猪</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>chicken</source>
            <translation>鸡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="41" />
            <source>black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="54" />
            <source>five of a kind</source>
            <translation>五个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="55" />
            <source>four of a kind</source>
            <translation>四个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="56" />
            <source>full house (3+2)</source>
            <translation>3+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>three of a kind</source>
            <translation>三个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>two pairs (2+2)</source>
            <translation>2+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>one pair</source>
            <translation>两个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>red</source>
            <translation>红</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>blue</source>
            <translation>蓝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="80" />
            <source>Most %1: %2 points</source>
            <translation>%1 最多：%2 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="83" />
            <source>%1 + %2: %3 points per pair</source>
            <translation>%1 + %2：每组 %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>All six black sheep: wins the game</source>
            <translation>六只黑羊全部到手：直接获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="94" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="104" />
            <source>Seat %1</source>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="110" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 把%2打到牧场 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="112" />
            <source>%1 discards %2.</source>
            <translation>%1 弃掉%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="120" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧场 %1 计分：%2 以%4赢得%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="123" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source> and </source>
            <translation>和</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="131" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>为牧场 %1 寻找动物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="133" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>补充牧场 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="138" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="139" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供应区没有可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="144" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧场 %1 翻面：不再补充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="145" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧场 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="150" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 赢得牧场，接着出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="160" />
            <source>Game over: %1 wins with %2 points.</source>
            <translation>游戏结束：%1 以 %2 分获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source>Game over: a shared win for %1.</source>
            <translation>游戏结束：%1 平局共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="173" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 完成了牧场 %2 的那一边（完成顺序 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="178" />
            <source>You drew %1.</source>
            <translation>你抽到%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 抽了 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="183" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>弃牌堆洗成新的牌堆，共 %1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>一个%1模型放到牧场 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="191" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧场 %2 上的%1模型回到供应区。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="196" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻开的 %n 张牌进入弃牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="202" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 无牌可出，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>没有人能再出牌：游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="226" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="320" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="228" />
            <source>That is not a Black Sheep move.</source>
            <translation>这不是黑羊的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="229" />
            <source>There is no such pasture.</source>
            <translation>没有这个牧场。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="230" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧场 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="231" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧场 %(pasture)s 的那一边已经有 3 张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="233" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>你在牧场 %(pasture)s 的那一边有 %(on_side)s 张牌：只能再打 %(allowed)s 张，不能打 %(played)s 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="236" />
            <source>You do not hold %(cards)s.</source>
            <translation>你没有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="237" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一张牌后才可以弃牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="238" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你没有要弃掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="239" />
            <source>You can play, so you may not pass.</source>
            <translation>你还能出牌，所以不能跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>That move is not allowed (%1).</source>
            <translation>不允许这个动作（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source> or </source>
            <translation>或</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="267" />
            <source>%1 passes</source>
            <translation>%1 跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="269" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 打到牧场 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="272" />
            <source>, discards %1</source>
            <translation>，弃掉%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="279" />
            <source>tied on points: most figures wins</source>
            <translation>得分相同：动物模型较多者获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="280" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得分和动物模型数都相同：共同获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="281" />
            <source>all six black sheep win outright (task T12)</source>
            <translation>六只黑羊全部到手直接获胜（任务 T12）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>%1. %2 — %3 points</source>
            <translation>第 %1 名　%2 — %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="301" />
            <source>(winner)</source>
            <translation>（胜利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="322" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="329" />
            <source>No figures</source>
            <translation>没有动物模型</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="331" />
            <source>Figures: %1 points</source>
            <translation>动物模型：%1 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="333" />
            <source>Majority card (%1): +6</source>
            <translation>最多奖励卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>Task %1 (%2): +%3</source>
            <translation>任务 %1（%2）：+%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="341" />
            <source>(own secret task)</source>
            <translation>（自己的秘密任务）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="343" />
            <source>Total: %1</source>
            <translation>总分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Black Sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="358" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把动物卡打到三个牧场，赢得最好的动物，但要小心黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="366" />
            <source>Task cards (variant, reconstructed deck)</source>
            <translation>任务卡（变体规则，重建的牌组）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>Figure values hidden until the end</source>
            <translation>动物模型的分数到结束前都不公开</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="376" />
            <source>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</source>
            <translation>以任务卡取代奖励卡（BS-10）。印刷版任务卡的内容未公开：Farmhouse 使用自行重建的版本。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="380" />
            <source>Nobody may look at the values of their own figures before the end (BS-11.1).</source>
            <translation>结束前，任何人都不能查看自己动物模型的分数（BS-11.1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="391" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 个动物模型</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="394" />
            <source>%1 points known</source>
            <translation>已知 %1 分</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="395" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="405" />
            <source>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</source>
            <translation>三个牧场上各有两个动物模型。每个动物模型都藏着分数：一般动物 +1 到 +3，黑羊 −1 到 −3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="409" />
            <source>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</source>
            <translation>轮到你时，把卡打到某个牧场你这一边（每边最多三张）：空的一边可打一或两张，已有一张的边必须打两张，已有两张的边必须打一张。只打一张时，可以再弃一张牌。最后补牌到三张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="415" />
            <source>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</source>
            <translation>当一个牧场的每一边都满了，每位玩家的三张卡加上牧场的两个动物模型组成五只动物的组合，就像扑克牌：五个一样、四个一样、3+2组合、三个一样、2+2组合、两个一样、全部不同。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</source>
            <translation>最强的组合把两个动物模型收进自己的畜栏，并接着行动；组合完全相同时，先完成那一边的玩家获胜。牧场再从供应区补充动物模型。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="424" />
            <source>If you cannot play any card, you pass.</source>
            <translation>如果无牌可出，就跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="426" />
            <source>Task-card variant (this game): there are no bonus cards. Six task cards are in play, some face up and one or two secret per player. When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus the points of every task card in play that you meet, whoever held it.</source>
            <translation>任务卡变体（本局）：不使用奖励卡。共有六张任务卡在局中，其中一些正面朝上，每位玩家另有一或两张秘密任务卡。当供应区无法再补充牧场时，牧场会一个个关闭。结束时，加总你动物模型的分数，再加上局中每张你达成条件的任务卡的分数，不论那张卡由谁持有。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</source>
            <translation>当供应区无法再补充牧场时，牧场会一个个关闭。结束时，加总你动物模型的分数；每种动物你拥有的数量严格最多可得 6 分，每凑齐一整套六种动物也得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="438" />
            <source>The highest total wins; on a tie, the player with more figures.</source>
            <translation>总分最高者获胜；平局时，动物模型较多的玩家获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Widest the prompt line over the hand may be before it is shrunk (scene units).</extracomment>
            <translation>点选手牌中的一或两张牌（按键 1、2、3），再点选牧场上你的那一边（I、II、III 按 A、S、D，或用 ←/→ 与 Enter）。只打出一张牌后，可以从其余手牌弃掉一张（按该牌的编号）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="115" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>请先选择牧场：A、S、D 或 ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="135" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="210" />
            <source>You have no such card.</source>
            <translation>你没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="139" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>这是你正要打出的牌。要弃牌请按另一张牌的编号，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="175" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>请稍候：还没轮到你选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="191" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一边：牧场上离你最近的%1色边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="207" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="238" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>请先回答是否弃牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="213" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="242" />
            <source>You have no legal play: you must pass.</source>
            <translation>你无牌可出：必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="218" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出两张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="224" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>没有牧场能同时放这两张牌：你没有能放两张牌的边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="229" />
            <source>This card cannot be played now.</source>
            <translation>这张牌现在不能打出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="245" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="299" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>请先从手牌选一或两张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="274" />
            <source>No play of these cards is allowed there.</source>
            <translation>这些牌不能打到那里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="323" />
            <source>Waiting for %1…</source>
            <translation>等待 %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>要弃一张牌吗？（可选：你只在牧场 %1 打出一张）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="330" />
            <source>You have no legal play and must pass.</source>
            <translation>你无牌可出，必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="340" />
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="358" />
            <source>Discard %1 (key %2)</source>
            <translation>弃掉%1（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="365" />
            <source>Keep all (K)</source>
            <translation>全部保留 (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="370" />
            <source>Esc: back</source>
            <translation>Esc：返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="376" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>你的回合：选一或两张牌，再选牧场上你的那一边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="378" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>请点选发亮牧场上你的那一边（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="379" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再选一张牌：你没有任何一边能只放这一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ to play</source>
            <translation>▶ 轮到出牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="166" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="199" />
            <source>known points: %1</source>
            <translation>已知得分：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="186" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="212" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>按键：1 2 3 选牌 · A S D 牧场 · ←/→ Enter · Esc 取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="226" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（等级 %2）— 按键 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="252" />
            <source>Deck: %1</source>
            <translation>牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="269" />
            <source>Discard: %1</source>
            <translation>弃牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="282" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最后阶段：牧场不再补充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="304" />
            <source>Last moves</source>
            <translation>最近的动作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="315" />
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="327" />
            <source>Bonus cards: 6 points each</source>
            <translation>奖励卡：每张 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="336" />
            <source>majority per animal · complete set</source>
            <translation>各动物最多 · 全套</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任务卡（重建的牌组）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="348" />
            <source>face up</source>
            <translation>公开</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="349" />
            <source>your secret</source>
            <translation>你的秘密任务</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>%1's secret</source>
            <translation>%1 的秘密任务</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="420" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="454" />
            <source>%1 (just played)</source>
            <translation>%1（刚打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="506" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成顺序：组合完全相同时，号码较小者获胜。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>New game…</source>
            <translation>新游戏…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="140" />
            <source>Coming soon</source>
            <translation>即将推出</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="35" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="43" />
            <source>%1 wins!</source>
            <translation>%1 获胜！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="45" />
            <source>Shared win: %1</source>
            <translation>共同胜利：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="57" />
            <source>%1. %2 — %3 points</source>
            <translation>第 %1 名　%2 — %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="85" />
            <source>Back to start</source>
            <translation>回到首页</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="86" />
            <source>Play again</source>
            <translation>再玩一局</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="242" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="249" />
            <source>%1's turn</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="251" />
            <source>%1 (AI) is playing</source>
            <translation>%1（电脑）正在行动</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="317" />
            <source>%1 (AI, %2)</source>
            <translation>%1（电脑，%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="324" />
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="325" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="326" />
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="327" />
            <source>Show result</source>
            <translation>显示结果</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="30" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="127" />
            <source>%1–%2 players</source>
            <translation>%1–%2 名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="136" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="137" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="73" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the turn banner and the seat lines of the side panel (300 px wide) and on the hand-over screen.</extracomment>
            <translation>请将电脑交给 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="75" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人请回避视线：下一个画面会显示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="78" />
            <source>I'm %1, show my hand</source>
            <translation>我是 %1，显示我的手牌</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="161" />
            <source>No recent games</source>
            <translation>没有最近的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="165" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;New…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Recent games</source>
            <translation>最近的游戏(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Result…</source>
            <translation>结果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Back to start</source>
            <translation>回到首页(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="181" />
            <source>AI &amp;speed</source>
            <translation>电脑速度(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="186" />
            <source>Instant</source>
            <translation>立即</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="192" />
            <source>&amp;About Farmhouse</source>
            <translation>关于 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="229" />
            <source>The computer player failed</source>
            <translation>电脑玩家发生错误</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="230" />
            <source>The AI could not choose a move: %1</source>
            <translation>电脑无法选择走法：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="274" />
            <source>Open saved game</source>
            <translation>打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="285" />
            <source>Cannot open saved game</source>
            <translation>无法打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="286" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>无法打开“%1”：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Save game</source>
            <translation>保存游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="344" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>无法将游戏保存到“%1”：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="351" />
            <source>Saved to %1</source>
            <translation>已保存到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="355" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse 存档 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>Autosave failed</source>
            <translation>自动保存失败</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>无法将游戏自动保存到“%1”：%2

游戏会继续进行，但不会在每一步之后保存。若要保留这局游戏，请使用“游戏”→“另存为…”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="420" />
            <source>The translation for %1 is not available.</source>
            <translation>无法使用 %1 的翻译。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>About Farmhouse</source>
            <translation>关于 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="464" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和电脑一起玩的动物桌游。&lt;/p&gt;&lt;p&gt;《黑羊》由 Reiner Knizia 设计。Farmhouse 是非官方的玩家自制程序，所有图片均为本程序原创。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="172" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>请稍候，还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="194" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 无牌可出，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="234" />
            <source>Autosave failed: %1</source>
            <translation>自动保存失败：%1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="285" />
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="316" />
            <source>New game: %1</source>
            <translation>新游戏：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="317" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="318" />
            <source>Number of players:</source>
            <translation>玩家人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="322" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Choose the deal (seed)</source>
            <translation>指定发牌（随机种子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>相同的种子和相同的走法会重现同一局游戏。不勾选，就是没有人知道的发牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="343" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="344" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的种子和相同的走法会重现同一局游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="345" />
            <source>New seed</source>
            <translation>换一个种子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="346" />
            <source>Start game</source>
            <translation>开始游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="347" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="21" />
            <source>Rules: %1</source>
            <translation>规则：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>这个文件不是存档（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="350" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>这个文件不是 Farmhouse 的存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="352" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>记录的走法无法还原保存时的局面（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="357" />
            <source>the game in this file is not available</source>
            <translation>这个文件中的游戏目前无法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="359" />
            <source>the file contains a move that is not allowed</source>
            <translation>文件中有不合规则的走法</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="363" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>这个文件由较新版本的 Farmhouse 保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="367" />
            <source>the file cannot be read</source>
            <translation>无法读取这个文件</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="368" />
            <source>unknown problem (%1)</source>
            <translation>未知的问题（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="334" />
            <source>the saved game is damaged or incomplete</source>
            <translation>这个存档已损坏或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the file is too large to be a saved game</source>
            <translation>这个文件过大，不可能是存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存档中有不允许的值（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>文件中的电脑玩家使用了这个版本的 Farmhouse 没有的难度</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="272" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="213" />
            <source>Continue: %1</source>
            <translation>继续：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="216" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="225" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 文件已损坏：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="238" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>还没有存档。从上面开始新游戏吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="253" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或电脑一起玩的动物桌游</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="254" />
            <source>Your games</source>
            <translation>你的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="255" />
            <source>Load…</source>
            <translation>载入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="292" />
            <source>finished</source>
            <translation>已结束</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>真人玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="107" />
            <source>AI</source>
            <translation>电脑</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="19" />
            <source>Bye-Bye Black Sheep</source>
            <translation>拜拜黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="25" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>从对手手牌中抽牌来充实你的动物园，但抽到黑羊回合就结束。</translation>
        </message>
    </context>
    <context>
        <name>ElGaucho</name>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="19" />
            <source>El Gaucho</source>
            <translation>牛仔很忙</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="24" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>挑选骰子，派牛仔去抓牛，卖出最好的牛群。</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="40" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="48" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="132" />
            <source>Seat %1</source>
            <comment>a seat without a name</comment>
            <extracomment>How many cells beyond the landscape the fitted view grows when a tile reaches its edge. The fitted zoom is a power of this step (refits that change little keep the zoom). Room around the ghost for its frame, which keeps a few pixels' width at every zoom.</extracomment>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="55" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>黑色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>蓝色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="57" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>红色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="58" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>黄色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>village</source>
            <translation>村庄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="67" />
            <source>forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="68" />
            <source>black meadow</source>
            <translation>黑色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="69" />
            <source>blue meadow</source>
            <translation>蓝色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="70" />
            <source>red meadow</source>
            <translation>红色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="71" />
            <source>yellow meadow</source>
            <translation>黄色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>north</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>east</source>
            <translation>东</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>south</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>west</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="87" />
            <source>%1 and %2</source>
            <comment>two halves of a side</comment>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="96" />
            <source>a %1 meadow</source>
            <translation>%1草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="98" />
            <source>a %1 meadow with forest</source>
            <translation>%1草地与森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="100" />
            <source>a %1 meadow with village</source>
            <translation>%1草地与村庄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="102" />
            <source>a %1 and %2 meadow</source>
            <translation>%1和%2的草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a village</source>
            <translation>村庄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="105" />
            <source>a forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a wolf</source>
            <translation>一只狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a hunter</source>
            <translation>一位猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a landscape tile</source>
            <translation>一块风景板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="122" />
            <source>%n landscape tile(s)</source>
            <translation>
                <numerusform>%n 块风景板块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 1st</source>
            <translation>第 1 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 2nd</source>
            <translation>第 2 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 3rd</source>
            <translation>第 3 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 4th</source>
            <translation>第 4 个退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="151" />
            <source>%1 lays a %2 meadow.</source>
            <translation>%1放置%2草地。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="153" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1放置%2草地与森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1放置%2草地与村庄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="157" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1放置有%2和%3草地的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="159" />
            <source>%1 lays a village.</source>
            <translation>%1放置村庄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%1 lays a forest.</source>
            <translation>%1放置森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="165" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>狼来啦！%1的狼扑倒了猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="166" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>狼来啦！%1把狼放进森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="171" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>砰！%1的猎人赶走了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="172" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>猎人来啦！%1派猎人进入森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="177" />
            <source>The hunter leaves the game.</source>
            <translation>猎人离开游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="178" />
            <source>The wolf leaves the game.</source>
            <translation>狼离开游戏。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1从袋中抽走最后 %n 块板块。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="190" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1从袋中暗抽 %n 块板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="196" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1亮出颜色，本回合多放置一块板块。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="197" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1额外获得 %n 次放置。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="205" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>%1羊圈地围好了，共 %2 只羊，但被狼破坏了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="207" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>%1羊圈地围好了，共 %2 只羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="214" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>两片森林连成一片：其中的狼仍在作乱。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="216" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>两片森林连成一片：现在猎人挡住了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="217" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>两片森林连成一片：狼在整片森林作乱。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="224" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1退出，已经没有奖励分了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1第一个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="227" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1第二个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="228" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1第三个退出，获得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="235" />
            <source>%1 plays on alone.</source>
            <translation>只剩%1，继续独自进行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="241" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>其他玩家可以用狼、猎人、亮出颜色或退出回应%1的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="248" />
            <source>%1: %2</source>
            <comment>seat and colour</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="254" />
            <source>The colours are revealed: %1. Nobody had %2.</source>
            <translation>亮出所有颜色：%1。没有人是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="256" />
            <source>The colours are revealed: %1.</source>
            <translation>亮出所有颜色：%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="261" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1得 %n 分：羊圈地 %2 分，退出奖励 %3 分。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>所有玩家都退出了。%1以 %n 分获胜。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="278" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>没有人能再放置板块。%1以 %n 分获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="282" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>所有玩家都退出了。%1平局，共享胜利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="283" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>没有人能再放置板块。%1平局，共享胜利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1亮出颜色：%2，并放置牧羊人板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="297" />
            <source>You drew %1.</source>
            <comment>tiles</comment>
            <translation>你暗抽了%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>%1 touched two or more tiles and must lay one more at once.</source>
            <translation>%1接壤两块以上的板块，必须马上再放置一块。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="307" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>没有板块放得下：%1必须弃掉 %n 块板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="310" />
            <source>You discard %1.</source>
            <translation>你弃掉了%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="311" />
            <source>%1 discards a tile.</source>
            <translation>%1弃掉一块板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="313" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1本回合没有放置板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="319" />
            <source>%1 lets it pass.</source>
            <translation>%1不回应。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="353" />
            <source>the %1 side needs %2, not %3</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Event keys the log deliberately leaves out (bookkeeping that another line already says).</extracomment>
            <translation>%1边需要%2，而不是%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="360" />
            <source>It does not fit here: %1.</source>
            <translation>这里放不下：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="365" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="366" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="367" />
            <source>That is not a Wooly Bully move.</source>
            <translation>这不是《绵羊大战（Wooly Bully）》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="368" />
            <source>That tile is not in your hand.</source>
            <translation>那块板块不在你的手牌中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="369" />
            <source>There is no such tile.</source>
            <translation>没有这块板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="370" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>板块的这一面不能这样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="372" />
            <source>A wolf or hunter goes down forest side up with its own button; its meadow side is laid like any tile.</source>
            <translation>狼或猎人板块以森林面朝上放置时，请用它自己的按钮；它的草地面则像普通板块一样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="375" />
            <source>The tile cannot be turned that way.</source>
            <translation>板块不能这样旋转。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="376" />
            <source>That place is already taken.</source>
            <translation>那个位置已经有板块了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="377" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>板块必须接壤场上已有的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="379" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>你本回合已经没有可放置的板块：结束回合，或使用狼、猎人、亮出颜色或退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="383" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>你有风景板块放得下，所以必须先放置一块板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="385" />
            <source>That tile is not a wolf.</source>
            <translation>那块板块不是狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>That tile is not a hunter.</source>
            <translation>那块板块不是猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="388" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>有猎人守着的森林不能再放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="391" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>那片森林有狼：请把猎人直接放在狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>这只狼已经被猎人挡住了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="394" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>本局不能把狼放在猎人上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="395" />
            <source>You have already revealed your colour.</source>
            <translation>你已经亮出过颜色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="396" />
            <source>First lay the extra tile you owe.</source>
            <translation>请先放置必须额外放置的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="397" />
            <source>Nothing needs to be discarded now.</source>
            <translation>现在不需要弃牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>There is nothing to answer now.</source>
            <translation>现在没有需要回应的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>你正在回应其他玩家的板块：请点击“完成”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="400" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>起始手牌必须是 3 或 4 块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="402" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>“以额外放置代替额外抽牌”不能和“接壤两块以上后再放一块”一起使用。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="418" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>请先从手牌中弃掉 %n 块板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="421" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="431" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>分数平局：羊圈地较大者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>分数与羊圈地都平局：较早退出者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="433" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>分数、羊圈地与退出顺序都平局：共享胜利。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="450" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n 分，胜利者</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="452" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="470" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>颜色：%1（游戏中已亮出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="472" />
            <source>Colour: %1 (kept secret)</source>
            <translation>颜色：%1（一直保密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="476" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>没有不受狼破坏的羊圈地：0 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="480" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>羊圈地：%1 = %2 只羊</translation>
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
            <translation>最大的羊圈地：%1 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="490" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>其他羊圈地（不计分）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="496" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>被狼破坏（羊数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="499" />
            <source>Not enclosed (sheep): %1</source>
            <translation>尚未围起（羊数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>Did not quit: no bonus</source>
            <translation>没有退出：没有奖励分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="505" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>退出奖励：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>总分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="523" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="180" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1，+%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="526" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="530" />
            <source>colour: %1</source>
            <translation>颜色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="532" />
            <source>revealed: %1</source>
            <translation>已亮出：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="534" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="185" />
            <source>passed</source>
            <translation>跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="535" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="186" />
            <source> · </source>
            <comment>separator of the parts of a line</comment>
            <translation>・</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="543" />
            <source>Wooly Bully</source>
            <translation>绵羊大战（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置方形板块，为你秘密的羊的颜色围出最大的羊圈地，还要提防狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>Tiles in hand at the start</source>
            <translation>起始手牌数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="558" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>回应其他玩家的板块（狼、猎人、亮出颜色、退出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>A hunter guards the whole forest</source>
            <translation>猎人守护整片森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="560" />
            <source>Score every enclosed field</source>
            <translation>所有羊圈地都计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="561" />
            <source>A wolf may pounce on a hunter</source>
            <translation>狼可以扑倒猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="562" />
            <source>Extra placements instead of extra tiles</source>
            <translation>以额外放置代替额外抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>Lay one more after touching two or more</source>
            <translation>接壤两块以上后再放一块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>每位玩家开始时抽几块板块：原版规则为 4 块，变体规则为 3 块，局面更紧凑。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="576" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>每放置一块板块后，其他玩家依次可以使用狼或猎人、亮出颜色或退出，然后回合才继续，就像原始规则允许随时这么做。关闭时：只能在自己的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="581" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森林连成一片时，森林中任何一位猎人都能挡住所有的狼（英文规则书）。关闭时：狼会一直作乱，直到有猎人直接放在它上面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="586" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>计算你所有不受狼破坏的羊圈地的羊，而不只是最大的一块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="589" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>狼也可以放在猎人上，猎人随即离开游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="592" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>每放置一块板块只抽一块，但接壤多块板块时，除第一块外每多接壤一块，就多一次放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="596" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>放置接壤两块以上的板块并抽牌后，必须马上再放置一块，这块不抽牌。若放不下，就弃牌到起始手牌数。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="638" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>本局：%n 块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: on.</source>
            <translation>原版规则：开启。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: off.</source>
            <translation>原版规则：关闭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>On in this game.</source>
            <translation>本局：开启。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>Off in this game.</source>
            <translation>本局：关闭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="645" />
            <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3</source>
            <comment>option, its explanation, its setting</comment>
            <translation>&lt;b&gt;%1&lt;/b&gt;：%2%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="692" />
            <source>The goal</source>
            <translation>游戏目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="695" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>大家一起用方形板块拼出不断扩大的风景：村庄、森林，以及用栅栏围住、有四种颜色的羊的草地。每位玩家秘密地拥有一种颜色，目标是用自己的颜色围出最大的羊圈地，而且不能有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="704" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>每种颜色都有自己的色调和符号：黑色是新月，蓝色是水滴，红色是爱心，黄色是太阳。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="710" />
            <source>The tiles</source>
            <translation>板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>每块板块都有两面。每一面有某种颜色的草地和羊、森林与村庄，彼此以栅栏分隔。放置时哪一面朝上都可以，也可以任意旋转。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="718" />
            <source>The two faces of one tile</source>
            <translation>同一块板块的两面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="719" />
            <source>One face turned four ways</source>
            <translation>同一面的四种旋转</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>Setup</source>
            <translation>设置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="725" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>小村广场放在中央。每位玩家暗中拿到一块牧羊人板块：它的颜色就是你秘密的颜色，只会在游戏画面上方显示给你看。袋中有 60 块风景板块、4 只狼和 4 位猎人。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="731" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>每位玩家从袋中暗抽 %n 块板块作为起始手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="732" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>小村广场与一块背面朝上的牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>从手牌中选一块板块放在风景旁。它至少要接壤一块板块，而且每个接壤的边都必须相配：村庄接村庄、森林接森林、草地接同颜色的草地。然后每接壤一块板块就暗抽一块，最多四块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <source>A tile that fits beside the Village Square</source>
            <translation>一块能放在小村广场旁的板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>第一块板块必须以村庄接上小村广场。如果你的风景板块都放不下，可以不放置就结束回合，也不抽牌。狼或猎人板块的草地面可以像普通板块一样放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="755" />
            <source>Fields</source>
            <translation>草地与羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>跨越板块相连的同色草地构成一片草地。当草地的边缘都没有开口，四周都被栅栏、森林、村庄与其他板块围住时，就成为羊圈地。风景中可以有“洞”。羊圈地会在画面上描出轮廓并标示羊的数量。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="764" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四个草地角落围出有 4 只羊的羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="767" />
            <source>Wolves and hunters</source>
            <translation>狼与猎人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="768" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>狼、猎人、草地背面与牧羊人板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="771" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>狼来啦！在你的回合，你可以把狼以森林面朝上，放在所有接壤的边都是森林的位置。与它所在森林相邻的草地都无法计分。狼不能加入有猎人的森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>猎人来啦！猎人以森林面朝上放进没有狼作乱的森林，之后那片森林就不能再放狼。或者把猎人直接放在狼上：砰！拜拜野狼，狼离开游戏。放置狼与猎人时，也像普通板块一样抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>本局中，森林连成一片时，森林中任何一位猎人都能挡住其中的狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="790" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>本局中，狼所在的森林与有猎人的森林连成一片后，狼仍会作乱：只有直接放在狼上的猎人才能挡住它。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Revealing your colour</source>
            <translation>亮出颜色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="799" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>每局一次，在你的回合可以亮出颜色：把你的牧羊人板块（你的颜色、有 4 只羊的草地）放在放得下的位置，并照常抽牌。之后本回合可以额外放置一块板块，所以一个回合最多能放下三块。亮出颜色并非必要。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="807" />
            <source>Quitting</source>
            <translation>退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="810" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>在你的回合可以宣布退出。第一个退出的玩家得 6 分，第二个得 3 分，第三个得 1 分（玩家较少时奖励也较少）；最后未退出的玩家没有奖励。你的羊圈地仍会计分，但你不再进行回合。其他人都退出后，最后的玩家独自继续进行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="818" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>本局中，每放置一块板块后，其他玩家也可以依次马上用狼、猎人、亮出颜色或退出来回应。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="826" />
            <source>The end</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="829" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>所有玩家都退出，或所有尚未退出的玩家接连结束回合都没有放置板块时，游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Scoring</source>
            <translation>计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="838" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>所有颜色都会亮出。你的得分是你颜色的、没有与有狼作乱的森林相邻的羊圈地中的羊数，再加上退出奖励。没有人拥有的颜色不计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="844" />
            <source>In this game every such field counts.</source>
            <translation>本局中，每块这样的羊圈地都计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="846" />
            <source>Only your best such field counts.</source>
            <translation>只有其中最大的一块羊圈地计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="850" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>总分最高者获胜。平局时，羊圈地较大者获胜，再平局则较早退出者获胜；否则共享胜利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="855" />
            <source>Options</source>
            <translation>选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="857" />
            <source>Playing with the mouse</source>
            <translation>鼠标操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="861" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>点击下方手牌中的一块板块。它会随着鼠标指针在风景上移动；放得下的位置会高亮（虚线：旋转后放得下）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>按右键、Ctrl + 滚轮或“旋转”按钮旋转，按“翻面”按钮翻面，再点击高亮的位置放置。放不下的位置会告诉你哪一边不相配。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="875" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手牌旁的按钮可以亮出颜色、使用狼或猎人、结束回合或退出。拖动桌面可以移动画面，滚动滚轮可以缩放，“全览”会显示整个风景。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="882" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>羊圈地会描出轮廓并标示羊的数量。有狼作乱的森林以红色虚线标示，被它破坏的草地会画上斜线。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="888" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>自你上次行动后放置的板块，会标上放置者的符号；最新的一块以金框标示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>Playing with the keyboard</source>
            <translation>键盘操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9：选择手牌中的板块；Esc：放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="898" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：顺时针旋转，Shift + R：逆时针旋转；F：翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="901" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>方向键：移动板块一格；Tab：跳到下一个放得下的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="904" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter 或空格键：放置在该位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="905" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：亮出颜色，W：狼，H：猎人，E：结束回合，Q：退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ 和 −：缩放；0：显示整个风景；没有选择板块时，方向键会移动画面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="152" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="189" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="206" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="504" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>请先从手牌中选一块板块（按键 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="235" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>等待%1…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="239" />
            <source>Quit for %n point(s)? Press Q again or Enter; Esc cancels.</source>
            <translation>
                <numerusform>要退出并获得 %n 分吗？再按一次 Q 或 Enter；Esc 取消。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="246" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>没有板块放得下：点击手牌中的 %n 块板块弃掉。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="251" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>用狼、猎人、亮出颜色或退出来回应，或点击“完成”（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="254" />
            <source>You touched two or more tiles: lay one more now (keys 1–9).</source>
            <translation>你接壤了两块以上的板块：现在再放置一块（按键 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="256" />
            <source>Choose a tile from your hand (keys 1–9), then a lit place.</source>
            <translation>从手牌中选一块板块（按键 1–9），再选高亮的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="259" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>你的板块都放不下：结束回合（E），或使用狼、猎人或亮出颜色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="261" />
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="269" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>本回合的板块都放置完了：结束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="263" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>把狼放在高亮的森林位置。Esc 放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="265" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>把猎人放在高亮的位置，或直接放在作乱的狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="267" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>把牧羊人板块放在高亮的位置，亮出你的颜色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="271" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>这一面哪里都放不下：翻面（F）或换一块板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="272" />
            <source>Click a lit place to lay it. R or right click turns it, F flips it.</source>
            <translation>点击高亮的位置放置。R 或右键旋转，F 翻面。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="86" />
            <source>Game over: %1 wins with %n point(s)</source>
            <extracomment>Smallest font of anything a player must read (pixels).</extracomment>
            <translation>
                <numerusform>游戏结束：%1以 %n 分获胜</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="89" />
            <source>Game over: a shared win</source>
            <translation>游戏结束：共享胜利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="94" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ 你回应%1的板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="97" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ 你的回合：弃掉 %n 块板块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="99" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ 你的回合：现在再放置一块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="103" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ 你的回合：板块都放置完了</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="104" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ 你的回合：还要放置 %n 块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="107" />
            <source>%1 may answer %2's tile</source>
            <translation>%1可以回应%2的板块</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="112" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1的回合：还要放置 %n 块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="139" />
            <source>Tiles left in the bag</source>
            <translation>袋中剩下的板块</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="154" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>你的羊：%1（已亮出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="155" />
            <source>Everybody knows your colour now.</source>
            <translation>现在大家都知道你的颜色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="157" />
            <source>Your sheep: %1 (secret)</source>
            <translation>你的羊：%1（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="158" />
            <source>Only you can see this: keep it secret.</source>
            <translation>只有你看得到：请保守秘密。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="172" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="183" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n 块</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="207" />
            <source>Your colour (only you see it)</source>
            <translation>你的颜色（只有你看得到）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="215" />
            <source>Colour still secret</source>
            <translation>颜色仍是秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="235" />
            <source>Bag: %1</source>
            <translation>袋中：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="268" />
            <source>Reveal (V)</source>
            <translation>亮出颜色（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="269" />
            <source>Wolf (W)</source>
            <translation>狼（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="270" />
            <source>Hunter (H)</source>
            <translation>猎人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>End turn (E)</source>
            <translation>结束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="272" />
            <source>Quit (Q)</source>
            <translation>退出（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="276" />
            <source>Fit</source>
            <translation>全览</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="278" />
            <source>Zoom in (+)</source>
            <translation>放大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="279" />
            <source>Zoom out (−)</source>
            <translation>缩小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="280" />
            <source>Show the whole landscape (0)</source>
            <translation>显示整个风景（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="317" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>你已经退出：你的板块已放到一旁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="319" />
            <source>Your hand is empty.</source>
            <translation>你的手牌是空的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="333" />
            <source>Rotate (R)</source>
            <translation>旋转（R）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="334" />
            <source>Flip (F)</source>
            <translation>翻面（F）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="344" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>现在退出并获得 %n 分奖励吗？之后你不再进行回合。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="358" />
            <source>Quit (+%1)</source>
            <translation>退出（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="367" />
            <source>Cancel (Esc)</source>
            <translation>取消（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="54" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>点击手牌中的板块，再点击高亮的位置（按键 1–9、方向键或 Tab、Enter）。R 或右键旋转，F 翻面。V 亮出颜色，W 狼，H 猎人，E 结束回合，Q 退出。拖动移动画面，滚轮或 + − 缩放，0 显示全部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="135" />
            <source>You have no tile with that number.</source>
            <translation>你没有这个编号的板块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="180" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>这只狼现在哪里都放不下，它的草地面也一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="182" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>这位猎人现在哪里都放不下，他的草地面也一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="183" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>这块板块现在两面都放不下，请换一块。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="193" />
            <source>This tile looks the same every way round.</source>
            <translation>这块板块怎么旋转都一样。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="209" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>牧羊人板块要以有羊的那面朝上放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="270" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>你的牧羊人板块还放不下：它需要一个所有接壤的边都是你颜色草地的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="275" />
            <source>You hold no wolf.</source>
            <translation>你手上没有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="276" />
            <source>No forest has room for a wolf now.</source>
            <translation>现在没有森林能放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="279" />
            <source>You hold no hunter.</source>
            <translation>你手上没有猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="280" />
            <source>No forest has room for a hunter now.</source>
            <translation>现在没有森林能放猎人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="283" />
            <source>You cannot quit now.</source>
            <translation>你现在不能退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="294" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="332" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="411" />
            <source>Please wait: it is not your turn.</source>
            <translation>请稍候：还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="318" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>已旋转成放得下的方向：再点击一次（或按 Enter）即可放置。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="336" />
            <source>First discard %n tile(s): click them in your hand.</source>
            <translation>
                <numerusform>请先弃掉 %n 块板块：点击手牌中的板块。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="343" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="415" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>请先从手牌中选一块板块（按键 1–9），再选高亮的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="368" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1它的另一面放得下：按 F 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="522" />
            <source>This tile fits nowhere now.</source>
            <translation>这块板块现在哪里都放不下。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="280" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <extracomment>Layer stacking in the scene.</extracomment>
            <translation>%1羊圈地：%2 只羊，被狼破坏</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="293" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>%1羊圈地：%2 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="312" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1：%2 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="313" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1以这块%2羊圈地计分：%3 只羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="393" />
            <source>Laid by %1 since your last move</source>
            <translation>自你上次行动后由%1放置</translation>
        </message>
    </context>
</TS>
