// 城府 (老鬼, 歌女, 五分钟, 卧底警察): 你被试探时可以隐瞒身份。
// Face up, its owner answers a 试探 with either of the card's two actions, whatever their identity
// (the core's 试探 reads the `concealsIdentity` flag).
import type { ModifierSkill } from '../../../core/skills.ts';

export function chengfu(id: string): ModifierSkill {
  return {
    kind: 'modifier',
    id,
    name: { zh: '城府', en: 'Inscrutable' },
    text: {
      zh: '你被试探时可以隐瞒身份。',
      en: 'When you are probed, you may hide your identity: answer the Probe either way, whatever your identity card says.',
    },
    face: 'up',
    concealsIdentity: true,
  };
}
