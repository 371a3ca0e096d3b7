// The turn: start, draw, play, send, passing, end. `advance` runs everything automatic until a
// player must decide (or the game is over).
import { cardsDiscarded } from './moves.ts';
import { lose } from './outcome.ts';
import { afterArrival, deliver } from './passing.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import { isActive, nextActive } from './seats.ts';
import { characterOf, EXTRA_SEND, faceAllows, skillsOf, unmarkTurn } from './skills.ts';
import { runNextTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { checkStandingMissions } from './victory.ts';
import { dropKept, keepOffers } from './legal.ts';
import { openWindow, passPriority } from './window.ts';
import { drawCards } from './zones.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * More automatic steps than any command's consequences take (random games of every edition peak
 * below 80): past it a rule is looping, and the command fails with an error (the server refuses it
 * and keeps the state it had) instead of the process spinning forever with every room it holds.
 */
export const MAX_STEPS_PER_COMMAND = 10_000;

export function advance(s: GameState, out: GameEvent[]): void {
  dropKept();
  let steps = 0;
  while (!s.result) {
    if (++steps > MAX_STEPS_PER_COMMAND) {
      throw new Error(`the game did not settle within ${MAX_STEPS_PER_COMMAND} steps: a rule is looping`);
    }
    if (s.decision) {
      // A choice, or any decision with work still queued, belongs to a process under way; otherwise
      // the table is at rest and standing victories are checked before the player is asked.
      if (s.decision.kind !== 'choose' && s.tasks.length === 0 && settled(s, out)) {
        // A victory is being declared: it ends the game, so the question it interrupts is moot.
        s.decision = null;
        continue;
      }
      return;
    }
    if (s.tasks.length > 0) {
      runNextTask(s, out);
      continue;
    }
    // Intel just gained has had all its consequences: settle what it brought before moving on.
    if (s.lastIntel && settled(s, out)) continue;
    const w = s.window;
    if (w) {
      // The priority holder's offer is kept as the loop stops here, for a driver to reuse.
      if (s.options.autoPass && !keepOffers(s, w.priority)) {
        passPriority(s, out, false);
        continue;
      }
      if (settled(s, out)) {
        dropKept();
        continue;
      }
      return;
    }
    stepOnce(s, out);
  }
}

/**
 * The engine is about to wait for a player: victories met by the table as it stands are declared
 * first. Returns true when that started something (a declaration) the loop must run.
 */
function settled(s: GameState, out: GameEvent[]): boolean {
  if (!s.options.characters) return false;
  checkStandingMissions(s, out);
  if (s.tasks.length > 0 || s.result) return true;
  // The last intel gained has had all its consequences (时差/绝密 missions look at it).
  s.lastIntel = null;
  return false;
}

/** One automatic step when no window is open and nobody has a decision to make. */
function stepOnce(s: GameState, out: GameEvent[]): void {
  switch (s.step) {
    case 'turnStart':
      out.push({ type: 'turnStart', turn: s.turn, seat: s.current });
      s.step = 'draw';
      // 抽牌前: skills that may replace the draw (战术大师 sets `skipDraw`) run before it.
      fireTriggers(s, 'beforeDraw', { seat: s.current }, out);
      return;
    case 'draw': {
      // `drew` is false when a scenario starts in the play phase without the first draw.
      const drew = !s.skipDraw;
      // The hand as the draw begins: skills that look at it at 抽牌时 (英雄本色: 若手牌少于三张).
      const held = s.players[s.current].hand.length;
      if (s.skipDraw) s.skipDraw = false;
      else drawCards(s, s.current, drawCount(s), out);
      s.step = 'play';
      openWindow(s, 'play');
      // Skills that act on the draw phase (精明 puts a card back) run before anyone has priority.
      fireTriggers(s, 'drawPhase', { seat: s.current, drew, held }, out);
      return;
    }
    case 'play':
      s.step = 'send';
      // 情报传出: 回合玩家宣言传情报并等待响应 — the table may respond before the intel is chosen.
      if (policyOf(s.ruleset).declareSend && isActive(s, s.current)) {
        s.step = 'declare';
        out.push({ type: 'sendDeclared', seat: s.current });
        openWindow(s, 'declare');
      }
      return;
    case 'declare':
      s.step = 'send';
      return;
    case 'send':
      if (!isActive(s, s.current)) s.step = 'turnEnd';
      else if (s.players[s.current].hand.length === 0) sendWithEmptyHand(s, out);
      else s.decision = { kind: 'sendIntel', seat: s.current };
      return;
    case 'passing':
      // An extra 情报传出 allowed this turn: the declaration and the send once more (not the play phase).
      if (!s.passing)
        s.step = isActive(s, s.current) && unmarkTurn(s, s.current, EXTRA_SEND) ? 'play' : 'turnEnd';
      else if (s.passing.stage === 'transmit') deliver(s, out);
      else afterArrival(s, out);
      return;
    case 'turnEnd':
      if (overHandLimit(s)) {
        s.decision = { kind: 'discardCard', seat: s.current, frame: -1 };
        return;
      }
      // The hand-limit discard is over: its cards, one discard, wake their skills before the end.
      if (s.handLimitDiscards) {
        const cards = s.handLimitDiscards;
        delete s.handLimitDiscards;
        cardsDiscarded(s, s.current, cards, out);
        return;
      }
      s.step = 'turnOver';
      // 回合结束阶段通常可以直接跳过，除非有角色技能或卡牌在此阶段使用 (004): 烧毁 (任何阶段的任何可使用卡牌之
      // 时机), 识破 and skills with no printed timing may be used, so it gets a priority window.
      if (isActive(s, s.current)) openWindow(s, 'end');
      fireTriggers(s, 'turnEnd', { seat: s.current }, out);
      return;
    case 'turnOver':
      endTurn(s, out);
      return;
    case 'over':
    case 'chooseCharacters':
      return;
  }
}

/**
 * No hand card to send: the player loses at the end of the turn (2010), or draws the deck's top
 * card and sends it as any other (风声再临: 若没手牌进行情报传出则抽牌库顶一张牌作为情报传出).
 */
function sendWithEmptyHand(s: GameState, out: GameEvent[]): void {
  if (policyOf(s.ruleset).emptyHand === 'sendsDeckTop') {
    drawCards(s, s.current, 1, out);
    if (s.players[s.current].hand.length > 0) {
      s.decision = { kind: 'sendIntel', seat: s.current };
      return;
    }
  }
  s.failedToSend = true;
  s.step = 'turnEnd';
}

/** The current player holds more cards than the edition's hand limit (风声再临: 超过六张则弃至六张). */
function overHandLimit(s: GameState): boolean {
  return isActive(s, s.current) && s.players[s.current].hand.length > policyOf(s.ruleset).handLimit;
}

/** Cards drawn in the draw phase: the edition's two, unless a character says otherwise (精明, 贪婪). */
function drawCount(s: GameState): number {
  const ch = s.options.characters ? characterOf(s, s.current) : null;
  const mod = (ch ? skillsOf(s, s.current) : []).find(
    (k) => k.kind === 'modifier' && k.drawCount !== undefined && faceAllows(s, s.current, k),
  );
  return mod && mod.kind === 'modifier' ? mod.drawCount! : getRuleset(s.ruleset).drawCount;
}

function endTurn(s: GameState, out: GameEvent[]): void {
  // A player who could not pass intel loses when their turn ends.
  if (s.failedToSend && isActive(s, s.current)) lose(s, s.current, 'cannotSend', out);
  if (s.result) return;
  s.turn++;
  s.current = nextActive(s, s.current);
  s.locks = [];
  s.demand = null;
  s.failedToSend = false;
  s.usedCard = false;
  if (s.turnMarks) delete s.turnMarks;
  if (s.borrowed) delete s.borrowed;
  s.passing = null;
  s.step = 'turnStart';
}
