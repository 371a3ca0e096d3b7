// The heuristic bot: infers camps from what its seat has seen, then picks the command worth most
// to its camp under those beliefs. Deterministic given its input and the rng. `baseline` is the
// same bot with the tactics of tactics.ts turned off: the yardstick new tactics are measured by.
import type { Command } from '@fengsheng/engine';
import type { Bot, BotInput } from '../bot.ts';
import { campBeliefs } from './beliefs.ts';
import type { Evidence } from './beliefs.ts';
import { makeCtx } from './evaluate.ts';
import { chooseCharacter } from './choose-character.ts';
import { chooseChoice } from './choose-choice.ts';
import { chooseDiscard } from './choose-discard.ts';
import { choosePlay } from './choose-play.ts';
import { chooseReceive } from './choose-receive.ts';
import { chooseSend } from './choose-send.ts';
import { lookahead, skillCommands } from './lookahead.ts';
import type { PlainChoose } from './lookahead.ts';
import type { Tactics } from './tactics.ts';
import { BASELINE_TACTICS, TACTICS } from './tactics.ts';

/** The heuristic without the skill lookahead: what plays every seat inside a lookahead. */
export function plainChoose(input: BotInput, rng: () => number): Command {
  return heuristicChoose(input, rng, false);
}

/**
 * `skills`: value active skills (and cards used as another) by a lookahead (lookahead.ts), whose
 * simulated seats play `plain`: the same tactics without looking ahead. `ev`: the seat's evidence,
 * when the caller keeps it itself (a search's rollouts); `input.seen` is then not read.
 */
export function heuristicChoose(
  input: BotInput,
  rng: () => number,
  skills = true,
  tactics: Tactics = TACTICS,
  plain: PlainChoose = plainChoose,
  ev?: Evidence,
): Command {
  const { legal } = input;
  if (legal.length === 1) return legal[0];
  const kind = input.view.pending?.kind;
  if (kind === 'chooseCharacter') {
    const pick = tactics.pickCharacter ? chooseCharacter(input.view, legal) : null;
    return pick ?? legal[Math.floor(rng() * legal.length)];
  }
  const ctx = makeCtx(input, tactics, ev);
  let cmd: Command | null = null;
  switch (kind) {
    case 'priority': {
      cmd = choosePlay(ctx);
      const options = skills ? skillCommands(input, ctx.tactics.unvaluedCards) : [];
      if (options.length > 0 && cmd) cmd = lookahead(input, ctx, cmd, options, plain, rng);
      break;
    }
    case 'sendIntel':
      cmd = chooseSend(ctx);
      break;
    case 'receiveIntel':
      cmd = chooseReceive(ctx);
      break;
    case 'discardCard':
      cmd = chooseDiscard(ctx);
      break;
    case 'choose':
      cmd = chooseChoice(ctx, rng, input.seen);
      break;
  }
  return cmd ?? legal[Math.floor(rng() * legal.length)];
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  choose: heuristicChoose,
  campBeliefs: (input) => campBeliefs(input.view, input.seen, TACTICS.evidence),
};

/** The heuristic with these tactics (tests turn one off; `baseline` has none). */
export function createHeuristicBot(name: string, tactics: Tactics): Bot {
  const plain: PlainChoose = (input, rng) => heuristicChoose(input, rng, false, tactics, plain);
  return {
    name,
    choose: (input, rng) => heuristicChoose(input, rng, true, tactics, plain),
    campBeliefs: (input) => campBeliefs(input.view, input.seen, tactics.evidence),
  };
}

/** Today's heuristic before the tactics of tactics.ts (issue 17's saved baseline). */
export const baselineBot: Bot = createHeuristicBot('baseline', BASELINE_TACTICS);
