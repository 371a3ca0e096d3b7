// 闪灵 (风声再临; the scan spells it 閃靈): a state character. 装填【隐藏】 and 狙击【暴露】.
// 装填【隐藏】: 自己回合中可舍弃手牌中一张识破/秘密下达，然后隐藏角色。
//   -> the card is discarded on use (before 「然后」); the character turns face down on resolution.
// 狙击【暴露】: 自己回合外，可暴露角色，然后烧毁他人一张情报。
//   ① 该技能使用时需暴露角色但无需指定目标，待效果结算时再指定所要烧毁的情报。
//   ② 加密情报无法被烧毁。
// 机密任务: unreadable in the scan (〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { discardIntel, failResolution } from '../../../core/effects.ts';
import { coverCharacter, discardHandCards } from '../../../core/moves.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { isSealed } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { sniper as sniper2010 } from '../../standard/characters/sniper.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'sniperShotr.discard': { user: Seat; picks: { card?: CardId }[] };
    'sniperShotr.burn': { picks: { card?: CardId }[]; user: Seat };
  }
}

/** His 识破 and 秘密下达, the cards 装填 may discard. */
function loads(s: GameState, seat: Seat): CardId[] {
  const cards = getRuleset(s.ruleset).cards;
  return s.players[seat].hand.filter((c) => cards[c].fn === 'counter' || cards[c].fn === 'secretOrder');
}

defineTask('sniperShotr.discard', (s, data, out) => {
  const seat = data.user;
  const card = data.picks[0]?.card;
  if (card !== undefined) discardHandCards(s, seat, [card], out);
});

const reload: ActiveSkill = {
  kind: 'active',
  id: 'reload',
  name: { zh: '装填', en: 'Reload' },
  text: {
    zh: '【隐藏】：自己回合中可舍弃手牌中一张识破/秘密下达，然后隐藏角色。',
    en: '[Hide] In your turn you may discard a Counter or a Secret Order from your hand; then turn your character face down.',
  },
  // Works face up; the turn face down comes after 「然后」, on resolution (not on use).
  face: 'up',
  windows: ANY_TIME,
  turn: 'own',
  target: 'none',
  canUse: (s, user) => loads(s, user).length > 0,
  onUse: (s, user) => {
    const options = loads(s, user).map((card) => ({ card }));
    ask(s, user, 'skill.reload', options, 1, 1, { run: 'sniperShotr.discard', data: { user } });
  },
  resolve: (s, f, out) => coverCharacter(s, f.user, out),
};

/** Intel of the other players that can be burnt (加密 never can). */
function burnable(s: GameState, user: Seat): CardId[] {
  const out: CardId[] = [];
  for (const q of s.players)
    if (q.seat !== user && isActive(s, q.seat)) for (const c of q.intel) if (!isSealed(s, c)) out.push(c);
  return out;
}

defineTask('sniperShotr.burn', (s, data, out) => {
  const card = data.picks[0]?.card;
  if (card !== undefined) discardIntel(s, card, data.user, out);
});

const snipe: ActiveSkill = {
  kind: 'active',
  id: 'sniperShot',
  name: { zh: '狙击', en: 'Snipe' },
  text: {
    zh: '【暴露】自己回合外，可暴露角色，然后烧毁他人一张情报。',
    en: "[Reveal] Outside your turn you may turn your character face up; then burn one of another player's intel.",
  },
  face: 'flip',
  windows: ANY_TIME,
  turn: 'others',
  // ① no target on use: the intel is chosen as it resolves.
  target: 'none',
  resolve: (s, f, out) => {
    const options = burnable(s, f.user).map((card) => ({ card }));
    if (options.length === 0) {
      failResolution(f, 'no intel of another player can be burnt', out);
      return;
    }
    ask(s, f.user, 'skill.sniperShot', options, 1, 1, { run: 'sniperShotr.burn', data: { user: f.user } });
  },
};

export const sniper: CharacterDef = {
  id: 'sniper',
  name: { zh: '闪灵', en: 'Sniper' },
  gender: sniper2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [reload, snipe],
  mission: { ...sniper2010.mission!, from: 'standard' },
};
