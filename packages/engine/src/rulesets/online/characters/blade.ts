// 刀锋 (男) — seed 003.
// 亮剑: 在你的出牌阶段，指定一位玩家被锁定。一回合只能使用一次。
//   Not the 2010 viewAs (试探/退回 as 锁定): no card is used, the skill itself locks a player, once a
//   turn, and like every skill of this edition nobody may answer it. 「一位玩家」 is the 锁定's own
//   「另一位玩家」 (locking oneself does nothing: docs/rulings-online-a.md).
// 嗜血: 当另一位玩家死亡时，你可以抽三牌。 (Three cards, none given: the 2010 card draws four and gives one.)
// 酱油任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import { markTurn, turnMarked, type CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import { redAndBlueDie } from '../../standard/missions.ts';
import { lock } from '../cards/lock.ts';

const DRAWN_SWORD = 'drawnSword';

export const blade: CharacterDef = {
  id: 'blade',
  name: { zh: '刀锋', en: 'Blade' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'onlineDrawSword',
      name: { zh: '亮剑', en: 'Draw the Sword' },
      text: {
        zh: '在你的出牌阶段，指定一位玩家被锁定。一回合只能使用一次。',
        en: 'In your play phase, name a player: they are locked. Once a turn.',
      },
      face: 'up',
      windows: ['play'],
      turn: 'own',
      target: lock.target,
      canUse: (s, user) => !turnMarked(s, user, DRAWN_SWORD),
      canTarget: lock.canTarget,
      onUse: (s, user) => markTurn(s, user, DRAWN_SWORD),
      actsAs: 'lock',
    },
    {
      kind: 'trigger',
      id: 'onlineBloodthirst',
      name: { zh: '嗜血', en: 'Bloodthirst' },
      text: {
        zh: '当另一位玩家死亡时，你可以抽三牌。',
        en: 'When another player dies, you may draw three cards.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      when: (_s, owner, ev) => ev.seat !== owner,
      run: (s, owner, _ev, out) => drawCards(s, owner, 3, out),
    },
  ],
  mission: redAndBlueDie,
};
