// Notes on suspects: a private marker per seat (who you think they are: red, blue, neutral or
// unsure) that only this browser knows. Nothing is sent to the server; the notes are kept in
// localStorage per game, so a reload keeps them and a new game starts clean.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf, type Glossary, type Lang } from '../../logic/glossary.ts';

export type Note = 'red' | 'blue' | 'neutral' | 'unsure';
export type Notes = Readonly<Record<number, Note>>;

/** A click moves a seat's note along this ring; the last step clears it. */
const RING: readonly (Note | null)[] = [null, 'red', 'blue', 'neutral', 'unsure'];
const KEY_PREFIX = 'fengsheng.notes.';
const NOTES = new Set<string>(['red', 'blue', 'neutral', 'unsure']);

export function nextNote(n: Note | null): Note | null {
  return RING[(RING.indexOf(n) + 1) % RING.length];
}

/** The notes kept for this game; anything unreadable or foreign in storage counts as none. */
export function loadNotes(game: string): Notes {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY_PREFIX + game) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const out: Record<number, Note> = {};
    for (const [k, v] of Object.entries(raw))
      if (/^\d{1,2}$/.test(k) && NOTES.has(String(v))) out[Number(k)] = v as Note;
    return out;
  } catch {
    return {};
  }
}

function saveNotes(game: string, notes: Notes): void {
  try {
    localStorage.setItem(KEY_PREFIX + game, JSON.stringify(notes));
  } catch {
    // Storage full or forbidden (private mode): the notes last until the page closes.
  }
}

/** This game's notes and a function that moves one seat's note on. No game: no notes. */
export function useSuspectNotes(game: string | null): [Notes, (seat: number) => void] {
  const [notes, setNotes] = useState<Notes>(() => (game ? loadNotes(game) : {}));
  useEffect(() => setNotes(game ? loadNotes(game) : {}), [game]);
  const cycle = useCallback(
    (seat: number) => {
      if (!game) return;
      setNotes((old) => {
        const next: Record<number, Note> = { ...old };
        const n = nextNote(old[seat] ?? null);
        if (n) next[seat] = n;
        else delete next[seat];
        saveNotes(game, next);
        return next;
      });
    },
    [game],
  );
  return [notes, cycle];
}

/** The marker on a seat: the camp you suspect (in the edition's words), "?" when unsure. */
export function SuspectMark(props: {
  seat: number;
  note: Note | null;
  glossary: Glossary;
  lang: Lang;
  onCycle: (seat: number) => void;
}) {
  const { seat, note, glossary, lang, onCycle } = props;
  const { t } = useTranslation();
  const label =
    note === null
      ? t('notes.mark')
      : note === 'unsure'
        ? t('notes.unsure')
        : `${nameOf(glossary, 'camps', note, lang)}?`;
  return (
    <button
      type="button"
      className={`suspect-mark${note ? ` suspect-${note}` : ''}`}
      data-testid={`note-${seat}`}
      data-note={note ?? ''}
      title={t('notes.hint')}
      aria-label={`${t('notes.hint')}: ${label}`}
      onClick={(e) => {
        // The seat itself may be a target button: a note is never a move.
        e.stopPropagation();
        onCycle(seat);
      }}
    >
      {label}
    </button>
  );
}
