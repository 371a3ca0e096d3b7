import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateRoomRequest } from '@fengsheng/server/protocol';
import { createRoom, listRooms, roomIdFrom, type RoomListing } from '../api.ts';
import { useLang } from '../components/hooks.ts';
import { clampSeats, gameChoice, gameName, GAMES } from '../logic/games.ts';
import { navigate } from '../router.ts';

/** A labelled number box of the create form. */
function NumberField(props: {
  label: string;
  testid: string;
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="number"
        data-testid={props.testid}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}

/** A labelled checkbox of the create form (the box before its words). */
function CheckField(props: {
  label: string;
  testid: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="field check">
      <input
        type="checkbox"
        data-testid={props.testid}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

function CreateRoomForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [game, setGame] = useState('fengsheng');
  const choice = gameChoice(game);
  const [seats, setSeats] = useState(5);
  const [bots, setBots] = useState(4);
  const [ruleset, setRuleset] = useState('standard');
  const [characters, setCharacters] = useState(true);
  const [expansion, setExpansion] = useState(true);
  const [timer, setTimer] = useState(30);
  const [botLevel, setBotLevel] = useState<BotLevel>('heuristic');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="panel create-room"
      data-testid="create-room"
      onSubmit={(e) => {
        e.preventDefault();
        const n = clampSeats(game, seats);
        const req: CreateRoomRequest = choice.fengshengOptions
          ? {
              game,
              ruleset,
              seats: n,
              bots: Math.min(bots, n),
              turnSeconds: timer,
              botLevel,
              options: { characters, expansion },
            }
          : { game, ruleset: 'standard', seats: n, bots: Math.min(bots, n), turnSeconds: timer, botLevel };
        setBusy(true);
        setError(null);
        createRoom(req)
          .then((r) => navigate(`/room/${encodeURIComponent(r.roomId)}`))
          .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
          .finally(() => setBusy(false));
      }}
    >
      <h2>{t('lobby.create')}</h2>
      <label className="field">
        <span>{t('lobby.game')}</span>
        <select
          data-testid="game-select"
          value={game}
          onChange={(e) => {
            const next = gameChoice(e.target.value);
            setGame(next.id);
            setSeats(next.defaultSeats);
            setBots(next.defaultSeats - 1);
          }}
        >
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name[lang]}
            </option>
          ))}
        </select>
      </label>
      {choice.fengshengOptions && (
        <label className="field">
          <span>{t('lobby.ruleset')}</span>
          <select data-testid="ruleset-select" value={ruleset} onChange={(e) => setRuleset(e.target.value)}>
            <option value="standard">{t('lobby.rulesetStandard')}</option>
          </select>
        </label>
      )}
      <NumberField
        label={`${t('lobby.seats')} (${choice.minSeats}-${choice.maxSeats})`}
        testid="seats-input"
        min={choice.minSeats}
        max={choice.maxSeats}
        value={seats}
        onChange={(n) => {
          setSeats(n);
          if (bots > n) setBots(n);
        }}
      />
      <NumberField
        label={t('lobby.bots')}
        testid="bots-input"
        min={0}
        max={seats}
        value={bots}
        onChange={setBots}
      />
      {choice.fengshengOptions && (
        <>
          <CheckField
            label={t('lobby.characters')}
            testid="characters-toggle"
            checked={characters}
            onChange={setCharacters}
          />
          <CheckField
            label={t('lobby.expansion')}
            testid="expansion-toggle"
            checked={expansion}
            onChange={setExpansion}
          />
        </>
      )}
      <NumberField
        label={t('lobby.timer')}
        testid="timer-input"
        min={5}
        max={600}
        value={timer}
        onChange={setTimer}
      />
      <label className="field">
        <span>{t('lobby.botLevel')}</span>
        <select
          data-testid="bot-level-select"
          value={botLevel}
          onChange={(e) => setBotLevel(asBotLevel(e.target.value))}
        >
          <option value="heuristic">{t('lobby.botHeuristic')}</option>
          <option value="search">{t('lobby.botSearch')}</option>
          <option value="random">{t('lobby.botRandom')}</option>
        </select>
      </label>
      <button type="submit" className="btn btn-primary" data-testid="create-submit" disabled={busy}>
        {t('lobby.createSubmit')}
      </button>
      {error && <p className="error">{t('error.generic', { message: error })}</p>}
    </form>
  );
}

function JoinForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = roomIdFrom(code);
  return (
    <form
      className="panel join-room"
      onSubmit={(e) => {
        e.preventDefault();
        if (id) navigate(`/room/${encodeURIComponent(id)}`);
      }}
    >
      <h2>{t('lobby.join')}</h2>
      <div className="row">
        <input
          data-testid="join-input"
          value={code}
          placeholder={t('lobby.joinPlaceholder')}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" data-testid="join-submit" disabled={!id}>
          {t('lobby.joinSubmit')}
        </button>
      </div>
    </form>
  );
}

function RoomList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [rooms, setRooms] = useState<RoomListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    listRooms()
      .then((r) => {
        setRooms(r.rooms ?? []);
        setError(null);
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, []);
  useEffect(() => {
    refresh();
    const id = window.setInterval(refresh, 5000);
    return () => window.clearInterval(id);
  }, [refresh]);

  return (
    <section className="panel room-list">
      <div className="panel-head">
        <h2>{t('lobby.rooms')}</h2>
        <button type="button" className="btn btn-small" onClick={refresh}>
          {t('lobby.refresh')}
        </button>
      </div>
      {error && <p className="error">{t('error.generic', { message: error })}</p>}
      {rooms && rooms.length === 0 && <p className="muted">{t('lobby.noRooms')}</p>}
      <ul data-testid="room-list">
        {(rooms ?? []).map((r) => {
          const taken = r.seats.filter((s) => s.kind !== 'empty').length;
          const open = r.status === 'waiting' && taken < r.seats.length;
          return (
            <li key={r.roomId} className="room-row" data-testid="room-row" data-room={r.roomId}>
              <span className="room-id">{r.roomId}</span>
              <span className="room-game" data-testid="room-game" data-game={r.game}>
                {gameName(r.game, lang)}
              </span>
              <span className={`badge badge-${r.status}`}>{t(`lobby.status.${r.status}`, r.status)}</span>
              <span className="muted">
                {taken}/{r.seats.length}
              </span>
              <span className="room-names">
                {r.seats
                  .map((s) => s.name)
                  .filter(Boolean)
                  .join('、')}
              </span>
              <span className="room-actions">
                {open && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    data-testid="room-join"
                    onClick={() => navigate(`/room/${encodeURIComponent(r.roomId)}`)}
                  >
                    {t('lobby.enter')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-small"
                  data-testid="room-watch"
                  onClick={() => navigate(`/room/${encodeURIComponent(r.roomId)}?spectate=1`)}
                >
                  {t('lobby.watch')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type BotLevel = 'random' | 'heuristic' | 'search';

function asBotLevel(v: string): BotLevel {
  return v === 'random' || v === 'search' ? v : 'heuristic';
}

export function Lobby() {
  return (
    <div className="lobby">
      <div className="lobby-col">
        <CreateRoomForm />
        <JoinForm />
      </div>
      <RoomList />
    </div>
  );
}
