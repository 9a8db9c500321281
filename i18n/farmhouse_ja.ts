<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>BlackSheep</name>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="24" />
            <source>Black Sheep</source>
            <translation>ブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="30" />
            <source>Black Sheep is a game by Reiner Knizia, published by Fantasy Flight Games in 2008.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>『ブラックシープ』はライナー・クニツィア作のゲームで、2008年に Fantasy Flight Games から出版されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/about.py" line="36" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>3つの​牧草地に​動物カードを​出して​良い​動物を​集めよう。でも​黒ヒツジには​要注意。</translation>
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
            <translation>豚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>chicken</source>
            <translation>ニワトリ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>black sheep</source>
            <translation>黒ヒツジ</translation>
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
            <translation>%1と%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>%1 or %2</source>
            <extracomment>The last two items of a list of choices ("1 or 2"); %1 may itself be a list.</extracomment>
            <translation>%1か%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="87" />
            <source>five of a kind</source>
            <translation>5つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>four of a kind</source>
            <translation>4つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="89" />
            <source>full house (3+2)</source>
            <translation>3+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="90" />
            <source>three of a kind</source>
            <translation>3つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="91" />
            <source>two pairs (2+2)</source>
            <translation>2+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>one pair</source>
            <translation>ペア</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="93" />
            <source>all different</source>
            <translation>バラバラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="106" />
            <source>red</source>
            <translation>赤</translation>
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
            <translation>青</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1の動物コマ最多：%n点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="118" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1＋%2：1組につき%n点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="122" />
            <source>All six black sheep: wins the game</source>
            <translation>黒ヒツジ6個すべて：ゲームに勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="128" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="138" />
            <source>Seat %1</source>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>席%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="147" />
            <source>%1 plays %2 to pasture %3 and discards %4.</source>
            <translation>%1が牧草地 %3 に%2を出し、%4を捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="153" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1が牧草地 %3 に%2を出しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="161" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1が%2を引きました（あなたにだけ見えています）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="162" />
            <source>%1 draws %2.</source>
            <comment>cards seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew, which only that player saw during the game (the watcher sees every hand).</extracomment>
            <translation>%1が%2を引きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="169" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧草地 %1 の決着：%2が%4で%3を獲得しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 に置く動物コマを探して、%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="182" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 の補充で%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="187" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>牧草地 %1 に置ける動物コマが見つからず、終盤に入りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>ストックに牧草地 %1 に置く動物コマがなく、終盤に入りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="193" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧草地 %1 が裏返され、もう補充されなくなりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="194" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧草地 %1 が裏返されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="199" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1が牧草地を制し、次の手番を得ました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="209" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>ゲーム終了：%1が%2点で勝利しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="210" />
            <source>Game over: a shared win for %1.</source>
            <translation>ゲーム終了：%1が同点で勝利しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="217" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1が牧草地 %2 の自分の辺を完成させました（完成番号%3）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="224" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1がカードを%n枚引きました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>捨て札を切り直して、%1枚の新しい山札にしました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="232" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>牧草地 %2 に%1のコマが置かれました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="235" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧草地 %2 の%1の動物コマがストックに戻りました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="240" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>めくったカード%n枚を捨て札にしました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>%1 cannot play and passes.</source>
            <translation>%1は出せるカードがないのでパスしました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>誰もカードを出せなくなり、ゲームが終了しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="291" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="516" />
            <source>The game is over.</source>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="292" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="293" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="294" />
            <source>That is not a Black Sheep move.</source>
            <translation>それは『ブラックシープ』の手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="295" />
            <source>You may play at most two cards in one turn.</source>
            <translation>1回の手番で出せるのは2枚までです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>There is no such pasture.</source>
            <translation>その牧草地はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧草地 %(pasture)s は裏返されているので、カードを出せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>牧草地 %(pasture)s のあなたの辺には、もう3枚あります。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>Your side of pasture %(pasture)s holds %n card(s): you may play %(allowed)s there, not %(played)s.</source>
            <translation>
                <numerusform>牧草地 %(pasture)s のあなたの辺には%n枚あるので、出せるのは%(allowed)sです（%(played)s枚は出せません）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="300" />
            <source>%1 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="303" />
            <source>You do not hold %(cards)s.</source>
            <translation>%(cards)sを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="304" />
            <source>You may discard only after playing a single card.</source>
            <translation>カードを捨てられるのは、1枚だけ出したときに限ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="305" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>捨てようとした%(card)sを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="306" />
            <source>You can play, so you may not pass.</source>
            <translation>出せるカードがあるので、パスできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="316" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は打てません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>%1 passes</source>
            <translation>%1はパス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>%1: %2 to pasture %3, discards %4</source>
            <translation>%1：%2を牧草地 %3 へ、%4を捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="345" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2を牧草地 %3 へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>pass</source>
            <comment>hint: the move</comment>
            <translation>パス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and discard %3</source>
            <comment>hint: the move</comment>
            <translation>牧草地 %2 に%1を出し、%3を捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>play %1 to pasture %2 and keep the rest</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move: one card played, the other cards of the hand kept (not discarded).</extracomment>
            <translation>牧草地 %2 に%1を出し、残りの手札は全部残す</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="361" />
            <source>play %1 to pasture %2</source>
            <comment>hint: the move</comment>
            <translation>牧草地 %2 に%1を出す</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>tied on points: most figures wins</source>
            <translation>同点のため、動物コマの多い人の勝ち</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="368" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得点も動物コマの数も同じ：同点勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="370" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>黒ヒツジ6個すべてで即勝利（任務カード「黒ヒツジ6個すべて」）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="389" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="392" />
            <source>%1 (winner)</source>
            <translation>%1（勝者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="413" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>No figures</source>
            <translation>動物コマなし</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="423" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>動物コマ：%1点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="425" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="534" />
            <source>Majority card (%1): +6</source>
            <translation>最多ボーナスカード（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="427" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全種セット：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="432" />
            <source>Task card “%1”: +%2 (own secret task)</source>
            <translation>任務カード「%1」：+%2（自分の秘密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>Task card “%1”: +%2</source>
            <translation>任務カード「%1」：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="437" />
            <source>Total: %1</source>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="447" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>ボーナスカードの代わりに任務カード（バリアント）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="448" />
            <source>Figure values hidden until the end</source>
            <translation>動物コマの値は最後まで非公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>ボーナスカードは使いません。代わりに任務カード6枚を使います（一部は公開、各プレイヤーに1～2枚の秘密任務）。終了時、各プレイヤーは条件を満たした任務ごとに得点します。Farmhouse は独自の任務カード12枚を使います（「ヘルプ」→「ルール」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="462" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>終了まで、誰も自分の動物コマの値を見られません。最後の牧草地の得点計算まで、勝者はわかりません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="473" />
            <source>Final score: %1 point(s)</source>
            <translation>
                <numerusform>最終得点：%1点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="474" />
            <source>final score: %1 point(s)</source>
            <translation>
                <numerusform>最終得点：%1点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="485" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="508" />
            <source>%n complete set(s)</source>
            <translation>
                <numerusform>全種セット%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="487" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="509" />
            <source>no bonus cards</source>
            <translation>ボーナスカードなし</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>bonus cards: %1</source>
            <extracomment>The bonus cards a seat earned at the end; %1 is a list ("cow, pig, 1 complete set").</extracomment>
            <translation>ボーナスカード：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="497" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>あなたの手番：カードを1枚か2枚選び、牧草地の自分の辺を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="499" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>光っている牧草地の自分の辺をクリックしてください（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="500" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>もう1枚選んでください：このカード1枚だけを置ける辺がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="518" />
            <source>Waiting for %1…</source>
            <translation>%1さんを待っています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="521" />
            <source>You are playing %1 to pasture %2. Discard one of your other cards? (optional)</source>
            <translation>牧草地 %2 に%1を出します。残りの手札から1枚捨てますか？（任意）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="525" />
            <source>You have no legal play and must pass.</source>
            <translation>出せるカードがありません。パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>You have no legal play: you must pass.</source>
            <translation>出せるカードがありません：パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="534" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>先にカードを捨てるかどうか答えてください（または Esc キー）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="535" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>先に手札からカードを1枚か2枚選んでください。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="547" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>動物コマ%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="557" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>判明：%1点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="559" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手札%n枚</numerusform>
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
            <translation>同じ動物が5つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="593" />
            <source>four of one animal</source>
            <translation>同じ動物が4つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="594" />
            <source>three of one animal and two of another</source>
            <translation>同じ動物3つと別の動物2つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="595" />
            <source>three of one animal</source>
            <translation>同じ動物が3つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>two of one animal and two of another</source>
            <translation>同じ動物2つを2組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="597" />
            <source>two of one animal</source>
            <translation>同じ動物が2つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="598" />
            <source>five different animals</source>
            <translation>5つとも違う動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="624" />
            <source>Bonus cards (the published rules)</source>
            <translation>ボーナスカード（公式ルール）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="630" />
            <source>This game: %1.</source>
            <translation>このゲーム：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="633" />
            <source>Goal</source>
            <translation>目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="637" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>プレイヤーは農場主となり、3つの共有の牧草地から動物を自分の囲いへ集めます。動物コマにはそれぞれ隠れた値があります。普通の動物は+1～+3、黒ヒツジは−1～−3です。ゲーム終了時に得点がいちばん高い人の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="643" />
            <source>The animals</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="644" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>ランクの高い順（カードも動物コマも同じ）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>3つの牧草地（I、II、III）には、最初に動物コマを2個ずつ置きます。残りの動物コマはストックに置きます。各動物6個ずつで、値は底面に隠れています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>山札は動物カード84枚（各動物14枚）です。各プレイヤーに3枚ずつ配り、ランダムに選ばれたプレイヤーから始めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>各プレイヤーは、どの牧草地にも自分の色の辺を持っています。盤面では、自分の辺はいつも下の辺です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="674" />
            <source>Your turn</source>
            <translation>あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="680" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;カードを出す&lt;/b&gt;：1つの牧草地の自分の辺に出します。辺にはカードが3枚まで置けます：空の辺には1枚か2枚、1枚ある辺にはちょうど2枚、2枚ある辺にはちょうど1枚。3枚そろった辺にはもう出せません。2枚出すときは必ず同じ辺に出します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="686" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;捨てる&lt;/b&gt;（任意）：1枚だけ出したときは、残り2枚のうち1枚を捨て札にしてもかまいません（2枚とも捨てることはできません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="690" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;引く&lt;/b&gt;：手札が3枚になるまで引きます。山札がなくなったら、捨て札を切り混ぜて新しい山札にします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="694" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;得点計算&lt;/b&gt;：その牧草地の全員の辺にカードが3枚ずつそろったら、その牧草地の得点計算をします（下記）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="698" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>次は時計回りで隣のプレイヤーの手番です。得点計算があったときは、その牧草地の勝者が次の手番を行います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="705" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>辺に出したカードは、その牧草地の得点計算まで表向きのままです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="706" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>自分の辺のどれにもカードを出せないときはパスします：出さず、捨てず、引きません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="713" />
            <source>Scoring a pasture</source>
            <translation>牧草地の得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="717" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>各プレイヤーの組み合わせは、牧草地の動物コマ2個と自分の辺のカード3枚の、合わせて5つの動物です。ポーカーと同じように、いちばん強い組み合わせの人が勝ちます：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="738" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同じ種類の組み合わせどうしでは動物で決めます：まずいちばん大きいグループ（4つ、3つ、高いほうのペア）、次のグループ、最後に単独の動物を、馬から黒ヒツジまでのランクで比べます。馬3つと黒ヒツジ2つは、豚3つとニワトリ2つに勝ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="744" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>まったく同じ動物の組み合わせなら、先に完成した辺が勝ちます：完成した辺の横の小さな数字がその順番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="749" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>勝った人は動物コマ2個を自分の囲いに入れます。その牧草地のカードはすべて捨て札になり、山札から2枚めくります：描かれた動物のコマをストックから牧草地に置きます。そのうち1つの動物がストックにないときは、ストックにある動物が出るまで1枚ずつめくります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="758" />
            <source>The end of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="762" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>めくった2枚のどちらの動物コマもストックにないときは、その牧草地を裏返します：もうカードは出せません。以後、得点計算をした牧草地は補充せずに裏返します。最後の牧草地の得点計算でゲームは終わります。残ったカードと動物コマは誰の得点にもなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="769" />
            <source>Final scoring</source>
            <translation>最終得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="770" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>自分の囲いの動物コマの値を合計します。黒ヒツジはマイナスです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="774" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>条件を満たした使用中の任務カードの得点を加えます（誰が持っていたかは関係ありません。下の「任務カード」を参照）。ボーナスカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="781" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;ボーナスカード&lt;/b&gt;（各6点）。動物ごとの最多：ある動物のコマをほかの誰よりも多く（1個以上）持つ人が、その動物のカードを得ます。同数なら誰も得ません。全種セット：囲いにある6種の動物のセット1組ごとに6点。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="789" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>合計の最も高い人が勝ちです。同点なら動物コマの多い人が勝ち、それも同じなら勝利を分け合います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="796" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;動物の最多&lt;/b&gt;（6枚、各動物1枚）：その動物のコマが最も多い人（1個以上）全員に5点。同数の人はそれぞれ5点を得ます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="801" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;2種の動物&lt;/b&gt;（5枚：馬＋牛、豚＋羊、ニワトリ＋馬、牛＋豚、羊＋ニワトリ）：囲いにあるその2種の組1組ごとに3点。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="806" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;黒ヒツジ6個すべて&lt;/b&gt;：黒ヒツジを6個すべて持つ人は、得点に関係なくゲームに勝ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (in this game)</source>
            <translation>任務カード（このゲームで使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="810" />
            <source>Task cards (an option)</source>
            <translation>任務カード（オプション）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="814" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>任務カードを使うとボーナスカードはありません。元のゲームに印刷された任務カードの一覧は公開されていないため、Farmhouse は独自の12枚を使います：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="823" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>各プレイヤーに秘密の任務カードを1枚（2人プレイでは2枚ずつ）配り、使用中のカードが6枚になるまで表向きにします。残りは使いません。終了時に秘密のカードを公開し、使用中の各カードは条件を満たすすべてのプレイヤーに得点を与えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="830" />
            <source>Figure values</source>
            <translation>動物コマの値</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="834" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>このゲームでは、終了まで誰も動物コマの値を見られません。自分の囲いのコマも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="839" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>自分の囲いの動物コマの値はいつでも見られます（盤面に表示されます）。ほかの値は終了まで隠れています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="844" />
            <source>Options of a new game</source>
            <translation>新しいゲームのオプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>in this game</source>
            <translation>このゲームで使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="846" />
            <source>not in this game</source>
            <translation>このゲームでは不使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>on in the published rules</source>
            <translation>公式ルールで使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="848" />
            <source>off in the published rules</source>
            <translation>公式ルールでは不使用</translation>
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
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="867" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>手札のカードを1枚か2枚クリックし（またはキー 1、2、3）、次に牧草地の自分の辺か牧草地そのものをクリックします（I、II、III はキー A、S、D、または ←/→ と Enter）。出せる手につながる選択だけが光ります。それ以外の操作ができない理由はステータスバーに表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="873" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>1枚だけ出すと、捨てるかどうか聞かれます：捨てるカードをクリックする（またはその番号キー）か、「全部残す」（K または Enter）を選びます。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="877" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>出せないときは「パス」をクリックします（またはキー P か Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="879" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>1台のコンピューターを何人かで使うとき：手番の前に、ほかの人に画面から目をそらすよう頼む画面が出て、そのプレイヤーの前回の手番以降に起きたことが表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="167" />
            <source>%1 (rank %2), in your hand — key %3</source>
            <translation>%1（ランク%2）、あなたの手札 — キー %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="259" />
            <source>play here</source>
            <comment>hint: the side to play to</comment>
            <translation>ここに出す</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="262" />
            <source>then discard</source>
            <comment>hint</comment>
            <translation>次に捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="305" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>自分の辺にしか出せません：牧草地のうち、あなたにいちばん近い%1色の辺です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="337" />
            <source>You have no such card.</source>
            <translation>そのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="342" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>それは今出しているカードです。捨てるなら別のカードの番号キーを、全部残すなら K を押してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="65" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <translation>手札を1枚か2枚クリックし（キー 1、2、3）、次に牧草地の自分の辺をクリックします（I、II、III はキー A、S、D、または ←/→ と Enter）。1枚だけ出したあとは、残りの手札から1枚捨てる（その番号キー）か、全部残す（K または Enter）ことができます。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="780" />
            <source>Pass</source>
            <extracomment>The button of a player with no legal play (BS-2.2): they play, discard and draw nothing.</extracomment>
            <translation>パス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="796" />
            <source>%1 (being played)</source>
            <translation>%1（出すカード）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="799" />
            <source>playing</source>
            <translation>出すカード</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="812" />
            <source>Discard %1 (key %2)</source>
            <translation>%1を捨てる（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="817" />
            <source>discard</source>
            <translation>捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Keep all (K)</source>
            <translation>全部残す（K）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="818" />
            <source>Esc: back</source>
            <translation>Esc：戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ your turn</source>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="280" />
            <source>▶ to play</source>
            <translation>▶ 手番中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="286" />
            <source>%1 point(s)</source>
            <translation>
                <numerusform>%1点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="322" />
            <source>%1 ×%2, your corral</source>
            <translation>%1 ×%2、あなたの囲い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="324" />
            <source>%1 ×%2, %3's corral</source>
            <translation>%1 ×%2、%3さんの囲い</translation>
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
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>known points: %1</source>
            <translation>判明した得点：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="365" />
            <source>1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the hand (the other games' wording: "Tab/arrows move"); it and the way to the side panel after it must fit two lines under the three cards.</extracomment>
            <translation>1 2 3 カード · A S D 牧草地 · Tab／矢印で移動 · Enter 決定 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Deck: %1</source>
            <translation>山札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="404" />
            <source>Discard: %1</source>
            <translation>捨て札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="427" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>終盤：牧草地はもう補充されません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="458" />
            <source>Supply</source>
            <translation>ストック</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="467" />
            <source>%1 ×%2 in the supply</source>
            <translation>%1 ×%2（ストック）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="487" />
            <source>Bonus cards: 6 points each</source>
            <translation>ボーナスカード：各6点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="490" />
            <source>most of an animal · each complete set of all six</source>
            <translation>動物ごとの最多 · 6種そろいのセットごと</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="517" />
            <source>Bonus cards won (6 points each)</source>
            <translation>獲得したボーナスカード（各6点）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="568" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="602" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="647" />
            <source>secret</source>
            <translation>あなたの秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="571" />
            <source>%1's secret</source>
            <translation>%1さんの秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="596" />
            <source>Task cards</source>
            <translation>任務カード</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="622" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="689" />
            <source>retired</source>
            <translation>裏返し済み</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="703" />
            <source>Your side of pasture %1 (key %2)</source>
            <translation>牧草地 %1 のあなたの辺（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="700" />
            <source>%1's side of pasture %2</source>
            <extracomment>A replay's board: a player's (%1) side of a pasture (%2).</extracomment>
            <translation>牧草地 %2 の%1さんの辺</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="732" />
            <source>%1 (just played)</source>
            <translation>%1（出したばかり）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="739" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成番号：まったく同じ組み合わせなら、番号の小さいほうが勝ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="747" />
            <source>%1, your side of pasture %2</source>
            <translation>%1、牧草地 %2 のあなたの辺</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="629" />
            <source>%1, card %2 of %3</source>
            <extracomment>A card on a side of a pasture: %1 the card ("chicken"), %2 its place, %3 how many.</extracomment>
            <translation>%1、%3枚中%2枚目</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="748" />
            <source>%1, %2's side of pasture %3</source>
            <translation>%1、牧草地 %3 の%2さんの辺</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="755" />
            <source>%1, on pasture %2</source>
            <translation>%1、牧草地 %2 の上</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="169" />
            <source>%1 (rank %2), in your hand</source>
            <translation>%1（ランク%2）、あなたの手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="178" />
            <source>%1 (rank %2), in %3's hand</source>
            <extracomment>A card in a player's hand on a replay's board (%1 the animal, %2 its rank, %3 the player).</extracomment>
            <translation>%1（ランク%2）、%3さんの手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>At the discard question: %1 the keys of the cards that may be discarded ("2 3").</extracomment>
            <translation>%1 捨てる · K 全部残す · Tab／矢印で移動 · Enter 決定 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1, %2 on top</source>
            <extracomment>The discard pile: %1 its count ("Discard: 8"), %2 the animal of the card on top.</extracomment>
            <translation>%1、いちばん上は%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>completion number %1</source>
            <translation>完成番号%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1の手札：%n枚</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="1" />
            <source>%1 or %2 card(s)</source>
            <comment>may be played: 1 or 2 cards</comment>
            <translation>
                <numerusform>%1枚か%2枚</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="45" />
            <source>%1 horse(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>馬%1枚</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="46" />
            <source>%1 cow(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>牛%1枚</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="47" />
            <source>%1 pig(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>豚%1枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>%1 sheep</source>
            <comment>counted cards</comment>
            <translation>羊%1枚</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="49" />
            <source>%1 chicken(s)</source>
            <comment>counted cards</comment>
            <translation>
                <numerusform>ニワトリ%1枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="50" />
            <source>%1 black sheep</source>
            <comment>counted cards</comment>
            <translation>黒ヒツジ%1枚</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="95" />
            <source>%1 %2 figure(s)</source>
            <comment>counted figures</comment>
            <extracomment>%1 the count (as the count word says it), %2 the animal: "2 horse figures".</extracomment>
            <translation>
                <numerusform>%2の動物コマ%1個</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="560" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (listed above).</source>
            <translation>ボーナスカードは使いません。代わりに任務カード6枚を使います（一部は公開、各プレイヤーに1～2枚の秘密任務）。終了時、各プレイヤーは条件を満たした任務ごとに得点します。Farmhouse は独自の任務カード12枚を使います（上の一覧を参照）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="935" />
            <source>rank %1</source>
            <extracomment>Under an animal in the rules' list of animals: its rank, the number printed in the corner of its cards (horse 6 … black sheep 1).</extracomment>
            <translation>ランク%1</translation>
        </message>
    </context>
    <context>
        <name>BoardAccessible</name>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="164" />
            <source>Suggested by the hint</source>
            <extracomment>A screen reader&apos;s description of a piece on the board that the hint shown suggests picking (the board rings it).</extracomment>
            <translation>ヒントのおすすめ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/access.py" line="215" />
            <source>Suggested by the hint: %1</source>
            <extracomment>The same, for a piece the hint's ring captions (%1: the caption, e.g. &quot;then discard&quot;, &quot;pay&quot;): what the hint suggests doing with it.</extracomment>
            <translation>ヒントのおすすめ：%1</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="83" />
            <source>black sheep</source>
            <translation>黒ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="367" />
            <source>Game over: a shared win for %1.</source>
            <translation>ゲーム終了：%1が同点で勝利しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="585" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="592" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1137" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="145" />
            <source>The game is over.</source>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="593" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1145" />
            <source>Waiting for %1…</source>
            <translation>%1さんを待っています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="891" />
            <source>Goal</source>
            <translation>目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="902" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1082" />
            <source>Controls</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1226" />
            <source>▶ your turn</source>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1227" />
            <source>▶ to play</source>
            <translation>▶ 手番中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="264" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="24" />
            <source>Bye-Bye Black Sheep</source>
            <translation>バイバイブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="31" />
            <source>Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>『バイバイブラックシープ』はトルステン・ランツフォークト作のゲームで、2017年に Jolly Thinkers から出版されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/about.py" line="38" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>ライバルの​手札から​カードを​引いて​動物園を​充実させよう。でも​黒ヒツジを​引いたら​手番終了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>tiger</source>
            <translation>トラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>penguin</source>
            <translation>ペンギン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <source>crocodile</source>
            <translation>ワニ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>goat</source>
            <translation>ヤギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>lion</source>
            <translation>ライオン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>elephant</source>
            <translation>ゾウ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>giraffe</source>
            <translation>キリン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>zebra</source>
            <translation>シマウマ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>panda</source>
            <translation>パンダ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>koala</source>
            <translation>コアラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>kangaroo</source>
            <translation>カンガルー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="66" />
            <source>hippo</source>
            <translation>カバ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="67" />
            <source>flamingo</source>
            <translation>フラミンゴ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="68" />
            <source>camel</source>
            <translation>ラクダ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="69" />
            <source>monkey</source>
            <translation>サル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="70" />
            <source>rabbit</source>
            <translation>ウサギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <source>joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="979" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="103" />
            <source>Eagle</source>
            <translation>ワシ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="988" />
            <source>Mole</source>
            <translation>モグラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="996" />
            <source>Thieving Magpie</source>
            <translation>ドロボウカササギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="95" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1051" />
            <source>White Sheep</source>
            <translation>白ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1059" />
            <source>Mother Sheep</source>
            <translation>母ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="82" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1064" />
            <source>Wolf</source>
            <translation>オオカミ</translation>
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
            <translation>置くと、動物園に%1の列ができます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="179" />
            <source>Placing it starts a %1 column in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>置くと、%2さんの動物園に%1の列ができます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="169" />
            <source>Placing it completes a triplet of %1 in your zoo.</source>
            <translation>置くと、動物園で%1の3枚組ができます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="181" />
            <source>Placing it completes a triplet of %1 in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>置くと、%2さんの動物園で%1の3枚組ができます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="170" />
            <source>Placing it makes %n %1 card(s) in your zoo.</source>
            <translation>
                <numerusform>置くと、動物園の%1が%n枚になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="182" />
            <source>Placing it makes %n %1 card(s) in %2's zoo.</source>
            <extracomment>A replay's board: a hand card's tooltip while its player (%2) places cards (%1: the animal).</extracomment>
            <translation>
                <numerusform>置くと、%2さんの動物園の%1が%n枚になります。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="191" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="91" />
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="208" />
            <source>%1 draws the joker from %2 (%3 card this turn).</source>
            <translation>%1が%2からジョーカーを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="209" />
            <source>%1 draws the Eagle from %2 (%3 card this turn).</source>
            <translation>%1が%2からワシを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>%1 draws the Mole from %2 (%3 card this turn).</source>
            <translation>%1が%2からモグラを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="211" />
            <source>%1 draws the Thieving Magpie from %2 (%3 card this turn).</source>
            <translation>%1が%2からドロボウ​カササギを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="212" />
            <source>%1 draws the White Sheep from %2 (%3 card this turn).</source>
            <translation>%1が%2から白ヒツジを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>%1 draws the Mother Sheep from %2 (%3 card this turn).</source>
            <translation>%1が%2から母ヒツジを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="214" />
            <source>%1 draws the Wolf from %2 (%3 card this turn).</source>
            <translation>%1が%2からオオカミを引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="219" />
            <source>%1 draws %4 from %2 (%3 card this turn).</source>
            <translation>%1が%2から%4を引きました（この手番の%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="228" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn).</source>
            <translation>%1がワシで%2に%3を尋ね、%2が1枚出しました（この手番の%4枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1がワシで%2に%3を尋ねましたが、%2は持っていなかったので手番が終わりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="244" />
            <source>the joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="247" />
            <source>%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1がドロボウ​カササギで%2の動物園から%3を奪い（この手番の%4枚目）、%2の3枚組は%n組になりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="260" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>山札が空なので、母ヒツジは何も持ってきませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="262" />
            <source>The Mother Sheep brings %1 from the pile (%2 card this turn).</source>
            <translation>母ヒツジが山札から%1を持ってきました（この手番の%2枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="271" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>水飲み場は空だったので、オオカミは何も伏せませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="274" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>%n枚がオオカミの下に伏せられました（手番の終わりに%1の手札に入ります）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="291" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1の手番が自主終了となり、%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="292" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1の手番が終わりました（置けるカードなし）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="294" />
            <source>%1 stops without drawing.</source>
            <translation>%1が1枚も引かずに自主終了しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1が%n枚引いて自主終了しました（少なすぎて置けません）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="297" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1が%2枚引いて自主終了し、%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="307" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1が白ヒツジでジョーカーを%2として動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="309" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1が白ヒツジで%2を動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="311" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1がジョーカーを%2として動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1が%2を動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1がドロボウ​カササギを受け取りました（3種類目の動物を置き、%2は他の動物園にもいるため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="326" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1がドロボウ​カササギを受け取りました（動物園に3種類目の動物を置いたため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="328" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1がドロボウ​カササギを受け取りました（%2は他の動物園にもいるため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="338" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>山札が空なので、%1は補充できませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1が山札の最後の%n枚を引きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="341" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1が山札から手札を%n枚補充しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="348" />
            <source>No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a row that end the game.</source>
            <extracomment>A turn that counts towards the end by stall (BB-9.3): %1 such turns in a row so far, %2 end the game. Cards may have moved between hands (not counted).</extracomment>
            <translation>この手番はどの動物園にもカードが入らず、山札も減りませんでした（こうした手番が%2回続くとゲーム終了、いま%1回目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="356" />
            <source>The game ends after %1 turns.</source>
            <translation>%1手番でゲームが終了しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="357" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>%1手番のあいだ何も動かなかったので、ゲームが終了しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="366" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>ゲーム終了：%1が3枚組%n組で勝利しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="374" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1が%2の黒ヒツジを引いてしまい、強制終了になりました（何も置けません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="379" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1はワシで尋ねませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1がモグラで%2の手札（%n枚）を見ました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 sees %2's hand: %3 (only you see it).</source>
            <extracomment>A private log line: only the player (%1) sees what another player's (%2) hand holds (%3: the cards) with the Mole (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>%1が%2の手札（%3）を見ました（あなたにだけ見えています）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="476" />
            <source>%1 sees %2's hand: %3.</source>
            <extracomment>The log of a replay with everything shown: what a player (%1) saw of another player's (%2) hand with the Mole (%3: the cards), which nobody else saw.</extracomment>
            <translation>%1が%2の手札（%3）を見ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="391" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1の手札にセットカードがなかったので、モグラは何も取れませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="394" />
            <source>%1 takes %3 from %2's hand with the Mole (%4 card this turn).</source>
            <translation>%1がモグラで%2の手札から%3を出させました（この手番の%4枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="401" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>他の動物園にカードがなかったので、ドロボウ​カササギは何も奪えませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="404" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1はドロボウ​カササギで何も奪いませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="408" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1が白ヒツジで手札から1枚置けるようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="411" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1は白ヒツジで置けるセットカードを持っていませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="414" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1は白ヒツジで何も置きませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="420" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>オオカミの下の%n枚が%1の手札に入りました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="424" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1が水飲み場の%n枚を手札に加えました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="429" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1が%2の3枚組を完成させました（これで%n組）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="436" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1は置ける枚数のうち%n枚分を使いませんでした。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="472" />
            <source>%1 draws %2 from the pile (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which cards (%2) they drew.</extracomment>
            <translation>
                <numerusform>%1が山札から%2を引きました（あなたにだけ見えています）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="484" />
            <source>%1 draws %2 from the pile.</source>
            <extracomment>The log of a replay with everything shown: which cards (%2) a player (%1) drew from the pile, which only that player saw.</extracomment>
            <translation>%1が山札から%2を引きました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="449" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1が3枚組を%n組そろえて勝ちました！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="504" />
            <source>%1 draws %2's black sheep at once: nothing is placed.</source>
            <translation>%1が最初の1枚で%2の黒ヒツジを引き、何も置けませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="506" />
            <source>%1 draws %n card(s), then %2's black sheep: nothing is placed.</source>
            <translation>
                <numerusform>%1が%n枚引いたあと%2の黒ヒツジを引き、何も置けませんでした。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="512" />
            <source>%1 draws %n card(s), then asks %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1が%n枚引いたあと、ワシで%2に%3を尋ねましたが、持っていませんでした。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>%1 draws %n card(s) and stops.</source>
            <translation>
                <numerusform>%1が%n枚引いて自主終了しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>%1 places %2 in their zoo.</source>
            <translation>%1が%2を動物園に置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="579" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>他のプレイヤーの手札から1枚引くか、自主終了してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="580" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>先にワシを使うか決めてください：誰かに動物を1種類尋ねるか、尋ねないか。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="581" />
            <source>First choose the card the Mole takes.</source>
            <translation>先にモグラで取るカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="582" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>先にドロボウ​カササギを使うか決めてください：他の動物園から1枚奪うか、奪わないか。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="583" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>先に白ヒツジの持ち主がカードを置くか決めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="584" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>動物園にカードを置くか、置くのを終えてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="587" />
            <source>That is not possible now.</source>
            <translation>今はそれはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="594" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>それは『バイバイブラックシープ』の手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="595" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="289" />
            <source>There is no such player.</source>
            <translation>そのプレイヤーはいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="596" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>自分ではなく、他のプレイヤーの手札から引いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="597" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>ワシで尋ねる相手は自分以外のプレイヤーです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="598" />
            <source>First choose whom to ask.</source>
            <translation>先に尋ねる相手を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="600" />
            <source>First choose the species to ask for (Esc: another player).</source>
            <translation>先に尋ねる動物を選んでください（Esc：相手を変える）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="602" />
            <source>That species is not in this game.</source>
            <translation>その動物はこのゲームでは使いません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="604" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>モグラでは、見ている手札からセットカードを1枚選ばなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="606" />
            <source>That card is not in the hand you see.</source>
            <translation>そのカードは見ている手札にありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="608" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>モグラで取れるのはセットカード（動物かジョーカー）だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="610" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>ドロボウ​カササギで奪えるのは自分以外の動物園からです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="611" />
            <source>That zoo holds no such card.</source>
            <translation>その動物園にそのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>You do not hold that card.</source>
            <translation>そのカードを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="613" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊カードは動物園に置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="614" />
            <source>Choose the species the joker stands for.</source>
            <translation>ジョーカーをどの動物として置くか選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="615" />
            <source>Only the joker is declared as a species.</source>
            <translation>動物を指定するのはジョーカーだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="624" />
            <source>draw a card from %1's hand</source>
            <comment>hint: the move</comment>
            <translation>%1さんの手札から1枚引く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="751" />
            <source>stop without drawing (nothing to take or place)</source>
            <comment>hint: the move</comment>
            <extracomment>A hint's move at the start of a Bye-Bye Black Sheep turn, nothing drawn yet: stopping then ends the turn with an empty watering hole, nothing to place.</extracomment>
            <translation>1枚も​引かずに​自主終了する（受け取る​カードも​置ける​カードも​ない）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="626" />
            <source>stop drawing and take the watering hole</source>
            <comment>hint: the move</comment>
            <translation>自主終了して​水飲み場のカードを​受け取る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="629" />
            <source>ask %1 for %2 with the Eagle</source>
            <comment>hint: the move</comment>
            <translation>ワシで%1さんに​%2を尋ねる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="634" />
            <source>put %1 into the watering hole</source>
            <comment>hint: the move</comment>
            <translation>%1を水飲み場に出させる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="637" />
            <source>take %1 from %2's zoo with the Thieving Magpie</source>
            <comment>hint: the move</comment>
            <translation>ドロボウ​カササギで​%2さんの動物園から​%1を奪う</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="644" />
            <source>place the joker in your zoo as %1</source>
            <comment>hint: the move</comment>
            <translation>ジョーカーを%1として​動物園に置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="647" />
            <source>place %1 in your zoo</source>
            <comment>hint: the move</comment>
            <translation>%1を動物園に置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>do not ask</source>
            <comment>hint: the move</comment>
            <translation>尋ねない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="652" />
            <source>take nothing</source>
            <comment>hint: the move</comment>
            <translation>奪わない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="653" />
            <source>do not place a card</source>
            <comment>hint: the move</comment>
            <translation>カードを置かない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="654" />
            <source>place no more cards</source>
            <comment>hint: the move</comment>
            <translation>これ以上置かない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="669" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>動物園のカードはドロボウ​カササギでしか奪えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="671" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>カードを置けるのは自主終了のあとで、枚数は引いた枚数より2枚少なくなります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="673" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>自主終了できるのは、自分の手番でカードを引いているときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="678" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>自分の黒ヒツジは手札に残ります。置くことはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="680" />
            <source>Please wait: %1 decides now.</source>
            <translation>お待ちください。今は%1さんが決める番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="682" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>お待ちください。今はあなたが選ぶ番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="685" />
            <source>That move is not allowed (%1).</source>
            <translation>その手は打てません（%1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="694" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>3枚組%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="700" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>3枚組の数が同じなので、動物園のカードが多い人の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>3枚組の数も動物園の枚数も同じなので、同点勝利です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="710" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>%1手番続けて何も動かなかったので、ゲームが終わりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="714" />
            <source>The game reached its turn limit and ended.</source>
            <translation>手番数の上限に達したので、ゲームが終わりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="733" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1. %2 — 3枚組%n組（勝者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="736" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1. %2 — 3枚組%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="755" />
            <source>Triplets: %1</source>
            <translation>3枚組：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="757" />
            <source>No triplet</source>
            <translation>3枚組なし</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="762" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>動物園（%n枚）：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="764" />
            <source>Empty zoo</source>
            <translation>動物園は空</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="766" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最初に3枚組%n組の目標を達成しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>上級ルール：白ヒツジ、母ヒツジ、オオカミ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="777" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="164" />
            <source>Joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="786" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>ワシかモグラの代わりに、8枚の特殊カード（ワシ3枚、モグラ2枚、白ヒツジ、母ヒツジ、オオカミ）から1枚ずつ配られます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="790" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>セットカードにジョーカーを1枚加えます。置くときに選んだ動物として数え、3枚組を完成させられます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="810" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>3枚組 %1/%2 · 手札%3枚 · 動物園%4枚
ドロボウカササギを持っています</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="812" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>3枚組 %1/%2 · 手札%3枚 · 動物園%4枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Players</source>
            <translation>人数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Species</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Hand</source>
            <translation>手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="859" />
            <source>Triplets to win</source>
            <translation>勝利に必要な3枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="883" />
            <source>This game: advanced game with the joker.</source>
            <translation>このゲーム：上級ルール、ジョーカーあり。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>This game: advanced game, without the joker.</source>
            <translation>このゲーム：上級ルール、ジョーカーなし。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>This game: base game with the joker.</source>
            <translation>このゲーム：基本ルール、ジョーカーあり。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="889" />
            <source>This game: base game, without the joker.</source>
            <translation>このゲーム：基本ルール、ジョーカーなし。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="895" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>自分の動物園に3枚組（同じ動物のカード3枚）を集めます。規定の組数を最初にそろえたプレイヤーが、その場で勝者となります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="906" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>各プレイヤーにセットカード5枚（2人なら6枚）、自分の黒ヒツジ、特殊カード1枚（ワシかモグラ）が配られます。残りのセットカードは裏向きの山札になります。ドロボウカササギは山札の横に表向きで置きます。スタートプレイヤーはランダムに決まります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="914" />
            <source>Your turn: draw cards</source>
            <translation>手番：カードを引く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="918" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>他のプレイヤーの手札をクリックすると、裏向きのカードが1枚ランダムに引かれ、中央の水飲み場に表向きで並びます。同じ相手からでも別の相手からでも好きなだけ続けて引くか、自主終了します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="927" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>どの手札にも黒ヒツジが1枚あります。黒ヒツジを引いた瞬間、手番は強制終了です。黒ヒツジは持ち主に返し、水飲み場のカードは自分の手札に加えますが、この手番では動物園に1枚も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="936" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>各プレイヤーの欄には手札の枚数と、次に引くカードが黒ヒツジである確率が表示されます。7枚中1枚のほうが3枚中1枚より安全です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="941" />
            <source>Stop and place</source>
            <translation>自主終了して置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="945" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>自主終了したら、水飲み場のカードをすべて手札に加えます。そして、引いた枚数より2枚少ない枚数まで動物園に置けます（3枚引けば1枚、4枚なら2枚）。手札全体から好きなセットカードを1枚ずつ選びます。特殊カードは置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>動物園は動物の種類ごとに並びます。同じ動物3枚で3枚組になり、4枚目や5枚目は組を増やしません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="960" />
            <source>Special cards</source>
            <translation>特殊カード</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>黒ヒツジ以外の引いたカードはすべて引いた枚数に数えます。ワシ、モグラ、ドロボウカササギ、母ヒツジで加わったカードも数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Black sheep</source>
            <translation>黒ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="975" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>引いた瞬間に手番が強制終了します。持ち主に返し、動物園には1枚も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>好きなプレイヤー1人に、ある動物を持っているか尋ねられます。持っていれば水飲み場に出させて手番を続け、持っていなければ自主終了と同じように手番が終わります。尋ねないこともできます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="990" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>引いた相手の手札をすべて見て、セットカードを1枚選んで水飲み場に出させます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="998" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>最初は山札の横にあります。動物園に3種類目の動物を置いたか、他の動物園にすでにいる動物を置いた最初のプレイヤーが手札に加えます。手札からこれを引いた人は、他のプレイヤーの動物園からカードを1枚奪って水飲み場に置けます。3枚組が崩れることもあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1007" />
            <source>After the turn</source>
            <translation>手番のあと</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1011" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>手番プレイヤー以外の全員が、左隣から順に山札から手札が7枚（2人なら8枚）になるまで補充します。山札が尽きたら、少ない手札のまま続けます。そのあと時計回りに次のプレイヤーの手番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1018" />
            <source>End of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1022" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>規定の3枚組を最初にそろえたプレイヤーが、その場で勝者となります。置いている途中でも、他の人の手番中に白ヒツジで置いた場合でも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1030" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>全員が2手番ずつ続けて何も動かなければ（動物園にカードが入らず、山札も減らない）、ゲーム終了です。3枚組が最も多い人、同じなら動物園のカードが多い人の勝ちで、それでも同じなら同点勝利です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1036" />
            <source>Options</source>
            <translation>オプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1040" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>上級ルール：ワシ3枚、モグラ2枚、白ヒツジ、母ヒツジ、オオカミから1人1枚ずつ配り、残りは見ずに箱に戻します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1053" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>他のプレイヤーにこれを引かれたら、自分の手番でなくても、すぐに手札のセットカードを1枚自分の動物園に置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1060" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>山札のいちばん上のカードも水飲み場に加わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1066" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>水飲み場にあったカードはすべてオオカミの下に裏向きで置かれ、引いた枚数に数えなくなります。手番の終わりに、オオカミを持っていたプレイヤーがそれらを受け取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1073" />
            <source>Joker (option)</source>
            <translation>ジョーカー（オプション）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1075" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>セットカードにジョーカーを1枚加えます。置くときに、どの動物として数えるか選びます。ワシの質問にジョーカーで答えることはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1084" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>引く：他のプレイヤーの手札をクリックするか、その欄の番号キーを押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1085" />
            <source>Stop: click Stop, or press S.</source>
            <translation>自主終了：「自主終了」ボタンをクリックするか、S を押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1087" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>選択（ワシで尋ねる相手と動物、モグラで取るカード、ドロボウカササギで奪うカード、ジョーカーの動物、置くカード）：光っているカードやボタンをクリックするか、矢印キーか Tab で移動して Enter を押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1092" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N は「しない」：ワシで尋ねない、ドロボウカササギで奪わない、白ヒツジで置かない、置くのを終える。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1096" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>カードにマウスを合わせると名前が出ます。光っていない選択肢は、マウスを合わせるかクリックすると理由が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1100" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盤面の「あなたの前回の手番以降」には他の人がしたことが並び、置かれたばかりのカードは金色で示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1114" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <translation>他のプレイヤーの手札をクリックして引きます（キー 1～4）。「自主終了」で手番を終えます（S）。選べるものは光ります。クリックするか、←/→ か Tab で移動して Enter を押してください。N で「しない」、Esc で1つ戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1144" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1さんが白ヒツジでカードを置けます…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1147" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>ジョーカー：動物園でどの動物として数えるか選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1155" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>ワシ：動物を尋ねる相手を選んでください（尋ねなくてもかまいません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1157" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>ワシ：%1さんにどの動物を尋ねますか？（Esc：相手を変える）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1162" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>モグラ：%1さんの手札からセットカードを1枚選び、水飲み場に出させてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1167" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>ドロボウ​カササギ：他のプレイヤーの動物園から奪うカードをクリックしてください（奪わなくてもかまいません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1171" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1さんがあなたの白ヒツジを引きました。手札から1枚を動物園に置けます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1176" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>手札から動物園に%n枚まで置けます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1184" />
            <source>Stop (S)</source>
            <translation>自主終了（S）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1186" />
            <source>Back (Esc)</source>
            <translation>戻る（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1188" />
            <source>Don't ask (N)</source>
            <translation>尋ねない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1189" />
            <source>Take nothing (N)</source>
            <translation>奪わない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1190" />
            <source>Don't place (N)</source>
            <translation>置かない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1191" />
            <source>Done placing (N)</source>
            <translation>置き終える（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1192" />
            <source>No (N)</source>
            <translation>しない（N）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1204" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>あと%n枚置けます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1205" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1さんが置いています（あと%n枚まで）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1209" />
            <source>No card drawn yet this turn.</source>
            <translation>この手番ではまだ引いていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1212" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>引いた枚数：%1 · 3枚以上引かないと置けません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1213" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>引いた枚数：%1 · 今やめれば%n枚置けます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1215" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>引いた枚数：%1 · まだ置けません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1217" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>引いた枚数：%1 · 今やめれば%2さんは%n枚置けます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1228" />
            <source>▶ you decide</source>
            <translation>▶ あなたが決める番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1229" />
            <source>▶ deciding</source>
            <translation>▶ 決定中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1230" />
            <source>their turn</source>
            <translation>手番プレイヤー</translation>
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
            <translation>あなたの動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1242" />
            <source>%1's zoo</source>
            <translation>%1さんの動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1248" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="152" />
            <source>%1's hand (key %2)</source>
            <translation>%1さんの手札（キー %2）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1254" />
            <source>%1 holds %n card(s).
Known to be in this hand: %2</source>
            <translation>
                <numerusform>%1さんの手札は%n枚です。
この手札にあると分かっているカード：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1259" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1さんの手札は%n枚です。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1267" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>手番中は誰も山札から引きません。手番の終わりに他のプレイヤーの手札を補充します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1272" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>動物園に3種類目の動物を置くか、他の動物園にいる動物を置いた最初のプレイヤーが、ドロボウカササギを受け取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1276" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>水飲み場のカードは、手番の終わりに手番プレイヤーの手札に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="287" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>動物はマウスか ←/→ と Enter で選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="294" />
            <source>There is no such card.</source>
            <translation>そのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="124" />
            <source>Triplet!</source>
            <translation>3枚組！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="172" />
            <source>Triplets %1/%2</source>
            <extracomment>The viewer's triplets: %1 completed, %2 the number the game asks for.</extracomment>
            <translation>3枚組 %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="174" />
            <source>★ %1/%2</source>
            <translation>★ %1/%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="196" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>3枚組：%1組（勝利には%2組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="272" />
            <source>black sheep: %1 in %2</source>
            <translation>黒ヒツジ：%2枚中%1枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空の動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="312" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="478" />
            <source>Triplet of %1</source>
            <translation>%1の3枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="329" />
            <source>joker as %1</source>
            <translation>ジョーカー（%1として）</translation>
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
                <numerusform>%1さんの動物園には%2が%n枚あります。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="349" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（あなたの前回の手番以降に置かれたもの）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="310" />
            <source>%1 (placed since %2's last turn)</source>
            <extracomment>A replay's board: a card's tooltip (%1) on a card placed since the last turn of the player (%2) whose view the board shows.</extracomment>
            <translation>%1（%2さんの前回の手番以降に置かれたもの）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="437" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>あなたの手札：%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand (key %1)</source>
            <translation>あなたの手札、キー %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="468" />
            <source>your hand</source>
            <translation>あなたの手札</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="470" />
            <source>You hold %n card(s) of this kind.</source>
            <translation>
                <numerusform>手札にこのカードが%n枚あります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="353" />
            <source>%1 holds %n card(s) of this kind.</source>
            <extracomment>A replay's board: how many cards of a kind a player (%1) holds.</extracomment>
            <translation>
                <numerusform>%1さんの手札にこのカードが%n枚あります。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · S stop · Esc back</source>
            <extracomment>The keys of the board while the player draws (S: stop drawing).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · S 自主終了 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't ask · Esc back</source>
            <extracomment>The keys while the player decides on the Eagle (N: do not ask, the button's words).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · N 尋ねない · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N take nothing · Esc back</source>
            <extracomment>The keys while the player decides on the Magpie (N: take nothing, the button's words).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · N 奪わない · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N don't place · Esc back</source>
            <extracomment>The keys of the White Sheep's owner deciding (N: do not place, the button's words).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · N 置かない · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · N done placing · Esc back</source>
            <extracomment>The keys while the player places cards (N: done placing, the button's words).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · N 置き終える · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The keys where neither S nor N does anything (the Mole's pick; another's turn).</extracomment>
            <translation>Tab／矢印で移動 · Enter 決定 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="160" />
            <source>a species the joker may count as</source>
            <translation>ジョーカーが数えられる動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="162" />
            <source>a species the Eagle may ask for</source>
            <translation>ワシで尋ねられる動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="197" />
            <source>%1's hand, seen with the Mole (key %2)</source>
            <translation>モグラで見た%1さんの手札、キー %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>%1's hand</source>
            <translation>%1さんの手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="259" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ その手札にあると分かっている · × その手札にはない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="61" />
            <source>Pile: %1</source>
            <extracomment>The draw pile: %1 is how many are left in it.</extracomment>
            <translation>山札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="85" />
            <source>Magpie</source>
            <translation>ドロボウカササギ</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="100" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目標：3枚組%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="118" />
            <source>Stalled turns: %1 of %2</source>
            <translation>進展のない手番：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>A turn is stalled when no card enters a zoo and the pile does not shrink. When every player has had two stalled turns in a row, the game ends.</source>
            <translation>動物園にカードが入らず、山札も減らない手番は、進展のない手番です。進展のない手番が続けて全員に2回ずつ回ると、ゲームが終わります。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="150" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>オオカミの下に%n枚あります。手番の終わりに%1さんが受け取ります。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>the watering hole</source>
            <translation>水飲み場</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="163" />
            <source>Watering hole</source>
            <translation>水飲み場</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="176" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>オオカミの下：%n枚（%1さんの分）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="196" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>特殊カード%n枚は箱の中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="166" />
            <source>%1's hand: %n card(s)</source>
            <translation>
                <numerusform>%1の手札：%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Your turn: click another player's hand, or press the number on it, to draw a card.</source>
            <translation>あなたの手番です。他のプレイヤーの手札をクリックするか、手札の番号のキーを押して、1枚引いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="1" />
            <source>Draw another card from a hand (click it or press the number on it), or stop (S) and take the watering hole.</source>
            <translation>もう1枚引く（手札をクリックするか、手札の番号のキーを押す）か、自主終了（S）して水飲み場のカードを受け取ってください。</translation>
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
            <translation>席%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="530" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="594" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="647" />
            <source>The game is over.</source>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="807" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は打てません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="926" />
            <source>%1 (winner)</source>
            <translation>%1（勝者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="966" />
            <source>Total: %1</source>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="536" />
            <source>Waiting for %1…</source>
            <translation>%1さんを待っています…</translation>
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
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="583" />
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="73" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="626" />
            <source>Final scoring</source>
            <translation>最終得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1362" />
            <source>Controls</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ your turn</source>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="654" />
            <source>▶ to play</source>
            <translation>▶ 手番中</translation>
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
            <translation>山札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="24" />
            <source>El Gaucho</source>
            <translation>エル・ガウチョ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="30" />
            <source>El Gaucho is a game by Arve D. Fühler, published by Argentum Verlag in 2014.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>『エル・ガウチョ』はアルヴェ・D・フューラー作のゲームで、2014年に Argentum Verlag から出版されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/about.py" line="35" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>ダイスを​選んで​ガウチョを​牛の​もとへ​送り、最高の​群れを​売ろう。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="63" />
            <source>Black</source>
            <translation>黒牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="64" />
            <source>Brown</source>
            <translation>茶牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="65" />
            <source>White</source>
            <translation>白牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="66" />
            <source>Spotted</source>
            <translation>ぶち牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="67" />
            <source>Red</source>
            <translation>赤牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="76" />
            <source>the Black herd</source>
            <translation>黒牛の群れ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="77" />
            <source>the Brown herd</source>
            <translation>茶牛の群れ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="78" />
            <source>the White herd</source>
            <translation>白牛の群れ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="79" />
            <source>the Spotted herd</source>
            <translation>ぶち牛の群れ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="80" />
            <source>the Red herd</source>
            <translation>赤牛の群れ</translation>
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
            <translation>仕分け</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="107" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="566" />
            <source>Wish</source>
            <translation>願い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="108" />
            <source>Immediate sale</source>
            <translation>即売</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="109" />
            <source>Steal</source>
            <translation>牛泥棒</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="110" />
            <source>Raise/Replace</source>
            <translation>起こす・置き換え</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="111" />
            <source>Hidden cattle</source>
            <translation>隠れた牛</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="120" />
            <source>Put a tile you gain anywhere in its herd.</source>
            <translation>手に入れたタイルを群れの好きな位置に入れます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="121" />
            <source>Gain a die of the value you name.</source>
            <translation>好きな目のダイスを1個得ます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="122" />
            <source>Sell a herd of 2 or more tiles for 5 pesos extra.</source>
            <translation>2枚以上の群れを売り、5ペソ多くもらいます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="123" />
            <source>Take a tile from another player's herd.</source>
            <translation>ほかのプレイヤーの群れからタイルを1枚取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="125" />
            <source>Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's lying gaucho.</source>
            <translation>自分の寝ているガウチョを1～2人起こすか、ほかのプレイヤーの寝ているガウチョを自分の立っているガウチョに置き換えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="128" />
            <source>Look at the steppe and take 1 tile, or 2 tiles of 4 or less.</source>
            <translation>ステップを見て、タイルを1枚、または4以下のタイルを2枚取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="136" />
            <source>row %1</source>
            <translation>%1列目</translation>
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
                <numerusform>%nペソ</numerusform>
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
            <translation>%1が%2にガウチョを立たせ、%3を払いました（願いのダイスを含む）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="190" />
            <source>%1 stands a gaucho on %2 and pays %3.</source>
            <translation>%1が%2にガウチョを立たせ、%3を払いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="199" />
            <source>%1 lays a gaucho down on %2 and pays %3 (with the Wish die).</source>
            <translation>%1が%2にガウチョを寝かせ、%3を払いました（願いのダイスを含む）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="200" />
            <source>%1 lays a gaucho down on %2 and pays %3.</source>
            <translation>%1が%2にガウチョを寝かせ、%3を払いました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="211" />
            <source>%1 stands up %n lying gaucho(s) for free: %2.</source>
            <translation>
                <numerusform>%1が寝ているガウチョ%n人を無料で起こしました（%2）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="216" />
            <source>%1 stands up the gaucho on %2 and pays %3 (with the Wish die).</source>
            <translation>%1が%2のガウチョを起こし、%3を払いました（願いのダイスを含む）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="217" />
            <source>%1 stands up the gaucho on %2 and pays %3.</source>
            <translation>%1が%2のガウチョを起こし、%3を払いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="226" />
            <source>%1 occupies %2 and pays %3 (with the Wish die).</source>
            <translation>%1が%2を占め、%3を払いました（願いのダイスを含む）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="227" />
            <source>%1 occupies %2 and pays %3.</source>
            <translation>%1が%2を占め、%3を払いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="237" />
            <source>%1 takes back the gaucho from %2 without using it.</source>
            <translation>%1が%2のガウチョを使わずに引き上げました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="242" />
            <source>%1 takes back the lying gaucho from %2.</source>
            <translation>%1が%2の寝ているガウチョを引き上げました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="248" />
            <source>%1 gets %n peso(s) for the stolen %2.</source>
            <translation>
                <numerusform>%1が盗まれた%2の補償として%nペソを受け取りました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="250" />
            <source>%1 gets %n peso(s) for the replaced gaucho on %2.</source>
            <translation>
                <numerusform>%1が%2で置き換えられたガウチョの補償として%nペソを受け取りました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="259" />
            <source>Round %1, the dice-less round: only gauchos on action areas may be used.</source>
            <translation>ラウンド%1はダイスなしのラウンドとなり、アクションエリアのガウチョだけが使えるようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="264" />
            <source>Round %1, the last round with dice, begins; %2 is the start player.</source>
            <translation>ダイスを使う最後のラウンド%1が始まりました（スタートプレイヤー：%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="269" />
            <source>Round %1 begins; %2 is the start player.</source>
            <translation>ラウンド%1が始まりました（スタートプレイヤー：%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="277" />
            <source>%1 ends the turn; unused dice: %2.</source>
            <translation>%1が手番を終えました（使わなかったダイス：%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="279" />
            <source>%1 ends the turn.</source>
            <translation>%1が手番を終えました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="285" />
            <source>Cattle drive: no row is complete.</source>
            <translation>牛追い：埋まった列はありませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="287" />
            <source>Cattle drive: %n complete row(s): %1.</source>
            <translation>
                <numerusform>牛追い：%n列が埋まりました（%1列目）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="294" />
            <source>%1 sorts %2 into the herd: %3.</source>
            <translation>%1が仕分けで%2を群れに入れました（%3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="296" />
            <source>%1 adds %2 to the herd: %3.</source>
            <translation>%1が%2を群れに加えました（%3）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="308" />
            <source>%1 must sell %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1が%2を強制売却しました（%3 = %nペソ）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="310" />
            <source>%1 sells %2 at once: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1が%2を即売しました（%3 = %nペソ）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="313" />
            <source>%1 sells a single tile, %2, for %n peso(s).</source>
            <translation>
                <numerusform>%1が1枚だけの%2を%nペソで売りました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="318" />
            <source>%1 sells %2: %3 = %n peso(s).</source>
            <translation>
                <numerusform>%1が%2を売りました（%3 = %nペソ）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="324" />
            <source>%1 keeps %2</source>
            <comment>opening tiles</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>The opening tiles are revealed: %1.</source>
            <translation>最初のタイルが公開されました（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="327" />
            <source>; </source>
            <translation>、</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="336" />
            <source>Game over: %1 wins with %n peso(s).</source>
            <translation>
                <numerusform>ゲーム終了：%1が%nペソで勝利しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="337" />
            <source>Game over: %1 share the win.</source>
            <translation>ゲーム終了：%1が同点で勝利しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="343" />
            <source>The steppe refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>ステップの補充で山札が尽きたため、ラウンド%1がダイスを使う最後のラウンド、ラウンド%2がダイスなしのラウンドになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="348" />
            <source>The pampa refill empties the pile: round %1 is the last round with dice, round %2 the dice-less round.</source>
            <translation>パンパの補充で山札が尽きたため、ラウンド%1がダイスを使う最後のラウンド、ラウンド%2がダイスなしのラウンドになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="358" />
            <source>The steppe is not refilled: the pile is empty.</source>
            <translation>山札が空なので、ステップは補充されませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="359" />
            <source>The steppe is refilled with %n tile(s).</source>
            <translation>
                <numerusform>ステップにタイルが%n枚補充されました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="365" />
            <source>No new tile comes onto the pampa.</source>
            <translation>パンパに新しいタイルは置かれませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="367" />
            <source>%n tile(s) come onto the pampa: %1.</source>
            <translation>
                <numerusform>パンパにタイルが%n枚置かれました（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="397" />
            <source>%1 keeps %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees which opening tiles (%2) they kept (named as every line is, for a hot-seat log: Black Sheep's wording).</extracomment>
            <translation>
                <numerusform>%1が%2を残しました（あなたにだけ見えています）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="474" />
            <source>%1 keeps %2.</source>
            <extracomment>The log of a replay with everything shown: the opening tiles (%2) a player (%1) kept, which only that player saw.</extracomment>
            <translation>%1が%2を残しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="376" />
            <source>%1 has chosen which opening tiles to keep.</source>
            <translation>%1が残す最初のタイルを選びました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="380" />
            <source>%1 puts a gaucho on %2 for free.</source>
            <translation>%1が%2に無料でガウチョを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="384" />
            <source>%1 rolls the dice: %2.</source>
            <translation>%1がダイスを振り、%2が出ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="388" />
            <source>%1 has no action area to use and passes.</source>
            <translation>使えるアクションエリアがないため、%1がパスしました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="391" />
            <source>%1 takes the dice showing %2.</source>
            <extracomment>The dice named by the faces they show (a key 1–5 counts their places instead).</extracomment>
            <translation>%1が出目%2のダイスを取りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="393" />
            <source>The last die, a %1, stays unused.</source>
            <translation>最後のダイス（%1）は使われませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="400" />
            <source>%1 uses %2.</source>
            <translation>%1が%2を使いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="403" />
            <source>%1 wishes for a die showing %2.</source>
            <translation>%1が願いで%2の目のダイスを得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="406" />
            <source>%1 steals %2 from %3.</source>
            <translation>%1が%3から%2を盗みました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="412" />
            <source>%1 replaces the lying gaucho of %2 on %3 with a standing one.</source>
            <translation>%1が%3の上の%2の寝ているガウチョを、自分の立っているガウチョに置き換えました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="419" />
            <source>%1 secretly looks at the %n tile(s) of the steppe.</source>
            <translation>
                <numerusform>%1がステップのタイル%n枚をこっそり見ました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="454" />
            <source>%1 sees in the steppe: %2 (only you see them).</source>
            <extracomment>A private log line: only the player (%1) sees the tiles (%2) in the steppe with Hidden Cattle.</extracomment>
            <translation>
                <numerusform>%1が見たステップには%2がありました（あなたにだけ見えています）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="481" />
            <source>%1 sees in the steppe: %2.</source>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) saw in the steppe with Hidden Cattle, which only that player saw.</extracomment>
            <translation>%1が見たステップには%2がありました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="426" />
            <source>%1 takes %2 from the steppe and stands on it in %3.</source>
            <translation>%1がステップから%2を取って%3に置き、ガウチョを立たせました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="435" />
            <source>%1 brings %2 home.</source>
            <translation>%1が%2を連れ帰りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="438" />
            <source>Final scoring: every standing gaucho brings its tile home, then every herd is sold.</source>
            <translation>最終得点計算に入りました（立っているガウチョがタイルを連れ帰り、そのあとすべての群れを売ります）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="441" />
            <source>%1 brings %2 home for the final scoring.</source>
            <translation>%1が最終得点計算で%2を連れ帰りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="460" />
            <source>%1 and %2</source>
            <comment>two dice</comment>
            <translation>%1と%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="535" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="596" />
            <source>Please wait for the move to be shown.</source>
            <translation>手の表示が終わるまでお待ちください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="539" />
            <source>Click the tiles to keep in the order they go into your herd (keys 1–%1), then click Keep (Enter).</source>
            <translation>残すタイルを群れに並べる順にクリックし（キー 1～%1）、「残す」（Enter）をクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="543" />
            <source>Put your opening gaucho on a lit action area, for free.</source>
            <translation>最初のガウチョを光っているアクションエリアに無料で置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="545" />
            <source>Add your new tiles to your herds, one after the other.</source>
            <translation>新しいタイルを1枚ずつ群れに加えてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="550" />
            <source>Your turn: click 2 dice of the roll (keys %1).</source>
            <translation>あなたの手番です。振ったダイスを2個クリックしてください（キー %1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="552" />
            <source>Click one more die.</source>
            <translation>もう1個ダイスをクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="554" />
            <source>Click a lit place to spend these dice there, or press Enter to take them.</source>
            <translation>光っている場所をクリックしてこのダイスを使うか、Enter キーでダイスを取ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="556" />
            <source>Choose one of the lit choices or a button (keys %1); Esc goes back.</source>
            <translation>光っている選択肢かボタンを選んでください（キー %1）。Esc で戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="558" />
            <source>Hidden cattle: click a steppe tile, then an empty space; or Done (E).</source>
            <translation>隠れた牛：ステップのタイル、次に空いているマスをクリックするか、「完了」（E）を押してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="560" />
            <source>Place the gaucho you took back.</source>
            <translation>引き上げたガウチョを置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="563" />
            <source>Click a lit place to pay with %1.</source>
            <translation>光っている場所をクリックして%1で払ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="568" />
            <source>Dice-less round: click one of your gauchos on an action area, or end the turn (E).</source>
            <translation>ダイスなしのラウンド：アクションエリアの自分のガウチョをクリックするか、手番を終えてください（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="571" />
            <source>Use your gauchos on action areas, or end the turn (E).</source>
            <translation>アクションエリアの自分のガウチョを使うか、手番を終えてください（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="573" />
            <source>Click a die or a lit place to spend your dice; click your gauchos on action areas to use them; E ends the turn.</source>
            <translation>ダイスか光っている場所をクリックしてダイスを使い、アクションエリアの自分のガウチョをクリックして使ってください。E で手番を終えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="581" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="585" />
            <source>Dice-less round: only action areas</source>
            <translation>ダイスなしのラウンド：アクションエリアのみ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="587" />
            <source>Last round with dice!</source>
            <translation>ダイスを使う最後のラウンド！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="588" />
            <source>The pile is empty: one more round with dice, then a dice-less round</source>
            <translation>山札が尽きました：ダイスを使うラウンドをもう1回、そのあとダイスなしのラウンド</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="597" />
            <source>Please wait: it is %1's decision.</source>
            <translation>お待ちください。今は%1さんが選んでいます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="603" />
            <source>Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends the turn, Esc goes back, Ctrl+Z undoes a step.</source>
            <translation>振ったダイスを2個クリックし（キー 1～9）、光っている場所をクリックして使います。アクションエリアの自分のガウチョをクリックすると使えます。Tab と Enter でキーボード操作、E で手番終了、Esc で戻る、Ctrl+Z で1手取り消し。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="616" />
            <source>pampa row %1, space %2</source>
            <translation>パンパ %1列目の%2番目のマス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho lying on it</source>
            <translation>%1さんのガウチョが寝ている</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="619" />
            <source>%1's gaucho standing on it</source>
            <translation>%1さんのガウチョが立っている</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="621" />
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="129" />
            <source>%1, %2</source>
            <comment>accessible name: a piece, where it is</comment>
            <translation>%1、%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="627" />
            <source>in the roll</source>
            <translation>振ったダイスの中</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="629" />
            <source>%1's panel</source>
            <translation>%1さんの欄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="632" />
            <source>%1's herd, tile %2 of %3</source>
            <translation>%1さんの群れの%3枚中%2枚目</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="634" />
            <source>seen in the steppe</source>
            <translation>ステップで見たタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="636" />
            <source>waiting to join your herds</source>
            <translation>群れに加えるのを待っている</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="638" />
            <source>drawn for you to keep</source>
            <translation>残すために引いたタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="648" />
            <source>That is not an El Gaucho move.</source>
            <translation>それは『エル・ガウチョ』の手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="649" />
            <source>That cannot be done at this moment of the game.</source>
            <translation>今はそれはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="650" />
            <source>First take 2 dice from the roll.</source>
            <translation>まず振ったダイスから2個取ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="651" />
            <source>You have already taken your 2 dice this turn.</source>
            <translation>この手番ではもうダイスを2個取りました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="653" />
            <source>There are no dice in the dice-less round: only your action areas may be used.</source>
            <translation>ダイスなしのラウンドにダイスはありません：アクションエリアだけが使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="655" />
            <source>Take exactly 2 dice.</source>
            <translation>ダイスはちょうど2個取ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="656" />
            <source>Those dice are not in the roll: %(pool)s are left.</source>
            <translation>振ったダイスにそれはありません。残っているのは%(pool)sです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="658" />
            <source>You took a gaucho back: place it now (on a tile, an action area or from the steppe).</source>
            <translation>ガウチョを引き上げました。今すぐ置いてください（タイル、アクションエリア、またはステップから）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="661" />
            <source>First add %(tiles)s to your herds (click a waiting tile).</source>
            <translation>まず%(tiles)sを群れに加えてください（待っているタイルをクリック）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="664" />
            <source>First finish Hidden cattle: take a steppe tile or click Done.</source>
            <translation>先に隠れた牛を済ませてください。ステップのタイルを取るか、「完了」を押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="666" />
            <source>There is no such tile.</source>
            <translation>そのタイルはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="667" />
            <source>%(tile)s is not on the pampa.</source>
            <translation>%(tile)sはパンパにありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="668" />
            <source>A gaucho is already on %(tile)s: one gaucho per tile.</source>
            <translation>%(tile)sにはもうガウチョがいます。1枚のタイルに置けるガウチョは1人だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="669" />
            <source>No gaucho of yours lies on %(tile)s.</source>
            <translation>%(tile)sに寝ている自分のガウチョはいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="671" />
            <source>You have no gaucho left in your supply: take one back from an action area or a lying one first.</source>
            <translation>手元にガウチョが残っていません。先にアクションエリアのガウチョか、寝ているガウチョを1人引き上げてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="674" />
            <source>Pay with one die or the sum of two dice, never three.</source>
            <translation>支払いはダイス1個か2個の合計です。3個は使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="675" />
            <source>Lying down and standing up are paid with one die only.</source>
            <translation>寝かせるのと起こすのは、ダイス1個でしか払えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="676" />
            <source>Choose the dice to pay with.</source>
            <translation>支払うダイスを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="677" />
            <source>You do not have those dice: you have %(dice)s.</source>
            <translation>そのダイスは持っていません。持っているのは%(dice)sです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="679" />
            <source>That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying).</source>
            <translation>ちょうど%(cost)sが必要です。%(paid)sでは払えません（多く払うこともできません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="681" />
            <source>There is no such action area.</source>
            <translation>そのアクションエリアはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="682" />
            <source>You already have a gaucho on %(area)s.</source>
            <translation>%(area)sにはもう自分のガウチョがいます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="684" />
            <source>You used %(area)s this turn: you may not go back there before your next turn.</source>
            <translation>この手番で%(area)sを使ったので、次の手番まではそこに置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="686" />
            <source>You have no gaucho on %(area)s.</source>
            <translation>%(area)sに自分のガウチョはいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="688" />
            <source>Your gaucho on %(area)s came this turn: it can be used from your next turn on.</source>
            <translation>%(area)sのガウチョはこの手番に置いたので、次の手番から使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="690" />
            <source>%(area)s would do nothing now.</source>
            <translation>今%(area)sを使っても何も起こりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="691" />
            <source>Wish for a value from 1 to 6.</source>
            <translation>願いで選べる目は1～6です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="692" />
            <source>There is no such breed.</source>
            <translation>その品種はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="694" />
            <source>Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s.</source>
            <translation>即売には2枚以上の群れが必要です（%(breed)sは%(count)s枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="696" />
            <source>%(tile)s is not in another player's herd.</source>
            <translation>%(tile)sはほかのプレイヤーの群れにありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="697" />
            <source>Stand up 1 or 2 of your lying gauchos.</source>
            <translation>寝ている自分のガウチョを1人か2人起こしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="698" />
            <source>No other player's gaucho lies on %(tile)s.</source>
            <translation>%(tile)sにほかのプレイヤーの寝ているガウチョはいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="699" />
            <source>%(tile)s is not in the steppe.</source>
            <translation>%(tile)sはステップにありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="700" />
            <source>That space is not an empty space of the pampa.</source>
            <translation>そこはパンパの空いているマスではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="702" />
            <source>Two tiles from the steppe must both be 4 or less: %(tiles)s are not.</source>
            <translation>ステップから2枚取るときは、どちらも4以下でなければなりません（%(tiles)sは違います）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="704" />
            <source>You may not take another tile from the steppe.</source>
            <translation>ステップからこれ以上タイルを取れません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="705" />
            <source>Take at least one tile from the steppe.</source>
            <translation>ステップからタイルを少なくとも1枚取ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="707" />
            <source>You may take a gaucho back only when your supply is empty and you are about to place one.</source>
            <translation>ガウチョを引き上げられるのは、手元が空でガウチョを置こうとするときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="711" />
            <source>Only your gauchos on action areas and your lying gauchos can be taken back.</source>
            <translation>引き上げられるのは、アクションエリアの自分のガウチョと寝ている自分のガウチョだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="713" />
            <source>Keep 1, 2 or 3 of your opening tiles.</source>
            <translation>最初のタイルを1枚、2枚、または3枚残してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="714" />
            <source>You did not draw %(tiles)s.</source>
            <translation>%(tiles)sは引いていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="716" />
            <source>You may keep %(count)s tiles only if each is %(limit)s or less.</source>
            <translation>%(count)s枚残せるのは、どれも%(limit)s以下のときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="719" />
            <source>%(breed)s must be strictly rising or falling: choose its tiles in that order.</source>
            <translation>%(breed)sは値が小さい順か大きい順に並んでいなければなりません。その順にタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="722" />
            <source>%(area)s already has an opening gaucho: choose another action area.</source>
            <translation>%(area)sにはもう最初のガウチョがいます。別のアクションエリアを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="724" />
            <source>%(tile)s is not waiting for your herd.</source>
            <translation>%(tile)sは群れに入るのを待っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="726" />
            <source>You have no gaucho on Sort that may be used now, or no herd of that breed.</source>
            <translation>今使える仕分けのガウチョがいないか、その品種の群れがありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="728" />
            <source>Sort can put %(tile)s only where the herd stays in order.</source>
            <translation>仕分けで%(tile)sを入れられるのは、群れの順番が保たれる位置だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="730" />
            <source>%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); your dice do not pay that.</source>
            <translation>%(tile)s：立たせるには%(cost)s（ダイス1個か2個）、寝かせるには%(small)s（ダイス1個）が必要です。あなたのダイスでは払えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="734" />
            <source>Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not pay it.</source>
            <translation>%(tile)sの自分のガウチョを起こすにはダイス1個で%(cost)sが必要です。あなたのダイスでは払えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="738" />
            <source>%(area)s costs %(cost)s (one die or two); your dice do not pay it.</source>
            <translation>%(area)sには%(cost)s（ダイス1個か2個）が必要です。あなたのダイスでは払えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="740" />
            <source>You have no dice left to pay with this turn.</source>
            <translation>この手番に払えるダイスはもう残っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="741" />
            <source>%(paid)s pays for nothing that is possible now.</source>
            <translation>%(paid)sで今払えるものはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="743" />
            <source>Sort is used when you gain a tile: in the drive, after a Steal or in the final scoring.</source>
            <translation>仕分けはタイルを得たとき（牛追い、牛泥棒のあと、最終得点計算）に使います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="747" />
            <source>That does not go with what you picked: press Esc to go back.</source>
            <translation>それは選んだものと組み合わせられません：Esc で戻ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="750" />
            <source>That gaucho on %(area)s is another player's: you use only your own.</source>
            <translation>%(area)sのそのガウチョは他のプレイヤーのものです：使えるのは自分のガウチョだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="752" />
            <source>The refill limit must be a number from 1 to 100.</source>
            <translation>補充の上限は1から100の数にしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="753" />
            <source>Choose when a pampa row stops being refilled.</source>
            <translation>パンパの列の補充が止まる条件を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="754" />
            <source>Choose a rule for keeping opening tiles.</source>
            <translation>最初のタイルを残すルールを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="756" />
            <source>The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players.</source>
            <translation>パンパの配置は2、3、4人でそれぞれ12、15、18マスにしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="758" />
            <source>Each small number must be from 1 to 6.</source>
            <translation>小さい数字はどれも1から6にしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="759" />
            <source>Choose how the start player is chosen.</source>
            <translation>スタートプレイヤーの決め方を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="760" />
            <source>Choose which breed leaves a 2-player game.</source>
            <translation>2人プレイで抜く品種を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="762" />
            <source>Choose whether Wish works in the dice-less round.</source>
            <translation>ダイスなしのラウンドで願いが使えるかを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="765" />
            <source>Choose whether a gaucho put on Sort works in that round's cattle drive.</source>
            <translation>仕分けに置いたガウチョをそのラウンドの牛追いで使えるかを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="792" />
            <source>First choose which opening tiles to keep.</source>
            <translation>まず残す最初のタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="794" />
            <source>Put your opening gaucho on a free action area.</source>
            <translation>最初のガウチョを空いているアクションエリアに置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="796" />
            <source>Empty spaces are filled by the refill or by Hidden cattle.</source>
            <translation>空いているマスには、補充か隠れた牛でタイルが置かれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="819" />
            <source>Stand on %1, pay %2</source>
            <translation>%1に立たせる（%2を払う）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="821" />
            <source>Lie on %1, pay %2</source>
            <translation>%1に寝かせる（%2を払う）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="824" />
            <source>Stand up the gaucho on %1, pay %2</source>
            <translation>%1のガウチョを起こす（%2を払う）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="829" />
            <source>Occupy %1, pay %2</source>
            <translation>%1を占める（%2を払う）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="831" />
            <source>Put a gaucho on %1</source>
            <translation>%1にガウチョを置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="833" />
            <source>Take the dice showing %1</source>
            <extracomment>%1: the faces the two dice show ("2 and 3"), never their places in the roll (the keys 1–5 count those: "dice 2 and 3" read as keys took two other dice).</extracomment>
            <translation>出目%1のダイスを取る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="836" />
            <source>Take back the gaucho from %1</source>
            <translation>%1のガウチョを引き上げる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="837" />
            <source>Take back the lying gaucho from %1</source>
            <translation>%1の寝ているガウチョを引き上げる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="839" />
            <source>Wish for a %1</source>
            <translation>%1の目を願う</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="843" />
            <source>Steal %1</source>
            <translation>%1を盗む</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="846" />
            <source>Stand up %n lying gaucho(s) for free: %1</source>
            <translation>
                <numerusform>寝ているガウチョ%n人を無料で起こす：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="850" />
            <source>Replace the lying gaucho on %1</source>
            <translation>%1の寝ているガウチョを自分のガウチョに置き換える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="852" />
            <source>Look at the steppe</source>
            <translation>ステップを見る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="855" />
            <source>Take %1 and stand on it in %2, space %3</source>
            <translation>%1を取り、%2の%3マス目に置いて立たせる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="861" />
            <source>Done: take no more tiles</source>
            <translation>完了：これ以上取らない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="865" />
            <source>End the turn</source>
            <translation>手番を終える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="867" />
            <source>Keep %1</source>
            <translation>%1を残す</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="877" />
            <source>Sell %1 now: %2 = %n peso(s)</source>
            <translation>
                <numerusform>%1を即売：%2 = %nペソ</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="881" />
            <source>Sell %1 now</source>
            <translation>%1を即売</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="891" />
            <source>Sort %1 into place %2 of its herd</source>
            <translation>仕分けで%1を群れの%2番目に入れる</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="895" />
            <source>Add %1 at the end: forced sale of %2 (%3 = %n peso(s))</source>
            <translation>
                <numerusform>%1を最後に加える：%2を強制売却（%3 = %nペソ）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="902" />
            <source>Start a new herd with %1</source>
            <translation>%1で新しい群れを始める</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="903" />
            <source>Add %1 at the end of its herd</source>
            <translation>%1を群れの最後に加える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="912" />
            <source>Tied for the most pesos: the win is shared.</source>
            <translation>最多のペソが同額で並んだため、同点勝利です。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="924" />
            <source>%1. %2 — %n peso(s)</source>
            <translation>
                <numerusform>%1. %2 — %nペソ</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="944" />
            <source>Forced sale of %1: %2 = %3</source>
            <translation>%1の強制売却：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="946" />
            <source>Immediate sale of %1: %2 = %3</source>
            <translation>%1の即売：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="948" />
            <source>Final sale of %1: %2 = %3</source>
            <translation>%1の最終売却：%2 = %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1120" />
            <source>Final sale of a single tile, %1, for %n peso(s)</source>
            <translation>
                <numerusform>1枚だけの%1の最終売却：%nペソ</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="952" />
            <source>Compensation for %1, stolen by %2: %3</source>
            <translation>%1の補償（%2が盗んだ）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="954" />
            <source>Compensation for %1, replaced by %2: %3</source>
            <translation>%1の補償（%2が置き換えた）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="960" />
            <source>No sales</source>
            <translation>売却なし</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="961" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="619" />
            <source>Sales: %1</source>
            <translation>売却：%1</translation>
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
            <translation>このゲームの開始時に持っていたペソ：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="976" />
            <source>Refill limit of a pampa row</source>
            <translation>パンパの列の補充上限</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="977" />
            <source>A row stops being refilled</source>
            <translation>列の補充が止まる条件</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="978" />
            <source>Keeping opening tiles</source>
            <translation>最初のタイルの残し方</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="979" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="697" />
            <source>Start player</source>
            <translation>スタートプレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="980" />
            <source>Breed left out with 2 players</source>
            <translation>2人プレイで抜く品種</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="981" />
            <source>Wish die usable in the dice-less round</source>
            <translation>ダイスなしのラウンドで願いのダイスを使える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="982" />
            <source>A gaucho put on Sort works in that round's cattle drive</source>
            <translation>仕分けに置いたガウチョをそのラウンドの牛追いで使える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="983" />
            <source>Pampa layout</source>
            <translation>パンパの配置</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="984" />
            <source>Lying-down costs (small numbers)</source>
            <translation>寝かせる費用（小さい数字）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="993" />
            <source>When the tiles of a pampa row add up to this much, no more tiles are put in it during a refill (published rules: 20).</source>
            <translation>パンパの列のタイルの合計がこの数に達すると、補充でその列にタイルを置かなくなります（公式ルール：20）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="997" />
            <source>Whether a row stops at the limit itself or only above it. Most rule texts say at the limit; one rules summary says above it.</source>
            <translation>列が上限に達した時点で止まるか、上限を超えてから止まるかです。多くのルールでは達した時点、あるルールの要約では超えてからとしています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1001" />
            <source>Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; or, as one rules summary words it, if their average is below 4 or 8.</source>
            <translation>どれも4以下なら3枚、どれも8以下なら2枚残せます。あるルールの要約の書き方では、平均が4未満または8未満です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1004" />
            <source>Who starts the first round: drawn at random, or the first seat.</source>
            <translation>最初のラウンドを始める人：ランダム、または最初の席。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1006" />
            <source>With 2 players one whole breed is left in the box: drawn at random, or the one you choose.</source>
            <translation>2人プレイでは品種を1つ丸ごと箱に残します。ランダムに決めるか、選んだ品種にします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1010" />
            <source>Normally a Wish die gained in the dice-less round cannot be spent, since nothing may be bought with dice then. Turn this on to allow it.</source>
            <translation>ふつう、ダイスなしのラウンドで得た願いのダイスは使えません（ダイスで何も買えないため）。オンにすると使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1014" />
            <source>Normally a gaucho put on Sort may already help in the cattle drive of the same round. Turn this off to keep it for later rounds.</source>
            <translation>ふつう、仕分けに置いたガウチョは同じラウンドの牛追いでもう使えます。オフにすると次のラウンドからになります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1024" />
            <source>at the limit (20 or more)</source>
            <translation>上限に達したら（20以上）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1025" />
            <source>only above the limit (more than 20)</source>
            <translation>上限を超えたら（20より大きい）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1026" />
            <source>each tile at most 4 / 8</source>
            <translation>どれも4以下／8以下</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1027" />
            <source>average below 4 / 8</source>
            <translation>平均が4未満／8未満</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1028" />
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1030" />
            <source>drawn at random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1029" />
            <source>the first seat</source>
            <translation>最初の席</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1044" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="482" />
            <source>2 players: the %1 tiles stay in the box; that breed is not in this game.</source>
            <translation>2人プレイのため、%1のタイルは箱に残したままで、このゲームでは使いません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1055" />
            <source>%n gaucho(s) in supply</source>
            <translation>
                <numerusform>手元のガウチョ%n人</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1056" />
            <source>%n herd(s)</source>
            <translation>
                <numerusform>群れ%n個</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1285" />
            <source>no herds</source>
            <comment>a seat line: no herd yet</comment>
            <translation>群れなし</translation>
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
            <translation>プレイヤーはパンパの牧場主です。全員共通の出目からダイスを取ってガウチョを牛のもとやアクションエリアに送り、値が小さい順か大きい順に並んだ群れを作って売ります。最後にペソがいちばん多い人の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1148" />
            <source>The cattle</source>
            <translation>牛タイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1153" />
            <source>There are five breeds, told apart by colour and coat: Black, Brown (white socks), White, Spotted and Red (a white belt). Each breed has one tile of each value 1 to 12.</source>
            <translation>品種は5つで、色と模様で見分けます：黒牛、茶牛（足先が白い）、白牛、ぶち牛、赤牛（体に白い帯）。各品種に1から12のタイルが1枚ずつあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1158" />
            <source>The big number at the top left is the tile's value; the small number at the bottom right (about half the value) is what lying down on it costs.</source>
            <translation>左上の大きい数字がタイルの値、右下の小さい数字（値の約半分）がそこに寝かせる費用です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1162" />
            <source>With 2 players one breed stays in the box.</source>
            <translation>2人プレイでは品種を1つ箱に残します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1169" />
            <source>%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn.</source>
            <translation>%1人：ダイス%2個、1人あたりガウチョ%3人、最初に引くタイル%4枚。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1183" />
            <source>The pampa has four rows. Tiles are laid face up from the bottom row up, left to right; a row stops taking tiles once its values add up to the refill limit.</source>
            <translation>パンパには4列あります。タイルはいちばん下の列から上へ、左から右へ表向きに置き、列の合計が補充の上限に達するとその列は止まります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1187" />
            <source>Four face-down tiles form the steppe; the rest are the draw pile.</source>
            <translation>裏向きのタイル4枚がステップになり、残りが山札です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1190" />
            <source>Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 or less, or any 1. They are revealed together and start your herds.</source>
            <translation>最初のタイル：どれも4以下なら3枚、どれも8以下なら2枚、またはどれでも1枚を残します。全員同時に公開し、それが群れの始まりになります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1194" />
            <source>Then, counter-clockwise and ending with the start player, everybody puts one gaucho on a different action area for free.</source>
            <translation>続いて、スタートプレイヤーの右隣から反時計回りに、スタートプレイヤーが最後になるように、全員が無料でガウチョを1人ずつ別々のアクションエリアに置きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1203" />
            <source>A round</source>
            <translation>ラウンド</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1207" />
            <source>The start player rolls all the dice.</source>
            <translation>スタートプレイヤーがすべてのダイスを振ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1209" />
            <source>Clockwise, each player takes exactly 2 dice from the roll and then spends them. The last player chooses 2 of the 3 dice left.</source>
            <translation>時計回りに、各プレイヤーは振ったダイスからちょうど2個取って使います。最後の人は残り3個から2個を選びます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1213" />
            <source>After the last turn comes the cattle drive, then the pampa is refilled and the start player passes to the left.</source>
            <translation>最後の手番のあとに牛追いがあり、パンパを補充して、スタートプレイヤーが左隣に移ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1222" />
            <source>Spending dice</source>
            <translation>ダイスの使い方</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1227" />
            <source>Every cost is paid exactly, with one die or the sum of two. Overpaying is not allowed and each die is spent once.</source>
            <translation>費用はダイス1個か2個の合計でちょうど払います。払いすぎはできず、ダイスは1回しか使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1230" />
            <source>Stand on a free tile: pay its value. A standing gaucho claims the tile.</source>
            <translation>空いているタイルに立たせる：その値を払います。立っているガウチョはそのタイルを確保します（牛追いで連れ帰ります）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1232" />
            <source>Lie on a free tile: pay its small number with one die. A lying gaucho only reserves the tile.</source>
            <translation>空いているタイルに寝かせる：ダイス1個で小さい数字を払います。寝ているガウチョはタイルを押さえるだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1235" />
            <source>Stand up one of your lying gauchos: pay the small number with one die.</source>
            <translation>寝ている自分のガウチョを起こす：ダイス1個で小さい数字を払います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1237" />
            <source>Occupy action area 1 to 6: pay its number. You may have one gaucho on each area; other players never block you.</source>
            <translation>アクションエリア1～6を占める：その番号を払います。各エリアに置ける自分のガウチョは1人までで、ほかの人のガウチョに邪魔されることはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1241" />
            <source>With no gaucho left in your supply you may take one back from an action area (its action is lost) or a lying one, to place it at once.</source>
            <translation>手元にガウチョがいないときは、アクションエリアのガウチョ（そのアクションは失われます）か寝ているガウチョを引き上げ、すぐに置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1244" />
            <source>Unspent dice are lost when you end your turn.</source>
            <translation>手番を終えると、使わなかったダイスはなくなります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1251" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="357" />
            <source>Action areas</source>
            <translation>アクションエリア</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1255" />
            <source>A gaucho put on an area in an earlier turn can be used in your turn: it comes back to your supply and the action happens. You may not go back to an area in the turn you used it. Only Sort works outside your turn.</source>
            <translation>前の手番までにエリアに置いたガウチョは、自分の手番に使えます。使うとガウチョが手元に戻り、アクションが行われます。使ったエリアには同じ手番のうちは置けません。手番の外で使えるのは仕分けだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1262" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="363" />
            <source>%1 (cost %2): %3</source>
            <translation>%1（費用%2）：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1267" />
            <source>Sort: when you gain a tile (drive, Steal, final scoring), put it where its herd stays in order instead of at the end.</source>
            <translation>仕分け：タイルを得たとき（牛追い、牛泥棒、最終得点計算）、最後ではなく群れの順番が保たれる位置に入れます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1271" />
            <source>Wish: the wished die works like a rolled die this turn, alone or together with one real die.</source>
            <translation>願い：願ったダイスはこの手番の間、振ったダイスと同じように1個で、または本物のダイス1個との合計で使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1275" />
            <source>Steal: the victim gets the tile's value in pesos. The tile joins your herd and may force a sale there (without the 5 extra pesos).</source>
            <translation>牛泥棒：盗まれた人はタイルの値のペソを受け取ります。タイルは自分の群れに入り、そこで強制売却になることもあります（5ペソの上乗せはありません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1279" />
            <source>Replace: the other player gets the tile's value in pesos and their gaucho back; yours stands on the tile.</source>
            <translation>置き換え：相手はタイルの値のペソを受け取り、ガウチョを取り戻します。自分のガウチョがそのタイルに立ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1283" />
            <source>Hidden cattle: the tiles you take go face up onto empty spaces of the pampa, each with one of your gauchos standing on it; then the steppe is refilled to 4.</source>
            <translation>隠れた牛：取ったタイルはパンパの空いているマスに表向きに置き、それぞれに自分のガウチョを立たせます。そのあとステップを4枚まで補充します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1293" />
            <source>Herds and sales</source>
            <translation>群れと売却</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1298" />
            <source>You have at most one herd per breed, a row of tiles that strictly rises or strictly falls from left to right. New tiles join at the right end.</source>
            <translation>群れは品種ごとに1つまでで、左から右へ値が大きくなっていくか、小さくなっていくタイルの列です。新しいタイルは右端に加わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1303" />
            <source>A tile that does not fit forces a sale: the herd is sold and the new tile starts a new herd.</source>
            <translation>群れに合わないタイルが来ると強制売却になります。その群れを売り、新しいタイルで新しい群れを始めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1307" />
            <source>A sale pays the number of tiles times the highest value, e.g. 3 × 9 = 27 pesos. Single tiles are sold only at the end.</source>
            <translation>売却額はタイルの枚数 × いちばん大きい値です（例：3 × 9 = 27ペソ）。1枚だけのタイルは最後にしか売れません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1316" />
            <source>The cattle drive</source>
            <translation>牛追い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1320" />
            <source>A row is complete when every tile in it carries a gaucho, standing or lying.</source>
            <translation>列のすべてのタイルにガウチョ（立っていても寝ていても）がいれば、その列は埋まっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1324" />
            <source>In complete rows each standing gaucho brings its tile home and returns to its owner; lying gauchos and their tiles stay.</source>
            <translation>埋まった列では、立っているガウチョがタイルを連れ帰り、持ち主の手元に戻ります。寝ているガウチョとそのタイルは残ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1328" />
            <source>Several tiles gained at once join your herds in the order you choose, one after the other.</source>
            <translation>一度に得た複数のタイルは、選んだ順に1枚ずつ群れに加わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1337" />
            <source>The end</source>
            <translation>ゲームの終わり</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1341" />
            <source>When a refill empties the draw pile, the round is finished and one more normal round is played; nothing is refilled any more.</source>
            <translation>補充で山札が尽きたら、そのラウンドを終え、もう1回ふつうのラウンドを行います。それ以降は何も補充しません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1345" />
            <source>Then comes the dice-less round: each player may only use gauchos placed on action areas earlier.</source>
            <translation>続いてダイスなしのラウンドを行います。各プレイヤーは、前にアクションエリアに置いたガウチョだけを使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1349" />
            <source>Final scoring: every standing gaucho brings its tile home, even in an incomplete row; then every herd is sold, a single tile for its value. Lying gauchos score nothing.</source>
            <translation>最終得点計算：立っているガウチョは、列が埋まっていなくてもタイルを連れ帰ります。そのあとすべての群れを売り、1枚だけのタイルはその値で売ります。寝ているガウチョは得点になりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1353" />
            <source>The most pesos wins; tied players share the win.</source>
            <translation>ペソがいちばん多い人の勝ちです。並んだ場合は全員が勝者です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>Rules in this game</source>
            <translation>このゲームのルール</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1358" />
            <source>The published rules</source>
            <translation>公式ルール</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1366" />
            <source>Click two dice of the roll (or press their keys, 1 for the leftmost die, 2 for the next, and so on): the places they can pay for light up. Click one to take the dice and spend them there, or press Enter to take them.</source>
            <translation>振ったダイスを2個クリックすると（キーでは左から順に 1、2、3…）、払える場所が光ります。場所をクリックするとダイスを取ってそこに使い、Enter キーならダイスを取るだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1371" />
            <source>Your dice: click one or two to see what they pay for, then click a lit tile, lying gaucho or action area. If there is more than one way, a prompt asks which (keys 1 to 9).</source>
            <translation>自分のダイス：1個か2個クリックすると払えるものがわかります。光っているタイル、寝ているガウチョ、アクションエリアをクリックしてください。方法が複数あるときは選択肢が出ます（キー 1～9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1376" />
            <source>Use an action area by clicking your gaucho on it; the prompt then asks for the herd, tile or gaucho it needs.</source>
            <translation>アクションエリアを使うには、そこにいる自分のガウチョをクリックします。必要な群れ、タイル、ガウチョは選択肢で聞かれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1380" />
            <source>Tab and Shift+Tab move between the lit choices, Enter or Space picks one, E ends the turn and Esc goes back a step.</source>
            <translation>Tab と Shift+Tab で光っている選択肢を移動し、Enter かスペースで選び、E で手番を終え、Esc で1つ戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1387" />
            <source>Hover over anything that is not lit to read why it cannot be chosen.</source>
            <translation>光っていないものにポインターを合わせると、選べない理由が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1397" />
            <source>A pampa row stops taking tiles once its values add up to %1 or more.</source>
            <translation>パンパの列は、タイルの合計が%1以上になるとタイルを置かなくなります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1399" />
            <source>A pampa row stops taking tiles once its values add up to more than %1.</source>
            <translation>パンパの列は、タイルの合計が%1を超えるとタイルを置かなくなります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1402" />
            <source>Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.</source>
            <translation>最初のタイル：どれも4以下なら3枚、どれも8以下なら2枚、またはどれでも1枚残します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1405" />
            <source>Opening tiles: keep 3 if their average is below 4, 2 if their average is below 8, or any 1.</source>
            <translation>最初のタイル：平均が4未満なら3枚、平均が8未満なら2枚、またはどれでも1枚残します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1410" />
            <source>The start player is drawn at random.</source>
            <translation>スタートプレイヤーはランダムに決まります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1412" />
            <source>The first seat starts.</source>
            <translation>最初の席から始めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1415" />
            <source>With 2 players a breed drawn at random stays in the box.</source>
            <translation>2人プレイでは、ランダムに選んだ品種を箱に残します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1418" />
            <source>With 2 players the %1 breed stays in the box.</source>
            <translation>2人プレイでは%1を箱に残します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1423" />
            <source>A Wish die gained in the dice-less round may be spent.</source>
            <translation>ダイスなしのラウンドで得た願いのダイスは使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1425" />
            <source>A Wish die gained in the dice-less round cannot be spent.</source>
            <translation>ダイスなしのラウンドで得た願いのダイスは使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1428" />
            <source>A gaucho put on Sort this round may already help in this round's drive.</source>
            <translation>このラウンドに仕分けに置いたガウチョは、このラウンドの牛追いでもう使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1430" />
            <source>A gaucho put on Sort this round helps only from the next round on.</source>
            <translation>このラウンドに仕分けに置いたガウチョは、次のラウンドから使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1436" />
            <source>Small numbers of the values 1 to 12: %1.</source>
            <translation>値1～12の小さい数字：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="159" />
            <source>take</source>
            <comment>hint: dice to take</comment>
            <translation>取る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="160" />
            <source>pay</source>
            <comment>hint: dice to pay with</comment>
            <translation>支払う</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="333" />
            <source>Choose</source>
            <translation>選んでください</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="334" />
            <source>Tab/arrows move · Enter picks · %1 choose · Esc back</source>
            <translation>Tab／矢印で移動 · Enter 決定 · %1 選択 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Your opening tiles</source>
            <translation>最初のタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>%1's opening tiles</source>
            <extracomment>A replay's board: the opening tiles a player (%1) chooses from.</extracomment>
            <translation>%1さんの最初のタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="338" />
            <source>Keep (Enter)</source>
            <translation>残す（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="344" />
            <source>Chosen: %1</source>
            <translation>選んだタイル：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/__init__.py" line="346" />
            <source>New tiles for your herds</source>
            <translation>群れに加える新しいタイル</translation>
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
            <translation>山札が尽きました！ダイスを使うラウンドをもう1回、そのあとダイスなしのラウンドです。</translation>
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
                <numerusform>牛追い：%n列が埋まりました</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="251" />
            <source>Cattle drive: no row is complete</source>
            <translation>牛追い：埋まった列はありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="273" />
            <source>Forced sale: %1 = %2</source>
            <translation>強制売却：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="274" />
            <source>Immediate sale: %1 = %2</source>
            <translation>即売：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="275" />
            <source>Sale: %1 = %2</source>
            <translation>売却：%1 = %2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="782" />
            <source>Single tile sold: %1</source>
            <translation>1枚だけの売却：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="304" />
            <source>Round %1: the last round with dice!</source>
            <translation>ラウンド%1：ダイスを使う最後のラウンド！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/animations.py" line="306" />
            <source>Round %1: the dice-less round. Only action areas may be used.</source>
            <translation>ラウンド%1：ダイスなしのラウンド。アクションエリアだけが使えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="345" />
            <source>Pampa</source>
            <translation>パンパ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="723" />
            <source>Pampa row %1, space %2: not used with this number of players.</source>
            <extracomment>A pampa space covered because fewer players play; %1 its row, %2 its place in the row.</extracomment>
            <translation>パンパ %1列目の%2番目のマス：この人数では使いません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="370" />
            <source>Roll</source>
            <translation>振ったダイス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="373" />
            <source>The steppe: face-down tiles for Hidden cattle.</source>
            <translation>ステップ：隠れた牛のための裏向きのタイルです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="377" />
            <source>Pesos</source>
            <translation>ペソ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="399" />
            <source>Row %1: its tiles add up to %2 (refill limit %3).</source>
            <translation>%1列目：タイルの合計は%2です（補充の上限は%3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="412" />
            <source>Empty space</source>
            <translation>空いているマス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="440" />
            <source>%1 — stand for %2, lie for %3</source>
            <translation>%1 — 立たせる：%2、寝かせる：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2 (placed this turn)</source>
            <translation>%1さんの%2のガウチョ（この手番に置いたもの）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="469" />
            <source>%1's gaucho on %2</source>
            <translation>%1さんの%2のガウチョ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="476" />
            <source>Round %1</source>
            <translation>ラウンド%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="480" />
            <source>Not in this game: %1</source>
            <translation>使わない品種：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="505" />
            <source>Steppe: %1</source>
            <translation>ステップ：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="517" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>%1's dice</source>
            <translation>%1さんのダイス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="533" />
            <source>A rolled %1 (key %2)</source>
            <translation>出目%1のダイス（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="442" />
            <source>A rolled %1</source>
            <extracomment>A die of the roll on a board that only shows (a replay): %1 its face.</extracomment>
            <translation>出目%1のダイス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>No dice in this round</source>
            <translation>このラウンドにダイスはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="535" />
            <source>All dice are taken</source>
            <translation>ダイスはすべて取られました</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="546" />
            <source>Your dice</source>
            <translation>あなたのダイス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>The Wish die: %1 (key %2)</source>
            <translation>願いのダイス：%1（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="506" />
            <source>The Wish die: %1</source>
            <extracomment>Another player's turn, or a replay's board: the Wish die showing %1.</extracomment>
            <translation>願いのダイス：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="562" />
            <source>Your die: %1 (key %2)</source>
            <translation>あなたのダイス：%1（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="508" />
            <source>%1's die: %2</source>
            <extracomment>Another player's turn, or a replay's board: a die of a player (%1) showing %2.</extracomment>
            <translation>%1さんのダイス：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="569" />
            <source>all spent</source>
            <translation>使い切りました</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="574" />
            <source>Take (Enter)</source>
            <translation>取る（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="576" />
            <source>Take the two dice chosen (Enter)</source>
            <translation>選んだダイス2個を取る（Enter）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>Done (E)</source>
            <translation>完了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="579" />
            <source>End turn (E)</source>
            <translation>手番終了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="655" />
            <source>%1 (you)</source>
            <translation>%1（あなた）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="688" />
            <source>×%1 in supply</source>
            <translation>手元 ×%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="696" />
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="802" />
            <source>Start</source>
            <translation>スタート</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="724" />
            <source>%1: no herd yet</source>
            <translation>%1：まだ群れはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="727" />
            <source>(%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/board/layers.py" line="728" />
            <source>A single tile: it is sold only at the end, for its value.</source>
            <translation>1枚だけのタイル：最後にその値で売ります。</translation>
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
            <translation>%1 — 今売ると%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>1–%1</source>
            <comment>a range of number keys</comment>
            <translation>1～%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>You have no dice now: click a lit place, or use Tab and Enter.</source>
            <translation>今はダイスを持っていません。光っている場所をクリックするか、Tab と Enter で選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="0" />
            <source>That is not on the board now.</source>
            <translation>それは今は盤上にありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>key 1</source>
            <extracomment>The one number key of a single die or choice, inside a sentence ("…: key 1.").</extracomment>
            <translation>キー 1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>keys %1</source>
            <extracomment>Number keys inside a sentence; %1 a range of them ("1–3").</extracomment>
            <translation>キー %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>The roll has only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>振ったダイスは%n個だけです（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You have only %n die(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>あなたのダイスは%n個だけです（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>There are only %n choice(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>選択肢は%n個だけです（%1）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>You drew %n opening tile(s): %1.</source>
            <extracomment>%1 the keys: "key 1" or "keys 1–3".</extracomment>
            <translation>
                <numerusform>引いた最初のタイルは%n枚です（%1）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the roll&apos;s dice ("1–5").</extracomment>
            <translation>キー：%1 振ったダイス · Tab／矢印で移動 · Enter 決定 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · Esc back</source>
            <translation>キー：Tab／矢印で移動 · Enter 決定 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E done · Esc back</source>
            <translation>キー：Tab／矢印で移動 · Enter 決定 · E 完了 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <translation>キー：Tab／矢印で移動 · Enter 決定 · E 手番終了 · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/texts.py" line="1" />
            <source>Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back</source>
            <extracomment>The key line under the prompt; %1 the keys of the player&apos;s own dice ("1–3").</extracomment>
            <translation>キー：%1 自分のダイス · Tab／矢印で移動 · Enter 決定 · E 手番終了 · Esc 戻る</translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="88" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="97" />
            <source>That choice no longer leads to a move. Press Esc to choose again.</source>
            <translation>その選び方ではもう手になりません。Esc で選び直してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="243" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は打てません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="651" />
            <source>First move to a choice with Tab or the arrow keys.</source>
            <translation>まず Tab か矢印キーで選択肢に移動してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>First choose in the box, or go back with Esc.</source>
            <extracomment>Said when a key would pick something the box shown over the board covers (El Gaucho&apos;s End turn under its "Choose" box): pick one of the box&apos;s choices, or close it with Esc (which steps back to before it opened).</extracomment>
            <translation>先に表示中の選択肢から選ぶか、Esc で戻ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Please wait for the move to be shown.</source>
            <translation>手の表示が終わるまでお待ちください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/prompt.py" line="49" />
            <source>%1's turn</source>
            <extracomment>A replay's board, where a live game's says whom it waits for: whose turn it is at the move shown (%1: a player's name).</extracomment>
            <translation>%1さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/game_board.py" line="1" />
            <source>Tab goes round the lit places; Ctrl+Tab leaves the board.</source>
            <extracomment>A line of every board&apos;s tooltip: Tab (and Shift+Tab) go round the places that can be picked and stay on the board; Ctrl+Tab (Ctrl+Shift+Tab) moves the keyboard focus off the board.</extracomment>
            <translation>Tab で光っている場所を順に回ります。Ctrl+Tab で盤面から離れます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>%1 · Ctrl+Tab side panel</source>
            <extracomment>The end of the key line under a board&apos;s prompt: %1 the game&apos;s keys ("Keys: Tab/arrows move · Enter picks · Esc back"). Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short: the line must fit under the prompt.</extracomment>
            <translation>%1 · Ctrl+Tab サイドパネル</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/text.py" line="1" />
            <source>Ctrl+Tab side panel</source>
            <extracomment>A line under what to do now on a board (its hint names the other keys): Ctrl+Tab moves the keyboard focus from the board to the side panel (Take back, Hint, the players, the game log), and back to the board from there. Keep it short.</extracomment>
            <translation>Ctrl+Tab サイドパネル</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="342" />
            <source>New game…</source>
            <translation>新しいゲーム…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="348" />
            <source>Coming soon</source>
            <translation>近日公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>New game of %1</source>
            <translation>新しいゲーム：%1</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="56" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="65" />
            <source>%1 wins!</source>
            <translation>%1の勝ち！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="80" />
            <source>Shared win: %1</source>
            <translation>同点勝利：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="94" />
            <source>%1. %2 — %3</source>
            <translation>%1. %2 — %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="142" />
            <source>Back to start</source>
            <translation>スタート画面へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="143" />
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="96" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="147" />
            <source>Close</source>
            <extracomment>The game-over dialog's default button: closes it and keeps the final board in sight.</extracomment>
            <translation>閉じる</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="148" />
            <source>Close this window and keep looking at the board.</source>
            <translation>このウィンドウを閉じて、盤面をそのまま見ます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="105" />
            <source>%1 used %n hint(s).</source>
            <translation>
                <numerusform>%1：ヒントを%n回使いました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="112" />
            <source>%1 took back %n move(s).</source>
            <translation>
                <numerusform>%1：手を%n回戻しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="144" />
            <source>Watch the game</source>
            <translation>このゲームを見返す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="145" />
            <source>Step through this game again, from any player's view.</source>
            <translation>このゲームを1手ずつ見返します。どのプレイヤーの視点でも見られます。</translation>
        </message>
    </context>
    <context>
        <name>FoldBar</name>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="92" />
            <source>Show result</source>
            <translation>結果を表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Players and log</source>
            <translation>プレイヤーとログ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the players, the game log and hints.</source>
            <translation>プレイヤー、ゲームログ、ヒントの表示／非表示を切り替えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="80" />
            <source>Log and view</source>
            <extracomment>The replay page's button that opens its folded side panel (the game log and the "Watch as" choice of whose view the board shows).</extracomment>
            <translation>ログと視点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/side_fold.py" line="82" />
            <source>Show or hide the game log and the choice of whose view is shown.</source>
            <translation>ゲームログと視点の選択の表示／非表示を切り替えます。</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="477" />
            <location filename="../farmhouse/app/game_page.py" line="478" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="482" />
            <source>%1's turn</source>
            <translation>%1さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="484" />
            <source>%1 (AI) is playing</source>
            <translation>%1（CPU）の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="789" />
            <source>%1 (AI, %2)</source>
            <translation>%1（CPU・%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="800" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="801" />
            <location filename="../farmhouse/app/game_page.py" line="802" />
            <source>Game log</source>
            <translation>ゲームログ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="804" />
            <source>Show result</source>
            <translation>結果を表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="535" />
            <source>Undo</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="538" />
            <source>Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed.</source>
            <translation>この手番の直前の1手を取り消します（Ctrl+Z）。ただし偶然の要素や隠れた情報が出るまでです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="796" />
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="798" />
            <source>Ask the computer what a strong player would do here (T).</source>
            <translation>強いプレイヤーならここでどうするか、CPU に尋ねます（T）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="803" />
            <source>Every move so far, the newest last (Ctrl+L comes here).</source>
            <translation>これまでの手がすべて、新しいものほど下に並びます（Ctrl+L でここへ移動）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="527" />
            <source>Take back</source>
            <translation>一手戻す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="606" />
            <source>Undo step</source>
            <extracomment>The Take back button against the computer while it takes back only the last step of this turn (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>操作を取り消す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="530" />
            <source>Take your last move back, with the computer's moves after it (Ctrl+Z). The same move again draws or rolls the same, but you have seen what it revealed and can choose another move. The game-over summary and the statistics count take-backs.</source>
            <translation>直前の自分の手を、そのあとの CPU の手ごと戻します（Ctrl+Z）。同じ手をもう一度打てば、引くものや出る目も同じになります。ただ、その手で何が出たかはもう見ているので、別の手を選ぶこともできます。戻した回数は、ゲーム終了時の結果と統計に記録されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="550" />
            <source>You are looking back: press Esc to return to the game first.</source>
            <translation>振り返り中です：先に Esc でゲームに戻ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1167" />
            <source>That is the board as it is now.</source>
            <extracomment>Said to a screen reader when Enter is pressed on the game log&apos;s newest line: looking back there would show the board as it is.</extracomment>
            <translation>それが今の盤面です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="1287" />
            <source>Up and Down read its lines, Enter looks back at one, Esc returns to the board.</source>
            <extracomment>The game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>↑ と ↓ で1行ずつ読み、Enter でその時点の盤面を振り返り、Esc で盤面に戻ります。</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>%1 starts (drawn at random).</source>
            <extracomment>The game log's first line: %1 (a player's name) makes the game's first move, chosen at random by the app (the rulebooks' ways of choosing, such as &quot;whoever moos loudest&quot;, cannot be asked of a computer).</extracomment>
            <translation>スタートプレイヤーは%1です（ランダムで決定）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_about.py" line="131" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>名前は%n文字までです。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="166" />
            <source>This computer has no font for %1: it shows as an empty box. The name is kept as typed.</source>
            <extracomment>A name field's tooltip, under its limit, when the typed name holds characters no font of this computer draws (an emoji without an emoji font): %1 lists them.</extracomment>
            <translation>このコンピューターには%1を表示できるフォントがないため、空の四角で表示されます。名前は入力したとおりに保存されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="42" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は打てません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="138" />
            <source>1/2/3/4/5/6/7/8/9</source>
            <comment>count words</comment>
            <extracomment>The counts 1 to 9, separated by slashes, as each is written right before a counter (Chinese: 一/兩/三/…, as in 兩張馬; digits where the language writes digits).</extracomment>
            <translation>1/2/3/4/5/6/7/8/9</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="117" />
            <source>%1–%2 players</source>
            <translation>%1～%2人</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_about.py" line="108" />
            <source>unknown game “%1”</source>
            <extracomment>A game this version of Farmhouse does not have (named by a save or the statistics): %1 is its id as the file writes it (e.g. &quot;chess&quot;).</extracomment>
            <translation>不明なゲーム「%1」</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="212" />
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="213" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="214" />
            <source>Hard</source>
            <translation>むずかしい</translation>
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
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="46" />
            <source>this move</source>
            <translation>この手</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="222" />
            <source>Plays legal moves with a little sense.</source>
            <translation>ルールどおりの手を、少しだけ考えて打ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="223" />
            <source>Plays the best move it sees this turn.</source>
            <translation>この手番でいちばん良く見える手を打ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="224" />
            <source>Plays many games on in its head before each move (as long as View → Hard AI thinking time allows), seeing only what its seat sees.</source>
            <translation>毎手、自分の席から見える情報だけをもとに、頭の中でゲームの続きを何度も試してから打ちます（考える長さは「表示」→「むずかしい CPU の思考時間」で決めます）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="272" />
            <source>Hint (T): the computer suggests a good move for the player whose turn it is, and why; Esc puts the hint away. Move now (M): a computer player that is thinking moves at once.</source>
            <translation>ヒント（T）：手番のプレイヤーに、CPU が良い手とその理由を示します。Esc でヒントを閉じます。すぐ打たせる（M）：考え中の CPU がすぐに手を打ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="278" />
            <source>Ctrl+Z takes back your last step of this turn, until something random or hidden is revealed. Playing alone against the computer, it takes your last move back, with the computer's moves after it (View menu: “Allow take-backs against the computer”).</source>
            <translation>Ctrl+Z で、この手番の直前の1手を取り消します。ただし偶然の要素や隠れた情報が出るまでです。1人で CPU と対戦しているときは、直前の自分の手を、そのあとの CPU の手ごと戻します（表示メニューの「CPU 戦で手を戻せるようにする」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="285" />
            <source>Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and press Enter, to look back at the board as it was after that move: ←/→ step, Esc returns to the game.</source>
            <translation>Ctrl+L でゲームログへ移動します。ログの行をクリックするか、↑ と ↓ で選んで Enter を押すと、その手のあとの盤面を振り返れます。← と → で1手ずつ進み、Esc でゲームに戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="291" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>ゲームメニュー：新しいゲーム（Ctrl+N）、開く（Ctrl+O）、保存（Ctrl+S）。表示メニュー：全画面表示（F11）、言語、CPU の速さ。ヘルプ：このルール（F1）。1手ごとに自動で保存されます：スタート画面の「続きから」で再開できます。</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="129" />
            <source>Pass the computer to %1</source>
            <translation>%1さんに交代してください</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="131" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>ほかの人は画面を見ないでください。次の画面に手札が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="134" />
            <source>I'm %1, show my hand</source>
            <translation>%1です。手札を表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>Everybody else, please look away: the next screen may show what only this player may see.</source>
            <translation>ほかの人は画面を見ないでください。次の画面には、このプレイヤーだけが見てよいものが表示されることがあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hand_over.py" line="1" />
            <source>I'm %1, show my screen</source>
            <translation>%1です。自分の画面を表示</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <location filename="../farmhouse/app/hints.py" line="69" />
            <source>Hint</source>
            <extracomment>The board's tag on the move a hint suggests, when its chance of winning is unknown.</extracomment>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="71" />
            <source>Hint · %1%</source>
            <extracomment>The board's tag on the move a hint suggests, with the chance of winning after it.</extracomment>
            <translation>ヒント · %1%</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="92" />
            <source>you won every game the computer played out from here</source>
            <translation>CPU がここから​続けてみたゲームでは​全勝でした</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="96" />
            <source>you won none of the games the computer played out from here</source>
            <translation>CPU がここから​続けてみたゲームでは​一度も勝てませんでした</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="99" />
            <source>you win about %1% of games from here</source>
            <translation>ここからの勝率は​約%1%です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="111" />
            <source>Your only possible move: %1.</source>
            <translation>打てる手はこれだけです：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="117" />
            <source>Best, marked on the board: %1 — %2.</source>
            <extracomment>A hint's lines: %1 is the move in the game's words, %2 the chance of winning after it.</extracomment>
            <translation>いちばん良い手（画面に表示中）：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="118" />
            <source>Second best: %1 — %2.</source>
            <translation>2番目に良い手：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="119" />
            <source>Third best: %1 — %2.</source>
            <translation>3番目に良い手：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="183" />
            <source>Just as good: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the best move's: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>同じくらい良い手：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="200" />
            <source>Also second best: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads the same as the line above's, which is the second best: %1 is the move in the game's words, %2 its chance.</extracomment>
            <translation>同じく2番目に良い手：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="204" />
            <source>Maybe better, less sure: %1 — %2.</source>
            <extracomment>A hint's line for a move whose chance of winning reads higher than the best move's, from fewer of the computer's imagined games (so less sure): %1 is the move in the game's words, %2 its chance (&quot;about 53%&quot;).</extracomment>
            <translation>もっと良いかも：%1。%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hints.py" line="137" />
            <source>about %1%</source>
            <translation>約%1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hints.py" line="124" />
            <source>too few games to tell (only %n game(s) began with it)</source>
            <extracomment>A hint's words instead of a chance of winning the computer could not tell: %n is how many of its imagined games began with that move (fewer than 20).</extracomment>
            <translation>
                <numerusform>回数が少なすぎて​判断できません（この手から​続けてみたのは​%n回だけ）</numerusform>
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
            <translation>ヒントを閉じる（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="154" />
            <source>Close the hint</source>
            <extracomment>What a screen reader calls the hint box's × button.</extracomment>
            <translation>ヒントを閉じる</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="82" />
            <source>Hint for %1</source>
            <translation>%1さんへのヒント</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/hint_panel.py" line="89" />
            <source>Based on %Ln game(s) the computer played out from here, using only what you can see.</source>
            <translation>
                <numerusform>CPU があなたに見える​情報だけで、ここから​%Ln回続けてみた​結果です。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/hint_panel.py" line="172" />
            <source>For the move you have begun. To choose another, close the hint and step back with Esc.</source>
            <extracomment>The hint box's note when the player had begun a move (a card and a pasture picked, a tile taken) as they asked for the hint: the hint's moves all finish that move. To choose a different move, they close the hint and step back with Esc (each Esc takes back one pick).</extracomment>
            <translation>このヒントは、選びかけの手の続きについてです。別の手にするには、ヒントを閉じてから Esc で戻ってください。</translation>
        </message>
    </context>
    <context>
        <name>LookBack</name>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="165" />
            <source>Back to the game</source>
            <translation>ゲームに戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="166" />
            <source>Show the game as it is now (Esc).</source>
            <translation>今のゲームを表示します（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/look_back.py" line="214" />
            <source>Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return</source>
            <extracomment>The band over the board as it was during a game: %1 moves had been made then, %2 have been made now; the Left and Right keys step to the move before or after.</extracomment>
            <translation>振り返り中：全%2手中%1手目のあとの盤面（←/→ で1手ずつ、Esc で戻る）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="310" />
            <source>No recent games</source>
            <translation>最近のゲームはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="314" />
            <source>Clear list</source>
            <translation>リストを消去</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="319" />
            <source>Nothing to undo: no game is being played.</source>
            <translation>取り消せる手はありません：ゲーム中ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="331" />
            <source>Nothing to undo: moves cannot be taken back in this game.</source>
            <translation>取り消せる手はありません：このゲームでは手を取り消せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: only your own steps of this turn can be taken back, until something random or hidden is revealed.</source>
            <translation>取り消せる手はありません：取り消せるのはこの手番の自分の手だけで、偶然の要素や隠れた情報が出るまでです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="356" />
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="357" />
            <source>&amp;New…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="358" />
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="360" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="361" />
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="894" />
            <source>&amp;Undo</source>
            <translation>取り消し(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>&amp;Recent games</source>
            <translation>最近のゲーム(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="366" />
            <source>R&amp;esult…</source>
            <translation>結果(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="368" />
            <source>&amp;Back to start</source>
            <translation>スタート画面へ(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="369" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="370" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="371" />
            <source>&amp;Full screen</source>
            <translation>全画面表示(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="372" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>AI &amp;speed</source>
            <translation>CPU の速さ(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>Slow</source>
            <translation>ゆっくり</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="376" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="377" />
            <source>Fast</source>
            <translation>はやい</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="378" />
            <source>Instant</source>
            <translation>一瞬</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="392" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="393" />
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="394" />
            <source>&amp;About Farmhouse</source>
            <translation>Farmhouse について(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="461" />
            <source>The computer player failed</source>
            <translation>CPU プレイヤーでエラーが起きました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>The AI could not choose a move: %1</source>
            <translation>CPU が手を選べませんでした：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="593" />
            <source>Open saved game</source>
            <translation>保存したゲームを開く</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="631" />
            <source>Cannot open saved game</source>
            <translation>保存したゲームを開けません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="632" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>「%1」を開けません：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="748" />
            <source>Save game</source>
            <translation>ゲームを保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="765" />
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="766" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>ゲームを「%1」に保存できませんでした：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="773" />
            <source>Saved to %1</source>
            <translation>%1 に保存しました</translation>
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
            <translation>Farmhouse 保存データ (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="805" />
            <source>Autosave failed</source>
            <translation>自動保存に失敗しました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="807" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>ゲームを「%1」に自動保存できませんでした：%2

ゲームはこのまま続きますが、1手ごとの保存は行われません。残しておくには「ゲーム」→「名前を付けて保存…」を使ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="861" />
            <source>The translation for %1 is not available.</source>
            <translation>%1の翻訳を利用できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="985" />
            <source>About Farmhouse</source>
            <translation>Farmhouse について</translation>
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
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;友だちや CPU と遊べる動物ボードゲーム集。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="973" />
            <source>&lt;p&gt;Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Farmhouse は非公式のファンメイドのソフトで、絵はすべてこのソフトのために描かれたものです。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>&amp;Hint</source>
            <translation>ヒント(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="364" />
            <source>&amp;Move now</source>
            <translation>すぐ打たせる(&amp;M)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="382" />
            <source>&amp;Hard AI thinking time</source>
            <translation>むずかしい CPU の思考時間(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="872" />
            <source>Quick: half a second</source>
            <translation>短め：0.5秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="874" />
            <source>Normal: 1 second</source>
            <translation>ふつう：1秒</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/main_window.py" line="875" />
            <source>Thorough: %n second(s)</source>
            <translation>
                <numerusform>じっくり：%n秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="322" />
            <source>Nothing to undo: the game is over.</source>
            <translation>取り消せる手はありません：ゲームは終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="325" />
            <source>Nothing to undo: taking moves back is turned off (View › Allow take-backs against the computer).</source>
            <translation>取り消せる手はありません：手を戻す機能がオフになっています（「表示」→「CPU 戦で手を戻せるようにする」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Nothing to undo: you have not made a move yet.</source>
            <translation>取り消せる手はありません：まだ何も手を打っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="385" />
            <source>Allow &amp;take-backs against the computer</source>
            <translation>CPU 戦で手を戻せるようにする(&amp;T)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="388" />
            <source>When you play alone against computer players, Undo (Ctrl+Z) takes your last move back, with the computer's moves after it.</source>
            <translation>1人で CPU と対戦しているとき、取り消し（Ctrl+Z）で直前の自分の手を、そのあとの CPU の手ごと戻せます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="892" />
            <source>Ta&amp;ke back move</source>
            <translation>一手戻す(&amp;K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1191" />
            <source>&amp;Undo step</source>
            <extracomment>Game menu, against the computer: Ctrl+Z takes back only the last step of this turn now (a card chosen, the turn not finished), not a whole move.</extracomment>
            <translation>操作を取り消す(&amp;U)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="359" />
            <source>&amp;Watch a game…</source>
            <translation>ゲームを見返す(&amp;W)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="669" />
            <source>Watch a saved game</source>
            <translation>保存したゲームを見返す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="367" />
            <source>Stat&amp;istics</source>
            <translation>統計(&amp;I)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="534" />
            <source>Statistics started anew</source>
            <translation>統計を新しく始めました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="333" />
            <source>Nothing to undo: when two or more people play, only steps of your own turn that reveal nothing can be taken back, and this game has no such steps.</source>
            <translation>取り消せる手はありません：2人以上で遊ぶときに取り消せるのは、何も明かさない自分の手番の手だけですが、このゲームにはそのような手がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1001" />
            <source>This game is already open in another Farmhouse window: %1 with %2.

Go on playing it in that window. Played in two windows at once, the moves made in one of them would be lost.</source>
            <extracomment>A game the player asked to open (Continue, the list, the command line) is played in another Farmhouse window already; %1 is the game's title, %2 its players' names ("Black Sheep with Ann, Bot 1").</extracomment>
            <translation>このゲームはすでに別の Farmhouse ウィンドウで開かれています：%1（%2）。

そのウィンドウで続けてください。2つのウィンドウで同時に遊ぶと、片方のウィンドウでの手が失われてしまいます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1005" />
            <source>Game already open</source>
            <translation>ゲームはすでに開かれています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="1010" />
            <source>“%1” is open in another Farmhouse window, and was not saved over. Save this game under another name (Game → Save As…).</source>
            <translation>「%1」は別の Farmhouse ウィンドウで開かれているため、上書き保存しませんでした。このゲームは別の名前で保存してください（「ゲーム」→「名前を付けて保存…」）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="760" />
            <source>Game changed in another window</source>
            <translation>別のウィンドウでゲームが変更されました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="762" />
            <source>This game was played on in another Farmhouse window too: its autosave changed while you played here. So that neither line of play is lost, this window's game is autosaved as a game of its own from now on; the start page lists both.</source>
            <translation>このゲームは別の Farmhouse ウィンドウでも続けて遊ばれていました。ここで遊んでいる間に自動保存が変わっています。どちらの展開も失われないよう、このウィンドウのゲームはこれから別のゲームとして自動保存します。スタート画面には両方が表示されます。</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="281" />
            <source>Nothing to undo.</source>
            <translation>取り消せる手はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="513" />
            <source>%1 cannot play and passes.</source>
            <translation>%1さんは打てる手がないのでパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="581" />
            <source>Autosave failed: %1</source>
            <translation>自動保存に失敗しました：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="489" />
            <source>The game is over.</source>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="387" />
            <source>This game has no hints.</source>
            <translation>このゲームにはヒントがありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="389" />
            <source>You can ask for a hint when it is your turn.</source>
            <translation>ヒントは自分の手番に求められます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="434" />
            <source>No hint could be found: %1</source>
            <translation>ヒントを出せませんでした：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="304" />
            <source>There is no move of yours to take back now.</source>
            <translation>今は戻せるあなたの手がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="320" />
            <source>Took back your last move.</source>
            <translation>あなたの直前の手を戻しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="333" />
            <source>Took back your last step of this turn.</source>
            <translation>この手番のあなたの直前の手を戻しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="1" />
            <source>Click the board or press Esc to skip the animation.</source>
            <translation>盤面をクリックするか Esc キーを押すと、アニメーションを飛ばせます。</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="302" />
            <source>Merge players</source>
            <translation>プレイヤーを統合</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="309" />
            <source>The games of %1 will count for the player you choose, and the name %1 will mean that player from now on.</source>
            <translation>%1のゲームは選んだプレイヤーの記録として数えられ、これからは%1という名前もそのプレイヤーを指します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="322" />
            <source>Merge</source>
            <translation>統合</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="414" />
            <source>New game: %1</source>
            <translation>新しいゲーム：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="419" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="420" />
            <source>Number of players:</source>
            <translation>プレイ人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="424" />
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="438" />
            <source>Choose the deal (seed)</source>
            <translation>配りを指定する（シード）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="441" />
            <source>The same seed and moves replay the same game. Leave it unticked for a random deal.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。ランダムに配るなら、チェックを外したままにしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="444" />
            <source>Seed:</source>
            <translation>シード：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="445" />
            <source>The same seed and moves replay the same game.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="1" />
            <source>A seed is a whole number from 0 to %1.</source>
            <extracomment>%1: the largest seed, 9223372036854775807 (written without separators, as typed)</extracomment>
            <translation>シードは0から%1までの整数です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="446" />
            <source>New seed</source>
            <translation>新しいシード</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="447" />
            <source>Start game</source>
            <translation>ゲーム開始</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="448" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="416" />
            <source>&amp;Game:</source>
            <translation>ゲーム(&amp;G)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="25" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>フォルダ</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>&amp;Look in:</source>
            <translation>場所(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="22" />
            <source>Files of &amp;type:</source>
            <translation>ファイルの種類(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RecentPanel</name>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="42" />
            <source>Since your last turn</source>
            <translation>あなたの前回の手番以降</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="52" />
            <source>Since the game began</source>
            <extracomment>The title of "Since your last turn" before the player's first turn is over: the list then holds everything that happened since the game began.</extracomment>
            <translation>ゲーム開始以降</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="44" />
            <source>Since %1's last turn</source>
            <extracomment>%1: a player's name (the panel on a board everybody may see: whose turn comes next)</extracomment>
            <translation>%1さんの前回の手番以降</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/board/parts/recent.py" line="57" />
            <source>Nothing new.</source>
            <translation>特に動きはありません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="101" />
            <source>… %n more line(s) in the log (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line: %n older lines were left out; "the log" is the game log; Ctrl+L moves the keyboard focus to the game log, which lists them all.</extracomment>
            <translation>
                <numerusform>…ほか%n件はゲームログに（Ctrl+L）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/board/parts/recent.py" line="110" />
            <source>… %n more line(s) (Ctrl+L)</source>
            <extracomment>The first line of the "Since your last turn" panel when it cannot show every line and "… %n more line(s) in the log (Ctrl+L)" does not fit on one line there: %n older lines were left out; Ctrl+L moves the keyboard focus to the game log, which lists them all. Keep it short: it must fit where that did not.</extracomment>
            <translation>
                <numerusform>…ほか%n件（Ctrl+L）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="76" />
            <source>An unfinished game can only be watched as everybody saw it, so that no player's hand is given away.</source>
            <translation>終わっていないゲームは、全員に見えていた内容でしか見返せません。だれの手札も明かさないためです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="422" />
            <source>Public view (what everybody saw)</source>
            <translation>公開情報（全員に見えていたもの）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="424" />
            <source>Everything shown</source>
            <translation>すべて表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="427" />
            <source>%1's view</source>
            <extracomment>The seat chooser of a replay: the board as this player saw it (%1: the name).</extracomment>
            <translation>%1の視点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="587" />
            <source>Move %1 of %2 · Turn %3</source>
            <extracomment>Where a replay stands: the number of moves made so far, of all the moves of the game, and the number of the turn (each player's turn counts one).</extracomment>
            <translation>全%2手中%1手目 · %3回目の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="595" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="597" />
            <source>%1's turn</source>
            <translation>%1さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Pause (Space)</source>
            <translation>一時停止（スペース）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="612" />
            <source>Play (Space)</source>
            <translation>再生（スペース）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="618" />
            <source>Watch as:</source>
            <translation>視点：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="620" />
            <location filename="../farmhouse/app/replay_page.py" line="621" />
            <source>Game log</source>
            <translation>ゲームログ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="622" />
            <source>Click a line to see the board as it was then.</source>
            <translation>行をクリックすると、そのときの盤面を表示します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1231" />
            <source>Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here).</source>
            <extracomment>The replay&apos;s game log&apos;s description for screen readers: its keys.</extracomment>
            <translation>↑ と ↓ で1行ずつ読み、Enter でそのときの盤面を表示します（Ctrl+L でここへ移動）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="623" />
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="624" />
            <source>Stop watching and go back (Esc).</source>
            <translation>見返しをやめて戻ります（Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="625" />
            <source>Position in the game</source>
            <translation>ゲームの進み具合</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="627" />
            <source>To the start (Home)</source>
            <translation>最初へ（Home）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="628" />
            <source>Previous turn (Ctrl+Left, Page Up)</source>
            <translation>前の手番へ（Ctrl+←、Page Up）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="629" />
            <source>Step back (Left)</source>
            <translation>1手戻る（←）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="630" />
            <source>Step forward (Right)</source>
            <translation>1手進む（→）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="631" />
            <source>Next turn (Ctrl+Right, Page Down)</source>
            <translation>次の手番へ（Ctrl+→、Page Down）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="632" />
            <source>To the end (End)</source>
            <translation>最後へ（End）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1108" />
            <source>Watching %1</source>
            <extracomment>The replay page&apos;s name for screen readers: %1 is the game&apos;s title.</extracomment>
            <translation>%1を見返し中</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_page.py" line="1112" />
            <source>Left and Right step through the moves, Page Up and Page Down through the turns, Space plays, Esc goes back.</source>
            <extracomment>The replay page&apos;s description for screen readers: its keys.</extracomment>
            <translation>← と → で1手ずつ、Page Up と Page Down で手番ごとに進み、スペースで再生、Esc で戻ります。</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="156" />
            <source>Results over time: %n game(s)</source>
            <translation>
                <numerusform>結果の推移：%nゲーム</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="157" />
            <source>%n game(s) won.</source>
            <translation>
                <numerusform>%nゲームで勝ちました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="173" />
            <source>Won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="174" />
            <source>Other places (the taller, the better)</source>
            <translation>ほかの順位（棒が高いほど上位）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="175" />
            <source>Win rate so far</source>
            <translation>その時点までの勝率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="211" />
            <source>No games yet.</source>
            <translation>まだゲームがありません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="261" />
            <source>The last %n game(s)</source>
            <translation>
                <numerusform>直近の%nゲーム</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="101" />
            <source>Rules: %1</source>
            <translation>ルール：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="74" />
            <source>Game:</source>
            <translation>ゲーム：</translation>
        </message>
    </context>
    <context>
        <name>SaveDetails</name>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="25" />
            <location filename="../farmhouse/app/save_details.py" line="159" />
            <source>it is a folder, a device or a pipe, not a file</source>
            <translation>ファイルではなく、フォルダー、デバイスまたはパイプです</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="28" />
            <source>it has %1 bytes, and a saved game has at most %2</source>
            <translation>%1 バイトありますが、保存データは最大 %2 バイトです</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="31" />
            <source>its text is not UTF-8 at byte %1</source>
            <translation>%1 バイト目が UTF-8 のテキストではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="32" />
            <source>the file is empty</source>
            <translation>ファイルが空です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="33" />
            <source>the file ends too early: it was cut off</source>
            <translation>ファイルが途中で終わっています：途中までしか保存されていません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="36" />
            <source>its text is not valid JSON at line %1, column %2</source>
            <translation>%1 行目 %2 文字目が正しい JSON ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="39" />
            <source>its text holds an impossible number or is nested too deeply</source>
            <translation>ありえない数値があるか、入れ子が深すぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="42" />
            <source>%1: a text of %2 characters is too long</source>
            <translation>%1：%2 文字のテキストは長すぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="45" />
            <source>%1: the text is not valid Unicode</source>
            <translation>%1：テキストが正しい Unicode ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="48" />
            <source>%1: a number is too large</source>
            <translation>%1：数値が大きすぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="49" />
            <source>%1: a number is not finite</source>
            <translation>%1：数値が有限ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="50" />
            <source>%1: nested too deeply</source>
            <translation>%1：入れ子が深すぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="51" />
            <source>%1: %2 entries are too many</source>
            <translation>%1：%2 項目は多すぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="52" />
            <source>the field “format” does not say “farmhouse-save”</source>
            <translation>項目「format」が「farmhouse-save」ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="55" />
            <source>the format version “%1” is not a version number</source>
            <translation>形式バージョン「%1」はバージョン番号ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="58" />
            <source>it was saved in format version %1, and this version of Farmhouse reads up to version %2</source>
            <translation>形式バージョン %1 で保存されていますが、このバージョンの Farmhouse が読めるのはバージョン %2 までです</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="63" />
            <source>it cannot be upgraded from format version %1</source>
            <translation>形式バージョン %1 から変換できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="66" />
            <source>it has a field “%1” that saved games do not have</source>
            <translation>保存データにはない項目「%1」があります</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="69" />
            <source>the field “%1” is missing</source>
            <translation>項目「%1」がありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="70" />
            <source>the field “%1” holds the wrong kind of value</source>
            <translation>項目「%1」の値の種類が違います</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="73" />
            <source>the field “%1” holds an impossible value: %2</source>
            <translation>項目「%1」の値がありえません：%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="76" />
            <source>the game cannot be played by %n player(s)</source>
            <translation>
                <numerusform>このゲームは%n人では遊べません</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="79" />
            <source>player %1: the entry is damaged</source>
            <translation>プレイヤー%1：記録が壊れています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="82" />
            <source>player %1: a field “%2” that players do not have</source>
            <translation>プレイヤー%1：プレイヤーにはない項目「%2」があります</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="85" />
            <source>player %1: the field “%2” is missing</source>
            <translation>プレイヤー%1：項目「%2」がありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="88" />
            <source>player %1: the field “%2” holds an impossible value: %3</source>
            <translation>プレイヤー%1：項目「%2」の値がありえません：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="91" />
            <source>player %1: the name is not text</source>
            <translation>プレイヤー%1：名前がテキストではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="94" />
            <source>player %1: the name is empty</source>
            <translation>プレイヤー%1：名前が空です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="95" />
            <source>player %1: the name is longer than %2 characters</source>
            <translation>プレイヤー%1：名前が %2 文字より長いです</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="98" />
            <source>player %1: the name holds control characters</source>
            <translation>プレイヤー%1：名前に制御文字が含まれています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="101" />
            <source>player %1: the computer level “%2” is unknown</source>
            <translation>プレイヤー%1：CPU の強さ「%2」はありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="104" />
            <source>the game “%1” is not available</source>
            <translation>ゲーム「%1」は利用できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="105" />
            <source>the game cannot be set up with these players and rules</source>
            <translation>このプレイヤーとルールではゲームを準備できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="108" />
            <source>move %1 cannot be played</source>
            <translation>%1手目は打てない手です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="109" />
            <source>move %1 is damaged</source>
            <translation>%1手目が壊れています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="110" />
            <source>move %1: “%2” is no kind of move of this game</source>
            <translation>%1手目：「%2」はこのゲームの手の種類ではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="113" />
            <source>move %1: a field “%2” that this move does not have</source>
            <translation>%1手目：この手にはない項目「%2」があります</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="116" />
            <source>move %1: the field “%2” is missing</source>
            <translation>%1手目：項目「%2」がありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="119" />
            <source>move %1: the field “%2” holds an impossible value: %3</source>
            <translation>%1手目：項目「%2」の値がありえません：%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="122" />
            <source>the first move is not a move of this game: %1</source>
            <translation>最初の手がこのゲームの手ではありません：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/save_details.py" line="125" />
            <source>after its %n move(s) the game is not where the file says</source>
            <translation>
                <numerusform>%n手を進めても、ファイルに記録された局面になりません</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="128" />
            <source>the file says the game has ended, but it goes on</source>
            <translation>ファイルではゲームが終わったことになっていますが、実際には続いています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="131" />
            <source>the file says the game goes on, but it has ended</source>
            <translation>ファイルではゲームが続いていることになっていますが、実際には終わっています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="134" />
            <source>this game has no rule option “%1”</source>
            <translation>このゲームにルールオプション「%1」はありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="137" />
            <source>the rule option “%1” holds an impossible value: %2</source>
            <translation>ルールオプション「%1」の値がありえません：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="140" />
            <source>the rule options cannot be read</source>
            <translation>ルールオプションを読み込めません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="143" />
            <source>the rule options do not go together</source>
            <translation>ルールオプションの組み合わせが合いません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="155" />
            <source>the file does not exist</source>
            <translation>ファイルがありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="157" />
            <source>Farmhouse is not allowed to read it</source>
            <translation>Farmhouse にはこのファイルを読む権限がありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/save_details.py" line="163" />
            <source>the system reports: %1</source>
            <extracomment>A file that cannot be read for a reason the system gives in its own words (%1).</extracomment>
            <translation>システムからの報告：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1010" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>このファイルは保存データではありません（JSON ではありません）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1036" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>このファイルは Farmhouse の保存データではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1038" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記録された手順が保存時の局面と一致しません（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1043" />
            <source>the game in this file is not available</source>
            <translation>このファイルのゲームは利用できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1045" />
            <source>the file contains a move that is not allowed</source>
            <translation>ファイルに不正な手が含まれています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1053" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>このファイルは新しいバージョンの Farmhouse で保存されています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1057" />
            <source>the file cannot be read</source>
            <translation>ファイルを読み込めません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1058" />
            <source>unknown problem (%1)</source>
            <translation>不明な問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1012" />
            <source>the saved game is damaged or incomplete</source>
            <translation>この保存データは壊れているか、不完全です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1014" />
            <source>the file is too large to be a saved game</source>
            <translation>このファイルは保存データとしては大きすぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1018" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>保存データに使えない値が含まれています（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1031" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>このファイルの CPU プレイヤーの強さは、このバージョンの Farmhouse にはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1023" />
            <source>a player's name is too long</source>
            <translation>プレイヤー名が長すぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1025" />
            <source>a rule option in the file has a value that is not allowed (the file was changed or damaged)</source>
            <translation>ファイル内のルールオプションに許可されていない値があります（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1084" />
            <source>the rule option “%1” has a value that is not allowed</source>
            <translation>ルールオプション「%1」に許可されていない値があります</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1049" />
            <source>the moves in this file belong to another game</source>
            <translation>このファイルの手は別のゲームのものです</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1070" />
            <source>this file is not a saved %1 game: its moves belong to another game</source>
            <extracomment>A save whose moves are another game's (e.g. its game was changed by hand); %1 is the title of the game the file claims to be.</extracomment>
            <translation>このファイルは『%1』の保存データではありません（手が別のゲームのものです）</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="851" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="660" />
            <source>Continue: %1</source>
            <translation>続きから：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="663" />
            <source>Continue</source>
            <translation>続きから</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="678" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 壊れたファイル：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="697" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>保存したゲームはまだありません。上から新しいゲームを始めましょう！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="811" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>友だちや家族、CPU と遊べる動物ボードゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="812" />
            <location filename="../farmhouse/app/start_page.py" line="813" />
            <source>Your games</source>
            <translation>保存したゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="814" />
            <source>Load…</source>
            <translation>読み込み…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="880" />
            <source>%1 · %2 · %3 · %4 · finished</source>
            <extracomment>A finished saved game in the list: game · players · date · moves · finished.</extracomment>
            <translation>%1 · %2 · %3 · %4 · 終了</translation>
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
            <translation>%1 · %2 · %3 · 終了</translation>
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
            <translation>保存したゲームを削除</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="758" />
            <source>Delete “%1”? It cannot be brought back.</source>
            <translation>「%1」を削除しますか？元に戻せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="1384" />
            <source>Delete the autosave of %1 (%2, %3)? It cannot be brought back.</source>
            <extracomment>Asked before an autosave is deleted: %1 is the game, %2 its players' names, %3 the date and time it was saved (as the saved-games list shows them).</extracomment>
            <translation>%1の自動保存（%2、%3）を削除しますか？元に戻せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="784" />
            <source>Cannot delete</source>
            <translation>削除できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="785" />
            <source>“%1” could not be deleted: %2</source>
            <translation>「%1」を削除できませんでした：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="816" />
            <source>Delete…</source>
            <translation>削除…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="895" />
            <source>Autosave · %1</source>
            <extracomment>A line of the saved-games list for an autosave: %1 is game · players · date · moves.</extracomment>
            <translation>自動保存 · %1</translation>
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
            <translation>見返す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="819" />
            <source>Watch the selected finished game again, step by step.</source>
            <translation>選んだ終了済みのゲームを1手ずつ見返します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="821" />
            <source>Watch a game…</source>
            <translation>ゲームを見返す…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="822" />
            <source>Choose a saved game and watch it step by step.</source>
            <translation>保存したゲームを選んで、1手ずつ見返します。</translation>
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
            <translation>⚠ %1 — 新しいバージョンの Farmhouse が必要です</translation>
        </message>
    </context>
    <context>
        <name>StatsKeeper</name>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="237" />
            <source>Statistics are not available now: another program is using their file.</source>
            <translation>今は統計を使えません：別のプログラムが統計のファイルを使っています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="238" />
            <source>Statistics are not available now: their file cannot be read or written.</source>
            <translation>今は統計を使えません：統計のファイルを読み書きできません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="317" />
            <source>Statistics rebuilt from %n saved game(s).</source>
            <translation>
                <numerusform>保存したゲーム%n件から統計を作り直しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_keeper.py" line="318" />
            <source>%n past game(s) added to your statistics.</source>
            <translation>
                <numerusform>過去のゲーム%n件を統計に加えました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="418" />
            <location filename="../farmhouse/app/stats_keeper.py" line="426" />
            <source>This game could not be added to your statistics: %1</source>
            <translation>このゲームを統計に加えられませんでした：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="440" />
            <source>Your statistics were written by a newer version of Farmhouse. That file has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>統計のファイルは新しいバージョンの Farmhouse で書かれていました。そのファイルは「%1」として別に残し、新しい統計を始めました。保存したゲームはそのままです。終わったゲームをもう一度数えています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_keeper.py" line="446" />
            <source>Your statistics file was damaged. It has been set aside as “%1”, and a new one has been started. Your saved games are untouched; the finished ones are being counted again.</source>
            <translation>統計のファイルが壊れていました。そのファイルは「%1」として別に残し、新しい統計を始めました。保存したゲームはそのままです。終わったゲームをもう一度数えています。</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="102" />
            <source>Rebuilding the statistics…</source>
            <translation>統計を作り直しています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="103" />
            <source>Rebuilding the statistics from your saves… %1 of %2</source>
            <translation>保存したゲームから統計を作り直しています… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="108" />
            <source>Counting your past games…</source>
            <translation>過去のゲームを数えています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="109" />
            <source>Counting your past games… %1 of %2</source>
            <translation>過去のゲームを数えています… %1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="474" />
            <source>Statistics are not available now.</source>
            <translation>今は統計を使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="512" />
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="513" />
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="514" />
            <source>Games</source>
            <translation>対戦数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="515" />
            <source>Wins</source>
            <translation>勝利数</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="516" />
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="517" />
            <source>Average score</source>
            <translation>平均点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="518" />
            <source>Best score</source>
            <translation>最高点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="519" />
            <source>Longest win streak</source>
            <translation>最長連勝</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="523" />
            <source>Against %1</source>
            <translation>対 CPU（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="555" />
            <location filename="../farmhouse/app/stats_page.py" line="647" />
            <source>All games</source>
            <translation>すべてのゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="558" />
            <source>All players</source>
            <translation>すべてのプレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="614" />
            <source>Your past games are being counted; their results appear here soon.</source>
            <translation>過去のゲームを数えています。まもなくここに結果が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="616" />
            <source>No finished games yet.
Play a game to its end and it is counted here: wins, scores and streaks of every player you name, and a chart of their results.</source>
            <translation>終わったゲームはまだありません。
ゲームを最後まで遊ぶと、ここに記録されます。名前を付けたプレイヤーごとに、勝利数や得点、連勝と結果のグラフが見られます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="664" />
            <source>Scores of different games are not comparable: see each game's row.</source>
            <translation>ゲームが違うと得点は比べられません。各ゲームの行を見てください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="671" />
            <source>No game against this level.</source>
            <translation>この強さの CPU と遊んだゲームはありません。</translation>
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
                <numerusform>%nゲーム中%1勝。この強さのどの CPU よりも上の順位だったのは%2ゲームです。</numerusform>
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
            <translation>終了日時</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Places and scores</source>
            <translation>順位と得点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="711" />
            <source>Moves</source>
            <translation>手数</translation>
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
            <translation>対戦時の名前：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="755" />
            <source>Listed: the newest %1 of %n game(s).</source>
            <translation>
                <numerusform>全%nゲームのうち新しい%1ゲームを表示しています。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="774" />
            <source>Results of %1 in all games</source>
            <translation>%1の記録（すべてのゲーム）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="777" />
            <source>Results of %1 in %2</source>
            <translation>%1の『%2』の記録</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="816" />
            <source>The save of this game is no longer on disk.</source>
            <translation>このゲームの保存ファイルはもうありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="830" />
            <location filename="../farmhouse/app/stats_page.py" line="860" />
            <location filename="../farmhouse/app/stats_page.py" line="878" />
            <source>Rename player</source>
            <translation>プレイヤー名の変更</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="831" />
            <source>New name for %1:</source>
            <translation>%1の新しい名前：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="833" />
            <source>Rename</source>
            <translation>名前を変更</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="863" />
            <source>A name needs at least one letter and at most %1 characters, without control characters.</source>
            <translation>名前は1文字以上%1文字以内で、制御文字は使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="881" />
            <source>“%1” is already the name of another player. Count the games of %2 as %1's?</source>
            <translation>「%1」はすでに別のプレイヤーの名前です。%2のゲームを%1の記録として数えますか？</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="890" />
            <source>Merge</source>
            <translation>統合</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="942" />
            <source>Rebuild from saves</source>
            <translation>保存したゲームから作り直す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="948" />
            <source>Rebuild</source>
            <translation>作り直す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1006" />
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1007" />
            <source>Back to start</source>
            <translation>スタート画面へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1008" />
            <source>Game:</source>
            <translation>ゲーム：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1009" />
            <source>Player:</source>
            <translation>プレイヤー：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1010" />
            <source>Rename…</source>
            <translation>名前を変更…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1011" />
            <source>Merge…</source>
            <translation>統合…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1012" />
            <source>Rebuild from saves…</source>
            <translation>保存したゲームから作り直す…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1013" />
            <location filename="../farmhouse/app/stats_page.py" line="1016" />
            <source>Finished games</source>
            <translation>終わったゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1014" />
            <source>Watch</source>
            <translation>見返す</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1015" />
            <source>Each player's record per game</source>
            <translation>プレイヤー別・ゲーム別の記録</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="959" />
            <source>Count the finished games again from the files on disk? Only games whose saved game or autosave is still there are counted: a game whose files you deleted will be lost from the statistics. Player names, renames and merges are kept.</source>
            <translation>ファイルから、終わったゲームを数え直しますか？数えられるのは、保存したゲームか自動保存のファイルが残っているゲームだけです。ファイルを削除したゲームは統計から消えます。プレイヤーの名前、名前の変更と統合はそのまま残ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="526" />
            <source>Hints</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="527" />
            <source>Take-backs</source>
            <translation>戻した手数</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="673" />
            <source>%n hint(s) asked for in these games</source>
            <translation>
                <numerusform>これらのゲームで使ったヒント：%n回</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/stats_page.py" line="677" />
            <source>%n move(s) taken back in these games</source>
            <translation>
                <numerusform>これらのゲームで戻した手：%n手</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="788" />
            <source>A player without a name (“%1”) is counted for nobody: give names when a game starts to keep everyone's record.</source>
            <extracomment>%1 is the second seat's name when none is given ("Player 2"), as the app names such a player.</extracomment>
            <translation>名前のないプレイヤー（「%1」）の成績は誰の記録にもなりません。全員の記録を残すには、ゲームを始めるときに名前を付けてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1412" />
            <source>No player has a record yet: only players with a name are counted. When you start a new game, type each person's name in their box (where it says “%1”), and their games count from then on.</source>
            <extracomment>%1 is the first seat's name when none is given ("Player 1"), as the New game dialog shows it in the name's box.</extracomment>
            <translation>まだ誰の記録もありません。記録されるのは名前のあるプレイヤーだけです。新しいゲームを始めるときに、各プレイヤーの名前の欄（「%1」と表示されているところ）に名前を入力すると、それからのゲームが記録されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="1419" />
            <source>No record yet: only players with a name are counted.</source>
            <translation>まだ記録がありません。記録されるのは名前のあるプレイヤーだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/stats_page.py" line="476" />
            <source>Back to the game</source>
            <translation>ゲームに戻る</translation>
        </message>
    </context>
    <context>
        <name>ThinkingSign</name>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="109" />
            <source>%1 is thinking… %2 / %3 s</source>
            <extracomment>The thinking sign: %1 the AI player's name, %2 the seconds it has used, %3 the seconds it may use ("Bot 2 is thinking… 0.6 / 1 s").</extracomment>
            <translation>%1が考えています… %2／%3秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="113" />
            <source>Looking for a hint… %2 / %3 s</source>
            <extracomment>The thinking sign while a hint is looked for: %2 the seconds used, %3 those allowed ("Looking for a hint… 0.4 / 1 s").</extracomment>
            <translation>ヒントを探しています… %2／%3秒</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="123" />
            <source>Move now</source>
            <translation>すぐ打たせる</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="125" />
            <source>Let the computer play the best move it has found so far (M).</source>
            <translation>CPU に、これまでに見つけた​いちばん良い手を打たせます（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="128" />
            <source>Show now</source>
            <translation>すぐ表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="130" />
            <source>Show the hint with what the computer has found so far (M).</source>
            <translation>CPU がこれまでに見つけた結果でヒントを表示します（M）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="121" />
            <source>%1 is about to move…</source>
            <extracomment>The thinking sign once the AI's time is up, before it moves: %1 its name.</extracomment>
            <translation>%1が​まもなく​打ちます…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/thinking_sign.py" line="124" />
            <source>The hint is almost ready…</source>
            <extracomment>The thinking sign once a hint's time is up, before it is shown.</extracomment>
            <translation>ヒントは​まもなく​出ます…</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は打てません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1082" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1095" />
            <source>Your turn</source>
            <translation>あなたの手番</translation>
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
            <translation>オプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="651" />
            <source>There is no such tile.</source>
            <translation>そのタイルはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1198" />
            <source>The end</source>
            <translation>ゲームの終わり</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>Done (E)</source>
            <translation>完了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="308" />
            <source>End turn (E)</source>
            <translation>手番終了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="24" />
            <source>Wooly Bully</source>
            <translation>ウーリー・ブリー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="31" />
            <source>Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, published by Asmodée in 2002.</source>
            <extracomment>The About box: the game's designer and publisher.</extracomment>
            <translation>『ウーリー・ブリー』（La Guerre des Moutons）はフィリップ・デ・パリエール作のゲームで、2002年に Asmodée から出版されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/about.py" line="39" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>正方形の​タイルを​置き、自分だけが​知る​色の​羊の​ために​最大の​牧草地を​囲もう。オオカミに​用心！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="177" />
            <source>Seat %1</source>
            <comment>a seat without a name</comment>
            <extracomment>A player who has no name: %1 is the seat's number (1, 2, …).</extracomment>
            <translation>席%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="63" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>黒</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="64" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>青</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="65" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>赤</translation>
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
            <translation>村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="75" />
            <source>forest</source>
            <translation>森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="76" />
            <source>black meadow</source>
            <translation>黒の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="77" />
            <source>blue meadow</source>
            <translation>青の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="78" />
            <source>red meadow</source>
            <translation>赤の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="79" />
            <source>yellow meadow</source>
            <translation>黄色の牧草地</translation>
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
            <translation>%1と%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a %1 meadow</source>
            <translation>%1の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="106" />
            <source>a %1 meadow with forest</source>
            <translation>%1の牧草地と森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="108" />
            <source>a %1 meadow with village</source>
            <translation>%1の牧草地と村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a %1 and %2 meadow</source>
            <translation>%1と%2の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="112" />
            <source>a village</source>
            <translation>村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="113" />
            <source>a forest</source>
            <translation>森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a wolf</source>
            <translation>オオカミ1枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a hunter</source>
            <translation>狩人1枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="118" />
            <source>a landscape tile</source>
            <translation>風景タイル1枚</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="130" />
            <source>%1 landscape tile(s)</source>
            <translation>
                <numerusform>風景タイル%1枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="141" />
            <source>a shepherd tile</source>
            <translation>羊飼いタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="143" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="163" />
            <source>the Village Square</source>
            <translation>村の広場</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) north</source>
            <comment>place</comment>
            <translation>
                <numerusform>北に%nマス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%n tile(s) south</source>
            <comment>place</comment>
            <translation>
                <numerusform>南に%nマス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) east</source>
            <comment>place</comment>
            <translation>
                <numerusform>東に%nマス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%n tile(s) west</source>
            <comment>place</comment>
            <translation>
                <numerusform>西に%nマス</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="164" />
            <source>%1 of the Village Square</source>
            <translation>村の広場から%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="174" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="387" />
            <source>%1, %2</source>
            <comment>a tile and its place</comment>
            <extracomment>A tile on the landscape (%1, "a blue meadow") and where it lies (%2, "2 east of the Village Square"), for screen readers and the tile's tooltip.</extracomment>
            <translation>%1、%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="179" />
            <source>Open place, %1</source>
            <translation>空いている場所（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="188" />
            <source>%1 (other side: %2), in your hand, key %3</source>
            <translation>手札の%1（裏面：%2）、キー %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in your hand</source>
            <translation>手札の%1（裏面：%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 (other side: %2), in %3's hand</source>
            <extracomment>A replay's board: a tile (%1, its other side %2) in a player's (%3) hand.</extracomment>
            <translation>%3さんの手札の%1（裏面：%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 1st</source>
            <translation>1番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 2nd</source>
            <translation>2番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 3rd</source>
            <translation>3番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="194" />
            <source>quit 4th</source>
            <translation>4番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>手札のタイルをクリックし、光っている場所をクリックします（キー 1～9、矢印キーか Tab、Enter）。R か右クリックで回転、F で裏返します。V で色を公開、W でオオカミ、H で狩人、E で手番終了、Q で降ります。ドラッグで表示を動かし、ホイールか + − で拡大縮小、0 で全体を表示します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="236" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>置けるタイルがありません。手番を終える（E）か、オオカミか狩人を出すか、色を公開してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="237" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="299" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>この手番のタイルはすべて置きました。手番を終えてください（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="245" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="270" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>まず手札からタイルを選んでください（キー 1～9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="269" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>%1さんを待っています…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="272" />
            <source>Quit for %n point(s)? Q again quits; Esc cancels.</source>
            <translation>
                <numerusform>%n点を得て降りますか？もう一度 Q で降ります。Esc で取り消します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>置けるタイルがありません。捨てる手札のタイルを%n枚クリックしてください。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="279" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>オオカミか狩人を出す、色を公開する、降りる、のいずれかで応じるか、「完了」（E）をクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="281" />
            <source>Your tile touches two or more tiles: lay one more now (keys 1–9).</source>
            <translation>置いたタイルが2枚以上のタイルに接しました。今すぐもう1枚置いてください（キー 1～9）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="285" />
            <source>Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with an arrow fits once flipped (F).</source>
            <translation>タイルを選び、光っている場所を選んでください。タイルの選び方：1～9、または Tab と Enter。破線と矢印の付いたタイルは裏返せば置けます（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="289" />
            <source>Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.</source>
            <translation>手札からタイルを選び、光っている場所を選んでください。タイルの選び方：1～9、または Tab と Enter。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="292" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>オオカミを光っている森の場所に置いてください。Esc で手札に戻します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>狩人を光っている場所か、うろついているオオカミの上に置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="294" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>羊飼いタイルを光っている場所に置いて、色を公開してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="301" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="766" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>この面はどこにも置けません。裏返す（F）か、別のタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click turns it, F flips it, Esc puts it back.</source>
            <translation>光っている場所をクリックして置きます。Tab／矢印で選び、Enter でも置けます。R か右クリックで回転、F で裏返し、Esc で手札に戻します。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="322" />
            <source>Game over: %1 wins with %n point(s)</source>
            <translation>
                <numerusform>ゲーム終了：%1の勝ち（%n点）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="324" />
            <source>Game over: a shared win</source>
            <translation>ゲーム終了：同点勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="326" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="343" />
            <source>%1 is playing</source>
            <translation>%1さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="330" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ %1さんのタイルに応じる番</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="333" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ あなたの手番：タイルを%n枚捨てる</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="335" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ あなたの手番：今すぐもう1枚置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="337" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ あなたの手番：タイルを置き終わりました</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="338" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ あなたの手番：あと%n枚置く</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="341" />
            <source>%1 may answer %2's tile</source>
            <translation>%1さんが%2さんのタイルに応じる番</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="344" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1さんの手番：あと%n枚置く</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="352" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="359" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="886" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1、+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="363" />
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>laid no tile</source>
            <translation>前回はタイルを置かず</translation>
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
            <translation>%1が%2の牧草地のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="380" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1が%2の牧草地と森のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="382" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1が%2の牧草地と村のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="384" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1が%2と%3の牧草地のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>%1 lays a village.</source>
            <translation>%1が村のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="387" />
            <source>%1 lays a forest.</source>
            <translation>%1が森のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="392" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>%1のオオカミが狩人に襲いかかりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>%1が森にオオカミを放ちました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>バン！%1の狩人がオオカミを追い払いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>%1が森に狩人を送り込みました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="404" />
            <source>The hunter leaves the game.</source>
            <translation>狩人がゲームから取り除かれました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="405" />
            <source>The wolf leaves the game.</source>
            <translation>オオカミがゲームから取り除かれました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="416" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1が袋から最後のタイル%n枚を引きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="417" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1がタイルを%n枚引きました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="423" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1が色を公開したので、もう1枚置けるようになりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="424" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1が追加でタイルを%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>羊%2頭の%1の牧草地が囲まれましたが、オオカミに荒らされました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="434" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>羊%2頭の%1の牧草地が囲まれました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="441" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>2つの森がつながりましたが、オオカミはそのままうろついています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="443" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>2つの森がつながり、狩人がオオカミを抑えるようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="444" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>2つの森がつながり、オオカミが森全体をうろつくようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="451" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1が降りましたが、ボーナスはもう残っていませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="453" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1が最初に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="454" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1が2番目に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="455" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1が3番目に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="481" />
            <source>%1 plays on alone.</source>
            <translation>%1だけが残ったので、一人で手番を続けることになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="482" />
            <source>Everyone else has quit: the last player plays on alone.</source>
            <translation>他の全員が降りたので、最後のプレイヤーが一人で手番を続けることになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="487" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>他のプレイヤーが%1のタイルに応じられるようになりました（オオカミ・狩人・色の公開・降りること）。</translation>
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
            <translation>全員の色が公開されました（%1）。%2は誰の色でもありませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>The colours are revealed: %1.</source>
            <translation>全員の色が公開されました（%1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1が牧草地%2点と降りボーナス%3点で、合計%n点を得ました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="522" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>全員が降りました。%1が%n点で勝利しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="524" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>誰もタイルを置けなくなりました。%1が%n点で勝利しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="528" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>全員が降りました。%1が同点で勝利しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="529" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>誰もタイルを置けなくなりました。%1が同点で勝利しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="539" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1が自分の色（%2）を公開し、羊飼いタイルを置きました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>%1 draws %2 (only you see them).</source>
            <extracomment>A private log line: only the drawing player (%1) sees what they drew (%2: cards or tiles).</extracomment>
            <translation>
                <numerusform>%1が%2を引きました（あなたにだけ見えています）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="594" />
            <source>%1 draws %2.</source>
            <comment>tiles seen by a spectator</comment>
            <extracomment>The log of a replay with everything shown: the tiles (%2) a player (%1) drew, which only that player saw.</extracomment>
            <translation>%1が%2を引きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>The tile touches two or more tiles: %1 must lay one more at once.</source>
            <translation>タイルが2枚以上のタイルに接したため、%1がすぐにもう1枚置くことになりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="553" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>置けるタイルがないため、%1がタイルを%n枚捨てることになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>%1 discards %2 (only you see it).</source>
            <extracomment>A private log line: only the discarding player (%1) sees which tile (%2).</extracomment>
            <translation>%1が%2を捨てました（あなたにだけ見えています）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="601" />
            <source>%1 discards %2.</source>
            <extracomment>The log of a replay with everything shown: the tile (%2) a player (%1) discarded, which only that player saw.</extracomment>
            <translation>%1が%2を捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>%1 discards a tile.</source>
            <translation>%1がタイルを1枚捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1はこの手番にタイルを置きませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>%1 is the last player left and plays on: a turn without a tile draws one.</source>
            <translation>%1が最後のプレイヤーとなり、タイルを置かない手番には1枚引いてゲームを続けることになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="567" />
            <source>%1 lays no tile and draws one from the bag instead.</source>
            <translation>%1がタイルを置かず、代わりに袋から1枚引きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>%1 does not answer.</source>
            <translation>%1は応じませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="635" />
            <source>the %1 side needs %2, not %3</source>
            <translation>%1側は%3ではなく%2が必要です</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>It does not fit here: %1.</source>
            <translation>ここには置けません（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="647" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="648" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="649" />
            <source>That is not a Wooly Bully move.</source>
            <translation>それは『ウーリー・ブリー』の手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="650" />
            <source>That tile is not in your hand.</source>
            <translation>そのタイルは手札にありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="652" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>タイルのこの面はこのようには置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="654" />
            <source>To lay a wolf or hunter forest side up, use its own button (W or H); its meadow side is laid like any tile.</source>
            <translation>オオカミや狩人を森の面で置くには、専用のボタン（W または H）を使います。牧草地の面は普通のタイルと同じように置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="657" />
            <source>The tile cannot be turned that way.</source>
            <translation>タイルはそのように回転できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="658" />
            <source>That place is already taken.</source>
            <translation>その場所にはすでにタイルがあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="659" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>タイルはすでに置かれたタイルに接していなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="661" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>この手番に置けるタイルはもうありません。手番を終えるか、オオカミか狩人を出すか、色を公開するか、降りてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="665" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>置ける風景タイルがあるので、先にタイルを置かなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="667" />
            <source>That tile is not a wolf.</source>
            <translation>そのタイルはオオカミではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="668" />
            <source>That tile is not a hunter.</source>
            <translation>そのタイルは狩人ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="670" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>狩人がいる森にはオオカミを置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="673" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>その森にはオオカミがいます。狩人はオオカミの上に直接置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="675" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>このオオカミはすでに狩人に抑えられています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="676" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>このゲームではオオカミを狩人の上に置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="677" />
            <source>You have already revealed your colour.</source>
            <translation>あなたはすでに色を公開しています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="678" />
            <source>First lay the extra tile you owe.</source>
            <translation>先に、追加で置かなければならないタイルを置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="679" />
            <source>Nothing needs to be discarded now.</source>
            <translation>今は捨てる必要はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="680" />
            <source>There is nothing to answer now.</source>
            <translation>今は応じるものはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="681" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>他のプレイヤーのタイルに応じているところです。「完了」をクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="682" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>最初の手札は3枚か4枚にしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="684" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>「追加で引く代わりに追加で置く」と「2枚以上に接したらもう1枚置く」は一緒に使えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="699" />
            <source>lay %1</source>
            <comment>hint: the move</comment>
            <translation>%1を置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>flip tile %1 and lay %2</source>
            <comment>hint: the move</comment>
            <extracomment>%1 the tile&apos;s number in the hand (its key), %2 the face it is laid on, which the hand does not show: "flip tile 2 and lay a village".</extracomment>
            <translation>タイル%1を裏返して%2を置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="701" />
            <source>set a wolf loose</source>
            <comment>hint: the move</comment>
            <translation>オオカミを放つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="703" />
            <source>send a hunter</source>
            <comment>hint: the move</comment>
            <translation>狩人を送り込む</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="705" />
            <source>reveal your colour and lay your shepherd tile</source>
            <comment>hint: the move</comment>
            <translation>自分の色を公開し、羊飼いタイルを置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="708" />
            <source>quit now</source>
            <comment>hint: the move</comment>
            <translation>今降りる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="709" />
            <source>quit now for +%1</source>
            <comment>hint: the move</comment>
            <translation>今降りる（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="711" />
            <source>end your turn</source>
            <comment>hint: the move</comment>
            <translation>手番を終える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>finish your answer</source>
            <comment>hint: the move</comment>
            <translation>応答を終える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="715" />
            <source>discard the marked tile</source>
            <comment>hint: the move</comment>
            <translation>印のついたタイルを捨てる</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="729" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>先に手札からタイルを%n枚捨ててください。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>このオオカミは今どこにも置けません。裏の牧草地の面も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="737" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>この狩人は今どこにも置けません。裏の牧草地の面も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>このタイルは今どちらの面でも置けません。別のタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="741" />
            <source>You hold no hunter.</source>
            <translation>狩人を持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="742" />
            <source>You hold no wolf.</source>
            <translation>オオカミを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="848" />
            <source>Please wait: it is not your turn.</source>
            <translation>お待ちください。あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="756" />
            <source>No forest has room for a wolf now.</source>
            <translation>今はオオカミを置ける森がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>No forest has room for a hunter now.</source>
            <translation>今は狩人を置ける森がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="761" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>羊飼いタイルはまだどこにも置けません。接する辺がすべてあなたの色の牧草地である場所が必要です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="765" />
            <source>Turned this way it fits nowhere: turn it (R).</source>
            <translation>この向きではどこにも置けません。回転してください（R）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="776" />
            <source>As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>オオカミとしては今どこにも置けませんが、裏の牧草地の面なら置けます。裏返して（F）置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).</source>
            <translation>牧草地の面は今どこにも置けませんが、オオカミなら置けます。裏返してください（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="782" />
            <source>As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it.</source>
            <translation>狩人としては今どこにも置けませんが、裏の牧草地の面なら置けます。裏返して（F）置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="784" />
            <source>Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).</source>
            <translation>牧草地の面は今どこにも置けませんが、狩人なら置けます。裏返してください（F）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>This side fits nowhere now, but its other side does: flip it (F) to lay it.</source>
            <translation>この面は今どこにも置けませんが、裏の面なら置けます。裏返して（F）置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="794" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>得点が同じなので、囲まれた牧草地が大きい方の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="795" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>得点も牧草地の大きさも同じなので、先に降りた方の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>得点、牧草地の大きさ、降りた順がすべて同じなので、同点勝利です。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="813" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n点（勝者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="815" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="833" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>色：%1（ゲーム中に公開）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Colour: %1 (kept secret)</source>
            <translation>色：%1（最後まで秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="839" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>オオカミのいない囲まれた牧草地なし：0点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="843" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>囲まれた牧草地：%1 = 羊%2頭</translation>
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
            <translation>最大の囲まれた牧草地：羊%1頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="853" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>ほかの囲まれた牧草地（得点にならない）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="859" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>オオカミに荒らされた（羊の数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="862" />
            <source>Not enclosed (sheep): %1</source>
            <translation>囲まれていない（羊の数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="865" />
            <source>Did not quit: no bonus</source>
            <translation>降りなかった：ボーナスなし</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>降りボーナス：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="870" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>合計：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="889" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>手札%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="893" />
            <source>colour: %1</source>
            <translation>色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>revealed: %1</source>
            <translation>公開済み：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="907" />
            <source>Tiles in hand at the start</source>
            <translation>最初の手札の枚数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>他のプレイヤーのタイルに応じる（オオカミ・狩人・色の公開・降りること）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="909" />
            <source>A hunter guards the whole forest</source>
            <translation>狩人が森全体を守る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="910" />
            <source>Score every enclosed field</source>
            <translation>囲まれた牧草地をすべて数える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="911" />
            <source>A wolf may pounce on a hunter</source>
            <translation>オオカミが狩人を襲える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="912" />
            <source>Extra placements instead of extra tiles</source>
            <translation>追加で引く代わりに追加で置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="913" />
            <source>Lay one more after touching two or more</source>
            <translation>2枚以上に接したらもう1枚置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="914" />
            <source>The last player draws instead of passing</source>
            <translation>最後のプレイヤーはパスの代わりに1枚引く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="923" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>各プレイヤーが最初に引くタイルの枚数です。公式ルールでは4枚で、3枚にするとより厳しいゲームになります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="927" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>タイルが1枚置かれるたびに、ほかのプレイヤーは順番に、オオカミか狩人を出す・色を公開する・降りる、のいずれかを行えます。そのあと手番が続きます（公式ルールではいつでも行えます）。オフ：自分の手番のときだけ。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="932" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森がつながったとき、森のどこかにいる狩人がすべてのオオカミを抑えます（英語版のルールブック）。オフ：狩人がオオカミの上に直接置かれるまで、オオカミは荒らし続けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="937" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>いちばん大きいものだけでなく、オオカミのいない囲まれた牧草地すべての羊を数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="940" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>オオカミを狩人の上に置くこともでき、その狩人はゲームから取り除かれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="943" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>タイルを置くたびに引くのは1枚だけですが、複数のタイルに接したら、最初の1枚を超えて接した枚数だけ追加で置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="947" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>2枚以上のタイルに接するタイルを置いて引いた後、すぐにもう1枚置かなければなりません。そのタイルでは引きません。置けなければ、最初の手札の枚数まで捨てます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="952" />
            <source>When everyone else has quit, the last player plays on: a turn in which they lay no tile draws one tile from the bag, until the bag is empty. Off: such a turn ends the game at once.</source>
            <translation>ほかの全員が降りたあとも、最後のプレイヤーはゲームを続けます。タイルを置かない手番には、袋が空になるまで袋からタイルを1枚引きます。オフ：そのような手番でただちにゲームが終わります。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="995" />
            <source>The published rules: %n tile(s).</source>
            <translation>
                <numerusform>公式ルール：%n枚。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="997" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>このゲーム：%n枚。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: on.</source>
            <translation>公式ルール：オン。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="999" />
            <source>The published rules: off.</source>
            <translation>公式ルール：オフ。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>On in this game.</source>
            <translation>このゲーム：オン。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1001" />
            <source>Off in this game.</source>
            <translation>このゲーム：オフ。</translation>
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
            <translation>ゲームの目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1055" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>みんなで正方形のタイルをつなげて、一つの風景を広げていきます。風景には村と森、そして柵で仕切られた牧草地があり、牧草地には4色の羊がいます。各プレイヤーは自分だけが知る色を一つ持ち、その色のいちばん大きな囲まれた牧草地を、オオカミから守って作ることを目指します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1064" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>色ごとに色合いと記号があります。黒は三日月、青はしずく、赤はハート、黄色は太陽です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1070" />
            <source>The tiles</source>
            <translation>タイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1073" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>タイルには両面があります。面には、ある色の牧草地と羊、森、村が描かれ、柵で区切られています。どちらの面を上にしても、どの向きに回転して置いてもかまいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1078" />
            <source>The two faces of one tile</source>
            <translation>1枚のタイルの両面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1079" />
            <source>One face turned four ways</source>
            <translation>一つの面の4通りの向き</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1085" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>村の広場を中央に置きます。各プレイヤーには羊飼いタイルが裏向きで配られます。その色があなたの秘密の色で、画面の上部にあなたにだけ表示されます。袋には風景タイル60枚、オオカミ4枚、狩人4枚が入っています。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1091" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>全員が袋からタイルを%n枚引きます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1092" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>村の広場と裏向きの羊飼いタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1098" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>手札からタイルを1枚、場のタイルの隣に置きます。少なくとも1枚のタイルに接し、接する辺はすべて合っていなければなりません。村には村、森には森、牧草地には同じ色の牧草地です。その後、接したタイル1枚につき1枚、最大4枚を引きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1104" />
            <source>A tile that fits beside the Village Square</source>
            <translation>村の広場の隣に置けるタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1107" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>最初のタイルは、村の部分で村の広場に接しなければなりません。置ける風景タイルが1枚もなければ、置かずに手番を終えてもよく、その場合は引きません。オオカミや狩人のタイルの牧草地の面は、普通のタイルと同じように置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1115" />
            <source>Fields</source>
            <translation>牧草地と囲まれた牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1118" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>同じ色の牧草地がタイルをまたいでつながると、ひとまとまりの牧草地になります。牧草地の縁がどこも開いておらず、柵、森、村、ほかのタイルで四方を閉じられると、囲まれた牧草地になります。場に穴があいてもかまいません。囲まれた牧草地は画面上で縁取られ、羊の数が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1124" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四つの牧草地の角が羊4頭の牧草地を囲む</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1127" />
            <source>Wolves and hunters</source>
            <translation>オオカミと狩人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1128" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>オオカミ、狩人、牧草地の裏面、羊飼いタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1131" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>自分の手番に、接する辺がすべて森である場所に、オオカミを森の面で置けます。その森に接する牧草地は得点になりません。狩人のいる森にはオオカミを置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1138" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>狩人は森の面で、オオカミのいない森に置けます。その後、その森にはオオカミを置けません。または、狩人をオオカミの上に直接置くと、バン！オオカミはゲームから取り除かれます。オオカミや狩人を置いたときも、普通のタイルと同じように引きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1145" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>このゲームでは、森がつながったとき、森のどこかにいる狩人がその森のオオカミを抑えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1150" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>このゲームでは、オオカミの森が狩人の森とつながっても、オオカミは荒らし続けます。止められるのはオオカミの上に直接置いた狩人だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1156" />
            <source>Revealing your colour</source>
            <translation>色を公開する</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1159" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>1ゲームに1回、自分の手番に色を公開できます。羊飼いタイル（あなたの色で羊4頭の牧草地）を置ける場所に置き、いつも通り引きます。その後、この手番にもう1枚置けるので、1回の手番で3枚置けることもあります。公開は義務ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1167" />
            <source>Quitting</source>
            <translation>降りる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1170" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>自分の手番にゲームから降りられます。最初に降りたプレイヤーは6点、2番目は3点、3番目は1点を得ます（人数が少ないとボーナスも少なくなります）。最後まで残ったプレイヤーはボーナスなしです。牧草地は得点になりますが、もう手番はありません。他の全員が降りたら、最後のプレイヤーは一人で続けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1178" />
            <source>The last player then draws one tile from the bag on each turn in which they lay no tile, until the bag is empty; only after that does such a turn end the game.</source>
            <translation>最後のプレイヤーは、タイルを置かない手番ごとに、袋が空になるまで袋からタイルを1枚引きます。袋が空になって初めて、そのような手番でゲームが終わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1184" />
            <source>In this game, once the last player ends a turn without laying a tile, the game is over.</source>
            <translation>このゲームでは、最後のプレイヤーがタイルを置かずに手番を終えると、ゲームは終わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1190" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>このゲームでは、タイルが置かれるたびに、他のプレイヤーも順番にすぐ応じられます（オオカミか狩人を出す、色を公開する、降りる）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1201" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>全員が降りたとき、またはゲームに残っている全員が続けてタイルを置かずに手番を終えたとき、ゲームは終わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1207" />
            <source>Scoring</source>
            <translation>得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1210" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>全員の色が公開されます。あなたの色の囲まれた牧草地のうち、オオカミのいる森に接していないものの羊の数に、降りボーナスを加えたものが得点です。誰の色でもない色は得点になりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1216" />
            <source>In this game every such field counts.</source>
            <translation>このゲームでは、そのような牧草地をすべて数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1218" />
            <source>Only your best such field counts.</source>
            <translation>そのような牧草地のうち、いちばん大きいものだけを数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1222" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>合計がいちばん高いプレイヤーの勝ちです。同点なら牧草地が大きい方、それでも同じなら先に降りた方の勝ちで、それでも決まらなければ同点勝利です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1229" />
            <source>Playing with the mouse</source>
            <translation>マウスで遊ぶ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1233" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>下の手札のタイルをクリックします。タイルはポインターについて場の上を動き、置ける場所が光ります（破線：回転すれば置ける）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1240" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>右クリック、Ctrl + ホイール、または「回転」ボタンで回転し、「裏返す」ボタンで裏返して、光っている場所をクリックして置きます。置けない場所では、どの辺が合わないかが表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1247" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手札の横のボタンで、色を公開する・オオカミや狩人を出す・手番を終える・降りる、の操作ができます。テーブルはドラッグで動かし、ホイールで拡大縮小、「全体」で場全体を表示します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1254" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>囲まれた牧草地は縁取られ、羊の数が表示されます。オオカミのいる森は赤い破線で、荒らされる牧草地は斜線で示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1260" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>あなたの前回の手番以降に置かれたタイルには置いたプレイヤーの記号が付き、いちばん新しいタイルは金色の枠で囲まれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1267" />
            <source>Playing with the keyboard</source>
            <translation>キーボードで遊ぶ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1269" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1～9：手札のタイルを選ぶ、Esc：戻す。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1270" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：時計回りに回転、Shift + R：反対に回転、F：裏返す。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1273" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>矢印キー：タイルを1マス動かす、Tab：次の置ける場所へ移る。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1276" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter またはスペース：そこに置く。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1277" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：色を公開、W：オオカミ、H：狩人、E：手番を終える、Q：降りる。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="1280" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ と −：拡大縮小、0：場全体を表示。タイルを選んでいないときは、矢印キーで表示を動かします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="348" />
            <source>You have no tile with that number.</source>
            <translation>その番号のタイルはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="502" />
            <source>This tile looks the same every way round.</source>
            <translation>このタイルはどの向きでも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="513" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>羊飼いタイルは羊の描かれた面を上にして置きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="527" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>ここに置ける向きに回転しました。もう一度クリック（または Enter）で置きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="584" />
            <source>%1 Turned another way it fits here: press R.</source>
            <translation>%1向きを変えればここに置けます。R で回してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="590" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1裏の面ならここに置けます。F で裏返してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="603" />
            <location filename="../farmhouse/games/wooly_bully/board/__init__.py" line="690" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>まず手札からタイルを選び（キー 1～9）、次に光っている場所を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="140" />
            <source>Bag: %1</source>
            <translation>袋：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="222" />
            <source>Tiles left in the bag</source>
            <translation>袋に残っているタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="236" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>あなたの羊：%1（公開済み）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="258" />
            <source>%1's sheep: %2 (revealed)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), revealed.</extracomment>
            <translation>%1さんの羊：%2（公開済み）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="237" />
            <source>Everybody knows your colour now.</source>
            <translation>あなたの色はもう全員に知られています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="259" />
            <source>Everybody knows %1's colour now.</source>
            <translation>%1さんの色はもう全員に知られています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="239" />
            <source>Your sheep: %1 (secret)</source>
            <translation>あなたの羊：%1（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="262" />
            <source>%1's sheep: %2 (secret)</source>
            <extracomment>A replay's board: a player's (%1) sheep colour (%2), still secret.</extracomment>
            <translation>%1さんの羊：%2（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="240" />
            <source>Only you can see this: keep it secret.</source>
            <translation>あなたにだけ見えています。秘密にしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="263" />
            <source>Only %1 knows this colour: it is still secret.</source>
            <translation>この色は%1さんだけが知っています。まだ秘密です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="305" />
            <source>Reveal (V)</source>
            <translation>色を公開（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="306" />
            <source>Wolf (W)</source>
            <translation>オオカミ（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="307" />
            <source>Hunter (H)</source>
            <translation>狩人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="309" />
            <source>Quit (Q)</source>
            <translation>降りる（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="312" />
            <source>Fit</source>
            <translation>全体</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom in (+)</source>
            <translation>拡大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Zoom out (−)</source>
            <translation>縮小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="313" />
            <source>Show the whole landscape (0)</source>
            <translation>場全体を表示（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="338" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>あなたは降りました。手札は脇に置かれています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="373" />
            <source>%1 has quit: their tiles are set aside.</source>
            <extracomment>A replay's board: a player (%1) who has quit holds no tiles.</extracomment>
            <translation>%1さんは降りました。手札は脇に置かれています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="340" />
            <source>Your hand is empty.</source>
            <translation>手札がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="374" />
            <source>%1's hand is empty.</source>
            <translation>%1さんの手札はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Rotate (R)</source>
            <translation>回転（R）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="343" />
            <source>Flip (F)</source>
            <translation>裏返す（F）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="352" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>今降りて%n点のボーナスを得ますか？その後は手番がありません。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="356" />
            <source>Quit (+%1)</source>
            <translation>降りる（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="357" />
            <source>Cancel (Esc)</source>
            <translation>キャンセル（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="292" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <translation>囲まれた%1の牧草地：羊%2頭、オオカミに荒らされている</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="295" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>囲まれた%1の牧草地：羊%2頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="308" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1さん：羊%2頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="309" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1さんがこの%2の牧草地で得点：羊%3頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="377" />
            <source>Laid by %1 since your last move</source>
            <translation>あなたの前回の手番以降に%1さんが置いたタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="385" />
            <source>Laid by %1 since %2's last move</source>
            <extracomment>A replay's board: a tile laid by a player (%1) since the last move of the player (%2) whose view the board shows.</extracomment>
            <translation>%2さんの前回の手番以降に%1さんが置いたタイル</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="111" />
            <source>Human</source>
            <extracomment>Who plays a seat: a person at this computer (the other choice is the AI).</extracomment>
            <translation>人間</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="112" />
            <source>AI</source>
            <translation>CPU</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="115" />
            <source>Name of player %1</source>
            <translation>プレイヤー%1の名前</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="116" />
            <source>Player %1: human or AI</source>
            <translation>プレイヤー%1：人間か CPU か</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="117" />
            <source>Player %1: AI level</source>
            <translation>プレイヤー%1：CPU の強さ</translation>
        </message>
    </context>
    <context>
        <name>HoldingsStrip</name>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="247" />
            <source>Nothing in hand</source>
            <extracomment>A replay with everything shown: under a player's name, instead of the cards or tiles that player held in hand, when they held none at that moment.</extracomment>
            <translation>手元には何もありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/replay_holdings.py" line="248" />
            <source>What each player held that the others could not see</source>
            <translation>各プレイヤーが持っていた、ほかのプレイヤーには見えなかったもの</translation>
        </message>
    </context>
</TS>
