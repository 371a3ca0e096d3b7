// Running text (a log line) with the names of cards and skills in it explained: each name the
// glossary gives a text for (`functionTexts`, `skillTexts`) gets its tooltip. Chinese lines name
// them in 【】, English lines by the name itself.
import { useMemo, type ReactNode } from 'react';
import { textIn, type Glossary, type Lang } from '../logic/glossary.ts';
import { Tip } from './Tip.tsx';

/** Kinds whose names carry a text, and where the text is. */
const EXPLAINED: readonly [string, string][] = [
  ['functions', 'functionTexts'],
  ['skills', 'skillTexts'],
];

interface Term {
  name: string;
  text: string;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every explained name in this language, and one pattern that finds them (longest first). */
function termsOf(g: Glossary, lang: Lang): { byName: Map<string, Term>; pattern: RegExp | null } {
  const byName = new Map<string, Term>();
  for (const [kind, texts] of EXPLAINED)
    for (const [id, name] of Object.entries(g[kind] ?? {})) {
      const n = textIn(name, lang);
      const text = textIn(g[texts]?.[id], lang);
      if (n && text && !byName.has(n)) byName.set(n, { name: n, text });
    }
  if (byName.size === 0) return { byName, pattern: null };
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern =
    lang === 'zh'
      ? new RegExp(`【(${names.join('|')})】`, 'g')
      : new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  return { byName, pattern };
}

export function GlossaryText({ text, glossary, lang }: { text: string; glossary: Glossary; lang: Lang }) {
  const terms = useMemo(() => termsOf(glossary, lang), [glossary, lang]);
  if (!terms.pattern) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(terms.pattern)) {
    const term = terms.byName.get(m[1])!;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(
      <Tip
        key={m.index}
        className="log-term"
        testId="log-term"
        tip={
          <>
            <strong>{term.name}</strong>
            {term.text}
          </>
        }
      >
        {m[0]}
      </Tip>,
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
