<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnswersCover</name>
    <message>
        <source>The answers are hidden so the class can think first.</source>
        <translation>答案已隐藏，让全班先想一想。</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the answers for this position (Ctrl+R)</source>
        <translation>显示本局面的答案（Ctrl+R）</translation>
    </message>
</context>
<context>
    <name>AnswersView</name>
    <message>
        <source>The optimal line stopped: the answers are hidden for this position.</source>
        <translation>最优路线已停止：本局面的答案已隐藏。</translation>
    </message>
    <message>
        <source>Answers hidden</source>
        <translation>答案已隐藏</translation>
    </message>
    <message>
        <source>Answers shown for this position</source>
        <translation>已显示本局面的答案</translation>
    </message>
    <message>
        <source>Answers shown: the game is over</source>
        <translation>已显示答案：对局已结束</translation>
    </message>
    <message>
        <source>The answers are hidden: Reveal (Ctrl+R) first to play the best move.</source>
        <translation>答案已隐藏：请先显示答案（Ctrl+R）再按最佳走法走。</translation>
    </message>
</context>
<context>
    <name>AutoPlayer</name>
    <message>
        <source>The line has ended: %1 has won.</source>
        <translation>路线已结束：%1获胜。</translation>
    </message>
    <message>
        <source>Draw: the position of ply %1 repeats at ply %2; the cycle has %3 plies.</source>
        <translation>平局：第 %1 步的局面在第 %2 步重复出现；循环共 %3 步。</translation>
    </message>
