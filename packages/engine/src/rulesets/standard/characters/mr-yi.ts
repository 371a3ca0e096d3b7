// 易先生 (公开, 男, 「绝密任务」) "杯具啊"
// 贪婪: 你的抽牌阶段改为抽三张牌。
// 洞察: 你的退回和截获可以当作识破使用。
// 情仇: 若你被女性杀死，则她可以宣告单独胜利。若你是女性玩家，你不能通过自杀来获胜
// 机密任务: 当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。
import { ask } from '../../../core/choices.ts';
import { isActive } from '../../../core/seats.ts';
import { isWoman, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { declareVictory } from '../../../core/victory.ts';
import type { Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'mrYi.declare': { picks: unknown[]; killer: Seat };
  }
}

defineTask('mrYi.declare', (s, data, out) => {
  if (data.picks.length > 0) declareVictory(s, data.killer, 'solo', out);
});

export const mrYi: CharacterDef = {
  id: 'mrYi',
  name: { zh: '易先生', en: 'Mr. Yi' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'modifier',
      id: 'greed',
      name: { zh: '贪婪', en: 'Greed' },
      text: {
        zh: '你的抽牌阶段改为抽三张牌。',
        en: 'In your draw phase you draw three cards instead of two.',
      },
      face: 'up',
      drawCount: 3,
    },
    {
      kind: 'viewAs',
      id: 'insight',
      name: { zh: '洞察', en: 'Insight' },
      text: {
        zh: '你的退回和截获可以当作识破使用。',
        en: 'You may use your Bounce and Intercept cards as Counters.',
      },
      face: 'up',
      as: 'counter',
      from: (face) => face.fn === 'bounce' || face.fn === 'intercept',
    },
    {
      kind: 'trigger',
      id: 'loveAndHate',
      name: { zh: '情仇', en: 'Love and Hate' },
      text: {
        zh: '若你被女性杀死，则她可以宣告单独胜利。若你是女性玩家，你不能通过自杀来获胜',
        en: 'If a woman kills you, she may declare a victory of her own. A woman playing this character cannot win by killing herself.',
      },
      face: 'up',
      on: 'dying',
      // His own death sets it off; the choice to declare is hers, so it is asked of her.
      optional: false,
      whileDying: true,
      when: (s, owner, ev) => {
        const killer = ev.killer as Seat;
        // Not by her own hand on herself (a woman playing 易先生 cannot win by suicide); not once saved.
        return (
          ev.seat === owner &&
          !s.players[owner].alive &&
          killer >= 0 &&
          killer !== owner &&
          isActive(s, killer) &&
          isWoman(s, killer)
        );
      },
      run: (s, _owner, ev, _out) => {
        const killer = ev.killer as Seat;
        ask(s, killer, 'skill.loveAndHate', [{ value: 'declare' }], 0, 1, {
          run: 'mrYi.declare',
          data: { killer },
        });
      },
    },
  ],
  mission: {
    text: {
      zh: '当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。',
      en: 'When a player declares victory, a player has already died. Your victory makes theirs fail.',
    },
    onDeclare: (s) => s.deaths.length > 0,
    hijacks: true,
  },
};
