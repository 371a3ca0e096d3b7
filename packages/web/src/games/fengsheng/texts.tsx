// What cards, skills and missions do, as the 风声 table shows them: all words come from the
// glossary (`functionTexts`, `skillTexts`, `missionTexts`, `campGoals`, `lists.characterSkills`),
// so a new edition shows its own texts with no change here.
import { useTranslation } from 'react-i18next';
import { Tip } from '../../components/Tip.tsx';
import { useLang } from '../../components/hooks.ts';
import { nameOf, textIn, type Glossary } from '../../logic/glossary.ts';
import { coloursOf, printedDelivery, type CardFace } from './view-types.ts';
import './texts.css';

/** A character's skill ids in printed order (the glossary's `lists.characterSkills`). */
export function skillIdsOf(glossary: Glossary, character: string): string[] {
  const lists = (glossary as { lists?: Record<string, Record<string, string[]>> }).lists;
  const ids = lists?.characterSkills?.[character];
  return Array.isArray(ids) ? ids : [];
}

/** What a card is and does: its name, what is printed on it, its text. */
export function CardTipBody({ face, glossary }: { face: CardFace; glossary: Glossary }) {
  const lang = useLang();
  const meta = [
    coloursOf(face)
      .map((c) => nameOf(glossary, 'colours', c, lang))
      .join('/'),
    printedDelivery(face) === null
      ? nameOf(glossary, 'marks', 'anyDelivery', lang)
      : nameOf(glossary, 'deliveries', face.delivery, lang),
    face.probe
      ? `${nameOf(glossary, 'camps', face.probe.camp, lang)}: ${nameOf(glossary, 'probeEffects', face.probe.effect, lang)}`
      : '',
  ].filter(Boolean);
  return (
    <>
      <strong>{nameOf(glossary, 'functions', face.fn, lang)}</strong>
      <span className="tip-meta">{meta.join(' · ')}</span>
      {textIn(glossary.functionTexts?.[face.fn], lang)}
    </>
  );
}

/** A card function's or a skill's name and text, for a tooltip. */
export function TermTipBody({ name, text }: { name: string; text: string }) {
  return (
    <>
      <strong>{name}</strong>
      {text}
    </>
  );
}

/** The name of a card function or a skill (a stack frame), with its text on hover or tap. */
export function TermTip({
  kind,
  id,
  glossary,
  below,
}: {
  kind: 'functions' | 'skills';
  id: string;
  glossary: Glossary;
  below?: boolean;
}) {
  const lang = useLang();
  const name = nameOf(glossary, kind, id, lang);
  const text = textIn(glossary[kind === 'functions' ? 'functionTexts' : 'skillTexts']?.[id], lang);
  if (!text) return <strong>{name}</strong>;
  return (
    <Tip tip={<TermTipBody name={name} text={text} />} below={below} testId="term-tip">
      <strong>{name}</strong>
    </Tip>
  );
}

/**
 * A character's skills (and, when `mission` is set, its secret mission): short chips with the
 * texts in tooltips on a seat, or `full` with every text written out (your panel, the choice).
 */
export function SkillList({
  character,
  glossary,
  full,
  mission,
}: {
  character: string;
  glossary: Glossary;
  full?: boolean;
  mission?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const ids = skillIdsOf(glossary, character);
  const missionText = textIn(glossary.missionTexts?.[character], lang);
  if (full)
    return (
      <ul className="skill-list" data-testid="skill-list">
        {ids.map((id) => (
          <li key={id} data-testid="skill" data-skill={id}>
            <strong>{nameOf(glossary, 'skills', id, lang)}</strong>
            {textIn(glossary.skillTexts?.[id], lang)}
          </li>
        ))}
      </ul>
    );
  return (
    <span className="skill-chips">
      {ids.map((id) => {
        const name = nameOf(glossary, 'skills', id, lang);
        return (
          <Tip
            key={id}
            below
            className="skill-chip"
            testId="skill-chip"
            tip={<TermTipBody name={name} text={textIn(glossary.skillTexts?.[id], lang)} />}
          >
            {name}
          </Tip>
        );
      })}
      {mission && (
        <Tip
          below
          className="skill-chip mission-chip"
          testId="mission-chip"
          tip={<TermTipBody name={t('table.mission')} text={missionText || t('table.noMission')} />}
        >
          {t('table.missionShort')}
        </Tip>
      )}
    </span>
  );
}

/** A character's secret mission written out; `prominent` when it is your way to win (打酱油的). */
export function MissionBox({
  character,
  glossary,
  prominent,
}: {
  character: string;
  glossary: Glossary;
  prominent?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const text = textIn(glossary.missionTexts?.[character], lang);
  return (
    <div
      className={`mission${prominent ? ' mission-prominent' : ''}`}
      data-testid="mission"
      data-prominent={String(!!prominent)}
    >
      <span className="mission-label">{prominent ? t('table.yourMission') : t('table.mission')}</span>
      {text || t('table.noMission')}
    </div>
  );
}

/** One character offered at the choice: its name, every skill with its text, its mission. */
export function OfferCard({
  character,
  glossary,
  onChoose,
}: {
  character: string;
  glossary: Glossary;
  onChoose?: () => void;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const name = nameOf(glossary, 'characters', character, lang);
  return (
    <div className="offer-card" data-testid="offer-card" data-character={character}>
      <h4>{name}</h4>
      <SkillList character={character} glossary={glossary} full />
      <MissionBox character={character} glossary={glossary} />
      {onChoose && (
        <button type="button" className="btn btn-primary" data-testid="offer-choose" onClick={onChoose}>
          {t('table.chooseThis', { name })}
        </button>
      )}
    </div>
  );
}
