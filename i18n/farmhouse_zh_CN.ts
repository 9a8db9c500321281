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
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="313" />
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="325" />
            <source>Bonus cards: 6 points each</source>
            <translation>奖励卡：每张 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="334" />
            <source>majority per animal · complete set</source>
            <translation>各动物最多 · 全套</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="344" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任务卡（重建的牌组）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>face up</source>
            <translation>公开</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="347" />
            <source>your secret</source>
            <translation>你的秘密任务</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="351" />
            <source>%1's secret</source>
            <translation>%1 的秘密任务</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="452" />
            <source>%1 (just played)</source>
            <translation>%1（刚打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="504" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成顺序：组合完全相同时，号码较小者获胜。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="136" />
            <source>New game…</source>
            <translation>新游戏…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
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
        <message>
            <location filename="../farmhouse/app/game_over.py" line="60" />
            <source>%1. %2 — %3</source>
            <comment>place. name — score</comment>
            <translation>第 %1 名　%2 — %3</translation>
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
            <location filename="../farmhouse/app/game_ui.py" line="129" />
            <source>%1–%2 players</source>
            <translation>%1–%2 名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="139" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="140" />
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
            <location filename="../farmhouse/app/main_window.py" line="160" />
            <source>No recent games</source>
            <translation>没有最近的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="164" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="168" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;New…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>&amp;Recent games</source>
            <translation>最近的游戏(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Result…</source>
            <translation>结果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Back to start</source>
            <translation>回到首页(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>AI &amp;speed</source>
            <translation>电脑速度(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="182" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Instant</source>
            <translation>立即</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="189" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;About Farmhouse</source>
            <translation>关于 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="226" />
            <source>The computer player failed</source>
            <translation>电脑玩家发生错误</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="227" />
            <source>The AI could not choose a move: %1</source>
            <translation>电脑无法选择走法：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="271" />
            <source>Open saved game</source>
            <translation>打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="282" />
            <location filename="../farmhouse/app/main_window.py" line="293" />
            <source>Cannot open saved game</source>
            <translation>无法打开存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="283" />
            <location filename="../farmhouse/app/main_window.py" line="294" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>无法打开“%1”：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="321" />
            <source>Save game</source>
            <translation>保存游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="335" />
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="336" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>无法将游戏保存到“%1”：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Saved to %1</source>
            <translation>已保存到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="347" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse 存档 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>Autosave failed</source>
            <translation>自动保存失败</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>无法将游戏自动保存到“%1”：%2

游戏会继续进行，但不会在每一步之后保存。若要保留这局游戏，请使用“游戏”→“另存为…”。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="410" />
            <source>The translation for %1 is not available.</source>
            <translation>无法使用 %1 的翻译。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="452" />
            <source>About Farmhouse</source>
            <translation>关于 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="454" />
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
            <location filename="../farmhouse/app/controller.py" line="231" />
            <source>Autosave failed: %1</source>
            <translation>自动保存失败：%1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="278" />
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="309" />
            <source>New game: %1</source>
            <translation>新游戏：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="310" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="311" />
            <source>Number of players:</source>
            <translation>玩家人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="315" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="329" />
            <source>Choose the deal (seed)</source>
            <translation>指定发牌（随机种子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="332" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>相同的种子和相同的走法会重现同一局游戏。不勾选，就是没有人知道的发牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="337" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的种子和相同的走法会重现同一局游戏。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="338" />
            <source>New seed</source>
            <translation>换一个种子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>Start game</source>
            <translation>开始游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="340" />
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
            <location filename="../farmhouse/app/start_page.py" line="320" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>这个文件不是存档（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="322" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>这个文件不是 Farmhouse 的存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="324" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>记录的走法无法还原保存时的局面（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="329" />
            <source>the game in this file is not available</source>
            <translation>这个文件中的游戏目前无法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="331" />
            <source>the file contains a move that is not allowed</source>
            <translation>文件中有不合规则的走法</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="335" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>这个文件由较新版本的 Farmhouse 保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="339" />
            <source>the file cannot be read</source>
            <translation>无法读取这个文件</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>unknown problem (%1)</source>
            <translation>未知的问题（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="330" />
            <source>the saved game is damaged or incomplete</source>
            <translation>这个存档已损坏或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is too large to be a saved game</source>
            <translation>这个文件过大，不可能是存档</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存档中有不允许的值（文件被修改或已损坏）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="341" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>文件中的电脑玩家使用了这个版本的 Farmhouse 没有的难度</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="266" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="211" />
            <source>Continue: %1</source>
            <translation>继续：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="214" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="223" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 文件已损坏：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="232" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>还没有存档。从上面开始新游戏吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="247" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或电脑一起玩的动物桌游</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="248" />
            <source>Your games</source>
            <translation>你的游戏</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="249" />
            <source>Load…</source>
            <translation>载入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="286" />
            <source>finished</source>
            <translation>已结束</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="105" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>真人玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
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
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="25" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>挑选骰子，派牛仔去抓牛，卖出最好的牛群。</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="19" />
            <source>Wooly Bully</source>
            <translation>绵羊大战（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="25" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置方形板块，为你秘密的羊群颜色围出最大的草地，并远离狼群。</translation>
        </message>
    </context>
</TS>
