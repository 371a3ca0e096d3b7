// 小白 (公开, 性别：？) "我只是个传说"
// 乔装: 此角色既视为男性也视为女性。
//   Gender 'both': counts as a man and as a woman wherever a skill or mission asks (isWoman,
//   isMaleCharacter).
// 收买: 把你的四张手牌交给一位玩家，然后获得他面前的一张情报。
//   该技能可以在任意时候发动（自己回合或别人回合），该技能发动后对方不能拒绝。不足四张手牌时不能发动该技能。
//   你可以获得任意一张情报，包括假情报。
//   Any window, any turn, on another player who has intel in front of them. The four hand cards of
//   his choice are given the moment he uses it (a cost: announcing it is never free); when it
//   resolves he takes one intel of his choice (true or false) into his own intel area; it is gained
//   like any intel (a third false intel kills him, a sixth intel exposes him). With eight cards he
//   may use it twice before either resolves.
// 败露: 当你获得六张或以上的情报时，你输掉这场游戏。
//   输掉游戏不等于死亡；【小白】因六张情报出局不会触发因死亡而发动的角色技能（如：【六姐】、【刀锋】等）。
//   当获得六张情报并同时达到胜利条件时，视为输掉游戏。
//   输掉游戏视为【小白】个人输掉，不代表【小白】所属阵营输掉，同理即使所属阵营胜利但【小白】依然视为输掉。
//   The core checks loseAtIntel after death and before victory; a player lost by exposure is left
//   out of their camp's victory.
// 机密任务: 你第一个死亡，或潜伏战线与军情处其中一方全灭。
//   当【小白】属于打酱油阵营时，第一个获得三张假情报导致死亡时视为获得胜利。
//   A dead 小白 wins if he was the first to die; otherwise he must be alive (and not lost) when every
//   member of the 潜伏战线 or of the 军情处 has died.
// 人物原型是电影《风声》中的白小年（苏有朋饰）。
import { ask } from '../../../core/choices.ts';
import { giveCard, intelToIntel } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { Camp, CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'littleBai.give': { picks: { card: CardId }[]; owner: Seat; target: Seat };
    'littleBai.take': { owner: Seat; picks: { card: CardId }[] };
  }
}

const BRIBE = 4;

/** The four cards are handed over the moment 收买 is used (该技能发动后对方不能拒绝): its cost. */
function give(s: GameState, owner: Seat, target: Seat, cards: CardId[], out: GameEvent[]): void {
  for (const c of cards) giveCard(s, owner, c, target, out);
}

defineTask('littleBai.give', (s, data, out) => {
  const cards = data.picks.map((p) => p.card);
  give(s, data.owner, data.target, cards, out);
});

defineTask('littleBai.take', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks) intelToIntel(s, p.card, owner, owner, out);
});

/** Every member of this camp has died (全灭). Losing is not dying. */
function wipedOut(s: GameState, camp: Camp): boolean {
  const members = s.players.filter((p) => p.camp === camp);
  return members.length > 0 && members.every((p) => !p.alive);
}

export const littleBai: CharacterDef = {
  id: 'littleBai',
  name: { zh: '小白', en: 'Little Bai' },
  gender: 'both',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'modifier',
      id: 'disguise',
      name: { zh: '乔装', en: 'Disguise' },
      text: { zh: '此角色既视为男性也视为女性。', en: 'This character counts as both a man and a woman.' },
      face: 'up',
    },
    {
      kind: 'active',
      id: 'bribe',
      name: { zh: '收买', en: 'Bribe' },
      text: {
        zh: '把你的四张手牌交给一位玩家，然后获得他面前的一张情报。',
        en: 'Give four cards from your hand to a player, then take one intel from in front of them.',
      },
      face: 'up',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      // 不足四张手牌时不能发动该技能: the four cards are paid on use, so each use needs four more.
      canUse: (s, user) => s.players[user].hand.length >= BRIBE,
      canTarget: (s, _user, t) => s.players[t.seat!].intel.length > 0,
      onUse: (s, owner, out, f) => {
        const target = f.target.seat!;
        const hand = s.players[owner].hand;
        if (hand.length === BRIBE) {
          give(s, owner, target, hand.slice(), out);
          return;
        }
        ask(
          s,
          owner,
          'skill.bribe',
          hand.map((card) => ({ card })),
          BRIBE,
          BRIBE,
          { run: 'littleBai.give', data: { owner, target } },
        );
      },
      resolve: (s, f, out) => {
        const owner = f.user;
        const target = f.target.seat!;
        const intel = s.players[target].intel;
        // The cards are already given; an intel burnt or a target gone meanwhile leaves nothing to take.
        if (!isActive(s, target) || intel.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no intel left to take' });
          return;
        }
        ask(
          s,
          owner,
          'skill.bribe.intel',
          intel.map((card) => ({ card })),
          1,
          1,
          {
            run: 'littleBai.take',
            data: { owner },
          },
        );
      },
    },
    {
      kind: 'modifier',
      id: 'exposed',
      name: { zh: '败露', en: 'Exposed' },
      text: {
        zh: '当你获得六张或以上的情报时，你输掉这场游戏。',
        en: 'When you have six or more intel, you lose the game (this is not a death).',
      },
      face: 'up',
      loseAtIntel: 6,
    },
  ],
  mission: {
    text: {
      zh: '你第一个死亡，或潜伏战线与军情处其中一方全灭。',
      en: 'Be the first to die, or see every member of the Underground or of Military Intelligence die.',
    },
    onDeath: (s, owner, dead) => {
      const me = s.players[owner];
      if (me.lost) return false;
      // 当获得六张情报并同时达到胜利条件时，视为输掉游戏: a first death by his sixth intel is no win.
      if (dead === owner) return s.deaths[0]?.seat === owner && s.deaths[0].intel.length < 6;
      return me.alive && (wipedOut(s, 'red') || wipedOut(s, 'blue'));
    },
  },
};
