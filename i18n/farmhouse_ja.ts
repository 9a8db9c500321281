<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
            <translation>豚</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="38" />
            <source>sheep</source>
            <translation>羊</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="39" />
            <source>chicken</source>
            <translation>ニワトリ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="40" />
            <source>black sheep</source>
            <translation>黒ヒツジ</translation>
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
            <translation>5つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="58" />
            <source>four of a kind</source>
            <translation>4つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="59" />
            <source>full house (3+2)</source>
            <translation>3+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="60" />
            <source>three of a kind</source>
            <translation>3つ揃い</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="61" />
            <source>two pairs (2+2)</source>
            <translation>2+2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="62" />
            <source>one pair</source>
            <translation>ペア</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="63" />
            <source>all different</source>
            <translation>バラバラ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="76" />
            <source>red</source>
            <translation>赤</translation>
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
            <translation>青</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="84" />
            <source>Most %1 figures: %n point(s)</source>
            <translation>
                <numerusform>%1の動物コマ最多：%n点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="88" />
            <source>%1 + %2: %n point(s) per pair</source>
            <translation>
                <numerusform>%1＋%2：1組につき%n点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="92" />
            <source>All six black sheep: wins the game</source>
            <translation>黒ヒツジ6頭すべて：ゲームに勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="98" />
            <location filename="../farmhouse/games/black_sheep/board/__init__.py" line="110" />
            <source>Seat %1</source>
            <translation>席 %1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="114" />
            <source>%1 plays %2 to pasture %3.</source>
            <translation>%1 が牧草地 %3 に%2を出しました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="116" />
            <source>%1 discards %2.</source>
            <translation>%1 は%2を捨てました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="124" />
            <source>Pasture %1 scores: %2 wins %3 with %4.</source>
            <translation>牧草地 %1 の決着：%2 が%4で%3を獲得。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="127" />
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source> and </source>
            <translation>と</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="135" />
            <source>Searching for a figure for pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 の動物コマを探します：%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="137" />
            <source>Refilling pasture %1: %2 turned up.</source>
            <translation>牧草地 %1 を補充：%2をめくりました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="142" />
            <source>No figure can be found for pasture %1: the end is triggered.</source>
            <translation>牧草地 %1 に置ける動物コマが見つかりません：終盤に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="143" />
            <source>The supply has no figure for pasture %1: the end is triggered.</source>
            <translation>ストックに牧草地 %1 用の動物コマがありません：終盤に入ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="148" />
            <source>Pasture %1 is turned over: it is not refilled any more.</source>
            <translation>牧草地 %1 は裏返されました：もう補充されません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="149" />
            <source>Pasture %1 is turned over.</source>
            <translation>牧草地 %1 は裏返されました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="154" />
            <source>%1 won the pasture and plays next.</source>
            <translation>%1 が牧草地を獲得し、次の手番になります。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="164" />
            <source>Game over: %1 wins with %2 point(s).</source>
            <translation>
                <numerusform>ゲーム終了：%1 さんが%2点で勝利しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="166" />
            <source>Game over: a shared win for %1.</source>
            <translation>ゲーム終了：%1 の同点勝利。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="174" />
            <source>%1 completes their side of pasture %2 (completion number %3).</source>
            <translation>%1 が牧草地 %2 の自分の辺を完成させました（完成番号 %3）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="179" />
            <source>You drew %1.</source>
            <translation>%1 を引きました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="181" />
            <source>%1 draws %n card(s).</source>
            <translation>
                <numerusform>%1 はカードを%n枚引きました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="184" />
            <source>The discard pile is shuffled into a new deck of %1 cards.</source>
            <translation>捨て札を切り直して、%1枚の新しい山札にしました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="189" />
            <source>A %1 figure goes onto pasture %2.</source>
            <translation>%1の動物コマを牧草地 %2 に置きました。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="192" />
            <source>The %1 figure on pasture %2 goes back to the supply.</source>
            <translation>牧草地 %2 の%1の動物コマはストックに戻りました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="197" />
            <source>%n turned-up card(s) go to the discard pile.</source>
            <translation>
                <numerusform>めくったカード%n枚は捨て札へ。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="203" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 は出せるカードがないのでパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="204" />
            <source>Nobody can play any more: the game ends.</source>
            <translation>誰もカードを出せません：ゲーム終了です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="243" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="322" />
            <source>The game is over.</source>
            <extracomment>Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).</extracomment>
            <translation>ゲーム終了です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="244" />
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="245" />
            <source>That is not a Black Sheep move.</source>
            <translation>それはブラックシープの手ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="246" />
            <source>There is no such pasture.</source>
            <translation>その牧草地はありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="247" />
            <source>Pasture %(pasture)s is turned over and takes no cards.</source>
            <translation>牧草地 %(pasture)s は裏返されていて、カードを置けません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="248" />
            <source>Your side of pasture %(pasture)s already holds 3 cards.</source>
            <translation>牧草地 %(pasture)s のあなたの辺にはもう3枚あります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="250" />
            <source>Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play %(allowed)s card(s) there, not %(played)s.</source>
            <translation>牧草地 %(pasture)s のあなたの辺には%(on_side)s枚あります：そこに出せるのは%(allowed)s枚で、%(played)s枚ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="253" />
            <source>You do not hold %(cards)s.</source>
            <translation>%(cards)s を持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="254" />
            <source>You may discard only after playing a single card.</source>
            <translation>カードを捨てられるのは、1枚だけ出したときだけです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="255" />
            <source>You do not hold the %(card)s you want to discard.</source>
            <translation>捨てようとした%(card)sを持っていません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="256" />
            <source>You can play, so you may not pass.</source>
            <translation>出せるカードがあるので、パスできません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="265" />
            <source>That move is not allowed now.</source>
            <translation>今はその手は指せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="270" />
            <source> or </source>
            <translation>か</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="284" />
            <source>%1 passes</source>
            <translation>%1 はパス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="286" />
            <source>%1: %2 to pasture %3</source>
            <translation>%1：%2 を牧草地 %3 へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="289" />
            <source>, discards %1</source>
            <translation>、%1 を捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="296" />
            <source>tied on points: most figures wins</source>
            <translation>同点：動物コマが多い方の勝ち</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="297" />
            <source>tied on points and figures: the win is shared</source>
            <translation>得点も動物コマの数も同じ：同点勝利</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="299" />
            <source>all six black sheep win outright (task card “All six black sheep”)</source>
            <translation>黒ヒツジ6つすべてで即勝利（任務カード「黒ヒツジ6つすべて」）</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="318" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="321" />
            <source>(winner)</source>
            <translation>（勝者）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="342" />
            <source>%1: %2 = %3</source>
            <translation>%1：%2 = %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="349" />
            <source>No figures</source>
            <translation>動物コマなし</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="352" />
            <source>Figures: %1 point(s)</source>
            <translation>
                <numerusform>動物コマ：%1点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="354" />
            <source>Majority card (%1): +6</source>
            <translation>最多ボーナスカード（%1）：+6</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="356" />
            <source>Complete sets: %1 × 6 = +%2</source>
            <translation>全種セット：%1 × 6 = +%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="360" />
            <source>Task card “%1”: +%2</source>
            <translation>任務カード「%1」：+%2</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="362" />
            <source>(own secret task)</source>
            <translation>（自分の秘密任務）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="364" />
            <source>Total: %1</source>
            <translation>合計：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="373" />
            <source>Black Sheep</source>
            <translation>ブラックシープ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="379" />
            <source>Play animal cards to three pastures and win the best herds, but watch out for the black sheep.</source>
            <translation>3つの牧草地に動物カードを出して良い動物を集めよう。でも黒ヒツジには要注意。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="387" />
            <source>Task cards instead of bonus cards (variant)</source>
            <translation>ボーナスカードの代わりに任務カード（バリアント）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="388" />
            <source>Figure values hidden until the end</source>
            <translation>動物コマの点数は最後まで非公開</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="397" />
            <source>No bonus cards: six task cards are in play instead, some face up and one or two secret per player; at the end every player scores each task they meet. Farmhouse has its own set of twelve task cards (see Help → Rules).</source>
            <translation>ボーナスカードは使いません。代わりに任務カード6枚を使います（一部は公開、各プレイヤーに1～2枚の秘密任務）。終了時、各プレイヤーは条件を満たした任務ごとに得点します。Farmhouse は独自の任務カード12枚を使います（ヘルプ → ルール）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="402" />
            <source>Nobody may look at the values of their own figures before the end: the winner stays a surprise until the last pasture has scored.</source>
            <translation>終了まで、自分の動物コマの値も誰も見られません。最後の牧草地の得点計算まで勝者はわかりません。</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="414" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>動物コマ%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="418" />
            <source>%1 point(s) known</source>
            <translation>
                <numerusform>判明分 %1点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/games/black_sheep/texts.py" line="419" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手札%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="452" />
            <source>five of one animal</source>
            <extracomment>Example combinations for the rules (five animals each), best first, with Table 3.4's ids.</extracomment>
            <translation>同じ動物が5つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="453" />
            <source>four of one animal</source>
            <translation>同じ動物が4つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="454" />
            <source>three of one animal and two of another</source>
            <translation>同じ動物3つと別の動物2つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="455" />
            <source>three of one animal</source>
            <translation>同じ動物が3つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="456" />
            <source>two of one animal and two of another</source>
            <translation>同じ動物2つを2組</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="457" />
            <source>two of one animal</source>
            <translation>同じ動物が2つ</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="458" />
            <source>five different animals</source>
            <translation>5つとも違う動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="483" />
            <source>Bonus cards (the published rules)</source>
            <translation>ボーナスカード（公式ルール）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="489" />
            <source>This game: %1.</source>
            <translation>このゲーム：%1。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="492" />
            <source>Goal</source>
            <translation>目的</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="496" />
            <source>You are farmers herding animals from three shared pastures into your own corral. Every animal figure hides a value: +1 to +3 for ordinary animals, −1 to −3 for black sheep. Whoever has the most points at the end wins.</source>
            <translation>あなたたちは農場主です。3つの共有の牧草地から動物を自分の囲いへ連れて行きます。動物コマには隠れた値があります：普通の動物は +1～+3、黒ヒツジは −1～−3。終了時に得点の最も高い人が勝ちです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="502" />
            <source>The animals</source>
            <translation>動物</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="503" />
            <source>From highest to lowest rank (for cards and figures alike):</source>
            <translation>ランクの高い順（カードも動物コマも同じ）：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="512" />
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="517" />
            <source>Each of the three pastures (I, II, III) starts with two animal figures. The other figures wait in the supply: six of each animal, their values hidden underneath.</source>
            <translation>3つの牧草地（I、II、III）には、それぞれ動物コマが2つ置かれて始まります。残りの動物コマはストックで待機します：各動物6つずつ、値は底面に隠れています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="522" />
            <source>The deck holds 84 animal cards, 14 of each animal. Everybody gets three cards, and a random player starts.</source>
            <translation>山札は動物カード84枚（各動物14枚）です。各プレイヤーに3枚ずつ配り、ランダムに選ばれたプレイヤーから始めます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="526" />
            <source>Every player has a side on each pasture, the edge in their colour: on the board your own side is always the bottom edge.</source>
            <translation>各プレイヤーは、どの牧草地にも自分の色の辺を持っています。盤面では、自分の辺はいつも下の辺です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="532" />
            <source>Your turn</source>
            <translation>あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="538" />
            <source>&lt;b&gt;Play cards&lt;/b&gt; to your own side of one pasture. A side holds three cards: on an empty side play one or two cards, on a side with one card exactly two, on a side with two cards exactly one. A full side takes no more, and two cards always go to the same side.</source>
            <translation>&lt;b&gt;カードを出す&lt;/b&gt;：1つの牧草地の自分の辺に出します。辺にはカードが3枚まで置けます：空の辺には1枚か2枚、1枚ある辺にはちょうど2枚、2枚ある辺にはちょうど1枚。3枚そろった辺にはもう出せません。2枚出すときは必ず同じ辺に出します。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="544" />
            <source>&lt;b&gt;Discard&lt;/b&gt; (optional): if you played a single card, you may put one of your other two cards on the discard pile, never both.</source>
            <translation>&lt;b&gt;捨てる&lt;/b&gt;（任意）：1枚だけ出したときは、残り2枚のうち1枚を捨て札にしてもかまいません（2枚とも捨てることはできません）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="548" />
            <source>&lt;b&gt;Draw&lt;/b&gt; back up to three cards. When the deck runs out, the discard pile is shuffled into a new deck.</source>
            <translation>&lt;b&gt;引く&lt;/b&gt;：手札が3枚になるまで引きます。山札がなくなったら、捨て札を切り混ぜて新しい山札にします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="552" />
            <source>&lt;b&gt;Scoring&lt;/b&gt;: if every player's side of that pasture now holds three cards, the pasture scores (see below).</source>
            <translation>&lt;b&gt;得点計算&lt;/b&gt;：その牧草地の全員の辺にカードが3枚ずつそろったら、その牧草地の得点計算をします（下記）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="556" />
            <source>The next player clockwise plays; after a scoring, the winner of the pasture plays next.</source>
            <translation>次は時計回りで隣のプレイヤーの手番です。得点計算があったときは、その牧草地の勝者が次の手番を行います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="563" />
            <source>Cards on the sides stay face up until their pasture scores.</source>
            <translation>辺に出したカードは、その牧草地の得点計算まで表向きのままです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="564" />
            <source>If no side of yours can take a card, you pass: you play, discard and draw nothing.</source>
            <translation>自分の辺のどれにもカードを出せないときはパスします：出さず、捨てず、引きません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="571" />
            <source>Scoring a pasture</source>
            <translation>牧草地の得点計算</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="575" />
            <source>Each player's combination is five animals: the pasture's two figures plus the three cards on their side. The best combination wins, as in poker:</source>
            <translation>各プレイヤーの組み合わせは5つの動物です：牧草地の動物コマ2つと、自分の辺のカード3枚。ポーカーのように、最も強い組み合わせが勝ちます：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="596" />
            <source>Between two combinations of the same kind, the animals decide: first the biggest group (the four, the three, the higher pair), then the next group, then the single animals, each by rank from horse down to black sheep. Three horses and two black sheep beat three pigs and two chickens.</source>
            <translation>同じ種類の組み合わせどうしでは動物で決めます：まず一番大きいグループ（4つ、3つ、高いほうのペア）、次のグループ、最後に単独の動物を、馬から黒ヒツジまでのランクで比べます。馬3つと黒ヒツジ2つは、豚3つとニワトリ2つに勝ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="602" />
            <source>If two combinations are made of exactly the same animals, the side that was completed first wins: the small number beside each full side shows the order.</source>
            <translation>まったく同じ動物の組み合わせなら、先に完成した辺が勝ちます：完成した辺の横の小さな数字がその順番です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="607" />
            <source>The winner takes both figures into their corral. All cards on the pasture go to the discard pile, and two cards are turned up from the deck: the animals they show come from the supply onto the pasture. If the supply has none of one of them, cards are turned up one at a time until one shows an animal the supply still has.</source>
            <translation>勝者は動物コマ2つを自分の囲いに入れます。その牧草地のカードはすべて捨て札になり、山札から2枚めくります：描かれた動物のコマをストックから牧草地に置きます。そのうち1つの動物がストックにないときは、ストックにある動物が出るまで1枚ずつめくります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="616" />
            <source>The end of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="620" />
            <source>If the supply has no figure for either of the two cards turned up, that pasture is turned over: it takes no more cards. From then on every pasture that scores is turned over instead of refilled. The game ends when the last pasture has scored; cards and figures left over count for nobody.</source>
            <translation>めくった2枚のどちらの動物コマもストックにないときは、その牧草地を裏返します：もうカードは出せません。以後、得点計算をした牧草地は補充せずに裏返します。最後の牧草地の得点計算でゲームは終わります。残ったカードと動物コマは誰の得点にもなりません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="627" />
            <source>Final scoring</source>
            <translation>最終得点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="628" />
            <source>Add up the values of the figures in your corral; black sheep count negative.</source>
            <translation>自分の囲いの動物コマの値を合計します。黒ヒツジはマイナスです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="632" />
            <source>Add the points of every task card in play that you meet, whoever held it (see Task cards below). There are no bonus cards.</source>
            <translation>条件を満たした使用中の任務カードの得点を加えます（誰が持っていたかは関係ありません。下の「任務カード」を参照）。ボーナスカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="639" />
            <source>&lt;b&gt;Bonus cards&lt;/b&gt;, 6 points each. Most of an animal: whoever has strictly more figures of an animal than every other player (at least one) gets that animal's card; on a tie nobody gets it. Complete set: 6 points for each set of all six animals in your corral.</source>
            <translation>&lt;b&gt;ボーナスカード&lt;/b&gt;（各6点）。動物ごとの最多：ある動物のコマをほかの誰よりも多く（1つ以上）持つ人が、その動物のカードを得ます。同数なら誰も得ません。全種セット：囲いにある6種の動物のセット1組ごとに6点。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="647" />
            <source>The highest total wins. On a tie, the tied player with more figures wins; if that is equal too, they share the win.</source>
            <translation>合計の最も高い人が勝ちです。同点なら動物コマの多い人が勝ち、それも同じなら勝利を分け合います。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="654" />
            <source>&lt;b&gt;Most of an animal&lt;/b&gt; (six cards, one per animal): 5 points to every player with the most figures of that animal (at least one); tied players each score the 5 points.</source>
            <translation>&lt;b&gt;動物の最多&lt;/b&gt;（6枚、各動物1枚）：その動物のコマが最も多い人（1つ以上）全員に5点。同数の人はそれぞれ5点を得ます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="659" />
            <source>&lt;b&gt;Two animals&lt;/b&gt; (five cards: horse + cow, pig + sheep, chicken + horse, cow + pig, sheep + chicken): 3 points for each pair of those two animals in your corral.</source>
            <translation>&lt;b&gt;2種の動物&lt;/b&gt;（5枚：馬＋牛、豚＋羊、ニワトリ＋馬、牛＋豚、羊＋ニワトリ）：囲いにあるその2種の組1組ごとに3点。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="664" />
            <source>&lt;b&gt;All six black sheep&lt;/b&gt;: whoever has all six black sheep wins the game, whatever the points.</source>
            <translation>&lt;b&gt;黒ヒツジ6つすべて&lt;/b&gt;：黒ヒツジを6つすべて持つ人は、得点に関係なくゲームに勝ちます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (in this game)</source>
            <translation>任務カード（このゲームで使用）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="668" />
            <source>Task cards (an option)</source>
            <translation>任務カード（オプション）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="672" />
            <source>With task cards there are no bonus cards. The list of task cards printed in the original game is not public, so Farmhouse has its own deck of twelve:</source>
            <translation>任務カードを使うとボーナスカードはありません。元のゲームに印刷された任務カードの一覧は公開されていないため、Farmhouse は独自の12枚を使います：</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="681" />
            <source>Each player gets one secret task card (two each in a two-player game), and more are turned face up until six are in play; the rest stay unused. At the end the secret cards are shown, and each card in play scores for every player who meets it.</source>
            <translation>各プレイヤーに秘密の任務カードを1枚（2人プレイでは2枚ずつ）配り、使用中のカードが6枚になるまで表向きにします。残りは使いません。終了時に秘密のカードを公開し、使用中の各カードは条件を満たすすべてのプレイヤーに得点を与えます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="688" />
            <source>Figure values</source>
            <translation>動物コマの値</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="692" />
            <source>In this game nobody sees any figure's value before the end, not even in their own corral.</source>
            <translation>このゲームでは、終了まで誰も動物コマの値を見られません。自分の囲いのコマも同じです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="697" />
            <source>You may look at the values of the figures in your own corral at any time: the board shows them. The other values stay hidden until the end.</source>
            <translation>自分の囲いの動物コマの値はいつでも見られます（盤面に表示されます）。ほかの値は終了まで隠れています。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="702" />
            <source>Options of a new game</source>
            <translation>新しいゲームのオプション</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>in this game</source>
            <translation>このゲームで使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="703" />
            <source>not in this game</source>
            <translation>このゲームでは不使用</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="714" />
            <source>Controls</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="719" />
            <source>Click one or two cards in your hand (or press 1, 2, 3), then your side of a pasture or the pasture itself (or press A, S, D for I, II, III, or ←/→ and Enter). Only choices that lead to a legal play light up; the status bar says why anything else is not allowed.</source>
            <translation>手札のカードを1枚か2枚クリック（または 1、2、3 キー）し、次に牧草地の自分の辺か牧草地そのものをクリックします（I、II、III は A、S、D キー、または ←/→ と Enter）。出せる手につながる選択だけが光ります。ほかの操作ができない理由はステータスバーに表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="725" />
            <source>After a single card you are asked about the discard: click the card to discard (or press its number), or Keep all (K or Enter). Esc goes back one step.</source>
            <translation>1枚だけ出すと、捨てるかどうか聞かれます：捨てるカードをクリック（またはその番号キー）するか、「すべて残す」（K または Enter）を選びます。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="729" />
            <source>When you cannot play, click Pass (or press P or Enter).</source>
            <translation>出せないときは「パス」をクリックします（または P か Enter）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="731" />
            <source>Several players at one computer: before each turn a screen asks the others to look away and lists what happened since that player's last turn.</source>
            <translation>1台のコンピューターで何人かで遊ぶとき：手番の前に、ほかの人に目をそらすよう頼む画面が出て、そのプレイヤーの前の手番から起きたことを一覧にします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/texts.py" line="736" />
            <source>Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen (F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: Continue on the start page carries on.</source>
            <translation>ゲームメニュー：新しいゲーム（Ctrl+N）、開く（Ctrl+O）、保存（Ctrl+S）。表示メニュー：全画面表示（F11）、言語、CPUの速さ。ヘルプ：このルール（F1）。毎手ごとに自動で保存されます：スタート画面の「続きから」で再開できます。</translation>
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
            <translation>手札を1枚か2枚クリック（キー 1、2、3）し、次に牧草地の自分の辺をクリックします（I、II、III はキー A、S、D、または ←/→ と Enter）。1枚だけ出したあとは、残りの手札から1枚捨てる（そのカードの番号キー）か、すべて残せます（K または Enter）。Esc で1つ前に戻ります。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="117" />
            <source>Choose a pasture first: A, S or D, or ←/→.</source>
            <translation>先に牧草地を選んでください：A、S、D または ←/→。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="137" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="212" />
            <source>You have no such card.</source>
            <translation>そのカードはありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="141" />
            <source>That is the card you are playing. Press the number of another card to discard it, or K to keep all.</source>
            <translation>それは今出しているカードです。捨てるなら別のカードの番号キーを、すべて残すなら K を押してください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="177" />
            <source>Please wait: it is not your turn to choose.</source>
            <translation>お待ちください：まだあなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="193" />
            <source>You can only play to your own side: the %1 edge of a pasture, nearest to you.</source>
            <translation>自分の辺にしか出せません：牧草地のうち、あなたに一番近い%1色の辺です。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="209" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="240" />
            <source>First answer the discard question (or press Esc).</source>
            <translation>先にカードを捨てるかどうか答えてください（または Esc）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="215" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="244" />
            <source>You have no legal play: you must pass.</source>
            <translation>出せるカードがありません：パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="220" />
            <source>You may play at most two cards in one turn.</source>
            <translation>1回の手番で出せるのは2枚までです。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="226" />
            <source>No pasture takes these cards together: no side of yours has room for two cards.</source>
            <translation>この2枚を一緒に置ける牧草地はありません：2枚置ける自分の辺がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="231" />
            <source>This card cannot be played now.</source>
            <translation>このカードは今は出せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="247" />
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="301" />
            <source>Choose one or two cards from your hand first.</source>
            <translation>先に手札からカードを1枚か2枚選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="276" />
            <source>No play of these cards is allowed there.</source>
            <translation>そこにはこのカードを出せません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="326" />
            <source>Waiting for %1…</source>
            <translation>%1 さんを待っています…</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="329" />
            <source>Discard a card? (optional, after playing one card to %1)</source>
            <translation>カードを1枚捨てますか？（任意：牧草地 %1 に1枚だけ出したため）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="333" />
            <source>You have no legal play and must pass.</source>
            <translation>出せるカードがありません。パスしてください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="360" />
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="390" />
            <source>Discard %1 (key %2)</source>
            <translation>%1 を捨てる（キー %2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="398" />
            <source>discard</source>
            <translation>捨てる</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="415" />
            <source>Keep all (K)</source>
            <translation>すべて残す (K)</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="423" />
            <source>Esc: back</source>
            <translation>Esc：戻る</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="436" />
            <source>Your turn: choose 1 or 2 cards, then your side of a pasture.</source>
            <translation>あなたの手番：カードを1枚か2枚選び、牧草地の自分の辺を選んでください。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="438" />
            <source>Now click your side of a lit pasture (A · S · D).</source>
            <translation>光っている牧草地の自分の辺をクリックしてください（A · S · D）。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/input.py" line="439" />
            <source>Choose one more card: no side of yours takes this card alone.</source>
            <translation>もう1枚選んでください：このカード1枚だけを置ける辺がありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ your turn</source>
            <extracomment>Events summarised under "Last moves" on the board (the app's log shows every event). Colours of secondary texts and of known figure values. Font sizes (scene units) of the board's texts.</extracomment>
            <translation>▶ あなたの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="114" />
            <source>▶ to play</source>
            <translation>▶ 手番</translation>
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
                <numerusform>%n枚</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="202" />
            <source>known points: %1</source>
            <translation>判明した得点：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="239" />
            <source>%1 (rank %2) — key %3</source>
            <translation>%1（ランク %2）— キー %3</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="263" />
            <source>Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear</source>
            <translation>キー：1 2 3 カード · A S D 牧草地 · ←/→ Enter · Esc 解除</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="283" />
            <source>Deck: %1</source>
            <translation>山札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="306" />
            <source>Discard: %1</source>
            <translation>捨て札：%1</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="321" />
            <source>Last round: pastures are no longer refilled</source>
            <translation>終盤：牧草地はもう補充されません</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="343" />
            <source>Last moves</source>
            <translation>最近の手</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="371" />
            <source>Supply</source>
            <translation>ストック</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="391" />
            <source>Bonus cards: 6 points each</source>
            <translation>ボーナスカード：各6点</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="402" />
            <source>most of an animal · each complete set of all six</source>
            <translation>動物ごとの最多 · 6種そろいのセットごと</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="410" />
            <source>Task cards</source>
            <translation>任務カード</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="413" />
            <source>secret</source>
            <translation>秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="418" />
            <source>%1's secret</source>
            <translation>%1 さんの秘密</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="449" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="510" />
            <source>retired</source>
            <translation>裏返し済み</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="551" />
            <source>%1 (just played)</source>
            <translation>%1（出したばかり）</translation>
        </message>
        <message>
            <location filename="../farmhouse/games/black_sheep/board/layers.py" line="604" />
            <source>Completion number: on identical combinations the lower one wins.</source>
            <translation>完成番号：まったく同じ組み合わせなら、番号の小さい方が勝ちます。</translation>
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
            <location filename="../farmhouse/app/game_over.py" line="36" />
            <source>Game over</source>
            <extracomment>Widest a player name may be (pixels, in each label's font) before it is elided.</extracomment>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="44" />
            <source>%1 wins!</source>
            <translation>%1 さんの勝ち！</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="46" />
            <source>Shared win: %1</source>
            <translation>同点優勝：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../farmhouse/app/game_over.py" line="59" />
            <source>%1. %2 — %3 point(s)</source>
            <translation>
                <numerusform>%1. %2 — %3点</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="87" />
            <source>Back to start</source>
            <translation>スタート画面へ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_over.py" line="88" />
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="292" />
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="301" />
            <source>%1's turn</source>
            <translation>%1 さんの手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="303" />
            <source>%1 (AI) is playing</source>
            <translation>%1（CPU）の手番</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="391" />
            <source>%1 (AI, %2)</source>
            <translation>%1（CPU・%2）</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="398" />
            <source>Thinking…</source>
            <translation>考え中…</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="399" />
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="400" />
            <source>Game log</source>
            <translation>ゲームログ</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="401" />
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
            <location filename="../farmhouse/app/game_ui.py" line="143" />
            <source>%1–%2 players</source>
            <translation>%1〜%2人</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="152" />
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="153" />
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_ui.py" line="154" />
            <source>Hard</source>
            <translation>むずかしい</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="103" />
            <source>Pass the computer to %1</source>
            <extracomment>Widths in pixels a player name may take before it is elided: in the seat lines of the side panel (300 px wide) and on the hand-over screen. The width of the turn banner's text (the side panel less its margins and the padding). The turn banner's vertical padding and frame (the style sheet's ``padding: 8px``, both sides). The most lines of "since your last turn" the hand-over screen lists (the newest ones).</extracomment>
            <translation>%1 さんに交代してください</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="105" />
            <source>Everybody else, please look away: the next screen shows a hand.</source>
            <translation>ほかの人は画面を見ないでください。次の画面に手札が表示されます。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="108" />
            <source>I'm %1, show my hand</source>
            <translation>%1 です。手札を表示</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/game_page.py" line="111" />
            <source>Since your last turn:</source>
            <translation>前の手番からの出来事：</translation>
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
            <location filename="../farmhouse/app/main_window.py" line="421" />
            <source>The translation for %1 is not available.</source>
            <translation>%1 の翻訳を利用できません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="463" />
            <source>About Farmhouse</source>
            <translation>Farmhouse について</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/main_window.py" line="465" />
            <source>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;Animal board games against friends and the computer.&lt;/p&gt;&lt;p&gt;Black Sheep is a game by Reiner Knizia. Farmhouse is an unofficial fan-made program; all its pictures were drawn for it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Farmhouse %1&lt;/h3&gt;&lt;p&gt;友だちやCPUと遊べる動物ボードゲーム集。&lt;/p&gt;&lt;p&gt;『ブラックシープ』はライナー・クニツィア作のゲームです。Farmhouse は非公式のファンメイドのソフトで、絵はすべてこのソフトのために描かれたものです。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../farmhouse/app/controller.py" line="207" />
            <source>Please wait, it is not your turn.</source>
            <extracomment>Longest wait for the board's ``animations_finished`` before the game moves on anyway. Thinking time allowed to an AI per decision, in seconds.</extracomment>
            <translation>お待ちください。まだあなたの手番ではありません。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="229" />
            <source>%1 cannot play and passes.</source>
            <translation>%1 さんは出せるカードがないのでパスします。</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/controller.py" line="269" />
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
        <name>QFileDialog</name>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="20" />
            <source>&amp;Look in:</source>
            <translation>場所(&amp;L):</translation>
        </message>
        <message>
            <location filename="../farmhouse/app/qt_texts.py" line="21" />
            <source>Files of &amp;type:</source>
            <translation>ファイルの種類(&amp;T):</translation>
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
</TS>
