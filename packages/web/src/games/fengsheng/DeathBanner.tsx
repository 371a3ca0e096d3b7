// A death announced on the table: who died, whose kill it was, the intel that did it and the
// identity it revealed. It comes up when a death happens while you watch (not for the deaths
// already there when the page opens) and stays until closed or the next death.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import type { ReactNode } from 'react';
import { useLang } from '../../components/hooks.ts';
import type { CardFace, GameView } from './view-types.ts';

export function DeathBanner(props: {
  view: GameView;
  glossary: Glossary;
  seatLabel: (s: number) => string;
  /** How a card's colours are drawn on this table. */
  chip: (face: CardFace) => ReactNode;
}) {
  const { view, glossary, seatLabel, chip } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const deaths = view.deaths ?? [];
  const seen = useRef(deaths.length);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (deaths.length > seen.current) setShown(deaths.length - 1);
    // A replay stepping back past a death takes its banner away.
    else if (deaths.length < seen.current) setShown(null);
    seen.current = deaths.length;
  }, [deaths.length]);
  const d = shown !== null ? deaths[shown] : undefined;
  if (!d) return null;
  const camp = view.players[d.seat]?.camp;
  // The intel that landed last is the one that killed (the third false intel).
  const fatal = d.intel.length > 0 ? d.intel[d.intel.length - 1] : null;
  return (
    <div className="death-banner" role="status" data-testid="death-banner" data-seat={d.seat}>
      <strong>{t('death.died', { seat: seatLabel(d.seat) })}</strong>
      {d.killer >= 0 && d.killer !== d.seat && (
        <span>{t('death.killedBy', { seat: seatLabel(d.killer) })}</span>
      )}
      {d.killer === d.seat && <span>{t('death.ownIntel')}</span>}
      {fatal && (
        <span className="death-cause">
          {t('death.by')} {chip(fatal)} {nameOf(glossary, 'functions', fatal.fn, lang)}
        </span>
      )}
      {camp && <span>{t('death.was', { camp: nameOf(glossary, 'camps', camp, lang) })}</span>}
      <button
        type="button"
        className="btn btn-small"
        data-testid="death-close"
        onClick={() => setShown(null)}
      >
        {t('death.close')}
      </button>
    </div>
  );
}
