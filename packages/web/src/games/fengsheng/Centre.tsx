// The middle of the 风声 table: whose turn and which step, the piles, the intel in transit (with
// its text on hover or tap) and the stack of cards and skills waiting to resolve.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/hooks.ts';
import { Tip } from '../../components/Tip.tsx';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import { CardFaceView, ColourChip } from './CardFace.tsx';
import { CardTipBody, TermTip } from './texts.tsx';
import type { GameView } from './view-types.ts';

export function Centre({
  view,
  glossary,
  seatLabel,
}: {
  view: GameView;
  glossary: Glossary;
  seatLabel: (seat: number) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const passing = view.passing;
  const stack = view.window?.stack ?? [];
  return (
    <div className="centre">
      <div className="centre-turn">
        <strong>{t('table.turn', { n: view.turn })}</strong> ·{' '}
        {t('table.current', { seat: seatLabel(view.current) })}
      </div>
      <div className="centre-step">
        {nameOf(glossary, 'steps', view.step, lang)}
        {view.window && ` · ${nameOf(glossary, 'windows', view.window.kind, lang)}`}
        {view.pending && ` · ${nameOf(glossary, 'pendingKinds', view.pending.kind, lang)}`}
      </div>
      <div className="centre-piles">
        <span>{t('table.deck', { n: view.deckCount })}</span>
        <span>{t('table.discard', { n: view.discard?.length ?? 0 })}</span>
      </div>
      {passing && (
        <div className="transit" data-testid="transit">
          <div className="transit-title">
            {t('table.intelInTransit')} · {nameOf(glossary, 'deliveries', passing.delivery, lang)}
          </div>
          <div className="transit-body">
            {passing.card.face ? (
              <Tip tip={<CardTipBody face={passing.card.face} glossary={glossary} />} testId="transit-tip">
                <CardFaceView card={passing.card} glossary={glossary} small />
              </Tip>
            ) : (
              <CardFaceView card={passing.card} glossary={glossary} small />
            )}
            <div className="transit-where">
              <div>{t('table.from', { seat: seatLabel(passing.sender) })}</div>
              <div>{t('table.at', { seat: seatLabel(passing.holder) })}</div>
              {passing.directTarget >= 0 && <div>→ {seatLabel(passing.directTarget)}</div>}
            </div>
          </div>
        </div>
      )}
      {stack.length > 0 && (
        <div className="stack" data-testid="stack">
          <div className="stack-title">{t('table.stack')}</div>
          <ol>
            {stack.map((f) => (
              <li key={f.frame} className={f.countered ? 'frame-countered' : ''}>
                <span className="frame-user">{seatLabel(f.user)}</span>{' '}
                {f.skill ? (
                  <TermTip kind="skills" id={f.skill} glossary={glossary} />
                ) : (
                  <TermTip kind="functions" id={f.fn} glossary={glossary} />
                )}
                {f.card?.face && <ColourChip face={f.card.face} glossary={glossary} />}
                {f.target.seat !== undefined && <span> → {seatLabel(f.target.seat)}</span>}
                {f.target.frame !== undefined && <span> → #{f.target.frame}</span>}
                {f.named && (
                  <span className="tag" data-testid="frame-named">
                    「{nameOf(glossary, 'choiceValues', f.named, lang)}」
                  </span>
                )}
                {f.countered && <span className="tag">{t('table.countered')}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
