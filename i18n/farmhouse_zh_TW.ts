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
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="315" />
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="327" />
            <source>Bonus cards: 6 points each</source>
            <translation>獎勵卡：每張 6 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="336" />
            <source>majority per animal · complete set</source>
            <translation>各動物最多 · 全套</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任務卡（重建的牌組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="348" />
            <source>face up</source>
            <translation>公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="349" />
            <source>your secret</source>
            <translation>你的秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>%1's secret</source>
            <translation>%1 的秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="420" />
            <source>retired</source>
            <translation>已翻面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="454" />
            <source>%1 (just played)</source>
            <translation>%1（剛打出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="506" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成順序：組合完全相同時，號碼較小者獲勝。</translation>
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
            <location filename="../farmhouse/app/game_ui.py" line="127" />
            <source>%1–%2 players</source>
            <translation>%1–%2 位玩家</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="136" />
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="137" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
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
            <location filename="../farmhouse/app/main_window.py" line="420" />
            <source>The translation for %1 is not available.</source>
            <translation>無法使用 %1 的翻譯。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>About Farmhouse</source>
            <translation>關於 Farmhouse</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="464" />
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
            <location filename="../farmhouse/app/controller.py" line="234" />
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
            <translation>藍色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="57" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>紅色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="58" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>黃色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>village</source>
            <translation>村莊</translation>
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
            <translation>藍色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="70" />
            <source>red meadow</source>
            <translation>紅色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="71" />
            <source>yellow meadow</source>
            <translation>黃色草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>north</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>east</source>
            <translation>東</translation>
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
            <translation>%1草地與森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="100" />
            <source>a %1 meadow with village</source>
            <translation>%1草地與村莊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="102" />
            <source>a %1 and %2 meadow</source>
            <translation>%1和%2的草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a village</source>
            <translation>村莊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="105" />
            <source>a forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a wolf</source>
            <translation>一隻狼</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a hunter</source>
            <translation>一位獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a landscape tile</source>
            <translation>一塊風景版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="122" />
            <source>%n landscape tile(s)</source>
            <translation>
                <numerusform>%n 塊風景版塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 1st</source>
            <translation>第 1 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 2nd</source>
            <translation>第 2 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 3rd</source>
            <translation>第 3 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 4th</source>
            <translation>第 4 個退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="151" />
            <source>%1 lays a %2 meadow.</source>
            <translation>%1放置%2草地。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="153" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1放置%2草地與森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1放置%2草地與村莊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="157" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1放置有%2和%3草地的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="159" />
            <source>%1 lays a village.</source>
            <translation>%1放置村莊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%1 lays a forest.</source>
            <translation>%1放置森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="165" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>狼來啦！%1的狼撲倒了獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="166" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>狼來啦！%1把狼放進森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="171" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>碰！%1的獵人趕走了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="172" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>獵人來啦！%1派獵人進入森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="177" />
            <source>The hunter leaves the game.</source>
            <translation>獵人離開遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="178" />
            <source>The wolf leaves the game.</source>
            <translation>狼離開遊戲。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1從袋中抽走最後 %n 塊版塊。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="190" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1從袋中暗抽 %n 塊版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="196" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1揭露顏色，本回合多放置一塊版塊。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="197" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1額外獲得 %n 次放置。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="205" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>%1羊圈地圍好了，共 %2 隻羊，但被狼破壞了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="207" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>%1羊圈地圍好了，共 %2 隻羊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="214" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>兩片森林連成一片：其中的狼仍在作亂。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="216" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>兩片森林連成一片：現在獵人擋住了狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="217" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>兩片森林連成一片：狼在整片森林作亂。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="224" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1退出，已經沒有獎勵分了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1第一個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="227" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1第二個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="228" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1第三個退出，獲得 +%2 分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="235" />
            <source>%1 plays on alone.</source>
            <translation>只剩%1，繼續獨自進行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="241" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>其他玩家可以用狼、獵人、揭露顏色或退出回應%1的版塊。</translation>
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
            <translation>揭露所有顏色：%1。沒有人是%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="256" />
            <source>The colours are revealed: %1.</source>
            <translation>揭露所有顏色：%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="261" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1得 %n 分：羊圈地 %2 分，退出獎勵 %3 分。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>所有玩家都退出了。%1以 %n 分獲勝。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="278" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>沒有人能再放置版塊。%1以 %n 分獲勝。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="282" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>所有玩家都退出了。%1平手，共享勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="283" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>沒有人能再放置版塊。%1平手，共享勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1揭露顏色：%2，並放置牧羊人版塊。</translation>
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
            <translation>%1接壤兩塊以上的版塊，必須馬上再放置一塊。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="307" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>沒有版塊放得下：%1必須棄掉 %n 塊版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="310" />
            <source>You discard %1.</source>
            <translation>你棄掉了%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="311" />
            <source>%1 discards a tile.</source>
            <translation>%1棄掉一塊版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="313" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1本回合沒有放置版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="319" />
            <source>%1 lets it pass.</source>
            <translation>%1不回應。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="353" />
            <source>the %1 side needs %2, not %3</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Event keys the log deliberately leaves out (bookkeeping that another line already says).</extracomment>
            <translation>%1邊需要%2，而不是%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="360" />
            <source>It does not fit here: %1.</source>
            <translation>這裡放不下：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="365" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="366" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="367" />
            <source>That is not a Wooly Bully move.</source>
            <translation>這不是《綿羊大戰（Wooly Bully）》的動作。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="368" />
            <source>That tile is not in your hand.</source>
            <translation>那塊版塊不在你的手牌中。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="369" />
            <source>There is no such tile.</source>
            <translation>沒有這塊版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="370" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>版塊的這一面不能這樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="372" />
            <source>A wolf or hunter goes down forest side up with its own button; its meadow side is laid like any tile.</source>
            <translation>狼或獵人版塊以森林面朝上放置時，請用它自己的按鈕；它的草地面則像一般版塊一樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="375" />
            <source>The tile cannot be turned that way.</source>
            <translation>版塊不能這樣旋轉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="376" />
            <source>That place is already taken.</source>
            <translation>那個位置已經有版塊了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="377" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>版塊必須接壤場上已有的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="379" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>你本回合已經沒有可放置的版塊：結束回合，或使用狼、獵人、揭露顏色或退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="383" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>你有風景版塊放得下，所以必須先放置一塊版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="385" />
            <source>That tile is not a wolf.</source>
            <translation>那塊版塊不是狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>That tile is not a hunter.</source>
            <translation>那塊版塊不是獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="388" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>有獵人守著的森林不能再放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="391" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>那片森林有狼：請把獵人直接放在狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>這隻狼已經被獵人擋住了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="394" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>本局不能把狼放在獵人上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="395" />
            <source>You have already revealed your colour.</source>
            <translation>你已經揭露過顏色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="396" />
            <source>First lay the extra tile you owe.</source>
            <translation>請先放置必須額外放置的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="397" />
            <source>Nothing needs to be discarded now.</source>
            <translation>現在不需要棄牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>There is nothing to answer now.</source>
            <translation>現在沒有需要回應的事。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>你正在回應其他玩家的版塊：請點選「完成」。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="400" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>起始手牌必須是 3 或 4 塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="402" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>「以額外放置代替額外抽牌」不能和「接壤兩塊以上後再放一塊」一起使用。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="418" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>請先從手牌中棄掉 %n 塊版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="421" />
            <source>That move is not allowed now.</source>
            <translation>現在不能這樣做。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="431" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>分數平手：羊圈地較大者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>分數與羊圈地都平手：較早退出者獲勝。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="433" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>分數、羊圈地與退出順序都平手：共享勝利。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="450" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n 分，勝利者</numerusform>
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
            <translation>顏色：%1（遊戲中已揭露）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="472" />
            <source>Colour: %1 (kept secret)</source>
            <translation>顏色：%1（一直保密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="476" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>沒有不受狼破壞的羊圈地：0 分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="480" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>羊圈地：%1 = %2 隻羊</translation>
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
            <translation>最大的羊圈地：%1 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="490" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>其他羊圈地（不計分）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="496" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>被狼破壞（羊數）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="499" />
            <source>Not enclosed (sheep): %1</source>
            <translation>尚未圍起（羊數）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>Did not quit: no bonus</source>
            <translation>沒有退出：沒有獎勵分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="505" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>退出獎勵：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>總分：%1</translation>
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
                <numerusform>手牌 %n 塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="530" />
            <source>colour: %1</source>
            <translation>顏色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="532" />
            <source>revealed: %1</source>
            <translation>已揭露：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="534" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="185" />
            <source>passed</source>
            <translation>跳過</translation>
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
            <translation>綿羊大戰（Wooly Bully）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>放置方形版塊，為你祕密的羊的顏色圍出最大的羊圈地，還要提防狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>Tiles in hand at the start</source>
            <translation>起始手牌數</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="558" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>回應其他玩家的版塊（狼、獵人、揭露顏色、退出）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>A hunter guards the whole forest</source>
            <translation>獵人守護整片森林</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="560" />
            <source>Score every enclosed field</source>
            <translation>所有羊圈地都計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="561" />
            <source>A wolf may pounce on a hunter</source>
            <translation>狼可以撲倒獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="562" />
            <source>Extra placements instead of extra tiles</source>
            <translation>以額外放置代替額外抽牌</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>Lay one more after touching two or more</source>
            <translation>接壤兩塊以上後再放一塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>每位玩家開始時抽幾塊版塊：原版規則為 4 塊，變體規則為 3 塊，局面更緊湊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="576" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>每放置一塊版塊後，其他玩家依序可以使用狼或獵人、揭露顏色或退出，然後回合才繼續，就像原始規則允許隨時這麼做。關閉時：只能在自己的回合。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="581" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森林連成一片時，森林中任何一位獵人都能擋住所有的狼（英文規則書）。關閉時：狼會一直作亂，直到有獵人直接放在牠上面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="586" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>計算你所有不受狼破壞的羊圈地的羊，而不只是最大的一塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="589" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>狼也可以放在獵人上，獵人隨即離開遊戲。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="592" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>每放置一塊版塊只抽一塊，但接壤多塊版塊時，除第一塊外每多接壤一塊，就多一次放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="596" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>放置接壤兩塊以上的版塊並抽牌後，必須馬上再放置一塊，這塊不抽牌。若放不下，就棄牌到起始手牌數。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="638" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>本局：%n 塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: on.</source>
            <translation>原版規則：開啟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: off.</source>
            <translation>原版規則：關閉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>On in this game.</source>
            <translation>本局：開啟。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>Off in this game.</source>
            <translation>本局：關閉。</translation>
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
            <translation>遊戲目標</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="695" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>大家一起用方形版塊拼出不斷擴大的風景：村莊、森林，以及用柵欄圍住、有四種顏色的羊的草地。每位玩家祕密地擁有一種顏色，目標是用自己的顏色圍出最大的羊圈地，而且不能有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="704" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>每種顏色都有自己的色調和符號：黑色是新月，藍色是水滴，紅色是愛心，黃色是太陽。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="710" />
            <source>The tiles</source>
            <translation>版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>每塊版塊都有兩面。每一面有某種顏色的草地和羊、森林與村莊，彼此以柵欄分隔。放置時哪一面朝上都可以，也可以任意旋轉。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="718" />
            <source>The two faces of one tile</source>
            <translation>同一塊版塊的兩面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="719" />
            <source>One face turned four ways</source>
            <translation>同一面的四種旋轉</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>Setup</source>
            <translation>設置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="725" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>小村廣場放在中央。每位玩家暗中拿到一塊牧羊人版塊：它的顏色就是你祕密的顏色，只會在遊戲畫面上方顯示給你看。袋中有 60 塊風景版塊、4 隻狼和 4 位獵人。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="731" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>每位玩家從袋中暗抽 %n 塊版塊作為起始手牌。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="732" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>小村廣場與一塊背面朝上的牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>從手牌中選一塊版塊放在風景旁。它至少要接壤一塊版塊，而且每個接壤的邊都必須相配：村莊接村莊、森林接森林、草地接同顏色的草地。然後每接壤一塊版塊就暗抽一塊，最多四塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <source>A tile that fits beside the Village Square</source>
            <translation>一塊能放在小村廣場旁的版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>第一塊版塊必須以村莊接上小村廣場。如果你的風景版塊都放不下，可以不放置就結束回合，也不抽牌。狼或獵人版塊的草地面可以像一般版塊一樣放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="755" />
            <source>Fields</source>
            <translation>草地與羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>跨越版塊相連的同色草地構成一片草地。當草地的邊緣都沒有開口，四周都被柵欄、森林、村莊與其他版塊圍住時，就成為羊圈地。風景中可以有「洞」。羊圈地會在畫面上描出輪廓並標示羊的數量。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="764" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四個草地角落圍出有 4 隻羊的羊圈地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="767" />
            <source>Wolves and hunters</source>
            <translation>狼與獵人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="768" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>狼、獵人、草地背面與牧羊人版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="771" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>狼來啦！在你的回合，你可以把狼以森林面朝上，放在所有接壤的邊都是森林的位置。與牠所在森林相鄰的草地都無法計分。狼不能加入有獵人的森林。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>獵人來啦！獵人以森林面朝上放進沒有狼作亂的森林，之後那片森林就不能再放狼。或者把獵人直接放在狼上：碰！掰掰野狼，狼離開遊戲。放置狼與獵人時，也像一般版塊一樣抽牌。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>本局中，森林連成一片時，森林中任何一位獵人都能擋住其中的狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="790" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>本局中，狼所在的森林與有獵人的森林連成一片後，狼仍會作亂：只有直接放在狼上的獵人才能擋住牠。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Revealing your colour</source>
            <translation>揭露顏色</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="799" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>每局一次，在你的回合可以揭露顏色：把你的牧羊人版塊（你的顏色、有 4 隻羊的草地）放在放得下的位置，並照常抽牌。之後本回合可以額外放置一塊版塊，所以一個回合最多能放下三塊。揭露顏色並非必要。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="807" />
            <source>Quitting</source>
            <translation>退出</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="810" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>在你的回合可以宣布退出。第一個退出的玩家得 6 分，第二個得 3 分，第三個得 1 分（玩家較少時獎勵也較少）；最後未退出的玩家沒有獎勵。你的羊圈地仍會計分，但你不再進行回合。其他人都退出後，最後的玩家獨自繼續進行。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="818" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>本局中，每放置一塊版塊後，其他玩家也可以依序馬上用狼、獵人、揭露顏色或退出來回應。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="826" />
            <source>The end</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="829" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>所有玩家都退出，或所有尚未退出的玩家接連結束回合都沒有放置版塊時，遊戲結束。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Scoring</source>
            <translation>計分</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="838" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>所有顏色都會揭露。你的得分是你顏色的、沒有與有狼作亂的森林相鄰的羊圈地中的羊數，再加上退出獎勵。沒有人擁有的顏色不計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="844" />
            <source>In this game every such field counts.</source>
            <translation>本局中，每塊這樣的羊圈地都計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="846" />
            <source>Only your best such field counts.</source>
            <translation>只有其中最大的一塊羊圈地計分。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="850" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>總分最高者獲勝。平手時，羊圈地較大者獲勝，再平手則較早退出者獲勝；否則共享勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="855" />
            <source>Options</source>
            <translation>選項</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="857" />
            <source>Playing with the mouse</source>
            <translation>滑鼠操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="861" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>點選下方手牌中的一塊版塊。它會隨著滑鼠指標在風景上移動；放得下的位置會亮起（虛線：旋轉後放得下）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>按右鍵、Ctrl + 滾輪或「旋轉」按鈕旋轉，按「翻面」按鈕翻面，再點選亮起的位置放置。放不下的位置會告訴你哪一邊不相配。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="875" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手牌旁的按鈕可以揭露顏色、使用狼或獵人、結束回合或退出。拖曳桌面可以移動畫面，滾動滾輪可以縮放，「全覽」會顯示整個風景。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="882" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>羊圈地會描出輪廓並標示羊的數量。有狼作亂的森林以紅色虛線標示，被牠破壞的草地會畫上斜線。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="888" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>自你上次行動後放置的版塊，會標上放置者的符號；最新的一塊以金框標示。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>Playing with the keyboard</source>
            <translation>鍵盤操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1–9：選擇手牌中的版塊；Esc：放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="898" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：順時針旋轉，Shift + R：逆時針旋轉；F：翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="901" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>方向鍵：移動版塊一格；Tab：跳到下一個放得下的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="904" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter 或空白鍵：放置在該位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="905" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：揭露顏色，W：狼，H：獵人，E：結束回合，Q：退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ 和 −：縮放；0：顯示整個風景；沒有選擇版塊時，方向鍵會移動畫面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="152" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="189" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="206" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="504" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>請先從手牌中選一塊版塊（按鍵 1–9）。</translation>
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
                <numerusform>要退出並獲得 %n 分嗎？再按一次 Q 或 Enter；Esc 取消。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="246" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>沒有版塊放得下：點選手牌中的 %n 塊版塊棄掉。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="251" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>用狼、獵人、揭露顏色或退出來回應，或點選「完成」（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="254" />
            <source>You touched two or more tiles: lay one more now (keys 1–9).</source>
            <translation>你接壤了兩塊以上的版塊：現在再放置一塊（按鍵 1–9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="256" />
            <source>Choose a tile from your hand (keys 1–9), then a lit place.</source>
            <translation>從手牌中選一塊版塊（按鍵 1–9），再選亮起的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="259" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>你的版塊都放不下：結束回合（E），或使用狼、獵人或揭露顏色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="261" />
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="269" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>本回合的版塊都放置完了：結束回合（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="263" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>把狼放在亮起的森林位置。Esc 放回。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="265" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>把獵人放在亮起的位置，或直接放在作亂的狼上。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="267" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>把牧羊人版塊放在亮起的位置，揭露你的顏色。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="271" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>這一面哪裡都放不下：翻面（F）或換一塊版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="272" />
            <source>Click a lit place to lay it. R or right click turns it, F flips it.</source>
            <translation>點選亮起的位置放置。R 或右鍵旋轉，F 翻面。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="86" />
            <source>Game over: %1 wins with %n point(s)</source>
            <extracomment>Smallest font of anything a player must read (pixels).</extracomment>
            <translation>
                <numerusform>遊戲結束：%1以 %n 分獲勝</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="89" />
            <source>Game over: a shared win</source>
            <translation>遊戲結束：共享勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="94" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ 你回應%1的版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="97" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ 你的回合：棄掉 %n 塊版塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="99" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ 你的回合：現在再放置一塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="103" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ 你的回合：版塊都放置完了</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="104" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ 你的回合：還要放置 %n 塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="107" />
            <source>%1 may answer %2's tile</source>
            <translation>%1可以回應%2的版塊</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="112" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1的回合：還要放置 %n 塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="139" />
            <source>Tiles left in the bag</source>
            <translation>袋中剩下的版塊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="154" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>你的羊：%1（已揭露）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="155" />
            <source>Everybody knows your colour now.</source>
            <translation>現在大家都知道你的顏色了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="157" />
            <source>Your sheep: %1 (secret)</source>
            <translation>你的羊：%1（祕密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="158" />
            <source>Only you can see this: keep it secret.</source>
            <translation>只有你看得到：請保守祕密。</translation>
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
                <numerusform>%n 塊</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="207" />
            <source>Your colour (only you see it)</source>
            <translation>你的顏色（只有你看得到）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="215" />
            <source>Colour still secret</source>
            <translation>顏色仍是祕密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="235" />
            <source>Bag: %1</source>
            <translation>袋中：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="268" />
            <source>Reveal (V)</source>
            <translation>揭露顏色（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="269" />
            <source>Wolf (W)</source>
            <translation>狼（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="270" />
            <source>Hunter (H)</source>
            <translation>獵人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>Done (E)</source>
            <translation>完成（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>End turn (E)</source>
            <translation>結束回合（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="272" />
            <source>Quit (Q)</source>
            <translation>退出（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="276" />
            <source>Fit</source>
            <translation>全覽</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="278" />
            <source>Zoom in (+)</source>
            <translation>放大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="279" />
            <source>Zoom out (−)</source>
            <translation>縮小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="280" />
            <source>Show the whole landscape (0)</source>
            <translation>顯示整個風景（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="317" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>你已經退出：你的版塊已放到一旁。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="319" />
            <source>Your hand is empty.</source>
            <translation>你的手牌是空的。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="333" />
            <source>Rotate (R)</source>
            <translation>旋轉（R）</translation>
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
                <numerusform>現在退出並獲得 %n 分獎勵嗎？之後你不再進行回合。</numerusform>
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
            <translation>點選手牌中的版塊，再點選亮起的位置（按鍵 1–9、方向鍵或 Tab、Enter）。R 或右鍵旋轉，F 翻面。V 揭露顏色，W 狼，H 獵人，E 結束回合，Q 退出。拖曳移動畫面，滾輪或 + − 縮放，0 顯示全部。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="135" />
            <source>You have no tile with that number.</source>
            <translation>你沒有這個編號的版塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="180" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>這隻狼現在哪裡都放不下，牠的草地面也一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="182" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>這位獵人現在哪裡都放不下，他的草地面也一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="183" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>這塊版塊現在兩面都放不下，請換一塊。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="193" />
            <source>This tile looks the same every way round.</source>
            <translation>這塊版塊怎麼旋轉都一樣。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="209" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>牧羊人版塊要以有羊的那面朝上放置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="270" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>你的牧羊人版塊還放不下：它需要一個所有接壤的邊都是你顏色草地的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="275" />
            <source>You hold no wolf.</source>
            <translation>你手上沒有狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="276" />
            <source>No forest has room for a wolf now.</source>
            <translation>現在沒有森林能放狼。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="279" />
            <source>You hold no hunter.</source>
            <translation>你手上沒有獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="280" />
            <source>No forest has room for a hunter now.</source>
            <translation>現在沒有森林能放獵人。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="283" />
            <source>You cannot quit now.</source>
            <translation>你現在不能退出。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="294" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="332" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="411" />
            <source>Please wait: it is not your turn.</source>
            <translation>請稍候：還沒輪到你。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="318" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>已旋轉成放得下的方向：再點選一次（或按 Enter）即可放置。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="336" />
            <source>First discard %n tile(s): click them in your hand.</source>
            <translation>
                <numerusform>請先棄掉 %n 塊版塊：點選手牌中的版塊。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="343" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="415" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>請先從手牌中選一塊版塊（按鍵 1–9），再選亮起的位置。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="368" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1它的另一面放得下：按 F 翻面。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="522" />
            <source>This tile fits nowhere now.</source>
            <translation>這塊版塊現在哪裡都放不下。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="280" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <extracomment>Layer stacking in the scene.</extracomment>
            <translation>%1羊圈地：%2 隻羊，被狼破壞</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="293" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>%1羊圈地：%2 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="312" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1：%2 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="313" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1以這塊%2羊圈地計分：%3 隻羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="393" />
            <source>Laid by %1 since your last move</source>
            <translation>自你上次行動後由%1放置</translation>
        </message>
    </context>
</TS>
