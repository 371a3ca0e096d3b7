// The short sentences 杀人游戏 bots say, and the reader that turns any speech (a bot's or a person's
// written the same way) back into what it asserts. Speech is one Chinese string, as the game models
// it today; every sentence names seats as 「N号」 so that it can be read back. Terms are seed 002's:
// 跳警 (claim police), 点/咬 (accuse), 辩 (defend), 砸 (repeat a claim).
import type { Seat } from '@fengsheng/killer';

/** What a speech does, the first that applies: claim > defend > accuse > support > doubt > noInfo. */
export type SpeechKind = 'claim' | 'defend' | 'accuse' | 'support' | 'doubt' | 'noInfo';

export const SPEECH_KINDS: readonly SpeechKind[] = [
  'claim',
  'defend',
  'accuse',
  'support',
  'doubt',
  'noInfo',
];

/** Why a seat is accused: a ballot it cast (checkable in the vote record). */
export type AccuseReason = 'votedClaimer' | 'votedGood';

export interface CheckLine {
  target: Seat;
  killer: boolean;
}

/** What one speech asserts, read back from its text. */
export interface ReadSpeech {
  kind: SpeechKind;
  /** 「我是警察」 with the checks given (empty if none). */
  claim: CheckLine[] | null;
  /** Seats called 「真警察」 (backed) or 「假警察」 (called fake) in this speech. */
  real: Seat[];
  fake: Seat[];
  /** Seats accused (「我怀疑 N号」). */
  accused: Seat[];
  /** 「我不是杀手」. */
  denies: boolean;
  /** 「我信 N号 的跳警」 / 「我不信 N号 的跳警」. */
  trusts: Seat[];
  distrusts: Seat[];
}

const n = (seat: Seat): string => `${seat + 1}号`;

/** 「我是警察。验 3号 是杀手；验 5号 是好人。请投杀手」, optionally 「。7号 是假警察；2号 是真警察」. */
export function claimText(
  checks: readonly CheckLine[],
  fake: readonly Seat[] = [],
  real: readonly Seat[] = [],
): string {
  const parts: string[] = [];
  for (const c of checks) parts.push(`验 ${n(c.target)} 是${c.killer ? '杀手' : '好人'}`);
  let text = parts.length > 0 ? `我是警察。${parts.join('；')}` : '我是警察，还没验过人';
  let found = false;
  for (const c of checks) if (c.killer) found = true;
  if (found) text += '。请投杀手';
  const tags: string[] = [];
  for (const s of fake) tags.push(`${n(s)} 是假警察`);
  for (const s of real) tags.push(`${n(s)} 是真警察`);
  if (tags.length > 0) text += `。${tags.join('；')}`;
  return text;
}

/** 「我不是杀手，7号 是假警察」 (named by a claim) or 「我不是杀手，7号 乱点」 (accused). */
export function defendText(by: Seat | null, byClaim: boolean): string {
  if (by === null) return '我不是杀手，请大家看清楚再投';
  return byClaim ? `我不是杀手，${n(by)} 是假警察` : `我不是杀手，${n(by)} 乱点`;
}

/** 「我怀疑 7号：他投了跳警的 2号」: an accusation with the ballot that backs it. */
export function accuseText(target: Seat, reason: AccuseReason, about: Seat): string {
  const why = reason === 'votedClaimer' ? `他投了跳警的 ${n(about)}` : `他投了被验好人的 ${n(about)}`;
  return `我怀疑 ${n(target)}：${why}`;
}

/** 「我信 2号 的跳警，投 3号」: repeating a claim heard (砸). */
export function supportText(claimer: Seat, target: Seat): string {
  return `我信 ${n(claimer)} 的跳警，投 ${n(target)}`;
}

/** 「我不信 6号 的跳警」: a claim contested by another. */
export function doubtText(claimer: Seat): string {
  return `我不信 ${n(claimer)} 的跳警`;
}

/** Lines that assert nothing; every role draws from the same list, so they tell nothing. */
export const NO_INFO_LINES: readonly string[] = [
  '我是好人，没有信息，先听大家的',
  '没听出问题，我是好人，过',
  '暂时没有线索，大家认真听发言',
  '我是好人，这轮没什么要说的',
];
export const NO_INFO_LAST_WORDS: readonly string[] = ['我是好人，大家加油', '我是好人，没有信息，找出杀手'];

const SEAT = String.raw`(\d+)号`;
const CHECK_RE = new RegExp(String.raw`验\s*${SEAT}\s*是(杀手|好人)`, 'g');
const TAG_RE = new RegExp(String.raw`${SEAT}\s*是(真|假)警察`, 'g');
const ACCUSE_RE = new RegExp(String.raw`我怀疑\s*${SEAT}`, 'g');
const TRUST_RE = new RegExp(String.raw`我(不?)信\s*${SEAT}\s*的跳警`, 'g');
const DENY_BY_RE = new RegExp(String.raw`我不是杀手，${SEAT}\s*(是假警察|乱点)`, 'g');

function seatOf(raw: string, players: number): Seat | null {
  const s = Number(raw) - 1;
  return Number.isInteger(s) && s >= 0 && s < players ? s : null;
}

/** What a speech asserts; seats outside the table are ignored. */
export function readSpeech(text: string, players: number): ReadSpeech {
  const out: ReadSpeech = {
    kind: 'noInfo',
    claim: null,
    real: [],
    fake: [],
    accused: [],
    denies: text.includes('我不是杀手'),
    trusts: [],
    distrusts: [],
  };
  if (text.includes('我是警察')) {
    out.claim = [];
    for (const m of text.matchAll(CHECK_RE)) {
      const t = seatOf(m[1], players);
      if (t !== null) out.claim.push({ target: t, killer: m[2] === '杀手' });
    }
  }
  for (const m of text.matchAll(TAG_RE)) {
    const t = seatOf(m[1], players);
    if (t !== null) (m[2] === '真' ? out.real : out.fake).push(t);
  }
  for (const m of text.matchAll(DENY_BY_RE)) {
    const t = seatOf(m[1], players);
    if (t === null) continue;
    if (m[2] === '是假警察') out.fake.push(t);
    else out.accused.push(t);
  }
  for (const m of text.matchAll(ACCUSE_RE)) {
    const t = seatOf(m[1], players);
    if (t !== null) out.accused.push(t);
  }
  for (const m of text.matchAll(TRUST_RE)) {
    const t = seatOf(m[2], players);
    if (t !== null) (m[1] === '不' ? out.distrusts : out.trusts).push(t);
  }
  out.kind = out.claim
    ? 'claim'
    : out.denies
      ? 'defend'
      : out.accused.length > 0
        ? 'accuse'
        : out.trusts.length > 0
          ? 'support'
          : out.distrusts.length > 0
            ? 'doubt'
            : 'noInfo';
  return out;
}
