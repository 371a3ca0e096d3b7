import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../components/hooks.ts';
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
  const [error, setError] = useState<unknown>(null);
  const say = useProblemText();
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
          .catch((err: unknown) => setError(err))
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
      {error !== null && <p className="error">{say(error)}</p>}
    </form>
  );
}
