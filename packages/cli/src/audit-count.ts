// The blunder counters of `fengsheng audit` (issue 17): what a strong player sees a bot do wrong.
// The audit is the referee, not a bot: it reads every event with the true camps, and each seat's
// decisions (its view, legal list and choice) through a wrapper around the bot.
import { getRuleset } from '@fengsheng/engine';
import type { Camp, Command, EventView, GameEvent, GameState, GameView } from '@fengsheng/engine';
import type { Bot } from '@fengsheng/bots';
import { scoreBeliefs, type BeliefCounts } from './audit-beliefs.ts';

// An empty log: what a bot believes from the identity table and the view alone.
const NO_EVENTS: readonly EventView[] = [];

export interface BlunderCounts {
  /** Face-up 文本 sends of a false intel, and how many of them came back to their sender. */
  faceUpBlackSends: number;
  faceUpBlackReturned: number;
  /** 识破 used, and those on a card a standing 识破 already cancelled. */
  counters: number;
  redundantCounters: number;
  /**
   * Deaths in a turn where a 锁定 on the victim resolved, and those with a legal 识破 on that lock,
   * while it stood, left unused by the victim or a same-camp ally (not the lock's user, nor a seat
   * that did counter it).
   */
  lockDeaths: number;
  lockDeathsCounterable: number;
  /**
   * Of those, the deaths a neutral victim wanted: its death ended the game at once with the victim
   * among the winners (老鬼's 「死亡时…」 missions). Not counted as counterable: passing up a 识破
   * was its play, not a blunder.
   */
  lockDeathsForMission: number;
  /** 试探 answered by drawing two, and the cards so handed to a player of another camp than the user's. */
  probeDraws: number;
  probeCardsToEnemies: number;
}

export function emptyCounts(): BlunderCounts {
  return {
    faceUpBlackSends: 0,
    faceUpBlackReturned: 0,
    counters: 0,
    redundantCounters: 0,
    lockDeaths: 0,
    lockDeathsCounterable: 0,
    lockDeathsForMission: 0,
    probeDraws: 0,
    probeCardsToEnemies: 0,
  };
}

interface FrameNote {
  fn: string;
  user: number;
  targetFrame: number | undefined;
  targetSeat: number | undefined;
  done: boolean;
  countered: boolean;
}

/** A neutral whose death, just now, ended the game with it among the winners. */
function wonByDeath(state: GameState, camps: readonly Camp[], victim: number): boolean {
  return camps[victim] === 'neutral' && !!state.result?.winners.includes(victim);
}

/** One game's bookkeeping: feed it every event batch and every decision. */
export class GameAudit {
  private frames = new Map<number, FrameNote>();
  private blackSends = new Map<number, number>();
  /** Lock frames of this turn that resolved, by target seat. */
  private locksOn = new Map<number, number[]>();
  /** Lock frame -> seats that could have countered it and did not. */
  private couldCounter = new Map<number, Set<number>>();
  private probeUser = new Map<number, number>();

  /** The true camps and the turn, as of the last events read. */
  private camps: Camp[] = [];
  private turn = 0;

  constructor(
    private readonly counts: BlunderCounts,
    private readonly ruleset: string,
    private readonly beliefCounts: BeliefCounts,
  ) {}

  /** A standing (not itself cancelled) 识破 is on this frame. */
  private cancelled(frame: number, depth = 0): boolean {
    if (depth > 8) return false;
    for (const [id, f] of this.frames)
      if (f.fn === 'counter' && !f.done && f.targetFrame === frame && !this.cancelled(id, depth + 1))
        return true;
    return false;
  }

  /**
   * Whether the victim or a same-camp ally passed up a legal 识破 on this lock: not the lock's own
   * user (its lock, not a blunder of the victim's side), and not a seat that countered it at
   * another decision (a 识破 of its own that was itself countered).
   */
  private leftUncountered(lockFrame: number, victim: number): boolean {
    const victimCamp = this.camps[victim];
    const user = this.frames.get(lockFrame)?.user;
    for (const s of this.couldCounter.get(lockFrame) ?? []) {
      if (s === user || this.countered(lockFrame, s)) continue;
      if (s === victim || (victimCamp !== 'neutral' && this.camps[s] === victimCamp)) return true;
    }
    return false;
  }

  /** Whether `seat` used a 识破 on this frame (by card, as another card, or by a skill). */
  private countered(frame: number, seat: number): boolean {
    for (const f of this.frames.values())
      if (f.fn === 'counter' && f.targetFrame === frame && f.user === seat) return true;
    return false;
  }

