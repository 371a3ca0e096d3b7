// The longer narrations (a card used, intel sent, intel gained, the end of the game) and the
// helpers the narrator shares: split from narrate.ts to keep each file short.
import type { Text } from '@fengsheng/game';
import type { CardView } from '../core/views.ts';
import type { CardFace, GameEvent, GameResult } from '../core/types.ts';
import {
  RESULT_REASONS,
  cardFull,
  cardName,
  joinTexts,
  named,
  seatList,
  seatName,
  t,
  type Lexicon,
} from './names.ts';

/** The fields redacted events carry (see `eventFor`); every one optional, since events are data. */
export interface Ev {
  type: GameEvent['type'];
  seat?: number;
  user?: number;
  target?: number | { seat?: number; frame?: number; intel?: number };
  by?: number;
  from?: number;
  to?: number;
  first?: number;
  players?: number;
  turn?: number;
  count?: number;
  cards?: CardView[];
  card?: CardView | null;
  replacement?: CardView;
  fn?: string;
  skill?: string | null;
  countered?: boolean;
  why?: string;
  delivery?: string;
  faceUp?: boolean;
  mustTake?: boolean;
  toward?: number;
  how?: string;
  killer?: number;
  camp?: string | null;
  /** A camp named aloud as a guess (identityGuessed). */
  guess?: string;
  answer?: string;
  value?: string;
  answers?: { fn: string; user: number; skill?: string } | null;
  result?: GameResult;
  character?: string;
  up?: boolean;
  recipient?: number;
  victim?: number;
  with?: number;
  offer?: string[];
}

const S = seatName;

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A card as the viewer sees it: its printed face, or just "a face-down card". */
export function seen(lx: Lexicon, c: CardView | null | undefined): Text | null {
  return c?.face ? cardFull(lx, c.face) : null;
}

export function cardsText(lx: Lexicon, cards: readonly CardView[]): Text {
  return joinTexts(cards.map((c) => seen(lx, c) ?? t('一张面朝下的牌', 'a face-down card')));
}

export function campOf(lx: Lexicon, camp: string | null | undefined): Text | null {
  return camp ? lx.camp(camp) : null;
}

/** 「3号位 对 5号位 使用【锁定】」: a card (or a card used as another, or a skill) and its target. */
/** "against B's 试探": what a card aimed at the stack answers, when the event says. */
function answering(lx: Lexicon, a: Ev['answers']): Text {
  if (!a) return t('', ' in response');
  const what = a.skill ? lx.skill(a.skill) : lx.fn(a.fn);
  return t(`针对 ${S(a.user).zh} 的【${what.zh}】`, ` against ${S(a.user).en}'s ${what.en}`);
}

export function narrateUse(lx: Lexicon, e: Ev): Text {
  const s = S(e.seat!);
  const target = typeof e.target === 'object' ? e.target : {};
  const on =
    target.seat !== undefined
      ? t(`对 ${S(target.seat).zh} `, ` on ${S(target.seat).en}`)
      : target.intel !== undefined
        ? t('对场上的一张情报', ' on an intel')
        : target.frame !== undefined
          ? answering(lx, e.answers)
          : t('', '');
  const fn = lx.fn(e.fn!);
  if (e.skill) {
    const k = lx.skill(e.skill);
    const as = e.fn !== e.skill ? t(`（视为【${fn.zh}】）`, ` (as ${fn.en})`) : t('', '');
    return t(`${s.zh} ${on.zh}发动【${k.zh}】${as.zh}`, `${s.en} uses ${k.en}${as.en}${on.en}`);
  }
  const face: CardFace | null | undefined = e.card?.face;
  if (!face)
    // A face-down card (试探): its function is public, what is printed on it is not.
    return t(`${s.zh} ${on.zh}面朝下使用【${fn.zh}】`, `${s.en} plays a face-down ${fn.en}${on.en}`);
  // Who may see a probe sees what it bets on; other cards need only their name.
  const shown = face.probe ? cardFull(lx, face) : t(`【${fn.zh}】`, fn.en);
  if (face.fn !== e.fn) {
    const as = cardName(lx, face);
    return t(`${s.zh} 将${as.zh}当作【${fn.zh}】${on.zh}使用`, `${s.en} plays ${as.en} as ${fn.en}${on.en}`);
  }
  return t(`${s.zh} ${on.zh}使用${shown.zh}`, `${s.en} plays ${shown.en}${on.en}`);
}

