// Hooks and helpers every table and screen shares, so the two games tick and speak alike.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import type { Lang } from '../logic/glossary.ts';
import { problemText, saidOf, type Said } from '../logic/problems.ts';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** The clock, ticking twice a second only while a countdown is shown. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

export { secondsLeft } from '../logic/deadline.ts';

/** "Seat n Name": the words both tables use to name a seat in running text. */
export function useSeatLabel(seats: SeatInfo[] | undefined): (s: number) => string {
  const { t } = useTranslation();
  return (s: number) => {
    const info = seats?.[s];
    return `${t('table.seat', { n: s + 1 })}${info?.name ? ` ${info.name}` : ''}`;
  };
}

/** The screens the phone layout is for (styles.css uses the same width). */
export const PHONE_QUERY = '(max-width: 420px)';

/** Whether a media query matches now, following the screen as it turns or resizes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const onChange = () => setMatches(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * The page's words for an error: a server refusal, a websocket error or a failed request (anything
 * thrown); never the server's English. `extra` fills params the page knows itself (the room code).
 */
export function useProblemText(): (said: Said | unknown, extra?: Record<string, string | number>) => string {
  const { t, i18n } = useTranslation();
  return (said, extra) => {
    const s = isSaid(said) ? said : saidOf(said);
    return problemText(
      (k, o) => t(k, o) as string,
      (k) => i18n.exists(k),
      s,
      extra,
    );
  };
}

function isSaid(x: unknown): x is Said {
  return !!x && typeof x === 'object' && !(x instanceof Error) && ('reason' in x || 'code' in x);
}
