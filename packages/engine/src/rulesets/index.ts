// Every edition the engine ships, registered once by whoever imports the engine or its scenarios.
import { registerRuleset } from '../core/ruleset.ts';
import { standard } from './standard/ruleset.ts';

registerRuleset(standard);

export { standard };
