// Hooks and helpers every table and screen shares, so the two games tick and speak alike.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import type { Lang } from '../logic/glossary.ts';

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

/** Whole seconds left before the deadline, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "Seat n Name": the words both tables use to name a seat in running text. */
export function useSeatLabel(seats: SeatInfo[] | undefined): (s: number) => string {
  const { t } = useTranslation();
  return (s: number) => {
    const info = seats?.[s];
    return `${t('table.seat', { n: s + 1 })}${info?.name ? ` ${info.name}` : ''}`;
  };
}
