// 小马哥 (男) — seed 003.
// 英雄本色: 当你获得传出的黑情报时，抽二张牌，然后可以在一位玩家面前放置一张黑情报。
//   Only black intel that was sent (传出的: not 真伪莫辨's, 博弈's or a skill's placing), two cards
//   (the 2010 card: any false intel, one card); the placing is the 2010 one.
// 酱油任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import { ask } from '../../../core/choices.ts';
import { isBlack } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import '../../standard/characters/brother-ma.ts';
import { redAndBlueDie } from '../../standard/missions.ts';

export const brotherMa: CharacterDef = {
  id: 'brotherMa',
  name: { zh: '小马哥', en: 'Brother Ma' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'onlineBetterTomorrow',
      name: { zh: '英雄本色', en: 'A Better Tomorrow' },
      text: {
        zh: '当你获得传出的黑情报时，抽二张牌，然后可以在一位玩家面前放置一张黑情报。',
        en: 'When you gain black intel that was sent, draw two cards; then you may place a black intel in front of any player.',
      },
      face: 'up',
      on: 'intelGained',
      optional: false,
      when: (_s, owner, ev) =>
        ev.seat === owner && ev.colour === 'black' && ev.how !== 'dealt' && ev.how !== 'placed',
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 2, out);
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        // Which card and whom: the 2010 英雄本色's own steps (task brotherMa.card).
        ask(s, owner, 'skill.aBetterTomorrow', blacks, 0, 1, { run: 'brotherMa.card', data: { owner } });
      },
    },
  ],
  mission: redAndBlueDie,
};
