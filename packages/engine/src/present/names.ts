// Shared words of the presentation layer: seats, cards, and the names of ids. Names of cards,
// characters, skills, camps and the like come from ruleset data; only the ids the core itself
// defines (steps, windows, pending kinds, result reasons, ...) are named here.
import type { Text } from '@fengsheng/game';
import { getRuleset, listRulesets, type Name, type Ruleset } from '../core/ruleset.ts';
import type { CardFace, Seat, Step, WindowKind } from '../core/types.ts';

export function t(zh: string, en: string): Text {
  return { zh, en };
}

/** People count seats from 1: seat 2 is 「3号位」 / "Seat 3". */
export function seatName(seat: Seat): Text {
  return t(`${seat + 1}号位`, `Seat ${seat + 1}`);
}

/** A list of seats, e.g. 「1号位、3号位」 / "Seat 1, Seat 3". */
export function seatList(seats: readonly Seat[]): Text {
  return joinTexts(seats.map(seatName));
}

export function joinTexts(parts: readonly Text[], zhSep = '、', enSep = ', '): Text {
  return t(parts.map((p) => p.zh).join(zhSep), parts.map((p) => p.en).join(enSep));
}

/** An id nobody named still shows as itself rather than as nothing. */
function bare(id: string): Text {
  return t(id, id);
}

/** Looks names up in one ruleset, or in several in order (see `anyLexicon`). */
export interface Lexicon {
  /** A card function, or a skill when a frame is a skill (its `fn` is then the skill's id). */
  fn(id: string): Text;
  skill(id: string): Text;
  character(id: string): Text;
  camp(id: string): Text;
  colour(id: string): Text;
  delivery(id: string): Text;
  probeEffect(id: string): Text;
  choiceValue(id: string): Text;
  prompt(id: string): Text;
  /** A printed version of a card (`CardFace.variant`, 风声再临). */
  variant(id: string): Text;
  /** A mark printed on a card (`CardFace.marks` keys), its short name. */
  mark(id: string): Text;
}

function lookup(rulesets: readonly Ruleset[], pick: (r: Ruleset) => Name | undefined, id: string): Text {
  for (const r of rulesets) {
    const n = pick(r);
    if (n) return t(n.zh, n.en);
  }
  return bare(id);
}

function lexiconOver(rulesets: readonly Ruleset[]): Lexicon {
  const skill = (id: string): Text => lookup(rulesets, (r) => r.skills?.[id]?.name, id);
  return {
    fn: (id) => lookup(rulesets, (r) => r.functions[id]?.name ?? r.skills?.[id]?.name, id),
    skill,
    character: (id) => lookup(rulesets, (r) => r.characters?.[id]?.name, id),
    camp: (id) =>
      lookup(rulesets, (r) => r.terms?.camps[id as keyof NonNullable<Ruleset['terms']>['camps']], id),
    colour: (id) =>
      lookup(rulesets, (r) => r.terms?.colours[id as keyof NonNullable<Ruleset['terms']>['colours']], id),
    delivery: (id) =>
      lookup(
        rulesets,
        (r) => r.terms?.deliveries[id as keyof NonNullable<Ruleset['terms']>['deliveries']],
        id,
      ),
    probeEffect: (id) =>
      lookup(
        rulesets,
        (r) => r.terms?.probeEffects[id as keyof NonNullable<Ruleset['terms']>['probeEffects']],
        id,
      ),
    choiceValue: (id) => lookup(rulesets, (r) => r.terms?.choiceValues[id] ?? CORE_CHOICE_VALUES[id], id),
    variant: (id) => lookup(rulesets, (r) => r.terms?.variants?.[id], id),
    mark: (id) => shortName(lookup(rulesets, (r) => r.terms?.marks?.[id as 'encrypted'], id)),
    // `skill.<id>` asks the owner of that skill; its sub-steps and card effects' prompts are terms.
    prompt: (id) =>
      lookup(
        rulesets,
        (r) => r.terms?.prompts[id] ?? (id.startsWith('skill.') ? r.skills?.[id.slice(6)]?.name : undefined),
        id,
      ),
  };
}

const byRuleset = new Map<string, Lexicon>();

/** The names of one ruleset (views and options say which). */
export function lexicon(rulesetId: string): Lexicon {
  let l = byRuleset.get(rulesetId);
  if (!l) byRuleset.set(rulesetId, (l = lexiconOver([getRuleset(rulesetId)])));
  return l;
}

/**
 * The names of every registered ruleset, the first registered winning. An event as `eventsFor`
 * gives it does not say its ruleset, and editions that share a card share its id and name.
 */
export function anyLexicon(): Lexicon {
  return lexiconFirst(listRulesets()[0]);
}

/** A mark's name without the explanation its glossary entry adds after a colon. */
function shortName(n: Text): Text {
  return t(n.zh.split(/[:：]/)[0], n.en.split(/[:：]/)[0]);
}

/**
 * What else is printed on a card beside its function, colour and delivery: its version and its
 * marks, 「（…）」. Said only where two cards would otherwise read the same.
 */
export function cardPrint(lx: Lexicon, face: CardFace): Text {
  const parts: Text[] = [];
  if (face.variant) parts.push(lx.variant(face.variant));
  for (const m of ['encrypted', 'turnable'] as const) if (face.marks?.[m]) parts.push(lx.mark(m));
  if (parts.length === 0) return t('', '');
  return t(`（${parts.map((p) => p.zh).join('，')}）`, ` [${parts.map((p) => p.en).join('; ')}]`);
}

