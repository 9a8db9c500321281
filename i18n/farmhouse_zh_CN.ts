<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="35" />
            <source>horse</source>
            <translation>马</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>pig</source>
            <translation>猪</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>chicken</source>
            <translation>鸡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="51" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>five of a kind</source>
            <translation>五个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>four of a kind</source>
            <translation>四个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>full house (3+2)</source>
            <translation>3+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>three of a kind</source>
            <translation>三个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="61" />
            <source>two pairs (2+2)</source>
            <translation>2+2组合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="62" />
            <source>one pair</source>
            <translation>两个一样</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="63" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>red</source>
            <translation>红</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>blue</source>
            <translation>蓝</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="84" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1动物模型最多：%n 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2：每组 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>All six black sheep: wins the game</source>
            <translation>六只黑羊全部到手：直接获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="98" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="110" />
            <source>Seat %1</source>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 把%2打到牧场 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="116" />
            <source>%1 discards %2.</source>
            <translation>%1 弃掉%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="124" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧场 %1 计分：%2 以%4赢得%3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="127" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source> and </source>
            <translation>和</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="135" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>为牧场 %1 寻找动物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="137" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>补充牧场 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="142" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="143" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供应区没有可放到牧场 %1 的动物模型：进入最后阶段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="148" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧场 %1 翻面：不再补充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="149" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧场 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="154" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 赢得牧场，接着出牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="164" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>游戏结束：%1 以 %2 分获胜。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source>Game over: a shared win for %1.</source>
            <translation>游戏结束：%1 平局共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="174" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 完成了牧场 %2 的那一边（完成顺序 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="179" />
            <source>You drew %1.</source>
            <translation>你抽到%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="181" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 抽了 %n 张牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="184" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>弃牌堆洗成新的牌堆，共 %1 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="189" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>一个%1模型放到牧场 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="192" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧场 %2 上的%1模型回到供应区。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="197" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻开的 %n 张牌进入弃牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 无牌可出，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="204" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>没有人能再出牌：游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="243" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="322" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>游戏结束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="244" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="245" />
            <source>That is not a Black Sheep move.</source>
            <translation>这不是黑羊的动作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>There is no such pasture.</source>
            <translation>没有这个牧场。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧场 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧场 %(pasture)s 的那一边已经有 3 张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="250" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>你在牧场 %(pasture)s 的那一边有 %(on_side)s 张牌：只能再打 %(allowed)s 张，不能打 %(played)s 张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source>You do not hold %(cards)s.</source>
            <translation>你没有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="254" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一张牌后才可以弃牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="255" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你没有要弃掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="256" />
            <source>You can play, so you may not pass.</source>
            <translation>你还能出牌，所以不能跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="265" />
            <source>That move is not allowed now.</source>
            <translation>现在不能这样走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="270" />
            <source> or </source>
            <translation>或</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="284" />
            <source>%1 passes</source>
            <translation>%1 跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="286" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 打到牧场 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="289" />
            <source>, discards %1</source>
            <translation>，弃掉%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>tied on points: most figures wins</source>
            <translation>得分相同：动物模型较多者获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得分和动物模型数都相同：共同获胜</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="299" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>集齐六只黑羊直接获胜（任务卡“集齐六只黑羊”）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="318" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="321" />
            <source>(winner)</source>
            <translation>（胜利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="342" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="349" />
            <source>No figures</source>
            <translation>没有动物模型</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>动物模型：%1 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="354" />
            <source>Majority card (%1): +6</source>
            <translation>最多奖励卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="360" />
            <source>Task card “%1”: +%2</source>
            <translation>任务卡“%1”：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="362" />
            <source>(own secret task)</source>
            <translation>（自己的秘密任务）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="364" />
            <source>Total: %1</source>
            <translation>总分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="373" />
            <source>Black Sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="379" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把动物卡打到三个牧场，赢得最好的动物，但要小心黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="387" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>用任务卡代替奖励卡（变体规则）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="388" />
            <source>Figure values hidden until the end</source>
            <translation>动物模型的分数到结束前都不公开</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="397" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>不使用奖励卡：改用六张任务卡，部分公开，每位玩家另有一到两张秘密任务；游戏结束时，每位玩家每完成一张任务就得分。Farmhouse 使用自己的十二张任务卡（见 帮助 → 规则）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="402" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>游戏结束前，谁都不能查看自己动物模型的分数：直到最后一个牧场计分，胜负才揭晓。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="414" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 个动物模型</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="418" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>已知 %1 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="419" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="452" />
            <source>five of one animal</source>
            <extracomment>Example combinations for the rules (five animals each), best first, with Table 3.4's ids.</extracomment>
            <translation>同一种动物五个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="453" />
            <source>four of one animal</source>
            <translation>同一种动物四个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="454" />
            <source>three of one animal and two of another</source>
            <translation>一种动物三个加另一种两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="455" />
            <source>three of one animal</source>
            <translation>同一种动物三个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="456" />
            <source>two of one animal and two of another</source>
            <translation>两种动物各两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>two of one animal</source>
            <translation>同一种动物两个</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="458" />
            <source>five different animals</source>
            <translation>五种不同的动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="483" />
            <source>Bonus cards (the published rules)</source>
            <translation>奖励卡（官方规则）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>This game: %1.</source>
            <translation>本局：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="492" />
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="496" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>你们是农场主，要把三个共用牧场上的动物赶进自己的畜栏。每个动物模型底下都藏着分数：普通动物 +1 到 +3，黑羊 −1 到 −3。游戏结束时得分最高者获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="502" />
            <source>The animals</source>
            <translation>动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="503" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>由高到低的等级（动物卡与动物模型相同）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="512" />
            <source>Setup</source>
            <translation>准备</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="517" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>三个牧场（I、II、III）开始时各放两个动物模型。其余动物模型放在供应区：每种动物六个，分数藏在底部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="522" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>牌堆有 84 张动物卡，每种动物 14 张。每人发三张牌，随机决定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="526" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>每位玩家在每个牧场都有自己颜色的一边：在画面上，你自己的边永远在下方。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="538" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;出牌&lt;/b&gt;：把牌打到一个牧场你自己的那一边。每边最多三张：空的边可打一或两张，有一张的边必须打正好两张，有两张的边必须打正好一张。满三张的边不能再打，两张牌一定打到同一边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="544" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;弃牌&lt;/b&gt;（可选）：如果只打出一张，可以把另外两张中的一张放到弃牌堆，不能两张都弃。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="548" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;抽牌&lt;/b&gt;：补到三张手牌。牌堆用完时，把弃牌堆洗成新的牌堆。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="552" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;计分&lt;/b&gt;：如果该牧场每位玩家的边都已有三张牌，这个牧场就计分（见下文）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="556" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>接着由顺时针方向的下一位玩家出牌；若有牧场计分，则由该牧场的胜利者接着出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="563" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>边上的牌保持正面朝上，直到该牧场计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="564" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>如果你的每一边都不能再出牌，就跳过：不出牌、不弃牌，也不抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="571" />
            <source>Scoring a pasture</source>
            <translation>牧场计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="575" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>每位玩家的组合是五只动物：牧场上的两个动物模型加上自己那一边的三张牌。像扑克牌一样，最好的组合获胜：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同一种组合之间，由动物决定：先比最大的一组（四个、三个或较高的一对），再比下一组，最后比单独的动物，依照从马到黑羊的等级。三马两黑羊胜过三猪两鸡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="602" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>如果两个组合的动物完全相同，先完成那一边的人获胜：每个已满的边旁的小数字就是完成顺序。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="607" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>胜利者把两个动物模型放进自己的畜栏。牧场上所有的牌放到弃牌堆，再从牌堆翻开两张：依牌上的动物从供应区把动物模型放到牧场上。如果供应区没有其中一种动物，就一张一张翻牌，直到翻出供应区还有的动物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="616" />
            <source>The end of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="620" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>如果翻开的两张牌在供应区都没有对应的动物模型，该牧场就翻面，不能再出牌。此后每个计分的牧场都翻面，不再补充。最后一个牧场计分后游戏结束；剩下的牌和动物模型不算任何人的分数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="627" />
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="628" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>加总你畜栏中动物模型的分数；黑羊算负分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="632" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>加上你完成的每张场上任务卡的分数，不论是谁持有（见下方任务卡）。不使用奖励卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="639" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;奖励卡&lt;/b&gt;，每张 6 分。动物最多：某种动物的动物模型比其他每位玩家都多（至少一个）的人得到该动物的奖励卡；平局则没人得到。全套：畜栏中每集齐一套六种动物得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="647" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>总分最高者获胜。平局时，动物模型较多者获胜；仍然平局则共同获胜。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;动物最多&lt;/b&gt;（六张，每种动物一张）：该动物的动物模型最多的每位玩家（至少一个）得 5 分；平局的玩家各得 5 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;两种动物&lt;/b&gt;（五张：马 + 牛、猪 + 羊、鸡 + 马、牛 + 猪、羊 + 鸡）：畜栏中这两种动物每一组得 3 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;集齐六只黑羊&lt;/b&gt;：拥有全部六只黑羊的人直接获胜，不论分数。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (in this game)</source>
            <translation>任务卡（本局使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (an option)</source>
            <translation>任务卡（选项）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="672" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>使用任务卡时就没有奖励卡。原版游戏印制的任务卡清单并未公开，所以 Farmhouse 使用自己的十二张：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="681" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>每位玩家拿一张秘密任务卡（两人游戏时各拿两张），再翻开公开的任务卡，直到场上共有六张；其余不使用。游戏结束时公开秘密任务卡，场上每张任务卡都为每位完成的玩家计分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="688" />
            <source>Figure values</source>
            <translation>动物模型的分数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="692" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>本局在游戏结束前，谁都看不到任何动物模型的分数，包括自己畜栏里的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="697" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>你随时可以查看自己畜栏中动物模型的分数（画面上会显示）。其他分数在游戏结束前都是隐藏的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="702" />
            <source>Options of a new game</source>
            <translation>新游戏的选项</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>in this game</source>
            <translation>本局使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>not in this game</source>
            <translation>本局不使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="714" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="719" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>点选手牌中的一或两张牌（或按 1、2、3），再点选牧场上你的那一边或牧场本身（或按 A、S、D 代表 I、II、III，或用 ←/→ 和 Enter）。只有能构成合法出牌的选择会亮起；其他操作为何不行，状态栏会说明。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="725" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>只打出一张牌时，会询问是否弃牌：点选要弃的牌（或按它的号码），或选“全部保留”（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="729" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>不能出牌时，点选“跳过”（或按 P 或 Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="731" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>多人共用一台电脑时：每个回合前会有画面请其他人转开视线，并列出该玩家上一回合之后发生的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="736" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>游戏菜单：新游戏（Ctrl+N）、打开（Ctrl+O）、保存（Ctrl+S）。视图菜单：全屏（F11）、语言、电脑速度。帮助：本规则（F1）。每一步都会自动保存：在开始页点“继续”即可接着玩。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="747" />
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Font size of the prompt line over the hand (scene units; it wraps to two lines).</extracomment>
            <translation>点选手牌中的一或两张牌（按键 1、2、3），再点选牧场上你的那一边（I、II、III 按 A、S、D，或用 ←/→ 与 Enter）。只打出一张牌后，可以从其余手牌弃掉一张（按该牌的编号）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="117" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>请先选择牧场：A、S、D 或 ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="137" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="212" />
            <source>You have no such card.</source>
            <translation>你没有这张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="141" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>这是你正要打出的牌。要弃牌请按另一张牌的编号，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="177" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>请稍候：还没轮到你选择。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="193" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一边：牧场上离你最近的%1色边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="209" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="240" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>请先回答是否弃牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="215" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="244" />
            <source>You have no legal play: you must pass.</source>
            <translation>你无牌可出：必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="220" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出两张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="226" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>没有牧场能同时放这两张牌：你没有能放两张牌的边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="231" />
            <source>This card cannot be played now.</source>
            <translation>这张牌现在不能打出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="247" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="301" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>请先从手牌选一或两张牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="276" />
            <source>No play of these cards is allowed there.</source>
            <translation>这些牌不能打到那里。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Waiting for %1…</source>
            <translation>等待 %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="329" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>要弃一张牌吗？（可选：你只在牧场 %1 打出一张）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="333" />
            <source>You have no legal play and must pass.</source>
            <translation>你无牌可出，必须跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="360" />
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="390" />
            <source>Discard %1 (key %2)</source>
            <translation>弃掉%1（按键 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="398" />
            <source>discard</source>
            <translation>弃牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="415" />
            <source>Keep all (K)</source>
            <translation>全部保留 (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="423" />
            <source>Esc: back</source>
            <translation>Esc：返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="436" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>你的回合：选一或两张牌，再选牧场上你的那一边。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="438" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>请点选发亮牧场上你的那一边（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="439" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再选一张牌：你没有任何一边能只放这一张。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event). Colours of secondary texts and of known figure values. Font sizes (scene units) of the board's texts.</extracomment>
            <translation>▶ 你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ to play</source>
            <translation>▶ 轮到出牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="171" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="187" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="202" />
            <source>known points: %1</source>
            <translation>已知得分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="239" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（等级 %2）— 按键 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="263" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>按键：1 2 3 选牌 · A S D 牧场 · ←/→ Enter · Esc 取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="283" />
            <source>Deck: %1</source>
            <translation>牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="306" />
            <source>Discard: %1</source>
            <translation>弃牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="321" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最后阶段：牧场不再补充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="343" />
            <source>Last moves</source>
            <translation>最近的动作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="371" />
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="391" />
            <source>Bonus cards: 6 points each</source>
            <translation>奖励卡：每张 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="402" />
            <source>most of an animal · each complete set of all six</source>
            <translation>动物最多 · 每套六种动物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="410" />
            <source>Task cards</source>
            <translation>任务卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="413" />
            <source>secret</source>
            <translation>秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>%1's secret</source>
            <translation>%1 的秘密任务</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="449" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="510" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="551" />
            <source>%1 (just played)</source>
            <translation>%1（刚打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="604" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成顺序：组合完全相同时，号码较小者获胜。</translation>
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
            <location filename="../farmhouse/app/game_over.py" line="36" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="44" />
            <source>%1 wins!</source>
            <translation>%1 获胜！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="46" />
            <source>Shared win: %1</source>
            <translation>共同胜利：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="59" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="87" />
            <source>Back to start</source>
            <translation>回到首页</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="88" />
            <source>Play again</source>
            <translation>再玩一局</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="292" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="301" />
            <source>%1's turn</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="303" />
            <source>%1 (AI) is playing</source>
            <translation>%1（电脑）正在行动</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="391" />
            <source>%1 (AI, %2)</source>
            <translation>%1（电脑，%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="398" />
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="399" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="400" />
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="401" />
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
            <location filename="../farmhouse/app/game_ui.py" line="143" />
            <source>%1–%2 players</source>
            <translation>%1–%2 名玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="152" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="153" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="154" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="103" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the seat lines of the side panel (300 px wide) and on the hand-over screen. The width of the turn banner's text (the side panel less its margins and the padding). The turn banner's vertical padding and frame (the style sheet's ``padding: 8px``, both sides). The most lines of "since your last turn" the hand-over screen lists (the newest ones).</extracomment>
            <translation>请将电脑交给 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="105" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人请回避视线：下一个画面会显示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="108" />
            <source>I'm %1, show my hand</source>
            <translation>我是 %1，显示我的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="111" />
            <source>Since your last turn:</source>
            <translation>你上一回合之后：</translation>
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
            <location filename="../farmhouse/app/main_window.py" line="421" />
            <source>The translation for %1 is not available.</source>
            <translation>无法使用 %1 的翻译。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="463" />
            <source>About Farmhouse</source>
            <translation>关于 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="465" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和电脑一起玩的动物桌游。&lt;/p&gt;&lt;p&gt;《黑羊》由 Reiner Knizia 设计。Farmhouse 是非官方的玩家自制程序，所有图片均为本程序原创。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="207" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>请稍候，还没轮到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="229" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 无牌可出，跳过。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="269" />
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
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="20" />
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
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
</TS>
