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
