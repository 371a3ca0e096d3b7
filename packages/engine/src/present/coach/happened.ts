// The coach's words on what just happened, one event at a time, from the coached seat's side: the
// events as `eventsFor` gave them to that seat, so it can say no more than the seat may know.
import type { Text } from '@fengsheng/game';
import type { Colour } from '../../core/types.ts';
import { cardFull, seatName, t } from '../names.ts';
import type { Ev } from '../narrate-parts.ts';
import {
  campOfColour,
  countsText,
  deliveryWithText,
  fnWithText,
  intelCounts,
  sentences,
  stillPlaying,
  who,
  Who,
  type CoachContext,
} from './words.ts';

/** One event in the coach's words, or null for an event a newcomer needs no word on. */
export function aboutEvent(c: CoachContext, e: Ev): Text | null {
  switch (e.type) {
    case 'gameStart':
      return gameStart(c);
    case 'turnStart':
      if (!stillPlaying(c)) return null;
      return e.seat === c.me
        ? t(
            `轮到你的回合：你先抽 ${c.rs.drawCount} 张牌，然后可以出牌，最后必须把一张手牌作为情报传出。`,
            `Your turn: you draw ${c.rs.drawCount} cards, may then play cards, and must finally send one hand card as intel.`,
          )
        : t(
            `${seatName(e.seat!).zh} 的回合：他会传出一张情报。情报传到你面前时，由你决定是否接收。`,
            `${seatName(e.seat!).en}'s turn: they will send an intel. When it reaches you, you decide whether to take it.`,
          );
    case 'use':
      return used(c, e);
    case 'resolve':
      return e.countered
        ? t(
            `【${c.lx.fn(e.fn!).zh}】被抵消，没有生效。`,
            `${c.lx.fn(e.fn!).en} was countered: it has no effect.`,
          )
        : null;
    case 'locked':
      return e.seat === c.me
        ? t(
            `${seatName(e.by!).zh} 让你必须接收本回合的情报：它传到你面前时，你不能拒绝。`,
            `${seatName(e.by!).en} made you take this turn's intel: when it reaches you, you cannot refuse it.`,
          )
        : null;
    case 'lured':
      return e.seat === c.me
        ? t(
            `${seatName(e.by!).zh} 让你不参与本回合的情报传递：情报会跳过你。`,
            `${seatName(e.by!).en} left you out of this turn's passing: the intel will skip you.`,
          )
        : null;
    case 'send': {
      const how = deliveryWithText(c, e.delivery!);
      return e.seat === c.me
        ? t(`你传出了情报。${how.zh}`, `You sent your intel. ${how.en}`)
        : t(
            `${seatName(e.seat!).zh} 传出了一张情报。${how.zh}`,
            `${seatName(e.seat!).en} sent an intel. ${how.en}`,
          );
    }
    case 'arrive':
      return e.seat === c.me ? t('情报传到了你面前。', 'The intel has reached you.') : null;
    case 'receive':
      return received(c, e);
    case 'death':
      return e.seat === c.me
        ? t(
            '你死亡了：你不再行动，你的情报留在桌上。你的阵营获胜时，你也一同获胜。',
            'You died: you no longer act, and your intel stays on the table. If your camp wins, you win with it.',
          )
        : t(
            `${seatName(e.seat!).zh} 死亡了${e.camp ? `，身份是${c.lx.camp(e.camp).zh}` : ''}。死亡的玩家不再行动。`,
            `${seatName(e.seat!).en} died${e.camp ? `; they were ${c.lx.camp(e.camp).en}` : ''}. A dead player no longer acts.`,
          );
    case 'gameOver': {
      const won = e.result?.winners.includes(c.me) ?? false;
      if (c.me < 0) return null;
      return won
        ? t('游戏结束：你获胜了！', 'The game is over: you won!')
        : t('游戏结束：你没有获胜。', 'The game is over: you did not win.');
    }
    default:
      return null;
  }
}

function gameStart(c: CoachContext): Text | null {
  const camp = c.me >= 0 ? c.view.players[c.me]?.camp : null;
  const rules = t(
    `每回合，轮到的玩家抽牌、出牌，然后必须传出一张情报；情报在玩家之间传递，直到有人接收。`,
    'Each turn, the player whose turn it is draws, plays cards, then must send one intel; it travels from player to player until someone takes it.',
  );
  if (!camp) return rules;
  const goal = c.rs.terms?.campGoals[camp];
  const name = c.lx.camp(camp);
  return sentences([
    t(
      `你的身份是${name.zh}${goal ? `：${goal.zh}` : '。'}`,
      `Your identity: ${name.en}.${goal ? ` ${goal.en}` : ''}`,
    ),
    rules,
  ]);
}

/** A card or skill used: on the coached seat, by it, or by others (the card's text teaches it). */
function used(c: CoachContext, e: Ev): Text | null {
  const on = typeof e.target === 'object' && e.target?.seat !== undefined ? e.target.seat : undefined;
  const what = fnWithText(c, e.skill ?? e.fn!);
  if (e.seat === c.me)
    return t(
      `你使用了${what.zh} 其他玩家可以响应；都不响应时它才生效，后使用的先生效。`,
      `You played ${what.en} The others may respond; it takes effect when nobody does, the last one played first.`,
    );
  if (on === c.me)
    return t(
      `${seatName(e.seat!).zh} 对你使用了${what.zh}`,
      `${seatName(e.seat!).en} played on you ${what.en}`,
    );
  return t(`${seatName(e.seat!).zh} 使用了${what.zh}`, `${seatName(e.seat!).en} played ${what.en}`);
}

/** Intel gained: what it is, and how close it brings its holder to winning or dying. */
function received(c: CoachContext, e: Ev): Text {
  const card = e.card?.face ? cardFull(c.lx, e.card.face) : t('一张情报', 'an intel');
  const counts = intelCounts(c, e.seat!);
  const got = t(
    `${Who(c, e.seat!).zh}获得了情报${card.zh}，面前现在有 ${countsText(c, counts).zh}。`,
    `${Who(c, e.seat!).en} gained the intel ${card.en} and now hold${e.seat === c.me ? '' : 's'} ${countsText(c, counts).en}.`,
  );
  return sentences([got, ...closeCalls(c, e.seat!, counts)]);
}

/** 「再得一张黑色情报就会死亡」: a seat one intel away from dying or from its colour's victory. */
function closeCalls(c: CoachContext, seat: number, counts: Record<Colour, number>): Text[] {
  const out: Text[] = [];
  const black = c.lx.colour(c.rs.deadlyColour);
  if (counts[c.rs.deadlyColour] === c.rs.deathAt - 1)
    out.push(
      t(
        `${Who(c, seat).zh}再得一张${black.zh}色情报就会死亡。`,
        `One more ${black.en} intel and ${who(c, seat).en} will die.`,
      ),
    );
  for (const colour of ['red', 'blue'] as const) {
    const camp = campOfColour(c, colour);
    if (!camp || counts[colour] + counts.dual !== c.rs.winAt - 1) continue;
    const name = c.lx.camp(camp);
    const col = c.lx.colour(colour);
    out.push(
      t(
        `${Who(c, seat).zh}再得一张${col.zh}色情报，${name.zh}就可能获胜。`,
        `One more ${col.en} intel for ${who(c, seat).en} and ${name.en} may win.`,
      ),
    );
  }
  return out;
}
