<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="36" />
            <source>horse</source>
            <translation>馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="37" />
            <source>cow</source>
            <translation>牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>pig</source>
            <translation>豬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>chicken</source>
            <translation>雞</translation>
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
            <translation>五張相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="55" />
            <source>four of a kind</source>
            <translation>四張相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="56" />
            <source>full house (3+2)</source>
            <translation>3+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>three of a kind</source>
            <translation>三張相同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>two pairs (2+2)</source>
            <translation>2+2組合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>one pair</source>
            <translation>一對</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>all different</source>
            <translation>全部不同</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>red</source>
            <translation>紅</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>blue</source>
            <translation>藍</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="80" />
            <source>Most %1: %2 points</source>
            <translation>%1 最多：%2 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="83" />
            <source>%1 + %2: %3 points per pair</source>
            <translation>%1 + %2：每組 %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>All six black sheep: wins the game</source>
            <translation>六隻黑羊全部到手：直接獲勝</translation>
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
            <translation>%1 把%2打到牧場 %3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="112" />
            <source>%1 discards %2.</source>
            <translation>%1 棄掉%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="120" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧場 %1 計分：%2 以%4贏得%3。</translation>
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
            <translation>為牧場 %1 尋找動物模型：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="133" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>補充牧場 %1：翻出%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="138" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>找不到可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="139" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>供應區沒有可放到牧場 %1 的動物模型：進入最後階段。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="144" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧場 %1 翻面：不再補充。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="145" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧場 %1 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="150" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 贏得牧場，接著出牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="160" />
            <source>Game over: %1 wins with %2 points.</source>
            <translation>遊戲結束：%1 以 %2 分獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source>Game over: a shared win for %1.</source>
            <translation>遊戲結束：%1 平手共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="173" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 完成了牧場 %2 的那一邊（完成順序 %3）。</translation>
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
                <numerusform>%1 抽了 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="183" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>棄牌堆洗成新的牌庫，共 %1 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>一個%1模型放到牧場 %2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="191" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧場 %2 上的%1模型回到供應區。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="196" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>翻開的 %n 張牌進入棄牌堆。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="202" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 無牌可出，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>沒有人能再出牌：遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="226" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="320" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="228" />
            <source>That is not a Black Sheep move.</source>
            <translation>這不是黑羊的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="229" />
            <source>There is no such pasture.</source>
            <translation>沒有這個牧場。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="230" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧場 %(pasture)s 已翻面，不能再放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="231" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>你在牧場 %(pasture)s 的那一邊已經有 3 張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="233" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>你在牧場 %(pasture)s 的那一邊有 %(on_side)s 張牌：只能再打 %(allowed)s 張，不能打 %(played)s 張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="236" />
            <source>You do not hold %(cards)s.</source>
            <translation>你沒有%(cards)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="237" />
            <source>You may discard only after playing a single card.</source>
            <translation>只有打出一張牌後才可以棄牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="238" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>你沒有要棄掉的%(card)s。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="239" />
            <source>You can play, so you may not pass.</source>
            <translation>你還能出牌，所以不能跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>That move is not allowed (%1).</source>
            <translation>不允許這個動作（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source> or </source>
            <translation>或</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="267" />
            <source>%1 passes</source>
            <translation>%1 跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="269" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 打到牧場 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="272" />
            <source>, discards %1</source>
            <translation>，棄掉%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="279" />
            <source>tied on points: most figures wins</source>
            <translation>分數相同：動物模型較多者獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="280" />
            <source>tied on points and figures: the win is shared</source>
            <translation>分數和動物模型數都相同：共同獲勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="281" />
            <source>all six black sheep win outright (task T12)</source>
            <translation>六隻黑羊全部到手直接獲勝（任務 T12）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>%1. %2 — %3 points</source>
            <translation>第 %1 名　%2 — %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="301" />
            <source>(winner)</source>
            <translation>（勝利者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="322" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="329" />
            <source>No figures</source>
            <translation>沒有動物模型</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="331" />
            <source>Figures: %1 points</source>
            <translation>動物模型：%1 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="333" />
            <source>Majority card (%1): +6</source>
            <translation>最多獎勵卡（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全套：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>Task %1 (%2): +%3</source>
            <translation>任務 %1（%2）：+%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="341" />
            <source>(own secret task)</source>
            <translation>（自己的秘密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="343" />
            <source>Total: %1</source>
            <translation>總分：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Black Sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="358" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>把動物卡打到三座牧場，贏得最好的動物，但要小心黑羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="366" />
            <source>Task cards (variant, reconstructed deck)</source>
            <translation>任務卡（變體規則，重建的牌組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>Figure values hidden until the end</source>
            <translation>動物模型的分數到結束前都不公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="376" />
            <source>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</source>
            <translation>以任務卡取代獎勵卡（BS-10）。印刷版任務卡的內容未公開：Farmhouse 使用自行重建的版本。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="380" />
            <source>Nobody may look at the values of their own figures before the end (BS-11.1).</source>
            <translation>結束前，任何人都不能查看自己動物模型的分數（BS-11.1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="391" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n 個動物模型</numerusform>
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
                <numerusform>手牌 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="405" />
            <source>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</source>
            <translation>三座牧場上各有兩個動物模型。每個動物模型都藏著分數：一般動物 +1 到 +3，黑羊 −1 到 −3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="409" />
            <source>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</source>
            <translation>輪到你時，把卡打到某座牧場你這一邊（每邊最多三張）：空的一邊可打一或兩張，已有一張的邊必須打兩張，已有兩張的邊必須打一張。只打一張時，可以再棄一張牌。最後補牌到三張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="415" />
            <source>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</source>
            <translation>當一座牧場的每一邊都滿了，每位玩家的三張卡加上牧場的兩個動物模型組成五隻動物的組合，就像撲克牌：五張相同、四張相同、3+2組合、三張相同、2+2組合、一對、全部不同。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</source>
            <translation>最強的組合把兩個動物模型收進自己的畜欄，並接著行動；組合完全相同時，先完成那一邊的玩家獲勝。牧場再從供應區補充動物模型。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="424" />
            <source>If you cannot play any card, you pass.</source>
            <translation>如果無牌可出，就跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="426" />
            <source>Task-card variant (this game): there are no bonus cards. Six task cards are in play, some face up and one or two secret per player. When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus the points of every task card in play that you meet, whoever held it.</source>
            <translation>任務卡變體（本局）：不使用獎勵卡。共有六張任務卡在局中，其中一些正面朝上，每位玩家另有一或兩張秘密任務卡。當供應區無法再補充牧場時，牧場會一座座關閉。結束時，加總你動物模型的分數，再加上局中每張你達成條件的任務卡的分數，不論那張卡由誰持有。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</source>
            <translation>當供應區無法再補充牧場時，牧場會一座座關閉。結束時，加總你動物模型的分數；每種動物你擁有的數量嚴格最多可得 6 分，每湊齊一整套六種動物也得 6 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="438" />
            <source>The highest total wins; on a tie, the player with more figures.</source>
            <translation>總分最高者獲勝；平手時，動物模型較多的玩家獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Widest the prompt line over the hand may be before it is shrunk (scene units).</extracomment>
            <translation>點選手牌中的一或兩張牌（按鍵 1、2、3），再點選牧場上你的那一邊（I、II、III 按 A、S、D，或用 ←/→ 與 Enter）。只打出一張牌後，可以從其餘手牌棄掉一張（按該牌的編號）或全部保留（K 或 Enter）。Esc 返回上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="115" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>請先選擇牧場：A、S、D 或 ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="135" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="210" />
            <source>You have no such card.</source>
            <translation>你沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="139" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>這是你正要打出的牌。要棄牌請按另一張牌的編號，或按 K 全部保留。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="175" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>請稍候：還沒輪到你選擇。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="191" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>只能打到你自己那一邊：牧場上離你最近的%1色邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="207" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="238" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>請先回答是否棄牌（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="213" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="242" />
            <source>You have no legal play: you must pass.</source>
            <translation>你無牌可出：必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="218" />
            <source>You may play at most two cards in one turn.</source>
            <translation>每回合最多只能打出兩張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="224" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>沒有牧場能同時放這兩張牌：你沒有能放兩張牌的邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="229" />
            <source>This card cannot be played now.</source>
            <translation>這張牌現在不能打出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="245" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="299" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>請先從手牌選一或兩張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="274" />
            <source>No play of these cards is allowed there.</source>
            <translation>這些牌不能打到那裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="323" />
            <source>Waiting for %1…</source>
            <translation>等待 %1…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>要棄一張牌嗎？（可選：你只在牧場 %1 打出一張）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="330" />
            <source>You have no legal play and must pass.</source>
            <translation>你無牌可出，必須跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="340" />
            <source>Pass</source>
            <translation>跳過</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="358" />
            <source>Discard %1 (key %2)</source>
            <translation>棄掉%1（按鍵 %2）</translation>
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
            <translation>你的回合：選一或兩張牌，再選牧場上你的那一邊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="378" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>請點選發亮牧場上你的那一邊（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="379" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>再選一張牌：你沒有任何一邊能只放這一張。</translation>
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
            <translation>▶ 輪到出牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="166" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="199" />
            <source>known points: %1</source>
            <translation>已知分數：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="186" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="212" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>按鍵：1 2 3 選牌 · A S D 牧場 · ←/→ Enter · Esc 取消</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="226" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（等級 %2）— 按鍵 %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="252" />
            <source>Deck: %1</source>
            <translation>牌庫：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="269" />
            <source>Discard: %1</source>
            <translation>棄牌堆：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="282" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>最後階段：牧場不再補充</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="304" />
            <source>Last moves</source>
            <translation>最近的動作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="313" />
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="325" />
            <source>Bonus cards: 6 points each</source>
            <translation>獎勵卡：每張 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="334" />
            <source>majority per animal · complete set</source>
            <translation>各動物最多 · 全套</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="344" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任務卡（重建的牌組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>face up</source>
            <translation>公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="347" />
            <source>your secret</source>
            <translation>你的秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="351" />
            <source>%1's secret</source>
            <translation>%1 的秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="452" />
            <source>%1 (just played)</source>
            <translation>%1（剛打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="504" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成順序：組合完全相同時，號碼較小者獲勝。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="136" />
            <source>New game…</source>
            <translation>新遊戲…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>Coming soon</source>
            <translation>即將推出</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="35" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="43" />
            <source>%1 wins!</source>
            <translation>%1 獲勝！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="45" />
            <source>Shared win: %1</source>
            <translation>共同勝利：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="57" />
            <source>%1. %2 — %3 points</source>
            <translation>第 %1 名　%2 — %3 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="85" />
            <source>Back to start</source>
            <translation>回到首頁</translation>
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
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="249" />
            <source>%1's turn</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="251" />
            <source>%1 (AI) is playing</source>
            <translation>%1（電腦）正在行動</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="317" />
            <source>%1 (AI, %2)</source>
            <translation>%1（電腦，%2）</translation>
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
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="327" />
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
            <location filename="../farmhouse/app/game_ui.py" line="129" />
            <source>%1–%2 players</source>
            <translation>%1–%2 位玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="139" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="140" />
            <source>Hard</source>
            <translation>困難</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="73" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the turn banner and the seat lines of the side panel (300 px wide) and on the hand-over screen.</extracomment>
            <translation>請將電腦交給 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="75" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>其他人請迴避視線：下一個畫面會顯示手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="78" />
            <source>I'm %1, show my hand</source>
            <translation>我是 %1，顯示我的手牌</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="160" />
            <source>No recent games</source>
            <translation>沒有最近的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="164" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="168" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;New…</source>
            <translation>新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>Save &amp;As…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>&amp;Recent games</source>
            <translation>最近的遊戲(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Result…</source>
            <translation>結果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Back to start</source>
            <translation>回到首頁(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;Full screen</source>
            <translation>全螢幕(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>AI &amp;speed</source>
            <translation>電腦速度(&amp;S)</translation>
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
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;About Farmhouse</source>
            <translation>關於 Farmhouse(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="226" />
            <source>The computer player failed</source>
            <translation>電腦玩家發生錯誤</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="227" />
            <source>The AI could not choose a move: %1</source>
            <translation>電腦無法選擇走法：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="271" />
            <source>Open saved game</source>
            <translation>開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="282" />
            <location filename="../farmhouse/app/main_window.py" line="293" />
            <source>Cannot open saved game</source>
            <translation>無法開啟存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="283" />
            <location filename="../farmhouse/app/main_window.py" line="294" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>無法開啟「%1」：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="321" />
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="335" />
            <source>Cannot save</source>
            <translation>無法儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="336" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>無法將遊戲儲存到「%1」：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Saved to %1</source>
            <translation>已儲存到 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="347" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse 存檔 (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>Autosave failed</source>
            <translation>自動儲存失敗</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>無法將遊戲自動儲存到「%1」：%2

遊戲會繼續進行，但不會在每一步之後儲存。若要保留這局遊戲，請使用「遊戲」→「另存新檔…」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="410" />
            <source>The translation for %1 is not available.</source>
            <translation>無法使用 %1 的翻譯。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="452" />
            <source>About Farmhouse</source>
            <translation>關於 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="454" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;和朋友、和電腦一起玩的動物桌遊。&lt;/p&gt;&lt;p&gt;《黑羊》由 Reiner Knizia 設計。Farmhouse 是非官方的玩家自製程式，所有圖片皆為本程式原創。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="172" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>請稍候，還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="194" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 無牌可出，跳過。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="231" />
            <source>Autosave failed: %1</source>
            <translation>自動儲存失敗：%1</translation>
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
            <translation>新遊戲：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="310" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="311" />
            <source>Number of players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="315" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="329" />
            <source>Choose the deal (seed)</source>
            <translation>指定發牌（亂數種子）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="332" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>相同的種子和相同的走法會重現同一局遊戲。不勾選，就是沒有人知道的發牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Seed:</source>
            <translation>亂數種子：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="337" />
            <source>The same seed and moves replay the same game.</source>
            <translation>相同的種子和相同的走法會重現同一局遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="338" />
            <source>New seed</source>
            <translation>換一個種子</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>Start game</source>
            <translation>開始遊戲</translation>
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
            <translation>規則：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="320" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>這個檔案不是存檔（不是 JSON）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="322" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>這個檔案不是 Farmhouse 的存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="324" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記錄的走法無法還原儲存時的局面（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="329" />
            <source>the game in this file is not available</source>
            <translation>這個檔案中的遊戲目前無法使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="331" />
            <source>the file contains a move that is not allowed</source>
            <translation>檔案中有不合規則的走法</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="335" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>這個檔案由較新版本的 Farmhouse 儲存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="339" />
            <source>the file cannot be read</source>
            <translation>無法讀取這個檔案</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>unknown problem (%1)</source>
            <translation>未知的問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="330" />
            <source>the saved game is damaged or incomplete</source>
            <translation>這個存檔已損壞或不完整</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is too large to be a saved game</source>
            <translation>這個檔案過大，不可能是存檔</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>存檔中有不允許的值（檔案被修改或已損壞）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="341" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>檔案中的電腦玩家使用了這個版本的 Farmhouse 沒有的難度</translation>
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
            <translation>繼續：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="214" />
            <source>Continue</source>
            <translation>繼續</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="223" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 檔案已損壞：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="232" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>還沒有存檔。從上面開始新遊戲吧！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="247" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>和朋友、家人或電腦一起玩的動物桌遊</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="248" />
            <source>Your games</source>
            <translation>你的遊戲</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="249" />
            <source>Load…</source>
            <translation>載入…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="286" />
            <source>finished</source>
            <translation>已結束</translation>
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
            <translation>電腦</translation>
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
            <translation>遊戲結束：%1共同獲勝。</translation>
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
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="532" />
            <source>It is not your turn.</source>
            <translation>現在不是你的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="561" />
            <source>That move is not allowed (%1).</source>
            <translation>不能這樣做（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="155" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>請稍候：現在不是你選擇的時候。</translation>
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
            <translation>▶ 進行中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="244" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張</numerusform>
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
            <translation>企鵝</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="52" />
            <source>crocodile</source>
            <translation>鱷魚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="53" />
            <source>goat</source>
            <translation>山羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="54" />
            <source>lion</source>
            <translation>獅子</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>elephant</source>
            <translation>大象</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>giraffe</source>
            <translation>長頸鹿</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <source>zebra</source>
            <translation>斑馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>panda</source>
            <translation>熊貓</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>koala</source>
            <translation>無尾熊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>kangaroo</source>
            <translation>袋鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>hippo</source>
            <translation>河馬</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>flamingo</source>
            <translation>紅鶴</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>camel</source>
            <translation>駱駝</translation>
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
            <translation>老鷹</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="877" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="310" />
            <source>Mole</source>
            <translation>鼴鼠</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>Thieving Magpie</source>
            <translation>小偷喜鵲</translation>
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
            <translation>%1從%2抽到百搭（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="150" />
            <source>%1 draws the Eagle from %2 (card %3).</source>
            <translation>%1從%2抽到老鷹（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1 draws the Mole from %2 (card %3).</source>
            <translation>%1從%2抽到鼴鼠（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="152" />
            <source>%1 draws the Thieving Magpie from %2 (card %3).</source>
            <translation>%1從%2抽到小偷喜鵲（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1 draws the White Sheep from %2 (card %3).</source>
            <translation>%1從%2抽到白羊（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="154" />
            <source>%1 draws the Mother Sheep from %2 (card %3).</source>
            <translation>%1從%2抽到母羊（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1 draws the Wolf from %2 (card %3).</source>
            <translation>%1從%2抽到狼（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="159" />
            <source>%1 draws %4 from %2 (card %3).</source>
            <translation>%1從%2抽到%4（第 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (card %4).</source>
            <translation>%1用老鷹向%2要%3：%2交出一張（第 %4 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="174" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1用老鷹向%2要%3：%2沒有，回合結束。</translation>
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
                <numerusform>%1用小偷喜鵲從%2的動物園拿走%3（第 %4 張）；%2現在有 %n 個三張一組。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="199" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>牌庫已空：母羊沒有帶來任何牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="201" />
            <source>The Mother Sheep brings %1 from the pile (card %2).</source>
            <translation>母羊從牌庫帶來%1（第 %2 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>狼沒有蓋住任何牌：飲水處原本是空的。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>狼蓋住 %n 張牌：回合結束時交給%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="230" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1的回合結束：可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="231" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1的回合結束，沒有牌可放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="233" />
            <source>%1 stops without drawing.</source>
            <translation>%1沒有抽牌就停手。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1抽了 %n 張後停手：張數不夠，不能放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="236" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1抽了 %2 張後停手，可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="246" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1用白羊把百搭當作%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="248" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1用白羊把%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="250" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1把百搭當作%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="252" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1把%2放進動物園（現在 %3 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="261" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鵲：動物園有了第三種動物，而且別人的動物園也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="265" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1拿到小偷喜鵲：動物園有了第三種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="267" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1拿到小偷喜鵲：別人的動物園也有%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="277" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>牌庫已空：%1補不到牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="279" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1抽走牌庫最後 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="280" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1從牌庫補了 %n 張手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="287" />
            <source>Nothing moved this turn (idle turns in a row: %1 of %2).</source>
            <translation>這回合沒有任何進展（連續閒置回合：%1／%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="295" />
            <source>The game ends after %1 turns.</source>
            <translation>%1 個回合後遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>已經 %1 個回合沒有任何進展：遊戲結束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="305" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>遊戲結束：%1以 %n 個三張一組獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1抽到%2的黑羊：強制結束，不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="318" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1不使用老鷹發問。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1用鼴鼠看%2的手牌（%n 張）。</numerusform>
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
            <translation>%1的手牌沒有動物卡：鼴鼠什麼也沒找到。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="333" />
            <source>%1 takes %3 from %2's hand with the Mole (card %4).</source>
            <translation>%1用鼴鼠從%2的手牌拿出%3（第 %4 張）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>其他動物園都沒有牌：小偷喜鵲什麼也沒拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="343" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1沒有用小偷喜鵲拿牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="347" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1可以用白羊從手牌放一張牌進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="350" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1沒有動物卡可以用白羊放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="353" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1沒有用白羊放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="359" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>狼底下的 %n 張牌交給%1。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="363" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1從飲水處拿走 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="368" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1湊齊%2的三張一組：現在有 %n 個。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="375" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1放棄了 %n 次放牌機會。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>You drew %1 from the pile.</source>
            <translation>你從牌庫抽到%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="388" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1有 %n 個三張一組，獲勝！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="443" />
            <source>%1 drew %2's black sheep at once: nothing placed.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Events of the active seat's drawing step (``seat`` is the active seat): the first one seen opens a turn in a summary. Events that get a line of their own in a turn summary (worded as in the game log).</extracomment>
            <translation>%1一抽就抽到%2的黑羊：沒有放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="445" />
            <source>%1 drew %n card(s), then %2's black sheep: nothing placed.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌，接著抽到%2的黑羊：沒有放牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="451" />
            <source>%1 drew %n card(s), then asked %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌，用老鷹向%2要%3但落空。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="458" />
            <source>%1 stopped without drawing.</source>
            <translation>%1沒有抽牌就停手了。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="459" />
            <source>%1 drew %n card(s) and stopped.</source>
            <translation>
                <numerusform>%1抽了 %n 張牌後停手。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="480" />
            <source>%1 placed %2 in their zoo.</source>
            <translation>%1把%2放進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="518" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>現在請從其他玩家的手牌抽牌，或停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="519" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>請先決定老鷹：向一位玩家要一種動物，或不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>First choose the card the Mole takes.</source>
            <translation>請先選擇鼴鼠要拿的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="521" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>請先決定小偷喜鵲：從別人的動物園拿一張牌，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="522" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>請先等白羊的主人決定是否放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="523" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>現在請把牌放進動物園，或結束放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="526" />
            <source>That is not possible now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="533" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>這不是《掰掰黑羊》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="534" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="304" />
            <source>There is no such player.</source>
            <translation>沒有這位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="535" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>請從其他玩家的手牌抽牌，不能抽自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="536" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>老鷹只能問其他玩家，不能問自己。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="537" />
            <source>That species is not in this game.</source>
            <translation>這一局沒有這種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="539" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>用鼴鼠時必須從看到的手牌選一張動物卡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>That card is not in the hand you see.</source>
            <translation>你看到的手牌裡沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="543" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>鼴鼠只能拿動物卡：動物或百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="545" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>小偷喜鵲只能從其他玩家的動物園拿，不能拿自己的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="546" />
            <source>That zoo holds no such card.</source>
            <translation>那個動物園沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="547" />
            <source>You do not hold that card.</source>
            <translation>你沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="548" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊卡永遠不能放進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="549" />
            <source>Choose the species the joker stands for.</source>
            <translation>請選擇百搭代表的動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="550" />
            <source>Only the joker is declared as a species.</source>
            <translation>只有百搭需要指定動物種類。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="570" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>%n 個三張一組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="576" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>三張一組數量相同：動物園牌最多者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="577" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>三張一組和動物園牌數都相同：共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="586" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>連續 %1 個回合沒有任何進展，遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="590" />
            <source>The game reached its turn limit and ended.</source>
            <translation>遊戲達到回合上限而結束。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="609" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>第 %1 名　%2 — %n 個三張一組（勝利者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>第 %1 名　%2 — %n 個三張一組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="631" />
            <source>Triplets: %1</source>
            <translation>三張一組：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="633" />
            <source>No triplet</source>
            <translation>沒有三張一組</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="638" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>動物園 %n 張：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="640" />
            <source>Empty zoo</source>
            <translation>動物園是空的</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="642" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最先達成 %n 個三張一組的目標。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>Bye-Bye Black Sheep</source>
            <translation>掰掰黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="657" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>從對手手牌中抽牌來充實你的動物園，但抽到黑羊回合就結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="665" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>進階規則：白羊、母羊和狼</translation>
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
            <translation>每位玩家從八張特殊卡中發到一張，取代老鷹或鼴鼠：三張老鷹、兩張鼴鼠、白羊、母羊和狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="679" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>動物卡中加入一張百搭：放進動物園時，它算作你選擇的動物，可以湊成三張一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="699" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>三張一組 %1/%2 · 手牌 %3 · 動物園 %4
持有小偷喜鵲</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>三張一組 %1/%2 · 手牌 %3 · 動物園 %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Players</source>
            <extracomment>The frame colour of the black sheep on the rules page (on the board: its owner's colour).</extracomment>
            <translation>玩家人數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Species</source>
            <translation>動物種類</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Triplets to win</source>
            <translation>獲勝所需三張一組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="772" />
            <source>This game: advanced game with the joker.</source>
            <translation>本局：進階規則，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="774" />
            <source>This game: advanced game, without the joker.</source>
            <translation>本局：進階規則，沒有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>This game: base game with the joker.</source>
            <translation>本局：基本規則，有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="778" />
            <source>This game: base game, without the joker.</source>
            <translation>本局：基本規則，沒有百搭。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="780" />
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="784" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>在你的動物園裡收集三張一組：同一種動物的三張牌。最先湊齊足夠組數的玩家立刻獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="791" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="795" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>每位玩家拿到 5 張動物卡（2 人時 6 張）、自己的黑羊和一張特殊卡：老鷹或鼴鼠。其餘動物卡面朝下成為牌庫。小偷喜鵲面朝上放在牌庫旁邊。起始玩家隨機決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="803" />
            <source>Your turn: draw cards</source>
            <translation>你的回合：抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="807" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>點選其他玩家的手牌，隨機抽出一張看不到的牌。它面朝上放進中間的飲水處。接著可以再抽，從同一位或另一位玩家抽都可以，想抽幾次都行，或者停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="816" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>每個人的手牌裡都有一隻黑羊。抽到黑羊時回合立刻結束：強制結束。黑羊還給主人，你把飲水處的牌收進手牌，這回合不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="825" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>每位玩家的區塊會顯示手牌張數，以及從他那裡下一張抽到黑羊的機率：7 張中 1 張比 3 張中 1 張安全。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="830" />
            <source>Stop and place</source>
            <translation>停手並放牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="834" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>停手時，把飲水處的牌全部收進手牌。然後可以把比抽到張數少兩張的牌放進動物園：抽 3 張放 1 張，抽 4 張放 2 張，依此類推。從整手牌中任選動物卡，一次放一張。特殊卡永遠不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="844" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>動物園依動物種類排列。同種三張就是三張一組；第四、第五張不會多算一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="849" />
            <source>Special cards</source>
            <translation>特殊卡</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="853" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>除了黑羊，每張抽到的牌都算進抽牌張數；老鷹、鼴鼠、小偷喜鵲或母羊帶來的牌也算。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="863" />
            <source>Black sheep</source>
            <translation>黑羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="864" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>立刻結束你的回合：黑羊還給主人，你不能放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="870" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>可以向一位玩家要一種動物。他有的話，那張牌進入飲水處，你的回合繼續；沒有的話，你的回合結束，就像你停手一樣。也可以不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="879" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>你可以看到抽出鼴鼠那位玩家的手牌，並從中選一張動物卡放進飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>一開始放在牌庫旁邊。第一位在動物園放入第三種動物、或放入別人動物園已有的動物的玩家，把它收進手牌。之後從手牌中抽到它的人，可以從其他玩家的動物園拿一張牌放進飲水處，可能拆散三張一組。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="896" />
            <source>After the turn</source>
            <translation>回合之後</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="900" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>除了剛結束回合的玩家，其他人從下一位開始依序從牌庫補牌到 7 張（2 人時 8 張）。牌庫抽完後，就用較少的手牌繼續。接著由順時針下一位玩家進行回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="907" />
            <source>End of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="911" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>最先湊齊所需三張一組數量的玩家立刻獲勝，即使正在放牌，或是在別人的回合中用白羊放牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="919" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>如果連續每位玩家兩個回合都沒有進展（沒有牌進入動物園，牌庫也沒有變少），遊戲結束：三張一組最多者獲勝，其次比動物園的牌數；仍然相同就共同獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="925" />
            <source>Options</source>
            <translation>選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="929" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>進階規則：特殊卡改用三張老鷹、兩張鼴鼠、白羊、母羊和狼，每位玩家發一張；其餘的不看就收起來。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="942" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>別人從你手牌抽到它時，即使不是你的回合，你也可以立刻從手牌放一張動物卡進動物園。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="949" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>牌庫最上面的一張牌也加入飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>飲水處已有的牌全部面朝下壓在狼底下，不再計算。回合結束時，這些牌交給被你抽走狼的那位玩家。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="962" />
            <source>Joker (option)</source>
            <translation>百搭（選項）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>動物卡中加入一張百搭。放進動物園時選擇它算作哪種動物。老鷹發問時不能用百搭回答。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="971" />
            <source>Controls</source>
            <translation>操作方式</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="973" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>抽牌：點選其他玩家的手牌，或按他區塊上的數字。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Stop: click Stop, or press S.</source>
            <translation>停手：點選「停手」，或按 S。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="976" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>選擇（老鷹要問的玩家和動物、鼴鼠要拿的牌、小偷喜鵲要拿的牌、百搭的動物、要放的牌）：點選亮起的牌或按鈕，或用方向鍵或 Tab 移動後按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N 代表「不要」：老鷹不問、小偷喜鵲不拿、白羊不放、結束放牌。Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="985" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>滑鼠移到牌上可看到名稱。沒有亮起的選項，移上去或點選時會說明原因。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="989" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盤面上的「你上回合之後」列出其他人做了什麼，他們剛放的牌會以金色標示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Since your last turn</source>
            <translation>你上回合之後</translation>
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
            <translation>三張一組！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="49" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <extracomment>Targets whose explanation never changes (set when drawn).</extracomment>
            <translation>點選其他玩家的手牌抽牌（按鍵 1–4），按「停手」結束回合（S）。可選的東西會亮起：點選一個，或用 ←/→ 或 Tab 移動後按 Enter。N 代表「不要」，Esc 回到上一步。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="154" />
            <source>Please wait: %1 decides now.</source>
            <translation>請稍候：現在由%1決定。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="161" />
            <source>First choose the joker's species (or press Esc).</source>
            <translation>請先選擇百搭的動物（或按 Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="167" />
            <source>First choose whom to ask.</source>
            <translation>請先選擇要問誰。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="174" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>動物園裡的牌只能用小偷喜鵲拿走。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="178" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>你的黑羊一直留在手牌：永遠不能放。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="182" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>停手之後才放牌：張數是抽到的張數少兩張。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="263" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>只有在你的回合抽牌時才能停手。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="274" />
            <source>First choose with ←/→ or Tab (or click), then press Enter.</source>
            <translation>請先用 ←/→ 或 Tab 選擇（或點選），再按 Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="302" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>請用滑鼠或 ←/→ 和 Enter 選擇動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="311" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="317" />
            <source>There is no such card.</source>
            <translation>沒有這張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="95" />
            <source>Triplets %1/%2</source>
            <extracomment>A risk at least this high is shown in warning red.</extracomment>
            <translation>三張一組 %1/%2</translation>
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
            <translation>▶ 由你決定</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="106" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="173" />
            <source>▶ deciding</source>
            <translation>▶ 決定中</translation>
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
            <translation>三張一組：%1，獲勝需要 %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="211" />
            <source>Key %1 draws from this hand</source>
            <translation>按 %1 從這份手牌抽</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="254" />
            <source>black sheep: %1 in %2</source>
            <translation>黑羊：%2 張中 %1 張</translation>
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
                <numerusform>%1有 %n 張手牌。
已知在這份手牌中：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1有 %n 張手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空的動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="332" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="441" />
            <source>Triplet of %1</source>
            <translation>%1的三張一組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="341" />
            <source>joker as %1</source>
            <translation>百搭（當作%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="344" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（你上回合之後放的）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="400" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>你的手牌：%n 張</numerusform>
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
            <translation>放下後動物園裡有%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="80" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1可以用白羊放一張牌……</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="85" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>百搭：選擇它在動物園裡算作哪種動物。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="88" />
            <source>Your turn: click another player's hand to draw a card.</source>
            <translation>輪到你了：點選其他玩家的手牌抽一張牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="89" />
            <source>Draw another card from a hand, or stop and take the watering hole.</source>
            <translation>再從手牌抽一張，或停手收下飲水處的牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="92" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>老鷹：選一位玩家來要一種動物，或不問。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="94" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>老鷹：要向%1要哪種動物？（Esc：換人）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="99" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>鼴鼠：從%1的手牌選一張動物卡放進飲水處。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="104" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>小偷喜鵲：點選其他玩家動物園裡的一張牌拿走，或不拿。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="108" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1抽到你的白羊：你可以從手牌放一張牌進動物園。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="113" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>從手牌最多放 %n 張牌進動物園。</numerusform>
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
            <translation>不問（N）</translation>
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
            <translation>按鍵：1–9 選擇 · S 停手 · N 不要 · ←/→ Enter · Esc 返回</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="289" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ 已知在那份手牌中 · × 那份手牌沒有</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="319" />
            <source>%1's hand</source>
            <translation>%1的手牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="73" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>回合中沒有人從牌庫抽牌：每回合結束後用它補其他玩家的手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="83" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>第一位在動物園放入第三種動物、或放入別人動物園已有動物的玩家，會拿到小偷喜鵲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="89" />
            <source>Magpie</source>
            <translation>小偷喜鵲</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="99" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目標：%n 個三張一組</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="108" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>%n 張特殊卡已收起</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>Idle turns: %1 of %2</source>
            <translation>閒置回合：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="132" />
            <source>A turn is idle when no card enters a zoo and the pile does not shrink. When every player has had two idle turns in a row, the game ends.</source>
            <translation>沒有牌進入動物園、牌庫也沒有變少的回合就是閒置回合。連續閒置回合達到每位玩家兩回合時，遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="139" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>回合結束時，飲水處的牌會進入正在進行回合的玩家手牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>Pile: %1</source>
            <translation>牌庫：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="186" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>狼底下有 %n 張牌：回合結束時交給%1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="208" />
            <source>Watering hole</source>
            <translation>飲水處</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="225" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>你還可以放 %n 張牌。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="226" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1正在放牌：還可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="230" />
            <source>No card drawn yet this turn.</source>
            <translation>這回合還沒有抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="233" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>已抽：%1 · 抽到 3 張以上才能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="234" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>已抽：%1 · 現在停手可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="236" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>已抽：%1 · 還不能放牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="238" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>已抽：%1 · %2現在停手可以放 %n 張。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="260" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>狼底下：%n 張，歸%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="307" />
            <source>Earlier moves are in the game log.</source>
            <translation>更早的動作在遊戲紀錄裡。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <source>Nothing yet.</source>
            <translation>還沒有任何事。</translation>
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
            <translation>挑選骰子，派牛仔去抓牛，賣出最好的牛群。</translation>
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
</TS>
