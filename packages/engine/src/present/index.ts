// How 风声 is shown to people: the presentation half of the game contract (`@fengsheng/game`).
export { coach } from './coach/index.ts';
export { defaultCommand } from './default-command.ts';
export { describeCommand, describeCommands } from './describe-command.ts';
export { glossary } from './glossary.ts';
export { narrate } from './narrate.ts';
export { rules } from './rules/index.ts';
