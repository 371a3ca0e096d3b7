// 五分钟 (公开, 男, 「绝密任务」) "五分钟时差": 004 prints no name (原型为《潜伏》里的余则成); 五分钟 is a
// descriptive name chosen for the engine, after his quote.
// 城府: 你被试探时可以隐瞒身份。 (隐瞒: answer the 试探 either way, whatever the identity card says.)
// 时差: 当你获得假情报时，可以把另一位玩家的一张情报加入你的手牌。
// 机密任务: 一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。
import { ask } from '../../../core/choices.ts';
import { intelToHand } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { chengfu } from '../skills/chengfu.ts';
import { winsByYourIntel } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'fiveMinutes.take': { picks: { card: CardId }[]; owner: Seat };
  }
}

/** Intel in front of the other players still in the game. */
function othersIntel(s: GameState, owner: Seat): { card: CardId }[] {
  return s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat))
    .flatMap((q) => q.intel.map((card) => ({ card })));
}

defineTask('fiveMinutes.take', (s, data, out) => {
  for (const p of data.picks) intelToHand(s, p.card, data.owner, out);
});

export const fiveMinutes: CharacterDef = {
  id: 'fiveMinutes',
  name: { zh: '五分钟', en: 'Five Minutes' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    chengfu('fiveMinutesChengfu'),
    {
      kind: 'trigger',
      id: 'timeLag',
      name: { zh: '时差', en: 'Time Lag' },
      text: {
        zh: '当你获得假情报时，可以把另一位玩家的一张情报加入你的手牌。',
        en: 'When you gain false intel, you may take one intel from in front of another player into your hand.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) => ev.seat === owner && ev.colour === 'black' && othersIntel(s, owner).length > 0,
      run: (s, owner, _ev, _out) => {
        ask(s, owner, 'skill.timeLag', othersIntel(s, owner), 1, 1, {
          run: 'fiveMinutes.take',
          data: { owner },
        });
      },
    },
  ],
  mission: winsByYourIntel,
};
