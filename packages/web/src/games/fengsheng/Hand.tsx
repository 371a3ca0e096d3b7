// Your hand on the 风声 table: every card with its text on hover or tap; the playable ones are
// lit, and picking one sets its commands apart in the command bar.
import { useTranslation } from 'react-i18next';
import { Tip } from '../../components/Tip.tsx';
import type { Glossary } from '../../logic/glossary.ts';
import { CardFaceView } from './CardFace.tsx';
import { CardTipBody } from './texts.tsx';
import type { CardView } from './view-types.ts';

export function Hand({
  hand,
  glossary,
  playable,
  picked,
  onPick,
}: {
  hand: CardView[];
  glossary: Glossary;
  /** Whether a card (by handle) has commands now. */
  playable: (handle: number) => boolean;
  picked: number | null;
  /** A playable card was clicked. */
  onPick: (handle: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hand" data-testid="my-hand">
      <div className="hand-title">{t('table.myHand')}</div>
      <div className="hand-cards">
        {hand.length === 0 && <span className="muted">{t('table.noHand')}</span>}
        {hand.map((c) => {
          const can = playable(c.handle);
          const button = (describedBy?: string) => (
            <button
              type="button"
              className={`hand-card${can ? ' playable' : ''}${picked === c.handle ? ' picked' : ''}`}
              data-testid="hand-card"
              data-handle={c.handle}
              data-playable={String(can)}
              aria-disabled={!can}
              aria-describedby={describedBy}
              onClick={() => can && onPick(c.handle)}
            >
              <CardFaceView card={c} glossary={glossary} />
            </button>
          );
          if (!c.face) return <span key={c.handle}>{button()}</span>;
          return (
            <Tip key={c.handle} tip={<CardTipBody face={c.face} glossary={glossary} />} testId="hand-tip">
              {button}
            </Tip>
          );
        })}
      </div>
    </div>
  );
}
