// 译电员 (风声再临; the scan spells it 譚電員): a state character. 反侦【隐藏】 and 速译【暴露】.
// 反侦【隐藏】: 他人使用识破/破译时，你可隐藏角色并抽一张牌。
//   “使用..时”指当卡牌被使用时（即使未结算）该技能即可触发。
// 速译【暴露】: 他人回合中，你可暴露角色并检视一张未翻开的情报，然后选择将其翻开并抽一张牌/不翻开且不抽牌。
//   ① 情报不会因翻开而变更传递方式。
//   ② 该技能结算时若因响应导致情报替换（偷龙转凤）则结算失败，除非情报处长结算【偷龙转凤】时不予替换；若因响应
//   导致情报被“取代”（帽子戏法）则依然可结算。
// 机密任务: unreadable in the scan (〔?〕〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { lookAtIntelInTransit, turnIntelInTransitFaceUp } from '../../../core/moves.ts';
import type { ActiveSkill, CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { cipherClerk as cipherClerk2010 } from '../../standard/characters/cipher-clerk.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinCipherClerk.turnUp': { user: Seat; picks: { value: string }[] };
  }
}

const counterSpy: TriggerSkill = {
  kind: 'trigger',
  id: 'counterSpy',
  name: { zh: '反侦', en: 'Counter-Espionage' },
  text: {
    zh: '【隐藏】他人使用识破/破译时，你可隐藏角色并抽一张牌。',
    en: '[Hide] When another player uses Counter or Decode, you may turn your character face down and draw a card.',
  },
  face: 'cover',
  // 使用时: as the card is laid, whether or not it will resolve.
  on: 'cardUsed',
  optional: true,
  when: (_s, owner, ev) => ev.user !== owner && (ev.fn === 'counter' || ev.fn === 'decode'),
  run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
};

defineTask('zailinCipherClerk.turnUp', (s, data, out) => {
  const user = data.user;
  if (data.picks[0]?.value !== 'turnUp') return;
  if (turnIntelInTransitFaceUp(s, user, out) >= 0) drawCards(s, user, 1, out);
});

const speedReading: ActiveSkill = {
  kind: 'active',
  id: 'speedReading',
  name: { zh: '速译', en: 'Speed Reading' },
  text: {
    zh: '【暴露】他人回合中，你可暴露角色并检视一张未翻开的情报，然后选择将其翻开并抽一张牌/不翻开且不抽牌。',
    en: "[Reveal] In another's turn you may turn your character face up and look at an intel not turned up; then either turn it up and draw a card, or leave it and draw nothing.",
  },
  face: 'flip',
  windows: ANY_TIME,
  turn: 'others',
  target: 'none',
  canUse: (s) => s.passing !== null && !s.passing.faceUp,
  // Before 「然后」: she looks at it as she uses the skill; the frame remembers which card it was.
  onUse: (s, user, out, f) => {
    lookAtIntelInTransit(s, user, out);
    f.alsoCard = s.passing!.card;
  },
  resolve: (s, f, out) => {
    // ② replaced meanwhile (偷龙转凤, 调包): another card travels now, and it fails; superseded
    // (取代: 帽子戏法) it still resolves, on the card in transit now.
    const p = s.passing;
    const same = p !== null && (p.card === f.alsoCard || p.supersedes?.includes(f.alsoCard!) === true);
    if (!p || !same || p.faceUp) {
      failResolution(f, 'the intel she looked at is no longer the one in transit, face down', out);
      return;
    }
    ask(s, f.user, 'skill.speedReading', [{ value: 'turnUp' }, { value: 'leaveIt' }], 1, 1, {
      run: 'zailinCipherClerk.turnUp',
      data: { user: f.user },
    });
  },
};

export const cipherClerk: CharacterDef = {
  id: 'cipherClerk',
  name: { zh: '译电员', en: 'Cipher Clerk' },
  gender: cipherClerk2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [counterSpy, speedReading],
  mission: { ...cipherClerk2010.mission!, from: 'standard' },
};
