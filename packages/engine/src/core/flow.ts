// The turn: start, draw, play, send, passing, end. `advance` runs everything automatic until a
// player must decide (or the game is over).
import { lose } from './outcome.ts';
import { afterArrival, deliver } from './passing.ts';
import { getRuleset } from './ruleset.ts';
import { isActive, nextActive } from './seats.ts';
import { characterOf, faceAllows } from './skills.ts';
import { runNextTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { checkStandingMissions } from './victory.ts';
import { hasAnyUse } from './uses.ts';
import { openWindow, passPriority } from './window.ts';
import { drawCards } from './zones.ts';
import type { GameEvent, GameState } from './types.ts';

export function advance(s: GameState, out: GameEvent[]): void {
  while (!s.result) {
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
      if (s.options.autoPass && !hasAnyUse(s, w.priority)) {
        passPriority(s, out, false);
        continue;
      }
      if (settled(s, out)) continue;
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
      return;
    case 'draw': {
      // `drew` is false when a scenario starts in the play phase without the first draw.
      const drew = !s.skipDraw;
      if (s.skipDraw) s.skipDraw = false;
      else drawCards(s, s.current, drawCount(s), out);
      s.step = 'play';
      openWindow(s, 'play');
      // Skills that act on the draw phase (精明 puts a card back) run before anyone has priority.
      fireTriggers(s, 'drawPhase', { seat: s.current, drew }, out);
      return;
    }
    case 'play':
      s.step = 'send';
      return;
    case 'send':
      if (!isActive(s, s.current)) s.step = 'turnEnd';
      else if (s.players[s.current].hand.length === 0) {
        s.failedToSend = true;
        s.step = 'turnEnd';
      } else s.decision = { kind: 'sendIntel', seat: s.current };
      return;
    case 'passing':
      if (!s.passing) s.step = 'turnEnd';
      else if (s.passing.stage === 'transmit') deliver(s, out);
      else afterArrival(s, out);
      return;
    case 'turnEnd':
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

/** Cards drawn in the draw phase: the edition's two, unless a character says otherwise (精明, 贪婪). */
function drawCount(s: GameState): number {
  const ch = s.options.characters ? characterOf(s, s.current) : null;
  const mod = ch?.skills.find(
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
  s.failedToSend = false;
  s.passing = null;
  s.step = 'turnStart';
}
