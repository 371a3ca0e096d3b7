// Words shared by narration, command labels and the glossary.
import type { Text } from '@fengsheng/game';
import type { KillerResult, OutHow, Role, Seat } from './types.ts';

export function t(zh: string, en: string): Text {
  return { zh, en };
}

/** The judge calls seats by number, from 1: seat 2 is 「3号」 / "No. 3". */
export function seatName(seat: Seat): Text {
  return t(`${seat + 1}号`, `No. ${seat + 1}`);
}

export function seatList(seats: readonly Seat[], zhSep = '、', enSep = ', '): Text {
  const names = seats.map(seatName);
  return t(names.map((n) => n.zh).join(zhSep), names.map((n) => n.en).join(enSep));
}

export const ROLES: Record<Role, Text> = {
  police: t('警察', 'police'),
  killer: t('杀手', 'killer'),
  civilian: t('平民', 'civilian'),
};

/** What each role does and plays for, as seed 002 words it (身份), the English in our own words. */
export const ROLE_TEXTS: Record<Role, Text> = {
  police: t(
    '警察：找出杀手并带领平民公决出杀手。',
    'Police: each night learn whether one player is a killer; lead the civilians to vote the killers out.',
  ),
  killer: t(
    '杀手：找出警察并在天黑时杀掉。',
    'Killer: each night choose a victim with your fellow killers; find the police and kill them.',
  ),
  civilian: t(
    '平民：帮助警察公决出杀手。任何时候平民都不得故意帮助杀手。',
    'Civilian: help the police vote the killers out. Never help the killers on purpose.',
  ),
};

export const WINNERS: Record<KillerResult['winner'], Text> = {
  police: t('警察与平民获胜', 'The police and civilians win'),
  killers: t('杀手获胜', 'The killers win'),
  draw: t('平局', 'A draw'),
};

export const REASONS: Record<KillerResult['reason'], Text> = {
  killersOut: t('杀手全部出局', 'all killers are out'),
  policeOut: t('警察全部出局', 'all police are out'),
  civiliansOut: t('平民全部出局', 'all civilians are out'),
  thirdTie: t('第三次平票', 'a third tie'),
  policeSurrender: t('警察投降', 'the police surrendered'),
  killerSurrender: t('杀手投降', 'the killer surrendered'),
};

export const OUT_HOWS: Record<OutHow, Text> = {
  killed: t('被杀', 'killed'),
  votedOut: t('被公决', 'voted out'),
  confessed: t('认匪', 'confessed'),
  surrendered: t('投降', 'surrendered'),
};

export const STEPS = {
  kill: t('杀手杀人', 'Killers choose a victim'),
  check: t('警察验人', 'Police check a player'),
  lastWords: t('遗言', 'Last words'),
  speech: t('发言', 'Speeches'),
  ballot: t('投票', 'Vote'),
  over: t('游戏结束', 'Game over'),
} satisfies Record<string, Text>;

export const PHASES = {
  night: t('天黑', 'Night'),
  day: t('天亮', 'Day'),
  over: t('结束', 'Over'),
} satisfies Record<string, Text>;