/** A sent intel: its face for who may see it, else only its delivery and that it lies face down. */
export function narrateSend(lx: Lexicon, e: Ev): Text {
  const s = S(e.seat!);
  const d = lx.delivery(e.delivery!);
  const toward =
    e.toward !== undefined && e.toward >= 0
      ? t(`，传向 ${S(e.toward).zh}`, ` toward ${S(e.toward).en}`)
      : t('', '');
  const face = e.card?.face;
  if (!face)
    return t(
      `${s.zh} 传出一张面朝下的情报（${d.zh}）${toward.zh}`,
      `${s.en} sends a face-down intel (${d.en})${toward.en}`,
    );
  const c = cardFull(lx, face);
  // 加密: a 文本 sent as 密电 travels face down as a 密电; a card printed with no delivery names the one chosen.
  const as =
    face.delivery !== e.delivery || face.marks?.anyDelivery ? t(`作为${d.zh}`, ` as ${d.en}`) : t('', '');
  return e.faceUp
    ? t(`${s.zh} 传出情报${c.zh}${as.zh}${toward.zh}`, `${s.en} sends ${c.en}${as.en}${toward.en}`)
    : t(
        `${s.zh} 面朝下传出情报${c.zh}${as.zh}${toward.zh}`,
        `${s.en} sends ${c.en} face down${as.en}${toward.en}`,
      );
}

export function narrateReceive(lx: Lexicon, e: Ev): Text {
  const s = S(e.seat!);
  const f = S(e.from!);
  const c = seen(lx, e.card) ?? t('一张情报', 'an intel');
  const own = e.from === e.seat;
  switch (e.how) {
    case 'accepted':
      return t(`${s.zh} 接收了 ${f.zh} 传出的情报${c.zh}`, `${s.en} accepts ${f.en}'s intel ${c.en}`);
    case 'forced':
      return own
        ? t(`${s.zh} 收回了自己传出的情报${c.zh}`, `${s.en} takes back their own intel ${c.en}`)
        : t(`${s.zh} 必须接收 ${f.zh} 传出的情报${c.zh}`, `${s.en} has to take ${f.en}'s intel ${c.en}`);
    case 'intercepted':
      return t(
        `${s.zh} 截下了 ${f.zh} 传出的情报${c.zh}`,
        `${s.en} takes ${f.en}'s intel ${c.en} in transit`,
      );
    case 'dealt':
      return t(`${s.zh} 分到情报${c.zh}`, `${s.en} is dealt the intel ${c.en}`);
    default:
      return own
        ? t(`${s.zh} 获得情报${c.zh}`, `${s.en} gains the intel ${c.en}`)
        : t(`${s.zh} 获得情报${c.zh}（${f.zh}）`, `${s.en} gains the intel ${c.en} (from ${f.en})`);
  }
}

export function narrateGameOver(lx: Lexicon, r: GameResult): Text {
  const why = named(RESULT_REASONS, r.reason);
  if (r.winners.length === 0)
    return t(`游戏结束（${why.zh}）：无人获胜`, `Game over (${why.en}): nobody wins`);
  const w = seatList(r.winners);
  const camps = r.camps.length > 0 ? joinTexts(r.camps.map((c) => lx.camp(c))) : null;
  return t(
    `游戏结束（${why.zh}）：${camps ? `${camps.zh}，` : ''}${w.zh} 获胜`,
    `Game over (${why.en}): ${camps ? `${camps.en}: ` : ''}${w.en} ${r.winners.length === 1 ? 'wins' : 'win'}`,
  );
}
