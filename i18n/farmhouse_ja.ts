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
