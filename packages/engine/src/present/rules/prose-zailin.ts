// How 《风声再临》 (2018) is played, for its rules page: our own summary of seed 001 (setup, the turn,
// the intel steps, death, victory), in Chinese and English.
import type { RulesSection } from '@fengsheng/game';

export const ZAILIN_PROSE: readonly RulesSection[] = [
  {
    id: 'setup',
    title: { zh: '开局', en: 'Setting up' },
    paragraphs: [
      {
        zh: '按人数取身份牌（见下表），每人暗抽一张；三人和四人局身份牌比人数多，多出的面朝下放回，谁也不看。每人起手两张基础牌，其余作为牌库。',
        en: 'Identity cards for the number of players (see the table) are shuffled and each player draws one in secret; with three or four players there are more cards than players, and the spare ones go back face down unseen. Everyone starts with two basic cards; the rest form the deck.',
      },
      {
        zh: '每张基础牌既可以当功能牌用，也可以当情报传出。',
        en: 'Every basic card can either be used for its function or be sent as intel.',
      },
    ],
  },
  {
    id: 'turn',
    title: { zh: '回合', en: 'A turn' },
    paragraphs: [
      {
        zh: '回合开始时摸两张牌。回合中可以使用符合时机的卡牌和技能，并且必须传出恰好一张情报。回合结束时手牌多于六张要弃到六张。',
        en: 'Your turn starts with drawing two cards. During it you may use cards and skills whose timing fits, and you must send exactly one intel. At the end of the turn you discard down to six cards in hand.',
      },
      {
        zh: '用牌、传出情报和接收情报时都有响应点：其他玩家可以在这里用牌或技能回应，最后用的最先结算。玩家不能回应自己的牌。',
        en: 'Using a card, sending intel and receiving intel each open a response point where others may answer with cards or skills; the last one used resolves first. Nobody may answer their own card.',
      },
    ],
  },
  {
    id: 'passing',
    title: { zh: '传出、传递与接收', en: 'Sending, passing and receiving' },
    paragraphs: [
      {
        zh: '传出：先宣布要传情报，等待回应；没有人回应，再选一张手牌，报出传递方式后传出。没有手牌时，把牌库顶的一张作为情报传出。',
        en: 'Sending: you first announce that you send and wait for answers; then you pick a hand card, say how it travels and send it. With no hand card you send the top card of the deck.',
      },
      {
        zh: '传递：情报到谁面前，谁就选择接收或者拒收，拒收就按传递方式继续往下传。有转向标记的牌由传出者决定方向；危险情报由传出者任选传递方式。',
        en: 'Passing: whoever the intel reaches chooses to take it or refuse it, and a refused intel goes on the way it travels. A card with the turn mark goes the direction its sender picks; a dangerous intel travels whichever way its sender names.',
      },
      {
        zh: '接收：有人选择接收后还有一次回应机会；没人改变结果时，情报面朝上放到他面前，才算接收成功。加密情报一旦收下，就不能再被烧毁、使用或替换。',
        en: 'Receiving: choosing to take the intel opens one more response point; only if nobody changes the outcome does it land face up in front of the taker. An encrypted intel, once received, cannot be burnt, used or replaced.',
      },
    ],
  },
  {
    id: 'death',
    title: { zh: '死亡', en: 'Death' },
    paragraphs: [
      {
        zh: '面前有三张或更多假情报（灰色）的玩家死亡：先结算死亡时的技能，然后他弃掉手牌和情报、公开身份。被你的情报、技能或转移、调包所杀的人算作你亲手所杀。',
        en: 'A player with three or more false (grey) intel dies: skills that fire on death go first, then the dead player discards hand and intel and shows their identity. Whoever’s intel, skill, 转移 or 调包 caused a death counts as its killer (亲手).',
      },
    ],
  },
  {
    id: 'victory',
    title: { zh: '胜利', en: 'Winning' },
    paragraphs: [
      {
        zh: '潜伏和军情：本阵营一人存有三张本色情报，全阵营共同获胜，死去的成员也算。特工：完成机密任务或存有六张真情报。任何人只要活到最后都单独获胜。达成条件必须立刻宣胜，宣胜优先于死亡，游戏马上结束。',
        en: 'Red and blue: when one member holds three intel of the camp’s colour, the whole camp wins, dead members included. Agents (特工): by their secret mission or by holding six true intel. Anyone who is the last alive wins alone. A player who meets a condition must declare at once; a declaration comes before a death and ends the game.',
      },
    ],
  },
];
