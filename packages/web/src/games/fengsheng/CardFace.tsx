// How a card looks on the 风声 table: a small chip (intel in front of a seat, a stack frame) and
// the full face (your hand, the intel in transit). Each colour carries its shape as well.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/hooks.ts';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import { shapeOf } from './colour-marks.ts';
import { coloursOf, printedDelivery, type CardFace, type CardView } from './view-types.ts';

export function ColourChip({
  face,
  glossary,
  lit,
}: {
  face: CardFace | null;
  glossary: Glossary;
  lit?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  if (!face) return <span className="chip chip-back" role="img" aria-label={t('table.cardBack')} />;
  const colours = coloursOf(face);
  const title = `${nameOf(glossary, 'functions', face.fn, lang)} · ${colours
    .map((c) => nameOf(glossary, 'colours', c, lang))
    .join('/')}`;
  return (
    <span
      className={`chip${lit ? ' chip-lit' : ''}`}
      title={title}
      role="img"
      aria-label={title}
      data-colours={colours.join(' ')}
    >
      {/* The shape says the colour without colour (colour-marks.ts). */}
      {colours.map((c, i) => (
        <span key={i} className={`chip-part colour-${c}`} data-shape={shapeOf(c)} aria-hidden="true">
          {shapeOf(c)}
        </span>
      ))}
    </span>
  );
}

export function CardFaceView({
  card,
  glossary,
  small,
}: {
  card: CardView | null;
  glossary: Glossary;
  small?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const face = card?.face ?? null;
  if (!face)
    return <div className={`card card-back${small ? ' card-small' : ''}`}>{t('table.cardBack')}</div>;
  const colours = coloursOf(face);
  const delivery = printedDelivery(face);
  return (
    <div className={`card${small ? ' card-small' : ''}`}>
      <div className="card-stripe" aria-hidden="true">
        {colours.map((c, i) => (
          <span key={i} className={`colour-${c}`}>
            {shapeOf(c)}
          </span>
        ))}
      </div>
      <div className="card-fn">{nameOf(glossary, 'functions', face.fn, lang)}</div>
      <div className="card-meta">
        <span className="card-colours">
          {colours.map((c) => `${shapeOf(c)}${nameOf(glossary, 'colours', c, lang)}`).join('/')}
        </span>
        {delivery !== null && (
          <span className={`delivery delivery-${delivery}`}>
            {nameOf(glossary, 'deliveries', delivery, lang)}
          </span>
        )}
      </div>
      {face.probe && (
        <div className="card-probe">
          {nameOf(glossary, 'camps', face.probe.camp, lang)} ·{' '}
          {nameOf(glossary, 'probeEffects', face.probe.effect, lang)}
        </div>
      )}
      {face.variant && <div className="card-probe">{nameOf(glossary, 'variants', face.variant, lang)}</div>}
      {face.marks && (
        <div className="card-marks" data-testid="card-marks">
          {Object.keys(face.marks)
            .filter((m) => face.marks![m])
            .map((m) => (
              <span key={m} className={`mark mark-${m}`} title={nameOf(glossary, 'marks', m, lang)}>
                {nameOf(glossary, 'marks', m, lang).split(/[:：]/)[0]}
              </span>
            ))}
        </div>
      )}
    </div>
  );
}
