// Your own corner of the 风声 table, always in view: your identity and what it plays for (the
// reminder never goes away), your character with every skill written out, and your secret
// mission, set apart when you are 打酱油的 (the mission is then your only way to win). On a phone
// the skills (and a mission that is not your way to win) shrink to names with their texts on a
// tap, so the panel leaves room for the seats, your hand and your commands on one screen.
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useLang, useMediaQuery } from '../../components/hooks.ts';
import { nameOf, textIn, type Glossary } from '../../logic/glossary.ts';
import { MissionBox, SkillList } from './texts.tsx';
import type { PlayerView } from './view-types.ts';

export function MyPanel({ me, glossary }: { me: PlayerView | undefined; glossary: Glossary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useMediaQuery(PHONE_QUERY);
  const camp = me?.camp ?? null;
  const neutral = camp === 'neutral';
  const goal = camp ? textIn(glossary.campGoals?.[camp], lang) : '';
  return (
    <div className="my-panel" data-testid="my-panel">
      <div className="identity" data-testid="my-identity-box">
        <span className="identity-label">{t('table.identity')}</span>
        <span
          className={`camp camp-${camp ?? 'unknown'} identity-camp`}
          data-testid="my-identity"
          data-camp={camp ?? ''}
        >
          {camp ? nameOf(glossary, 'camps', camp, lang) : t('table.unknownCamp')}
        </span>
        {goal && (
          <span className="goal" data-testid="my-goal">
            {goal}
          </span>
        )}
      </div>
      {/* 打酱油的 win by the mission alone: it comes first, right under the identity. */}
      {neutral && me?.character && <MissionBox character={me.character} glossary={glossary} prominent />}
      {me?.character && (
        <div className="my-character" data-testid="my-character" data-character={me.character}>
          <span className="identity-label">{t('table.myCharacter')}</span>{' '}
          <span className="my-char-name identity-char">
            {nameOf(glossary, 'characters', me.character, lang)}
            {me.characterUp ? '' : ` (${t('table.faceDown')})`}
          </span>
          <SkillList character={me.character} glossary={glossary} full={!phone} mission={phone && !neutral} />
        </div>
      )}
      {!neutral && !phone && me?.character && <MissionBox character={me.character} glossary={glossary} />}
    </div>
  );
}
