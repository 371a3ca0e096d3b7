// 歌女 (公开, 女, 「绝密任务」): 004 prints no name or quote for her (性别：女 城府 逢缘 笙歌); 歌女
// ("songstress", after 笙歌) is a descriptive name chosen for the engine.
// 城府: 你被试探时可以隐瞒身份。 (隐瞒: answer the 试探 either way, whatever the identity card says.)
// 逢缘: 你可以指定你所有非直达情报的传递方向。
// 笙歌: 当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。
// 机密任务: 你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。
//   (Left is seat - 1, right is seat + 1; players out of the game are skipped.)
import { ask } from '../../../core/choices.ts';
import { giveCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { chengfu } from '../skills/chengfu.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'songstress.pickCard': { owner: Seat; picks: { card: CardId }[] };
    'songstress.give': { picks: { seat: Seat }[]; owner: Seat; card: CardId };
  }
}

defineTask('songstress.pickCard', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const others = s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat))
    .map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.song.recipient', others, 1, 1, {
    run: 'songstress.give',
    data: { owner, card: picks[0].card },
  });
});

defineTask('songstress.give', (s, data, out) => {
  for (const p of data.picks) giveCard(s, data.owner, data.card, p.seat, out);
});

/** The first player on this side of `owner` still in the game (the declarer counts as in it). */
function neighbour(s: GameState, owner: Seat, dir: 1 | -1, declarer: Seat): Seat {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const seat = (((owner + dir * i) % n) + n) % n;
    if (seat === declarer || isActive(s, seat)) return seat;
  }
  return -1;
}

export const songstress: CharacterDef = {
  id: 'songstress',
  name: { zh: '歌女', en: 'Songstress' },
  gender: 'female',
  hidden: false,
  expansion: true,
  skills: [
    chengfu('songstressChengfu'),
    {
      kind: 'modifier',
      id: 'fateMeeting',
      name: { zh: '逢缘', en: 'Fateful Meeting' },
      text: {
        zh: '你可以指定你所有非直达情报的传递方向。',
        en: 'You choose the direction of every intel you send that is not direct.',
      },
      face: 'up',
      choosesDirection: true,
    },
    {
      kind: 'trigger',
      id: 'song',
      name: { zh: '笙歌', en: 'Song' },
      text: {
        zh: '当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。',
        en: 'When a player uses a Scramble, you may draw three cards, then give one card from your hand to another player.',
      },
      face: 'up',
      on: 'cardUsed',
      optional: true,
      when: (_s, _owner, ev) => ev.fn === 'scramble',
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 3, out);
        const options = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.song', options, 1, 1, { run: 'songstress.pickCard', data: { owner } });
      },
    },
  ],
  mission: {
    text: {
      zh: '你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。',
      en: 'The first player on your left or on your right declares victory. Your victory makes theirs fail.',
    },
    onDeclare: (s, owner, declarer) =>
      declarer === neighbour(s, owner, -1, declarer) || declarer === neighbour(s, owner, 1, declarer),
    hijacks: true,
  },
};
