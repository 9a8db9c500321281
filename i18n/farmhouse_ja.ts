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
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="315" />
            <source>Supply</source>
            <translation>ストック</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="327" />
            <source>Bonus cards: 6 points each</source>
            <translation>ボーナスカード：各6点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="336" />
            <source>majority per animal · complete set</source>
            <translation>動物ごとの最多 · 全種セット</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="346" />
            <source>Task cards (reconstructed deck)</source>
            <translation>任務カード（再構成したデッキ）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="348" />
            <source>face up</source>
            <translation>公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="349" />
            <source>your secret</source>
            <translation>あなたの秘密任務</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="353" />
            <source>%1's secret</source>
            <translation>%1 さんの秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="420" />
            <source>retired</source>
            <translation>裏返し済み</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="454" />
            <source>%1 (just played)</source>
            <translation>%1（出したばかり）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="506" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成番号：まったく同じ組み合わせなら、番号の小さい方が勝ちます。</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="138" />
            <source>New game…</source>
            <translation>新しいゲーム…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="140" />
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
            <location filename="../farmhouse/app/game_ui.py" line="127" />
            <source>%1–%2 players</source>
            <translation>%1〜%2人</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="136" />
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="137" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="138" />
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
            <location filename="../farmhouse/app/main_window.py" line="161" />
            <source>No recent games</source>
            <translation>最近のゲームはありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="165" />
            <source>Clear list</source>
            <translation>リストを消去</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="169" />
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="170" />
            <source>&amp;New…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="171" />
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="172" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="173" />
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="174" />
            <source>&amp;Recent games</source>
            <translation>最近のゲーム(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="175" />
            <source>&amp;Result…</source>
            <translation>結果(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="176" />
            <source>&amp;Back to start</source>
            <translation>スタート画面へ(&amp;B)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="177" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="178" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="179" />
            <source>&amp;Full screen</source>
            <translation>全画面表示(&amp;F)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="180" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="181" />
            <source>AI &amp;speed</source>
            <translation>CPUの速さ(&amp;S)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="183" />
            <source>Slow</source>
            <translation>ゆっくり</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="184" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="185" />
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="186" />
            <source>Instant</source>
            <translation>即時</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="190" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="191" />
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="192" />
            <source>&amp;About Farmhouse</source>
            <translation>Farmhouse について(&amp;A)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="229" />
            <source>The computer player failed</source>
            <translation>CPU プレイヤーでエラーが起きました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="230" />
            <source>The AI could not choose a move: %1</source>
            <translation>CPU が手を選べませんでした：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="274" />
            <source>Open saved game</source>
            <translation>保存したゲームを開く</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="285" />
            <source>Cannot open saved game</source>
            <translation>保存したゲームを開けません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="286" />
            <source>“%1” cannot be opened: %2.</source>
            <translation>「%1」を開けません：%2。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="329" />
            <source>Save game</source>
            <translation>ゲームを保存</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="343" />
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="344" />
            <source>The game could not be saved to “%1”: %2</source>
            <translation>ゲームを「%1」に保存できませんでした：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="351" />
            <source>Saved to %1</source>
            <translation>%1 に保存しました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="355" />
            <source>Farmhouse games (*%1)</source>
            <translation>Farmhouse のゲーム (*%1)</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="373" />
            <source>Autosave failed</source>
            <translation>自動保存に失敗しました</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="375" />
            <source>The game could not be autosaved in “%1”: %2

The game goes on, but it is not saved after each move. Use Game → Save As… to keep it.</source>
            <translation>ゲームを「%1」に自動保存できませんでした：%2

ゲームはこのまま続きますが、1手ごとの保存は行われません。残しておくには「ゲーム」→「名前を付けて保存…」を使ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="420" />
            <source>The translation for %1 is not available.</source>
            <translation>%1 の翻訳を利用できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="462" />
            <source>About Farmhouse</source>
            <translation>Farmhouse について</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="464" />
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
            <location filename="../farmhouse/app/controller.py" line="234" />
            <source>Autosave failed: %1</source>
            <translation>自動保存に失敗しました：%1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="285" />
            <source>Player %1</source>
            <translation>プレイヤー %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="316" />
            <source>New game: %1</source>
            <translation>新しいゲーム：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="317" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="318" />
            <source>Number of players:</source>
            <translation>プレイ人数：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="322" />
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="336" />
            <source>Choose the deal (seed)</source>
            <translation>配りを指定する（シード）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="339" />
            <source>The same seed and moves replay the same game. Leave it unticked for a deal nobody knows.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。誰も知らない配りで遊ぶなら、チェックを外したままにしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="343" />
            <source>Seed:</source>
            <translation>シード：</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="344" />
            <source>The same seed and moves replay the same game.</source>
            <translation>同じシードと同じ手順で、同じゲームが再現されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="345" />
            <source>New seed</source>
            <translation>新しいシード</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="346" />
            <source>Start game</source>
            <translation>ゲーム開始</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="347" />
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
            <location filename="../farmhouse/app/start_page.py" line="332" />
            <source>the file is not a saved game (not JSON)</source>
            <translation>このファイルは保存データではありません（JSON ではありません）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="350" />
            <source>the file is not a Farmhouse saved game</source>
            <translation>このファイルは Farmhouse の保存データではありません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="352" />
            <source>the moves do not lead to the saved position (the file was changed or damaged)</source>
            <translation>記録された手順が保存時の局面と一致しません（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="357" />
            <source>the game in this file is not available</source>
            <translation>このファイルのゲームは利用できません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="359" />
            <source>the file contains a move that is not allowed</source>
            <translation>ファイルに不正な手が含まれています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="363" />
            <source>the file was saved by a newer version of Farmhouse</source>
            <translation>このファイルは新しいバージョンの Farmhouse で保存されています</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="367" />
            <source>the file cannot be read</source>
            <translation>ファイルを読み込めません</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="368" />
            <source>unknown problem (%1)</source>
            <translation>不明な問題（%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="334" />
            <source>the saved game is damaged or incomplete</source>
            <translation>この保存データは壊れているか、不完全です</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="336" />
            <source>the file is too large to be a saved game</source>
            <translation>このファイルは保存データとしては大きすぎます</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="340" />
            <source>the saved game holds a value that is not allowed (the file was changed or damaged)</source>
            <translation>保存データに使えない値が含まれています（ファイルが変更されたか壊れています）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="345" />
            <source>a computer player in the file has a level this version of Farmhouse does not know</source>
            <translation>このファイルの CPU プレイヤーの強さは、このバージョンの Farmhouse にはありません</translation>
        </message>
    </context>
    <context>
        <name>SavedGameCounts</name>
        <message numerus="yes">
            <location filename="../farmhouse/app/start_page.py" line="272" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="213" />
            <source>Continue: %1</source>
            <translation>続きから：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="216" />
            <source>Continue</source>
            <translation>続きから</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="225" />
            <source>⚠ %1 — damaged file: %2</source>
            <translation>⚠ %1 — 壊れたファイル：%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="238" />
            <source>No saved games yet. Start a new game above!</source>
            <translation>保存したゲームはまだありません。上から新しいゲームを始めましょう！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="253" />
            <source>Animal board games for friends, family and the computer</source>
            <translation>友だちや家族、CPUと遊べる動物ボードゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="254" />
            <source>Your games</source>
            <translation>あなたのゲーム</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="255" />
            <source>Load…</source>
            <translation>読み込み…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/start_page.py" line="292" />
            <source>finished</source>
            <translation>終了</translation>
        </message>
    </context>
    <context>
        <name>_SeatRow</name>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="106" />
            <source>Human</source>
            <extracomment>Longest seat name the dialog accepts (characters).</extracomment>
            <translation>人間</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/new_game.py" line="107" />
            <source>AI</source>
            <translation>CPU</translation>
        </message>
    </context>
    <context>
        <name>ByeByeBlackSheep</name>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="19" />
            <source>Bye-Bye Black Sheep</source>
            <translation>バイバイブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/bye_bye_black_sheep/ui.py" line="25" />
            <source>Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn.</source>
            <translation>ライバルの手札からカードを引いて動物園を充実させよう。でも黒ヒツジを引いたら手番終了。</translation>
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
            <location filename="../farmhouse/games/el_gaucho/ui.py" line="24" />
            <source>Pick dice to send your gauchos after cattle and sell the finest herds.</source>
            <translation>ダイスを選んでガウチョを牛のもとへ送り、最高の群れを売ろう。</translation>
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
            <translation>席 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="55" />
            <source>black</source>
            <comment>sheep colour</comment>
            <translation>黒</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="56" />
            <source>blue</source>
            <comment>sheep colour</comment>
            <translation>青</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="57" />
            <source>red</source>
            <comment>sheep colour</comment>
            <translation>赤</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="58" />
            <source>yellow</source>
            <comment>sheep colour</comment>
            <translation>黄</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="66" />
            <source>village</source>
            <translation>村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="67" />
            <source>forest</source>
            <translation>森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="68" />
            <source>black meadow</source>
            <translation>黒の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="69" />
            <source>blue meadow</source>
            <translation>青の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="70" />
            <source>red meadow</source>
            <translation>赤の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="71" />
            <source>yellow meadow</source>
            <translation>黄の牧草地</translation>
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
            <translation>%1と%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="96" />
            <source>a %1 meadow</source>
            <translation>%1の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="98" />
            <source>a %1 meadow with forest</source>
            <translation>%1の牧草地と森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="100" />
            <source>a %1 meadow with village</source>
            <translation>%1の牧草地と村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="102" />
            <source>a %1 and %2 meadow</source>
            <translation>%1と%2の牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="104" />
            <source>a village</source>
            <translation>村</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="105" />
            <source>a forest</source>
            <translation>森</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a wolf</source>
            <translation>オオカミ1枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a hunter</source>
            <translation>狩人1枚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="110" />
            <source>a landscape tile</source>
            <translation>風景タイル1枚</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="122" />
            <source>%n landscape tile(s)</source>
            <translation>
                <numerusform>風景タイル%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 1st</source>
            <translation>1番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 2nd</source>
            <translation>2番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 3rd</source>
            <translation>3番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="129" />
            <source>quit 4th</source>
            <translation>4番目に降りた</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="151" />
            <source>%1 lays a %2 meadow.</source>
            <translation>%1が%2の牧草地を置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="153" />
            <source>%1 lays a %2 meadow with forest.</source>
            <translation>%1が%2の牧草地と森のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="155" />
            <source>%1 lays a %2 meadow with village.</source>
            <translation>%1が%2の牧草地と村のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="157" />
            <source>%1 lays a tile with %2 and %3 meadows.</source>
            <translation>%1が%2と%3の牧草地のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="159" />
            <source>%1 lays a village.</source>
            <translation>%1が村のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="160" />
            <source>%1 lays a forest.</source>
            <translation>%1が森のタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="165" />
            <source>%1's wolf pounces on the hunter.</source>
            <translation>%1のオオカミが狩人に襲いかかりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="166" />
            <source>%1 sets a wolf loose in the forest.</source>
            <translation>%1が森にオオカミを放ちました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="171" />
            <source>Bang! %1's hunter chases the wolf away.</source>
            <translation>バン！%1の狩人がオオカミを追い払いました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="172" />
            <source>%1 sends a hunter into the forest.</source>
            <translation>%1が森に狩人を送り込みました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="177" />
            <source>The hunter leaves the game.</source>
            <translation>狩人がゲームから取り除かれました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="178" />
            <source>The wolf leaves the game.</source>
            <translation>オオカミがゲームから取り除かれました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="189" />
            <source>%1 draws the last %n tile(s) from the bag.</source>
            <translation>
                <numerusform>%1が袋から最後のタイル%n枚を引きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="190" />
            <source>%1 draws %n tile(s).</source>
            <translation>
                <numerusform>%1がタイルを%n枚引きました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="196" />
            <source>%1 gains an extra placement for revealing.</source>
            <translation>%1は色を公開したので、もう1枚置けるようになりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="197" />
            <source>%1 gains %n extra placement(s).</source>
            <translation>
                <numerusform>%1は追加でタイルを%n枚置けるようになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="205" />
            <source>A %1 field with %2 sheep is enclosed, but a wolf spoils it.</source>
            <translation>羊%2頭の%1の牧草地が囲まれましたが、オオカミに荒らされました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="207" />
            <source>A %1 field with %2 sheep is enclosed.</source>
            <translation>羊%2頭の%1の牧草地が囲まれました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="214" />
            <source>Two forests grow together: the wolves in them still prowl.</source>
            <translation>2つの森がつながり、森のオオカミはそのままうろつき続けることになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="216" />
            <source>Two forests grow together: the hunter now keeps the wolves at bay.</source>
            <translation>2つの森がつながりました。狩人がオオカミを抑えるようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="217" />
            <source>Two forests grow together: the wolf now prowls the whole forest.</source>
            <translation>2つの森がつながりました。オオカミが森全体をうろつくようになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="224" />
            <source>%1 quits; no bonus is left.</source>
            <translation>%1が降りました。ボーナスはもう残っていませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="226" />
            <source>%1 is the first to quit and earns +%2.</source>
            <translation>%1が最初に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="227" />
            <source>%1 is the second to quit and earns +%2.</source>
            <translation>%1が2番目に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="228" />
            <source>%1 is the third to quit and earns +%2.</source>
            <translation>%1が3番目に降り、+%2点を得ました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="235" />
            <source>%1 plays on alone.</source>
            <translation>%1だけが残ったので、一人で手番を続けることになりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="241" />
            <source>The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>他のプレイヤーは%1のタイルに、オオカミ、狩人、色の公開、降りることで応じられるようになりました。</translation>
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
            <translation>全員の色が公開されました：%1。%2は誰の色でもありませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="256" />
            <source>The colours are revealed: %1.</source>
            <translation>全員の色が公開されました：%1。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="261" />
            <source>%1 scores %n point(s): %2 from fields, %3 quit bonus.</source>
            <translation>
                <numerusform>%1は牧草地%2点、降りたボーナス%3点で、合計%n点を得ました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="276" />
            <source>Everyone has quit. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>全員が降りました。%1が%n点で勝ちました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="278" />
            <source>Nobody can lay a tile any more. %1 wins with %n point(s).</source>
            <translation>
                <numerusform>誰もタイルを置けなくなりました。%1が%n点で勝ちました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="282" />
            <source>Everyone has quit. The win is shared by %1.</source>
            <translation>全員が降りました。%1が同点で勝ちました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="283" />
            <source>Nobody can lay a tile any more. The win is shared by %1.</source>
            <translation>誰もタイルを置けなくなりました。%1が同点で勝ちました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="293" />
            <source>%1 reveals their colour, %2, and lays their shepherd tile.</source>
            <translation>%1が自分の色（%2）を公開し、羊飼いタイルを置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="297" />
            <source>You drew %1.</source>
            <comment>tiles</comment>
            <translation>あなたは%1を引きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="303" />
            <source>%1 touched two or more tiles and must lay one more at once.</source>
            <translation>%1はタイル2枚以上に接したので、すぐにもう1枚置かなければならなくなりました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="307" />
            <source>No tile fits: %1 must discard %n tile(s).</source>
            <translation>
                <numerusform>置けるタイルがないので、%1はタイルを%n枚捨てることになりました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="310" />
            <source>You discard %1.</source>
            <translation>あなたは%1を捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="311" />
            <source>%1 discards a tile.</source>
            <translation>%1がタイルを1枚捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="313" />
            <source>%1 lays no tile this turn.</source>
            <translation>%1はこの手番にタイルを置きませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="319" />
            <source>%1 lets it pass.</source>
            <translation>%1は応じませんでした。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="353" />
            <source>the %1 side needs %2, not %3</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``). Event keys the log deliberately leaves out (bookkeeping that another line already says).</extracomment>
            <translation>%1側は%2でなければならず、%3ではいけません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="360" />
            <source>It does not fit here: %1.</source>
            <translation>ここには置けません：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="365" />
            <source>The game is over.</source>
            <comment>refusal</comment>
            <translation>ゲームは終わりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="366" />
            <source>It is not your turn.</source>
            <comment>refusal</comment>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="367" />
            <source>That is not a Wooly Bully move.</source>
            <translation>それは『ウーリー・ブリー』の手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="368" />
            <source>That tile is not in your hand.</source>
            <translation>そのタイルは手札にありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="369" />
            <source>There is no such tile.</source>
            <translation>そのようなタイルはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="370" />
            <source>That side of the tile cannot be laid this way.</source>
            <translation>タイルのこの面はこのようには置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="372" />
            <source>A wolf or hunter goes down forest side up with its own button; its meadow side is laid like any tile.</source>
            <translation>オオカミや狩人を森の面で置くには専用のボタンを使います。牧草地の面は普通のタイルと同じように置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="375" />
            <source>The tile cannot be turned that way.</source>
            <translation>タイルはそのように回転できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="376" />
            <source>That place is already taken.</source>
            <translation>その場所にはすでにタイルがあります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="377" />
            <source>A tile must touch a tile already in the landscape.</source>
            <translation>タイルはすでに置かれたタイルに接していなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="379" />
            <source>You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, reveal or quit.</source>
            <translation>この手番に置けるタイルはもうありません。手番を終えるか、オオカミ、狩人、色の公開、降りるのいずれかを行ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="383" />
            <source>One of your landscape tiles fits, so you must lay a tile first.</source>
            <translation>置ける風景タイルがあるので、先にタイルを置かなければなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="385" />
            <source>That tile is not a wolf.</source>
            <translation>そのタイルはオオカミではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="386" />
            <source>That tile is not a hunter.</source>
            <translation>そのタイルは狩人ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="388" />
            <source>A wolf cannot go into a forest where a hunter is already waiting.</source>
            <translation>狩人がいる森にはオオカミを置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="391" />
            <source>A wolf prowls that forest: lay the hunter right on the wolf instead.</source>
            <translation>その森にはオオカミがいます。狩人はオオカミの上に直接置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="393" />
            <source>This wolf is already kept at bay by a hunter.</source>
            <translation>このオオカミはすでに狩人に抑えられています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="394" />
            <source>A wolf may not be laid on a hunter in this game.</source>
            <translation>このゲームではオオカミを狩人の上に置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="395" />
            <source>You have already revealed your colour.</source>
            <translation>あなたはすでに色を公開しています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="396" />
            <source>First lay the extra tile you owe.</source>
            <translation>先に、追加で置かなければならないタイルを置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="397" />
            <source>Nothing needs to be discarded now.</source>
            <translation>今は捨てる必要はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="398" />
            <source>There is nothing to answer now.</source>
            <translation>今は応じることはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="399" />
            <source>You are answering another player's tile: click Done.</source>
            <translation>他のプレイヤーのタイルに応じているところです。「完了」をクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="400" />
            <source>Start with 3 or 4 tiles in hand.</source>
            <translation>最初の手札は3枚か4枚にしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="402" />
            <source>“Extra placements instead of extra tiles” cannot be combined with “Lay one more after touching two or more”.</source>
            <translation>「追加で引く代わりに追加で置く」と「2枚以上に接したらもう1枚置く」は一緒に使えません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="418" />
            <source>First discard %n tile(s) from your hand.</source>
            <translation>
                <numerusform>先に手札からタイルを%n枚捨ててください。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="421" />
            <source>That move is not allowed now.</source>
            <translation>今はその手はできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="431" />
            <source>Tied on points: the larger enclosed field wins.</source>
            <translation>得点が同点：囲まれた牧草地が大きい方の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="432" />
            <source>Tied on points and field: whoever quit first wins.</source>
            <translation>得点も牧草地も同点：先に降りた方の勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="433" />
            <source>Tied on points, field and quitting: the win is shared.</source>
            <translation>得点、牧草地、降りた順がすべて同じ：勝利を分け合います。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="450" />
            <source>%1. %2 — %n point(s), winner</source>
            <translation>
                <numerusform>%1. %2 — %n点、勝者</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="452" />
            <source>%1. %2 — %n point(s)</source>
            <translation>
                <numerusform>%1. %2 — %n点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="470" />
            <source>Colour: %1 (revealed during the game)</source>
            <translation>色：%1（ゲーム中に公開）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="472" />
            <source>Colour: %1 (kept secret)</source>
            <translation>色：%1（最後まで秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="476" />
            <source>No enclosed field without a wolf: 0 points</source>
            <translation>オオカミのいない囲まれた牧草地なし：0点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="480" />
            <source>Enclosed fields: %1 = %2 sheep</source>
            <translation>囲まれた牧草地：%1 = 羊%2頭</translation>
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
            <translation>最大の囲まれた牧草地：羊%1頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="490" />
            <source>Other enclosed fields (not counted): %1</source>
            <translation>ほかの囲まれた牧草地（数えない）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="496" />
            <source>Spoiled by a wolf (sheep): %1</source>
            <translation>オオカミに荒らされた（羊の数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="499" />
            <source>Not enclosed (sheep): %1</source>
            <translation>囲まれていない（羊の数）：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="502" />
            <source>Did not quit: no bonus</source>
            <translation>降りなかった：ボーナスなし</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="505" />
            <source>Quit bonus: +%1 (%2)</source>
            <translation>降りたボーナス：+%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="507" />
            <source>Total: %1</source>
            <comment>score</comment>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="523" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="180" />
            <source>%1, +%2</source>
            <comment>quit place and bonus</comment>
            <translation>%1、+%2</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="526" />
            <source>%n tile(s) in hand</source>
            <translation>
                <numerusform>手札%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="530" />
            <source>colour: %1</source>
            <translation>色：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="532" />
            <source>revealed: %1</source>
            <translation>公開済み：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="534" />
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="185" />
            <source>passed</source>
            <translation>パス</translation>
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
            <translation>ウーリー・ブリー</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="549" />
            <source>Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves.</source>
            <translation>正方形のタイルを置いて、秘密の色の羊を最も大きな牧草地に囲い込みましょう。オオカミに気をつけて。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="557" />
            <source>Tiles in hand at the start</source>
            <translation>最初の手札の枚数</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="558" />
            <source>Answer other players' tiles (wolf, hunter, reveal, quit)</source>
            <translation>他のプレイヤーのタイルに応じる（オオカミ・狩人・色の公開・降りる）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="559" />
            <source>A hunter guards the whole forest</source>
            <translation>狩人が森全体を守る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="560" />
            <source>Score every enclosed field</source>
            <translation>囲まれた牧草地をすべて数える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="561" />
            <source>A wolf may pounce on a hunter</source>
            <translation>オオカミが狩人を襲える</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="562" />
            <source>Extra placements instead of extra tiles</source>
            <translation>追加で引く代わりに追加で置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="563" />
            <source>Lay one more after touching two or more</source>
            <translation>2枚以上に接したらもう1枚置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="572" />
            <source>How many tiles each player draws at the start: 4 in the published rules, 3 for a tighter game.</source>
            <translation>各プレイヤーが最初に引くタイルの枚数です。出版されたルールでは4枚、3枚にするとより厳しいゲームになります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="576" />
            <source>After every tile laid, each other player in turn may play a wolf or a hunter, reveal their colour or quit before the turn goes on, as the original rules allow at any moment. Off: only on your own turn.</source>
            <translation>タイルが置かれるたびに、他のプレイヤーは順番に、オオカミや狩人を使う、色を公開する、降りることができ、それから手番が続きます。元のルールではいつでもできることです。オフ：自分の手番のみ。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="581" />
            <source>When forests grow together, a hunter anywhere in the forest stops all its wolves (the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on it.</source>
            <translation>森がつながったとき、森のどこかにいる狩人がすべてのオオカミを抑えます（英語版のルールブック）。オフ：狩人がオオカミの上に直接置かれるまで、オオカミは荒らし続けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="586" />
            <source>Count the sheep of all your enclosed fields without wolves, not only the best one.</source>
            <translation>一番大きいものだけでなく、オオカミのいない囲まれた牧草地すべての羊を数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="589" />
            <source>A wolf may also be laid on a hunter, which then leaves the game.</source>
            <translation>オオカミを狩人の上に置くこともでき、その狩人はゲームから取り除かれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="592" />
            <source>Every tile laid draws just one tile, but a tile that touches several tiles gives you one more placement for each tile it touches beyond the first.</source>
            <translation>タイルを置くたびに引くのは1枚だけですが、複数のタイルに接したら、最初の1枚を超えて接した枚数だけ追加で置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="596" />
            <source>After a tile that touches two or more tiles, and its draws, you must lay one more tile at once; it draws nothing. If none fits, discard down to your starting hand size.</source>
            <translation>2枚以上のタイルに接するタイルを置いて引いた後、すぐにもう1枚置かなければなりません。そのタイルでは引きません。置けなければ、最初の手札の枚数まで捨てます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="638" />
            <source>This game: %n tile(s).</source>
            <translation>
                <numerusform>このゲーム：%n枚。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: on.</source>
            <translation>出版されたルール：オン。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="640" />
            <source>The published rules: off.</source>
            <translation>出版されたルール：オフ。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>On in this game.</source>
            <translation>このゲーム：オン。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="642" />
            <source>Off in this game.</source>
            <translation>このゲーム：オフ。</translation>
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
            <translation>ゲームの目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="695" />
            <source>Together you lay one growing landscape of square tiles: villages, forests and fenced meadows with sheep of four colours. Each player secretly owns one colour and wants the biggest enclosed field of it, safe from wolves.</source>
            <translation>みんなで正方形のタイルを置いて、村、森、柵で区切られた4色の羊がいる牧草地からなる一つの風景を広げていきます。各プレイヤーは秘密の色を一つ持ち、その色の最も大きな囲まれた牧草地を、オオカミから守って作ることを目指します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="704" />
            <source>Each colour has its own tint and symbol: black a crescent moon, blue a drop, red a heart, yellow a sun.</source>
            <translation>色ごとに色合いと記号があります。黒は三日月、青はしずく、赤はハート、黄は太陽です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="710" />
            <source>The tiles</source>
            <translation>タイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="713" />
            <source>Every tile has two faces. A face shows meadows of a colour with their sheep, forests and villages; fences separate them. You may lay either face up and turn the tile any way.</source>
            <translation>タイルには両面があります。面には、ある色の牧草地と羊、森、村が描かれ、柵で区切られています。どちらの面を上にしても、どの向きに回転して置いてもかまいません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="718" />
            <source>The two faces of one tile</source>
            <translation>1枚のタイルの両面</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="719" />
            <source>One face turned four ways</source>
            <translation>一つの面の4通りの向き</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="722" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="725" />
            <source>The Village Square lies in the middle. Each player is dealt a shepherd tile face down: its colour is your secret colour, shown only to you at the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 hunters.</source>
            <translation>村の広場を中央に置きます。各プレイヤーには羊飼いタイルが裏向きで配られます。その色があなたの秘密の色で、画面の上部にあなたにだけ表示されます。袋には風景タイル60枚、オオカミ4枚、狩人4枚が入っています。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="731" />
            <source>Everybody draws %n tile(s) from the bag.</source>
            <translation>
                <numerusform>全員が袋からタイルを%n枚引きます。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="732" />
            <source>The Village Square and a shepherd tile face down</source>
            <translation>村の広場と裏向きの羊飼いタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="735" />
            <source>Your turn</source>
            <translation>あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="738" />
            <source>Lay one tile from your hand next to the landscape. It must touch at least one tile, and every side it touches must match: village to village, forest to forest, meadow to meadow of the same colour. Then draw one tile for each tile it touches, so up to four.</source>
            <translation>手札からタイルを1枚、風景の隣に置きます。少なくとも1枚のタイルに接し、接する辺はすべて合っていなければなりません。村には村、森には森、牧草地には同じ色の牧草地です。その後、接したタイル1枚につき1枚、最大4枚を引きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="744" />
            <source>A tile that fits beside the Village Square</source>
            <translation>村の広場の隣に置けるタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="747" />
            <source>The first tile must meet the Village Square with its village. If none of your landscape tiles fits anywhere, you may end your turn without laying one and draw nothing. The meadow side of a wolf or hunter tile may be laid like any tile.</source>
            <translation>最初のタイルは、村の部分で村の広場に接しなければなりません。置ける風景タイルが1枚もなければ、置かずに手番を終えてもよく、その場合は引きません。オオカミや狩人のタイルの牧草地の面は、普通のタイルと同じように置けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="755" />
            <source>Fields</source>
            <translation>牧草地</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="758" />
            <source>Meadows of one colour that meet across tiles form a field. A field is enclosed when none of its meadow edges is open: fences, forests, villages and other tiles close it on every side. Holes in the landscape are allowed. Enclosed fields are outlined on the board with their sheep count.</source>
            <translation>タイルをまたいでつながった同じ色の牧草地は一つの牧草地になります。牧草地の縁がどこも開いておらず、柵、森、村、ほかのタイルで四方を閉じられると、囲まれた牧草地になります。風景に穴があってもかまいません。囲まれた牧草地は画面上で縁取られ、羊の数が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="764" />
            <source>Four meadow corners enclose a field of 4 sheep</source>
            <translation>四つの牧草地の角が羊4頭の牧草地を囲む</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="767" />
            <source>Wolves and hunters</source>
            <translation>オオカミと狩人</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="768" />
            <source>Wolf, hunter, a meadow back and a shepherd tile</source>
            <translation>オオカミ、狩人、牧草地の裏面、羊飼いタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="771" />
            <source>On your turn you may lay a wolf forest side up where every side it touches is forest. Every field that borders its forest scores nothing. A wolf may not join a forest that holds a hunter.</source>
            <translation>自分の手番に、接する辺がすべて森である場所に、オオカミを森の面で置けます。その森に接する牧草地は得点になりません。狩人のいる森にオオカミは加われません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="778" />
            <source>A hunter goes forest side up into a forest without a prowling wolf, and then no wolf may enter that forest. Or lay it right on a wolf: bang, the wolf leaves the game. Wolves and hunters draw tiles like any tile.</source>
            <translation>狩人は森の面で、オオカミのいない森に置けます。その後、その森にはオオカミを置けません。または、狩人をオオカミの上に直接置くと、バン！オオカミはゲームから取り除かれます。オオカミや狩人を置いたときも、普通のタイルと同じように引きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="785" />
            <source>In this game, when forests grow together, a hunter anywhere in the forest stops its wolves.</source>
            <translation>このゲームでは、森がつながったとき、森のどこかにいる狩人がその森のオオカミを抑えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="790" />
            <source>In this game a wolf keeps spoiling when its forest grows together with a hunter's: only a hunter laid on the wolf stops it.</source>
            <translation>このゲームでは、オオカミの森が狩人の森とつながっても、オオカミは荒らし続けます。止められるのはオオカミの上に直接置いた狩人だけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="796" />
            <source>Revealing your colour</source>
            <translation>色を公開する</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="799" />
            <source>Once per game, on your turn, you may reveal your colour: lay your shepherd tile, a meadow of your colour with 4 sheep, where it fits, and draw as usual. Then you may lay one extra tile this turn, so a turn can bring three tiles down. Revealing is never required.</source>
            <translation>1ゲームに1回、自分の手番に色を公開できます。羊飼いタイル（あなたの色で羊4頭の牧草地）を置ける場所に置き、いつも通り引きます。その後、この手番にもう1枚置けるので、1回の手番で3枚置けることもあります。公開は義務ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="807" />
            <source>Quitting</source>
            <translation>降りる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="810" />
            <source>On your turn you may quit the game. The first to quit earns 6 points, the second 3 and the third 1 (with fewer players, fewer bonuses); the last player earns none. Your fields still count, but you take no more turns. When everyone else has quit, the last player plays on alone.</source>
            <translation>自分の手番にゲームから降りられます。最初に降りたプレイヤーは6点、2番目は3点、3番目は1点を得ます（人数が少ないとボーナスも少なくなります）。最後まで残ったプレイヤーはボーナスなしです。牧草地は得点になりますが、もう手番はありません。他の全員が降りたら、最後のプレイヤーは一人で続けます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="818" />
            <source>In this game the others may also answer each tile laid at once, one after another, with a wolf, a hunter, a reveal or by quitting.</source>
            <translation>このゲームでは、タイルが置かれるたびに、他のプレイヤーも順番にすぐ、オオカミ、狩人、色の公開、降りることで応じられます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="826" />
            <source>The end</source>
            <translation>ゲームの終わり</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="829" />
            <source>The game ends when everyone has quit, or when every player still in the game has, one after another, ended a turn without laying a tile.</source>
            <translation>全員が降りたとき、またはゲームに残っている全員が続けてタイルを置かずに手番を終えたとき、ゲームは終わります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="835" />
            <source>Scoring</source>
            <translation>得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="838" />
            <source>All colours are revealed. You score the sheep of your enclosed fields of your colour that border no forest with a prowling wolf, plus your quit bonus. Colours nobody holds score for nobody.</source>
            <translation>全員の色が公開されます。あなたの色の囲まれた牧草地のうち、オオカミのいる森に接していないものの羊の数に、降りたボーナスを加えたものが得点です。誰の色でもない色は得点になりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="844" />
            <source>In this game every such field counts.</source>
            <translation>このゲームでは、そのような牧草地をすべて数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="846" />
            <source>Only your best such field counts.</source>
            <translation>そのような牧草地のうち、一番大きいものだけを数えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="850" />
            <source>The highest total wins. On a tie the larger field wins, then whoever quit first; otherwise the win is shared.</source>
            <translation>合計が最も高いプレイヤーの勝ちです。同点なら牧草地が大きい方、それでも同じなら先に降りた方の勝ちで、それでも決まらなければ勝利を分け合います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="855" />
            <source>Options</source>
            <translation>オプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="857" />
            <source>Playing with the mouse</source>
            <translation>マウスで遊ぶ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="861" />
            <source>Click a tile in your hand at the bottom. It follows the pointer over the landscape; places where it fits light up (dashed: it fits when turned).</source>
            <translation>下の手札のタイルをクリックします。タイルはポインターについて風景の上を動き、置ける場所が光ります（破線：回転すれば置ける）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="868" />
            <source>Turn it with a right click, Ctrl + wheel or the Rotate button, flip it with the Flip button, and click a lit place to lay it. A place where it does not fit says which side does not match.</source>
            <translation>右クリック、Ctrl + ホイール、または「回転」ボタンで回転し、「裏返す」ボタンで裏返して、光っている場所をクリックして置きます。置けない場所では、どの辺が合わないかが表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="875" />
            <source>The buttons beside your hand reveal, play a wolf or a hunter, end the turn or quit. Drag the table to move it, turn the wheel to zoom, and Fit shows the whole landscape.</source>
            <translation>手札の横のボタンで、色の公開、オオカミや狩人、手番の終了、降りるを行います。テーブルをドラッグすると動かせ、ホイールで拡大縮小、「全体」で風景全体を表示します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="882" />
            <source>Enclosed fields are outlined with their sheep count. A prowling wolf's forest is dashed red, and the fields it spoils are hatched.</source>
            <translation>囲まれた牧草地は縁取られ、羊の数が表示されます。オオカミのいる森は赤い破線で、荒らされる牧草地は斜線で示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="888" />
            <source>Tiles laid since your last move carry the symbol of the player who laid them; the newest is framed in gold.</source>
            <translation>前回のあなたの手の後に置かれたタイルには置いたプレイヤーの記号が付き、一番新しいタイルは金色の枠で囲まれます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="895" />
            <source>Playing with the keyboard</source>
            <translation>キーボードで遊ぶ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="897" />
            <source>1–9: choose a tile of your hand; Esc: put it back.</source>
            <translation>1～9：手札のタイルを選ぶ、Esc：戻す。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="898" />
            <source>R: turn clockwise, Shift + R: turn back; F: flip.</source>
            <translation>R：時計回りに回転、Shift + R：反対に回転、F：裏返す。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="901" />
            <source>Arrow keys: move the tile one place; Tab: jump to the next place where it fits.</source>
            <translation>矢印キー：タイルを1マス動かす、Tab：次の置ける場所へ移る。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="904" />
            <source>Enter or Space: lay it there.</source>
            <translation>Enter またはスペース：そこに置く。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="905" />
            <source>V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.</source>
            <translation>V：色を公開、W：オオカミ、H：狩人、E：手番を終える、Q：降りる。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/texts.py" line="908" />
            <source>+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen.</source>
            <translation>+ と −：拡大縮小、0：風景全体を表示。タイルを選んでいないときは、矢印キーで表示を動かします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="152" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="189" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="206" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="504" />
            <source>Choose a tile from your hand first (keys 1–9).</source>
            <translation>まず手札からタイルを選んでください（1～9キー）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="235" />
            <source>Waiting for %1…</source>
            <comment>hint</comment>
            <translation>%1さんを待っています…</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="239" />
            <source>Quit for %n point(s)? Press Q again or Enter; Esc cancels.</source>
            <translation>
                <numerusform>%n点を得て降りますか？もう一度 Q か Enter を押してください。Esc で取り消します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="246" />
            <source>No tile fits: click %n tile(s) of your hand to discard.</source>
            <translation>
                <numerusform>置けるタイルがありません。捨てる手札のタイルを%n枚クリックしてください。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="251" />
            <source>Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).</source>
            <translation>オオカミ、狩人、色の公開、降りるで応じるか、「完了」（E）をクリックしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="254" />
            <source>You touched two or more tiles: lay one more now (keys 1–9).</source>
            <translation>タイル2枚以上に接しました。今すぐもう1枚置いてください（1～9キー）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="256" />
            <source>Choose a tile from your hand (keys 1–9), then a lit place.</source>
            <translation>手札からタイルを選び（1～9キー）、光っている場所を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="259" />
            <source>None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.</source>
            <translation>置けるタイルがありません。手番を終えるか（E）、オオカミ、狩人、色の公開を行ってください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="261" />
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="269" />
            <source>All your tiles for this turn are laid: end your turn (E).</source>
            <translation>この手番のタイルはすべて置きました。手番を終えてください（E）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="263" />
            <source>Lay the wolf on a lit forest place. Esc puts it back.</source>
            <translation>オオカミを光っている森の場所に置いてください。Esc で戻します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="265" />
            <source>Lay the hunter on a lit place, or right on a prowling wolf.</source>
            <translation>狩人を光っている場所か、うろついているオオカミの上に置いてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="267" />
            <source>Lay your shepherd tile on a lit place to reveal your colour.</source>
            <translation>羊飼いタイルを光っている場所に置いて、色を公開してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="271" />
            <source>This face fits nowhere: flip it (F) or choose another tile.</source>
            <translation>この面はどこにも置けません。裏返す（F）か、別のタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/highlights.py" line="272" />
            <source>Click a lit place to lay it. R or right click turns it, F flips it.</source>
            <translation>光っている場所をクリックして置きます。R か右クリックで回転、F で裏返します。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="86" />
            <source>Game over: %1 wins with %n point(s)</source>
            <extracomment>Smallest font of anything a player must read (pixels).</extracomment>
            <translation>
                <numerusform>ゲーム終了：%1さんが%n点で勝ち</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="89" />
            <source>Game over: a shared win</source>
            <translation>ゲーム終了：勝利を分け合いました</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="94" />
            <source>▶ Your answer to %1's tile</source>
            <translation>▶ %1さんのタイルに応じる番</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="97" />
            <source>▶ Your turn: discard %n tile(s)</source>
            <translation>
                <numerusform>▶ あなたの手番：タイルを%n枚捨てる</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="99" />
            <source>▶ Your turn: lay one more tile now</source>
            <translation>▶ あなたの手番：今すぐもう1枚置く</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="103" />
            <source>▶ Your turn: all your tiles are laid</source>
            <translation>▶ あなたの手番：タイルはすべて置いた</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="104" />
            <source>▶ Your turn: %n tile(s) to lay</source>
            <translation>
                <numerusform>▶ あなたの手番：あと%n枚置く</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="107" />
            <source>%1 may answer %2's tile</source>
            <translation>%1さんが%2さんのタイルに応じる番</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="112" />
            <source>%1 is playing: %n tile(s) to lay</source>
            <translation>
                <numerusform>%1さんの手番：あと%n枚置く</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="139" />
            <source>Tiles left in the bag</source>
            <translation>袋に残っているタイル</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="154" />
            <source>Your sheep: %1 (revealed)</source>
            <translation>あなたの羊：%1（公開済み）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="155" />
            <source>Everybody knows your colour now.</source>
            <translation>今はみんながあなたの色を知っています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="157" />
            <source>Your sheep: %1 (secret)</source>
            <translation>あなたの羊：%1（秘密）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="158" />
            <source>Only you can see this: keep it secret.</source>
            <translation>あなたにだけ見えています。秘密にしてください。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="172" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="183" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="207" />
            <source>Your colour (only you see it)</source>
            <translation>あなたの色（あなたにだけ見えます）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="215" />
            <source>Colour still secret</source>
            <translation>色はまだ秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="235" />
            <source>Bag: %1</source>
            <translation>袋：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="268" />
            <source>Reveal (V)</source>
            <translation>色を公開（V）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="269" />
            <source>Wolf (W)</source>
            <translation>オオカミ（W）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="270" />
            <source>Hunter (H)</source>
            <translation>狩人（H）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>Done (E)</source>
            <translation>完了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="271" />
            <source>End turn (E)</source>
            <translation>手番終了（E）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="272" />
            <source>Quit (Q)</source>
            <translation>降りる（Q）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="276" />
            <source>Fit</source>
            <translation>全体</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="278" />
            <source>Zoom in (+)</source>
            <translation>拡大（+）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="279" />
            <source>Zoom out (−)</source>
            <translation>縮小（−）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="280" />
            <source>Show the whole landscape (0)</source>
            <translation>風景全体を表示（0）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="317" />
            <source>You have quit: your tiles are set aside.</source>
            <translation>あなたは降りました。手札は脇に置かれています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="319" />
            <source>Your hand is empty.</source>
            <translation>手札がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="333" />
            <source>Rotate (R)</source>
            <translation>回転（R）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="334" />
            <source>Flip (F)</source>
            <translation>裏返す（F）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="344" />
            <source>Quit now for a bonus of %n point(s)? You take no more turns.</source>
            <translation>
                <numerusform>今降りて%n点のボーナスを得ますか？その後は手番がありません。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="358" />
            <source>Quit (+%1)</source>
            <translation>降りる（+%1）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/hud.py" line="367" />
            <source>Cancel (Esc)</source>
            <translation>キャンセル（Esc）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="54" />
            <source>Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. Drag to move the view, wheel or + − to zoom, 0 to fit.</source>
            <translation>手札のタイルをクリックし、光っている場所をクリックします（1～9、矢印キーか Tab、Enter）。R か右クリックで回転、F で裏返します。V 色を公開、W オオカミ、H 狩人、E 手番を終える、Q 降りる。ドラッグで表示を動かし、ホイールか + − で拡大縮小、0 で全体を表示します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="135" />
            <source>You have no tile with that number.</source>
            <translation>その番号のタイルはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="180" />
            <source>This wolf fits nowhere now, and neither does its meadow side.</source>
            <translation>このオオカミは今どこにも置けず、牧草地の面も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="182" />
            <source>This hunter fits nowhere now, and neither does its meadow side.</source>
            <translation>この狩人は今どこにも置けず、牧草地の面も置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="183" />
            <source>This tile fits nowhere now, on either face. Try another one.</source>
            <translation>このタイルは今どちらの面でも置けません。別のタイルを選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="193" />
            <source>This tile looks the same every way round.</source>
            <translation>このタイルはどの向きでも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="209" />
            <source>Your shepherd tile is laid with its sheep showing.</source>
            <translation>羊飼いタイルは羊の描かれた面を上にして置きます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="270" />
            <source>Your shepherd tile fits nowhere yet: it needs a place where every side it touches is a meadow of your colour.</source>
            <translation>羊飼いタイルはまだどこにも置けません。接する辺がすべてあなたの色の牧草地である場所が必要です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="275" />
            <source>You hold no wolf.</source>
            <translation>オオカミを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="276" />
            <source>No forest has room for a wolf now.</source>
            <translation>今はオオカミを置ける森がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="279" />
            <source>You hold no hunter.</source>
            <translation>狩人を持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="280" />
            <source>No forest has room for a hunter now.</source>
            <translation>今は狩人を置ける森がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="283" />
            <source>You cannot quit now.</source>
            <translation>今は降りられません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="294" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="332" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="411" />
            <source>Please wait: it is not your turn.</source>
            <translation>お待ちください。あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="318" />
            <source>Turned so that it fits here: click again (or Enter) to lay it.</source>
            <translation>ここに置ける向きに回転しました。もう一度クリック（または Enter）で置きます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="336" />
            <source>First discard %n tile(s): click them in your hand.</source>
            <translation>
                <numerusform>先にタイルを%n枚捨ててください。手札のタイルをクリックします。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="343" />
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="415" />
            <source>Choose a tile from your hand first (keys 1–9), then a lit place.</source>
            <translation>まず手札からタイルを選び（1～9キー）、次に光っている場所を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="368" />
            <source>%1 Its other face fits here: press F to flip it.</source>
            <translation>%1裏の面ならここに置けます。F で裏返してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/input.py" line="522" />
            <source>This tile fits nowhere now.</source>
            <translation>このタイルは今どこにも置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="280" />
            <source>Enclosed %1 field: %2 sheep, spoiled by a wolf</source>
            <extracomment>Layer stacking in the scene.</extracomment>
            <translation>囲まれた%1の牧草地：羊%2頭、オオカミに荒らされている</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="293" />
            <source>Enclosed %1 field: %2 sheep</source>
            <translation>囲まれた%1の牧草地：羊%2頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="312" />
            <source>%1: %2 sheep</source>
            <comment>scored field</comment>
            <translation>%1さん：羊%2頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="313" />
            <source>%1 scores this %2 field: %3 sheep</source>
            <translation>%1さんはこの%2の牧草地で得点：羊%3頭</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/wooly_bully/board/layers.py" line="393" />
            <source>Laid by %1 since your last move</source>
            <translation>前回のあなたの手の後に%1さんが置いた</translation>
        </message>
    </context>
</TS>