  events(events: readonly GameEvent[], state: GameState): void {
    const cards = getRuleset(this.ruleset).cards;
    const camps: Camp[] = state.players.map((p) => p.camp);
    this.camps = camps;
    this.turn = state.turn;
    const counterable: number[] = [];
    for (const e of events) {
      switch (e.type) {
        case 'turnStart':
          this.frames.clear();
          this.locksOn.clear();
          this.couldCounter.clear();
          break;
        case 'use': {
          if (e.fn === 'counter') {
            this.counts.counters++;
            if (e.target.frame !== undefined && this.cancelled(e.target.frame))
              this.counts.redundantCounters++;
          }
          if (e.fn === 'probe' && e.target.seat !== undefined) this.probeUser.set(e.target.seat, e.seat);
          this.frames.set(e.frame, {
            fn: e.fn,
            user: e.seat,
            targetFrame: e.target.frame,
            targetSeat: e.target.seat,
            done: false,
            countered: false,
          });
          break;
        }
        case 'countered': {
          const f = this.frames.get(e.frame);
          if (f) f.countered = true;
          break;
        }
        case 'resolve':
        case 'fizzle': {
          const f = this.frames.get(e.frame);
          if (!f) break;
          f.done = true;
          if (e.type === 'resolve' && f.fn === 'lock' && !e.countered && f.targetSeat !== undefined) {
            const l = this.locksOn.get(f.targetSeat) ?? [];
            l.push(e.frame);
            this.locksOn.set(f.targetSeat, l);
          }
          break;
        }
        case 'send':
          if (e.faceUp && e.delivery === 'text' && cards[e.card].colour === 'black') {
            this.counts.faceUpBlackSends++;
            this.blackSends.set(e.card, e.seat);
          }
          break;
        case 'receive': {
          const sender = this.blackSends.get(e.card);
          if (sender !== undefined) {
            if (e.seat === sender) this.counts.faceUpBlackReturned++;
            this.blackSends.delete(e.card);
          }
          break;
        }
        case 'death': {
          const locks = this.locksOn.get(e.seat);
          if (!locks || locks.length === 0) break;
          this.counts.lockDeaths++;
          if (locks.some((lf) => this.leftUncountered(lf, e.seat))) counterable.push(e.seat);
          break;
        }
        case 'probeAnswer':
          if (e.answer === 'draw2') {
            this.counts.probeDraws++;
            const user = this.probeUser.get(e.seat);
            if (user !== undefined && (camps[user] !== camps[e.seat] || camps[user] === 'neutral'))
              this.counts.probeCardsToEnemies += 2;
          }
          break;
      }
    }
    for (const victim of counterable)
      if (wonByDeath(state, camps, victim)) this.counts.lockDeathsForMission++;
      else this.counts.lockDeathsCounterable++;
  }

  /** The camp beliefs a seat holds at a decision, and those of its view alone: scored. */
  beliefs(view: GameView, held: readonly (readonly number[])[], prior: readonly (readonly number[])[]): void {
    scoreBeliefs(this.beliefCounts, view, held, prior, this.camps, this.turn);
  }

  /** A seat's decision: note every lock it could have countered and did not. */
  decision(view: GameView, legal: readonly Command[], cmd: Command): void {
    const stack = view.window?.stack;
    if (!stack) return;
    const seat = view.viewer as number;
    const hand = view.hand ?? [];
    for (const c of legal) {
      if (c.type !== 'use' || c.target?.frame === undefined) continue;
      const isCounter =
        c.as === 'counter' || (!c.as && hand.find((h) => h.handle === c.card)?.face?.fn === 'counter');
      if (!isCounter) continue;
      const f = stack.find((x) => x.frame === c.target!.frame);
      // A lock already cancelled at this decision stood uncountered by nobody: a 识破 on it would be
      // the redundant one counted above, so passing is no blunder (if the 识破 that cancelled it is
      // itself cancelled later, the seats asked then are noted then).
      if (!f || f.fn !== 'lock' || f.countered) continue;
      const chose = cmd.type === 'use' && cmd.target?.frame === f.frame;
      if (chose) continue;
      let set = this.couldCounter.get(f.frame);
      if (!set) this.couldCounter.set(f.frame, (set = new Set()));
      set.add(seat);
    }
  }
}

/** The bot, telling `audit()` (the game's audit, set by the runner) every decision it makes. */
export function audited(bot: Bot, audit: () => GameAudit): Bot {
  return {
    name: bot.name,
    choose: (input, rng) => {
      const cmd = bot.choose(input, rng);
      const a = audit();
      // Scored after the choice: the bot's belief cache is then as the choice left it.
      if (bot.campBeliefs) {
        const held = bot.campBeliefs(input);
        const prior = bot.campBeliefs({ view: input.view, legal: input.legal, seen: NO_EVENTS });
        a.beliefs(input.view, held, prior);
      }
      a.decision(input.view, input.legal, cmd);
      return cmd;
    },
  };
}