</context>
<context>
    <name>CountingStrip</name>
    <message>
        <source>1 … %1 of %2</source>
        <extracomment>The line above the numbers: this many pixels, or this many times the widget&apos;s text when larger.</extracomment>
        <translation>1 … %1（共 %2）</translation>
    </message>
    <message>
        <source>Going back from %1: %2</source>
        <translation>倒推法，从 %1 往回：%2</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Undock or dock again</source>
        <translation>浮动或停靠</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>a split needs the two hands before it, as in 1,3&gt;2,2</source>
        <translation>分手要写出分之前的两只手，例如 1,3&gt;2,2</translation>
    </message>
    <message>
        <source>splits need two hands a player, not {hands}; use --split none</source>
        <translation>分手需要每人两只手，不能是 {hands} 只；请用 --split none</translation>
    </message>
    <message>
        <source>the {axis} rule must be one of {names}, not {value}</source>
        <translation>{axis} 规则必须是 {names} 之一，不能是 {value}</translation>
    </message>
    <message>
        <source>{move}: not a split here; a split shares the same total anew, each hand below {base}, not just a swap</source>
        <translation>{move}：这里不能这样分手；分手是把两只手的总数重新分配，每只手小于 {base}，且不能只是交换两只手</translation>
    </message>
    <message>
        <source>{move}: splits are not allowed under these rules</source>
        <translation>{move}：这些规则不允许分手</translation>
    </message>
    <message>
        <source>{move}: {side} holds {hands}, not {before}</source>
        <translation>{move}：{side}的手是 {hands}，不是 {before}</translation>
    </message>
    <message>
        <source>{rules} has {positions} positions; the touch, overflow and split rules are solved up to {most} (base {top} with two hands)</source>
        <translation>{rules} 共有 {positions} 个局面；碰手、溢出和分手规则最多求解 {most} 个局面（每人两只手时为 {top} 进制）</translation>
    </message>
    <message>
        <source>{text!r} is not a split; write it like 1,3&gt;2,2</source>
        <translation>{text!r} 不是分手；请写成 1,3&gt;2,2 这样的形式</translation>
    </message>
    <message>
        <source>{text} cannot arise in a game under these rules: the game ended before it</source>
        <translation>{text} 在这些规则下不会出现：对局在此之前已经结束</translation>
    </message>
    <message>
        <source>the side to move must be A or B, not {text!r}</source>
        <translation>轮到的一方必须是 A 或 B（甲或乙），不能是 {text!r}</translation>
    </message>
    <message>
        <source>{digits}... is far too large to be a hand</source>
        <translation>{digits}... 太大了，不可能是手上的数</translation>
    </message>
    <message>
        <source>{text!r} is not a move; write it as own+opponent, for example 1+6</source>
        <translation>{text!r} 不是一步走法；请写成 己方的手+对方的手，例如 1+6</translation>
    </message>
    <message>
        <source>player {side} must have exactly two hands</source>
        <translation>玩家{side}必须正好有两只手</translation>
    </message>
    <message>
        <source>player {side}&apos;s hand {hand!r} is not a number from 0 to {top}</source>
        <translation>玩家{side}的手 {hand!r} 不是 0 到 {top} 之间的数</translation>
    </message>
    <message>
        <source>both players have retired both hands; at most one player can have won</source>
        <translation>双方的两只手都已收起；最多只能有一方获胜</translation>
    </message>
    <message>
        <source>{side} cannot be the side to move: both of {side}&apos;s hands are retired, so {side} has already won</source>
        <translation>{side}不能是轮到的一方：{side}的两只手都已收起，{side}已经获胜</translation>
    </message>
    <message>
        <source>a position must be text, not {kind}</source>
        <translation>局面必须是文本，不能是 {kind}</translation>
    </message>
    <message>
        <source>the four-digit form {text!r} is only for bases up to 10; in base {base} write it like 1,1/3,6:A</source>
        <translation>四位数字写法 {text!r} 只适用于 10 进制及以下；{base} 进制下请写成 1,1/3,6:A 这样的形式</translation>
    </message>
    <message>
        <source>{text!r} is not a position; write A&apos;s hands/B&apos;s hands:side, for example 1,1/3,6:A (or four digits such as 1136 with A to move)</source>
        <translation>{text!r} 不是局面；请写成 甲的手/乙的手:轮到的一方，例如 1,1/3,6:A（也可以写四位数字，如 1136，表示轮到甲走）</translation>
    </message>
    <message>
        <source>{hand} is not a hand in base {base}: hands go from 0 to {top}</source>
        <translation>{hand} 不是 {base} 进制下的手：手上的数从 0 到 {top}</translation>
    </message>
    <message>
        <source>the game is over: {side} has won</source>
        <translation>对局已结束：{side}已获胜</translation>
    </message>
    <message>
        <source>{move}: {side} holds {low} and {high}; {hand} is retired</source>
        <translation>{move}：{side}的两只手是 {low} 和 {high}；{hand} 是已收起的手</translation>
    </message>
    <message>
        <source>{move}: {side} holds {low} and {high}; {hand} is not one of them</source>
        <translation>{move}：{side}的两只手是 {low} 和 {high}；其中没有 {hand}</translation>
    </message>
    <message>
        <source>the base must be a whole number, not {base!r}</source>
        <translation>进制必须是整数，不能是 {base!r}</translation>
    </message>
    <message>
        <source>the base must be at least {least} (got {base})</source>
        <translation>进制至少为 {least}（当前为 {base}）</translation>
    </message>
    <message>
        <source>the base must be a whole number of at least {least}, not {text!r}</source>
        <translation>进制必须是不小于 {least} 的整数，不能是 {text!r}</translation>
    </message>
    <message>
        <source>base {base} has {positions} positions and would need about {need} of memory to solve; this machine has {have} available</source>
        <translation>{base} 进制共有 {positions} 个局面，求解约需 {need} 内存；本机可用内存只有 {have}</translation>
    </message>
    <message>
        <source>base {base} has {positions} positions and would need about {need} of memory to solve; this machine has {have} available (a base up to {fit} fits)</source>
        <translation>{base} 进制共有 {positions} 个局面，求解约需 {need} 内存；本机可用内存只有 {have}（最多可求解 {fit} 进制）</translation>
    </message>
    <message>
        <source>{rules} has {positions} positions and would need about {need} of memory to {task}; this machine has {have} available (a base up to {fit} fits)</source>
        <translation>{rules} 共有 {positions} 个局面，约需 {need} 内存（{task}）；本机可用内存只有 {have}（最多可到 {fit} 进制）</translation>
    </message>
    <message>
        <source>not a QuadAce game: the file must hold a JSON object</source>
        <translation>不是 QuadAce 对局：文件必须包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>not a QuadAce game: expected &quot;format&quot;: &quot;{format}&quot;</source>
        <translation>不是 QuadAce 对局：缺少 &quot;format&quot;: &quot;{format}&quot;</translation>
    </message>
    <message>
        <source>unsupported game file version {version!r} (this QuadAce reads version {supported})</source>
        <translation>不支持的对局文件版本 {version!r}（此 QuadAce 只能读取第 {supported} 版）</translation>
    </message>
    <message>
        <source>bad rules: base {base} is larger than {limit}</source>
        <translation>规则有误：进制 {base} 大于 {limit}</translation>
    </message>
    <message>
        <source>bad rules: {error}</source>
        <translation>规则有误：{error}</translation>
    </message>
    <message>
        <source>bad start position: it must be written as text, like 1,1/1,1:A</source>
        <translation>起始局面有误：必须写成文本，例如 1,1/1,1:A</translation>
    </message>
    <message>
        <source>bad start position: {error}</source>
        <translation>起始局面有误：{error}</translation>
    </message>
    <message>
        <source>bad moves: &quot;moves&quot; must be a list like [&quot;1+1&quot;, &quot;1+2&quot;]</source>
        <translation>走法有误：&quot;moves&quot; 必须是列表，例如 [&quot;1+1&quot;, &quot;1+2&quot;]</translation>
    </message>
    <message>
        <source>bad moves: {count:,} moves; a game file holds at most {limit:,}</source>
        <translation>走法有误：共 {count:,} 步；对局文件最多 {limit:,} 步</translation>
    </message>
    <message>
        <source>bad move {ply}: {value!r} is not text like &quot;1+6&quot;</source>
        <translation>第 {ply} 步有误：{value!r} 不是 &quot;1+6&quot; 这样的文本</translation>
    </message>
    <message>
        <source>bad move {ply}: {error}</source>
        <translation>第 {ply} 步有误：{error}</translation>
    </message>
    <message>
        <source>bad variations: &quot;variations&quot; must be a list</source>
        <translation>分支有误：&quot;variations&quot; 必须是一个列表</translation>
    </message>
    <message>
        <source>bad variation {number}: {error}</source>
        <translation>第 {number} 个分支有误：{error}</translation>
    </message>
    <message>
        <source>{value!r} is not a variation like {{&quot;from&quot;: 0, &quot;after&quot;: 1, &quot;moves&quot;: [&quot;1+1&quot;]}}</source>
        <translation>{value!r} 不是一条分支，应写成 {{&quot;from&quot;: 0, &quot;after&quot;: 1, &quot;moves&quot;: [&quot;1+1&quot;]}} 这样</translation>
    </message>
    <message>
        <source>&quot;from&quot; is {value!r}: not a line to branch off (0, the main line, to {last})</source>
        <translation>&quot;from&quot; 为 {value!r}：不是可以分支的线路（应为 0（主线）到 {last}）</translation>
    </message>
    <message>
        <source>&quot;after&quot; is {value!r}: not a ply of line {line} to branch off ({first} to {last})</source>
        <translation>&quot;after&quot; 为 {value!r}：不是线路 {line} 中可以分支的一步（应为 {first} 到 {last}）</translation>
    </message>
    <message>
        <source>not a game file: broken JSON at line {line}, column {column}</source>
        <translation>不是对局文件：JSON 在第 {line} 行第 {column} 列出错</translation>
    </message>
    <message>
        <source>not a game file: the JSON is nested too deeply</source>
        <translation>不是对局文件：JSON 嵌套太深</translation>
    </message>
    <message>
        <source>not a game file: the JSON holds a value that cannot be read</source>
        <translation>不是对局文件：JSON 中有无法读取的值</translation>
    </message>
    <message>
        <source>unknown game {game!r}: a game file holds one of {names}</source>
        <translation>未知的游戏 {game!r}：对局文件中的游戏应为 {names} 之一</translation>
    </message>
    <message>
        <source>{name} is {size:,} bytes; a game file is at most {limit:,}</source>
        <translation>{name} 有 {size:,} 字节；对局文件最多 {limit:,} 字节</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} 不是普通文件</translation>
    </message>
    <message>
        <source>cannot read {name}: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name} is not a text file (not UTF-8)</source>
        <translation>{name} 不是文本文件（不是 UTF-8 编码）</translation>
    </message>
    <message>
        <source>a player has {least} to {most} hands, not {hands}</source>
        <translation>每位玩家有 {least} 到 {most} 只手，不能是 {hands} 只</translation>
    </message>
    <message>
        <source>both players have retired every hand; at most one player can have finished</source>
        <translation>双方的手都已全部收起；最多只能有一方已经收完</translation>
    </message>
    <message>
        <source>player {side} must have exactly {hands} hands in this game, not {given}</source>
        <translation>本局中玩家{side}必须正好有 {hands} 只手，不能是 {given} 只</translation>
    </message>
    <message>
        <source>the four-digit form {text!r} is only for two-hand games; write it like 1,2,3/1,1,4:A</source>
        <translation>四位数字写法 {text!r} 只适用于每人两只手的游戏；请写成 1,2,3/1,1,4:A 这样的形式</translation>
    </message>
    <message>
        <source>the goal must be one of {names}, not {goal}</source>
        <translation>目标必须是 {names} 之一，不能是 {goal}</translation>
    </message>
    <message>
        <source>the operation must be one of {names}, not {op}</source>
        <translation>运算必须是 {names} 之一，不能是 {op}</translation>
    </message>
    <message>
        <source>the start {start} does not fit these rules</source>
        <translation>起始局面 {start} 不符合这些规则</translation>
    </message>
    <message>
        <source>the {goal} goal needs at least {least} hands a player</source>
        <translation>目标 {goal} 要求每位玩家至少有 {least} 只手</translation>
    </message>
    <message>
        <source>{move}: {side} holds {hands}; {hand} is not one of them</source>
        <translation>{move}：{side}的手是 {hands}；其中没有 {hand}</translation>
    </message>
    <message>
        <source>{move}: {side} holds {hands}; {hand} is retired</source>
        <translation>{move}：{side}的手是 {hands}；{hand} 是已收起的手</translation>
    </message>
    <message>
        <source>{rules} has {positions} positions and would need about {need} of memory to {task}; this machine has {have} available</source>
        <translation>{rules} 共有 {positions} 个局面，约需 {need} 内存（{task}）；本机可用内存只有 {have}</translation>
    </message>
    <message>
        <source>{side} cannot be the side to move: every hand of {side} is retired, so {side} has already lost</source>
        <translation>{side}不能是轮到的一方：{side}的手都已收起，{side}已经输了</translation>
    </message>
    <message>
        <source>{side} cannot be the side to move: every hand of {side} is retired, so {side} has already won</source>
        <translation>{side}不能是轮到的一方：{side}的手都已收起，{side}已经获胜</translation>
    </message>
    <message>
        <source>{side} cannot be the side to move: {side} shows the same number on every hand, so {side} has already won</source>
        <translation>{side}不能是轮到的一方：{side}每只手上的数都相同，{side}已经获胜</translation>
    </message>
    <message>
        <source>{start} cannot start a game: {problem}</source>
        <translation>{start} 不能作为起始局面：{problem}</translation>
    </message>
    <message>
        <source>{text!r} is too long to be a {what} ({length:,} characters; at most {limit})</source>
        <translation>{text!r} 太长，不可能是 {what}（{length:,} 个字符；最多 {limit} 个）</translation>
    </message>
    <message>
        <source>bad rules: &quot;rules&quot; must be a JSON object</source>
        <translation>规则有误：&quot;rules&quot; 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>bad rules: {hands!r} hands; a player has 1 to {most}</source>
        <translation>规则有误：{hands!r} 只手；每位玩家只能有 1 到 {most} 只手</translation>
    </message>
    <message>
        <source>bad rules: {name} {value!r} is not a short text</source>
        <translation>规则有误：{name} {value!r} 不是简短的文本</translation>
    </message>
    <message>
        <source>bad start position: {text!r} is far too long ({length:,} characters)</source>
        <translation>起始局面有误：{text!r} 太长了（{length:,} 个字符）</translation>
    </message>
    <message>
        <source>Nim has {least} to {most} heaps, not {count}</source>
        <translation>尼姆游戏有 {least} 到 {most} 堆，不能是 {count} 堆</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game has two heaps, not {count}: write them like 3,5</source>
        <translation>威佐夫游戏有两堆，不能是 {count} 堆：请写成 3,5 这样</translation>
    </message>
    <message>
        <source>a heap holds 0 or more, not {heap}</source>
        <translation>每堆至少为 0，不能是 {heap}</translation>
    </message>
    <message>
        <source>a heap of {heap} does not fit: heaps go from 0 to {top}</source>
        <translation>放不下 {heap} 个的堆：每堆从 0 到 {top}</translation>
    </message>
    <message>
        <source>a heap of {heap} is far more than any game here can solve</source>
        <translation>一堆 {heap} 个远远超出了这里任何游戏能求解的范围</translation>
    </message>
    <message>
        <source>give one limit per heap ({count} heaps)</source>
        <translation>请为每堆给出一个上限（共 {count} 堆）</translation>
    </message>
    <message>
        <source>misère Wythoff is not offered</source>
        <translation>不提供反常规则的威佐夫游戏</translation>
    </message>
    <message>
        <source>the game must be one of {names}, not {game}</source>
        <translation>游戏必须是 {names} 之一，不能是 {game}</translation>
    </message>
    <message>
        <source>the most a move takes must be at least 1, not {most}</source>
        <translation>每次最多取的数至少为 1，不能是 {most}</translation>
    </message>
    <message>
        <source>the target must be at least 1, not {target}</source>
        <translation>目标至少为 1，不能是 {target}</translation>
    </message>
    <message>
        <source>an amount goes from 1 to {most}, not {amount}</source>
        <translation>每次可取的数量在 1 到 {most} 之间，不能是 {amount}</translation>
    </message>
    <message>
        <source>the subtraction game has one heap, not {count}</source>
        <translation>减法游戏只有一堆，不是 {count} 堆</translation>
    </message>
    <message>
        <source>the subtraction game needs at least one amount, like 1,3,4</source>
        <translation>减法游戏至少要有一个可取的数量，例如 1,3,4</translation>
    </message>
    <message>
        <source>S lists the amount {amount} twice; give each amount once, like 1,3,4</source>
        <translation>S 中的数量 {amount} 出现了两次；每个数量只写一次，例如 1,3,4</translation>
    </message>
    <message>
        <source>{text!r} is not a set of amounts; write whole numbers like 1,3,4</source>
        <translation>{text!r} 不是一组可取的数量；请写整数，例如 1,3,4</translation>
    </message>
    <message>
        <source>{text!r} is not a move of {game}; write it like {example}</source>
        <translation>{text!r} 不是“{game}”中的一步；请写成 {example} 这样</translation>
    </message>
    <message>
        <source>this file holds a {game} game, not QuadAce: open it in that game&apos;s window</source>
        <translation>这个文件保存的是 {game} 对局，不是 QuadAce：请在该游戏的窗口中打开</translation>
    </message>
    <message>
        <source>not a take-away game file: expected version {version} and a game of {names}</source>
        <translation>不是取子游戏文件：应为第 {version} 版，游戏为 {names} 之一</translation>
    </message>
    <message>
        <source>bad start position: it must be a short text, like {example}</source>
        <translation>起始局面有误：应写成简短的文字，例如 {example}</translation>
    </message>
    <message>
        <source>bad moves: &quot;moves&quot; must be a list of at most {limit:,} moves</source>
        <translation>步骤有误：&quot;moves&quot; 应是最多 {limit:,} 步的列表</translation>
    </message>
    <message>
        <source>a move is written as text</source>
        <translation>每一步都应写成文字</translation>
    </message>
    <message>
        <source>this file holds a QuadAce game: open it in the QuadAce window</source>
        <translation>这个文件保存的是 QuadAce 对局：请在 QuadAce 窗口中打开</translation>
    </message>
    <message>
        <source>bad game file: version {version} names its game, like &quot;game&quot;: &quot;{game}&quot;</source>
        <translation>对局文件有误：第 {version} 版须写明游戏，例如 &quot;game&quot;: &quot;{game}&quot;</translation>
    </message>
    <message>
        <source>{move} is not a legal move in {position}</source>
        <translation>在 {position} 中 {move} 不是合法的一步</translation>
    </message>
    <message>
        <source>bad rules: an object of the game&apos;s parameters, like {example}</source>
        <translation>规则有误：应是游戏参数的对象，例如 {example}</translation>
    </message>
    <message>
        <source>bad rules: {name} must be a whole number or a list of them</source>
        <translation>规则有误：{name} 应是整数或整数列表</translation>
    </message>
    <message>
        <source>bad rules: a parameter of {game} has the wrong shape</source>
        <translation>规则有误：{game} 的某个参数格式不对</translation>
    </message>
    <message>
        <source>there is no rule set called {name!r}; the presets are {names}</source>
        <translation>没有名为 {name!r} 的规则方案；预设方案有 {names}</translation>
    </message>
    <message>
        <source>{game} has {count} heaps, not {given}</source>
        <translation>“{game}”有 {count} 堆，不能是 {given} 堆</translation>
    </message>
    <message>
        <source>{game} has {positions} positions; at most {most:,} can be solved here (heaps up to {fit:,} fit)</source>
        <translation>“{game}”共有 {positions} 个局面；这里最多只能求解 {most:,} 个（每堆不超过 {fit:,} 时可以求解）</translation>
    </message>
    <message>
        <source>{game} has {moves} moves; at most {most:,} can be solved here (heaps up to {fit:,} fit)</source>
        <translation>“{game}”共有 {moves} 步可走；这里最多只能求解 {most:,} 步（每堆不超过 {fit:,} 时可以求解）</translation>
    </message>
    <message>
        <source>{game} has {positions} positions; at most {most:,} can be solved here (counting up to {fit:,} fits)</source>
        <translation>“{game}”共有 {positions} 个局面；这里最多只能求解 {most:,} 个（数到 {fit:,} 以内时可以求解）</translation>
    </message>
    <message>
        <source>{game} has {moves} moves; at most {most:,} can be solved here (counting up to {fit:,} fits)</source>
        <translation>“{game}”共有 {moves} 步可走；这里最多只能求解 {most:,} 步（数到 {fit:,} 以内时可以求解）</translation>
    </message>
    <message>
        <source>{text!r} is not a position; write the heap sizes like {example}</source>
        <translation>{text!r} 不是局面；请像 {example} 这样写出各堆大小</translation>
    </message>
    <message>
        <source>{text!r} is not a position; write the last number said, one number like {example}</source>
        <translation>{text!r} 不是局面；请写出最后报的数，一个数，例如 {example}</translation>
    </message>
    <message>
        <source>{said} cannot be the last number said: the count goes from 0 to {target}</source>
        <translation>{said} 不可能是最后报的数：报数从 0 到 {target}</translation>
    </message>
    <message>
        <source>no built-in lesson or file {name!r} (built-in: {names})</source>
        <translation>没有名为 {name!r} 的内置课程或文件（内置课程：{names}）</translation>
    </message>
    <message>
        <source>the file is larger than {kib} KiB</source>
        <translation>文件大于 {kib} KiB</translation>
    </message>
    <message>
        <source>a lesson is a table with a title and steps</source>
        <translation>课程应是一个含有标题（title）和步骤（steps）的表</translation>
    </message>
    <message>
        <source>must be a text or a table of texts by language, not {kind}</source>
        <translation>应是一段文字或按语言分开的文字表，不能是 {kind}</translation>
    </message>
    <message>
        <source>not valid TOML: {problem}</source>
        <translation>不是有效的 TOML：{problem}</translation>
    </message>
    <message>
        <source>not valid JSON: {problem} at line {line} column {column}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 列：{problem}</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device)</source>
        <translation>不是普通文件（而是文件夹、管道或设备）</translation>
    </message>
    <message>
        <source>unknown fact {name!r}</source>
        <translation>未知的事实 {name!r}</translation>
    </message>
    <message>
        <source>unknown key (the keys are {keys})</source>
        <translation>未知的键（可用的键：{keys}）</translation>
    </message>
    <message>
        <source>must be &apos;quadace-lesson&apos;</source>
        <translation>应为 &apos;quadace-lesson&apos;</translation>
    </message>
    <message>
        <source>missing (this app reads version 1)</source>
        <translation>缺少（本程序读取第 1 版）</translation>
    </message>
    <message>
        <source>must be a whole number (1)</source>
        <translation>应是整数（1）</translation>
    </message>
    <message>
        <source>{version} is newer than this app reads ({known}); update QuadAce</source>
        <translation>第 {version} 版比本程序能读取的版本（{known}）新；请更新 QuadAce</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>应是一段文字</translation>
    </message>
    <message>
        <source>a lesson needs a list of steps ([[steps]] in TOML)</source>
        <translation>课程需要一列步骤（TOML 中写作 [[steps]]）</translation>
    </message>
    <message>
        <source>at most {most} steps</source>
        <translation>最多 {most} 步</translation>
    </message>
    <message>
        <source>must be a preset name or a table of rule axes</source>
        <translation>应是预设规则的名字，或规则各项组成的表</translation>
    </message>
    <message>
        <source>must be a table (e.g. {example})</source>
        <translation>应是一个表（例如 {example}）</translation>
    </message>
    <message>
        <source>a step is a table</source>
        <translation>每一步应是一个表</translation>
    </message>
    <message>
        <source>unknown game {name!r} (one of {names})</source>
        <translation>未知的游戏 {name!r}（可选：{names}）</translation>
    </message>
    <message>
        <source>must be a list of moves like [&quot;1+1&quot;, &quot;1+2&quot;]</source>
        <translation>应是一列出手，例如 [&quot;1+1&quot;, &quot;1+2&quot;]</translation>
    </message>
    <message>
        <source>at most {most} moves</source>
        <translation>最多 {most} 手</translation>
    </message>
    <message>
        <source>must be a position written as text, e.g. &quot;1,1/1,1:A&quot;</source>
        <translation>应是写成文字的局面，例如 &quot;1,1/1,1:A&quot;</translation>
    </message>
    <message>
        <source>must be a table, e.g. {example}</source>
        <translation>应是一个表，例如 {example}</translation>
    </message>
    <message>
        <source>must be a level number from 0</source>
        <translation>应是从 0 起的层数</translation>
    </message>
    <message>
        <source>unknown panel {name!r} (one of {names})</source>
        <translation>未知的面板 {name!r}（可选：{names}）</translation>
    </message>
    <message>
        <source>must be a player&apos;s name ({names})</source>
        <translation>应是玩家的名字（{names}）</translation>
    </message>
    <message>
        <source>unknown player {name!r} (one of {names})</source>
        <translation>未知的玩家 {name!r}（可选：{names}）</translation>
    </message>
    <message>
        <source>{kind} has no +plain choice</source>
        <translation>{kind} 没有 +plain 选项</translation>
    </message>
    <message>
        <source>{kind} has no skill (only skill@N takes one)</source>
        <translation>{kind} 没有水平设置（只有 skill@N 可以设水平）</translation>
    </message>
    <message>
        <source>a skill is a percentage, 0 to 100 (e.g. skill@60)</source>
        <translation>水平是 0 到 100 的百分数（例如 skill@60）</translation>
    </message>
    <message>
        <source>the computer players play QuadAce steps only</source>
        <translation>电脑玩家只能用于 QuadAce 的步骤</translation>
    </message>
    <message>
        <source>must be a table with kind and answer</source>
        <translation>应是一个含有 kind 和 answer 的表</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>应是以下之一：{names}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>unknown fact {name!r} for {game}</source>
        <translation>{game} 没有名为 {name!r} 的事实</translation>
    </message>
    <message>
        <source>missing (a text is required)</source>
        <translation>缺少（这里需要一段文字）</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>是空的</translation>
    </message>
    <message>
        <source>unknown language {language!r} (use {languages})</source>
        <translation>未知的语言 {language!r}（可用：{languages}）</translation>
    </message>
    <message>
        <source>needs an English text (en)</source>
        <translation>需要一段英文文字（en）</translation>
    </message>
    <message>
        <source>every language&apos;s text must be a string</source>
        <translation>每种语言的文字都应是字符串</translation>
    </message>
    <message>
        <source>unknown preset {name!r} (one of {names})</source>
        <translation>未知的预设规则 {name!r}（可选：{names}）</translation>
    </message>
    <message>
        <source>these rules cannot be played: {error}</source>
        <translation>这套规则无法进行：{error}</translation>
    </message>
    <message>
        <source>a move cannot be played: {error}</source>
        <translation>有一手无法走出：{error}</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>应是 true 或 false</translation>
    </message>
    <message>
        <source>the articles&apos; findings are about the standard game</source>
        <translation>文章的发现只针对标准游戏</translation>
    </message>
    <message>
        <source>unknown finding {name!r} (see quadace findings)</source>
        <translation>未知的发现 {name!r}（见 quadace findings）</translation>
    </message>
    <message>
        <source>a choice question needs a list of at least two choices</source>
        <translation>选择题至少需要两个选项</translation>
    </message>
    <message>
        <source>must be the number of a choice, 1 to {most}</source>
        <translation>应是选项的编号，1 到 {most}</translation>
    </message>
    <message>
        <source>a choice question names the fact it asks about</source>
        <translation>选择题要写明所问的事实（fact）</translation>
    </message>
    <message>
        <source>{move!r} is not a legal move from {position}</source>
        <translation>从 {position} 不能走 {move!r}</translation>
    </message>
    <message>
        <source>the solver says {said!r}, not {stated!r}</source>
        <translation>求解器给出的是 {said!r}，不是 {stated!r}</translation>
    </message>
    <message>
        <source>not a legal position for these rules: {error}</source>
        <translation>按这套规则不是合法局面：{error}</translation>
    </message>
    <message>
        <source>not a legal position for this game: {error}</source>
        <translation>在这个游戏中不是合法局面：{error}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>应是整数</translation>
    </message>
    <message>
        <source>a number question names what it counts (see docs/LESSONS.md)</source>
        <translation>数字题要写明所数的是什么（见 docs/LESSONS.md）</translation>
    </message>
    <message>
        <source>the xor rule disagrees with the solver here</source>
        <translation>异或规则在这里与求解器不一致</translation>
    </message>
    <message>
        <source>the map holds only {count} pairs</source>
        <translation>热力图只有 {count} 对</translation>
    </message>
    <message>
        <source>the game is over there: there is no move to ask for</source>
        <translation>那里游戏已经结束，没有可问的出手</translation>
    </message>
    <message>
        <source>{move!r} is not a best move by the solver (best: {best})</source>
        <translation>按求解器，{move!r} 不是最佳出手（最佳：{best}）</translation>
    </message>
    <message>
        <source>the solver counts {said}, not {stated} ({fact})</source>
        <translation>求解器数出 {said} 个，不是 {stated} 个（{fact}）</translation>
    </message>
    <message>
        <source>choice {number} ({choice!r}) does not match the solver&apos;s {said!r} ({fact})</source>
        <translation>选项 {number}（{choice!r}）与求解器的 {said!r} 不符（{fact}）</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>抢30, one or two numbers a turn</source>
        <translation>抢30，每次报 1 或 2 个数</translation>
    </message>
    <message>
        <source>Two players count from 1, each saying one or two consecutive numbers; whoever says 30 wins. Who wins?</source>
        <translation>两人从 1 开始轮流报数，每次报 1 个或 2 个连续的数，谁报到 30 谁胜。谁能获胜？</translation>
    </message>
    <message>
        <source>抢30, one to three numbers a turn</source>
        <translation>抢30，每次报 1 到 3 个数</translation>
    </message>
    <message>
        <source>Count from 1 saying 1 to 3 consecutive numbers a turn; whoever says 30 wins. Who wins, and how?</source>
        <translation>从 1 开始轮流报数，每次报 1 到 3 个连续的数，谁报到 30 谁胜。谁能获胜？怎样取胜？</translation>
    </message>
    <message>
        <source>抢100, one to nine numbers a turn</source>
        <translation>抢100，每次报 1 到 9 个数</translation>
    </message>
    <message>
        <source>Count from 1 saying 1 to 9 consecutive numbers a turn; whoever says 100 wins. Who wins?</source>
        <translation>从 1 开始轮流报数，每次报 1 到 9 个连续的数，谁报到 100 谁胜。谁能获胜？</translation>
    </message>
    <message>
        <source>抢100, one to ten numbers a turn</source>
        <translation>抢100，每次报 1 到 10 个数</translation>
    </message>
    <message>
        <source>Count from 1 saying 1 to 10 consecutive numbers a turn; whoever says 100 wins. Who wins, and how?</source>
        <translation>从 1 开始轮流报数，每次报 1 到 10 个连续的数，谁报到 100 谁胜。谁能获胜？怎样取胜？</translation>
    </message>
    <message>
        <source>100 coins, add 1 to 4</source>
        <translation>100 枚硬币，每次放 1 到 4 枚</translation>
    </message>
    <message>
        <source>Starting from an empty pile, players add 1, 2, 3 or 4 coins in turn; whoever adds the 100th coin wins. Does A (first) or B win, and how?</source>
        <translation>从空堆开始，两人轮流放 1、2、3 或 4 枚硬币，谁放下第 100 枚谁胜。先放的甲和乙谁能获胜？怎样取胜？</translation>
    </message>
    <message>
        <source>1000 matches, take 1 to 7, the last one loses</source>
        <translation>1000 根火柴，每次取 1 到 7 根，取最后一根者负</translation>
    </message>
    <message>
        <source>1000 matches; each takes 1 to 7 in turn; whoever takes the last match loses. How many should the first player take to be sure to win?</source>
        <translation>1000 根火柴，两人轮流取 1 到 7 根，取到最后一根者负。先取者第一次应取几根才能确保获胜？</translation>
    </message>
    <message>
        <source>2008 cells, move 1 to 5</source>
        <translation>2008 格，每次走 1 到 5 格</translation>
    </message>
    <message>
        <source>2008 cells in a row, a piece on the first; players move it forward 1 to 5 cells in turn; whoever brings it to the last cell wins. How can one be sure to win?</source>
        <translation>一排 2008 个格子，第一格放一枚棋子；两人轮流把它向前移动 1 到 5 格，谁把它移到最后一格谁胜。怎样才能确保获胜？</translation>
    </message>
    <message>
        <source>5000 matches, take 1 to 8, the last one loses</source>
        <translation>5000 根火柴，每次取 1 到 8 根，取最后一根者负</translation>
    </message>
    <message>
        <source>5000 matches; each takes 1 to 8 in turn; whoever takes the last match loses. How can one be sure to win?</source>
        <translation>5000 根火柴，两人轮流取 1 到 8 根，取到最后一根者负。怎样才能确保获胜？</translation>
    </message>
    <message>
        <source>Nim (3, 3)</source>
        <translation>尼姆游戏 (3, 3)</translation>
    </message>
    <message>
        <source>Two heaps of 3. Who wins?</source>
        <translation>两堆，每堆 3 个。谁能获胜？</translation>
    </message>
    <message>
        <source>Nim (1, 2, 1)</source>
        <translation>尼姆游戏 (1, 2, 1)</translation>
    </message>
    <message>
        <source>Heaps of 1, 2 and 1 matches. Who wins, and how?</source>
        <translation>三堆火柴，分别有 1、2、1 根。谁能获胜？怎样取胜？</translation>
    </message>
    <message>
        <source>Nim (1, 2, 3)</source>
        <translation>尼姆游戏 (1, 2, 3)</translation>
    </message>
    <message>
        <source>Heaps of 1, 2 and 3. Who wins?</source>
        <translation>三堆，分别有 1、2、3 个。谁能获胜？</translation>
    </message>
    <message>
        <source>Nim (12, 9, 6)</source>
        <translation>尼姆游戏 (12, 9, 6)</translation>
    </message>
    <message>
        <source>Heaps of 12, 9 and 6 matches; whoever takes the last one wins. Does the first or the second player win, and how?</source>
        <translation>三堆火柴，分别有 12、9、6 根，取到最后一根者胜。先手胜还是后手胜？怎样取胜？</translation>
    </message>
    <message>
        <source>Nim (7, 8, 9): the article&apos;s game</source>
        <translation>尼姆游戏 (7, 8, 9)：文章中的对局</translation>
    </message>
    <message>
        <source>甲 moves first from (7, 8, 9). Who wins, and how?</source>
        <translation>从 (7, 8, 9) 开始，甲先走。谁能获胜？怎样取胜？</translation>
    </message>
    <message>
        <source>Nim (14, 21, 39)</source>
        <translation>尼姆游戏 (14, 21, 39)</translation>
    </message>
    <message>
        <source>Heaps of 14, 21 and 39: how does the player to move win?</source>
        <translation>三堆分别有 14、21、39 个：轮到的一方怎样取胜？</translation>
    </message>
    <message>
        <source>Nim (55, 81, 121)</source>
        <translation>尼姆游戏 (55, 81, 121)</translation>
    </message>
    <message>
        <source>Heaps of 55, 81 and 121: how does the player to move win?</source>
        <translation>三堆分别有 55、81、121 个：轮到的一方怎样取胜？</translation>
    </message>
    <message>
        <source>Nim (29, 45, 58)</source>
        <translation>尼姆游戏 (29, 45, 58)</translation>
    </message>
    <message>
        <source>Heaps of 29, 45 and 58: how does the player to move win?</source>
        <translation>三堆分别有 29、45、58 个：轮到的一方怎样取胜？</translation>
    </message>
    <message>
        <source>Wythoff&apos;s first singular positions</source>
        <translation>威佐夫游戏最初的奇异局面</translation>
    </message>
    <message>
        <source>Which positions of Wythoff&apos;s game (heaps up to 20) are singular (the player to move loses)?</source>
        <translation>威佐夫游戏（每堆不超过 20）中，哪些局面是奇异局面（轮到的一方必败）？</translation>
    </message>
