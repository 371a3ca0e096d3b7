// 致命香水 (风声再临): 致命一击 and 绝密任务. Not a state character: always face up.
// 致命一击: 他人回合结束时，你可舍弃一张手牌，然后将弃牌堆一张危险情报指定对方成功接收。
//   你可先舍弃一张【危险情报】，结算时再将被舍弃的【危险情报】指定对方成功接收。
//   -> asked at the end of another's turn; on use she discards (before 「然后」), the skill waits
//      for responses, and on resolution she picks a 危险情报 in the discard, which lands in front of
//      the player whose turn it is (her kill if it is their third false intel).
// 绝密任务: 游戏开始随机抽一张角色牌盖置身份牌底，其机密任务作为你的额外胜利条件，若抽到职业杀手/礼服蒙面/黄雀则重抽。
//   ① 所盖置角色牌除机密任务外别无它用。除非你死亡/宣胜，否则盖置角色牌不予公开。
//   ② 非特工致命香水同时完成阵营获胜条件及绝密任务，则宣胜时同阵营玩家共同获胜。
//   ③ 即便该技能被【乔装】抹除，其所盖置的角色牌、机密任务及额外胜利条件仍生效，因为这些效果已在游戏开始时便结算
//   完毕，所以并不受【乔装】影响。
//   -> at `gameStart` a character card from the pile lies under her identity (`GameState.extraMissions`):
//      its mission is checked for her whatever her camp; only she sees which until she dies or declares.
// 机密任务: 完成絕密任務 (readable): met exactly when the card's mission is, which is checked for her in
//   every camp, so her own mission needs no check of its own.
import { ask } from '../../../core/choices.ts';
import { drawCharacterCard } from '../../../core/characters.ts';
import { failResolution } from '../../../core/effects.ts';
import { cardsDiscarded } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { takeFromHand } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinDeadlyPerfume.discard': { owner: Seat; picks: { card: CardId }[] };
    'zailinDeadlyPerfume.land': { owner: Seat; to: Seat; picks: { card: CardId }[] };
  }
}

/** 若抽到职业杀手/礼服蒙面/黄雀则重抽: the three whose missions are not laid under an identity card. */
const REDRAWN: readonly string[] = ['hitman', 'maskedGentleman', 'oriole'];

function isDangerous(s: GameState, card: CardId): boolean {
  return getRuleset(s.ruleset).cards[card].fn === 'dangerousIntel';
}

/**
 * The hand cards she may discard: any, when the discard holds a 危险情报 already; otherwise only a
 * 危险情报 of her own (the one discarded is then the one received), or the skill could not but fail.
 */
function payable(s: GameState, owner: Seat): CardId[] {
  const hand = s.players[owner].hand;
  return s.discard.some((c) => isDangerous(s, c)) ? hand.slice() : hand.filter((c) => isDangerous(s, c));
}

defineTask('zailinDeadlyPerfume.discard', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined || !takeFromHand(s, owner, card)) return;
  s.discard.push(card);
  out.push({ type: 'discarded', seat: owner, card });
  cardsDiscarded(s, owner, [card], out);
});

defineTask('zailinDeadlyPerfume.land', (s, data, out) => {
  const owner = data.owner;
  const to = data.to;
  const card = data.picks[0]?.card;
  const i = card === undefined ? -1 : s.discard.indexOf(card);
  if (i < 0 || !isActive(s, to)) return;
  s.discard.splice(i, 1);
  // 成功接收: it lands at once; a third false intel is her kill (亲手: her skill).
  gainIntel(s, to, card!, owner, 'placed', owner, out);
});

const fatalBlow: TriggerSkill = {
  kind: 'trigger',
  id: 'fatalBlow',
  name: { zh: '致命一击', en: 'Fatal Blow' },
  text: {
    zh: '他人回合结束时，你可舍弃一张手牌，然后将弃牌堆一张危险情报指定对方成功接收。',
    en: "At the end of another player's turn you may discard a hand card; then that player successfully receives a Dangerous Intel of your choice from the discard pile.",
  },
  face: 'up',
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) => ev.seat !== owner && isActive(s, ev.seat as Seat) && payable(s, owner).length > 0,
  // Before 「然后」: the discard, on use; the table may then respond.
  run: (s, owner, _ev, _out) => {
    const cards = payable(s, owner).map((card) => ({ card }));
    ask(s, owner, 'skill.fatalBlow.discard', cards, 1, 1, {
      run: 'zailinDeadlyPerfume.discard',
      data: { owner },
    });
  },
  resolve: (s, f, out) => {
    const to = s.current;
    const dangerous = s.discard.filter((c) => isDangerous(s, c)).map((card) => ({ card }));
    if (!isActive(s, to) || dangerous.length === 0) {
      failResolution(f, 'no player to receive it, or no Dangerous Intel in the discard pile', out);
      return;
    }
    ask(s, f.user, 'skill.fatalBlow.intel', dangerous, 1, 1, {
      run: 'zailinDeadlyPerfume.land',
      data: { owner: f.user, to },
    });
  },
};

const topSecret: TriggerSkill = {
  kind: 'trigger',
  id: 'topSecretMission',
  name: { zh: '绝密任务', en: 'Top Secret Mission' },
  text: {
    zh: '游戏开始随机抽一张角色牌盖置身份牌底，其机密任务作为你的额外胜利条件，若抽到职业杀手/礼服蒙面/黄雀则重抽。',
    en: 'When the game starts, draw a character card at random and lay it under your identity card: its secret mission is an extra way for you to win (draw again on Hitman, Masked Gentleman or Oriole).',
  },
  face: 'up',
  on: 'gameStart',
  optional: false,
  when: () => true,
  run: (s, owner, _ev, out) => {
    const id = drawCharacterCard(s, (c) => c.mission !== null && !REDRAWN.includes(c.id));
    // A roster still short may have no card left to draw: then she has no extra mission.
    if (id === null) return;
    (s.extraMissions ??= []).push({ seat: owner, character: id });
    out.push({ type: 'extraMission', seat: owner, character: id, to: [owner] });
  },
};

export const deadlyPerfume: CharacterDef = {
  id: 'deadlyPerfume',
  name: { zh: '致命香水', en: 'Deadly Perfume' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [fatalBlow, topSecret],
  mission: {
    text: {
      zh: '完成絕密任務',
      en: 'Complete the mission of the character card under your identity card (Top Secret Mission).',
    },
  },
};
