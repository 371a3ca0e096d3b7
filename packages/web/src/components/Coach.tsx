// The coach of a first game (新手): what just happened and what the commands offered now mean, in
// the words the server sent with the state (the game's own coach; the page knows no rule), and
// every earlier line in order below. Card names in the lines explain themselves on hover.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLine } from '@fengsheng/server/protocol';
import { addCoachLines, type SaidLine } from '../logic/coach.ts';
import { textIn, type Glossary } from '../logic/glossary.ts';
import { GlossaryText } from './GlossaryText.tsx';
import { useLang } from './hooks.ts';
import './coach.css';

/** How many of the latest lines on what happened stay in view above the options. */
const RECENT = 3;

export function CoachPanel({
  seq,
  lines,
  glossary,
}: {
  seq: number;
  lines: CoachLine[];
  glossary: Glossary;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [history, setHistory] = useState<SaidLine[]>([]);
  useEffect(() => setHistory((h) => addCoachLines(h, seq, lines)), [seq, lines]);
  const options = lines.filter((l) => l.kind === 'options');
  const say = (text: SaidLine['text']) => (
    <GlossaryText text={textIn(text, lang)} glossary={glossary} lang={lang} />
  );
  return (
    <section className="panel coach" data-testid="coach" aria-live="polite" aria-label={t('coach.title')}>
      <h3>{t('coach.title')}</h3>
      <ul className="coach-now" data-testid="coach-now">
        {history.slice(-RECENT).map((h, i) => (
          <li key={`${h.seq}-${i}`} data-testid="coach-happened">
            {say(h.text)}
          </li>
        ))}
      </ul>
      {options.length > 0 && (
        <div className="coach-options" data-testid="coach-options">
          <strong>{t('coach.options')}</strong>
          <ul>
            {options.map((l, i) => (
              <li key={i} data-testid="coach-option">
                {say(l.text)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="coach-history">
        <summary>{t('coach.history', { n: history.length })}</summary>
        <ol data-testid="coach-history">
          {history.map((h, i) => (
            <li key={`${h.seq}-${i}`} data-seq={h.seq}>
              {say(h.text)}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
