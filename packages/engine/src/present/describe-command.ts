// Words and click targets for one of a view's legal commands. The words must tell each command of
// the list apart from the others, so where two commands would read the same (two identical cards
// in hand, two identical intel on the table) the label adds where the card lies.
import type { CommandLabel, Text } from '@fengsheng/game';
import type { CardView, GameView } from '../core/views.ts';
import type { Command, CommandTarget, Handle } from '../core/types.ts';
import { cardFull, cardName, cardPrint, lexicon, seatName, t, type Lexicon } from './names.ts';

const S = seatName;

export function describeCommand(view: GameView, command: Command): CommandLabel {
  return describeCommands(view, [command])[0];
}

/**
 * Labels for several commands of `view.legal` at once (the server labels a seat's whole list for
 * each state): each level's labels and their texts' owners are worked out once for the list, not
 * again for every command labelled (issue 12: the list had been re-labelled and re-serialized for
 * each of its commands).
 */
export function describeCommands(view: GameView, commands: readonly Command[]): CommandLabel[] {
  const lx = lexicon(view.ruleset);
  const keys = view.legal.map((c) => JSON.stringify(c));
  // Ever more detail until no other command of the list reads the same: the card's printed face
  // (two 【锁定】 of different colours, two 试探 betting on different camps) and whom a waiting card
  // is aimed at, then the card's printed version and marks (two 公开文本), then where the card
  // lies, then as a last resort the option's number.
  const levels: ((c: Command) => CommandLabel)[] = [
    (c) => baseLabel(lx, view, c, 0),
    (c) => baseLabel(lx, view, c, 1),
    (c) => baseLabel(lx, view, c, 2),
    (c) => placed(view, baseLabel(lx, view, c, 2)),
  ];
  const owners: TextOwners[] = [];
  return commands.map((command) => {
    const key = JSON.stringify(command);
    let label = levels[0](command);
    for (let l = 0; l < levels.length; l++) {
      label = levels[l](command);
      owners[l] ??= textOwners(view.legal, keys, levels[l]);
      if (!readsLikeAnother(owners[l], label, key)) return label;
    }
    const i = keys.indexOf(key);
    return { ...label, text: t(`${label.text.zh}（选项 ${i + 1}）`, `${label.text.en} (option ${i + 1})`) };
  });
}

/** For one level of detail: the commands (by their JSON) whose label reads each way, in each language. */
interface TextOwners {
  zh: Map<string, Set<string>>;
  en: Map<string, Set<string>>;
}

function textOwners(
  legal: readonly Command[],
  keys: readonly string[],
  label: (c: Command) => CommandLabel,
): TextOwners {
  const owners: TextOwners = { zh: new Map(), en: new Map() };
  for (let i = 0; i < legal.length; i++) {
    const text = label(legal[i]).text;
    addOwner(owners.zh, text.zh, keys[i]);
    addOwner(owners.en, text.en, keys[i]);
  }
  return owners;
}

function addOwner(map: Map<string, Set<string>>, text: string, key: string): void {
  const set = map.get(text);
  if (set) set.add(key);
  else map.set(text, new Set([key]));
}

/** Whether a command of the list other than this one (by its JSON) reads the same in either language. */
function readsLikeAnother(owners: TextOwners, label: CommandLabel, key: string): boolean {
  return (
    ownedByAnother(owners.zh.get(label.text.zh), key) || ownedByAnother(owners.en.get(label.text.en), key)
  );
}

function ownedByAnother(set: Set<string> | undefined, key: string): boolean {
  return set !== undefined && (set.size > 1 || !set.has(key));
}

function placed(view: GameView, label: CommandLabel): CommandLabel {
  const where = placeNote(view, label);
  return { ...label, text: t(`${label.text.zh}${where.zh}`, `${label.text.en}${where.en}`) };
}

/** 「（手牌第2张）」 / " (hand card 2)", 「（5号位 的第1张情报）」 / " (Seat 5's intel 1)". */
function placeNote(view: GameView, label: CommandLabel): Text {
  const parts: Text[] = [];
  if (label.card !== undefined) {
    const i = (view.hand ?? []).findIndex((c) => c.handle === label.card);
    if (i >= 0) parts.push(t(`手牌第${i + 1}张`, `hand card ${i + 1}`));
  }
  const h = label.intel ?? (label.card !== undefined && !inHand(view, label.card) ? label.card : undefined);
  if (h !== undefined) {
    const at = intelAt(view, h);
    if (at)
      parts.push(t(`${S(at.seat).zh} 的第${at.index + 1}张情报`, `${S(at.seat).en}'s intel ${at.index + 1}`));
  }
  if (parts.length === 0) return t('', '');
  return t(`（${parts.map((p) => p.zh).join('，')}）`, ` (${parts.map((p) => p.en).join(', ')})`);
}

