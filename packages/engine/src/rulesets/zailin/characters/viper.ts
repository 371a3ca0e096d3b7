// 蝮蛇 (风声再临): a state character. 无限弹药【隐藏】 and 战术大师【暴露】.
// 无限弹药【隐藏】: 若你没有手牌，则你可隐藏角色，然后抽两张牌。
//   该技能可在任何响应点/回合中使用。结算时若因响应导致获取手牌，则该技能效果结算失败，但蝮蛇仍处于隐藏状态。
// 战术大师【暴露】: 自己回合开始抽牌前可暴露角色，然后抽牌方式变更为抽一名玩家最多两张手牌/最多两名玩家各一张手牌。
//   该技能使用时无需指定目标，结算时才进行目标选择。结算时若因响应导致所有玩家均没有手牌，则蝮蛇无法抽牌但仍处于
//   暴露状态。
//   -> before the draw no response point is open, so it resolves as it is used: she turns face up,
//      then chooses one or two players with cards; the draw from the deck does not happen.
// 机密任务: unreadable in the scan (〔?〕〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { viper as viper2010 } from '../../standard/characters/viper.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinViper.take': { user: Seat; picks: { seat: Seat }[] };
  }
}

const endlessAmmo: ActiveSkill = {
  kind: 'active',
  id: 'endlessAmmo',
  name: { zh: '无限弹药', en: 'Endless Ammo' },
  text: {
    zh: '【隐藏】若你没有手牌，则你可隐藏角色，然后抽两张牌。',
    en: '[Hide] With no hand card, you may turn your character face down; then draw two cards.',
  },
  // 隐藏: used face up, it turns her face down at once (before anyone answers).
  face: 'cover',
  windows: ANY_TIME,
  turn: 'any',
  target: 'none',
  canUse: (s, user) => s.players[user].hand.length === 0,
  resolve: (s, f, out) => {
    if (s.players[f.user].hand.length > 0) {
      failResolution(f, 'she holds cards again', out);
      return;
    }
    drawCards(s, f.user, 2, out);
  },
};

/** The others holding a card, from her right. */
function holders(s: GameState, user: Seat): Seat[] {
  const out: Seat[] = [];
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const seat = (user + i) % n;
    if (isActive(s, seat) && s.players[seat].hand.length > 0) out.push(seat);
  }
  return out;
}

// Two from one player (as many as they hold, up to two), or one each from two players.
defineTask('zailinViper.take', (s, data, out) => {
  const user = data.user;
  const seats = data.picks.map((p) => p.seat);
  const each = seats.length === 1 ? 2 : 1;
  for (const seat of seats) for (let k = 0; k < each; k++) takeRandomHandCard(s, seat, user, out);
});

const tacticsMaster: TriggerSkill = {
  kind: 'trigger',
  id: 'tacticsMaster',
  name: { zh: '战术大师', en: 'Tactics Master' },
  text: {
    zh: '【暴露】自己回合开始抽牌前可暴露角色，然后抽牌方式变更为抽一名玩家最多两张手牌/最多两名玩家各一张手牌。',
    en: '[Reveal] At the start of your turn, before you draw, you may turn your character face up; then instead of drawing, take up to two cards from one player, or one each from up to two players.',
  },
  face: 'flip',
  on: 'beforeDraw',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && !s.skipDraw,
  run: (s, owner) => {
    s.skipDraw = true;
    const seats = holders(s, owner).map((seat) => ({ seat }));
    // Nobody holds a card: she takes nothing, and stays face up.
    ask(s, owner, 'skill.tacticsMaster', seats, 1, 2, { run: 'zailinViper.take', data: { user: owner } });
  },
};

export const viper: CharacterDef = {
  id: 'viper',
  name: { zh: '蝮蛇', en: 'Viper' },
  gender: viper2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [endlessAmmo, tacticsMaster],
  mission: { ...viper2010.mission!, from: 'standard' },
};
