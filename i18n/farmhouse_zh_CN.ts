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
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="73" />
            <source>black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="306" />
            <source>Game over: a shared win for %1.</source>
            <translation>游戏结束：%1共同获胜。</translation>
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
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="532" />
            <source>It is not your turn.</source>
            <translation>现在不是你的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="561" />
            <source>That move is not allowed (%1).</source>
            <translation>不能这样做（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="155" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>请稍候：现在不是你选择的时候。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="82" />
            <source>Waiting for %1…</source>
            <translation>等待%1……</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="103" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="170" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="104" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="171" />
            <source>▶ to play</source>
            <translation>▶ 进行中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="244" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="50" />
            <source>tiger</source>
            <extracomment>Where the card pictures are (the rules page shows them).</extracomment>
            <translation>老虎</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="51" />
            <source>penguin</source>
            <translation>企鹅</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="52" />
            <source>crocodile</source>
            <translation>鳄鱼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="53" />
            <source>goat</source>
            <translation>山羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="54" />
            <source>lion</source>
            <translation>狮子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>elephant</source>
            <translation>大象</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>giraffe</source>
            <translation>长颈鹿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <source>zebra</source>
            <translation>斑马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>panda</source>
            <translation>熊猫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>koala</source>
            <translation>考拉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>kangaroo</source>
            <translation>袋鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>hippo</source>
            <translation>河马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>flamingo</source>
            <translation>火烈鸟</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>camel</source>
            <translation>骆驼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>monkey</source>
            <translation>猴子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>rabbit</source>
            <translation>兔子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="75" />
            <source>joker</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="868" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="254" />
            <source>Eagle</source>
            <translation>老鹰</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="877" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="310" />
            <source>Mole</source>
            <translation>鼹鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>Thieving Magpie</source>
            <translation>小偷喜鹊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="940" />
            <source>White Sheep</source>
            <translation>白羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="948" />
            <source>Mother Sheep</source>
            <translation>母羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="953" />
            <source>Wolf</source>
            <translation>狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="106" />
            <source>, </source>
            <comment>list separator</comment>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="111" />
            <source>%1 ×%2</source>
            <translation>%1×%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="132" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="129" />
            <source>Player %1</source>
            <extracomment>Events the board remembers for "Since your last turn" (the newest ones). Events that add a card to the watering hole (the newest cards there are outlined).</extracomment>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="149" />
            <source>%1 draws the joker from %2 (card %3).</source>
            <translation>%1从%2抽到百搭（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="150" />
            <source>%1 draws the Eagle from %2 (card %3).</source>
            <translation>%1从%2抽到老鹰（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1 draws the Mole from %2 (card %3).</source>
            <translation>%1从%2抽到鼹鼠（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="152" />
            <source>%1 draws the Thieving Magpie from %2 (card %3).</source>
            <translation>%1从%2抽到小偷喜鹊（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1 draws the White Sheep from %2 (card %3).</source>
            <translation>%1从%2抽到白羊（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="154" />
            <source>%1 draws the Mother Sheep from %2 (card %3).</source>
            <translation>%1从%2抽到母羊（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1 draws the Wolf from %2 (card %3).</source>
            <translation>%1从%2抽到狼（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="159" />
            <source>%1 draws %4 from %2 (card %3).</source>
            <translation>%1从%2抽到%4（第 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (card %4).</source>
            <translation>%1用老鹰向%2要%3：%2交出一张（第 %4 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="174" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1用老鹰向%2要%3：%2没有，回合结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="183" />
            <source>the joker</source>
            <translation>百搭</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="186" />
            <source>%1 takes %3 from %2's zoo with the Magpie (card %4); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1用小偷喜鹊从%2的动物园拿走%3（第 %4 张）；%2现在有 %n 个三张一组。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="199" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>牌堆已空：母羊没有带来任何牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="201" />
            <source>The Mother Sheep brings %1 from the pile (card %2).</source>
            <translation>母羊从牌堆带来%1（第 %2 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>狼没有盖住任何牌：饮水处原本是空的。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>狼盖住 %n 张牌：回合结束时交给%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="230" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1的回合结束：可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="231" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1的回合结束，没有牌可放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="233" />
            <source>%1 stops without drawing.</source>
            <translation>%1没有抽牌就停手。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1抽了 %n 张后停手：张数不够，不能放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="236" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %2 张后停手，可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="246" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1用白羊把百搭当作%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="248" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1用白羊把%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="250" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1把百搭当作%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="252" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1把%2放进动物园（现在 %3 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="261" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鹊：动物园有了第三种动物，而且别人的动物园也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="265" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1拿到小偷喜鹊：动物园有了第三种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="267" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鹊：别人的动物园也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="277" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>牌堆已空：%1补不到牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="279" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1抽走牌堆最后 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="280" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1从牌堆补了 %n 张手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="287" />
            <source>Nothing moved this turn (idle turns in a row: %1 of %2).</source>
            <translation>这回合没有任何进展（连续闲置回合：%1／%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="295" />
            <source>The game ends after %1 turns.</source>
            <translation>%1 个回合后游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>已经 %1 个回合没有任何进展：游戏结束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="305" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>游戏结束：%1以 %n 个三张一组获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1抽到%2的黑羊：强制结束，不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="318" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1不使用老鹰发问。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1用鼹鼠看%2的手牌（%n 张）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="327" />
            <source>You see %1's hand: %2.</source>
            <translation>你看到%1的手牌：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="330" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1的手牌没有动物卡：鼹鼠什么也没找到。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="333" />
            <source>%1 takes %3 from %2's hand with the Mole (card %4).</source>
            <translation>%1用鼹鼠从%2的手牌拿出%3（第 %4 张）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>其他动物园都没有牌：小偷喜鹊什么也没拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="343" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1没有用小偷喜鹊拿牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="347" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1可以用白羊从手牌放一张牌进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="350" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1没有动物卡可以用白羊放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="353" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1没有用白羊放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="359" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>狼底下的 %n 张牌交给%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="363" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1从饮水处拿走 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="368" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1凑齐%2的三张一组：现在有 %n 个。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="375" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1放弃了 %n 次放牌机会。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>You drew %1 from the pile.</source>
            <translation>你从牌堆抽到%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="388" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1有 %n 个三张一组，获胜！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="443" />
            <source>%1 drew %2's black sheep at once: nothing placed.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Events of the active seat's drawing step (``seat`` is the active seat): the first one seen opens a turn in a summary. Events that get a line of their own in a turn summary (worded as in the game log).</extracomment>
            <translation>%1一抽就抽到%2的黑羊：没有放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="445" />
            <source>%1 drew %n card(s), then %2's black sheep: nothing placed.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌，接着抽到%2的黑羊：没有放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="451" />
            <source>%1 drew %n card(s), then asked %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌，用老鹰向%2要%3但落空。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="458" />
            <source>%1 stopped without drawing.</source>
            <translation>%1没有抽牌就停手了。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="459" />
            <source>%1 drew %n card(s) and stopped.</source>
            <translation>
                <numerusform>%1抽了 %n 张牌后停手。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="480" />
            <source>%1 placed %2 in their zoo.</source>
            <translation>%1把%2放进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="518" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>现在请从其他玩家的手牌抽牌，或停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="519" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>请先决定老鹰：向一位玩家要一种动物，或不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>First choose the card the Mole takes.</source>
            <translation>请先选择鼹鼠要拿的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="521" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>请先决定小偷喜鹊：从别人的动物园拿一张牌，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="522" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>请先等白羊的主人决定是否放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="523" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>现在请把牌放进动物园，或结束放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="526" />
            <source>That is not possible now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="533" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>这不是《拜拜黑羊》的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="534" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="304" />
            <source>There is no such player.</source>
            <translation>没有这位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="535" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>请从其他玩家的手牌抽牌，不能抽自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="536" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>老鹰只能问其他玩家，不能问自己。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="537" />
            <source>That species is not in this game.</source>
            <translation>这一局没有这种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="539" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>用鼹鼠时必须从看到的手牌选一张动物卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>That card is not in the hand you see.</source>
            <translation>你看到的手牌里没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="543" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>鼹鼠只能拿动物卡：动物或百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="545" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>小偷喜鹊只能从其他玩家的动物园拿，不能拿自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="546" />
            <source>That zoo holds no such card.</source>
            <translation>那个动物园没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="547" />
            <source>You do not hold that card.</source>
            <translation>你没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="548" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊卡永远不能放进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="549" />
            <source>Choose the species the joker stands for.</source>
            <translation>请选择百搭代表的动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="550" />
            <source>Only the joker is declared as a species.</source>
            <translation>只有百搭需要指定动物种类。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="570" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>%n 个三张一组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="576" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>三张一组数量相同：动物园牌最多者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="577" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>三张一组和动物园牌数都相同：共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="586" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>连续 %1 个回合没有任何进展，游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="590" />
            <source>The game reached its turn limit and ended.</source>
            <translation>游戏达到回合上限而结束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="609" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>第 %1 名　%2 — %n 个三张一组（胜利者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>第 %1 名　%2 — %n 个三张一组</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="631" />
            <source>Triplets: %1</source>
            <translation>三张一组：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="633" />
            <source>No triplet</source>
            <translation>没有三张一组</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="638" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>动物园 %n 张：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="640" />
            <source>Empty zoo</source>
            <translation>动物园是空的</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="642" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最先达成 %n 个三张一组的目标。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>Bye-Bye Black Sheep</source>
            <translation>拜拜黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="657" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>从对手手牌中抽牌来充实你的动物园，但抽到黑羊回合就结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="665" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>进阶规则：白羊、母羊和狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="666" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>Joker</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="675" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>每位玩家从八张特殊卡中发到一张，取代老鹰或鼹鼠：三张老鹰、两张鼹鼠、白羊、母羊和狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="679" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>动物卡中加入一张百搭：放进动物园时，它算作你选择的动物，可以凑成三张一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="699" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>三张一组 %1/%2 · 手牌 %3 · 动物园 %4