function inHand(view: GameView, h: Handle): boolean {
  return (view.hand ?? []).some((c) => c.handle === h);
}

function intelAt(view: GameView, h: Handle): { seat: number; index: number; card: CardView } | null {
  for (const p of view.players) {
    const index = p.intel.findIndex((c) => c.handle === h);
    if (index >= 0) return { seat: p.seat, index, card: p.intel[index] };
  }
  return null;
}

/** The face of a card the viewer holds or may pick, by handle. */
function faceOf(view: GameView, h: Handle): CardView | null {
  return (
    (view.hand ?? []).find((c) => c.handle === h) ??
    view.pending?.options?.find((o) => o.card?.handle === h)?.card ??
    intelAt(view, h)?.card ??
    null
  );
}

/** How much a label says: 0 the card's name, 1 its colour and delivery, 2 also its version and marks. */
type Detail = 0 | 1 | 2;

function cardText(lx: Lexicon, c: CardView | null, detail: Detail | boolean): Text {
  if (!c?.face) return t('一张牌', 'a card');
  if (!detail) return cardName(lx, c.face);
  const full = cardFull(lx, c.face);
  if (detail !== 2) return full;
  const printed = cardPrint(lx, c.face);
  return t(`${full.zh}${printed.zh}`, `${full.en}${printed.en}`);
}

/** What a card or skill is aimed at: 「对 4号位 」, 「对 3号位 的【锁定】」, 「对 4号位 的情报【X】（黑…）」. */
function aimedAt(lx: Lexicon, view: GameView, target: CommandTarget | undefined, detail: Detail = 0): Text {
  if (!target) return t('', '');
  if (target.seat !== undefined) return t(`对 ${S(target.seat).zh} `, ` on ${S(target.seat).en}`);
  if (target.intel !== undefined) {
    const at = intelAt(view, target.intel);
    const c = cardText(lx, at?.card ?? null, true);
    return at
      ? t(`对 ${S(at.seat).zh} 的情报${c.zh}`, ` on ${S(at.seat).en}'s intel ${c.en}`)
      : t('对一张情报', ' on an intel');
  }
  if (target.frame !== undefined) {
    const f = view.window?.stack.find((x) => x.frame === target.frame);
    if (!f) return t('对一张牌', ' on a card');
    const what = lx.fn(f.skill ?? f.fn);
    // Two waiting cards of one player and one function (two 锁定) are told apart by their target,
    // and two aimed alike by their place in the chain (the first laid is 第1张).
    const i = view.window!.stack.indexOf(f);
    if (detail === 2)
      return t(
        `对结算链第${i + 1}张（${S(f.user).zh} 的【${what.zh}】）`,
        ` on chain card ${i + 1} (${S(f.user).en}'s ${what.en})`,
      );
    if (detail > 0 && f.target.seat !== undefined)
      return t(
        `对 ${S(f.user).zh} 指向 ${S(f.target.seat).zh} 的【${what.zh}】`,
        ` on ${S(f.user).en}'s ${what.en} on ${S(f.target.seat).en}`,
      );
    return t(`对 ${S(f.user).zh} 的【${what.zh}】`, ` on ${S(f.user).en}'s ${what.en}`);
  }
  return t('', '');
}

