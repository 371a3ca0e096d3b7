import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@fengsheng/server/protocol';
import { HttpError, loadSession, renewSession, saveSession } from './api.ts';
import { setLang } from './i18n/index.ts';
import { navigate, useRoute } from './router.ts';
import { Lobby } from './screens/Lobby.tsx';
import { NamePrompt } from './screens/NamePrompt.tsx';
import { ReplayScreen } from './screens/Replay.tsx';
import { RoomScreen } from './screens/Room.tsx';
import { RulesScreen } from './screens/Rules.tsx';
import { MuteSwitch } from './components/sound.tsx';

/** A ruling's scenario on the replay screen; the reference is kept stable for its effects. */
function ShowMe({ game, ruleset, id }: { game: string; ruleset: string; id: string }) {
  const scenario = useMemo(() => ({ game, ruleset, id }), [game, ruleset, id]);
  return <ReplayScreen key={`${game}/${ruleset}/${id}`} gameId={`scenario:${id}`} scenario={scenario} />;
}

export function App() {
  const { t, i18n } = useTranslation();
  const route = useRoute();
  const [session, setSession] = useState<SessionResponse | null>(() => loadSession());
  const [renaming, setRenaming] = useState(false);

  const onSession = (s: SessionResponse) => {
    saveSession(s);
    setSession(s);
    setRenaming(false);
  };

  // Tokens have a lifetime: each visit trades the kept one for a fresh one; one the server no longer
  // takes (expired, or from another server) is dropped and a name is asked for again.
  useEffect(() => {
    if (!loadSession()) return;
    renewSession()
      .then((s) => {
        saveSession(s);
        setSession(s);
      })
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 401) {
          saveSession(null);
          setSession(null);
        }
      });
  }, []);

  // Watching a game, replays and the rules need no name; everything else asks for one first.
  const needsName = !session && route.name !== 'replay' && route.name !== 'rules' && route.name !== 'showMe';

  return (
    <div className="app">
      <header className="header">
        <a
          className="brand"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t('app.title')}
        </a>
        <div className="header-right">
          {session && (
            <span className="who">
              {t('name.you', { name: session.name })}{' '}
              <button type="button" className="link" onClick={() => setRenaming(true)}>
                {t('name.change')}
              </button>
            </span>
          )}
          <MuteSwitch />
          <button
            type="button"
            className="btn btn-small"
            data-testid="lang-switch"
            onClick={() => setLang(i18n.language === 'en' ? 'zh' : 'en')}
          >
            {t('app.language')}
          </button>
        </div>
      </header>
      <main className="main">
        {needsName || renaming ? (
          <NamePrompt initial={session?.name ?? ''} onSession={onSession} />
        ) : route.name === 'lobby' ? (
          <Lobby />
        ) : route.name === 'room' ? (
          <RoomScreen
            key={`${route.roomId}-${route.spectate}`}
            roomId={route.roomId}
            spectate={route.spectate}
            token={session?.token ?? null}
          />
        ) : route.name === 'replay' ? (
          <ReplayScreen key={route.gameId} gameId={route.gameId} />
        ) : route.name === 'rules' ? (
          <RulesScreen game={route.game} ruleset={route.ruleset} />
        ) : route.name === 'showMe' ? (
          <ShowMe game={route.game} ruleset={route.ruleset} id={route.scenario} />
        ) : (
          <Lobby />
        )}
      </main>
    </div>
  );
}
