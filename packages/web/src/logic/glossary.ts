// Names of ids from the room's glossary; an id nobody named shows as itself.
import type { Text } from '@fengsheng/server/protocol';

export type Glossary = Record<string, Record<string, Text>>;
export type Lang = 'zh' | 'en';

export function asGlossary(g: unknown): Glossary {
  return g && typeof g === 'object' ? (g as Glossary) : {};
}

export function nameOf(g: Glossary, kind: string, id: string | null | undefined, lang: Lang): string {
  if (id === null || id === undefined) return '';
  const t = g[kind]?.[id];
  if (!t) return id;
  return t[lang] || t.zh || id;
}

/**
 * A text in this language. A room's states carry their words in the page's language only (the
 * other left empty), so until the state in a newly chosen language arrives the other one shows.
 */
export function textIn(t: Text | null | undefined, lang: Lang): string {
  if (!t) return '';
  return t[lang] || t.zh || t.en || '';
}
