// 小白 (性别不明: both) — seed 003.
// 乔装: 此角色既视为男性也视为女性。 (The 2010 rule.)
// 收买: 在你的出牌阶段，把你的五张手牌交给一位玩家，然后获得他面前的一张情报。
//   Five cards, in her own play phase (the 2010 card: four, at any moment). The five are handed over
//   on use (the price; a skill nobody may answer then resolves at once); a target must have intel.
// 酱油任务: 你第一个死亡，或潜伏战线与军情处其中一方全灭。 No 败露 in 003: a sixth intel is no
//   bar (the 2010 mission's proviso goes with its 败露).
import { ask } from '../../../core/choices.ts';
import { giveCard } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import type { Camp, GameState } from '../../../core/types.ts';
import { littleBai as standard } from '../../standard/characters/little-bai.ts';
import { skillOf } from './reuse.ts';

const BRIBE = 5;

/** Every member of this camp has died (全灭). */
function wipedOut(s: GameState, camp: Camp): boolean {
  const members = s.players.filter((p) => p.camp === camp);
  return members.length > 0 && members.every((p) => !p.alive);
}

export const littleBai: CharacterDef = {
  id: 'littleBai',
  name: standard.name,
  gender: 'both',
  hidden: false,
  expansion: false,
  skills: [
    skillOf(standard, 'disguise'),
    {
      kind: 'active',
      id: 'onlineBribe',
      name: { zh: '收买', en: 'Bribe' },
      text: {
        zh: '在你的出牌阶段，把你的五张手牌交给一位玩家，然后获得他面前的一张情报。',
        en: 'In your play phase, give five cards from your hand to a player, then take one intel from in front of them.',
      },
      face: 'up',
      windows: ['play'],
      turn: 'own',
      target: 'otherSeat',
      canUse: (s, user) => s.players[user].hand.length >= BRIBE,
      canTarget: (s, _user, t) => s.players[t.seat!].intel.length > 0,
      onUse: (s, owner, out, f) => {
        const target = f.target.seat!;
        const hand = s.players[owner].hand;
        if (hand.length === BRIBE) {
          for (const c of hand.slice()) giveCard(s, owner, c, target, out);
          return;
        }
        // The giving and the taking are the 2010 收买's own steps (tasks littleBai.give / .take).
        const options = hand.map((card) => ({ card }));
        ask(s, owner, 'skill.onlineBribe', options, BRIBE, BRIBE, {
          run: 'littleBai.give',
          data: { owner, target },
        });
      },
      resolve: (s, f, out) => {
        const target = f.target.seat!;
        const intel = s.players[target].intel;
        if (!s.players[target].alive || intel.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no intel left to take' });
          return;
        }
        const options = intel.map((card) => ({ card }));
        ask(s, f.user, 'skill.bribe.intel', options, 1, 1, {
          run: 'littleBai.take',
          data: { owner: f.user },
        });
      },
    },
  ],
  mission: {
    text: standard.mission!.text,
    // Asked only of a player still in the game or of the one who died (missionsAfterDeath): a 小白
    // who lost is never asked, so no check of her own loss is needed here.
    onDeath: (s, owner, dead) => {
      if (dead === owner) return s.deaths[0]?.seat === owner;
      return s.players[owner].alive && (wipedOut(s, 'red') || wipedOut(s, 'blue'));
    },
  },
};
