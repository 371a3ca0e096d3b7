// Presentation for the platform: labels for commands, the default command on a timeout, and the
// glossary of ids a view uses.
import type { CommandLabel, Glossary } from '@fengsheng/game';
import { legalCommands } from './commands.ts';
import { OUT_HOWS, PHASES, REASONS, ROLES, ROLE_TEXTS, STEPS, WINNERS, seatName as S, t } from './names.ts';
import { MAX_TEXT, type KillerCommand, type KillerState, type Seat } from './types.ts';
import type { KillerView } from './views.ts';

export function describeCommand(view: KillerView, command: KillerCommand): CommandLabel {
  switch (command.type) {
    case 'kill':
      return command.target === null
        ? { text: t('不表态（同意其他杀手）', 'No opinion (agree with the others)') }
        : { text: t(`杀 ${S(command.target).zh}`, `Kill ${S(command.target).en}`), seat: command.target };
    case 'check':
      return command.target === null
        ? { text: t('不表态（同意其他警察）', 'No opinion (agree with the others)') }
        : { text: t(`验 ${S(command.target).zh}`, `Check ${S(command.target).en}`), seat: command.target };
    case 'speak':
      return view.step.kind === 'lastWords'
        ? { text: t('留遗言', 'Say your last words'), input: { field: 'text', maxLength: MAX_TEXT } }
        : { text: t('发言', 'Speak'), input: { field: 'text', maxLength: MAX_TEXT } };
    case 'pass':
      return { text: t('过（发言完毕）', 'Done (过)') };
    case 'nightChat':
      return {
        text: t('对同伴说（只有同伴看得到）', 'Whisper to your companions'),
        input: { field: 'text', maxLength: MAX_TEXT },
      };
    case 'ballot':
      return command.target === null
        ? { text: t('弃权', 'Abstain') }
        : {
            text: t(`投 ${S(command.target).zh} 出局`, `Vote ${S(command.target).en} out`),
            seat: command.target,
          };
    case 'confess':
      return { text: t('认匪（不用投票出局）', 'Confess (go out without a vote)') };
    case 'surrender':
      return { text: t('投降（本方认输）', 'Surrender (your side loses)') };
  }
  return { text: t('？', '?') };
}

/**
 * On a timeout: 过 for a speech or last words, abstain for a ballot, no opinion at night (or, when
 * the last of a group must name someone, the first choice offered). Never confess or surrender.
 */
export function defaultCommand(s: KillerState, seat: Seat): KillerCommand {
  const legal = legalCommands(s, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has nothing to do now`);
  const prefer: ((c: KillerCommand) => boolean)[] = [
    (c) => c.type === 'pass',
    (c) => (c.type === 'ballot' || c.type === 'kill' || c.type === 'check') && c.target === null,
    (c) => c.type === 'ballot' || c.type === 'kill' || c.type === 'check',
  ];
  for (const p of prefer) {
    const c = legal.find(p);
    if (c) return c;
  }
  return legal[0];
}

let cached: Glossary | null = null;

export function glossary(): Glossary {
  if (cached) return cached;
  cached = {
    roles: { ...ROLES },
    /** What each role does and plays for. */
    roleTexts: { ...ROLE_TEXTS },
    steps: { ...STEPS },
    pendingKinds: {
      kill: STEPS.kill,
      check: STEPS.check,
      lastWords: STEPS.lastWords,
      speech: STEPS.speech,
      ballot: STEPS.ballot,
    },
    phases: { ...PHASES },
    winners: { ...WINNERS },
    reasons: { ...REASONS },
    outHows: { ...OUT_HOWS },
    terms: {
      judge: t('裁判', 'judge'),
      police: t('警察', 'police'),
      killer: t('杀手', 'killer'),
      civilian: t('平民', 'civilian'),
      voteOut: t('公决', 'vote out'),
      lastWords: t('遗言', 'last words'),
      tie: t('平票', 'tie'),
      check: t('验', 'check'),
      pass: t('过', 'done (pass)'),
      confess: t('认匪', 'confess'),
      surrender: t('投降', 'surrender'),
      followVote: t('跟票', 'following others’ votes (forbidden)'),
    },
  };
  return cached;
}
