// Every edition the engine ships, registered once by whoever imports the engine or its scenarios.
import { registerRuleset } from '../core/ruleset.ts';
import { online } from './online/ruleset.ts';
import { standard } from './standard/ruleset.ts';
import { zailin } from './zailin/ruleset.ts';

registerRuleset(standard);
registerRuleset(zailin);
registerRuleset(online);

export { online, standard, zailin };
