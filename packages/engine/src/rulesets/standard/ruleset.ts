// 风声 2010 standard edition (标准版), seeds 000 and 004. Characters and 「绝密任务」 come next.
import type { Ruleset } from '../../core/ruleset.ts';
import { bounce } from './cards/bounce.ts';
import { burn } from './cards/burn.ts';
import { counter } from './cards/counter.ts';
import { decode } from './cards/decode.ts';
import { intercept } from './cards/intercept.ts';
import { lock } from './cards/lock.ts';
import { lure } from './cards/lure.ts';
import { probe } from './cards/probe.ts';
import { scramble } from './cards/scramble.ts';
import { STANDARD_CHARACTERS, STANDARD_SKILLS } from './characters/index.ts';
import { STANDARD_CARDS } from './deck.ts';
import { hasVariantTable, identityCards } from './identities.ts';
import { STANDARD_TERMS } from './terms.ts';

const functions = { lock, lure, intercept, bounce, decode, burn, counter, probe, scramble };

export const standard: Ruleset = {
  id: 'standard',
  name: { zh: '风声 标准版 (2010)', en: 'The Message, standard edition (2010)' },
  minPlayers: 3,
  maxPlayers: 9,
  startingHand: 3,
  drawCount: 2,
  cards: STANDARD_CARDS,
  functions,
  identities: identityCards,
  hasVariant: hasVariantTable,
  campColour: (camp) => (camp === 'red' ? 'red' : camp === 'blue' ? 'blue' : null),
  deadlyColour: 'black',
  deathAt: 3,
  winAt: 3,
  characters: STANDARD_CHARACTERS,
  skills: STANDARD_SKILLS,
  terms: STANDARD_TERMS,
};
