// After your timer ran out: what the game played for you, said until you close it, the next
// notice replaces it, or 15 s pass.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimedOutMessage } from '@fengsheng/server/protocol';
import { textIn } from '../logic/glossary.ts';
import { useLang } from './hooks.ts';

/** How long the notice stays when nothing else takes it away. */
const SHOWN_MS = 15_000;

export function TimedOutNotice({ notice }: { notice: TimedOutMessage | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState<TimedOutMessage | null>(null);
  useEffect(() => {
    setOpen(notice);
    if (!notice) return;
    const timer = setTimeout(() => setOpen(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!open) return null;
  return (
    <div className="banner timeout-notice" role="status" data-testid="timeout-notice" data-seq={open.seq}>
      {t('room.timedOut', { what: textIn(open.text, lang) })}
      <button type="button" className="btn btn-small" onClick={() => setOpen(null)}>
        {t('death.close')}
      </button>
    </div>
  );
}
