// 游戏开始指定除自己外一名玩家为……: the game-start naming that 职业杀手 (雇主) and 礼服蒙面 (仇敌)
// share. A forced trigger asks the owner to name another player still in the game and ties them
// under the skill's own tie name; what the tie then does is each character's own skills.
import { ask } from '../../../core/choices.ts';
import { showIdentityTo } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { bind, boundTo, type TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { Picks } from '../../../core/tasks.ts';
import type { Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.gameStartTie': { owner: Seat; tie: string; seesIdentity: boolean; picks: Picks };
  }
}

interface Words {
  readonly zh: string;
  readonly en: string;
}

export interface GameStartTie {
  /** The skill's id; the question asked is `skill.<id>`. */
  readonly id: string;
  readonly name: Words;
  readonly text: Words;
  /** The tie's name in `bind`/`boundTo`. */
  readonly tie: string;
  /** 并检视其身份: the owner also looks at the named player's identity card. */
  readonly seesIdentity: boolean;
}

defineTask('zailin.gameStartTie', (s, data, out) => {
  const to = data.picks[0]?.seat;
  if (to === undefined) return;
  bind(s, data.owner, data.tie, to);
  if (data.seesIdentity) showIdentityTo(s, to, data.owner, out);
});

export function gameStartTie(t: GameStartTie): TriggerSkill {
  return {
    kind: 'trigger',
    id: t.id,
    name: t.name,
    text: t.text,
    face: 'up',
    on: 'gameStart',
    optional: false,
    when: (s, owner) => boundTo(s, owner, t.tie) < 0,
    run: (s, owner) => {
      const others = s.players
        .filter((q) => q.seat !== owner && isActive(s, q.seat))
        .map((q) => ({ seat: q.seat }));
      ask(s, owner, `skill.${t.id}`, others, 1, 1, {
        run: 'zailin.gameStartTie',
        data: { owner, tie: t.tie, seesIdentity: t.seesIdentity },
      });
    },
  };
}
