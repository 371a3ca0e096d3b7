// 就计 (老鬼, 老枪): 当你被试探或锁定时，可以翻开此角色，然后抽二张牌。
// Fires when a 试探 or 锁定 aimed at its owner is about to resolve (so nobody countered it), face
// down only, and turns the character face up. Shared skills take an id per character, since a
// skill id names one character's skill.
import type { TriggerSkill } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';

export function jiuji(id: string): TriggerSkill {
  return {
    kind: 'trigger',
    id,
    name: { zh: '就计', en: 'Turn the Tables' },
    text: {
      zh: '当你被试探或锁定时，可以翻开此角色，然后抽二张牌。',
      en: 'When you are probed or locked, you may turn this character face up and draw two cards.',
    },
    face: 'flip',
    on: 'beforeResolve',
    optional: true,
    when: (_s, owner, ev) => ev.target === owner && (ev.fn === 'probe' || ev.fn === 'lock'),
    run: (s, owner, _ev, out) => drawCards(s, owner, 2, out),
  };
}
