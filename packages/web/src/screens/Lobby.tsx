import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateRoomRequest } from '@fengsheng/server/protocol';
import { createRoom, listRooms, roomIdFrom, type RoomListing } from '../api.ts';
import { useLang, useProblemText } from '../components/hooks.ts';
import { EditionLinks } from '../components/rules/EditionLinks.tsx';
import { FirstGamePanel } from '../components/FirstGame.tsx';
import { ReplayListsPanel } from '../components/ReplayLists.tsx';
import {
  BOT_LEVEL_LABELS,
  clampSeats,
  defaultMode,
  gameChoice,
  gameName,
  GAMES,
  modeChoice,
  rulesetChoice,
  seatRange as seatRangeOf,
  type BotLevel,
} from '../logic/games.ts';
import { ModeField } from '../components/ModeField.tsx';
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
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="field check">
      <input
        type="checkbox"
        data-testid={props.testid}
        checked={props.checked}
        disabled={props.disabled}
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
  // The edition's mode (null: it has none); it narrows the seat counts.
  const [mode, setMode] = useState<string | null>(null);
  const [characters, setCharacters] = useState(true);
  const [expansion, setExpansion] = useState(true);
  const [timer, setTimer] = useState(30);
  const [responseTimer, setResponseTimer] = useState(15);
  const [setupTimer, setSetupTimer] = useState(45);
  const [botLevel, setBotLevel] = useState<BotLevel>('heuristic');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const say = useProblemText();
  const seatRange = seatRangeOf(game, ruleset, mode);
  // A mode won by the characters' missions deals them: the toggle shows it on and locked.
  const modeNeedsCharacters = modeChoice(game, ruleset, mode)?.needsCharacters === true;
  const dealsCharacters = characters || modeNeedsCharacters;

  return (
    // The server is the one judge of the settings: its refusal is said in the page's language
    // (a browser's own validation bubble speaks the browser's).
    <form
      className="panel create-room"
      data-testid="create-room"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const n = clampSeats(game, seats, ruleset, mode);
        const edition = rulesetChoice(game, ruleset);
        const req: CreateRoomRequest = choice.fengshengOptions
          ? {
              game,
              ruleset,
              ...(mode ? { mode } : {}),
              seats: n,
              bots: Math.min(bots, n),
              turnSeconds: timer,
              responseSeconds: responseTimer,
              setupSeconds: setupTimer,
              botLevel,
              options: {
                characters: dealsCharacters && edition.characters,
                expansion: expansion && edition.expansion,
              },
            }
          : {
              game,
              ruleset: 'standard',
              seats: n,
              bots: Math.min(bots, n),
              turnSeconds: timer,
              responseSeconds: responseTimer,
              botLevel: choice.botLevels.includes(botLevel) ? botLevel : choice.botLevels[0],
            };
        setBusy(true);
        setError(null);
        createRoom(req)
          .then((r) => navigate(`/room/${encodeURIComponent(r.roomId)}`))
          .catch((err: unknown) => setError(err))
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
            setRuleset(next.rulesets[0].id);
            setMode(defaultMode(next.id, next.rulesets[0].id));
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
          <select
            data-testid="ruleset-select"
            value={ruleset}
            onChange={(e) => {
              const next = rulesetChoice(game, e.target.value);
              const nextMode = defaultMode(game, next.id);
              setRuleset(next.id);
              setMode(nextMode);
              setSeats(clampSeats(game, seats, next.id, nextMode));
            }}
          >
            <option value="standard">{t('lobby.rulesetStandard')}</option>
            <option value="zailin">{t('lobby.rulesetZailin')}</option>
            <option value="online">{t('lobby.rulesetOnline')}</option>
          </select>
        </label>
      )}
      {choice.fengshengOptions && mode !== null && (
        <ModeField
          modes={rulesetChoice(game, ruleset).modes}
          value={mode}
          onChange={(next) => {
            setMode(next);
            const n = clampSeats(game, seats, ruleset, next);
            setSeats(n);
            setBots(Math.min(bots, n - 1));
          }}
        />
      )}
      <NumberField
        label={`${t('lobby.seats')} (${seatRange.min === seatRange.max ? seatRange.min : `${seatRange.min}-${seatRange.max}`})`}
        testid="seats-input"
        min={seatRange.min}
        max={seatRange.max}
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
      {choice.fengshengOptions && rulesetChoice(game, ruleset).characters && (
        <>
          <CheckField
            label={t('lobby.characters')}
            testid="characters-toggle"
            checked={dealsCharacters}
            disabled={modeNeedsCharacters}
            onChange={setCharacters}
          />
          {rulesetChoice(game, ruleset).expansion && (
            <CheckField
              label={t('lobby.expansion')}
              testid="expansion-toggle"
              checked={expansion}
              onChange={setExpansion}
            />
          )}
        </>
      )}
      {/* Each game names its own two timers (杀人游戏: the speech and the ballot). */}
      <NumberField
        label={t(choice.timerLabels.turn)}
        testid="timer-input"
        min={5}
        max={600}
        value={timer}
        onChange={setTimer}
      />
      <NumberField
        label={t(choice.timerLabels.response)}
        testid="response-timer-input"
        min={3}
        max={600}
        value={responseTimer}
        onChange={setResponseTimer}
      />
      {choice.fengshengOptions && dealsCharacters && rulesetChoice(game, ruleset).characters && (
        <NumberField
          label={t('lobby.setupTimer')}
          testid="setup-timer-input"
          min={10}
          max={600}
          value={setupTimer}
          onChange={setSetupTimer}
        />
      )}
      <label className="field">
        <span>{t('lobby.botLevel')}</span>
        <select
          data-testid="bot-level-select"
          value={choice.botLevels.includes(botLevel) ? botLevel : choice.botLevels[0]}
          onChange={(e) => setBotLevel(asBotLevel(e.target.value))}
        >
          {choice.botLevels.map((level) => (
            <option key={level} value={level}>
              {t(BOT_LEVEL_LABELS[level])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary" data-testid="create-submit" disabled={busy}>
        {t('lobby.createSubmit')}
      </button>
      {error !== null && (
        <p className="error" role="alert" data-testid="create-error">
          {say(error)}
        </p>
      )}
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
  const [error, setError] = useState<unknown>(null);
  const say = useProblemText();
  const refresh = useCallback(() => {
    listRooms()
      .then((r) => {
        setRooms(r.rooms ?? []);
        setError(null);
      })
      .catch((err: unknown) => setError(err));
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
      {error !== null && <p className="error">{say(error)}</p>}
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

function asBotLevel(v: string): BotLevel {
  return v === 'random' || v === 'search' ? v : 'heuristic';
}

/** Where a newcomer reads how each game and edition is played. */
function RulesPanel() {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid="lobby-rules">
      <h2>{t('rules.link')}</h2>
      <EditionLinks />
    </section>
  );
}

export function Lobby() {
  return (
    <div className="lobby">
      <div className="lobby-col">
        <FirstGamePanel />
        <CreateRoomForm />
        <JoinForm />
        <RulesPanel />
        <ReplayListsPanel />
      </div>
      <RoomList />
    </div>
  );
}
