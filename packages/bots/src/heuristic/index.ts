// The heuristic bot: infers camps from what its seat has seen, then picks the command worth most
// to its camp under those beliefs. Deterministic given its input and the rng.
import type { Command } from '@fengsheng/engine';
import type { Bot, BotInput } from '../bot.ts';
import { makeCtx } from './evaluate.ts';
import { chooseChoice } from './choose-choice.ts';
import { chooseDiscard } from './choose-discard.ts';
import { choosePlay } from './choose-play.ts';
import { chooseReceive } from './choose-receive.ts';
import { chooseSend } from './choose-send.ts';

export function heuristicChoose(input: BotInput, rng: () => number): Command {
  const { legal } = input;
  if (legal.length === 1) return legal[0];
  const kind = input.view.pending?.kind;
  if (kind === 'chooseCharacter') return legal[Math.floor(rng() * legal.length)];
  const ctx = makeCtx(input);
  let cmd: Command | null = null;
  switch (kind) {
    case 'priority':
      cmd = choosePlay(ctx);
      break;
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
      cmd = chooseChoice(ctx, rng);
      break;
  }
  return cmd ?? legal[Math.floor(rng() * legal.length)];
}

export const heuristicBot: Bot = { name: 'heuristic', choose: heuristicChoose };
