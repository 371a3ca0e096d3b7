// `--characters-dealt`: each bot keeps a character drawn at random from those it is offered, instead
// of picking the one it likes best. A bot that always picks never holds the characters it rates low,
// so their skills are never counted; handed every character in turn, the skill-usage count says how
// a bot plays a character, whichever it is. Face up or down is still the bot's own choice.
import type { Bot, BotInput } from '@fengsheng/bots';
import type { Command } from '@fengsheng/engine';

/** The legal commands that keep `character` (one per face the bot may choose). */
function keeping(legal: readonly Command[], character: string): Command[] {
  const out: Command[] = [];
  for (const c of legal) if (c.type === 'chooseCharacter' && c.character === character) out.push(c);
  return out;
}

/** `inner`, except that at a character choice the character is drawn uniformly by `rng`. */
export function withDealtCharacters(inner: Bot): Bot {
  const choose = (input: BotInput, rng: () => number): Command => {
    const { legal } = input;
    if (input.view.pending?.kind !== 'chooseCharacter' || legal.length < 2) return inner.choose(input, rng);
    const names = [...new Set(legal.flatMap((c) => (c.type === 'chooseCharacter' ? [c.character] : [])))];
    const dealt = names[Math.floor(rng() * names.length)];
    const options = keeping(legal, dealt);
    return options.length === 1 ? options[0] : inner.choose({ ...input, legal: options }, rng);
  };
  return inner.chooseFromLegal
    ? { name: inner.name, choose, chooseFromLegal: inner.chooseFromLegal }
    : { name: inner.name, choose };
}
