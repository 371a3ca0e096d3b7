// 职业杀手 (男) — seed 003.
// 连击: 当一位玩家获得你传出的黑情报时，你抽二张牌，然后可以在他面前再放置一张黑情报。
//   Forced, as in 2010, but two cards (the 2010 box draws one): only intel he sent, not 真伪莫辨's
//   nor a skill's; a player no longer in the game gets nothing placed.
// 预谋: 你的调虎离山可以当作锁定使用。 (The 2010 rule.)
// 酱油任务: 亲手让另一位玩家成为第二位或以后死亡的玩家。 (The 2010 mission.)
import { ask } from '../../../core/choices.ts';
import { isBlack } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import type { Seat } from '../../../core/types.ts';
import { hitman as standard } from '../../standard/characters/hitman.ts';
import { skillOf } from './reuse.ts';

export const hitman: CharacterDef = {
  id: 'hitman',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'onlineCombo',
      name: { zh: '连击', en: 'Combo' },
      text: {
        zh: '当一位玩家获得你传出的黑情报时，你抽二张牌，然后可以在他面前再放置一张黑情报。',
        en: 'When a player gains black intel you sent, draw two cards; then you may place one more black intel in front of them.',
      },
      face: 'up',
      on: 'intelGained',
      optional: false,
      when: (_s, owner, ev) =>
        ev.from === owner && ev.colour === 'black' && ev.how !== 'dealt' && ev.how !== 'placed',
      run: (s, owner, ev, out) => {
        drawCards(s, owner, 2, out);
        const target = ev.seat as Seat;
        if (!isActive(s, target)) return;
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        // The placing itself is the 2010 連擊's (task hitman.combo).
        ask(s, owner, 'skill.onlineCombo', blacks, 0, 1, { run: 'hitman.combo', data: { owner, target } });
      },
    },
    skillOf(standard, 'premeditate'),
  ],
  mission: standard.mission,
};