const firstOf = new Map<string, { count: number; lexicon: Lexicon }>();

/**
 * The names of one ruleset first, then of every other registered one: an event names what its
 * own edition calls things, and an id its edition leaves unnamed still gets a name.
 */
export function lexiconFirst(rulesetId: string): Lexicon {
  const ids = listRulesets();
  let l = firstOf.get(rulesetId);
  if (!l || l.count !== ids.length) {
    const order = [rulesetId, ...ids.filter((id) => id !== rulesetId)];
    firstOf.set(
      rulesetId,
      (l = { count: ids.length, lexicon: lexiconOver(order.map((id) => getRuleset(id))) }),
    );
  }
  return l.lexicon;
}

/** A card's function alone: 「【锁定】」 / "Lock". */
export function cardName(lx: Lexicon, face: CardFace): Text {
  const n = lx.fn(face.fn);
  return t(`【${n.zh}】`, n.en);
}

/** A card with what is printed on it: 「【锁定】（红·直达）」 / "Lock (red, direct)". */
const ANY_DELIVERY = t('任选传递', 'any delivery');

export function cardFull(lx: Lexicon, face: CardFace): Text {
  const n = cardName(lx, face);
  const c = lx.colour(face.colour);
  // 危险情报 is printed without a delivery (风声再临: 右上角无标识则表示任选传递方式): its nominal one is not named.
  const d = face.marks?.anyDelivery ? ANY_DELIVERY : lx.delivery(face.delivery);
  if (!face.probe) return t(`${n.zh}（${c.zh}·${d.zh}）`, `${n.en} (${c.en}, ${d.en})`);
  // A probe's face also says which camp it bets on and what a match must do.
  const camp = lx.camp(face.probe.camp);
  const eff = lx.probeEffect(face.probe.effect);
  return t(
    `${n.zh}（${c.zh}·${d.zh}·${camp.zh}：${eff.zh}）`,
    `${n.en} (${c.en}, ${d.en}; ${camp.en}: ${eff.en})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Ids the core defines (not any edition's): named here once, for narration and the glossary.

// Typed by the engine's own unions: a new step or window fails to compile here until it is named.
export const STEPS: Readonly<Record<Step, Text>> = {
  chooseCharacters: t('选择角色', 'choosing characters'),
  turnStart: t('回合开始阶段', 'start phase'),
  draw: t('抽牌阶段', 'draw phase'),
  play: t('出牌阶段', 'play phase'),
  declare: t('宣言传出情报', 'intel declared'),
  send: t('传递情报阶段', 'send phase'),
  passing: t('情报传递中', 'intel passing'),
  turnEnd: t('回合结束阶段', 'end phase'),
  turnOver: t('回合结束', 'turn over'),
  over: t('游戏结束', 'game over'),
};

export const WINDOWS: Readonly<Record<WindowKind, Text>> = {
  play: t('出牌', 'play'),
  declare: t('情报传出', 'intel about to be sent'),
  transmit: t('情报传递', 'intel on its way'),
  arrive: t('情报到达', 'intel arrives'),
  receive: t('情报接收', 'intel being received'),
  end: t('回合结束', 'end of turn'),
};

export const PENDING_KINDS: Readonly<Record<string, Text>> = {
  priority: t('响应', 'respond'),
  sendIntel: t('传出情报', 'send intel'),
  receiveIntel: t('是否接收情报', 'take the intel?'),
  discardCard: t('弃一张手牌', 'discard a card'),
  choose: t('选择', 'choose'),
  chooseCharacter: t('选择角色', 'choose a character'),
};

export const RESULT_REASONS: Readonly<Record<string, Text>> = {
  intel: t('集齐三张情报', 'three intel of their colour'),
  lastStanding: t('最后的幸存者', 'last one standing'),
  mission: t('完成机密任务', 'secret mission'),
  solo: t('单独胜利', 'lone victory'),
  noneLeft: t('无人幸存', 'nobody left'),
  stalled: t('僵局', 'stalemate'),
};

/** `declare.how`: why a player declares victory. */
export const DECLARE_HOWS: Readonly<Record<string, Text>> = {
  camp: t('集齐三张情报', 'three intel of their colour'),
  mission: t('完成机密任务', 'secret mission'),
  solo: t('单独胜利', 'lone victory'),
  lastStanding: t('最后的幸存者', 'last one standing'),
};

export const LOSE_WHYS: Readonly<Record<string, Text>> = {
  cannotSend: t('无法传出情报', 'could not send intel'),
  exposed: t('败露', 'exposed'),
};

/** `receive.how`: the verb for each way intel is gained. */
export const RECEIVE_HOWS: Readonly<Record<string, Text>> = {
  accepted: t('接收了', 'accepts'),
  forced: t('必须接收', 'must take'),
  intercepted: t('截下了', 'takes'),
  dealt: t('分到了', 'is dealt'),
  placed: t('获得了', 'gets'),
  received: t('成功接收了', 'successfully receives'),
};

/**
 * `pending.options[].value`s the core itself asks, in every edition: an optional skill's "use it?"
 * (`triggers.ts`). An edition's terms may name them its own way.
 */
export const CORE_CHOICE_VALUES: Readonly<Record<string, Text>> = {
  use: t('发动', 'Use it'),
};

export function named(table: Readonly<Record<string, Text>>, id: string): Text {
  return table[id] ?? bare(id);
}
