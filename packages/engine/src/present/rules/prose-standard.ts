// How the 2010 standard edition is played, for its rules page: our own summary of seed 000 (from
// 「风声游戏规则标准化…」) and seed 004 (setup, priority, the worked examples), in Chinese and English.
import type { RulesSection } from '@fengsheng/game';

export const STANDARD_PROSE: readonly RulesSection[] = [
  {
    id: 'setup',
    title: { zh: '开局', en: 'Setting up' },
    paragraphs: [
      {
        zh: '玩角色时，每人先拿到两张角色牌并留下其中一张；潜伏角色面朝下放，其余角色亮在桌上。初次游戏可以不用角色。',
        en: 'With characters, each player is dealt two character cards and keeps one; hidden (潜伏) characters are placed face down, the others face up. A first game may leave characters out.',
      },
      {
        zh: '选好角色后，按人数取身份牌（见下表），洗匀后每人暗拿一张，只有自己知道。然后每人拿三张游戏牌作为手牌，其余游戏牌作为牌库，随机选一人先开始。',
        en: 'Then identity cards for the number of players (see the table) are shuffled and dealt one each, face down: only you know yours. Everyone takes three game cards as a hand, the rest form the deck, and a random player starts.',
      },
    ],
  },
  {
    id: 'turn',
    title: { zh: '回合', en: 'A turn' },
    paragraphs: [
      {
        zh: '轮到你时：先从牌库顶摸两张牌；然后是出牌阶段，你可以用任意多张功能牌，其他人也可以用牌回应；出牌阶段里你必须传出恰好一张情报；最后是回合结束阶段。之后轮到你右手边的玩家。',
        en: 'On your turn you draw the top two cards of the deck; then, in your play phase, you may use as many function cards as you like, and others may answer them; in that phase you must send exactly one intel; then your turn ends and the player on your right goes next.',
      },
      {
        zh: '牌库摸完时立刻把弃牌堆洗成新牌库。大部分功能牌用过后进入弃牌堆。',
        en: 'When the deck runs out, the discard pile is shuffled into a new deck at once. Most function cards go to the discard pile once used.',
      },
      {
        zh: '用牌或技能时，从当前回合的玩家开始按座次轮流取得优先权，每人可以再用一张牌回应或者放弃；所有人都放弃后，等待中的牌从最后用的那张开始依次结算（后发先至）。',
        en: 'When a card or skill is used, priority goes round from the current player: each may answer with another card or pass. Once everyone passes, the waiting cards resolve from the last one used back to the first (last in, first out).',
      },
    ],
  },
  {
    id: 'passing',
    title: { zh: '传递与接收情报', en: 'Passing and receiving intel' },
    paragraphs: [
      {
        zh: '任何一张手牌都可以当作情报传出，按牌右上角的方式传递；作为情报时，牌的功能不起作用。情报分红、蓝（真情报）和黑（假情报）。',
        en: 'Any hand card can be sent as intel, travelling the way printed on its corner; as intel its function does nothing. Red and blue intel are true intel, black is false intel.',
      },
      {
        zh: '密电：面朝下交给右手边的人，他可以翻开收下，也可以继续往右传。文本：同样一人一人往右传，但面朝上。直达：面朝下直接交给任意一人，他收下或者退回给传出者。',
        en: 'Secret (密电): face down to the player on your right, who either turns it up and keeps it or passes it on to the right. Text (文本): the same, but face up. Direct (直达): face down to any one player, who keeps it or sends it back to the sender.',
      },
      {
        zh: '情报回到传出者面前时，传出者必须收下。收下的情报面朝上放在自己面前，不进手牌。',
        en: 'Intel that comes back to its sender must be kept by the sender. Received intel lies face up in front of its receiver, never in the hand.',
      },
    ],
  },
  {
    id: 'death',
    title: { zh: '死亡与输掉游戏', en: 'Death and losing' },
    paragraphs: [
      {
        zh: '面前有三张或更多假情报的玩家死亡。轮到自己却没有手牌可以当情报传出的玩家，在回合结束时输掉游戏（这不算死亡，死亡时的技能不触发）。',
        en: 'A player with three or more false intel in front of them dies. A player who has no hand card to send on their own turn loses the game when that turn ends (that is not a death: skills that fire on death do not).',
      },
      {
        zh: '死亡或输掉的玩家把手牌和面前的情报都放进弃牌堆，并公开身份。',
        en: 'A player who dies or loses puts their hand and their intel on the discard pile and shows their identity.',
      },
    ],
  },
  {
    id: 'victory',
    title: { zh: '胜利', en: 'Winning' },
    paragraphs: [
      {
        zh: '潜伏战线和军情局各自收集本阵营颜色的情报，一名成员收到第三张就宣告胜利，全阵营一起获胜。打酱油的只靠自己角色的机密任务独自获胜。有人宣告胜利时游戏立刻结束。',
        en: 'The red and blue camps each collect intel of their colour: when one member receives the third, they declare and the whole camp wins. A neutral player wins alone, by their character’s secret mission. The game ends the moment someone declares.',
      },
    ],
  },
];