function baseLabel(lx: Lexicon, view: GameView, c: Command, detail: Detail): CommandLabel {
  switch (c.type) {
    case 'pass':
      return { text: t('过', 'Pass') };
    case 'accept':
      return { text: t('接收', 'Accept') };
    case 'refuse':
      return { text: t('不接收', 'Refuse') };
    case 'use': {
      const card = faceOf(view, c.card);
      const on = aimedAt(lx, view, c.target, detail);
      const fn = lx.fn(c.as ?? card?.face?.fn ?? '');
      const what = cardText(lx, card, detail);
      const text = c.as
        ? t(`将${what.zh}当作【${fn.zh}】${on.zh}使用`, `Play ${what.en} as ${fn.en}${on.en}`)
        : t(`${on.zh}使用${what.zh}`, `Play ${what.en}${on.en}`);
      return cardAimed(text, c.card, c.target);
    }
    case 'skill': {
      const k = lx.skill(c.skill);
      const on = aimedAt(lx, view, c.target, detail);
      return skillAimed(t(`${on.zh}发动【${k.zh}】`, `Use ${k.en}${on.en}`), c.target);
    }
    case 'send': {
      const card = cardText(lx, faceOf(view, c.card), detail === 2 ? 2 : true);
      const how: Text[] = [];
      if (c.secret) how.push(t(`作为${lx.delivery('secret').zh}`, `as ${lx.delivery('secret').en}`));
      // A card the sender may send any way (危险情报, a skill's turn) names the way chosen.
      else if (c.delivery !== undefined && c.to === undefined)
        how.push(t(`作为${lx.delivery(c.delivery).zh}`, `as ${lx.delivery(c.delivery).en}`));
      // Say the direction only when the list offers both ways (逢缘).
      if (c.to === undefined && view.legal.some((x) => x.type === 'send' && x.direction === -1))
        how.push(c.direction === -1 ? t('向左传', 'to the left') : t('向右传', 'to the right'));
      const note = how.length
        ? t(`（${how.map((h) => h.zh).join('，')}）`, ` (${how.map((h) => h.en).join(', ')})`)
        : t('', '');
      const text =
        c.to !== undefined
          ? t(`传出${card.zh}给 ${S(c.to).zh}`, `Send ${card.en} to ${S(c.to).en}`)
          : t(`传出${card.zh}${note.zh}`, `Send ${card.en}${note.en}`);
      return c.to !== undefined ? { text, card: c.card, seat: c.to } : { text, card: c.card };
    }
    case 'discard': {
      const card = cardText(lx, faceOf(view, c.card), detail === 2 ? 2 : true);
      return { text: t(`弃置${card.zh}`, `Discard ${card.en}`), card: c.card };
    }
    case 'choose':
      return chooseLabel(lx, view, c.pick, detail);
    case 'chooseCharacter': {
      const ch = lx.character(c.character);
      // A state character (风声再临) is placed face up or face down, as its owner chooses.
      if (c.up !== undefined)
        return c.up
          ? { text: t(`选择角色【${ch.zh}】，面朝上放置`, `Choose ${ch.en}, face up`) }
          : { text: t(`选择角色【${ch.zh}】，面朝下放置`, `Choose ${ch.en}, face down`) };
      return { text: t(`选择角色【${ch.zh}】`, `Choose ${ch.en}`) };
    }
    default:
      return { text: t('？', '?') };
  }
}

/** A card's label with the seat or intel it is aimed at (literals: a spread that gains a field is slow on Node 20). */
function cardAimed(text: Text, card: Handle, target: CommandTarget | undefined): CommandLabel {
  if (target?.seat !== undefined) return { text, card, seat: target.seat };
  if (target?.intel !== undefined) return { text, card, intel: target.intel };
  return { text, card };
}

/** A skill's label with the seat or intel it is aimed at. */
function skillAimed(text: Text, target: CommandTarget | undefined): CommandLabel {
  if (target?.seat !== undefined) return { text, seat: target.seat };
  if (target?.intel !== undefined) return { text, intel: target.intel };
  return { text };
}

function chooseLabel(
  lx: Lexicon,
  view: GameView,
  pick: { seat?: number; card?: Handle; value?: string } | undefined,
  detail: Detail,
): CommandLabel {
  if (!pick) {
    // Stopping before any pick declines the whole thing; after some picks it confirms them.
    const picksLeft = view.legal.filter((c) => c.type === 'choose' && c.pick).length;
    const offered = view.pending?.options?.length ?? 0;
    return picksLeft === offered ? { text: t('跳过', 'Skip') } : { text: t('完成', 'Done') };
  }
  const parts: Text[] = [];
  const label: { seat?: number; card?: number; intel?: number } = {};
  if (pick.value !== undefined) {
    const prompt = view.pending?.prompt ?? '';
    // An optional skill asks "use it?": say which skill.
    if (pick.value === 'use' && prompt.startsWith('skill.')) {
      const k = lx.prompt(prompt);
      parts.push(t(`发动【${k.zh}】`, `Use ${k.en}`));
    } else parts.push(lx.choiceValue(pick.value));
  }
  if (pick.seat !== undefined) {
    parts.push(t(`选择 ${S(pick.seat).zh}`, `Choose ${S(pick.seat).en}`));
    label.seat = pick.seat;
  }
  if (pick.card !== undefined) {
    const c = cardText(lx, faceOf(view, pick.card), detail === 2 ? 2 : true);
    const at = inHand(view, pick.card) ? null : intelAt(view, pick.card);
    if (at) {
      parts.push(t(`选择 ${S(at.seat).zh} 的情报${c.zh}`, `Choose ${S(at.seat).en}'s intel ${c.en}`));
      label.intel = pick.card;
    } else {
      parts.push(t(`选择${c.zh}`, `Choose ${c.en}`));
      label.card = pick.card;
    }
  }
  return { text: t(parts.map((p) => p.zh).join('，'), parts.map((p) => p.en).join(', ')), ...label };
}