</context>
<context>
    <name>ExercisesPanel</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The first player wins (N-position, %1 plies with best play). Winning first moves: %2.</source>
        <translation>先手必胜（N 局面，双方都按最优策略时 %1 步结束）。必胜的第一步：%2。</translation>
    </message>
    <message>
        <source>The second player wins: the start is a P-position (lost in %1 plies with best play).</source>
        <translation>后手必胜：开始的局面是 P 局面（双方都按最优策略时 %1 步结束）。</translation>
    </message>
    <message>
        <source>Totals to reach (P-positions): %1.</source>
        <translation>要抢到的数（P 局面）：%1。</translation>
    </message>
    <message>
        <source>P-positions with heaps low to high: %1.</source>
        <translation>P 局面（小堆在前）：%1。</translation>
    </message>
    <message>
        <source>The article&apos;s P-positions are all P.</source>
        <translation>文章列出的局面都是 P 局面。</translation>
    </message>
    <message>
        <source>Not all the article&apos;s P-positions are P.</source>
        <translation>文章列出的局面并非都是 P 局面。</translation>
    </message>
    <message>
        <source>The article: %1</source>
        <translation>原文:%1</translation>
    </message>
    <message>
        <source>In English: %1</source>
        <translation>英文:%1</translation>
    </message>
    <message>
        <source>Position: %1</source>
        <translation>局面:%1</translation>
    </message>
    <message>
        <source>The answers stay hidden while a quiz question is open.</source>
        <translation>测验题未答完,答案保持隐藏。</translation>
    </message>
    <message>
        <source>The answers are hidden: think first, then Reveal.</source>
        <translation>答案已隐藏:先想一想,再点“显示答案”。</translation>
    </message>
    <message>
        <source>The solver agrees with the article.</source>
        <translation>求解器与文章的答案一致。</translation>
    </message>
    <message>
        <source>The solver does not agree with the article.</source>
        <translation>求解器与文章的答案不一致。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Show the exercise&apos;s game at its position on the board</source>
        <translation>在棋盘上显示这道练习的游戏和局面</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the article&apos;s answer beside the solver&apos;s</source>
        <translation>并排显示文章的答案和求解器的答案</translation>
    </message>
    <message>
        <source>The article&apos;s answer</source>
        <translation>文章的答案</translation>
    </message>
    <message>
        <source>The solver&apos;s answer</source>
        <translation>求解器的答案</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>the table finds a draw at the start too</source>
        <translation>计算结果同样表明开局是平局</translation>
    </message>
    <message>
        <source>the table does not find a draw at the start</source>
        <translation>计算结果表明开局不是平局</translation>
    </message>
    <message>
        <source>{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to move; {reachable} of the lost ones arise from the start</source>
        <translation>共 {cells} 个未结束的局面：对轮到的一方来说 {won} 个必胜、{lost} 个必败、{drawn} 个平局；其中负局面有 {reachable} 个可从开局走到</translation>
    </message>
    <message>
        <source>{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to move; {reachable} of the lost ones arise from the start (the article&apos;s &quot;8, of which only 4 occur&quot; counts something else: see the concessions that lose)</source>
        <translation>共 {cells} 个未结束的局面：对轮到的一方来说 {won} 个必胜、{lost} 个必败、{drawn} 个平局；其中负局面有 {reachable} 个可从开局走到（文章说的“8 个，只有 4 个会出现”指的是另一回事：见“导致落败的让步”）</translation>
    </message>
    <message>
        <source>the same 16 as the article; the Fibonacci rule (a to move: some f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81</source>
        <translation>与文章列出的 16 个完全相同；斐波那契判别法（轮到 a：存在 f_i*a + f_(i+1)*b ≡ 0 (mod 10)）在全部 81 个局面上与计算结果一致</translation>
    </message>
    <message>
        <source>the same 16 as the article; the Fibonacci rule disagrees with the table somewhere</source>
        <translation>与文章列出的 16 个完全相同；但斐波那契判别法在某些局面上与计算结果不一致</translation>
    </message>
    <message>
        <source>differs from the article&apos;s list; the Fibonacci rule (a to move: some f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81</source>
        <translation>与文章的列表不同；斐波那契判别法（轮到 a：存在 f_i*a + f_(i+1)*b ≡ 0 (mod 10)）在全部 81 个局面上与计算结果一致</translation>
    </message>
    <message>
        <source>differs from the article&apos;s list; the Fibonacci rule disagrees with the table somewhere</source>
        <translation>与文章的列表不同；斐波那契判别法在某些局面上与计算结果不一致</translation>
    </message>
    <message>
        <source>the article says &apos;about 48&apos;; exactly {found} ({reachable} reachable) when the mover cannot retire a hand first: {equal} with two equal hands and {others}</source>
        <translation>文章说“大约48种”；按“轮到的一方不能先收起一只手”计算，恰好 {found} 个（{reachable} 个可达）：其中 {equal} 个两手相同，另外几个是 {others}</translation>
    </message>
    <message>
        <source>criterion: a forced concession with a move after which the opponent can retire a hand and leave the mover&apos;s two hands lost against one; {reachable} of them arise from the start (the article: 8, only 4 occur, e.g. 1136 → 1736): the same numbers</source>
        <translation>判据：被迫让步的局面中，存在一步走后对手能收起一只手，使轮到的一方的两只手对一只手必败；其中 {reachable} 个可从开局走到（文章：8 个，只有 4 个会出现，如 1136 → 1736）：数目一致</translation>
    </message>
    <message>
        <source>criterion: two hands each, reachable from the start, exactly one move retires a hand and the opponent wins after it ({draws} of them are draws that move turns into a loss); {open} more reachable positions have two retiring moves of which one or both lose (the strategy&apos;s choice is open there, the article leaves them out); {unreachable} unreachable positions meet the criterion and are left out as in the article: {positions}</source>
        <translation>判据：双方各两只手、可从开局走到、恰有一步能收起一只手且走后对手必胜（其中 {draws} 个原本是平局，这一步把它变成了负）；另有 {open} 个可达局面有两步能收手，其中一步或两步会输（简单策略在这里的选择不确定，文章没有列出）；另有 {unreachable} 个不可达局面也满足判据，与文章一样不列出：{positions}</translation>
    </message>
    <message>
        <source>Every hand is a multiple of a number d &gt; 1 that divides the base: addition keeps that, and the start has no such common factor.</source>
        <translation>每只手都是某个大于 1、整除进制的数 d 的倍数：加法保持这一性质，而开局没有这样的公因数。</translation>
    </message>
    <message>
        <source>No move leads here: the opponent&apos;s last move would have had to start from a retired hand or could not have produced these numbers.</source>
        <translation>没有任何一步能走到这里：对手上一步要么得从已收起的手出发，要么算不出这些数字。</translation>
    </message>
    <message>
        <source>Every move that leads here starts from an unreachable position (of the classes above, or of this one), so the start never leads here either.</source>
        <translation>能走到这里的每一步都从不可达局面出发（属于上面几类或本类），所以从开局也走不到这里。</translation>
    </message>
    <message>
        <source>the article claims and proves only that the two-hand side to move can keep the one-hand side from winning at once, so the game reaches one hand each, where &apos;the result depends on the numbers&apos; (此时的胜负取决于初始数字); it does not claim that two hands never lose. The table shows these {count} positions of two hands against one lost for the two-hand side to move</source>
        <translation>文章声称并证明的只是：轮到的两只手一方能让一只手一方无法直接胜利，所以局面一定进入一对一，“此时的胜负取决于初始数字”；文章并没有说两只手的一方必不败。计算结果：下面这 {count} 个两只手对一只手的局面，轮到的两只手一方必败</translation>
    </message>
    <message>
        <source>the article claims the two-hand side to move can always keep the one-hand side from winning at once (B 存在策略使得 A 无法直接胜利); its proof assumes the two hands differ. The table shows these counterexamples: the two hands are equal, so both moves give the same result and the one hand retires next</source>
        <translation>文章声称轮到的两只手一方总能让一只手一方无法直接胜利（“B 存在策略使得 A 无法直接胜利”）；其证明假定两只手上的数不同。计算结果给出下面这些反例：两只手上的数相同，两种走法结果一样，一只手一方下一步就收起最后一只手</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>Reveal shows the articles&apos; findings, which name positions&apos; values.</source>
        <translation>显示答案后才列出文章的结论（其中会说出局面的结果）。</translation>
    </message>
    <message>
        <source>The start is a draw</source>
        <translation>开局是平局</translation>
    </message>
    <message>
        <source>Two hands each: the side to move loses</source>
        <translation>双方各两只手：轮到的一方负</translation>
    </message>
    <message>
        <source>Two hands against one: the two-hand side to move loses</source>
        <translation>两只手对一只手：轮到的一方（两只手）必败</translation>
    </message>
    <message>
        <source>One hand against two: the one-hand side to move loses</source>
        <translation>一只手对两只手：轮到的一方（一只手）必败</translation>
    </message>
    <message>
        <source>One hand each: the side to move loses</source>
        <translation>双方各一只手：轮到的一方负</translation>
    </message>
    <message>
        <source>One hand each: draws (Fibonacci rule)</source>
        <translation>双方各一只手：平局（斐波那契规律）</translation>
    </message>
    <message>
        <source>Forced concessions</source>
        <translation>被迫让步</translation>
    </message>
    <message>
        <source>Concessions that lose</source>
        <translation>导致落败的让步</translation>
    </message>
    <message>
        <source>Traps of the simple strategy</source>
        <translation>简单策略的陷阱</translation>
    </message>
    <message>
        <source>Unreachable: a common factor</source>
        <translation>不可到达：有公因数</translation>
    </message>
    <message>
        <source>Unreachable: no move leads here</source>
        <translation>不可到达：没有走法能走到这里</translation>
    </message>
    <message>
        <source>Unreachable: only from unreachable positions</source>
        <translation>不可到达：只能从不可到达的局面走到</translation>
    </message>
    <message>
        <source>Second article, two hands against one: lost for the two-hand side to move</source>
        <translation>第二篇文章，两只手对一只手：轮到的两只手一方必败</translation>
    </message>
    <message>
        <source>Second article: two hands can always avoid an immediate loss?</source>
        <translation>第二篇文章：两只手总能避免立即落败？</translation>
    </message>
    <message>
        <source>about 48 (大约48)</source>
        <translation>大约48</translation>
    </message>
    <message>
        <source>no count: it proves one hand each is reached, then the numbers decide</source>
        <translation>没有给出数目：它证明局面会进入一对一，“此时的胜负取决于初始数字”</translation>
    </message>
    <message>
        <source>none claimed</source>
        <translation>文章称没有</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 (the article: %3)</source>
        <translation>%1：%2（文章中为 %3）</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Show the finding&apos;s previous position on the board</source>
        <translation>在棋盘上显示这一发现的上一个局面</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Show the finding&apos;s next position on the board</source>
        <translation>在棋盘上显示这一发现的下一个局面</translation>
    </message>
    <message>
        <source>Export Slide…</source>
        <translation>导出幻灯片…</translation>
    </message>
    <message>
        <source>Save the finding as a 16:9 PNG slide: its title and its positions marked on the map</source>
        <translation>把这一发现存为 16:9 的 PNG 幻灯片：带标题，并在热力图上标出它的局面</translation>
    </message>
    <message>
        <source>Not marked: the map shows another rule set</source>
        <translation>未标出：局面图显示的是另一套规则</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) marked on the map</source>
        <translation>
            <numerusform>局面图上标出了 %n 个局面</numerusform>
        </translation>
    </message>
    <message>
        <source>(no positions)</source>
        <translation>（没有局面）</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message>
        <source>QuadAce, %1: %2 — %3</source>
        <translation>QuadAce，%1：%2 — %3</translation>
    </message>
    <message>
        <source>The article: %1</source>
        <translation>文章：%1</translation>
    </message>
    <message>
        <source>Export the finding as a slide</source>
        <translation>把发现导出为幻灯片</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Switch to the standard game?</source>
        <translation>切换到标准游戏？</translation>
    </message>
    <message>
        <source>The articles&apos; findings are about the standard game (base 10, two hands, add). Switch the game to it to show %1? The game played now is left.</source>
        <translation>文章的发现针对的是标准游戏（10 进制，每人两只手，加法）。要切换到标准游戏来显示 %1 吗？当前的对局将被离开。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Go to %1</source>
        <translation>转到 %1</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Restore game</source>
        <translation>恢复对局</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>走 %1</translation>
    </message>
    <message>
        <source>Go to variation %1</source>
        <extracomment>The undone moves&apos; nodes it puts back (each below the one before it or the tree), and where.</extracomment>
        <translation>转到分支 %1</translation>
    </message>
    <message>
        <source>Promote variation %1</source>
        <translation>将分支 %1 升为主线</translation>
    </message>
    <message>
        <source>Delete variation %1</source>
        <translation>删除分支 %1</translation>
    </message>
</context>
<context>
    <name>GameSolveJob</name>
    <message>
        <source>Not enough memory to solve %1.</source>
        <translation>内存不足，无法求解“%1”。</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>key factor k</source>
        <translation>关键因子 k</translation>
    </message>
    <message>
        <source>Count to:</source>
        <extracomment>Count to: the target (the one heap&apos;s size).</extracomment>
        <translation>报数到：</translation>
    </message>
    <message>
        <source>Numbers a turn (1 to):</source>
        <extracomment>The most numbers said in a turn.</extracomment>
        <translation>每次报数个数（1 到）：</translation>
    </message>
    <message>
        <source>抢30 (Bash: count to a target)</source>
        <translation>抢30（巴什博弈：报数到目标）</translation>
    </message>
    <message>
        <source>Count to {target}, 1–{most} a turn, the last one loses</source>
        <extracomment>quadace check: every count up to 1000, for each largest amount a turn from 1 to 10.</extracomment>
        <translation>报数到 {target}，每次 1–{most} 个，取最后一个者负</translation>
    </message>
    <message>
        <source>Count to {target}, 1–{most} a turn</source>
        <translation>报数到 {target}，每次 1–{most} 个</translation>
    </message>
    <message>
        <source>Say 1 to {most} numbers a turn; whoever says {target} loses, so whoever says {last} wins. The key factor k = {most} + 1 = {k} (the largest plus the smallest number one may say). Going back from {last} by k (backward induction) gives the key numbers {keys}: P exactly when the last number said is a key number. The imbalance factor is the remainder ({target} − 1) mod {k} = {r}.</source>
        <translation>每次可报 1 到 {most} 个数；谁报到 {target} 谁输，所以报到 {last} 的一方必胜。关键因子 k = {most} + 1 = {k}（可报的最大数与最小数之和）。从 {last} 起每次退 k（倒推法），得到关键数 {keys}：最后报的数是关键数时，恰为 P 局面。不平衡因子是余数 ({target} − 1) mod {k} = {r}。</translation>
    </message>
    <message>
        <source>Say 1 to {most} numbers a turn; whoever says {target} wins. The key factor k = {most} + 1 = {k} (the largest plus the smallest number one may say). Going back from {target} by k (backward induction) gives the key numbers {keys}: P exactly when the last number said is a key number. The imbalance factor is the remainder {target} mod {k} = {r}.</source>
        <translation>每次可报 1 到 {most} 个数；谁先报到 {target} 谁胜。关键因子 k = {most} + 1 = {k}（可报的最大数与最小数之和）。从 {target} 起每次退 k（倒推法），得到关键数 {keys}：最后报的数是关键数时，恰为 P 局面。不平衡因子是余数 {target} mod {k} = {r}。</translation>
    </message>
    <message>
        <source>The first player says up to {r} and wins.</source>
        <translation>先报数者报到 {r}，就有必胜策略。</translation>
    </message>
    <message>
        <source>A balanced game: the second player wins.</source>
        <translation>平衡游戏：后报数者有必胜策略。</translation>
    </message>
    <message>
        <source>This is the subtraction game with S = {{{s}}}.</source>
        <translation>这就是 S = {{{s}}} 的减法游戏。</translation>
    </message>
    <message>
        <source>say {said}</source>
        <translation>报 {said}</translation>
    </message>
    <message>
        <source>Whoever says {target} loses.</source>
        <translation>报到 {target} 者负。</translation>
    </message>
    <message>
        <source>Whoever says {target} wins.</source>
        <translation>报到 {target} 者胜。</translation>
    </message>
    <message>
        <source>Two players, A (甲) and B (乙), count in turn from 1; each says the next 1 to {most} numbers. Whoever says {target} loses.</source>
        <translation>甲、乙两人从 1 开始轮流报数，每次报接下来的 1 到 {most} 个数。报到 {target} 者负。</translation>
    </message>
    <message>
        <source>Two players, A (甲) and B (乙), count in turn from 1; each says the next 1 to {most} numbers. Whoever says {target} wins.</source>
        <translation>甲、乙两人从 1 开始轮流报数，每次报接下来的 1 到 {most} 个数。报到 {target} 者胜。</translation>
    </message>
    <message>
        <source>The rule says {v}.</source>
        <extracomment>The most slots a take-away game may have (the solver keeps a few bytes per slot and per edge). The most moves (edges) a take-away game may have: the solve&apos;s time and memory grow with them, not only with the positions (Nim with one heap of 1,999,999 has 2 * 10^12). 10^8 edges solve in a few seconds within a few hundred MiB (the article&apos;s Nim 55,81,121 has 7.2 * 10^7: 2 s on a free core). Edges generated at once by the solver&apos;s predecessor calls (bounds the working memory).</extracomment>
        <translation>规则判定：{v}。</translation>
    </message>
    <message>
        <source>both {n}</source>
        <extracomment>The heap sizes of every slot, one array per heap. One separator between two heap sizes: a comma (or ; or /) with any spaces around it, or spaces alone. Digits a heap size may have: longer numbers are far past any heap that can be solved (and would overflow the tables&apos; integers), so they are not read. A position of the game as the user writes it, for the error messages. A counting game (one number said, not heaps): its refusals name the count that fits. The game&apos;s name in the New Game page&apos;s list (English, marked for translation). The parameters the New Game page offers, in order (see :mod:`.params`). Where ``quadace check`` compares the closed form with the solver when no option says: a value for some of :attr:`PARAMS`, wider than the game&apos;s defaults (``limit``: every heap up to it, as many heaps as the default start, or a tuple: one per heap); for another number parameter a tuple checks one game per value. Empty: the game&apos;s own defaults.</extracomment>
        <translation>两堆各 {n}</translation>
    </message>
    <message>
        <source>all {n}</source>
        <translation>每堆各 {n}</translation>
    </message>
    <message>
        <source>Whoever takes the last one loses.</source>
        <translation>取到最后一个者负。</translation>
    </message>
    <message>
        <source>Two players, A (甲) and B (乙), take turns. A move takes one or more stones from one heap. Whoever takes the last stone wins.</source>
        <translation>甲、乙两人轮流取石子。每次从某一堆中取一个或多个。取到最后一个者胜。</translation>
    </message>
    <message>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>反常规则：取到最后一个者负。</translation>
    </message>
    <message>
        <source>every heap holds 0 or 1: {n} of them hold 1 → {v}</source>
        <translation>每堆都只有 0 或 1 个：其中 {n} 堆为 1 → {v}</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>尼姆游戏（Nim）</translation>
    </message>
    <message>
        <source>misère Nim, {n} heaps ≤ {size}</source>
        <translation>反常尼姆游戏，{n} 堆 ≤ {size}</translation>
    </message>
    <message>
        <source>Nim, {n} heaps ≤ {size}</source>
        <translation>尼姆游戏，{n} 堆 ≤ {size}</translation>
    </message>
    <message>
        <source>Misère Nim: while some heap holds 2 or more, P exactly when the heap sizes xor to 0; when every heap holds 0 or 1, P exactly when an odd number of heaps hold 1.</source>
        <translation>反常尼姆游戏：只要有一堆不少于 2 个，各堆大小的异或为 0 时恰为 P 局面；每堆都只有 0 或 1 个时，有奇数堆为 1 时恰为 P 局面。</translation>
    </message>
    <message>
        <source>Bouton&apos;s theorem: P exactly when the heap sizes xor to 0 (⊕, binary addition without carry).</source>
        <translation>Bouton 定理：各堆大小的异或为 0 时恰为 P 局面（⊕，即不进位的二进制加法）。</translation>
    </message>
    <message>
        <source>{n} is below the period&apos;s start {start}: the table decides → {v}</source>
        <extracomment>The largest amount a move may take (the period is then found within 2^16 heap sizes). The default set of amounts.</extracomment>
        <translation>{n} 小于周期的起点 {start}：由表格决定 → {v}</translation>
    </message>
    <message>
        <source>period</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>P residues</source>
        <translation>P 局面的余数</translation>
    </message>
    <message>
        <source>Amounts a move may take (S):</source>
        <extracomment>The set S of the amounts a move may take.</extracomment>
        <translation>每次可取的数量 (S)：</translation>
    </message>
    <message>
        <source>Subtraction game (take an amount of S)</source>
        <translation>减法游戏（每次取 S 中的一个数量）</translation>
    </message>
    <message>
        <source>misère subtraction game S = {{{s}}}, heap ≤ {limit}</source>
        <translation>反常减法游戏 S = {{{s}}}，堆 ≤ {limit}</translation>
    </message>
    <message>
        <source>Subtraction game S = {{{s}}}, heap ≤ {limit}</source>
        <translation>减法游戏 S = {{{s}}}，堆 ≤ {limit}</translation>
    </message>
    <message>
        <source>Subtraction game: a move takes one of the amounts S = {{{s}}} from the heap. The solver finds the P-positions periodic: P exactly when n mod {m} is one of {r}.</source>
        <translation>减法游戏：每次从堆中取走 S = {{{s}}} 中的一个数量。求解器发现 P 局面是周期性的：当且仅当 n mod {m} 是 {r} 之一时为 P 局面。</translation>
    </message>
    <message>
        <source>This holds from n = {start} on; below it the table decides.</source>
        <translation>这从 n = {start} 起成立；更小的局面由表格决定。</translation>
    </message>
    <message>
        <source>Allowed amounts: S = {{{s}}}.</source>
        <translation>可取的数量：S = {{{s}}}。</translation>
    </message>
    <message>
        <source>Two players, A (甲) and B (乙), take turns. A move takes one of the amounts of S = {{{s}}} from the heap. Whoever takes the last stone wins.</source>
        <translation>甲、乙两人轮流取石子。每次从这一堆中取 S = {{{s}}} 中的一个数量。取到最后一个者胜。</translation>
    </message>
    <message>
        <source>({a}, {b}): b − a = {k}; the pair of difference {k} is ({low}, {high}){same}({a}, {b}) → {v}</source>
        <translation>({a}, {b})：b − a = {k}；差为 {k} 的数对是 ({low}, {high}){same}({a}, {b}) → {v}</translation>
    </message>
    <message>
        <source>the pair of difference {k}</source>
        <translation>差为 {k} 的数对</translation>
    </message>
    <message>
        <source>Wythoff</source>
        <translation>威佐夫游戏</translation>
    </message>
    <message>
        <source>Wythoff ≤ {limit}</source>
        <translation>威佐夫游戏 ≤ {limit}</translation>
    </message>
    <message>
        <source>Wythoff: P exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, and their mirror images (φ = (1 + √5)/2 ≈ 1.618): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …</source>
        <translation>威佐夫游戏：P 局面恰为数对 (⌊kφ⌋, ⌊kφ⌋ + k)，k = 0, 1, 2, …，及其对称数对（黄金比例 φ = (1 + √5)/2 ≈ 1.618）：(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …</translation>
    </message>
    <message>
        <source>Two players, A (甲) and B (乙), take turns. A move takes any number of stones from one heap, or the same number from both heaps. Whoever takes the last stone wins.</source>
        <translation>甲、乙两人轮流取石子。每次从一堆中取任意多个，或从两堆中取同样多个。取到最后一个者胜。</translation>
    </message>
    <message>
        <source>Heaps at the start:</source>
        <extracomment>A list of whole numbers typed like ``3,4,5``. One whole number from ``low`` to ``high``. A switch.</extracomment>
        <translation>开始时各堆：</translation>
    </message>
    <message>
        <source>Largest heap (0: the largest start heap):</source>
        <translation>最大堆（0：开始时最大的堆）：</translation>
    </message>
    <message>
        <source>Misère:</source>
        <translation>反常规则：</translation>
    </message>
    <message>
        <source>whoever takes the last one loses</source>
        <translation>取到最后一个者负</translation>
    </message>
</context>
<context>
    <name>HandsBoard</name>
    <message>
        <source>Hands board</source>
        <extracomment>The styles of the hand glyph (see :meth:`HandsBoard.setHandSigns`), the default first.</extracomment>
        <translation>双手棋盘</translation>
    </message>
    <message>
        <source>split {before} → {after}</source>
        <translation>分手 {before} → {after}</translation>
    </message>
    <message>
        <source>{move}, the hand retires</source>
        <translation>{move}，这只手收起</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>没有对局</translation>
    </message>
    <message>
        <source>{side} wins!</source>
        <translation>{side}获胜！</translation>
    </message>
    <message>
        <source>{mover}: now pick one of {other}&apos;s hands (Esc cancels)</source>
        <translation>{mover}：现在选择{other}的一只手（Esc 取消）</translation>
    </message>
    <message>
        <source>{mover} to move: pick one of {other}&apos;s hands</source>
        <translation>轮到{mover}走：选择{other}的一只手</translation>
    </message>
    <message>
        <source>{mover} to move: pick one of your hands, then one of {other}&apos;s; or drag it onto your other hand to split</source>
        <translation>轮到{mover}：先选自己的一只手，再选{other}的一只手；或把它拖到自己的另一只手上来分手</translation>
    </message>
    <message>
        <source>{mover} to move: pick one of your hands, then one of {other}&apos;s</source>
        <translation>轮到{mover}走：先选自己的一只手，再选{other}的一只手</translation>
    </message>
    <message>
        <source>{side}&apos;s hand is retired (0) and can no longer be chosen</source>
        <translation>{side}的这只手已收起（0），不能再选</translation>
    </message>
    <message>
        <source>{side}&apos;s hand showing {n}</source>
        <translation>{side}的手，数字为 {n}</translation>
    </message>
    <message>
        <source>{hand} — chosen; click it again to cancel</source>
        <translation>{hand} — 已选中；再次点击可取消</translation>
    </message>
    <message>
        <source>{hand} — click to choose it</source>
        <translation>{hand} — 点击选中</translation>
    </message>
    <message>
        <source>{hand} — click to add your {own} to it</source>
        <translation>{hand} — 点击把你的 {own} 加到它上面</translation>
    </message>
    <message>
        <source>{hand} — click to multiply it by your {own}</source>
        <translation>{hand} — 点击用你的 {own} 乘它</translation>
    </message>
    <message>
        <source>{hand} — click to add it to your {own}</source>
        <translation>{hand} — 点击把它加到你的 {own} 上</translation>
    </message>
    <message>
        <source>{hand} — click to multiply your {own} by it</source>
        <translation>{hand} — 点击用它去乘你的 {own}</translation>
    </message>
    <message>
        <source>split into {low} and {high}</source>
        <translation>分成 {low} 和 {high}</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>该走</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>已收起</translation>
    </message>
</context>
<context>
    <name>InductionPanel</name>
    <message>
        <source>Reveal to step through the solver&apos;s levels on the heatmap.</source>
        <extracomment>Play speeds: (source text, milliseconds a step). The most moves a loss explanation lists before &quot;and N more&quot;. The level the map shows: levels 0 .. k coloured (int; -1: nothing decided yet), or the normal map (None). A text for the status bar: (text, milliseconds; 0 keeps it until the next message).</extracomment>
        <translation>显示答案后可在热图上逐层查看求解器的逆向归纳。</translation>
    </message>
    <message>
        <source>QuadAce, %1: backward induction</source>
        <translation>QuadAce，%1：逆向归纳</translation>
    </message>
    <message>
        <source>Export the induction as PNG pictures</source>
        <translation>将逆向归纳过程导出为 PNG 图片</translation>
    </message>
    <message>
        <source>Levels to export</source>
        <translation>导出哪些层</translation>
    </message>
    <message>
        <source>Levels to export, e.g. 0-3, 5 (0 to %1):</source>
        <translation>要导出的层，例如 0-3, 5（0 到 %1）：</translation>
    </message>
    <message>
        <source>Write levels from 0 to %1 as numbers and ranges, e.g. 0-3, 5.</source>
        <translation>请用数字和范围写出 0 到 %1 之间的层，例如 0-3, 5。</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>无法导出：%1</translation>
    </message>
    <message>
        <source>Exporting the level pictures: %1 of %2…</source>
        <translation>正在导出各层图片：第 %1 张，共 %2 张…</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n picture(s) in %1</source>
        <translation>
            <numerusform>已将 %n 张图片保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace pictures</source>
        <translation>替换图片</translation>
    </message>
    <message>
        <source>%1 already holds %2 level pictures (level-….png). Replace them?</source>
        <translation>%1 中已有 %2 张层级图片（level-….png）。要替换它们吗？</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Show the normal heatmap again</source>
        <translation>重新显示普通热力图</translation>
    </message>
    <message>
        <source>Jump to a level</source>
        <translation>跳到某一层</translation>
    </message>
    <message>
        <source>Export PNGs…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Save the induction as one PNG picture per level</source>
        <translation>将逆向归纳过程保存为 PNG 图片，每层一张</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Tip: a small base (3 to 5, File &gt; New Game) makes the best first lesson: few positions, few levels.</source>
        <translation>提示：第一课最好选小进制（3 到 5，文件 &gt; 新游戏）：局面少，层数也少。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backward induction&lt;/b&gt;</source>
        <translation>&lt;b&gt;逆向归纳&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Press Start to watch the solver decide every position, level by level.</source>
        <translation>按“开始”，观看求解器逐层判定每个局面。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start: nothing decided yet&lt;/b&gt;</source>
        <translation>&lt;b&gt;开始：尚未判定任何局面&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) to decide.</source>
        <translation>
            <numerusform>共有 %n 个局面待判定。</numerusform>
        </translation>
    </message>
    <message>
        <source>Step to decide the finished games first.</source>
        <translation>按“单步”，先判定已结束的对局。</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) decided at this level</source>
        <translation>
            <numerusform>本层判定了 %n 个局面</numerusform>
        </translation>
    </message>
    <message>
        <source>, none in this slice</source>
        <translation>，本切片中没有</translation>
    </message>
    <message>
        <source>, %1 in this slice</source>
        <translation>，本切片中有 %1 个</translation>
    </message>
    <message numerus="yes">
        <source> (%n so far).</source>
        <translation>
            <numerusform>（累计 %n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every position was decided: each is a P- or an N-position.</source>
        <translation>每个局面都被判定了：每个局面不是 P 局面就是 N 局面。</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) were never decided: these are the draws.</source>
        <translation>
            <numerusform>有 %n 个局面始终未被判定：它们就是平局。</numerusform>
        </translation>
    </message>
    <message>
        <source>A position with a move into a P-position is an N-position.</source>
        <translation>若某局面有一步能走到 P 局面，则该局面是 N 局面（必胜）。</translation>
    </message>
    <message>
        <source>A position whose every move leads to an N-position is a P-position.</source>
        <translation>若某局面的每一步都走到 N 局面，则该局面是 P 局面（必败）。</translation>
    </message>
    <message>
        <source>A position with a move into a P-position is an N-position; one whose every move leads to an N-position is a P-position.</source>
        <translation>若某局面有一步能走到 P 局面，则该局面是 N 局面；若每一步都走到 N 局面，则是 P 局面。</translation>
    </message>
    <message>
        <source>
Positions are written A&apos;s hands / B&apos;s hands : the side to move, as in the status bar.</source>
        <translation>
局面写作 甲的手 / 乙的手 : 轮到的一方，与状态栏相同。</translation>
    </message>
    <message>
        <source>Every position was decided: these rules have no draws.</source>
        <translation>每个局面都被判定了：这套规则没有平局。</translation>
    </message>
    <message>
        <source>Step %1 of %2: level %3</source>
        <translation>第 %1 步（共 %2 步）：第 %3 层</translation>
    </message>
    <message>
        <source>Level 0: the finished games, decided by the rules themselves.</source>
        <translation>第 0 层：已结束的对局，由规则本身直接判定。</translation>
    </message>
    <message>
        <source>A position with a move into a lost position is won.</source>
        <translation>若某局面有一步能走到必败局面，则该局面必胜。</translation>
    </message>
    <message>
        <source>A position whose every move leads to a won position is lost.</source>
        <translation>若某局面的每一步都走到必胜局面，则该局面必败。</translation>
    </message>
    <message>
        <source>A position with a move into a lost position is won; one whose every move leads to a won position is lost.</source>
        <translation>若某局面有一步能走到必败局面，则该局面必胜；若每一步都走到必胜局面，则必败。</translation>
    </message>
    <message>
        <source>Why? %1 is a draw: no level ever decided it.</source>
        <translation>为什么？%1 是平局：没有任何一层判定过它。</translation>
    </message>
    <message>
        <source>Why? %1 is a finished game (level 0): the side to move has won.</source>
        <translation>为什么？%1 是已结束的对局（第 0 层）：轮到的一方已胜。</translation>
    </message>
    <message>
        <source>Why? %1 is a finished game (level 0): the side to move has lost.</source>
        <translation>为什么？%1 是已结束的对局（第 0 层）：轮到的一方已负。</translation>
    </message>
    <message>
        <source>Why? %1 is won at level %2: it has a move into %3, lost at level %4.</source>
        <translation>为什么？%1 在第 %2 层判为必胜：它有一步能走到 %3，而 %3 在第 %4 层判为必败。</translation>
    </message>
    <message>
        <source>%1 (won at level %2)</source>
        <translation>%1（第 %2 层判为必胜）</translation>
    </message>
    <message>
        <source>Why? %1 is a finished game (level 0): the side to move has won, an N-position.</source>
        <translation>为什么？%1 是已结束的对局（第 0 层）：轮到的一方已胜，是 N 局面。</translation>
    </message>
    <message>
        <source>Why? %1 is a finished game (level 0): the side to move has lost, a P-position.</source>
        <translation>为什么？%1 是已结束的对局（第 0 层）：轮到的一方已负，是 P 局面。</translation>
    </message>
    <message>
        <source>Why? %1 is an N-position (level %2): it has a move into %3, a P-position of level %4.</source>
        <translation>为什么？%1 是 N 局面（第 %2 层）：它有一步能走到 %3，而 %3 是第 %4 层的 P 局面。</translation>
    </message>
    <message>
        <source>%1 (N, level %2)</source>
        <translation>%1（N 局面，第 %2 层）</translation>
    </message>
    <message>
        <source>Why? %1 is a P-position (level %2): every move leads to an N-position: %3.</source>
        <translation>为什么？%1 是 P 局面（第 %2 层）：每一步都走到 N 局面：%3。</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Why? %1 is lost at level %2: every move leads to a won position: %3.</source>
        <translation>为什么？%1 在第 %2 层判为必败：每一步都走到必胜局面：%3。</translation>
    </message>
    <message>
        <source> (Not decided yet at this step.)</source>
        <translation>（在这一步还未判定。）</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Previous step (PageUp)</source>
        <translation>上一步骤（PageUp）</translation>
    </message>
    <message>
        <source>Next step (PageDown)</source>
        <translation>下一步骤（PageDown）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>LessonDriver</name>
    <message>
        <source>Back to free play</source>
        <extracomment>The window&apos;s panels by the name a lesson gives them. The pause after each animated move of a step&apos;s line, on top of the animation (ms).</extracomment>
        <translation>回到自由练习</translation>
    </message>
</context>
<context>
    <name>LessonErrors</name>
    <message>
        <source>step {step}: {key}: {error}</source>
        <extracomment>The longest excerpt of a value an error message quotes (a 4 MB ``start`` must not make a 4 MB dialog). The longest message :func:`error_text` returns.</extracomment>
        <translation>第 {step} 步：{key}：{error}</translation>
    </message>
    <message>
        <source>step {step}: {error}</source>
        <translation>第 {step} 步：{error}</translation>
    </message>
    <message>
        <source>{key}: {error}</source>
        <translation>{key}：{error}</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start the chosen lesson from its first step</source>
        <translation>从第一个步骤开始所选课程</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步骤</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步骤 ▶</translation>
    </message>
    <message>
        <source>Teacher&apos;s notes</source>
        <translation>教师备注</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>P-position (the player to move loses)</source>
        <translation>P 局面（轮到的一方必败）</translation>
    </message>
    <message>
        <source>N-position (the player to move wins)</source>
        <translation>N 局面（轮到的一方必胜）</translation>
    </message>
    <message>
        <source>Win for the player to move</source>
        <translation>轮到的一方必胜</translation>
    </message>
    <message>
        <source>Loss for the player to move</source>
        <translation>轮到的一方必败</translation>
    </message>
    <message>
        <source>Leave Lesson (Free Play)</source>
        <translation>离开课程（自由练习）</translation>
    </message>
    <message>
        <source>Resume Lesson</source>
        <translation>继续课程</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Choose a lesson and press Start. Lessons &gt; Open Lesson File… opens a lesson of your own.</source>
        <translation>选择一门课程，然后按“开始”。“课程 &gt; 打开课程文件…”可以打开你自己编写的课程。</translation>
    </message>
    <message>
        <source>A move, e.g. 1+6</source>
        <translation>一步，例如 1+6</translation>
    </message>
    <message>
        <source>A move, e.g. +2 or 1:3</source>
        <translation>一步，例如 +2 或 1:3</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓ 正确。</translation>
    </message>
    <message>
        <source>✗ Not quite: try again, or show the answer.</source>
        <translation>✗ 不对：再试一次，或者显示答案。</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
</context>
<context>
    <name>LessonStrip</name>
    <message>
        <source>Lesson strip</source>
        <translation>课堂提示条</translation>
    </message>
    <message>
        <source>The answers are hidden until you show them</source>
        <translation>答案已隐藏，需显示后才能看到</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>设置局面(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Heatmap as &amp;PNG…</source>
        <translation>热力图 PNG 图片(&amp;P)…</translation>
    </message>
    <message>
        <source>Heatmap as &amp;SVG…</source>
        <translation>热力图 SVG 图片(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>复制局面(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>粘贴局面(&amp;P)</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>复制对局(&amp;G)</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>首选项(&amp;F)…</translation>
    </message>
    <message>
        <source>P&amp;layers…</source>
        <translation>玩家(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Fit &amp;Heatmap</source>
        <translation>热力图适应窗口(&amp;H)</translation>
    </message>
    <message>
        <source>Map Rows: &amp;A&apos;s Hands</source>
        <translation>热力图行：A 的手(&amp;A)</translation>
    </message>
    <message>
        <source>Chinese &amp;Number Signs</source>
        <translation>中文数字手势(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Presentation &amp;Layout</source>
        <translation>演示布局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Safe Colours</source>
        <translation>色盲友好配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>淡化(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>隐藏(&amp;H)</translation>
    </message>
    <message>
        <source>Open Lesson &amp;File…</source>
        <translation>打开课程文件(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>下一步骤(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>上一步骤(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Leave Lesson (Free Play)</source>
        <translation>离开课程（自由练习）(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Resume Lesson</source>
        <translation>继续课程(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <extracomment>The View menu lists a toggle for every panel after this action (see MainWindow). The main toolbar&apos;s title (its toggle in the toolbar&apos;s context menu).</extracomment>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Play &amp;Best Move</source>
        <translation>最佳一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Play the &amp;Optimal Line</source>
        <translation>演示最优路线(&amp;O)</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>回到开局(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back One Ply</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward One Ply</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>跳到最后(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hide Answers</source>
        <translation>隐藏答案(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Reveal Answers</source>
        <translation>显示答案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>游戏规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About QuadAce</source>
        <translation>关于 QuadAce(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The docks that serve every game, kept on the take-away page (the others are QuadAce&apos;s). The game shown: every game action goes to it (the one dispatch point).</extracomment>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;QuadAce (一加一碰手)&lt;/h2&gt;&lt;p&gt;Two players, A (甲) and B (乙), each hold up two hands. Every hand starts at 1. A moves first.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;On your turn, pick one of &lt;b&gt;your&lt;/b&gt; live hands and one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; live hands. Your hand becomes (yours + theirs) mod %1; theirs does not change.&lt;/li&gt;&lt;li&gt;A hand that reaches 0 is retired and can never be picked again.&lt;/li&gt;&lt;li&gt;The first player to retire &lt;b&gt;both&lt;/b&gt; hands &lt;b&gt;wins&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Reading the app&lt;/h3&gt;&lt;p&gt;A move is written &lt;i&gt;own+opponent&lt;/i&gt;: 1+6 turns your 1 into a 7. A position is written A&apos;s hands / B&apos;s hands : side to move, e.g. 1,1/3,6:A.&lt;/p&gt;&lt;p&gt;Every position is a &lt;b&gt;win&lt;/b&gt;, &lt;b&gt;loss&lt;/b&gt; or &lt;b&gt;draw&lt;/b&gt; for the side to move under perfect play. The &lt;b&gt;distance&lt;/b&gt; is the number of plies (single moves) to the end when the winner hurries and the loser holds out. Finished positions are losses at distance 0; working backwards from them (backward induction, 逆向归纳法) gives the value of every position.&lt;/p&gt;&lt;p&gt;The standard start (1 1 vs 1 1) is a &lt;b&gt;draw&lt;/b&gt;: with best play nobody ever wins.&lt;/p&gt;&lt;p&gt;Variants change the base: with base b, hands count modulo b. The examples above are in the standard base 10; the game on the board is in base %1.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;QuadAce（一加一碰手）&lt;/h2&gt;&lt;p&gt;甲（A）、乙（B）两名玩家各伸出两只手，每只手开始时都是 1。甲先走。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;轮到你时，选择&lt;b&gt;自己&lt;/b&gt;一只未收起的手和&lt;b&gt;对手&lt;/b&gt;一只未收起的手。你的手变为（你的数 + 对手的数）mod %1；对手的手不变。&lt;/li&gt;&lt;li&gt;变成 0 的手就收起，以后再也不能被选择。&lt;/li&gt;&lt;li&gt;最先把&lt;b&gt;两只&lt;/b&gt;手都收起的玩家&lt;b&gt;获胜&lt;/b&gt;。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;如何看懂本应用&lt;/h3&gt;&lt;p&gt;走法写作&lt;i&gt;己方+对方&lt;/i&gt;：1+6 把你的 1 变成 7。局面写作 甲的手 / 乙的手 : 轮到的一方，例如 1,1/3,6:A。&lt;/p&gt;&lt;p&gt;在双方完美对弈下，每个局面对轮到的一方来说都是&lt;b&gt;胜&lt;/b&gt;、&lt;b&gt;负&lt;/b&gt;或&lt;b&gt;平局&lt;/b&gt;。&lt;b&gt;距离&lt;/b&gt;是胜方尽快取胜、负方尽量拖延时，到对局结束还需的步数（一方走一次为一步）。已结束的局面算作负，距离为 0；从这些局面一步步往回推（逆向归纳法），就得到每个局面的值。&lt;/p&gt;&lt;p&gt;标准开局（1 1 对 1 1）是&lt;b&gt;平局&lt;/b&gt;：双方都按最佳走法走时，谁也赢不了。&lt;/p&gt;&lt;p&gt;变体可以改变进制：进制为 b 时，手上的数按 b 取模（模数为 b）。以上例子都是标准的 10 进制；棋盘上这局是 %1 进制。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;One convention for distances:&lt;/b&gt; a distance always counts plies from the position it belongs to. A move is labelled by the position it leads to: &lt;i&gt;→ loss in 11 plies&lt;/i&gt; means the game ends 11 plies after the move (12 counting the move itself), and the position it leads to shows as a win in 11 for the opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;距离的统一约定：&lt;/b&gt;距离总是从它所属的局面算起的步数。走法按它走到的局面标注：&lt;i&gt;→ 11 步负&lt;/i&gt; 表示走完这一步后再过 11 步对局结束（连这一步本身共 12 步），而它走到的局面对对手显示为 11 步胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rule set being played:&lt;/b&gt; %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;当前规则方案：&lt;/b&gt;%1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How the game being played differs</source>
        <translation>正在进行的对局与标准规则的不同之处</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The translation context of the texts below (the one the window always used). Also a button of the main toolbar (in table order). The menus of the menu bar, in order: name -&gt; title.</extracomment>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Sub-menus: name -&gt; (parent menu, title, the action after which it is placed).</extracomment>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Unreachable Positions</source>
        <translation>不可到达的局面(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Outcome of every position</source>
        <extracomment>A move being pointed at (Move), or None: the board and the heatmap preview it. A text for the status bar: (text, milliseconds; 0 keeps it until the next message). The induction panel&apos;s step: the heatmap colours only levels 0 .. k (int), or is normal (None). A heatmap cell was clicked: (mover hands, opponent hands). The positions of the finding selected in the Findings tab, as (mover, opponent) cells ([]: none). Whether answers may be shown now (the teacher&apos;s switch); panels redraw on ``answers.changed``. The default width as a share of the window (per cent), for the first start and Reset Layout. The panel whose dock this one shares as a tab (the first of a group stays in front); &quot;&quot; for its own. False for a dock that appears only when asked (the lesson panel): Reset Layout leaves it as it was.</extracomment>
        <translation>所有局面的结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>走法记录</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Backward induction</source>
        <translation>逆向归纳</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>局面值变化</translation>
    </message>
    <message>
        <source>The articles&apos; findings</source>
        <translation>文章中的结论</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 — game over, %2 wins</source>
        <translation>%1 — 对局结束，%2获胜</translation>
    </message>
    <message>
        <source>%1 — %2 to move</source>
        <translation>%1 — 轮到%2走</translation>
    </message>
    <message>
        <source>%1 — %2 to move: %3</source>
        <translation>%1 — 轮到%2走：%3</translation>
    </message>
    <message>
        <source> (not reachable from the start)</source>
        <translation>（从开局不可到达）</translation>
    </message>
    <message>
        <source>ply %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>%1 进制</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>未命名对局</translation>
    </message>
    <message>
        <source>The game is over: there is no move to play.</source>
        <translation>对局已结束：已无路可走。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2：%3</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them first?</source>
        <translation>对局有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Cannot solve this base</source>
        <translation>无法求解此进制</translation>
    </message>
    <message>
        <source>Solving base %1…</source>
        <translation>正在求解 %1 进制…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>正在求解</translation>
    </message>
    <message>
        <source>QuadAce game (*.quadace.json *.json);;All files (*)</source>
        <translation>QuadAce 对局 (*.quadace.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>释义</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>The words QuadAce uses, in English and in Chinese. Where an article is named, the Chinese word is that article&apos;s own.</source>
        <translation>QuadAce 使用的术语（英文与中文）。注明文章的，中文用的就是该文章自己的说法。</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>（没有最近的对局）</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>Restore game</source>
        <translation>恢复对局</translation>
    </message>
    <message>
        <source>QuadAce did not close properly last time. Restore the game that was being played (%1 moves)?</source>
        <translation>QuadAce 上次没有正常关闭。要恢复当时正在进行的对局（共 %1 步）吗？</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Export heatmap</source>
        <translation>导出热力图</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source>Copied the game as JSON</source>
        <translation>已将对局复制为 JSON</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>无法粘贴局面</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position: %1</source>
        <translation>剪贴板里不是局面：%1</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>游戏规则</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>About QuadAce</source>
        <translation>关于 QuadAce</translation>
    </message>
    <message>
        <source>&lt;h3&gt;QuadAce %1&lt;/h3&gt;&lt;p&gt;Solves and teaches the finger game 一加一碰手 exactly, by backward induction (retrograde analysis) over every position.&lt;/p&gt;&lt;p&gt;Built with Python, NumPy, Qt (PySide6) and pyqtgraph.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;QuadAce %1&lt;/h3&gt;&lt;p&gt;对每个局面做逆向归纳法（倒推分析），精确求解并讲解手指游戏一加一碰手。&lt;/p&gt;&lt;p&gt;基于 Python、NumPy、Qt（PySide6）和 pyqtgraph 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the board, click one of your hands and then one of your opponent&apos;s hands to play. Escape cancels a choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在棋盘上，先点击自己的一只手，再点击对手的一只手，即可走一步。按 Esc 取消选择。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.toml *.json);;All files (*)</source>
        <translation>课程 (*.toml *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Crash recovery is off: the game cannot be autosaved (%1).</source>
        <translation>崩溃恢复已关闭：无法自动保存对局（%1）。</translation>
    </message>
</context>
<context>
    <name>MatchUi</name>
    <message>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>请稍候：现在轮到电脑走。</translation>
    </message>
    <message>
        <source>%1 (computer) is moving…</source>
        <translation>%1（电脑）正在思考…</translation>
    </message>
    <message>
        <source>your move, %1</source>
        <translation>轮到你走了，%1</translation>
    </message>
    <message>
        <source>The match has stopped: another game is on the board. Game &gt; Players… plays on.</source>
        <translation>对战已停止：棋盘上换了另一局。“对局 &gt; 玩家…”可继续对战。</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>best</source>
        <extracomment>The values&apos; size against the strip&apos;s own font (which follows the text-size preference): the largest that lets the three fit the strip&apos;s width, from the first to the last. The least room between the three parts, in pixels. Shown in place of the verdict while the answers are hidden.</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>keeps the result</source>
        <translation>保持结果</translation>
    </message>
    <message>
        <source>mistake: draw → loss</source>
        <translation>失误：平局 → 负</translation>
    </message>
    <message>
        <source>mistake: win → draw</source>
        <translation>失误：胜 → 平局</translation>
    </message>
    <message>
        <source>mistake: win → loss</source>
        <translation>失误：胜 → 负</translation>
    </message>
    <message>
        <source>✗ draw → loss</source>
        <translation>✗ 平局 → 负</translation>
    </message>
    <message>
        <source>✗ win → draw</source>
        <translation>✗ 胜 → 平局</translation>
    </message>
    <message>
        <source>✗ win → loss</source>
        <translation>✗ 胜 → 负</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>走后的手</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评价</translation>
    </message>
    <message>
        <source>Ply number (one move by one player)</source>
        <translation>步数（一方走一次为一步）</translation>
    </message>
    <message>
        <source>Who moved</source>
        <translation>走的一方</translation>
    </message>
    <message>
        <source>own hand + opponent&apos;s hand; variations are indented under the move they replace</source>
        <translation>己方的手 + 对方的手；分支缩进显示在它所替换的走法下面</translation>
    </message>
    <message>
        <source>The hands the move changed, after it (Chopsticks: the opponent&apos;s)</source>
        <translation>这一步改变的手（走完之后；筷子游戏中是对手的手）</translation>
    </message>
    <message>
        <source>What the move leads to for the player who made it, with perfect play</source>
        <translation>双方完美对弈下，这一步给轮到的一方带来的结果</translation>
    </message>
    <message>
        <source>Best move, a move that keeps the theoretical result, or a mistake that changes it</source>
        <translation>最佳走法、保持理论结果的走法，或改变结果的失误</translation>
    </message>
    <message>
        <source>%1 played %2 in %3</source>
        <extracomment>The colour of a value (WIN, LOSS, DRAW) for the Result and Verdict texts; given by the view. The indent level of a row (0: the main line; 1: a variation of it; ...). One indent level in the Move column. The column headers in the current language, by role (cleared by retranslate).</extracomment>
        <translation>%1 在局面 %3 走了 %2</translation>
    </message>
    <message>
        <source>%1 played %2 in %3: %4</source>
        <translation>%1 在 %3 走了 %2：%4</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Go to the start (Home)</source>
        <extracomment>The columns that always get the width their text needs, in the order they get it. The columns that come next, and give up width (down to a few characters) when the panel is narrow. The column that takes the rest: the Result column. The least width of the soft and elastic columns, in characters. The most of the window&apos;s width the panel asks for to show every column whole (0: it asks only for the ply, move and verdict columns and the least of the others; the take-away page sets it).</extracomment>
        <translation>回到开局（Home）</translation>
    </message>
    <message>
        <source>One ply back (Left)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <source>One ply forward (Right)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <source>Go to the last move of the line (End)</source>
        <translation>到这条线路的最后一步（End）</translation>
    </message>
    <message>
        <source>Go to this move</source>
        <translation>到这一步</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>升为主线</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>删除分支</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Move</source>
        <extracomment>The speed slider: position 1 waits the longest allowed pause, each step AUTOPLAY_STEP_MS less.</extracomment>
        <translation>走法</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Hands after</source>
        <translation>走后的手</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳走法</translation>
    </message>
    <message>
        <source>Play the optimal move (Space)</source>
        <translation>按最佳走法走一步（空格）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Answers hidden: no results, and Best move and the optimal line wait for Reveal.</source>
        <translation>答案已隐藏：不显示结果，最佳走法和最优路线要等显示答案后才能用。</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the answers for this position (Ctrl+R)</source>
        <translation>显示本局面的答案（Ctrl+R）</translation>
    </message>
    <message>
        <source>How fast the optimal line is played</source>
        <translation>演示最优路线的速度</translation>
    </message>
    <message>
        <source>Game over: %1 has won.</source>
        <translation>对局结束：%1获胜。</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <translation>轮到%1走：%2</translation>
    </message>
    <message>
        <source>Reveal the answers first (Ctrl+R)</source>
        <translation>请先显示答案（Ctrl+R）</translation>
    </message>
    <message>
        <source>Winning moves</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <source>Drawing moves</source>
        <translation>保持平局的走法</translation>
    </message>
    <message>
        <source>Losing moves</source>
        <translation>导致必败的走法</translation>
    </message>
    <message>
        <source>%1: you share your hands out anew as %2 and %3. %5</source>
        <translation>%1：你把两只手重新分成 %2 和 %3。%5</translation>
    </message>
    <message>
        <source>%1: their %3 times your %2 makes %4. %5</source>
        <translation>%1：对手的 %3 乘你的 %2 得 %4。%5</translation>
    </message>
    <message>
        <source>%1: their %3 plus your %2 makes %4. %5</source>
        <translation>%1：对手的 %3 加你的 %2 得 %4。%5</translation>
    </message>
    <message>
        <source>%1: your %2 times their %3 makes %4. %5</source>
        <translation>%1：你的 %2 乘以对方的 %3 得 %4。%5</translation>
    </message>
    <message>
        <source>%1: your %2 plus their %3 makes %4. %5</source>
        <translation>%1：你的 %2 加对手的 %3 得 %4。%5</translation>
    </message>
    <message>
        <source>This move puts one of their hands out.</source>
        <translation>这一步会打掉对手的一只手。</translation>
    </message>
    <message>
        <source>This move retires one of your hands.</source>
        <translation>这一步会收起你的一只手。</translation>
    </message>
    <message>
        <source>With perfect play the game ends %1 after this move (%2 counting this move).</source>
        <translation>双方完美对弈时，走完这一步后再过 %1 对局结束（连这一步在内共 %2）。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play optimal line</source>
        <translation>演示最优路线</translation>
    </message>
    <message>
        <source>Stop playing the optimal line</source>
        <translation>停止演示最优路线</translation>
    </message>
    <message>
        <source>Play best moves one after another until the game ends or a position repeats</source>
        <translation>连续按最佳走法走，直到对局结束或局面重复</translation>
    </message>
    <message>
        <source>%1 ms between moves</source>
        <translation>每步间隔 %1 毫秒</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>QuadAce (一加一碰手)</source>
        <translation>QuadAce（一加一碰手）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>addition (own + opponent)</source>
        <translation>加法（己方 + 对方）</translation>
    </message>
    <message>
        <source>multiplication (own × opponent)</source>
        <translation>乘法（己方 × 对方）</translation>
    </message>
    <message>
        <source>retire every hand to win</source>
        <translation>先收完所有手者胜</translation>
    </message>
    <message>
        <source>misère: retire every hand and lose</source>
        <translation>反常规则：先收完所有手者负</translation>
    </message>
    <message>
        <source>show equal hands to win</source>
        <translation>先使各手数字相同者胜</translation>
    </message>
    <message>
        <source>your own hand grows (QuadAce)</source>
        <translation>自己碰的手变（一加一碰手）</translation>
    </message>
    <message>
        <source>the touched hand grows (Chopsticks)</source>
        <translation>被碰的手变（Chopsticks 筷子游戏）</translation>
    </message>
    <message>
        <source>wrap around (modulo the base)</source>
        <translation>取模循环（按进制取模）</translation>
    </message>
    <message>
        <source>cut off: the base or more is out</source>
        <translation>截断：达到进制或更多即出局</translation>
    </message>
    <message>
        <source>no splits</source>
        <translation>不能分手</translation>
    </message>
    <message>
        <source>splits; no hand may be put out</source>
        <translation>可以分手；不能让手出局</translation>
    </message>
    <message>
        <source>splits; a hand may be put out</source>
        <translation>可以分手；可以让手出局</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>玩家…</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>规则方案：</translation>
    </message>
    <message>
        <source>Base (hands count modulo this number):</source>
        <translation>进制（手上的数按此模数取模）：</translation>
    </message>
    <message>
        <source>Hands a player:</source>
        <translation>每人手数：</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>运算：</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>A touch:</source>
        <translation>碰手时：</translation>
    </message>
    <message>
        <source>A sum of the base or more:</source>
        <translation>和达到进制或更多时：</translation>
    </message>
    <message>
        <source>Splits of your own two hands:</source>
        <translation>分自己的两只手：</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>起始局面：</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>The default start of these rules</source>
        <translation>这些规则的默认起始局面</translation>
    </message>
    <message>
        <source>fair start, a draw</source>
        <translation>公平开局，平局</translation>
    </message>
    <message>
        <source>A wins in %1</source>
        <translation>甲 %1 步胜</translation>
    </message>
    <message>
        <source>B wins in %1</source>
        <translation>乙 %1 步胜</translation>
    </message>
    <message>
        <source>%1 positions; the standard game is base 10.</source>
        <translation>共 %1 个局面；标准游戏为 10 进制。</translation>
    </message>
    <message>
        <source>Solving needs about %1 of memory and may take a few seconds.</source>
        <translation>求解约需 %1 内存，可能要几秒钟。</translation>
    </message>
    <message>
        <source>The default start of these rules is dull: pick a start from the list.</source>
        <translation>这些规则的默认起始局面没有变化或一步即决：请从列表中选一个起始局面。</translation>
    </message>
</context>
<context>
    <name>OutcomeHeatmap</name>
    <message>
        <source>B&apos;s hands</source>
        <extracomment>A panel this many times wider than high has the legend beside the map, in this share of its width. ... when its lines, wrapped to that width, take at most this share of the panel&apos;s height. The plot&apos;s least height with its axes, as a share of a narrow panel&apos;s width (see leastHeightFor). The largest size Qt allows a widget. The axis titles&apos; size, in points at the normal text size. The room under the x-axis title, in lines of its font (a large title had sat on the screen&apos;s edge). A slide&apos;s text size, in percent of the normal one (a 1280 x 720 slide read from the back of a room), and its title&apos;s size in points at the normal text size. Re-squarings the legend&apos;s own size changes may start in a row (see OutcomeHeatmap._legendResized).</extracomment>
        <translation>B 的手</translation>
    </message>
    <message>
        <source>A&apos;s hands</source>
        <translation>A 的手</translation>
    </message>
    <message>
        <source>opponent&apos;s hands</source>
        <translation>对手的手</translation>
    </message>
    <message>
        <source>hands of the side to move</source>
        <translation>轮到的一方的手</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>轮到的一方</translation>
    </message>
    <message>
        <source>QuadAce outcome heatmap: {rules}</source>
        <translation>QuadAce 结果热力图：{rules}</translation>
    </message>
    <message>
        <source>, position {position}</source>
        <translation>，局面 {position}</translation>
    </message>
    <message>
        <source>, backward induction to level {level}</source>
        <translation>，逆向归纳至第 {level} 层</translation>
    </message>
    <message>
        <source>A/B map: colours for {side}, the side to move now</source>
        <translation>A/B 热力图：颜色表示现在轮到的一方（{side}）的结果</translation>
    </message>
    <message>
        <source>quadrants: 1 v 2 = A has 1 hand, B 2</source>
        <translation>象限：1 对 2 = A 剩 1 只手，B 剩 2 只</translation>
    </message>
    <message>
        <source>QuadAce outcome heatmap</source>
        <translation>QuadAce 结果热力图</translation>
    </message>
    <message>
        <source>mover {mover} vs opponent {opponent}</source>
        <extracomment>The last induction level writes its draws&apos; &quot;D&quot; alone down to cells this wide (one letter needs less room than &quot;W7&quot;); a slide whose cells are smaller says it in its legend instead.</extracomment>
        <translation>轮到的一方 {mover} 对 对手 {opponent}</translation>
    </message>
    <message>
        <source>{outcome} for the side to move</source>
        <translation>轮到的一方：{outcome}</translation>
    </message>
    <message>
        <source>reachable from the start</source>
        <translation>从开局可到达</translation>
    </message>
    <message>
        <source>cannot be reached from the start</source>
        <translation>从开局不可到达</translation>
    </message>
    <message>
        <source>1 v 1</source>
        <translation>1 对 1</translation>
    </message>
    <message>
        <source>1 v 2</source>
        <translation>1 对 2</translation>
    </message>
    <message>
        <source>2 v 1</source>
        <translation>2 对 1</translation>
    </message>
    <message>
        <source>2 v 2</source>
        <translation>2 对 2</translation>
    </message>
    <message>
        <source>{mover} v {opponent}</source>
        <translation>{mover} 对 {opponent}</translation>
    </message>
    <message>
        <source>quadrant: hands of the side to move v hands of the opponent</source>
        <extracomment>The quadrant labels&apos; size, in points at the normal text size (the text-size preference scales it).</extracomment>
        <translation>象限：轮到的一方未收起的手数 对 对手未收起的手数</translation>
    </message>
    <message>
        <source>answers hidden: Reveal colours the map</source>
        <extracomment>Below this many pixels a cell, the P cells are drawn as dots as well (of this many pixels at least). The colour of the closed form&apos;s outlines (P by the rule). Tick spacings a heap axis may use, smallest first: whole numbers a reader counts by. Pixels kept free between two labels of a heap axis.</extracomment>
        <translation>答案已隐藏：显示答案后热图才着色</translation>
    </message>
    <message>
        <source>darker = quicker, paler = longer</source>
        <translation>越深 = 越快结束，越浅 = 越久</translation>
    </message>
    <message>
        <source>hatched = cannot be reached from the start</source>
        <translation>斜线 = 从开局不可到达</translation>
    </message>
    <message>
        <source>(unreachable positions hidden)</source>
        <translation>（已隐藏不可到达的局面）</translation>
    </message>
    <message>
        <source>current position</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <source>after a legal move</source>
        <translation>走一步合法走法后</translation>
    </message>
    <message>
        <source>move under the pointer</source>
        <translation>鼠标所指的走法</translation>
    </message>
    <message>
        <source>game so far</source>
        <translation>本局已走路线</translation>
    </message>
    <message>
        <source>quadrants: 1 v 2 = side to move has 1 hand, opponent 2</source>
        <translation>象限：1 对 2 = 轮到的一方剩 1 只手，对手剩 2 只</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Person</source>
        <extracomment>The shown names of the computer players (core.players keeps English titles; a new player without a line here shows its English title).</extracomment>
        <translation>真人</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Simple strategy (make 10; never let the opponent make 10)</source>
        <translation>简单策略（凑成 10；绝不让对手凑成）</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Skill (perfect with some probability, else random)</source>
        <translation>水平（按一定概率选最佳走法，否则随机）</translation>
    </message>
    <message>
        <source>Skill %1 %</source>
        <translation>水平 %1 %</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>The computer moves after the board&apos;s animation and a short pause. In a match, Undo takes back to your previous turn; a finished match shows your moves by verdict.</source>
        <translation>电脑在棋盘动画结束并稍作停顿后出手。对战中，“撤销”会退回到你的上一回合；对战结束后会按评价列出你的走法。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Larger texts everywhere, for a projector (presentation mode enlarges them more)</source>
        <translation>放大所有文字，便于投影（演示模式会放得更大）</translation>
    </message>
    <message>
        <source>Colour-blind safe (blue / orange)</source>
        <translation>色盲友好（蓝 / 橙）</translation>
    </message>
    <message>
        <source>Classic (green / red)</source>
        <translation>经典（绿 / 红）</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>淡化</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>A new language takes effect at once; some dialogs update when reopened.</source>
        <translation>新语言立即生效；部分对话框重新打开后才会更新。</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Move animation:</source>
        <translation>出手动画：</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>文字大小：</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>配色：</translation>
    </message>
    <message>
        <source>Unreachable positions:</source>
        <translation>不可到达的局面：</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>standard</source>
        <extracomment>Preset names, for lupdate (core/games/presets.py holds the presets; these are their shown names).</extracomment>
        <translation>标准</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>反常(先收完者负)</translation>
    </message>
    <message>
        <source>multiplication</source>
        <translation>乘法</translation>
    </message>
    <message>
        <source>three hands</source>
        <translation>三只手</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>一只手</translation>
    </message>
    <message>
        <source>equal hands</source>
        <translation>两手相同</translation>
    </message>
    <message>
        <source>equal hands, three hands</source>
        <translation>三手相同</translation>
    </message>
    <message>
        <source>misère, three hands</source>
        <translation>反常，三只手</translation>
    </message>
    <message>
        <source>Chopsticks</source>
        <translation>Chopsticks（筷子游戏）</translation>
    </message>
    <message>
        <source>Chopsticks, cut-off</source>
        <translation>Chopsticks，截断</translation>
    </message>
    <message>
        <source>Chopsticks without splits</source>
        <translation>Chopsticks，不分手</translation>
    </message>
    <message>
        <source>Chopsticks, cut-off, without splits</source>
        <translation>Chopsticks，截断，不分手</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>Languages with a translation shipped in resources/translations (English is the source language).</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>Any position</source>
        <extracomment>The category titles, for lupdate (the core keeps them in English).</extracomment>
        <translation>任意局面</translation>
    </message>
    <message>
        <source>A win or a loss (no draw)</source>
        <translation>非平局局面（有胜负）</translation>
    </message>
    <message>
        <source>Every hand still in play</source>
        <translation>所有手都未收起</translation>
    </message>
    <message>
        <source>One hand against two</source>
        <translation>一只手对两只手</translation>
    </message>
    <message>
        <source>One hand each</source>
        <translation>双方各一只手</translation>
    </message>
    <message>
        <source>The article&apos;s traps for the simple strategy</source>
        <translation>文章中简单策略的陷阱</translation>
    </message>
    <message>
        <source>P- or N-position?</source>
        <translation>P 局面还是 N 局面？</translation>
    </message>
    <message>
        <source>Find a winning move</source>
        <translation>找出必胜的一步</translation>
    </message>
    <message>
        <source>New question</source>
        <extracomment>Button ids are values shifted past QButtonGroup&apos;s -1 (&quot;no button&quot;). Moves per row of the move buttons.</extracomment>
        <translation>新题目</translation>
    </message>
    <message>
        <source>N-position</source>
        <translation>N 局面</translation>
    </message>
    <message>
        <source>P-position</source>
        <translation>P 局面</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Best move (here or on the board):</source>
        <translation>最佳走法（在此选择或在棋盘上走）：</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>核对答案</translation>
    </message>
    <message>
        <source>Choose a kind of position and press New question.</source>
        <translation>选择局面类型，然后按“新题目”。</translation>
    </message>
    <message>
        <source>%1 to move in %2. Does %1 win, draw or lose? Which move is best?</source>
        <translation>局面 %2，轮到%1走。%1是必胜、平局还是必败？哪一步最好？</translation>
    </message>
    <message>
        <source>Score: %1 of %2 values right, %3 of %4 moves right</source>
        <translation>得分：判断答对 %1 / %2，走法答对 %3 / %4</translation>
    </message>
    <message>
        <source>%1 wins in %2.</source>
        <translation>%1 %2胜。</translation>
    </message>
    <message>
        <source>%1 loses in %2.</source>
        <translation>%1 %2负。</translation>
    </message>
    <message>
        <source>It is a draw with best play.</source>
        <translation>双方都按最佳走法走时为平局。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <source>A winning move (here or on the board):</source>
        <translation>必胜的一步（在此选择或在棋盘上走）：</translation>
    </message>
    <message>
        <source>%1 to move in %2, an N-position. Find a winning move.</source>
        <translation>局面 %2 是 N 局面，轮到%1。找出必胜的一步。</translation>
    </message>
    <message>
        <source>%1 to move in %2. Is it a P-position or an N-position?</source>
        <translation>局面 %2，轮到%1。这是 P 局面还是 N 局面？</translation>
    </message>
    <message>
        <source>Score: %1 of %2 P or N right, %3 of %4 winning moves found</source>
        <translation>得分：P/N 判断答对 %1 / %2，找到必胜的一步 %3 / %4</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <source>%1 is a P-position: the side to move loses (必败).</source>
        <translation>%1 是 P 局面：轮到的一方必败。</translation>
    </message>
    <message>
        <source>%1 is an N-position: the side to move wins (必胜).</source>
        <translation>%1 是 N 局面：轮到的一方必胜。</translation>
    </message>
    <message>
        <source>%1 is a draw with best play.</source>
        <translation>双方都按最佳策略时 %1 为平局。</translation>
    </message>
    <message>
        <source>%1 keeps the result.</source>
        <translation>%1 保持了结果。</translation>
    </message>
    <message>
        <source>%1 gives the result away; %2 keeps it.</source>
        <translation>%1 会丢掉这个结果；%2 才能保持。</translation>
    </message>
    <message>
        <source>%1 wins: it leaves %2, a P-position.</source>
        <translation>%1 必胜：它留下 P 局面 %2。</translation>
    </message>
    <message>
        <source>%1 leaves %2, an N-position: the opponent wins. Winning: %3.</source>
        <translation>%1 留下 N 局面 %2：对手必胜。必胜的一步：%3。</translation>
    </message>
    <message>
        <source>%1 leaves %2, an N-position: the opponent wins.</source>
        <translation>%1 留下 N 局面 %2：对手必胜。</translation>
    </message>
    <message>
        <source>Why: %1 leaves %2, a P-position, to the opponent.</source>
        <translation>原因：%1 给对手留下 P 局面 %2。</translation>
    </message>
    <message>
        <source>Why: every move leaves the opponent an N-position.</source>
        <translation>原因：每一步都给对手留下 N 局面。</translation>
    </message>
    <message>
        <source>Why: no move leaves the opponent a P-position, and %1 keeps the draw.</source>
        <translation>原因：没有一步能给对手留下 P 局面，而 %1 能保持平局。</translation>
    </message>
    <message>
        <source>Why: %1 leaves the opponent a position lost in %2.</source>
        <translation>原因：%1 给对手留下 %2负的局面。</translation>
    </message>
    <message>
        <source>Why: every move leaves the opponent a win; the slowest, %1, lasts %2.</source>
        <translation>原因：每一步都让对手获胜；最慢的是 %1，能坚持 %2。</translation>
    </message>
    <message>
        <source>Why: no move leaves the opponent a lost position, and %1 keeps the draw.</source>
        <translation>原因：没有走法能让对手陷入负局面，而 %1 能保持平局。</translation>
    </message>
    <message>
        <source>No position of that kind in these rules.</source>
        <translation>这套规则下没有这类局面。</translation>
    </message>
    <message>
        <source>The question replaced the moves played; Undo (%1) brings them back.</source>
        <translation>题目替换了已走的步；按“撤销”（%1）可以恢复。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>%1: %2, %3 moves</source>
        <translation>%1：%2，%3 步</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Restore a game</source>
        <translation>恢复一局对局</translation>
    </message>
    <message>
        <source>QuadAce did not close properly; %1 games were being played. Restore one of them? The others are kept and offered again next time.</source>
        <translation>QuadAce 上次没有正常关闭，当时有 %1 局对局正在进行。要恢复其中一局吗？其余的会保留，下次启动时再次提供。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>全部丢弃</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>以后再说</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <source>P: a loss for the side to move</source>
        <extracomment>The most winning moves listed (then &quot;and N more&quot;).</extracomment>
        <translation>P：轮到的一方必败</translation>
    </message>
    <message>
        <source>N: a win for the side to move</source>
        <translation>N：轮到的一方必胜</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Solver: {verdict}, distance {d}.</source>
        <translation>求解器：{verdict}，距离 {d}。</translation>
    </message>
    <message>
        <source>No move is left: the game is over.</source>
        <translation>已无走法可走：对局结束。</translation>
    </message>
    <message>
        <source>The rule: every move leads to an N position; no move wins.</source>
        <translation>规则：每一步都走到 N 局面；没有取胜的走法。</translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation>，另有 {n} 步</translation>
    </message>
    <message>
        <source>The rule&apos;s winning moves: {moves}.</source>
        <translation>规则给出的必胜走法：{moves}。</translation>
    </message>
    <message>
        <source>The rule agrees with the solver on {n} of {total} positions.</source>
        <translation>在 {total} 个局面中，规则与求解器有 {n} 个一致。</translation>
    </message>
    <message>
        <source>First difference: {position}.</source>
        <translation>第一个不一致的局面：{position}。</translation>
    </message>
    <message>
        <source>Answers are hidden: the rule&apos;s verdict, the solver&apos;s and the winning moves show once they are revealed.</source>
        <translation>答案已隐藏：显示答案后才会给出规则和求解器的判定以及必胜走法。</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>规则：</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>%1 wins after %2.</source>
        <translation>%1 在 %2后获胜。</translation>
    </message>
    <message>
        <source>Draw: a position came back for the third time.</source>
        <translation>平局：同一局面第三次出现。</translation>
    </message>
    <message>
        <source>Draw after %1.</source>
        <translation>%1后平局。</translation>
    </message>
    <message>
        <source>Best moves: %1</source>
        <translation>最佳的步：%1</translation>
    </message>
    <message>
        <source>Kept the result: %1</source>
        <translation>保持结果的步：%1</translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <translation>失误：%1</translation>
    </message>
    <message>
        <source>ply %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>draw → loss</source>
        <translation>平局 → 负</translation>
    </message>
    <message>
        <source>win → draw</source>
        <translation>胜 → 平局</translation>
    </message>
    <message>
        <source>win → loss</source>
        <translation>胜 → 负</translation>
    </message>
</context>
<context>
    <name>ScorecardDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>The player asked to retry from the position before this ply (the first mistake).</extracomment>
        <translation>对战结束</translation>
    </message>
    <message>
        <source>Retry from your first mistake</source>
        <translation>从你的第一个失误处重来</translation>
    </message>
    <message>
        <source>Back to the position before ply %1, with the same players.</source>
        <translation>回到第 %1 步之前的局面，玩家不变。</translation>
    </message>
    <message>
        <source>%1, moves played: %2</source>
        <translation>%1，已走的步：%2</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Solving cancelled.</source>
        <extracomment>Work on a new table done in the solve worker after the solve: a plain function of the table that touches no Qt object (numpy arithmetic). Its result comes back with :attr:`Session.prepared`. Game files larger than this are read in a worker thread (a 10,000-move file is about 100 KB and takes tens of milliseconds to check; a small one is read at once, as before). A solve started: (rules). The window shows a progress bar. Percent of the running solve. The running solve ended, however (the progress bar goes). A table prepared in the worker: (table, what ``prepare`` returned). Something went wrong that the user must read: (kind, text); kind is &quot;solve&quot;, &quot;open&quot; or &quot;save&quot;. A short note for the status bar: (text, milliseconds).</extracomment>
        <translation>已取消求解。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>it is a game in base %1, and the app plays bases 2 to %2</source>
        <translation>这是 %1 进制的对局，而本程序只能下 2 到 %2 进制</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>SetUpPositionDialog</name>
    <message>
        <source>Set up position</source>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>Write A&apos;s hands / B&apos;s hands : side to move, for example 1,1/3,6:A (A holds 1 and 1, B holds 3 and 6, A to move). In base 10 four digits also work: 1136.</source>
        <translation>写法：甲的手 / 乙的手 : 轮到的一方，例如 1,1/3,6:A（甲为 1 和 1，乙为 3 和 6，轮到甲走）。10 进制下也可以写四位数字：1136。</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>进制：</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>局面：</translation>
    </message>
    <message>
        <source>Type a position.</source>
        <translation>请输入局面。</translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <source>plain (repeatable: always the same move)</source>
        <translation>固定（可复现：总走同一步）</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Skill:</source>
        <translation>水平：</translation>
    </message>
    <message>
        <source>The chance that each move is the perfect one; otherwise a random move.</source>
        <translation>每一步选最佳走法的概率；否则随机走一步。</translation>
    </message>
</context>
<context>
    <name>SliceBar</name>
    <message>
        <source>Slice:</source>
        <translation>切片：</translation>
    </message>
    <message>
        <source>heap {n} = </source>
        <translation>第 {n} 堆 = </translation>
    </message>
</context>
<context>
    <name>SolveJob</name>
    <message>
        <source>Not enough memory to solve base %1.</source>
        <extracomment>Work done on a new table in the worker thread after the solve: a plain function of the table (numpy arithmetic, say), never a widget&apos;s method or anything that touches a Qt object.</extracomment>
        <translation>内存不足，无法求解 %1 进制。</translation>
    </message>
</context>
<context>
    <name>TakeAwayGamePage</name>
    <message>
        <source>Exercise:</source>
        <extracomment>One field per parameter of any game (by name), and its label; the current game&apos;s are shown.</extracomment>
        <translation>习题：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1: %2 positions.</source>
        <translation>%1：共 %2 个局面。</translation>
    </message>
</context>
<context>
    <name>TakeAwayHeatmap</name>
    <message>
        <source>heap size</source>
        <translation>堆大小</translation>
    </message>
    <message>
        <source>last number said</source>
        <extracomment>The colour of every cell while the answers are hidden: a plain grey that tells nothing. Cells of a one-heap strip shown at once, at most and at least (the scroll bar reaches the others), and the fewest pixels a cell gets between those bounds. A short strip is shown whole when its cells get this many pixels at least (no scrolling to see 30). The height of the map of a one-heap game (a strip), in pixels. The tick labels&apos; size beside the other texts&apos; (outside presentation mode: see setTickScale). The least height of a one-heap strip&apos;s cells (the view grows with its tick labels and title). Per level, how many positions the slice shows (an int array), or None when the map shows them all.</extracomment>
        <translation>最后报的数</translation>
    </message>
    <message>
        <source>heap 2</source>
        <translation>第 2 堆</translation>
    </message>
    <message>
        <source>heap 1</source>
        <translation>第 1 堆</translation>
    </message>
    <message>
        <source>Position {position}</source>
        <translation>局面 {position}</translation>
    </message>
    <message>
        <source>P: a loss for the side to move</source>
        <translation>P：轮到的一方必败</translation>
    </message>
    <message>
        <source>N: a win for the side to move</source>
        <translation>N：轮到的一方必胜</translation>
    </message>
    <message>
        <source>distance {d}</source>
        <translation>距离 {d}</translation>
    </message>
    <message>
        <source>could not write {path}</source>
        <translation>无法写入 {path}</translation>
    </message>
    <message>
        <source>%1, position %2</source>
        <translation>%1，局面 %2</translation>
    </message>
    <message>
        <source>, heap %1 = %2</source>
        <translation>，第 %1 堆 = %2</translation>
    </message>
    <message>
        <source>Export the map</source>
        <translation>导出局面图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Rule&apos;s P positions</source>
        <translation>规则的 P 局面</translation>
    </message>
    <message>
        <source>Outline the positions where the closed form says P</source>
        <translation>框出公式判定为 P 的局面</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>P: side to move loses</source>
        <translation>P：轮到的一方必败</translation>
    </message>
    <message>
        <source>N: side to move wins</source>
        <translation>N：轮到的一方必胜</translation>
    </message>
</context>
<context>
    <name>TakeAwayModel</name>
    <message>
        <source>Go to %1</source>
        <translation>转到 %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Take %1</source>
        <extracomment>How good a move was (the core&apos;s judgement: :func:`~quadace_gui.core.games.takeaway.judge`).</extracomment>
        <translation>取 %1</translation>
    </message>
</context>
<context>
    <name>TakeAwayMoveList</name>
    <message>
        <source>The move; variations are indented under the move they replace</source>
        <translation>这一步；分支缩进显示在它所替换的那一步下面</translation>
    </message>
    <message>
        <source>The position the move leaves</source>
        <translation>这一步留下的局面</translation>
    </message>
    <message>
        <source>What the move leads to for the player who made it, with perfect play, and the position it leaves: P (the side to move loses) or N (the side to move wins)</source>
        <translation>双方都走最优时，这一步对走它的一方的结果，以及它留下的局面：P 局面（轮到的一方必败）或 N 局面（轮到的一方必胜）</translation>
    </message>
    <message>
        <source>Best move, a move that keeps the result, or a mistake that loses it</source>
        <translation>最佳的一步、保持结果的一步，或丢掉胜局的失误</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>kept the result</source>
        <translation>保持结果</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a move&apos;s result, then P or N: the position it leaves</comment>
        <translation>%1，留下 %2 局面</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>走的一方</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
</context>
<context>
    <name>TakeAwayPage</name>
    <message>
        <source>Both heaps (or hold Shift)</source>
        <extracomment>The right column&apos;s first split: the map above, the move list and rule tabs below (pixels, a ratio). In presentation mode the map&apos;s share of the right column&apos;s height (the tabs below get the rest). ... the right column&apos;s least share of the width (it is as wide as its tab titles need at least) ... ... the least height the map keeps beside the Quiz or the Backward induction in front (else none) ... The seat boxes are never narrower than this many characters (their shortest choices whole). ... and the prompt&apos;s size, a proportion of the other texts&apos; (they are large already). The most of the window&apos;s width the move list asks for, to show every column (the Result) whole. A line for the window&apos;s status bar (ms: how long; 0 until the next; an empty text clears it). The status line, the title or what can be played may have changed.</extracomment>
        <translation>两堆同取（或按住 Shift）</translation>
    </message>
    <message>
        <source>Take the same number from both heaps</source>
        <translation>从两堆中取同样多</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>走法记录</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>局面值变化</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Backward induction</source>
        <translation>逆向归纳</translation>
    </message>
    <message>
        <source>Answers are hidden: the rule, the solver&apos;s verdict and the winning moves show once they are revealed (Ctrl+R).</source>
        <translation>答案已隐藏：规则、求解器的判断和必胜的取法在显示答案（Ctrl+R）后出现。</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>%1[*] — %2 — QuadAce</source>
        <translation>%1[*] — %2 — QuadAce</translation>
    </message>
    <message>
        <source>%1[*] — QuadAce</source>
        <translation>%1[*] — QuadAce</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>The answers are hidden: Reveal (Ctrl+R) first to play the best move.</source>
        <translation>答案已隐藏：请先显示答案（Ctrl+R）再按最佳走法走。</translation>
    </message>
    <message>
        <source>Solving %1…</source>
        <translation>正在求解%1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>正在求解</translation>
    </message>
    <message>
        <source>Cannot solve this game</source>
        <translation>无法求解这个游戏</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>Heap sizes (for example %1):</source>
        <translation>各堆大小（例如 %1）：</translation>
    </message>
    <message>
        <source>Cannot set up position</source>
        <translation>无法设置局面</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>对局文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>QuadAce&apos;s map only: the take-away map shows the positions its game can reach.</source>
        <extracomment>Why the window&apos;s actions and panels that mean nothing for a take-away game are not offered (disabled, their reason in the status tip, while one is shown): QuadAce&apos;s board, map and docks.</extracomment>
        <translation>仅用于 QuadAce 的热力图：取子游戏的热力图只显示该游戏能到达的局面。</translation>
    </message>
    <message>
        <source>QuadAce&apos;s panel: the take-away page has its own map and tabs (Move list, Rule, Why?, Value history, Quiz, Backward induction).</source>
        <translation>QuadAce 的面板：取子游戏页面有自己的热力图和标签页（走法记录、规则、为什么？、局面值变化、测验、逆向归纳）。</translation>
    </message>
    <message>
        <source>The take-away map is exported as PNG only (File &gt; Export &gt; Heatmap as PNG).</source>
        <translation>取子游戏的热力图只能导出为 PNG（文件 &gt; 导出 &gt; 热力图 PNG 图片）。</translation>
    </message>
    <message>
        <source>QuadAce&apos;s board only: the take-away board has no sides to turn round.</source>
        <translation>仅用于 QuadAce 的棋盘：取子游戏的棋盘没有可以上下翻转的双方。</translation>
    </message>
    <message>
        <source>QuadAce&apos;s map only: its rows are the hands of A or of the side to move.</source>
        <translation>仅用于 QuadAce 的热力图：它的行是 A 的手，或轮到的一方的手。</translation>
    </message>
    <message>
        <source>QuadAce&apos;s cards only: the take-away board shows stones and numbers.</source>
        <translation>仅用于 QuadAce 的手牌：取子游戏的棋盘显示石子和数字。</translation>
    </message>
    <message>
        <source>The findings of the two QuadAce articles: choose QuadAce in File &gt; New Game to see them.</source>
        <translation>QuadAce 两篇文章中的结论：在“文件 &gt; 新游戏”中选择 QuadAce 即可查看。</translation>
    </message>
    <message>
        <source>QuadAce&apos;s lesson panel: in a lesson the take-away page shows the lesson&apos;s bar.</source>
        <translation>QuadAce 的课程面板：课程中，取子游戏页面会显示课程栏。</translation>
    </message>
</context>
<context>
    <name>TakeAwayWindow</name>
    <message>
        <source>A (甲)</source>
        <translation>甲（A）</translation>
    </message>
    <message>
        <source>B (乙)</source>
        <translation>乙（B）</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>电脑：完美</translation>
    </message>
    <message>
        <source>Computer: simple (takes the last, never leaves it)</source>
        <translation>电脑：简单（能取最后一个就取，绝不留给对手）</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>电脑：随机</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>对局结束：%1获胜。</translation>
    </message>
    <message>
        <source>Computer: perfect %1 % of the time</source>
        <translation>电脑：%1 % 概率选最佳的一步</translation>
    </message>
    <message>
        <source>Simple strategy (takes the last, never leaves it)</source>
        <translation>简单策略（能取最后一个就取，绝不留给对手）</translation>
    </message>
    <message>
        <source>The computer moves after the board&apos;s animation and a short pause. Undo takes back one move; a computer to move then waits until OK here lets it play. A person&apos;s game against a computer ends with the scorecard of the person&apos;s moves.</source>
        <translation>电脑在棋盘动画结束并稍作停顿后出手。“撤销”退回一步；轮到电脑时它会等待，直到在这里按“确定”才让它走。真人与电脑的对局结束后，会按评价列出真人的每一步。</translation>
    </message>
    <message>
        <source>%1 (%2) waits: OK in Game &gt; Players… (Ctrl+M) lets it play, Ctrl+Z takes back more.</source>
        <translation>%1（%2）在等待：在“对局 &gt; 玩家…”（Ctrl+M）中按“确定”让它走，Ctrl+Z 继续撤销。</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1（%2）正在思考…</translation>
    </message>
    <message>
        <source>%1 to count: click one of the next %2 numbers to say every number up to it.</source>
        <translation>轮到%1报数：点击接下来 %2 个数中的一个，即报出到它为止的所有数。</translation>
    </message>
    <message>
        <source>%1 to move: click a stone to take it and every stone above it.</source>
        <translation>轮到%1走：点击一颗石子，取走它及它上面的所有石子。</translation>
    </message>
    <message>
        <source>Shift-click (or tick Both heaps) to take as many from both heaps.</source>
        <translation>Shift+点击（或勾选“两堆同取”）可从两堆取同样多。</translation>
    </message>
    <message>
        <source>Last number said: %1</source>
        <translation>最后报的数：%1</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message>
        <source>%1-position: %2</source>
        <translation>%1 局面：%2</translation>
    </message>
    <message>
        <source>ply %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Take %1 → %2</source>
        <translation>取 %1 → %2</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>win</source>
        <extracomment>``translate(context, source, disambiguation, n)``: the shape of ``QCoreApplication.translate``.</extracomment>
        <translation>胜</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>W</source>
        <comment>win, in a heatmap cell</comment>
        <translation>胜</translation>
    </message>
    <message>
        <source>L</source>
        <comment>loss, in a heatmap cell</comment>
        <translation>负</translation>
    </message>
    <message>
        <source>D</source>
        <comment>draw, in a heatmap cell</comment>
        <translation>平</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>每人1只手</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>每人%1只手</translation>
    </message>
    <message>
        <source>addition</source>
        <translation>加法</translation>
    </message>
    <message>
        <source>multiplication</source>
        <translation>乘法</translation>
    </message>
    <message>
        <source>retire to win</source>
        <translation>先收完者胜</translation>
    </message>
    <message>
        <source>misère: retire to lose</source>
        <translation>反常：先收完者负</translation>
    </message>
    <message>
        <source>equal hands win</source>
        <translation>各手数字相同者胜</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>%1 进制</translation>
    </message>
    <message>
        <source>the touched hand grows</source>
        <translation>被碰的手变</translation>
    </message>
    <message>
        <source>cut-off</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>splits</source>
        <translation>可分手</translation>
    </message>
    <message>
        <source>splits, a hand may go out</source>
        <translation>可分手，手可出局</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>开局 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Each player has one hand, not two: every move is forced.</source>
        <translation>每人只有一只手，而不是两只：每一步都是唯一的走法。</translation>
    </message>
    <message>
        <source>Each player has %1 hands, not two.</source>
        <translation>每人有 %1 只手，而不是两只。</translation>
    </message>
    <message>
        <source>Multiplication: your hand becomes (yours × theirs) mod %1 instead of (yours + theirs).</source>
        <translation>乘法：你的手变为（你的 × 对方的）mod %1，而不是（你的 + 对方的）。</translation>
    </message>
    <message>
        <source>Chopsticks touch: the opponent&apos;s touched hand becomes (theirs + yours) mod %1; your hand does not change. The goal counts for the player whose hands changed.</source>
        <translation>Chopsticks 碰法：对手被碰的手变成（对手的 + 你的）mod %1；你的手不变。目标按手发生变化的一方来算。</translation>
    </message>
    <message>
        <source>Cut-off: a sum of %1 or more puts the hand out (0).</source>
        <translation>截断：和达到 %1 或更多时，这只手出局（为 0）。</translation>
    </message>
    <message>
        <source>Splits: instead of touching, you may share the total of your two hands anew (each below %1, not just a swap; a hand at 0 may come back).</source>
        <translation>分手：可以不碰手，而是把自己两只手的总数重新分配（每只手小于 %1，不能只是交换；为 0 的手可以复活）。</translation>
    </message>
    <message>
        <source>A split may put one of your hands out.</source>
        <translation>分手可以让自己的一只手出局。</translation>
    </message>
    <message>
        <source>A split may not put a live hand out.</source>
        <translation>分手不能让还在场上的手出局。</translation>
    </message>
    <message>
        <source>Misère: a player whose hands are all knocked out (0) loses: knock out both of your opponent&apos;s hands to win.</source>
        <translation>反常：手全部被打掉（为 0）的一方负：打掉对手的两只手就获胜。</translation>
    </message>
    <message>
        <source>Misère: hands retire at 0 as usual, but the first player to retire every hand loses. A finished position is a win for the side to move.</source>
        <translation>反常规则：手到 0 照常收起，但先把所有手都收起的一方输。已结束的局面对轮到的一方来说是胜局。</translation>
    </message>
    <message>
        <source>Equal hands: no hand ever retires; 0 is a number like the others and can be picked. The player who, after their own move, shows the same number on every hand wins.</source>
        <translation>各手相同：手永远不会收起；0 和其他数字一样，可以被选择。走完自己一步后所有手显示同一数字的一方获胜。</translation>
    </message>
    <message>
        <source>The game starts from %1 (A&apos;s hands / B&apos;s hands : side to move).</source>
        <translation>对局从 %1 开始（甲的手 / 乙的手 : 轮到的一方）。</translation>
    </message>
    <message>
        <source>Solved %1 in %2 s.</source>
        <translation>%1 求解完成，用时 %2 秒。</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>无法打开对局：%1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>A (甲)</source>
        <translation>甲（A）</translation>
    </message>
    <message>
        <source>B (乙)</source>
        <translation>乙（B）</translation>
    </message>
    <message>
        <source>A</source>
        <comment>short name of player A</comment>
        <translation>甲</translation>
    </message>
    <message>
        <source>B</source>
        <comment>short name of player B</comment>
        <translation>乙</translation>
    </message>
    <message>
        <source>%n ply(s)</source>
        <translation>%n 步</translation>
    </message>
    <message>
        <source>lost (game over)</source>
        <translation>已负（对局结束）</translation>
    </message>
    <message>
        <source>won (game over)</source>
        <translation>已胜（对局结束）</translation>
    </message>
    <message>
        <source>win in %n ply(s)</source>
        <translation>%n 步胜</translation>
    </message>
    <message>
        <source>loss in %n ply(s)</source>
        <translation>%n 步负</translation>
    </message>
    <message>
        <source>→ draw</source>
        <translation>→ 平局</translation>
    </message>
    <message>
        <source>wins at once</source>
        <translation>立即获胜</translation>
    </message>
    <message>
        <source>→ lost</source>
        <translation>→ 已负</translation>
    </message>
    <message>
        <source>→ win in %n ply(s)</source>
        <translation>→ %n 步胜</translation>
    </message>
    <message>
        <source>→ loss in %n ply(s)</source>
        <translation>→ %n 步负</translation>
    </message>
    <message>
        <source>Distance: plies (single moves) to the end of the game when the winner plays to win as fast as possible and the loser to lose as slowly as possible, counted from the position it belongs to. A move&apos;s result is that of the position it leads to: &apos;→ loss in 11 plies&apos; means 11 more plies after the move (12 counting the move itself).</source>
        <translation>距离：胜方尽快取胜、负方尽量拖延时，从所属局面算起到对局结束的步数（一方走一次为一步）。走法的结果就是它走到的局面的结果：“→ 11 步负”表示走完这一步后还有 11 步（连这一步本身共 12 步）。</translation>
    </message>
    <message>
        <source>Draw: position %1 (ply %2) comes back at ply %3; the cycle has %4 plies.</source>
        <translation>平局：局面 %1（第 %2 步）在第 %3 步再次出现；循环共 %4 步。</translation>
    </message>
</context>
<context>
    <name>ValueHistoryPanel</name>
    <message>
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Plies left to right · × mistake · ○ current ply</source>
        <translation>步数从左到右 · × 失误 · ○ 当前步</translation>
    </message>
    <message>
        <source>Above the line: A wins; below: B wins; on it: a draw. Taller is nearer the end. A cross marks a mistake that changed the result; the ring is the current ply. Click a point to go there.</source>
        <translation>中线以上：甲胜；以下：乙胜；线上：平局。离中线越远，离对局结束越近。叉号标出改变了结果的失误；圆圈是当前步。点击某个点即可跳到那一步。</translation>
    </message>
    <message>
        <source>Above the line: A wins; below: B wins. Taller is nearer the end. A point is a position: A moves at the even plies, B at the odd ones. A cross marks a mistake that changed the result; the ring is the current ply. Click a point to go there.</source>
        <translation>中线以上：甲胜；以下：乙胜。离中线越远，离对局结束越近。每个点是一个局面：偶数步轮到甲，奇数步轮到乙。叉号标出改变了结果的失误；圆圈是当前步。点击某个点即可跳到那一步。</translation>
    </message>
    <message>
        <source>Reveal shows the value of every position of the game so far.</source>
        <translation>显示答案后可看到本局每个局面的结果。</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 %2胜</translation>
    </message>
    <message>
        <source>Ply %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>Move %1 was a mistake: it changed the result.</source>
        <translation>走法 %1 是失误：它改变了结果。</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <source>Reveal shows the proof of this position&apos;s value, move by move.</source>
        <extracomment>Where a line keeps its :class:`~quadace_gui.core.why.ProofLine`. The proof line under the pointer (a :class:`~quadace_gui.core.why.ProofLine`), or None.</extracomment>
        <translation>显示答案后可逐步看到本局面结果的证明。</translation>
    </message>
    <message>
        <source>Click to play %1</source>
        <translation>点击走 %1</translation>
    </message>
    <message>
        <source>The game is over: %1 has won. Nothing is left to prove.</source>
        <translation>对局已结束：%1已获胜。没有什么需要证明的了。</translation>
    </message>
    <message>
        <source>%1 wins in 1 ply: a move ends the game, and %1 wins:</source>
        <translation>%1一步即胜：有一步能结束对局，%1获胜：</translation>
    </message>
    <message>
        <source>%1 wins in %2, because a move leads to a position %3 loses in %4:</source>
        <translation>%1 %2胜，因为有一步能走到%3 %4负的局面：</translation>
    </message>
    <message>
        <source>An N-position: %1 wins in %2, because a move leads to a P-position, lost for %3 in %4:</source>
        <translation>N 局面：%1 %2必胜，因为有一步能走到 P 局面，%3 %4必败：</translation>
    </message>
    <message>
        <source>%1 loses in %2, because every move leads to a position %3 wins; the slowest in %4:</source>
        <translation>%1 %2负，因为每一步都走到%3胜的局面；其中最慢的是 %4胜：</translation>
    </message>
    <message>
        <source>A P-position: %1 loses in %2, because every move leads to an N-position, won for %3; the slowest in %4:</source>
        <translation>P 局面：%1 %2必败，因为每一步都走到 N 局面，%3必胜；其中最慢的 %4必胜：</translation>
    </message>
    <message>
        <source>A draw: no move of %1 leads to a position %2 loses, and at least one keeps the draw:</source>
        <translation>平局：%1没有一步能走到%2负的局面，而且至少有一步能保持平局：</translation>
    </message>
    <message>
        <source>An N-position: the Next player (the side to move) wins. One move into a P-position is enough.</source>
        <translation>N 局面：下一个行动者（即轮到的一方）必胜。只要有一步走到 P 局面就够了。</translation>
    </message>
    <message>
        <source>A P-position: the Previous player (who just moved) wins, so it is lost for the side to move. Every move leads to an N-position.</source>
        <translation>P 局面：上一个行动者（刚走完的一方）必胜，所以轮到的一方必败。每一步都走到 N 局面。</translation>
    </message>
    <message>
        <source>Neither a P-position (lost for the side to move) nor an N-position (won for it): with perfect play the game never ends.</source>
        <translation>既不是 P 局面（轮到的一方负），也不是 N 局面（轮到的一方胜）：双方完美对弈时，对局永远不会结束。</translation>
    </message>
    <message>
        <source>Positions are proved backwards from finished games like this one.</source>
        <translation>局面的结果是从像这样已结束的对局出发，逐步往回证明的。</translation>
    </message>
    <message>
        <source>(fastest)</source>
        <translation>（最快）</translation>
    </message>
    <message>
        <source>%1 leads to %2 and ends the game: %3 wins.</source>
        <translation>%1 走到 %2，对局结束：%3获胜。</translation>
    </message>
    <message>
        <source>%1 leads to %2, lost for %3 in %4: it wins.</source>
        <translation>%1 走到 %2，对%3是 %4负：走这一步能赢。</translation>
    </message>
    <message>
        <source>%1 leads to %2, a P-position, lost for %3 in %4: it wins.</source>
        <translation>%1 走到 %2，是 P 局面，%3 %4必败：走这一步必胜。</translation>
    </message>
    <message>
        <source>%1 leads to %2, a draw: it keeps the draw.</source>
        <translation>%1 走到 %2，是平局：走这一步保持平局。</translation>
    </message>
    <message>
        <source>%1 leads to %2, won for %3 in %4.</source>
        <translation>%1 走到 %2，对%3是 %4胜。</translation>
    </message>
    <message>
        <source>%1 leads to %2, an N-position, won for %3 in %4.</source>
        <translation>%1 走到 %2，是 N 局面，%3 %4必胜。</translation>
    </message>
    <message>
        <source>%1 leads to %2, won for %3 in %4: it would lose.</source>
        <translation>%1 走到 %2，对%3是 %4胜：走这一步会输。</translation>
    </message>
</context>
</TS>
