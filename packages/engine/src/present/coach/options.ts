// The coach's words on what the commands offered now mean, kind by kind: what each would do, never
// which to pick. Read from the view's own legal commands, so it explains only what is offered.
import type { Text } from '@fengsheng/game';
import type { Command } from '../../core/types.ts';
import { cardFull, t } from '../names.ts';
import { deliveryWithText, fnWithText, intelCounts, sentences, type CoachContext } from './words.ts';

export function optionLines(c: CoachContext): Text[] {
  const legal = c.view.legal;
  if (c.me < 0 || legal.length === 0) return [];
  const kinds = new Set(legal.map((x) => x.type));
  const out: Text[] = [];
  if (kinds.has('send')) out.push(...sending(c, legal));
  if (kinds.has('accept') || kinds.has('refuse')) out.push(receiving(c, kinds.has('refuse')));
  if (kinds.has('use') || kinds.has('skill')) out.push(playable(c, legal));
  if (kinds.has('pass')) out.push(passing(c));
  if (kinds.has('discard'))
    out.push(
      t(
        '你需要弃置一张手牌：选一张放入弃牌堆。',
        'You must discard a hand card: pick one for the discard pile.',
      ),
    );
  if (kinds.has('choose')) {
    const prompt = c.view.pending?.prompt;
    const what = prompt ? c.lx.prompt(prompt) : t('选择', 'a choice');
    out.push(
      t(
        `你需要做出选择（${what.zh}）：点选一个选项。`,
        `You are asked to choose (${what.en}): pick one of the options.`,
      ),
    );
  }
  if (kinds.has('chooseCharacter'))
    out.push(
      t(
        '选择一个角色：读一读它的技能和任务，整局你都可以使用它的技能。',
        'Choose a character: read its skills and mission; its skills are yours for the whole game.',
      ),
    );
  return out;
}

/** What sending means, then one line for each way the cards offered may travel. */
function sending(c: CoachContext, legal: readonly Command[]): Text[] {
  const deliveries = [...new Set(legal.flatMap((x) => (x.type === 'send' ? [deliveryOf(c, x)] : [])))]
    .filter((d): d is string => d !== null)
    .map((d) => deliveryWithText(c, d));
  const black = c.lx.colour(c.rs.deadlyColour);
  const what = sentences([
    t(
      '你必须传出一张情报：点一张手牌，它的颜色就是情报的颜色，它印着的传递方式决定怎么传。',
      'You must send one intel: click a hand card. Its colour is the colour of the intel, and the delivery printed on it decides how it travels.',
    ),
    t(
      `${black.zh}色情报是假情报，谁集齐 ${c.rs.deathAt} 张就会死亡。`,
      `${capital(black.en)} intel is false: whoever collects ${c.rs.deathAt} of them dies.`,
    ),
  ]);
  return [what, ...deliveries];
}

/**
 * How a send would travel: the way it names (a card printed without a delivery, a skill's turn, a
 * face-up card sent face down), else the delivery printed on the card.
 */
function deliveryOf(c: CoachContext, send: Extract<Command, { type: 'send' }>): string | null {
  if (send.delivery !== undefined) return send.delivery;
  if (send.secret) return 'secret';
  return (c.view.hand ?? []).find((h) => h.handle === send.card)?.face?.delivery ?? null;
}

function receiving(c: CoachContext, mayRefuse: boolean): Text {
  const face = c.view.passing?.card.face ?? null;
  const card = face ? cardFull(c.lx, face) : null;
  const seen = card
    ? t(`你能看到这张情报：${card.zh}。`, `You can see this intel: ${card.en}.`)
    : t('这张情报面朝下，接收后才会翻开。', 'This intel is face down: it turns up once taken.');
  const black = c.lx.colour(c.rs.deadlyColour);
  const mine = intelCounts(c, c.me)[c.rs.deadlyColour];
  const held = t(
    `你面前已有 ${mine} 张${black.zh}色情报（${c.rs.deathAt} 张会死亡）。`,
    `You already hold ${mine} ${black.en} intel (${c.rs.deathAt} kill you).`,
  );
  if (!mayRefuse) return sentences([t('这张情报你必须接收。', 'You must take this intel.'), seen, held]);
  return sentences([
    t(
      '接收：情报面朝上放到你面前，算作你的情报。不接收：情报按它的传递方式继续传递。',
      'Accept: the intel goes face up in front of you and counts as yours. Refuse: it travels on, as its delivery says.',
    ),
    seen,
    held,
  ]);
}

/** Each card function (or skill) offered now, once, with what it does. */
function playable(c: CoachContext, legal: readonly Command[]): Text {
  const fns: string[] = [];
  for (const x of legal) {
    const fn = x.type === 'skill' ? x.skill : x.type === 'use' ? (x.as ?? handFn(c, x.card)) : null;
    if (fn && !fns.includes(fn)) fns.push(fn);
  }
  const texts = fns.map((fn) => fnWithText(c, fn));
  return t(
    `你现在可以使用：${texts.map((x) => x.zh).join(' ')} 点亮起的牌再选目标。`,
    `You may play now: ${texts.map((x) => x.en).join(' ')} Click a lit card, then its target.`,
  );
}

function handFn(c: CoachContext, handle: number): string | null {
  return (c.view.hand ?? []).find((h) => h.handle === handle)?.face?.fn ?? null;
}

/** What passing does here: the end of one's own play, or letting the table go on. */
function passing(c: CoachContext): Text {
  const w = c.view.window;
  if (w?.kind === 'play' && c.view.current === c.me && w.stack.length === 0)
    return t(
      '过：这一轮你不再出牌；所有人都过后，进入传递情报阶段。',
      'Pass: you play nothing more now; once everyone has passed, the send phase begins.',
    );
  if (w && w.stack.length > 0)
    return t(
      '过：你不响应；所有人都过后，等待中的牌从最后使用的一张起依次生效。',
      'Pass: you do not respond; once everyone has passed, the waiting cards take effect, the last played first.',
    );
  return t('过：这次你不出牌，游戏继续。', 'Pass: you play nothing this time, and the game goes on.');
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
