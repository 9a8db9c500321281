<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="35" />
            <source>horse</source>
            <translation>馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>pig</source>
            <translation>豬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>chicken</source>
            <translation>雞</translation>
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
            <translation>五個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>four of a kind</source>
            <translation>四個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>full house (3+2)</source>
            <translation>3+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>three of a kind</source>
            <translation>三個相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="61" />
            <source>two pairs (2+2)</source>
            <translation>2+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="62" />
            <source>one pair</source>
            <translation>一對</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="63" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>red</source>
            <translation>紅</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>blue</source>
            <translation>藍</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="84" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1動物模型最多：%n 分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1 + %2：每組 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>All six black sheep: wins the game</source>
            <translation>六隻黑羊全部到手：直接獲勝</translation>
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
            <translation>%1 把%2打到牧場 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="116" />
            <source>%1 discards %2.</source>
            <translation>%1 棄掉%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="124" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧場 %1 計分：%2 以%4贏得%3。</translation>
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
            <translation>為牧場 %1 尋找動物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="137" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>補充牧場 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="142" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="143" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供應區沒有可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="148" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧場 %1 翻面：不再補充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="149" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧場 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="154" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 贏得牧場，接著出牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="164" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>遊戲結束：%1 以 %2 分獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source>Game over: a shared win for %1.</source>
            <translation>遊戲結束：%1 平手共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="174" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 完成了牧場 %2 的那一邊（完成順序 %3）。</translation>
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
                <numerusform>%1 抽了 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="184" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>棄牌堆洗成新的牌庫，共 %1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="189" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>一個%1模型放到牧場 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="192" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧場 %2 上的%1模型回到供應區。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="197" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻開的 %n 張牌進入棄牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 無牌可出，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="204" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>沒有人能再出牌：遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="243" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="322" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="244" />
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="245" />
            <source>That is not a Black Sheep move.</source>
            <translation>這不是黑羊的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>There is no such pasture.</source>
            <translation>沒有這個牧場。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧場 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧場 %(pasture)s 的那一邊已經有 3 張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="250" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>你在牧場 %(pasture)s 的那一邊有 %(on_side)s 張牌：只能再打 %(allowed)s 張，不能打 %(played)s 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source>You do not hold %(cards)s.</source>
            <translation>你沒有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="254" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一張牌後才可以棄牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="255" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你沒有要棄掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="256" />
            <source>You can play, so you may not pass.</source>
            <translation>你還能出牌，所以不能跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="265" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="270" />
            <source> or </source>
            <translation>或</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="284" />
            <source>%1 passes</source>
            <translation>%1 跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="286" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 打到牧場 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="289" />
            <source>, discards %1</source>
            <translation>，棄掉%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>tied on points: most figures wins</source>
            <translation>分數相同：動物模型較多者獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>tied on points and figures: the win is shared</source>
            <translation>分數和動物模型數都相同：共同獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="299" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>集滿六隻黑羊直接獲勝（任務卡「集滿六隻黑羊」）</translation>
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
            <translation>（勝利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="342" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="349" />
            <source>No figures</source>
            <translation>沒有動物模型</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>動物模型：%1 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="354" />
            <source>Majority card (%1): +6</source>
            <translation>最多獎勵卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="360" />
            <source>Task card “%1”: +%2</source>
            <translation>任務卡「%1」：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="362" />
            <source>(own secret task)</source>
            <translation>（自己的秘密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="364" />
            <source>Total: %1</source>
            <translation>總分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="373" />
            <source>Black Sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="379" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把動物卡打到三座牧場，贏得最好的動物，但要小心黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="387" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>以任務卡取代獎勵卡（變體規則）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="388" />
            <source>Figure values hidden until the end</source>
            <translation>動物模型的分數到結束前都不公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="397" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>不使用獎勵卡：改用六張任務卡，部分公開，每位玩家另有一到兩張秘密任務；遊戲結束時，每位玩家每達成一張任務就得分。Farmhouse 使用自己的十二張任務卡（見 說明 → 規則）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="402" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>遊戲結束前，誰都不能查看自己動物模型的分數：直到最後一個牧場計分，勝負才揭曉。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="414" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 個動物模型</numerusform>
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
                <numerusform>手牌 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="452" />
            <source>five of one animal</source>
            <extracomment>Example combinations for the rules (five animals each), best first, with Table 3.4's ids.</extracomment>
            <translation>同一種動物五個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="453" />
            <source>four of one animal</source>
            <translation>同一種動物四個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="454" />
            <source>three of one animal and two of another</source>
            <translation>一種動物三個加另一種兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="455" />
            <source>three of one animal</source>
            <translation>同一種動物三個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="456" />
            <source>two of one animal and two of another</source>
            <translation>兩種動物各兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>two of one animal</source>
            <translation>同一種動物兩個</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="458" />
            <source>five different animals</source>
            <translation>五種不同的動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="483" />
            <source>Bonus cards (the published rules)</source>
            <translation>獎勵卡（官方規則）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>This game: %1.</source>
            <translation>本局：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="492" />
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="496" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>你們是農場主，要把三個共用牧場上的動物趕進自己的畜欄。每個動物模型底下都藏著分數：一般動物 +1 到 +3，黑羊 −1 到 −3。遊戲結束時分數最高者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="502" />
            <source>The animals</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="503" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>由高到低的等級（動物卡與動物模型相同）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="512" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="517" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>三個牧場（I、II、III）開始時各放兩個動物模型。其餘動物模型放在供應區：每種動物六個，分數藏在底部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="522" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>牌庫有 84 張動物卡，每種動物 14 張。每人發三張牌，隨機決定起始玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="526" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>每位玩家在每個牧場都有自己顏色的一邊：在畫面上，你自己的邊永遠在下方。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="538" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;出牌&lt;/b&gt;：把牌打到一個牧場你自己的那一邊。每邊最多三張：空的邊可打一或兩張，有一張的邊必須打正好兩張，有兩張的邊必須打正好一張。滿三張的邊不能再打，兩張牌一定打到同一邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="544" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;棄牌&lt;/b&gt;（可選）：如果只打出一張，可以把另外兩張中的一張放到棄牌堆，不能兩張都棄。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="548" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;抽牌&lt;/b&gt;：補到三張手牌。牌庫用完時，把棄牌堆洗成新的牌庫。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="552" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;計分&lt;/b&gt;：如果該牧場每位玩家的邊都已有三張牌，這個牧場就計分（見下文）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="556" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>接著由順時針方向的下一位玩家出牌；若有牧場計分，則由該牧場的勝利者接著出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="563" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>邊上的牌保持正面朝上，直到該牧場計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="564" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>如果你的每一邊都不能再出牌，就跳過：不出牌、不棄牌，也不抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="571" />
            <source>Scoring a pasture</source>
            <translation>牧場計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="575" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>每位玩家的組合是五隻動物：牧場上的兩個動物模型加上自己那一邊的三張牌。像撲克牌一樣，最好的組合獲勝：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同一種組合之間，由動物決定：先比最大的一組（四個、三個或較高的一對），再比下一組，最後比單獨的動物，依照從馬到黑羊的等級。三馬兩黑羊勝過三豬兩雞。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="602" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>如果兩個組合的動物完全相同，先完成那一邊的人獲勝：每個已滿的邊旁的小數字就是完成順序。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="607" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>勝利者把兩個動物模型放進自己的畜欄。牧場上所有的牌放到棄牌堆，再從牌庫翻開兩張：依牌上的動物從供應區把動物模型放到牧場上。如果供應區沒有其中一種動物，就一張一張翻牌，直到翻出供應區還有的動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="616" />
            <source>The end of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="620" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>如果翻開的兩張牌在供應區都沒有對應的動物模型，該牧場就翻面，不能再出牌。此後每個計分的牧場都翻面，不再補充。最後一個牧場計分後遊戲結束；剩下的牌和動物模型不算任何人的分數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="627" />
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="628" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>加總你畜欄中動物模型的分數；黑羊算負分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="632" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>加上你達成的每張場上任務卡的分數，不論是誰持有（見下方任務卡）。不使用獎勵卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="639" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;獎勵卡&lt;/b&gt;，每張 6 分。動物最多：某種動物的動物模型比其他每位玩家都多（至少一個）的人得到該動物的獎勵卡；平手則沒人得到。全套：畜欄中每集滿一套六種動物得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="647" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>總分最高者獲勝。平手時，動物模型較多者獲勝；仍然平手則共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;動物最多&lt;/b&gt;（六張，每種動物一張）：該動物的動物模型最多的每位玩家（至少一個）得 5 分；平手的玩家各得 5 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;兩種動物&lt;/b&gt;（五張：馬 + 牛、豬 + 羊、雞 + 馬、牛 + 豬、羊 + 雞）：畜欄中這兩種動物每一組得 3 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;集滿六隻黑羊&lt;/b&gt;：擁有全部六隻黑羊的人直接獲勝，不論分數。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (in this game)</source>
            <translation>任務卡（本局使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (an option)</source>
            <translation>任務卡（選項）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="672" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>使用任務卡時就沒有獎勵卡。原版遊戲印製的任務卡清單並未公開，所以 Farmhouse 使用自己的十二張：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="681" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>每位玩家拿一張秘密任務卡（兩人遊戲時各拿兩張），再翻開公開的任務卡，直到場上共有六張；其餘不使用。遊戲結束時公開秘密任務卡，場上每張任務卡都為每位達成的玩家計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="688" />
            <source>Figure values</source>
            <translation>動物模型的分數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="692" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>本局在遊戲結束前，誰都看不到任何動物模型的分數，包括自己畜欄裡的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="697" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>你隨時可以查看自己畜欄中動物模型的分數（畫面上會顯示）。其他分數在遊戲結束前都是隱藏的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="702" />
            <source>Options of a new game</source>
            <translation>新遊戲的選項</translation>
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
            <translation>點選手牌中的一或兩張牌（或按 1、2、3），再點選牧場上你的那一邊或牧場本身（或按 A、S、D 代表 I、II、III，或用 ←/→ 和 Enter）。只有能構成合法出牌的選擇會亮起；其他操作為何不行，狀態列會說明。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="725" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>只打出一張牌時，會詢問是否棄牌：點選要棄的牌（或按它的號碼），或選「全部保留」（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="729" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>不能出牌時，點選「跳過」（或按 P 或 Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="731" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>多人共用一台電腦時：每個回合前會有畫面請其他人轉開視線，並列出該玩家上一回合之後發生的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="736" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>遊戲選單：新遊戲（Ctrl+N）、開啟（Ctrl+O）、儲存（Ctrl+S）。檢視選單：全螢幕（F11）、語言、電腦速度。說明：本規則（F1）。每一步都會自動儲存：在開始頁按「繼續」即可接著玩。</translation>
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
            <translation>點選手牌中的一或兩張牌（按鍵 1、2、3），再點選牧場上你的那一邊（I、II、III 按 A、S、D，或用 ←/→ 與 Enter）。只打出一張牌後，可以從其餘手牌棄掉一張（按該牌的編號）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="117" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>請先選擇牧場：A、S、D 或 ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="137" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="212" />
            <source>You have no such card.</source>
            <translation>你沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="141" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>這是你正要打出的牌。要棄牌請按另一張牌的編號，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="177" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>請稍候：還沒輪到你選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="193" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一邊：牧場上離你最近的%1色邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="209" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="240" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>請先回答是否棄牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="215" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="244" />
            <source>You have no legal play: you must pass.</source>
            <translation>你無牌可出：必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="220" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出兩張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="226" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>沒有牧場能同時放這兩張牌：你沒有能放兩張牌的邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="231" />
            <source>This card cannot be played now.</source>
            <translation>這張牌現在不能打出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="247" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="301" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>請先從手牌選一或兩張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="276" />
            <source>No play of these cards is allowed there.</source>
            <translation>這些牌不能打到那裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Waiting for %1…</source>
            <translation>等待 %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="329" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>要棄一張牌嗎？（可選：你只在牧場 %1 打出一張）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="333" />
            <source>You have no legal play and must pass.</source>
            <translation>你無牌可出，必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="360" />
            <source>Pass</source>
            <translation>跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="390" />
            <source>Discard %1 (key %2)</source>
            <translation>棄掉%1（按鍵 %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="398" />
            <source>discard</source>
            <translation>棄牌</translation>
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
            <translation>你的回合：選一或兩張牌，再選牧場上你的那一邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="438" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>請點選發亮牧場上你的那一邊（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="439" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再選一張牌：你沒有任何一邊能只放這一張。</translation>
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
            <translation>▶ 輪到出牌</translation>
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
                <numerusform>%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="202" />
            <source>known points: %1</source>
            <translation>已知分數：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="239" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（等級 %2）— 按鍵 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="263" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>按鍵：1 2 3 選牌 · A S D 牧場 · ←/→ Enter · Esc 取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="283" />
            <source>Deck: %1</source>
            <translation>牌庫：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="306" />
            <source>Discard: %1</source>
            <translation>棄牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="321" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最後階段：牧場不再補充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="343" />
            <source>Last moves</source>
            <translation>最近的動作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="371" />
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="391" />
            <source>Bonus cards: 6 points each</source>
            <translation>獎勵卡：每張 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="402" />
            <source>most of an animal · each complete set of all six</source>
            <translation>動物最多 · 每套六種動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="410" />
            <source>Task cards</source>
            <translation>任務卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="413" />
            <source>secret</source>
            <translation>秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>%1's secret</source>
            <translation>%1 的秘密任務</translation>
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
            <translation>%1（剛打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="604" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成順序：組合完全相同時，號碼較小者獲勝。</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="19" />
            <source>Bye-Bye Black Sheep</source>
            <translation>掰掰黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="25" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>從對手手牌中抽牌來充實你的動物園，但抽到黑羊回合就結束。</translation>
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
            <translation>挑選骰子，派牛仔去抓牛，賣出最好的牛群。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>New game…</source>
            <translation>新遊戲…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="140" />
            <source>Coming soon</source>
            <translation>即將推出</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="36" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="44" />
            <source>%1 wins!</source>
            <translation>%1 獲勝！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="46" />
            <source>Shared win: %1</source>
            <translation>共同勝利：%1</translation>
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
            <translation>回到首頁</translation>
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
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="301" />
            <source>%1's turn</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="303" />
            <source>%1 (AI) is playing</source>
            <translation>%1（電腦）正在行動</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="391" />
            <source>%1 (AI, %2)</source>
            <translation>%1（電腦，%2）</translation>
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
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="401" />
            <source>Show result</source>
            <translation>顯示結果</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="30" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="143" />
            <source>%1–%2 players</source>
            <translation>%1–%2 位玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="152" />
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="153" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="154" />
            <source>Hard</source>
            <translation>困難</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="103" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the seat lines of the side panel (300 px wide) and on the hand-over screen. The width of the turn banner's text (the side panel less its margins and the padding). The turn banner's vertical padding and frame (the style sheet's ``padding: 8px``, both sides). The most lines of "since your last turn" the hand-over screen lists (the newest ones).</extracomment>
            <translation>請將電腦交給 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="105" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人請迴避視線：下一個畫面會顯示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="108" />
            <source>I'm %1, show my hand</source>
            <translation>我是 %1，顯示我的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="111" />
            <source>Since your last turn:</source>
            <translation>你上一回合之後：</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="161" />
            <source>No recent games</source>
            <translation>沒有最近的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="165" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;New…</source>
            <translation>新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>Save &amp;As…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Recent games</source>
            <translation>最近的遊戲(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Result…</source>
            <translation>結果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Back to start</source>
            <translation>回到首頁(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Full screen</source>
            <translation>全螢幕(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="181" />
            <source>AI &amp;speed</source>
            <translation>電腦速度(&amp;S)</translation>
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
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="192" />
            <source>&amp;About Farmhouse</source>
            <translation>關於 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="229" />
            <source>The computer player failed</source>
            <translation>電腦玩家發生錯誤</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="230" />
            <source>The AI could not choose a move: %1</source>
            <translation>電腦無法選擇走法：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="274" />
            <source>Open saved game</source>
            <translation>開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="285" />
            <source>Cannot open saved game</source>
            <translation>無法開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="286" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>無法開啟「%1」：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Cannot save</source>
            <translation>無法儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="344" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>無法將遊戲儲存到「%1」：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="351" />
            <source>Saved to %1</source>
            <translation>已儲存到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="355" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse 存檔 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>Autosave failed</source>
            <translation>自動儲存失敗</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>無法將遊戲自動儲存到「%1」：%2

遊戲會繼續進行，但不會在每一步之後儲存。若要保留這局遊戲，請使用「遊戲」→「另存新檔…」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="421" />
            <source>The translation for %1 is not available.</source>
            <translation>無法使用 %1 的翻譯。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="463" />
            <source>About Farmhouse</source>
            <translation>關於 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="465" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和電腦一起玩的動物桌遊。&lt;/p&gt;&lt;p&gt;《黑羊》由 Reiner Knizia 設計。Farmhouse 是非官方的玩家自製程式，所有圖片皆為本程式原創。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="207" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>請稍候，還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="229" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 無牌可出，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="269" />
            <source>Autosave failed: %1</source>
            <translation>自動儲存失敗：%1</translation>
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
            <translation>新遊戲：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="317" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="318" />
            <source>Number of players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="322" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Choose the deal (seed)</source>
            <translation>指定發牌（亂數種子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>相同的種子和相同的走法會重現同一局遊戲。不勾選，就是沒有人知道的發牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="343" />
            <source>Seed:</source>
            <translation>亂數種子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="344" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的種子和相同的走法會重現同一局遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="345" />
            <source>New seed</source>
            <translation>換一個種子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="346" />
            <source>Start game</source>
            <translation>開始遊戲</translation>
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
            <translation>尋找於(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>Files of &amp;type:</source>
            <translation>檔案型態(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="21" />
            <source>Rules: %1</source>
            <translation>規則：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>這個檔案不是存檔（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="350" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>這個檔案不是 Farmhouse 的存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="352" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記錄的走法無法還原儲存時的局面（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="357" />
            <source>the game in this file is not available</source>
            <translation>這個檔案中的遊戲目前無法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="359" />
            <source>the file contains a move that is not allowed</source>
            <translation>檔案中有不合規則的走法</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="363" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>這個檔案由較新版本的 Farmhouse 儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="367" />
            <source>the file cannot be read</source>
            <translation>無法讀取這個檔案</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="368" />
            <source>unknown problem (%1)</source>
            <translation>未知的問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="334" />
            <source>the saved game is damaged or incomplete</source>
            <translation>這個存檔已損壞或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the file is too large to be a saved game</source>
            <translation>這個檔案過大，不可能是存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存檔中有不允許的值（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>檔案中的電腦玩家使用了這個版本的 Farmhouse 沒有的難度</translation>
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
            <translation>繼續：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="216" />
            <source>Continue</source>
            <translation>繼續</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="225" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 檔案已損壞：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="238" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>還沒有存檔。從上面開始新遊戲吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="253" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或電腦一起玩的動物桌遊</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="254" />
            <source>Your games</source>
            <translation>你的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="255" />
            <source>Load…</source>
            <translation>載入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="292" />
            <source>finished</source>
            <translation>已結束</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="19" />
            <source>Wooly Bully</source>
            <translation>綿羊大戰（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="25" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置方形版塊，為你祕密的羊群顏色圍出最大的草地，並遠離狼群。</translation>
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
            <translation>電腦</translation>
        </message>
    </context>
</TS>
