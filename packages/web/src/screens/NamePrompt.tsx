import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NAME_LENGTH, type SessionResponse } from '@fengsheng/server/protocol';
import { createSession } from '../api.ts';

export function NamePrompt({
  initial,
  onSession,
}: {
  initial: string;
  onSession: (s: SessionResponse) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="panel name-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        const n = name.trim();
        if (!n) return;
        setBusy(true);
        setError(null);
        createSession(n)
          .then(onSession)
          .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
          .finally(() => setBusy(false));
      }}
    >
      <h2>{t('name.prompt')}</h2>
      <div className="row">
        <input
          data-testid="name-input"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          placeholder={t('name.placeholder')}
          autoFocus
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary"
          data-testid="name-submit"
          disabled={busy || !name.trim()}
        >
          {t('name.submit')}
        </button>
      </div>
      {error && <p className="error">{t('error.generic', { message: error })}</p>}
    </form>
  );
}