持有小偷喜鹊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>三张一组 %1/%2 · 手牌 %3 · 动物园 %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Players</source>
            <extracomment>The frame colour of the black sheep on the rules page (on the board: its owner's colour).</extracomment>
            <translation>玩家人数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Species</source>
            <translation>动物种类</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Triplets to win</source>
            <translation>获胜所需三张一组</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="772" />
            <source>This game: advanced game with the joker.</source>
            <translation>本局：进阶规则，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="774" />
            <source>This game: advanced game, without the joker.</source>
            <translation>本局：进阶规则，没有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>This game: base game with the joker.</source>
            <translation>本局：基本规则，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="778" />
            <source>This game: base game, without the joker.</source>
            <translation>本局：基本规则，没有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="780" />
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="784" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>在你的动物园里收集三张一组：同一种动物的三张牌。最先凑齐足够组数的玩家立刻获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="791" />
            <source>Setup</source>
            <translation>准备</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="795" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>每位玩家拿到 5 张动物卡（2 人时 6 张）、自己的黑羊和一张特殊卡：老鹰或鼹鼠。其余动物卡面朝下成为牌堆。小偷喜鹊面朝上放在牌堆旁边。起始玩家随机决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="803" />
            <source>Your turn: draw cards</source>
            <translation>你的回合：抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="807" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>点击其他玩家的手牌，随机抽出一张看不到的牌。它面朝上放进中间的饮水处。接着可以再抽，从同一位或另一位玩家抽都可以，想抽几次都行，或者停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="816" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>每个人的手牌里都有一只黑羊。抽到黑羊时回合立刻结束：强制结束。黑羊还给主人，你把饮水处的牌收进手牌，这回合不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="825" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>每位玩家的区域会显示手牌张数，以及从他那里下一张抽到黑羊的概率：7 张中 1 张比 3 张中 1 张安全。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="830" />
            <source>Stop and place</source>
            <translation>停手并放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="834" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>停手时，把饮水处的牌全部收进手牌。然后可以把比抽到张数少两张的牌放进动物园：抽 3 张放 1 张，抽 4 张放 2 张，依此类推。从整手牌中任选动物卡，一次放一张。特殊卡永远不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="844" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>动物园按动物种类排列。同种三张就是三张一组；第四、第五张不会多算一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="849" />
            <source>Special cards</source>
            <translation>特殊卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="853" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>除了黑羊，每张抽到的牌都算进抽牌张数；老鹰、鼹鼠、小偷喜鹊或母羊带来的牌也算。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="863" />
            <source>Black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="864" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>立刻结束你的回合：黑羊还给主人，你不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="870" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>可以向一位玩家要一种动物。他有的话，那张牌进入饮水处，你的回合继续；没有的话，你的回合结束，就像你停手一样。也可以不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="879" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>你可以看到抽出鼹鼠那位玩家的手牌，并从中选一张动物卡放进饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>一开始放在牌堆旁边。第一位在动物园放入第三种动物、或放入别人动物园已有的动物的玩家，把它收进手牌。之后从手牌中抽到它的人，可以从其他玩家的动物园拿一张牌放进饮水处，可能拆散三张一组。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="896" />
            <source>After the turn</source>
            <translation>回合之后</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="900" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>除了刚结束回合的玩家，其他人从下一位开始依次从牌堆补牌到 7 张（2 人时 8 张）。牌堆抽完后，就用较少的手牌继续。接着由顺时针下一位玩家进行回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="907" />
            <source>End of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="911" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>最先凑齐所需三张一组数量的玩家立刻获胜，即使正在放牌，或是在别人的回合中用白羊放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="919" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>如果连续每位玩家两个回合都没有进展（没有牌进入动物园，牌堆也没有变少），游戏结束：三张一组最多者获胜，其次比动物园的牌数；仍然相同就共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="925" />
            <source>Options</source>
            <translation>选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="929" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>进阶规则：特殊卡改用三张老鹰、两张鼹鼠、白羊、母羊和狼，每位玩家发一张；其余的不看就收起来。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="942" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>别人从你手牌抽到它时，即使不是你的回合，你也可以立刻从手牌放一张动物卡进动物园。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="949" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>牌堆最上面的一张牌也加入饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>饮水处已有的牌全部面朝下压在狼底下，不再计算。回合结束时，这些牌交给被你抽走狼的那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="962" />
            <source>Joker (option)</source>
            <translation>百搭（选项）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>动物卡中加入一张百搭。放进动物园时选择它算作哪种动物。老鹰发问时不能用百搭回答。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="971" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="973" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>抽牌：点击其他玩家的手牌，或按他区域上的数字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Stop: click Stop, or press S.</source>
            <translation>停手：点击“停手”，或按 S。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="976" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>选择（老鹰要问的玩家和动物、鼹鼠要拿的牌、小偷喜鹊要拿的牌、百搭的动物、要放的牌）：点击高亮的牌或按钮，或用方向键或 Tab 移动后按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N 代表“不要”：老鹰不问、小偷喜鹊不拿、白羊不放、结束放牌。Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="985" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>鼠标移到牌上可看到名称。没有高亮的选项，移上去或点击时会说明原因。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="989" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盘面上的“你上回合之后”列出其他人做了什么，他们刚放的牌会以金色标示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Since your last turn</source>
            <translation>你上回合之后</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Last turns</source>
            <translation>最近的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="294" />
            <source>Triplet!</source>
            <extracomment>How long the steps take at AI speed "normal" (milliseconds).</extracomment>
            <translation>三张一组！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="49" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <extracomment>Targets whose explanation never changes (set when drawn).</extracomment>
            <translation>点击其他玩家的手牌抽牌（按键 1–4），按“停手”结束回合（S）。可选的东西会高亮：点击一个，或用 ←/→ 或 Tab 移动后按 Enter。N 代表“不要”，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="154" />
            <source>Please wait: %1 decides now.</source>
            <translation>请稍候：现在由%1决定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="161" />
            <source>First choose the joker's species (or press Esc).</source>
            <translation>请先选择百搭的动物（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="167" />
            <source>First choose whom to ask.</source>
            <translation>请先选择要问谁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="174" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>动物园里的牌只能用小偷喜鹊拿走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="178" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>你的黑羊一直留在手牌：永远不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="182" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>停手之后才放牌：张数是抽到的张数少两张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="263" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>只有在你的回合抽牌时才能停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="274" />
            <source>First choose with ←/→ or Tab (or click), then press Enter.</source>
            <translation>请先用 ←/→ 或 Tab 选择（或点击），再按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="302" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>请用鼠标或 ←/→ 和 Enter 选择动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="311" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="317" />
            <source>There is no such card.</source>
            <translation>没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="95" />
            <source>Triplets %1/%2</source>
            <extracomment>A risk at least this high is shown in warning red.</extracomment>
            <translation>三张一组 %1/%2</translation>
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
            <translation>▶ 由你决定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="106" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="173" />
            <source>▶ deciding</source>
            <translation>▶ 决定中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="107" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>their turn</source>
            <translation>本回合玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="139" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>三张一组：%1，获胜需要 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="211" />
            <source>Key %1 draws from this hand</source>
            <translation>按 %1 从这份手牌抽</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="254" />
            <source>black sheep: %1 in %2</source>
            <translation>黑羊：%2 张中 %1 张</translation>
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
                <numerusform>%1有 %n 张手牌。
已知在这份手牌中：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1有 %n 张手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空的动物园</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="332" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="441" />
            <source>Triplet of %1</source>
            <translation>%1的三张一组</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="341" />
            <source>joker as %1</source>
            <translation>百搭（当作%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="344" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（你上回合之后放的）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="400" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>你的手牌：%n 张</numerusform>
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
            <translation>放下后动物园里有%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="80" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1可以用白羊放一张牌……</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="85" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>百搭：选择它在动物园里算作哪种动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="88" />
            <source>Your turn: click another player's hand to draw a card.</source>
            <translation>轮到你了：点击其他玩家的手牌抽一张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="89" />
            <source>Draw another card from a hand, or stop and take the watering hole.</source>
            <translation>再从手牌抽一张，或停手收下饮水处的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="92" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>老鹰：选一位玩家来要一种动物，或不问。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="94" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>老鹰：要向%1要哪种动物？（Esc：换人）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="99" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>鼹鼠：从%1的手牌选一张动物卡放进饮水处。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="104" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>小偷喜鹊：点击其他玩家动物园里的一张牌拿走，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="108" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1抽到你的白羊：你可以从手牌放一张牌进动物园。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="113" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>从手牌最多放 %n 张牌进动物园。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="121" />
            <source>Stop (S)</source>
            <translation>停手（S）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="123" />
            <source>Back (Esc)</source>
            <translation>返回（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="125" />
            <source>Don't ask (N)</source>
            <translation>不问（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="126" />
            <source>Take nothing (N)</source>
            <translation>不拿（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="127" />
            <source>Don't place (N)</source>
            <translation>不放（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="128" />
            <source>Done placing (N)</source>
            <translation>放完了（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="129" />
            <source>No (N)</source>
            <translation>不要（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="192" />
            <source>Keys: 1–9 choose · S stop · N no · ←/→ Enter · Esc back</source>
            <translation>按键：1–9 选择 · S 停手 · N 不要 · ←/→ Enter · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="289" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ 已知在那份手牌中 · × 那份手牌没有</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="319" />
            <source>%1's hand</source>
            <translation>%1的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="73" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>回合中没有人从牌堆抽牌：每回合结束后用它补其他玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="83" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>第一位在动物园放入第三种动物、或放入别人动物园已有动物的玩家，会拿到小偷喜鹊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="89" />
            <source>Magpie</source>
            <translation>小偷喜鹊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="99" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目标：%n 个三张一组</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="108" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n 张特殊卡已收起</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>Idle turns: %1 of %2</source>
            <translation>闲置回合：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="132" />
            <source>A turn is idle when no card enters a zoo and the pile does not shrink. When every player has had two idle turns in a row, the game ends.</source>
            <translation>没有牌进入动物园、牌堆也没有变少的回合就是闲置回合。连续闲置回合达到每位玩家两回合时，游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="139" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>回合结束时，饮水处的牌会进入正在进行回合的玩家手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>Pile: %1</source>
            <translation>牌堆：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="186" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>狼底下有 %n 张牌：回合结束时交给%1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="208" />
            <source>Watering hole</source>
            <translation>饮水处</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="225" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>你还可以放 %n 张牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="226" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1正在放牌：还可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="230" />
            <source>No card drawn yet this turn.</source>
            <translation>这回合还没有抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="233" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>已抽：%1 · 抽到 3 张以上才能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="234" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>已抽：%1 · 现在停手可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="236" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>已抽：%1 · 还不能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="238" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>已抽：%1 · %2现在停手可以放 %n 张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="260" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>狼底下：%n 张，归%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="307" />
            <source>Earlier moves are in the game log.</source>
            <translation>更早的动作在游戏记录里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <source>Nothing yet.</source>
            <translation>还没有任何事。</translation>
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
