// 大美女 (公开, 女) "他们之中只有一个人会胜利"
// 精明: 你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。
//   这里指的是自己回合抽牌阶段的规定抽卡动作，并非卡牌效果导致的抽牌。
//   A draw-phase rule (three cards) and a forced draw-phase trigger (one hand card back on top).
// 爱情: 翻开你的身份牌，然后烧毁二张假情报。可以烧毁一位玩家的二张假情报，也可以烧毁二位玩家各一张假情报。
//   可对任意玩家使用包括自己。该烧毁属于角色技能无法被【识破】。
//   No timing is printed: at any moment one may respond, in anyone's turn. 翻开你的身份牌 is the cost,
//   paid on use, so it can be used once (not with the identity already revealed). Needs a false
//   intel on the table; burns two of them (one if only one is left when it resolves).
// 机密任务: 当一位男性角色宣告胜利时，你获得的假情报少于等于一张。
//   当场上不存在男性角色时，则只能通过共通胜利条件来胜利。 A face-up male character must declare
//   while she is alive with at most one false intel; she then wins with him.
import { ask } from '../../../core/choices.ts';
import { discardIntel } from '../../../core/effects.ts';
import { handCardToDeckTop, isBlack } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, isMaleCharacter, revealIdentity, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'beauty.toDeckTop': { picks: { card: CardId }[]; owner: Seat };
    'beauty.burn': { picks: { card: CardId }[]; owner: Seat };
  }
}

defineTask('beauty.toDeckTop', (s, data, out) => {
  for (const p of data.picks) handCardToDeckTop(s, data.owner, p.card, out);
});

defineTask('beauty.burn', (s, data, out) => {
  for (const p of data.picks) discardIntel(s, p.card, data.owner, out);
});

function falseIntelOnTable(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const p of s.players) if (isActive(s, p.seat)) for (const c of p.intel) if (isBlack(s, c)) out.push(c);
  return out;
}

export const beauty: CharacterDef = {
  id: 'beauty',
  name: { zh: '大美女', en: 'Beauty' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'modifier',
      id: 'shrewd',
      name: { zh: '精明', en: 'Shrewd' },
      text: {
        zh: '你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。',
        en: 'In your draw phase you draw three cards instead of two, then put one card from your hand back on top of the deck.',
      },
      face: 'up',
      drawCount: 3,
    },
    {
      kind: 'trigger',
      id: 'shrewdReturn',
      name: { zh: '精明', en: 'Shrewd (card back)' },
      text: {
        zh: '你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。',
        en: 'In your draw phase you draw three cards instead of two, then put one card from your hand back on top of the deck.',
      },
      face: 'up',
      on: 'drawPhase',
      optional: false,
      when: (s, owner, ev) => ev.seat === owner && ev.drew !== false && s.players[owner].hand.length > 0,
      run: (s, owner, _ev, _out) => {
        const hand = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.shrewdReturn', hand, 1, 1, { run: 'beauty.toDeckTop', data: { owner } });
      },
    },
    {
      kind: 'active',
      id: 'beautyLove',
      name: { zh: '爱情', en: 'Love' },
      text: {
        zh: '翻开你的身份牌，然后烧毁二张假情报。',
        en: 'Turn your identity card face up, then burn two false intel (from one player or from two).',
      },
      face: 'up',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'none',
      canUse: (s, user) => !s.players[user].revealed && falseIntelOnTable(s).length > 0,
      onUse: (s, user, out) => revealIdentity(s, user, out),
      resolve: (s, f, _out) => {
        const options = falseIntelOnTable(s).map((card) => ({ card }));
        const n = Math.min(2, options.length);
        ask(s, f.user, 'skill.beautyLove', options, n, n, { run: 'beauty.burn', data: { owner: f.user } });
      },
    },
  ],
  mission: {
    text: {
      zh: '当一位男性角色宣告胜利时，你获得的假情报少于等于一张。',
      en: 'When a male character declares victory, you have at most one false intel.',
    },
    onDeclare: (s, owner, declarer) =>
      isActive(s, owner) &&
      isMaleCharacter(s, declarer) &&
      s.players[owner].intel.filter((c) => isBlack(s, c)).length <= 1,
  },
};
