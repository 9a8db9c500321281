<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
            <translation>豚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>chicken</source>
            <translation>ニワトリ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="41" />
            <source>black sheep</source>
            <translation>黒ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="48" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="54" />
            <source>five of a kind</source>
            <translation>5枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="55" />
            <source>four of a kind</source>
            <translation>4枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="56" />
            <source>full house (3+2)</source>
            <translation>3+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="57" />
            <source>three of a kind</source>
            <translation>3枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>two pairs (2+2)</source>
            <translation>2+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>one pair</source>
            <translation>ペア</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>all different</source>
            <translation>バラバラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="73" />
            <source>red</source>
            <translation>赤</translation>
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
            <translation>青</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="80" />
            <source>Most %1: %2 points</source>
            <translation>%1が最多：%2点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="83" />
            <source>%1 + %2: %3 points per pair</source>
            <translation>%1 + %2：1組につき%3点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>All six black sheep: wins the game</source>
            <translation>黒ヒツジ6頭すべて：ゲームに勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="94" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="104" />
            <source>Seat %1</source>
            <translation>席 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="110" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 が牧草地 %3 に%2を出しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="112" />
            <source>%1 discards %2.</source>
            <translation>%1 は%2を捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="120" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧草地 %1 の決着：%2 が%4で%3を獲得。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="123" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source> and </source>
            <translation>と</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="131" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 の動物コマを探します：%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="133" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 を補充：%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="138" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>牧草地 %1 に置ける動物コマが見つかりません：終盤に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="139" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>ストックに牧草地 %1 用の動物コマがありません：終盤に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="144" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧草地 %1 は裏返されました：もう補充されません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="145" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧草地 %1 は裏返されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="150" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 が牧草地を獲得し、次の手番になります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="160" />
            <source>Game over: %1 wins with %2 points.</source>
            <translation>ゲーム終了：%1 が%2点で勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="165" />
            <source>Game over: a shared win for %1.</source>
            <translation>ゲーム終了：%1 の同点勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="173" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 が牧草地 %2 の自分の辺を完成させました（完成番号 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="178" />
            <source>You drew %1.</source>
            <translation>%1 を引きました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="180" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 はカードを%n枚引きました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="183" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>捨て札を切り直して、%1枚の新しい山札にしました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="188" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>%1の動物コマを牧草地 %2 に置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="191" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧草地 %2 の%1の動物コマはストックに戻りました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="196" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>めくったカード%n枚は捨て札へ。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="202" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 は出せるカードがないのでパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>誰もカードを出せません：ゲーム終了です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="226" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="320" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>ゲーム終了です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="227" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="228" />
            <source>That is not a Black Sheep move.</source>
            <translation>それはブラックシープの手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="229" />
            <source>There is no such pasture.</source>
            <translation>その牧草地はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="230" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧草地 %(pasture)s は裏返されていて、カードを置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="231" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>牧草地 %(pasture)s のあなたの辺にはもう3枚あります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="233" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>牧草地 %(pasture)s のあなたの辺には%(on_side)s枚あります：そこに出せるのは%(allowed)s枚で、%(played)s枚ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="236" />
            <source>You do not hold %(cards)s.</source>
            <translation>%(cards)s を持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="237" />
            <source>You may discard only after playing a single card.</source>
            <translation>カードを捨てられるのは、1枚だけ出したときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="238" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>捨てようとした%(card)sを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="239" />
            <source>You can play, so you may not pass.</source>
            <translation>出せるカードがあるので、パスできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>That move is not allowed (%1).</source>
            <translation>その手は許可されていません（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source> or </source>
            <translation>か</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="267" />
            <source>%1 passes</source>
            <translation>%1 はパス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="269" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 を牧草地 %3 へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="272" />
            <source>, discards %1</source>
            <translation>、%1 を捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="279" />
            <source>tied on points: most figures wins</source>
            <translation>同点：動物コマが多い方の勝ち</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="280" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得点も動物コマの数も同じ：同点勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="281" />
            <source>all six black sheep win outright (task T12)</source>
            <translation>黒ヒツジ6頭すべてで勝利（任務 T12）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="298" />
            <source>%1. %2 — %3 points</source>
            <translation>%1位　%2 — %3点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="301" />
            <source>(winner)</source>
            <translation>（勝者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="322" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="329" />
            <source>No figures</source>
            <translation>動物コマなし</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="331" />
            <source>Figures: %1 points</source>
            <translation>動物コマ：%1点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="333" />
            <source>Majority card (%1): +6</source>
            <translation>最多ボーナスカード（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="335" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全種セット：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="339" />
            <source>Task %1 (%2): +%3</source>
            <translation>任務 %1（%2）：+%3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="341" />
            <source>(own secret task)</source>
            <translation>（自分の秘密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="343" />
            <source>Total: %1</source>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Black Sheep</source>
            <translation>ブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="358" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>3つの牧草地に動物カードを出して良い動物を集めよう。でも黒ヒツジには要注意。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="366" />
            <source>Task cards (variant, reconstructed deck)</source>
            <translation>任務カード（バリアント・再構成したデッキ）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="367" />
            <source>Figure values hidden until the end</source>
            <translation>動物コマの点数は最後まで非公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="376" />
            <source>Play with task cards instead of bonus cards (BS-10). The printed task deck is not public: Farmhouse uses its own reconstruction.</source>
            <translation>ボーナスカードの代わりに任務カードで遊びます（BS-10）。市販の任務カードの内容は公開されていないため、Farmhouse 独自に再構成したものを使います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="380" />
            <source>Nobody may look at the values of their own figures before the end (BS-11.1).</source>
            <translation>最後まで、自分の動物コマの点数も見られません（BS-11.1）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="391" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>動物コマ%n個</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="394" />
            <source>%1 points known</source>
            <translation>判明済み %1 点</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="395" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手札%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="405" />
            <source>Three pastures each hold two animal figures. Every figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep.</source>
            <translation>3つの牧草地にはそれぞれ動物コマが2つあります。コマには点数が隠れています：ふつうの動物は +1〜+3、黒ヒツジは −1〜−3。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="409" />
            <source>On your turn, play cards to your own side of a pasture, which holds three: on an empty side one or two cards, on a side with one card exactly two, on a side with two cards exactly one. After playing a single card you may discard one card. Then draw back up to three cards.</source>
            <translation>手番では、牧草地の自分の辺にカードを出します（各辺3枚まで）：空の辺には1枚か2枚、1枚ある辺にはちょうど2枚、2枚ある辺にはちょうど1枚。1枚だけ出したときは手札を1枚捨ててもかまいません。最後に手札が3枚になるまで引きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="415" />
            <source>When every side of a pasture is full, each player's three cards and the pasture's two figures make a five-animal combination, like poker: five of a kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different.</source>
            <translation>牧草地のすべての辺が埋まると、各プレイヤーの3枚のカードと牧草地の2つのコマで、ポーカーのような5匹の組み合わせができます：5枚組、4枚組、3+2、3枚組、2+2、ペア、バラバラ。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="420" />
            <source>The best combination takes both figures into its corral and plays next; between identical combinations, whoever completed their side first wins. The pasture is refilled from the supply.</source>
            <translation>一番強い組み合わせのプレイヤーが2つのコマを自分の囲いに入れ、次の手番になります。まったく同じ組み合わせなら、先に辺を完成させた人の勝ちです。牧草地にはストックからコマを補充します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="424" />
            <source>If you cannot play any card, you pass.</source>
            <translation>出せるカードがなければパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="426" />
            <source>Task-card variant (this game): there are no bonus cards. Six task cards are in play, some face up and one or two secret per player. When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus the points of every task card in play that you meet, whoever held it.</source>
            <translation>任務カードのバリアント（このゲーム）：ボーナスカードは使いません。任務カードが6枚使われ、一部は表向き、各プレイヤーには1～2枚の秘密の任務カードがあります。ストックで牧草地を補充できなくなると、牧草地は1つずつ閉じていきます。最後に自分のコマの点数を合計し、使われている任務カードのうち条件を満たしたものの点数を、誰が持っていたかに関係なく加えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="434" />
            <source>When the supply can no longer refill the pastures, they close one by one. At the end, add up the values of your figures plus 6 points for each animal you have strictly the most of and 6 for each complete set of all six animals.</source>
            <translation>ストックで牧草地を補充できなくなると、牧草地は1つずつ閉じていきます。最後に自分のコマの点数を合計し、単独で最も多く持っている動物1種類ごとに6点、6種類そろったセット1組ごとに6点を加えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="438" />
            <source>The highest total wins; on a tie, the player with more figures.</source>
            <translation>合計点が最も高い人の勝ち。同点ならコマの多い人の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="58" />
            <source>Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture (keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you may discard one of your other cards (press its number) or keep all (K or Enter). Esc goes back one step.</source>
            <extracomment>Widest the prompt line over the hand may be before it is shrunk (scene units).</extracomment>
            <translation>手札を1枚か2枚クリック（キー 1、2、3）し、次に牧草地の自分の辺をクリックします（I、II、III はキー A、S、D、または ←/→ と Enter）。1枚だけ出したあとは、残りの手札から1枚捨てる（そのカードの番号キー）か、すべて残せます（K または Enter）。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="115" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>先に牧草地を選んでください：A、S、D または ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="135" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="210" />
            <source>You have no such card.</source>
            <translation>そのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="139" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>それは今出しているカードです。捨てるなら別のカードの番号キーを、すべて残すなら K を押してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="175" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>お待ちください：まだあなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="191" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>自分の辺にしか出せません：牧草地のうち、あなたに一番近い%1色の辺です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="207" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="238" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>先にカードを捨てるかどうか答えてください（または Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="213" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="242" />
            <source>You have no legal play: you must pass.</source>
            <translation>出せるカードがありません：パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="218" />
            <source>You may play at most two cards in one turn.</source>
            <translation>1回の手番で出せるのは2枚までです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="224" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>この2枚を一緒に置ける牧草地はありません：2枚置ける自分の辺がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="229" />
            <source>This card cannot be played now.</source>
            <translation>このカードは今は出せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="245" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="299" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>先に手札からカードを1枚か2枚選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="274" />
            <source>No play of these cards is allowed there.</source>
            <translation>そこにはこのカードを出せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="323" />
            <source>Waiting for %1…</source>
            <translation>%1 さんを待っています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>カードを1枚捨てますか？（任意：牧草地 %1 に1枚だけ出したため）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="330" />
            <source>You have no legal play and must pass.</source>
            <translation>出せるカードがありません。パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="340" />
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="358" />
            <source>Discard %1 (key %2)</source>
            <translation>%1 を捨てる（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="365" />
            <source>Keep all (K)</source>
            <translation>すべて残す (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="370" />
            <source>Esc: back</source>
            <translation>Esc：戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="376" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>あなたの手番：カードを1枚か2枚選び、牧草地の自分の辺を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="378" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>光っている牧草地の自分の辺をクリックしてください（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="379" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>もう1枚選んでください：このカード1枚だけを置ける辺がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="111" />
            <source>▶ to play</source>
            <translation>▶ 手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="166" />
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="199" />
            <source>known points: %1</source>
            <translation>判明した得点：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="186" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="212" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>キー：1 2 3 カード · A S D 牧草地 · ←/→ Enter · Esc 解除</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="226" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（ランク %2）— キー %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="252" />
            <source>Deck: %1</source>
            <translation>山札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="269" />
            <source>Discard: %1</source>
            <translation>捨て札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="282" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>終盤：牧草地はもう補充されません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="304" />
            <source>Last moves</source>
            <translation>最近の手</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="313" />
            <source>Supply</source>
            <translation>ストック</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="325" />
            <source>Bonus cards: 6 points each</source>
            <translation>ボーナスカード：各6点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="334" />
            <source>majority per animal · complete set</source>
            <translation>動物ごとの最多 · 全種セット</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="344" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任務カード（再構成したデッキ）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>face up</source>
            <translation>公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="347" />
            <source>your secret</source>
            <translation>あなたの秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="351" />
            <source>%1's secret</source>
            <translation>%1 さんの秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>retired</source>
            <translation>裏返し済み</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="452" />
            <source>%1 (just played)</source>
            <translation>%1（出したばかり）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="504" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成番号：まったく同じ組み合わせなら、番号の小さい方が勝ちます。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="136" />
            <source>New game…</source>
            <translation>新しいゲーム…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>Coming soon</source>
            <translation>近日公開</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="35" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="43" />
            <source>%1 wins!</source>
            <translation>%1 さんの勝ち！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="45" />
            <source>Shared win: %1</source>
            <translation>同点優勝：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="57" />
            <source>%1. %2 — %3 points</source>
            <translation>%1位　%2 — %3点</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="85" />
            <source>Back to start</source>
            <translation>スタート画面へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="86" />
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="60" />
            <source>%1. %2 — %3</source>
            <comment>place. name — score</comment>
            <translation>%1位　%2 — %3</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="242" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="249" />
            <source>%1's turn</source>
            <translation>%1 さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="251" />
            <source>%1 (AI) is playing</source>
            <translation>%1（CPU）の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="317" />
            <source>%1 (AI, %2)</source>
            <translation>%1（CPU・%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="324" />
            <source>Thinking…</source>
            <translation>考え中…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="325" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="326" />
            <source>Game log</source>
            <translation>ゲームログ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="327" />
            <source>Show result</source>
            <translation>結果を表示</translation>
        </message>
    </context>
    <context>
        <name>GameUI</name>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="30" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は指せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="129" />
            <source>%1–%2 players</source>
            <translation>%1〜%2人</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="139" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="140" />
            <source>Hard</source>
            <translation>むずかしい</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="73" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the turn banner and the seat lines of the side panel (300 px wide) and on the hand-over screen.</extracomment>
            <translation>%1 さんに交代してください</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="75" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>ほかの人は画面を見ないでください。次の画面に手札が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="78" />
            <source>I'm %1, show my hand</source>
            <translation>%1 です。手札を表示</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="160" />
            <source>No recent games</source>
            <translation>最近のゲームはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="164" />
            <source>Clear list</source>
            <translation>リストを消去</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="168" />
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;New…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>&amp;Recent games</source>
            <translation>最近のゲーム(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Result…</source>
            <translation>結果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Back to start</source>
            <translation>スタート画面へ(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;Full screen</source>
            <translation>全画面表示(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>AI &amp;speed</source>
            <translation>CPUの速さ(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="182" />
            <source>Slow</source>
            <translation>ゆっくり</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Instant</source>
            <translation>即時</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="189" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;About Farmhouse</source>
            <translation>Farmhouse について(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="226" />
            <source>The computer player failed</source>
            <translation>CPU プレイヤーでエラーが起きました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="227" />
            <source>The AI could not choose a move: %1</source>
            <translation>CPU が手を選べませんでした：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="271" />
            <source>Open saved game</source>
            <translation>保存したゲームを開く</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="282" />
            <location filename="../farmhouse/app/main_window.py" line="293" />
            <source>Cannot open saved game</source>
            <translation>保存したゲームを開けません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="283" />
            <location filename="../farmhouse/app/main_window.py" line="294" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>「%1」を開けません：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="321" />
            <source>Save game</source>
            <translation>ゲームを保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="335" />
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="336" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>ゲームを「%1」に保存できませんでした：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Saved to %1</source>
            <translation>%1 に保存しました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="347" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse のゲーム (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="363" />
            <source>Autosave failed</source>
            <translation>自動保存に失敗しました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="365" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>ゲームを「%1」に自動保存できませんでした：%2

ゲームはこのまま続きますが、1手ごとの保存は行われません。残しておくには「ゲーム」→「名前を付けて保存…」を使ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="410" />
            <source>The translation for %1 is not available.</source>
            <translation>%1 の翻訳を利用できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="452" />
            <source>About Farmhouse</source>
            <translation>Farmhouse について</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="454" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;友だちやCPUと遊べる動物ボードゲーム集。&lt;/p&gt;&lt;p&gt;『ブラックシープ』はライナー・クニツィア作のゲームです。Farmhouse は非公式のファンメイドのソフトで、絵はすべてこのソフトのために描かれたものです。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="172" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>お待ちください。まだあなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="194" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 さんは出せるカードがないのでパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="231" />
            <source>Autosave failed: %1</source>
            <translation>自動保存に失敗しました：%1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="278" />
            <source>Player %1</source>
            <translation>プレイヤー %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="309" />
            <source>New game: %1</source>
            <translation>新しいゲーム：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="310" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="311" />
            <source>Number of players:</source>
            <translation>プレイ人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="315" />
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="329" />
            <source>Choose the deal (seed)</source>
            <translation>配りを指定する（シード）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="332" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。誰も知らない配りで遊ぶなら、チェックを外したままにしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Seed:</source>
            <translation>シード：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="337" />
            <source>The same seed and moves replay the same game.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="338" />
            <source>New seed</source>
            <translation>新しいシード</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>Start game</source>
            <translation>ゲーム開始</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="340" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../farmhouse/app/rules_dialog.py" line="21" />
            <source>Rules: %1</source>
            <translation>ルール：%1</translation>
        </message>
    </context>
    <context>
        <name>SaveProblems</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="320" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>このファイルは保存データではありません（JSON ではありません）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="322" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>このファイルは Farmhouse の保存データではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="324" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記録された手順が保存時の局面と一致しません（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="329" />
            <source>the game in this file is not available</source>
            <translation>このファイルのゲームは利用できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="331" />
            <source>the file contains a move that is not allowed</source>
            <translation>ファイルに不正な手が含まれています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="335" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>このファイルは新しいバージョンの Farmhouse で保存されています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="339" />
            <source>the file cannot be read</source>
            <translation>ファイルを読み込めません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>unknown problem (%1)</source>
            <translation>不明な問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="330" />
            <source>the saved game is damaged or incomplete</source>
            <translation>この保存データは壊れているか、不完全です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is too large to be a saved game</source>
            <translation>このファイルは保存データとしては大きすぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>保存データに使えない値が含まれています（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="341" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>このファイルの CPU プレイヤーの強さは、このバージョンの Farmhouse にはありません</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="266" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="211" />
            <source>Continue: %1</source>
            <translation>続きから：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="214" />
            <source>Continue</source>
            <translation>続きから</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="223" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 壊れたファイル：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="232" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>保存したゲームはまだありません。上から新しいゲームを始めましょう！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="247" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>友だちや家族、CPUと遊べる動物ボードゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="248" />
            <source>Your games</source>
            <translation>あなたのゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="249" />
            <source>Load…</source>
            <translation>読み込み…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="286" />
            <source>finished</source>
            <translation>終了</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="105" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>人間</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
            <source>AI</source>
            <translation>CPU</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="73" />
            <source>black sheep</source>
            <translation>黒ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="306" />
            <source>Game over: a shared win for %1.</source>
            <translation>ゲーム終了：%1の同点勝利になりました。</translation>
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
            <translation>ゲームは終了しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="532" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="561" />
            <source>That move is not allowed (%1).</source>
            <translation>その手は打てません（%1）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="155" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>お待ちください：今はあなたが選ぶ番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="82" />
            <source>Waiting for %1…</source>
            <translation>%1さんを待っています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="103" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="170" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event).</extracomment>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="104" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="171" />
            <source>▶ to play</source>
            <translation>▶ 手番中</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="244" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="50" />
            <source>tiger</source>
            <extracomment>Where the card pictures are (the rules page shows them).</extracomment>
            <translation>トラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="51" />
            <source>penguin</source>
            <translation>ペンギン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="52" />
            <source>crocodile</source>
            <translation>ワニ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="53" />
            <source>goat</source>
            <translation>ヤギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="54" />
            <source>lion</source>
            <translation>ライオン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="55" />
            <source>elephant</source>
            <translation>ゾウ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="56" />
            <source>giraffe</source>
            <translation>キリン</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="57" />
            <source>zebra</source>
            <translation>シマウマ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="58" />
            <source>panda</source>
            <translation>パンダ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="59" />
            <source>koala</source>
            <translation>コアラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="60" />
            <source>kangaroo</source>
            <translation>カンガルー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="61" />
            <source>hippo</source>
            <translation>カバ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="62" />
            <source>flamingo</source>
            <translation>フラミンゴ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="63" />
            <source>camel</source>
            <translation>ラクダ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="64" />
            <source>monkey</source>
            <translation>サル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="65" />
            <source>rabbit</source>
            <translation>ウサギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="75" />
            <source>joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="76" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="868" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="254" />
            <source>Eagle</source>
            <translation>ワシ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="77" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="877" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="310" />
            <source>Mole</source>
            <translation>モグラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="78" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="885" />
            <source>Thieving Magpie</source>
            <translation>ドロボウカササギ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="79" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="940" />
            <source>White Sheep</source>
            <translation>白ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="80" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="948" />
            <source>Mother Sheep</source>
            <translation>母ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="81" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="953" />
            <source>Wolf</source>
            <translation>オオカミ</translation>
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
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="149" />
            <source>%1 draws the joker from %2 (card %3).</source>
            <translation>%1が%2からジョーカーを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="150" />
            <source>%1 draws the Eagle from %2 (card %3).</source>
            <translation>%1が%2からワシを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="151" />
            <source>%1 draws the Mole from %2 (card %3).</source>
            <translation>%1が%2からモグラを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="152" />
            <source>%1 draws the Thieving Magpie from %2 (card %3).</source>
            <translation>%1が%2からドロボウカササギを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="153" />
            <source>%1 draws the White Sheep from %2 (card %3).</source>
            <translation>%1が%2から白ヒツジを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="154" />
            <source>%1 draws the Mother Sheep from %2 (card %3).</source>
            <translation>%1が%2から母ヒツジを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="155" />
            <source>%1 draws the Wolf from %2 (card %3).</source>
            <translation>%1が%2からオオカミを引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="159" />
            <source>%1 draws %4 from %2 (card %3).</source>
            <translation>%1が%2から%4を引きました（%3枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="167" />
            <source>%1 asks %2 for %3 with the Eagle: %2 hands one over (card %4).</source>
            <translation>%1がワシで%2に%3を尋ね、%2が1枚出しました（%4枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="174" />
            <source>%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends.</source>
            <translation>%1がワシで%2に%3を尋ねましたが、%2は持っていなかったので手番が終わりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="183" />
            <source>the joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="186" />
            <source>%1 takes %3 from %2's zoo with the Magpie (card %4); %2 now has %n triplet(s).</source>
            <translation>
                <numerusform>%1がドロボウカササギで%2の動物園から%3を奪いました（%4枚目、%2の3枚組は%n組）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="199" />
            <source>The pile is empty: the Mother Sheep brings nothing.</source>
            <translation>山札が空なので、母ヒツジは何も持ってきませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="201" />
            <source>The Mother Sheep brings %1 from the pile (card %2).</source>
            <translation>母ヒツジが山札から%1を持ってきました（%2枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="210" />
            <source>The Wolf covers nothing: the watering hole was empty.</source>
            <translation>水飲み場は空だったので、オオカミは何も伏せませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="213" />
            <source>The Wolf covers %n card(s): they go to %1 at the end of the turn.</source>
            <translation>
                <numerusform>オオカミが%n枚を伏せました（手番の終わりに%1のものになります）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="230" />
            <source>%1's turn ends: %n card(s) may be placed.</source>
            <translation>
                <numerusform>%1の手番が自主終了となり、%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="231" />
            <source>%1's turn ends with nothing to place.</source>
            <translation>%1の手番が終わりました（置けるカードなし）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="233" />
            <source>%1 stops without drawing.</source>
            <translation>%1は1枚も引かずに自主終了しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="235" />
            <source>%1 stops after %n card(s): too few to place any.</source>
            <translation>
                <numerusform>%1は%n枚引いて自主終了しました（置ける枚数はありません）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="236" />
            <source>%1 stops after %2 cards and may place %n card(s).</source>
            <translation>
                <numerusform>%1は%2枚引いて自主終了し、%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="246" />
            <source>With the White Sheep, %1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1が白ヒツジでジョーカーを%2として動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="248" />
            <source>With the White Sheep, %1 places %2 in their zoo (now %3).</source>
            <translation>%1が白ヒツジで%2を動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="250" />
            <source>%1 places the joker as %2 in their zoo (now %3).</source>
            <translation>%1がジョーカーを%2として動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="252" />
            <source>%1 places %2 in their zoo (now %3).</source>
            <translation>%1が%2を動物園に置きました（これで%3枚）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="261" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in another zoo too.</source>
            <translation>%1がドロボウカササギを受け取りました（3種類目の動物を置き、%2は他の動物園にもいるため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="265" />
            <source>%1 takes the Thieving Magpie: a third species in their zoo.</source>
            <translation>%1がドロボウカササギを受け取りました（動物園に3種類目の動物を置いたため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="267" />
            <source>%1 takes the Thieving Magpie: %2 is in another zoo too.</source>
            <translation>%1がドロボウカササギを受け取りました（%2は他の動物園にもいるため）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="277" />
            <source>The pile is empty: %1 gets no cards.</source>
            <translation>山札が空なので、%1は補充できませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="279" />
            <source>%1 draws the last %n card(s) of the pile.</source>
            <translation>
                <numerusform>%1が山札の最後の%n枚を引きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="280" />
            <source>%1 refills their hand with %n card(s) from the pile.</source>
            <translation>
                <numerusform>%1が山札から手札を%n枚補充しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="287" />
            <source>Nothing moved this turn (idle turns in a row: %1 of %2).</source>
            <translation>この手番は何も動きませんでした（停滞した手番：連続%1／%2）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="295" />
            <source>The game ends after %1 turns.</source>
            <translation>%1手番でゲームが終了しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="296" />
            <source>Nothing has moved for %1 turns: the game ends.</source>
            <translation>%1手番のあいだ何も動かなかったので、ゲームが終了しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="305" />
            <source>Game over: %1 wins with %n triplet(s).</source>
            <translation>
                <numerusform>ゲーム終了：%1が3枚組%n組で勝ちました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="313" />
            <source>%1 draws %2's black sheep: a forced end, nothing is placed.</source>
            <translation>%1が%2の黒ヒツジを引いてしまい、強制終了になりました（何も置けません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="318" />
            <source>%1 does not ask with the Eagle.</source>
            <translation>%1はワシで尋ねませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="322" />
            <source>%1 looks at %2's hand with the Mole (%n card(s)).</source>
            <translation>
                <numerusform>%1がモグラで%2の手札（%n枚）を見ました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="327" />
            <source>You see %1's hand: %2.</source>
            <translation>%1の手札（%2）を見ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="330" />
            <source>%1's hand holds no set card: the Mole finds nothing.</source>
            <translation>%1の手札にセットカードがなかったので、モグラは何も取れませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="333" />
            <source>%1 takes %3 from %2's hand with the Mole (card %4).</source>
            <translation>%1がモグラで%2の手札から%3を出させました（%4枚目）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="340" />
            <source>No other zoo holds a card: the Magpie takes nothing.</source>
            <translation>他の動物園にカードがなかったので、ドロボウカササギは何も奪えませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="343" />
            <source>%1 takes nothing with the Magpie.</source>
            <translation>%1はドロボウカササギで何も奪いませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="347" />
            <source>%1 may place a card from their hand with the White Sheep.</source>
            <translation>%1は白ヒツジで手札から1枚置けるようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="350" />
            <source>%1 holds no set card to place with the White Sheep.</source>
            <translation>%1は白ヒツジで置けるセットカードを持っていませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="353" />
            <source>%1 places nothing with the White Sheep.</source>
            <translation>%1は白ヒツジで何も置きませんでした。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="359" />
            <source>%n card(s) from under the Wolf go to %1.</source>
            <translation>
                <numerusform>オオカミの下の%n枚が%1の手札に入りました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="363" />
            <source>%1 takes %n card(s) from the watering hole.</source>
            <translation>
                <numerusform>%1が水飲み場の%n枚を手札に加えました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="368" />
            <source>%1 completes a triplet of %2: %n triplet(s) now.</source>
            <translation>
                <numerusform>%1が%2の3枚組を完成させました（これで%n組）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="375" />
            <source>%1 leaves %n placement(s) unused.</source>
            <translation>
                <numerusform>%1は置ける枚数のうち%n枚分を使いませんでした。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="383" />
            <source>You drew %1 from the pile.</source>
            <translation>山札から%1を引きました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="388" />
            <source>%1 has %n triplet(s) and wins!</source>
            <translation>
                <numerusform>%1が3枚組を%n組そろえて勝ちました！</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="443" />
            <source>%1 drew %2's black sheep at once: nothing placed.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Events of the active seat's drawing step (``seat`` is the active seat): the first one seen opens a turn in a summary. Events that get a line of their own in a turn summary (worded as in the game log).</extracomment>
            <translation>%1はいきなり%2の黒ヒツジを引きました（何も置けず）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="445" />
            <source>%1 drew %n card(s), then %2's black sheep: nothing placed.</source>
            <translation>
                <numerusform>%1は%n枚引いたあと%2の黒ヒツジを引きました（何も置けず）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="451" />
            <source>%1 drew %n card(s), then asked %2 for %3 with the Eagle in vain.</source>
            <translation>
                <numerusform>%1は%n枚引いたあと、ワシで%2に%3を尋ねましたが、持っていませんでした。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="458" />
            <source>%1 stopped without drawing.</source>
            <translation>%1は引かずに自主終了しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="459" />
            <source>%1 drew %n card(s) and stopped.</source>
            <translation>
                <numerusform>%1は%n枚引いて自主終了しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="480" />
            <source>%1 placed %2 in their zoo.</source>
            <translation>%1が%2を動物園に置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="518" />
            <source>Now draw a card from another player's hand, or stop.</source>
            <translation>他のプレイヤーの手札から1枚引くか、自主終了してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="519" />
            <source>First decide on the Eagle: ask a player for a species, or do not ask.</source>
            <translation>先にワシを使うか決めてください：誰かに動物を1種類尋ねるか、尋ねないか。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="520" />
            <source>First choose the card the Mole takes.</source>
            <translation>先にモグラで取るカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="521" />
            <source>First decide on the Magpie: take a card from another zoo, or nothing.</source>
            <translation>先にドロボウカササギを使うか決めてください：他の動物園から1枚奪うか、奪わないか。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="522" />
            <source>First the White Sheep's owner decides whether to place a card.</source>
            <translation>先に白ヒツジの持ち主がカードを置くか決めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="523" />
            <source>Now place cards into your zoo, or finish placing.</source>
            <translation>動物園にカードを置くか、置くのを終えてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="526" />
            <source>That is not possible now.</source>
            <translation>今はそれはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="533" />
            <source>That is not a Bye-Bye Black Sheep move.</source>
            <translation>それはバイバイブラックシープの手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="534" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="304" />
            <source>There is no such player.</source>
            <translation>そのプレイヤーはいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="535" />
            <source>Draw from another player's hand, not your own.</source>
            <translation>自分ではなく、他のプレイヤーの手札から引いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="536" />
            <source>Ask another player with the Eagle, not yourself.</source>
            <translation>ワシで尋ねる相手は自分以外のプレイヤーです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="537" />
            <source>That species is not in this game.</source>
            <translation>その動物はこのゲームでは使いません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="539" />
            <source>With the Mole you must choose one set card from the hand you see.</source>
            <translation>モグラでは、見ている手札からセットカードを1枚選ばなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="541" />
            <source>That card is not in the hand you see.</source>
            <translation>そのカードは見ている手札にありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="543" />
            <source>The Mole takes only a set card: an animal or the joker.</source>
            <translation>モグラで取れるのはセットカード（動物かジョーカー）だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="545" />
            <source>The Magpie takes from another player's zoo, not your own.</source>
            <translation>ドロボウカササギで奪えるのは自分以外の動物園からです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="546" />
            <source>That zoo holds no such card.</source>
            <translation>その動物園にそのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="547" />
            <source>You do not hold that card.</source>
            <translation>そのカードを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="548" />
            <source>Special cards are never placed in a zoo.</source>
            <translation>特殊カードは動物園に置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="549" />
            <source>Choose the species the joker stands for.</source>
            <translation>ジョーカーをどの動物として置くか選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="550" />
            <source>Only the joker is declared as a species.</source>
            <translation>動物を指定するのはジョーカーだけです。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="570" />
            <source>%n triplet(s)</source>
            <translation>
                <numerusform>3枚組%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="576" />
            <source>Tied on triplets: the most cards in the zoo win.</source>
            <translation>3枚組の数が同じなので、動物園のカードが多い人の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="577" />
            <source>Tied on triplets and zoo cards: the win is shared.</source>
            <translation>3枚組の数も動物園の枚数も同じなので、同点勝利です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="586" />
            <source>Nothing moved for %1 turns in a row, so the game ended.</source>
            <translation>%1手番続けて何も動かなかったので、ゲームが終わりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="590" />
            <source>The game reached its turn limit and ended.</source>
            <translation>手番数の上限に達したので、ゲームが終わりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="609" />
            <source>%1. %2 — %n triplet(s) (winner)</source>
            <translation>
                <numerusform>%1位　%2 — 3枚組%n組（勝者）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="612" />
            <source>%1. %2 — %n triplet(s)</source>
            <translation>
                <numerusform>%1位　%2 — 3枚組%n組</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="631" />
            <source>Triplets: %1</source>
            <translation>3枚組：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="633" />
            <source>No triplet</source>
            <translation>3枚組なし</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="638" />
            <source>Zoo, %n card(s): %1</source>
            <translation>
                <numerusform>動物園（%n枚）：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="640" />
            <source>Empty zoo</source>
            <translation>動物園は空</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="642" />
            <source>Reached the goal of %n triplet(s) first.</source>
            <translation>
                <numerusform>最初に3枚組%n組の目標を達成しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="651" />
            <source>Bye-Bye Black Sheep</source>
            <translation>バイバイブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="657" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>ライバルの手札からカードを引いて動物園を充実させよう。でも黒ヒツジを引いたら手番終了。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="665" />
            <source>Advanced game: White Sheep, Mother Sheep and Wolf</source>
            <translation>上級ルール：白ヒツジ、母ヒツジ、オオカミ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="666" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="203" />
            <source>Joker</source>
            <translation>ジョーカー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="675" />
            <source>Each player is dealt one of eight special cards instead of an Eagle or a Mole: three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.</source>
            <translation>ワシかモグラの代わりに、8枚の特殊カード（ワシ3枚、モグラ2枚、白ヒツジ、母ヒツジ、オオカミ）から1枚ずつ配られます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="679" />
            <source>One joker joins the animal cards: when you place it, it counts as the species you choose and can complete a triplet.</source>
            <translation>セットカードにジョーカーを1枚加えます。置くときに選んだ動物として数え、3枚組を完成させられます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="699" />
            <source>Triplets %1/%2 · hand %3 · zoo %4
holds the Thieving Magpie</source>
            <translation>3枚組 %1/%2 · 手札 %3 · 動物園 %4
ドロボウカササギを持っています</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="701" />
            <source>Triplets %1/%2 · hand %3 · zoo %4</source>
            <translation>3枚組 %1/%2 · 手札 %3 · 動物園 %4</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Players</source>
            <extracomment>The frame colour of the black sheep on the rules page (on the board: its owner's colour).</extracomment>
            <translation>人数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Species</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Hand</source>
            <translation>手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="748" />
            <source>Triplets to win</source>
            <translation>勝利に必要な3枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="772" />
            <source>This game: advanced game with the joker.</source>
            <translation>このゲーム：上級ルール、ジョーカーあり。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="774" />
            <source>This game: advanced game, without the joker.</source>
            <translation>このゲーム：上級ルール、ジョーカーなし。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="776" />
            <source>This game: base game with the joker.</source>
            <translation>このゲーム：基本ルール、ジョーカーあり。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="778" />
            <source>This game: base game, without the joker.</source>
            <translation>このゲーム：基本ルール、ジョーカーなし。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="780" />
            <source>Goal</source>
            <translation>目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="784" />
            <source>Collect triplets in your zoo: three cards of one species. The first player with enough triplets wins at once.</source>
            <translation>自分の動物園に3枚組（同じ動物のカード3枚）を集めます。規定の組数を最初にそろえたプレイヤーが、その場で勝者となります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="791" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="795" />
            <source>Each player is dealt 5 animal cards (6 with 2 players), their own black sheep and one special card: an Eagle or a Mole. The other animal cards are the face-down pile. The Thieving Magpie lies face up beside the pile. The start player is chosen at random.</source>
            <translation>各プレイヤーにセットカード5枚（2人なら6枚）、自分の黒ヒツジ、特殊カード1枚（ワシかモグラ）が配られます。残りのセットカードは裏向きの山札になります。ドロボウカササギは山札の横に表向きで置きます。スタートプレイヤーはランダムに決まります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="803" />
            <source>Your turn: draw cards</source>
            <translation>手番：カードを引く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="807" />
            <source>Click another player's hand to draw one of their hidden cards at random. It goes face up into the watering hole in the middle. Then draw again, from the same player or another, as often as you dare, or stop.</source>
            <translation>他のプレイヤーの手札をクリックすると、裏向きのカードが1枚ランダムに引かれ、中央の水飲み場に表向きで並びます。同じ相手からでも別の相手からでも好きなだけ続けて引くか、自主終了します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="816" />
            <source>Every hand holds one black sheep. If you draw one, your turn ends at once: a forced end. The black sheep goes back to its owner, you take the watering-hole cards into your hand and you place nothing this turn.</source>
            <translation>どの手札にも黒ヒツジが1枚あります。黒ヒツジを引いた瞬間、手番は強制終了です。黒ヒツジは持ち主に返し、水飲み場のカードは自分の手札に加えますが、この手番では動物園に1枚も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="825" />
            <source>Each player's panel shows how many cards they hold and the chance that the next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3.</source>
            <translation>各プレイヤーの欄には手札の枚数と、次に引くカードが黒ヒツジである確率が表示されます。7枚中1枚のほうが3枚中1枚より安全です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="830" />
            <source>Stop and place</source>
            <translation>自主終了して置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="834" />
            <source>When you stop, take every card of the watering hole into your hand. Then you may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 to place 2, and so on. Choose any animal cards from your whole hand, one at a time. Special cards are never placed.</source>
            <translation>自主終了したら、水飲み場のカードをすべて手札に加えます。そして、引いた枚数より2枚少ない枚数まで動物園に置けます（3枚引けば1枚、4枚なら2枚）。手札全体から好きなセットカードを1枚ずつ選びます。特殊カードは置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="844" />
            <source>Your zoo is sorted by species. Three cards of one species are a triplet; a fourth or fifth card of it adds nothing.</source>
            <translation>動物園は動物の種類ごとに並びます。同じ動物3枚で3枚組になり、4枚目や5枚目は組を増やしません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="849" />
            <source>Special cards</source>
            <translation>特殊カード</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="853" />
            <source>Every drawn card except a black sheep counts towards the cards you drew, and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds.</source>
            <translation>黒ヒツジ以外の引いたカードはすべて引いた枚数に数えます。ワシ、モグラ、ドロボウカササギ、母ヒツジで加わったカードも数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="863" />
            <source>Black sheep</source>
            <translation>黒ヒツジ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="864" />
            <source>Ends your turn at once: it goes back to its owner and you place nothing.</source>
            <translation>引いた瞬間に手番が強制終了します。持ち主に返し、動物園には1枚も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="870" />
            <source>You may ask one player for a species. If they hold one, it goes into the watering hole and your turn goes on; if not, your turn ends as if you had stopped. You may also not ask.</source>
            <translation>好きなプレイヤー1人に、ある動物を持っているか尋ねられます。持っていれば水飲み場に出させて手番を続け、持っていなければ自主終了と同じように手番が終わります。尋ねないこともできます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="879" />
            <source>You see the hand of the player you drew it from and choose one animal card of it for the watering hole.</source>
            <translation>引いた相手の手札をすべて見て、セットカードを1枚選んで水飲み場に出させます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="887" />
            <source>It starts beside the pile. The first player who places a third species in their zoo, or a species another zoo already has, takes it into their hand. Whoever draws it from a hand may take one card from another player's zoo into the watering hole, which can break a triplet.</source>
            <translation>最初は山札の横にあります。動物園に3種類目の動物を置いたか、他の動物園にすでにいる動物を置いた最初のプレイヤーが手札に加えます。手札からこれを引いた人は、他のプレイヤーの動物園からカードを1枚奪って水飲み場に置けます。3枚組が崩れることもあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="896" />
            <source>After the turn</source>
            <translation>手番のあと</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="900" />
            <source>Everybody except the player whose turn it was refills their hand from the pile to 7 cards (8 with 2 players), starting with the next player. When the pile is empty, play goes on with smaller hands. Then the next player clockwise takes a turn.</source>
            <translation>手番プレイヤー以外の全員が、左隣から順に山札から手札が7枚（2人なら8枚）になるまで補充します。山札が尽きたら、少ない手札のまま続けます。そのあと時計回りに次のプレイヤーの手番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="907" />
            <source>End of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="911" />
            <source>The first player to reach the number of triplets needed wins at once, even in the middle of placing, or with the White Sheep during someone else's turn.</source>
            <translation>規定の3枚組を最初にそろえたプレイヤーが、その場で勝者となります。置いている途中でも、他の人の手番中に白ヒツジで置いた場合でも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="919" />
            <source>If nothing moves for two turns per player in a row (no card enters a zoo and the pile does not shrink), the game ends: the most triplets win, then the most cards in the zoo; if still tied, the win is shared.</source>
            <translation>全員が2手番ずつ続けて何も動かなければ（動物園にカードが入らず、山札も減らない）、ゲーム終了です。3枚組が最も多い人、同じなら動物園のカードが多い人の勝ちで、それでも同じなら同点勝利です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="925" />
            <source>Options</source>
            <translation>オプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="929" />
            <source>Advanced game: the special cards dealt are three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf, one per player; the others are put away unseen.</source>
            <translation>上級ルール：ワシ3枚、モグラ2枚、白ヒツジ、母ヒツジ、オオカミから1人1枚ずつ配り、残りは見ずに箱に戻します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="942" />
            <source>When someone draws it from you, you may at once place one animal card from your hand into your zoo, even though it is not your turn.</source>
            <translation>他のプレイヤーにこれを引かれたら、自分の手番でなくても、すぐに手札のセットカードを1枚自分の動物園に置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="949" />
            <source>The top card of the pile joins the watering hole as well.</source>
            <translation>山札の一番上のカードも水飲み場に加わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="955" />
            <source>Every card already in the watering hole goes face down under the Wolf and stops counting. The player you drew the Wolf from gets those cards at the end of the turn.</source>
            <translation>水飲み場にあったカードはすべてオオカミの下に裏向きで置かれ、引いた枚数に数えなくなります。手番の終わりに、オオカミを持っていたプレイヤーがそれらを受け取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="962" />
            <source>Joker (option)</source>
            <translation>ジョーカー（オプション）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="964" />
            <source>One joker joins the animal cards. When you place it, choose the species it counts as. It never answers an Eagle.</source>
            <translation>セットカードにジョーカーを1枚加えます。置くときに、どの動物として数えるか選びます。ワシの質問にジョーカーで答えることはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="971" />
            <source>Controls</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="973" />
            <source>Draw: click another player's hand, or press the number on their panel.</source>
            <translation>引く：他のプレイヤーの手札をクリックするか、その欄の番号キーを押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="974" />
            <source>Stop: click Stop, or press S.</source>
            <translation>自主終了：「自主終了」ボタンをクリックするか、S を押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="976" />
            <source>Choices (the Eagle's player and species, the Mole's card, the Magpie's card, the joker's species, the cards to place): click a lit card or button, or move between them with the arrow keys or Tab and press Enter.</source>
            <translation>選択（ワシで尋ねる相手と動物、モグラで取るカード、ドロボウカササギで奪うカード、ジョーカーの動物、置くカード）：光っているカードやボタンをクリックするか、矢印キーか Tab で移動して Enter を押します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="981" />
            <source>N answers no: do not ask with the Eagle, take nothing with the Magpie, place nothing with the White Sheep, finish placing. Esc goes back one step.</source>
            <translation>N は「しない」：ワシで尋ねない、ドロボウカササギで奪わない、白ヒツジで置かない、置くのを終える。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="985" />
            <source>Point at a card to see its name. A choice that is not lit tells you why when you point at it or click it.</source>
            <translation>カードにマウスを合わせると名前が出ます。光っていない選択肢は、マウスを合わせるかクリックすると理由が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/texts.py" line="989" />
            <source>“Since your last turn” on the board lists what the others did, and the cards they just placed are marked in gold.</source>
            <translation>盤面の「前の手番から」には他の人がしたことが並び、置かれたばかりのカードは金色で示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Since your last turn</source>
            <translation>前の手番から</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/__init__.py" line="261" />
            <source>Last turns</source>
            <translation>最近の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/animations.py" line="294" />
            <source>Triplet!</source>
            <extracomment>How long the steps take at AI speed "normal" (milliseconds).</extracomment>
            <translation>3枚組！</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="49" />
            <source>Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes back one step.</source>
            <extracomment>Targets whose explanation never changes (set when drawn).</extracomment>
            <translation>他のプレイヤーの手札をクリックして引きます（キー 1–4）。「自主終了」で手番を終えます（S）。選べるものは光ります：クリックするか、←/→ か Tab で移動して Enter。N は「しない」、Esc で1つ戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="154" />
            <source>Please wait: %1 decides now.</source>
            <translation>お待ちください：今は%1さんが決める番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="161" />
            <source>First choose the joker's species (or press Esc).</source>
            <translation>先にジョーカーの動物を選んでください（Esc で戻ります）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="167" />
            <source>First choose whom to ask.</source>
            <translation>先に尋ねる相手を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="174" />
            <source>Cards in a zoo can only be taken with the Thieving Magpie.</source>
            <translation>動物園のカードはドロボウカササギでしか奪えません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="178" />
            <source>Your black sheep stays in your hand: it is never placed.</source>
            <translation>自分の黒ヒツジは手札に残ります。置くことはできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="182" />
            <source>You place cards after you stop drawing: two fewer than the cards you drew.</source>
            <translation>カードを置くのは自主終了のあとです（引いた枚数より2枚少なく）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="263" />
            <source>You can stop only while drawing cards on your turn.</source>
            <translation>自主終了できるのは、自分の手番でカードを引いているときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="274" />
            <source>First choose with ←/→ or Tab (or click), then press Enter.</source>
            <translation>先に ←/→ か Tab で選んでから（またはクリック）、Enter を押してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="302" />
            <source>Choose the species with the mouse or ←/→ and Enter.</source>
            <translation>動物はマウスか ←/→ と Enter で選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="311" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/input.py" line="317" />
            <source>There is no such card.</source>
            <translation>そのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="95" />
            <source>Triplets %1/%2</source>
            <extracomment>A risk at least this high is shown in warning red.</extracomment>
            <translation>3枚組 %1/%2</translation>
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
            <translation>▶ あなたが決める番</translation>
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
            <translation>この人の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="139" />
            <source>Triplets: %1 of the %2 needed to win</source>
            <translation>3枚組：%1組（勝利には%2組）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="211" />
            <source>Key %1 draws from this hand</source>
            <translation>キー %1 でこの手札から引きます</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="254" />
            <source>black sheep: %1 in %2</source>
            <translation>黒ヒツジ：%2枚中%1枚</translation>
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
                <numerusform>%1さんの手札は%n枚です。
この手札にあると分かっているカード：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="275" />
            <source>%1 holds %n card(s).</source>
            <translation>
                <numerusform>%1さんの手札は%n枚です。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="302" />
            <source>empty zoo</source>
            <translation>空の動物園</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="332" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="441" />
            <source>Triplet of %1</source>
            <translation>%1の3枚組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="341" />
            <source>joker as %1</source>
            <translation>ジョーカー（%1として）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="344" />
            <source>%1 (placed since your last turn)</source>
            <translation>%1（前の手番のあとに置かれた）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/layers.py" line="400" />
            <source>Your hand: %n card(s)</source>
            <translation>
                <numerusform>あなたの手札：%n枚</numerusform>
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
            <translation>置くと動物園の%1になります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="80" />
            <source>%1 may place a card with the White Sheep…</source>
            <translation>%1さんが白ヒツジでカードを置けます…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="85" />
            <source>Joker: choose the species it counts as in your zoo.</source>
            <translation>ジョーカー：動物園でどの動物として数えるか選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="88" />
            <source>Your turn: click another player's hand to draw a card.</source>
            <translation>あなたの手番です：他のプレイヤーの手札をクリックして1枚引いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="89" />
            <source>Draw another card from a hand, or stop and take the watering hole.</source>
            <translation>もう1枚引くか、自主終了して水飲み場のカードを受け取ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="92" />
            <source>Eagle: choose a player to ask for a species, or do not ask.</source>
            <translation>ワシ：動物を尋ねる相手を選んでください（尋ねなくてもかまいません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="94" />
            <source>Eagle: which species do you ask %1 for? (Esc: another player)</source>
            <translation>ワシ：%1さんにどの動物を尋ねますか？（Esc：相手を変える）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="99" />
            <source>Mole: choose a set card from %1's hand for the watering hole.</source>
            <translation>モグラ：%1さんの手札からセットカードを1枚選び、水飲み場に出させてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="104" />
            <source>Thieving Magpie: click a card in another player's zoo to take it, or take nothing.</source>
            <translation>ドロボウカササギ：他のプレイヤーの動物園から奪うカードをクリックしてください（奪わなくてもかまいません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="108" />
            <source>%1 drew your White Sheep: you may place one card from your hand in your zoo.</source>
            <translation>%1さんがあなたの白ヒツジを引きました：手札から1枚、動物園に置けます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="113" />
            <source>Place up to %n card(s) from your hand into your zoo.</source>
            <translation>
                <numerusform>手札から動物園に%n枚まで置けます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="121" />
            <source>Stop (S)</source>
            <translation>自主終了（S）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="123" />
            <source>Back (Esc)</source>
            <translation>戻る（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="125" />
            <source>Don't ask (N)</source>
            <translation>尋ねない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="126" />
            <source>Take nothing (N)</source>
            <translation>奪わない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="127" />
            <source>Don't place (N)</source>
            <translation>置かない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="128" />
            <source>Done placing (N)</source>
            <translation>置き終える（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="129" />
            <source>No (N)</source>
            <translation>しない（N）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="192" />
            <source>Keys: 1–9 choose · S stop · N no · ←/→ Enter · Esc back</source>
            <translation>キー：1–9 選ぶ · S 自主終了 · N しない · ←/→ Enter · Esc 戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="289" />
            <source>✓ known in that hand · × that hand has none</source>
            <translation>✓ その手札にあると分かっている · × その手札にはない</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/prompts.py" line="319" />
            <source>%1's hand</source>
            <translation>%1さんの手札</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="73" />
            <source>Nobody draws from the pile during a turn: after each turn it refills the other players' hands.</source>
            <translation>手番中は誰も山札から引きません。手番の終わりに他のプレイヤーの手札を補充します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="83" />
            <source>The Thieving Magpie goes to the first player who places a third species in their zoo, or a species that another zoo already has.</source>
            <translation>動物園に3種類目の動物を置くか、他の動物園にいる動物を置いた最初のプレイヤーが、ドロボウカササギを受け取ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="89" />
            <source>Magpie</source>
            <translation>ドロボウカササギ</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="99" />
            <source>Goal: %n triplet(s)</source>
            <translation>
                <numerusform>目標：3枚組%n組</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="108" />
            <source>%n special card(s) put away</source>
            <translation>
                <numerusform>特殊カード%n枚は箱の中</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="123" />
            <source>Idle turns: %1 of %2</source>
            <translation>停滞した手番：%1／%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="132" />
            <source>A turn is idle when no card enters a zoo and the pile does not shrink. When every player has had two idle turns in a row, the game ends.</source>
            <translation>動物園にカードが入らず山札も減らない手番は停滞した手番です。停滞した手番が全員2回分続くと、ゲームが終わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="139" />
            <source>The cards in the watering hole go into the hand of the player whose turn it is when the turn ends.</source>
            <translation>水飲み場のカードは、手番の終わりに手番プレイヤーの手札に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="153" />
            <source>Pile: %1</source>
            <translation>山札：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="186" />
            <source>%n card(s) under the Wolf: %1 gets them at the end of the turn.</source>
            <translation>
                <numerusform>オオカミの下に%n枚：手番の終わりに%1さんが受け取ります。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="208" />
            <source>Watering hole</source>
            <translation>水飲み場</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="225" />
            <source>You may place %n more card(s).</source>
            <translation>
                <numerusform>あと%n枚置けます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="226" />
            <source>%1 is placing: %n more card(s) allowed.</source>
            <translation>
                <numerusform>%1さんが置いています：あと%n枚まで。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="230" />
            <source>No card drawn yet this turn.</source>
            <translation>この手番ではまだ引いていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="233" />
            <source>Drawn: %1 · you place nothing unless you draw 3 or more.</source>
            <translation>引いた枚数：%1 · 3枚以上引かないと置けません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="234" />
            <source>Drawn: %1 · stop now to place %n card(s).</source>
            <translation>
                <numerusform>引いた枚数：%1 · 今やめれば%n枚置けます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="236" />
            <source>Drawn: %1 · nothing to place yet.</source>
            <translation>引いた枚数：%1 · まだ置けません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="238" />
            <source>Drawn: %1 · %2 may place %n card(s) if they stop.</source>
            <translation>
                <numerusform>引いた枚数：%1 · 今やめれば%2さんは%n枚置けます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="260" />
            <source>Under the Wolf: %n card(s) for %1</source>
            <translation>
                <numerusform>オオカミの下：%n枚（%1さんの分）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="307" />
            <source>Earlier moves are in the game log.</source>
            <translation>それより前の手はゲームログにあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/board/table.py" line="287" />
            <source>Nothing yet.</source>
            <translation>まだ何もありません。</translation>
        </message>
    </context>
    <context>
        <name>ElGaucho</name>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="19" />
            <source>El Gaucho</source>
            <translation>エル・ガウチョ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="25" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>ダイスを選んでガウチョを牛のもとへ送り、最高の群れを売ろう。</translation>
        </message>
    </context>
    <context>
        <name>WoolyBully</name>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="19" />
            <source>Wooly Bully</source>
            <translation>ウーリー・ブリー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/ui.py" line="25" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>正方形のタイルを置いて、秘密の色の羊のために一番大きな牧草地をオオカミから守って囲もう。</translation>
        </message>
    </context>
</TS>
